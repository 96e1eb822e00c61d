//! Links and embed snippets: pure string building (native-testable), used by the UI's share
//! buttons. Everything that ends up inside HTML is escaped; query values are percent-encoded by
//! `Config::to_query`, so user text can never break out of the `src` attribute.

use crate::rope::settings::ui::UiOptions;

/// Escapes text for an HTML attribute value or text node.
pub fn html_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// Joins a page URL (no query) and query parts, skipping empty parts.
pub fn link(page: &str, parts: &[&str]) -> String {
    let query: Vec<&str> = parts.iter().copied().filter(|p| !p.is_empty()).collect();
    if query.is_empty() {
        page.to_string()
    } else {
        format!("{page}?{}", query.join("&"))
    }
}

/// The `<iframe>` snippet that embeds the widget at `page` with the given state and embed
/// options (`ui`: views, locked keys, shown controls, origin; `embed=1` is always added),
/// named `title` for screen readers (the learner's language's words). No
/// inline style: host pages with a strict CSP would block it (style the frame from the host's
/// CSS). The embedded page posts `{type: "ropescope:height", height}` and the other
/// `ropescope:` messages to its parent ([`listener_snippet`] listens to them).
pub fn embed_snippet(page: &str, config_query: &str, ui: &UiOptions, title: &str) -> String {
    let ui = UiOptions {
        embed: true,
        ..ui.clone()
    };
    let src = link(page, &[config_query, &ui.to_query()]);
    format!(
        // i18n: markup (the title is the caller's words)
        "<iframe id=\"ropescope\" src=\"{}\" title=\"{}\" width=\"100%\" height=\"640\" loading=\"lazy\"></iframe>",
        html_escape(&src),
        html_escape(title)
    )
}

/// The host page's side: a script that sizes the frame from the widget's height messages,
/// hears the learner's answers, and shows how to set the widget's state. It accepts messages
/// only from that frame and from the widget's origin `widget_origin` (`scheme://host[:port]`).
pub fn listener_snippet(widget_origin: &str) -> String {
    // The origin goes into a JavaScript string: keep only the characters an origin has.
    let origin: String = widget_origin
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, ':' | '/' | '.' | '-' | '[' | ']'))
        .collect();
    format!(
        r#"<script>
// ropescope: size the frame, hear answers, drive the widget (README: "Course pages").
(() => {{
  const frame = document.getElementById('ropescope');
  const widget = '{origin}';
  addEventListener('message', (e) => {{
    if (e.source !== frame.contentWindow || e.origin !== widget) return;
    const m = e.data || {{}};
    if (m.type === 'ropescope:height') frame.style.height = m.height + 'px';
    if (m.type === 'ropescope:answer') console.log('answered', m.question, m.choice, m.correct);
    if (m.type === 'ropescope:error') console.warn('refused', m.key, m.got, m.expected);
    // With xapi=1: add your learner as the actor and send the statement to your LRS.
    if (m.type === 'ropescope:xapi') console.log('xAPI', {{...m.statement, actor: {{objectType: 'Agent', mbox: 'mailto:learner@example.org'}}}});
  }});
  // For example: frame.contentWindow.postMessage({{type: 'ropescope:set', query: 'dim=64&base=500000'}}, widget);
}})();
</script>"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::views::View;
    use crate::rope::Config;

    const TITLE: &str = "ropescope: rotary position embeddings";

    #[test]
    fn snippet_cannot_be_broken_by_user_text() {
        let c = Config::from_query("text=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E")
            .unwrap()
            .config;
        let heatmap = UiOptions {
            views: vec![View::Heatmap],
            ..UiOptions::default()
        };
        let s = embed_snippet("https://example.org/rs/", &c.to_query(), &heatmap, TITLE);
        assert!(!s.contains("<script"), "{s}");
        assert_eq!(s.matches('"').count(), 12, "{s}");
        assert!(s.contains("embed=1&amp;view=heatmap"));
        let evil = embed_snippet("https://x/\"><b>", "", &UiOptions::default(), TITLE);
        assert!(!evil.contains("<b>") && evil.contains("&quot;&gt;&lt;b&gt;"));
        let titled = embed_snippet("https://x/", "", &UiOptions::default(), "a \"b\" <i>");
        assert!(
            titled.contains("title=\"a &quot;b&quot; &lt;i&gt;\""),
            "{titled}"
        );
        assert!(s.contains("title=\"ropescope: rotary position embeddings\""));
    }

    /// Locks, shown controls and the origin go into the frame's address, and read back.
    #[test]
    fn snippet_carries_the_embed_options() {
        let pairs = crate::rope::settings::config::query_pairs(
            "view=score&lock=dim,base&controls=sentence,dim&origin=https%3A%2F%2Fcourse.example.org",
        )
        .unwrap();
        let (ui, notices) = UiOptions::from_pairs(&pairs);
        assert!(notices.is_empty());
        let s = embed_snippet("https://w.example/rs/", "dim=64", &ui, TITLE);
        let src = s
            .split("src=\"")
            .nth(1)
            .unwrap()
            .split('"')
            .next()
            .unwrap()
            .replace("&amp;", "&");
        let query = src.split_once('?').unwrap().1;
        let (back, _) =
            UiOptions::from_pairs(&crate::rope::settings::config::query_pairs(query).unwrap());
        assert_eq!(back, UiOptions { embed: true, ..ui });
        assert!(query.starts_with("dim=64&embed=1"));
    }

    #[test]
    fn the_listener_accepts_only_the_widget_and_cannot_be_broken_out_of() {
        let l = listener_snippet("https://w.example:8443");
        assert!(l.contains("e.origin !== widget") && l.contains("'https://w.example:8443'"));
        let evil = listener_snippet("https://x'); alert(1); ('");
        assert!(!evil.contains("alert(1)"), "{evil}");
    }

    #[test]
    fn links_skip_empty_parts() {
        assert_eq!(link("/p", &["", "a=1", ""]), "/p?a=1");
        assert_eq!(link("/p", &["", ""]), "/p");
    }
}
