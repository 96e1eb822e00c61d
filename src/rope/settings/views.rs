//! The widget's views and the chapters that group them: the view registry ([`registry!`], one
//! row per view in page order: its URL name (`view=`), title, chapter, module and where its texts
//! live). Pure data, in the core so that everything that names a view (the page and its contents
//! bar, the embed builder, the guided tour and paths, the quiz, the errata's "Show me" links, the
//! host page's `ropescope:view` message, `rope-export --catalog` and the tests) reads one list.

use crate::rope::base::i18n::Msg;
use crate::rope::base::named::named_enum;

/// The URL keys of the page's presentation (not configuration keys): read by the page, allowed
/// in "Show me" links and tour states, ignored by `rope-export`.
pub const UI_KEYS: &[&str] = &[
    "embed", "view", "theme", "tour", "step", "lock", "controls", "origin", "path", "path_url",
    "author", "xapi", "graded", "present", "lang",
];

/// A presentation key's entry in the URL-key reference (`docs/url-keys.md`).
pub struct UiKeyDoc {
    pub name: &'static str,
    pub meaning: &'static str,
    pub accepted: &'static str,
    pub default: &'static str,
}

/// The presentation keys' reference, one row per name of [`UI_KEYS`], in its order (a test
/// holds them equal).
pub const UI_KEY_DOCS: &[UiKeyDoc] = &[
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "embed", meaning: "embed mode: the chosen views under a compact row of controls, talking to the course page around it", accepted: "`1`", default: "off" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "view", meaning: "the views to show (an embed shows only these; the full page scrolls to the first)", accepted: "a comma list of view names", default: "every view (embed: `compasses`)" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "theme", meaning: "colour theme", accepted: "`light`, `dark`, `auto`", default: "`auto` (the system's)" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "tour", meaning: "opens the guided tour (or the link's path); `0` closes it", accepted: "`1`, `0`", default: "closed" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "step", meaning: "the step of the tour or path to open at (opens it)", accepted: "a step number from 1", default: "1" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "lock", meaning: "controls shown read-only, marked \"Fixed by this page\"; the course page can still set them", accepted: "a comma list of configuration keys (`sentence` for `text`)", default: "none" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "controls", meaning: "the controls an embed shows", accepted: "a comma list of `sentence`, `offset`, `dim`, `base`, `layout`, `scaling`, `rope`, `qk`, `drop` (empty: none)", default: "`sentence`, `dim`, `base`, `scaling`" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "origin", meaning: "the only course page the widget listens and posts to", accepted: "an origin such as `https://course.example.org` (anything else: no page at all)", default: "the embedding parent" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "path", meaning: "a guided path carried in the link", accepted: "the path's JSON, or the editor's packed form", default: "none (the built-in tour)" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "path_url", meaning: "a guided path read from a JSON file on the widget's own site", accepted: "a relative address such as `paths/yarn.json`", default: "none" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "author", meaning: "opens the path editor", accepted: "`1`", default: "off" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "xapi", meaning: "posts an xAPI statement to the course page for each step, answer and the path's end", accepted: "`1`", default: "off" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "graded", meaning: "the path's answers count for a grade (a SCORM package opens it so): no Leave before its last step, since leaving would show the open questions' answers", accepted: "`1`", default: "off" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "present", meaning: "presentation mode for a projector: text and chart labels 1.5 times their size, one column of views, a tour step as a slim caption (the arrow and page keys, or a clicker, step it)", accepted: "`1`", default: "off" },
    // i18n: English documentation (docs/url-keys.md)
    UiKeyDoc { name: "lang", meaning: "the language of every text: English, Simplified Chinese or Spanish (changing it reloads the widget in that language)", accepted: "`en`, `zh-CN`, `es`", default: "the browser's first preferred language of these, else `en`" },
];

named_enum! {
    /// Where a view's component is compiled.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Module {
        /// The page's own module (`src/app/views/NAME.rs`): on the first screen, counted in the
        /// page's size budget.
        Page = "page",
        /// The on-demand module (`src/app/more/views/NAME.rs`), loaded when the view nears the
        /// screen; `build.rs` finds the file and dispatches to it (its `part()` and `CAPTION`).
        Parts = "parts",
    }
}

