//! The widget's views and the chapters that group them: their URL names (`view=`), titles and
//! page order. Pure data, in the core so that everything that names a view (the page, the
//! guided tour, the errata's "Show me" links, the host page's `ropescope:view` message) reads
//! one list.

use crate::rope::base::named::named_enum;

/// The URL keys of the page's presentation (not configuration keys): read by the page, allowed
/// in "Show me" links and tour states, ignored by `rope-export`.
pub const UI_KEYS: &[&str] = &[
    "embed", "view", "theme", "tour", "step", "lock", "controls", "origin", "path", "path_url",
    "author", "xapi", "graded", "present",
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
    UiKeyDoc { name: "embed", meaning: "embed mode: the chosen views under a compact row of controls, talking to the course page around it", accepted: "`1`", default: "off" },
    UiKeyDoc { name: "view", meaning: "the views to show (an embed shows only these; the full page scrolls to the first)", accepted: "a comma list of view names", default: "every view (embed: `compasses`)" },
    UiKeyDoc { name: "theme", meaning: "colour theme", accepted: "`light`, `dark`, `auto`", default: "`auto` (the system's)" },
    UiKeyDoc { name: "tour", meaning: "opens the guided tour (or the link's path); `0` closes it", accepted: "`1`, `0`", default: "closed" },
    UiKeyDoc { name: "step", meaning: "the step of the tour or path to open at (opens it)", accepted: "a step number from 1", default: "1" },
    UiKeyDoc { name: "lock", meaning: "controls shown read-only, marked \"Fixed by this page\"; the course page can still set them", accepted: "a comma list of configuration keys (`sentence` for `text`)", default: "none" },
    UiKeyDoc { name: "controls", meaning: "the controls an embed shows", accepted: "a comma list of `sentence`, `offset`, `dim`, `base`, `layout`, `scaling`, `rope`, `qk`, `drop` (empty: none)", default: "`sentence`, `dim`, `base`, `scaling`" },
    UiKeyDoc { name: "origin", meaning: "the only course page the widget listens and posts to", accepted: "an origin such as `https://course.example.org` (anything else: no page at all)", default: "the embedding parent" },
    UiKeyDoc { name: "path", meaning: "a guided path carried in the link", accepted: "the path's JSON, or the editor's packed form", default: "none (the built-in tour)" },
    UiKeyDoc { name: "path_url", meaning: "a guided path read from a JSON file on the widget's own site", accepted: "a relative address such as `paths/yarn.json`", default: "none" },
    UiKeyDoc { name: "author", meaning: "opens the path editor", accepted: "`1`", default: "off" },
    UiKeyDoc { name: "xapi", meaning: "posts an xAPI statement to the course page for each step, answer and the path's end", accepted: "`1`", default: "off" },
    UiKeyDoc { name: "graded", meaning: "the path's answers count for a grade (a SCORM package opens it so): no Leave before its last step, since leaving would show the open questions' answers", accepted: "`1`", default: "off" },
    UiKeyDoc { name: "present", meaning: "presentation mode for a projector: text and chart labels 1.5 times their size, one column of views, a tour step as a slim caption (the arrow and page keys, or a clicker, step it)", accepted: "`1`", default: "off" },
];

named_enum! {
    /// The views, in page order, with their URL names (`view=`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum View {
        Compasses = "compasses",
        Heatmap = "heatmap",
        Score = "score",
        Invariance = "invariance",
        Distance = "distance",
        Attention = "attention",
        Frequencies = "frequencies",
        Layers = "layers",
        Longlab = "longlab",
        Absolute = "absolute",
        Multimodal = "multimodal",
        Vision = "vision",
        Latent = "latent",
        Lesson = "lesson",
        Examples = "examples",
        Mistakes = "mistakes",
        Quiz = "quiz",
        Kernel = "kernel",
    }
}

