//! The page's presentation keys (not part of the mathematics): `embed`, `view`, `theme`,
//! `tour` / `step`, a guided path (`path` inline, `path_url` a JSON file next to the site),
//! `author` (the path editor), `xapi` (statements to the host), `present` (a lecture's large type), and what a course page fixes when it embeds the widget: `lock` (controls the
//! learner cannot change), `controls` (which controls an embedded widget shows) and `origin`
//! (the only page it talks to). Read from and written to the URL like the configuration; problems
//! become notices, never errors: the page still works.

use crate::rope::base::error::Key;
use crate::rope::base::i18n::Msg;
use crate::rope::base::limits::{MAX_PATH_JSON, MAX_PATH_STEPS};
use crate::rope::base::named::named_enum;
use crate::rope::settings::views::View;

named_enum! {
    /// Colour theme (`theme=`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Theme {
        Auto = "auto",
        Light = "light",
        Dark = "dark",
    }
}

/// The configuration keys that have a control an embedded widget can show (`controls=`), in
/// the order it shows them.
pub const EMBED_CONTROLS: [Key; 9] = [
    Key::Text,
    Key::Offset,
    Key::Dim,
    Key::Base,
    Key::Layout,
    Key::Scaling,
    Key::Rope,
    Key::Qk,
    Key::Drop,
];

/// The controls an embedded widget shows without `controls=`.
pub const DEFAULT_EMBED_CONTROLS: [Key; 4] = [Key::Text, Key::Dim, Key::Base, Key::Scaling];

/// The only page the widget talks to (`origin=`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// `scheme://host[:port]`, as a browser writes `MessageEvent.origin`.
    Only(String),
    /// `origin=` was not an origin: the widget talks to no page at all (it fails closed: an
    /// author who meant to restrict it is never silently unrestricted).
    Nowhere,
}

impl Origin {
    /// Reads an origin: `http` or `https`, a host, an optional port, nothing else (a trailing
    /// `/` is dropped). The scheme and host are lower-cased, as browsers report them.
    pub fn parse(text: &str) -> Option<Origin> {
        let text = text.trim().trim_end_matches('/');
        let (scheme, rest) = text.split_once("://")?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "http" && scheme != "https" {
            return None;
        }
        let (host, port) = match rest.rsplit_once(':') {
            Some((h, p)) if !h.contains(']') || h.ends_with(']') => (h, Some(p)),
            _ => (rest, None),
        };
        let host_ok = !host.is_empty()
            && host.len() <= 253
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '[' | ']' | ':'));
        let port_ok = port
            .is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
        if !(host_ok && port_ok) {
            return None;
        }
        Some(Origin::Only(format!(
            "{scheme}://{}",
            rest.to_ascii_lowercase()
        )))
    }

    /// Whether a message from `origin` may be acted on.
    pub fn allows(&self, origin: &str) -> bool {
        matches!(self, Origin::Only(o) if o == origin)
    }
}

/// The longest list a `lock` or `controls` value may hold (every configuration key once).
const MAX_LIST: usize = Key::CONFIG_KEYS.len();

/// Presentation options from the URL.
#[derive(Debug, Clone, PartialEq)]
pub struct UiOptions {
    pub embed: bool,
    /// Views to show; empty = all (full page) or the compasses (embed).
    pub views: Vec<View>,
    pub theme: Theme,
    /// The guided path's current step (0-based; `tour=1&step=N` in the URL, N from 1), or none.
    pub tour: Option<usize>,
    /// A teacher's path carried in the link (`path=`): its JSON, or the same deflated and
    /// base64url-coded (see `teaching::path::Inline`). None: ropescope's own tour.
    pub path: Option<String>,
    /// A path read from a JSON file next to the site (`path_url=paths/yarn.json`).
    pub path_url: Option<String>,
    /// The path editor is open (`author=1`).
    pub author: bool,
    /// Answers, steps and completions also go to the host page as xAPI statements (`xapi=1`).
    pub xapi: bool,
    /// The path's answers count for a grade (`graded=1`, as a SCORM package opens it): no
    /// Leave before its last step, since leaving shows the open questions' answers.
    pub graded: bool,
    /// Presentation mode for a projector (`present=1`): chart text, labels and the step's text
    /// at least 1.5 times their size, the step a slim caption over its view.
    pub present: bool,
    /// The language asked for in the address (`lang=`); `None`: the browser's preference. The
    /// page reads it once at start (`app::i18n`); it stays in the link.
    pub lang: Option<crate::rope::base::i18n::Lang>,
    /// Keys the learner cannot change (`lock=dim,base`): their controls are read-only; a host
    /// page can still set them.
    pub lock: Vec<Key>,
    /// The controls an embedded widget shows (`controls=sentence,dim`); `None`: the default set.
    pub controls: Option<Vec<Key>>,
    /// The only page the widget talks to; `None`: its embedding parent, whatever its origin.
    pub origin: Option<Origin>,
}