/// Declares the view registry: one row per view, in page order. The row's variant and URL name
/// make `enum View` ([`named_enum!`]); every other column is one accessor of `View`.
macro_rules! registry {
    ($(
        $(#[$vmeta:meta])*
        $variant:ident = $name:literal {
            title: $title:expr,
            short: $short:expr,
            chapter: $chapter:ident,
            module: $module:ident,
            drawn: $drawn:literal,
            paths: $paths:literal,
            texts: [$($text:literal),* $(,)?] $(,)?
        }
    ),+ $(,)?) => {
        named_enum! {
            /// The views, in page order, with their URL names (`view=`): the rows of the
            /// registry.
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub enum View {
                $($(#[$vmeta])* $variant = $name,)+
            }
        }

        impl View {
            /// The view's heading, without its number ([`View::title`] numbers it).
            pub fn heading(self) -> &'static str {
                match self {
                    $(View::$variant => $title,)+
                }
            }

            /// A short name for tables of contents and menus.
            pub fn short_title(self) -> &'static str {
                match self {
                    $(View::$variant => $short,)+
                }
            }

            /// The chapter the view belongs to.
            pub fn chapter(self) -> Chapter {
                match self {
                    $(View::$variant => Chapter::$chapter,)+
                }
            }

            /// The module its component is compiled into.
            pub fn module(self) -> Module {
                match self {
                    $(View::$variant => Module::$module,)+
                }
            }

            /// Whether the page draws it (a canvas or chart that a knob moves): the views the
            /// latency benchmark times with the view on screen.
            pub fn is_drawn(self) -> bool {
                match self {
                    $(View::$variant => $drawn,)+
                }
            }

            /// Whether a guided path's step may show it.
            pub fn in_paths(self) -> bool {
                match self {
                    $(View::$variant => $paths,)+
                }
            }

            /// Where its words live besides its component and caption ([`View::component`]):
            /// the core files (or folders) whose sentences it shows.
            pub fn texts(self) -> &'static [&'static str] {
                match self {
                    $(View::$variant => &[$($text),*],)+
                }
            }
        }
    };
}

// The view registry. A new view is a row here plus its own files: its component (with its
// caption, `pub const CAPTION`) in the folder of its module, `src/app/more/views/NAME.rs` for the
// on-demand parts (`build.rs` adds it to the parts' dispatch), and its view model in
// `src/rope/view/` if it computes one. The page numbers the titles in this order.
registry! {
    Compasses = "compasses" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Compasses: each pair turns", short: "Compasses",
        chapter: Rotation, module: Page, drawn: true, paths: true,
        texts: ["src/rope/view/compasses.rs"],
    },
    Heatmap = "heatmap" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Angle heatmap", short: "Angle heatmap",
        chapter: Rotation, module: Page, drawn: true, paths: true,
        texts: ["src/rope/view/heatmap.rs"],
    },
    Score = "score" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Score decomposition", short: "Score by pair",
        chapter: Score, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/score.rs"],
    },
    Invariance = "invariance" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Shift both tokens", short: "Shift both tokens",
        chapter: Score, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/invariance.rs"],
    },
    Distance = "distance" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Score vs distance", short: "Score vs distance",
        chapter: Score, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/distance.rs"],
    },
    Attention = "attention" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Attention matrix", short: "Attention",
        chapter: Score, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/attention.rs"],
    },
    Frequencies = "frequencies" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Frequencies and wavelengths", short: "Frequencies",
        chapter: LongContext, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/frequencies.rs", "src/rope/maths/scaling"],
    },
    Layers = "layers" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Layers: local, global and no RoPE", short: "Layers",
        chapter: LongContext, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/layers.rs"],
    },
    // Runs the real model only when the learner asks: not drawn, but a path may show it.
    Longlab = "longlab" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Long-context lab: the real model past its trained context", short: "Long-context lab",
        chapter: LongContext, module: Parts, drawn: false, paths: true,
        texts: ["src/rope/view/longlab.rs", "src/app/more/views/longlab"],
    },
    Absolute = "absolute" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Absolute vs rotary", short: "Absolute vs rotary",
        chapter: Deeper, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/absolute.rs"],
    },
    Multimodal = "multimodal" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Multimodal RoPE: time, height, width", short: "Multimodal",
        chapter: Deeper, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/mrope.rs"],
    },
    Vision = "vision" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Vision RoPE: rows and columns", short: "Vision patches",
        chapter: Deeper, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/vision.rs"],
    },
    Latent = "latent" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Latent attention: decoupled RoPE", short: "Latent attention",
        chapter: Deeper, module: Parts, drawn: true, paths: true,
        texts: ["src/rope/view/latent.rs"],
    },
    Lesson = "lesson" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Why it works, step by step", short: "Why it works",
        chapter: Deeper, module: Parts, drawn: false, paths: false,
        texts: ["src/rope/teaching/lesson_view.rs", "src/rope/teaching/lesson.rs"],
    },
    Examples = "examples" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Worked examples", short: "Worked examples",
        chapter: Deeper, module: Parts, drawn: false, paths: false,
        texts: ["src/rope/teaching/examples.rs"],
    },
    Mistakes = "mistakes" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Mistakes in the sources", short: "Mistakes in the sources",
        chapter: Deeper, module: Parts, drawn: false, paths: false,
        texts: ["src/rope/teaching/errata.rs"],
    },
    Quiz = "quiz" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "Check yourself", short: "Check yourself",
        chapter: Deeper, module: Parts, drawn: false, paths: false,
        texts: ["src/rope/teaching/quiz.rs"],
    },
    Kernel = "kernel" {
        // i18n: English title (rope-export --catalog); the page shows view-title-* (View::title_msg)
        title: "The full kernel, at real size", short: "Kernel at real size",
        chapter: Deeper, module: Parts, drawn: false, paths: false,
        texts: ["src/rope/kernel"],
    },
}