impl View {
    /// Whether the view ships in the page's own module (the first chapter's); every other view
    /// is a part of the on-demand module.
    pub fn in_page(self) -> bool {
        matches!(self, View::Compasses | View::Heatmap)
    }

    /// The view's heading (numbered in page order).
    pub fn title(self) -> &'static str {
        match self {
            View::Compasses => "1. Compasses: each pair turns",
            View::Heatmap => "2. Angle heatmap",
            View::Score => "3. Score decomposition",
            View::Invariance => "4. Shift both tokens",
            View::Distance => "5. Score vs distance",
            View::Attention => "6. Attention matrix",
            View::Frequencies => "7. Frequencies and wavelengths",
            View::Layers => "8. Layers: local, global and no RoPE",
            View::Longlab => "9. Long-context lab: the real model past its trained context",
            View::Absolute => "10. Absolute vs rotary",
            View::Multimodal => "11. Multimodal RoPE: time, height, width",
            View::Vision => "12. Vision RoPE: rows and columns",
            View::Latent => "13. Latent attention: decoupled RoPE",
            View::Lesson => "14. Why it works, step by step",
            View::Examples => "15. Worked examples",
            View::Mistakes => "16. Mistakes in the sources",
            View::Quiz => "17. Check yourself",
            View::Kernel => "18. The full kernel, at real size",
        }
    }

    /// A short name for tables of contents and menus.
    pub fn short_title(self) -> &'static str {
        match self {
            View::Compasses => "Compasses",
            View::Heatmap => "Angle heatmap",
            View::Score => "Score by pair",
            View::Invariance => "Shift both tokens",
            View::Distance => "Score vs distance",
            View::Attention => "Attention",
            View::Frequencies => "Frequencies",
            View::Layers => "Layers",
            View::Longlab => "Long-context lab",
            View::Absolute => "Absolute vs rotary",
            View::Multimodal => "Multimodal",
            View::Vision => "Vision patches",
            View::Latent => "Latent attention",
            View::Lesson => "Why it works",
            View::Examples => "Worked examples",
            View::Mistakes => "Mistakes in the sources",
            View::Quiz => "Check yourself",
            View::Kernel => "Kernel at real size",
        }
    }

    /// The chapter the view belongs to.
    pub fn chapter(self) -> Chapter {
        Chapter::ALL
            .into_iter()
            .find(|c| c.views().contains(&self))
            .unwrap_or(Chapter::Deeper)
    }

    /// Whether the page draws it (a canvas or chart that a knob moves): the views the latency
    /// benchmark times with the view on screen.
    pub fn is_drawn(self) -> bool {
        matches!(
            self,
            View::Compasses
                | View::Heatmap
                | View::Score
                | View::Invariance
                | View::Distance
                | View::Attention
                | View::Frequencies
                | View::Layers
                | View::Absolute
                | View::Multimodal
                | View::Vision
                | View::Latent
        )
    }

    /// Whether a guided path's step may show it: the drawn views, and the long-context lab
    /// (which runs the real model only when the learner asks).
    pub fn in_paths(self) -> bool {
        self.is_drawn() || self == View::Longlab
    }
}