impl Default for UiOptions {
    fn default() -> Self {
        UiOptions {
            embed: false,
            views: Vec::new(),
            theme: Theme::Auto,
            tour: None,
            path: None,
            path_url: None,
            author: false,
            xapi: false,
            graded: false,
            present: false,
            lang: None,
            lock: Vec::new(),
            controls: None,
            origin: None,
        }
    }
}

/// A key named in `lock=` or `controls=`: a configuration key, or `sentence` for `text` (the
/// control's name on screen).
fn key_named(name: &str) -> Option<Key> {
    match name {
        "sentence" => Some(Key::Text),
        _ => Key::from_name(name),
    }
}

/// Reads a comma list of keys; unknown names and names `allowed` refuses become one notice.
fn key_list(
    what: &str,
    value: &str,
    allowed: impl Fn(Key) -> bool,
    notices: &mut Vec<Msg>,
) -> Vec<Key> {
    let mut keys = Vec::new();
    let mut refused = Vec::new();
    for name in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match key_named(name) {
            Some(k) if allowed(k) => {
                if !keys.contains(&k) && keys.len() < MAX_LIST {
                    keys.push(k)
                }
            }
            _ => {
                if refused.len() < 5 {
                    refused.push(name.chars().take(24).collect::<String>());
                }
            }
        }
    }
    if !refused.is_empty() {
        notices.push(crate::msg!(
            "notice-keys-ignored",
            key = what,
            names = refused.join(", ")
        ));
    }
    keys
}