impl View {
    /// The view's place in page order, from 1.
    pub fn number(self) -> usize {
        self as usize + 1
    }

    /// [`View::heading`] in the learner's language (`view-title-NAME`).
    pub fn heading_msg(self) -> Msg {
        Msg::new(format!("view-title-{}", self.as_str()))
    }

    /// [`View::short_title`] in the learner's language (`view-short-NAME`).
    pub fn short_msg(self) -> Msg {
        Msg::new(format!("view-short-{}", self.as_str()))
    }

    /// [`View::title`] in the learner's language: the heading numbered in page order.
    pub fn title_msg(self) -> Msg {
        crate::msg!(
            "view-numbered",
            n = self.number(),
            heading = self.heading_msg()
        )
    }

    /// The view's title: its heading numbered in page order ("3. Score decomposition").
    pub fn title(self) -> String {
        format!("{}. {}", self.number(), self.heading())
    }

    /// Whether the view ships in the page's own module; every other view is a part of the
    /// on-demand module.
    pub fn in_page(self) -> bool {
        self.module() == Module::Page
    }

    /// The file of its component, which holds its caption (`pub const CAPTION`).
    pub fn component(self) -> String {
        match self.module() {
            Module::Page => format!("src/app/views/{}.rs", self.as_str()),
            Module::Parts => format!("src/app/more/views/{}.rs", self.as_str()),
        }
    }
}

/// The views in page order, as a static (for [`Chapter::views`]' slices).
static PAGE_ORDER: [View; View::ALL.len()] = View::ALL;