/// The readouts that can give a question's answer away, with the view that shows them and what
/// they show. The views mark them (`data-answer="NAME"`); a guided path's step names those its
/// question asks about (`hide`, and the built-in tour's steps: `tour::Step::hides`), and the
/// page hides them while that question is unanswered (www/style.css has one rule per name).
pub const READOUTS: &[(&str, View, &str)] = &[
    (
        "dial-angles",
        View::Compasses,
        "the speed and angle lines under the dials and the table of angles per pair",
    ),
    (
        "heatmap-angles",
        View::Heatmap,
        "the line under the heatmap naming the pointed cell's speed and angle",
    ),
    (
        "score-total",
        View::Score,
        "the RoPE score and the score without RoPE (and the identity's numbers; the original score under \"Only m − n\")",
    ),
    (
        "score-pairs",
        View::Score,
        "the bars and the per-pair table: which pair adds the most",
    ),
    (
        "frequency-table",
        View::Frequencies,
        "the data table: each pair's speed (plain and scaled), wavelength and slowdown",
    ),
    (
        "attention-factor",
        View::Frequencies,
        "the method's attention factor (and the note on it under the score)",
    ),
    (
        "shifted-score",
        View::Invariance,
        "the shifted placement's score and the difference",
    ),
    (
        "turning-pairs",
        View::Heatmap,
        "the line under the heatmap: which pairs complete a turn",
    ),
    (
        "long-pairs",
        View::Frequencies,
        "the line under the chart: how many wavelengths are longer than the trained context",
    ),
    (
        "distance-scores",
        View::Distance,
        "the score against distance in words and numbers: the notes under the charts and the table",
    ),
    (
        "scaled-pairs",
        View::Frequencies,
        "the lines under the chart that say which pairs the scaling method slows and by how much",
    ),
    (
        "mrope-slowest",
        View::Multimodal,
        "the table of each axis's fastest and slowest pair, sectioned and interleaved",
    ),
    (
        "order-note",
        View::Attention,
        "the note on what still carries order with RoPE off",
    ),
    (
        "patch-scores",
        View::Vision,
        "the readout of the picked patch's score, before and after the shift",
    ),
    (
        "latent-parts",
        View::Latent,
        "the chart of the two parts against distance",
    ),
    (
        "distance-charts",
        View::Distance,
        "the three charts of the score against distance: their shape shows how it changes",
    ),
    (
        "wavelength-chart",
        View::Frequencies,
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

impl Chapter {
    pub fn title(self) -> &'static str {
        match self {
            Chapter::Rotation => "Rotation",
            Chapter::Score => "Score",
            Chapter::LongContext => "Long context",
            Chapter::Deeper => "Going deeper",
        }
    }

    /// What the chapter is about, in one line.
    pub fn blurb(self) -> &'static str {
        match self {
            Chapter::Rotation => "Each pair of dimensions turns by position x its speed.",
            Chapter::Score => "The query-key score, pair by pair, and what shifting both tokens does to it.",
            Chapter::LongContext => "Speeds, wavelengths and the trained context; how scaling methods stretch them; layers with other RoPEs or none; the real model tested past its trained context.",
            Chapter::Deeper => "Absolute codes, images, vision patches, latent attention, the derivation, the classic examples, the sources' mistakes, a quiz and the real kernel.",
        }
    }

    /// The chapter's views, in page order.
    pub fn views(self) -> &'static [View] {
        match self {
            Chapter::Rotation => &[View::Compasses, View::Heatmap],
            Chapter::Score => &[
                View::Score,
                View::Invariance,
                View::Distance,
                View::Attention,
            ],
            Chapter::LongContext => &[View::Frequencies, View::Layers, View::Longlab],
            Chapter::Deeper => &[
                View::Absolute,
                View::Multimodal,
                View::Vision,
                View::Latent,
                View::Lesson,
                View::Examples,
                View::Mistakes,
                View::Quiz,
                View::Kernel,
            ],
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
    /// order (so the table of contents and the page agree).
    #[test]
    fn chapters_partition_the_views_in_page_order() {
        let listed: Vec<View> = Chapter::ALL
            .iter()
            .flat_map(|c| c.views().iter().copied())
            .collect();
        assert_eq!(listed, View::ALL.to_vec());
        for v in View::ALL {
            assert!(v.chapter().views().contains(&v));
        }
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

    /// Titles are numbered 1, 2, ... in page order.
    #[test]
    fn titles_are_numbered_in_page_order() {
        for (i, v) in View::ALL.iter().enumerate() {
            let prefix = format!("{}. ", i + 1);
            assert!(v.title().starts_with(&prefix), "{}", v.title());
        }
    }
}
