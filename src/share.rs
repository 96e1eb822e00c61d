//! Links and embed snippets: pure string building (native-testable), used by the UI's share
//! buttons. Everything that ends up inside HTML is escaped; query values are percent-encoded by
//! `Config::to_query`, so user text can never break out of the `src` attribute.

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

/// The `<iframe>` snippet that embeds the widget at `page` with the given state and views. No
/// inline style: host pages with a strict CSP would block it (style the frame from the host's CSS).
/// The embedded page posts `{type: "ropescope:height", height}` to its parent on every resize;
/// www/embed-example.html shows the listener that resizes the frame.
pub fn embed_snippet(page: &str, config_query: &str, views: &str) -> String {
    let view_part = if views.is_empty() {
        String::new()
    } else {
        format!("view={views}")
    };
    let src = link(page, &[config_query, "embed=1", &view_part]);
    format!(
        "<iframe src=\"{}\" title=\"ropescope: rotary position embeddings\" width=\"100%\" height=\"640\" loading=\"lazy\"></iframe>",
        html_escape(&src)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::Config;

    #[test]
    fn snippet_cannot_be_broken_by_user_text() {
        let c = Config::from_query("text=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E")
            .unwrap()
            .config;
        let s = embed_snippet("https://example.org/rs/", &c.to_query(), "heatmap");
        assert!(!s.contains("<script"), "{s}");
        assert_eq!(s.matches('"').count(), 10, "{s}");
        assert!(s.contains("embed=1&amp;view=heatmap"));
        let evil = embed_snippet("https://x/\"><b>", "", "");
        assert!(!evil.contains("<b>") && evil.contains("&quot;&gt;&lt;b&gt;"));
    }

    #[test]
    fn links_skip_empty_parts() {
        assert_eq!(link("/p", &["", "a=1", ""]), "/p?a=1");
        assert_eq!(link("/p", &["", ""]), "/p");
    }
}