/// The readouts that can give a question's answer away, with the view that shows them and what
/// they show. The views mark them (`data-answer="NAME"`); a guided path's step names those its
/// question asks about (`hide`, and the built-in tour's steps: `tour::Step::hides`), and the
/// page hides them while that question is unanswered (www/style.css has one rule per name).
pub const READOUTS: &[(&str, View, &str)] = &[
    (
        "dial-angles",
        View::Compasses,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the speed and angle lines under the dials and the table of angles per pair",
    ),
    (
        "heatmap-angles",
        View::Heatmap,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the line under the heatmap naming the pointed cell's speed and angle",
    ),
    (
        "score-total",
        View::Score,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the RoPE score and the score without RoPE (and the identity's numbers; the original score under \"Only m − n\")",
    ),
    (
        "score-pairs",
        View::Score,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the bars and the per-pair table: which pair adds the most",
    ),
    (
        "frequency-table",
        View::Frequencies,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the data table: each pair's speed (plain and scaled), wavelength and slowdown",
    ),
    (
        "attention-factor",
        View::Frequencies,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the method's attention factor (and the note on it under the score)",
    ),
    (
        "shifted-score",
        View::Invariance,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the shifted placement's score and the difference",
    ),
    (
        "turning-pairs",
        View::Heatmap,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the line under the heatmap: which pairs complete a turn",
    ),
    (
        "long-pairs",
        View::Frequencies,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the line under the chart: how many wavelengths are longer than the trained context",
    ),
    (
        "distance-scores",
        View::Distance,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the score against distance in words and numbers: the notes under the charts and the table",
    ),
    (
        "scaled-pairs",
        View::Frequencies,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the lines under the chart that say which pairs the scaling method slows and by how much",
    ),
    (
        "mrope-slowest",
        View::Multimodal,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the table of each axis's fastest and slowest pair, sectioned and interleaved",
    ),
    (
        "order-note",
        View::Attention,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the note on what still carries order with RoPE off",
    ),
    (
        "patch-scores",
        View::Vision,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the readout of the picked patch's score, before and after the shift",
    ),
    (
        "latent-parts",
        View::Latent,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the chart of the two parts against distance",
    ),
    (
        "distance-charts",
        View::Distance,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the three charts of the score against distance: their shape shows how it changes",
    ),
    (
        "wavelength-chart",
        View::Frequencies,
        // i18n: English (docs, path checks); the editor shows view-readout-* (readout_msg)
        "the chart of each pair's wavelength, plain and scaled, against the trained context",
    ),
];

/// The readout named `name`, if there is one.
pub fn readout(name: &str) -> Option<&'static str> {
    READOUTS.iter().find(|r| r.0 == name).map(|r| r.0)
}

named_enum! {
    /// The chapters of the page, in order.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Chapter {
        Rotation = "rotation",
        Score = "score",
        LongContext = "long-context",
        Deeper = "deeper",
    }
}

/// What a readout of [`READOUTS`] shows, in the learner's language (`view-readout-NAME`; the
/// path editor lists them: a parts message).
pub fn readout_msg(name: &str) -> Msg {
    Msg::new(format!("view-readout-{name}"))
}

impl Chapter {
    /// [`Chapter::title`] in the learner's language.
    pub fn title_msg(self) -> Msg {
        Msg::new(format!("view-chapter-{}", self.as_str()))
    }

    /// [`Chapter::blurb`] in the learner's language.
    pub fn blurb_msg(self) -> Msg {
        Msg::new(format!("view-chapter-blurb-{}", self.as_str()))
    }