impl UiOptions {
    /// Reads the UI keys (others are skipped); problems become notices.
    pub fn from_pairs(pairs: &[(String, String)]) -> (UiOptions, Vec<Msg>) {
        let mut ui = UiOptions::default();
        let mut notices = Vec::new();
        let mut closed = false;
        for (key, value) in pairs {
            match key.as_str() {
                "embed" => ui.embed = matches!(value.as_str(), "1" | "true" | ""),
                "view" => {
                    for name in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                        match View::parse(name) {
                            Some(v) if !ui.views.contains(&v) => ui.views.push(v),
                            Some(_) => {}
                            None => notices.push(crate::msg!(
                                "notice-unknown-view",
                                name = name.chars().take(24).collect::<String>(),
                                views = View::ALL.map(View::as_str).join(", ")
                            )),
                        }
                    }
                }
                "theme" => match Theme::parse(value) {
                    Some(t) => ui.theme = t,
                    None => notices.push(Msg::new("notice-bad-theme")),
                },
                "tour" => match value.as_str() {
                    "1" | "true" | "" => ui.tour = Some(ui.tour.unwrap_or(0)),
                    "0" | "false" => closed = true,
                    _ => notices.push(Msg::new("notice-bad-tour")),
                },
                // The path's own length is checked when it runs (it may still be loading).
                "step" => match value.trim().parse::<usize>() {
                    Ok(n) if (1..=MAX_PATH_STEPS).contains(&n) => ui.tour = Some(n - 1),
                    _ => notices.push(Msg::new("notice-bad-step")),
                },
                "path" if value.len() <= MAX_PATH_JSON * 2 => ui.path = Some(value.clone()),
                "path_url" if value.len() <= 2048 => ui.path_url = Some(value.clone()),
                "path" | "path_url" => notices.push(Msg::new("notice-path-too-long")),
                "author" => ui.author = matches!(value.as_str(), "1" | "true" | ""),
                "xapi" => ui.xapi = matches!(value.as_str(), "1" | "true" | ""),
                "graded" => ui.graded = matches!(value.as_str(), "1" | "true" | ""),
                "present" => ui.present = matches!(value.as_str(), "1" | "true" | ""),
                "lang" => match crate::rope::base::i18n::Lang::parse(value) {
                    Some(l) => ui.lang = Some(l),
                    None => notices.push(Msg::new("notice-bad-lang")),
                },
                "lock" => ui.lock = key_list("lock", value, |_| true, &mut notices),
                "controls" => {
                    ui.controls = Some(key_list(
                        "controls",
                        value,
                        |k| EMBED_CONTROLS.contains(&k),
                        &mut notices,
                    ))
                }
                "origin" => {
                    ui.origin = Some(Origin::parse(value).unwrap_or_else(|| {
                        notices.push(Msg::new("notice-bad-origin"));
                        Origin::Nowhere
                    }))
                }
                _ => {}
            }
        }
        // A `step` alone opens the tour too; `tour=0` closes it whatever the order.
        if closed {
            ui.tour = None;
        }
        (ui, notices)
    }

    /// The UI keys for the URL (only non-defaults), in a fixed order.
    pub fn to_query(&self) -> String {
        let names = |keys: &[Key]| {
            keys.iter()
                .map(|k| k.as_str())
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut parts = Vec::new();
        if self.embed {
            parts.push("embed=1".to_string());
        }
        if !self.views.is_empty() {
            let views: Vec<&str> = self.views.iter().map(|v| v.as_str()).collect();
            parts.push(format!("view={}", views.join(",")));
        }
        if self.theme != Theme::Auto {
            parts.push(format!("theme={}", self.theme.as_str()));
        }
        if let Some(p) = &self.path {
            parts.push(format!("path={}", super::config::percent_encode(p)));
        }
        if let Some(p) = &self.path_url {
            parts.push(format!("path_url={}", super::config::percent_encode(p)));
        }
        if let Some(i) = self.tour {
            parts.push(format!("tour=1&step={}", i + 1));
        }
        if self.author {
            parts.push("author=1".to_string());
        }
        if self.xapi {
            parts.push("xapi=1".to_string());
        }
        if self.graded {
            parts.push("graded=1".to_string());
        }
        if self.present {
            parts.push("present=1".to_string());
        }
        if let Some(l) = self.lang {
            parts.push(format!("lang={}", l.code()));
        }
        if !self.lock.is_empty() {
            parts.push(format!("lock={}", names(&self.lock)));
        }
        if let Some(c) = &self.controls {
            parts.push(format!("controls={}", names(c)));
        }
        match &self.origin {
            Some(Origin::Only(o)) => parts.push(format!(
                "origin={}",
                crate::rope::settings::config::percent_encode(o)
            )),
            // Kept closed across a reload (a value that can never be an origin).
            Some(Origin::Nowhere) => parts.push("origin=none".to_string()),
            None => {}
        }
        parts.join("&")
    }

    /// Whether `view` is on the page, without a path's step.
    pub fn shows(&self, view: View) -> bool {
        if self.views.is_empty() {
            !self.embed || view == View::Compasses
        } else {
            self.views.contains(&view)
        }
    }

    /// Whether the learner may change `key` (a host page always may).
    pub fn locked(&self, key: Key) -> bool {
        self.lock.contains(&key)
    }

    /// The controls an embedded widget shows, in order.
    pub fn embed_controls(&self) -> Vec<Key> {
        match &self.controls {
            Some(keys) => EMBED_CONTROLS
                .into_iter()
                .filter(|k| keys.contains(k))
                .collect(),
            None => DEFAULT_EMBED_CONTROLS.to_vec(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path::Outline;

    fn read(query: &str) -> (UiOptions, Vec<Msg>) {
        let pairs = crate::rope::settings::config::query_pairs(query).unwrap();
        UiOptions::from_pairs(&pairs)
    }

    #[test]
    fn keys_round_trip_through_the_url() {
        for q in [
            "",
            "embed=1&view=heatmap,score&theme=dark",
            "tour=1&step=3",
            "embed=1&lock=dim,base,scaling&controls=text,dim,base&origin=https%3A%2F%2Fcourse.example.org",
            "controls=",
            "path=%7B%22a%22%3A1%7D&tour=1&step=2&author=1&xapi=1",
            "theme=dark&present=1",
            "path_url=paths%2Fyarn.json&tour=1&step=1",
        ] {
            let (ui, notices) = read(q);
            assert!(notices.is_empty(), "{q}: {notices:?}");
            assert_eq!(ui.to_query(), q, "{q}");
        }
    }

    #[test]
    fn the_tour_opens_at_a_step_and_closes_with_tour_0() {
        assert_eq!(read("step=4").0.tour, Some(3));
        assert_eq!(read("tour=1").0.tour, Some(0));
        assert_eq!(read("step=4&tour=0").0.tour, None);
        assert_eq!(read("tour=0&step=4").0.tour, None);
        let (ui, notices) = read("tour=1&step=99");
        assert_eq!((ui.tour, notices.len()), (Some(0), 1));
        // The path's current views are always shown, even in an embed of another view; in an
        // embed only they are while a step is open (its card starts the frame), on the full
        // page the others stay.
        let tour = Outline::builtin();
        let (ui, _) = read("embed=1&view=score&tour=1&step=1");
        assert!(ui.shows_on(View::Compasses, &tour) && !ui.shows_on(View::Score, &tour));
        assert!(!ui.shows_on(View::Heatmap, &tour));
        assert!(!ui.shows(View::Compasses));
        let (ui, _) = read("embed=1&view=score");
        assert!(ui.shows_on(View::Score, &tour));
        // The card: above the step's first view; in an embed above the first on the page.
        let two = Outline::from_query("id=t&state=&views=distance,score").unwrap();
        let (ui, _) = read("embed=1&tour=1&step=1");
        assert_eq!(ui.card_view(&two), Some(View::Score));
        let (ui, _) = read("tour=1&step=1");
        assert_eq!(ui.card_view(&two), Some(View::Distance));
        let (ui, _) = read("view=score&tour=1&step=1");
        assert!(ui.shows_on(View::Compasses, &tour) && ui.shows_on(View::Score, &tour));
    }

    #[test]
    fn lock_and_controls_take_key_names() {
        let (ui, notices) = read("lock=sentence,dim,q&controls=dim,sentence,q,bogus");
        assert_eq!(ui.lock, vec![Key::Text, Key::Dim, Key::Q]);
        assert!(ui.locked(Key::Dim) && !ui.locked(Key::Base));
        // q has no control of its own; bogus is no key: one notice names both.
        assert_eq!(notices.len(), 1);
        let said = crate::rope::base::i18n::en(&notices[0]);
        assert!(said.contains("q") && said.contains("bogus"), "{said}");
        assert_eq!(said, "controls: ignored q, bogus.");
        // Shown in the page's order, whatever the link's.
        assert_eq!(ui.embed_controls(), vec![Key::Text, Key::Dim]);
        assert_eq!(read("").0.embed_controls(), DEFAULT_EMBED_CONTROLS.to_vec());
        assert!(read("controls=").0.embed_controls().is_empty());
        // Absurd lists are bounded.
        let long = format!("lock={}", vec!["dim"; 10_000].join(","));
        assert_eq!(read(&long).0.lock, vec![Key::Dim]);
    }

    #[test]
    fn origins_are_scheme_host_and_port_only() {
        for (text, want) in [
            (
                "https://course.example.org",
                Some("https://course.example.org"),
            ),
            (
                "https://Course.Example.org/",
                Some("https://course.example.org"),
            ),
            ("http://127.0.0.1:8080", Some("http://127.0.0.1:8080")),
            ("http://[::1]:8080", Some("http://[::1]:8080")),
            ("https://example.org/path", None),
            ("javascript:alert(1)", None),
            ("ftp://example.org", None),
            ("https://", None),
            ("https://a.org:99999999", None),
            ("https://user@a.org", None),
            ("*", None),
        ] {
            let got = Origin::parse(text);
            assert_eq!(got, want.map(|o| Origin::Only(o.to_string())), "{text}");
        }
        let only = Origin::parse("https://a.org").unwrap();
        assert!(only.allows("https://a.org"));
        assert!(!only.allows("https://b.org") && !only.allows("null"));
        assert!(!Origin::Nowhere.allows("https://a.org"));
        // A bad origin fails closed, with a notice.
        let (ui, notices) = read("origin=https://a.org/x");
        assert_eq!((ui.origin, notices.len()), (Some(Origin::Nowhere), 1));
        assert_eq!(read("origin=none").0.origin, Some(Origin::Nowhere));
    }
}