    /// The chapter's title in English (its message: [`Chapter::title_msg`]).
    pub fn title(self) -> &'static str {
        match self {
            Chapter::Rotation => "Rotation",
            Chapter::Score => "Score",
            Chapter::LongContext => "Long context",
            Chapter::Deeper => "Going deeper",
        }
    }

    /// What the chapter is about, in one line (English; its message: [`Chapter::blurb_msg`]).
    pub fn blurb(self) -> &'static str {
        match self {
            // i18n: English (tests); the page shows Chapter::blurb_msg
            Chapter::Rotation => "Each pair of dimensions turns by position x its speed.",
            // i18n: English (tests); the page shows Chapter::blurb_msg
            Chapter::Score => "The query-key score, pair by pair, and what shifting both tokens does to it.",
            // i18n: English (tests); the page shows Chapter::blurb_msg
            Chapter::LongContext => "Speeds, wavelengths and the trained context; how scaling methods stretch them; layers with other RoPEs or none; the real model tested past its trained context.",
            // i18n: English (tests); the page shows Chapter::blurb_msg
            Chapter::Deeper => "Absolute codes, images, vision patches, latent attention, the derivation, the classic examples, the sources' mistakes, a quiz and the real kernel.",
        }
    }

    /// The chapter's views, in page order (the registry's rows with this chapter: they follow
    /// each other, a test holds it).
    pub fn views(self) -> &'static [View] {
        let first = PAGE_ORDER.iter().position(|v| v.chapter() == self);
        let last = PAGE_ORDER.iter().rposition(|v| v.chapter() == self);
        match (first, last) {
            (Some(a), Some(b)) => &PAGE_ORDER[a..=b],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_presentation_key_has_its_reference_row_in_order() {
        let documented: Vec<&str> = UI_KEY_DOCS.iter().map(|d| d.name).collect();
        assert_eq!(documented, UI_KEYS);
    }

    /// Every view is in exactly one chapter, and the chapters in order list the views in page
    /// order (so the table of contents and the page agree): a chapter's rows in the registry
    /// follow each other.
    #[test]
    fn chapters_partition_the_views_in_page_order() {
        let listed: Vec<View> = Chapter::ALL
            .iter()
            .flat_map(|c| c.views().iter().copied())
            .collect();
        assert_eq!(listed, View::ALL.to_vec());
        for c in Chapter::ALL {
            assert!(!c.views().is_empty(), "{c}: no views");
            assert!(
                c.views().iter().all(|v| v.chapter() == c),
                "{c}: rows apart"
            );
        }
    }

    /// Each view's component holds its caption, in the folder of its module; the files its
    /// texts name exist; and every file of the on-demand views' folder is a registered part
    /// (`build.rs` dispatches to each by its name: a file nobody registered would never show).
    #[test]
    fn every_view_has_its_files_and_every_part_file_its_row() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for v in View::ALL {
            let component = std::fs::read_to_string(root.join(v.component()))
                .unwrap_or_else(|e| panic!("{v}: {}: {e}", v.component()));
            assert!(
                component.contains("pub const CAPTION: &str"),
                "{v}: {} has no `pub const CAPTION: &str`",
                v.component()
            );
            for text in v.texts() {
                assert!(root.join(text).exists(), "{v}: no {text}");
            }
        }
        let mut parts = Vec::new();
        for entry in std::fs::read_dir(root.join("src/app/more/views")).unwrap() {
            let path = entry.unwrap().path();
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            if path.extension().and_then(|e| e.to_str()) == Some("rs") && stem != "mod" {
                parts.push(View::parse(stem).unwrap_or_else(|| panic!("{stem}.rs: no such view")));
            }
        }
        parts.sort_by_key(|v| v.number());
        let registered: Vec<View> = View::ALL.into_iter().filter(|v| !v.in_page()).collect();
        assert_eq!(parts, registered);
    }

    /// Each readout a question may hide has its rule in the page's style sheet (what hides it),
    /// and the view that shows it marks it (`data-answer="NAME"`, checked end to end).
    #[test]
    fn every_readout_has_its_hiding_rule() {
        let css = include_str!("../../../www/style.css");
        for (name, _, _) in READOUTS {
            let rule = format!("[data-hide~=\"{name}\"] [data-answer~=\"{name}\"]");
            assert!(css.contains(&rule), "www/style.css lacks {rule}");
            assert_eq!(readout(name), Some(*name));
        }
        assert_eq!(readout("score"), None);
    }

    /// Titles are numbered 1, 2, ... in page order, from the registry's order: no heading
    /// carries a number of its own.
    #[test]
    fn titles_are_numbered_in_page_order() {
        for (i, v) in View::ALL.iter().enumerate() {
            assert_eq!(v.number(), i + 1);
            assert_eq!(v.title(), format!("{}. {}", i + 1, v.heading()));
            assert!(
                !v.heading().starts_with(|c: char| c.is_ascii_digit()),
                "{v}: a hand-typed number in \"{}\"",
                v.heading()
            );
        }
        assert_eq!(View::Compasses.title(), "1. Compasses: each pair turns");
        let en = crate::rope::base::i18n::en;
        for v in View::ALL {
            assert_eq!(en(&v.title_msg()), v.title());
            assert_eq!(en(&v.short_msg()), v.short_title());
        }
        for ch in Chapter::ALL {
            assert_eq!(en(&ch.title_msg()), ch.title());
            assert_eq!(en(&ch.blurb_msg()), ch.blurb());
        }
        for (name, _, what) in READOUTS {
            assert_eq!(en(&readout_msg(name)), *what);
        }
    }
}
