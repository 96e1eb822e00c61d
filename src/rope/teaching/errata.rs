//! The mistakes in the five source texts ropescope teaches from (named by their titles in
//! [`Source`]; `docs/coverage.md` maps them section by section), for the `mistakes` view.
//!
//! Each erratum paraphrases what a text says (with the text's own wrong number, which is the one
//! number stored here), names the cause in one sentence, and carries a `show_me` link: a query
//! string for the widget's own parser that loads the state demonstrating the truth. The truth
//! itself is never stored: [`Erratum::truth`] loads that same state and computes the right
//! values with the core (frequencies, rotations, score decomposition, scaling). If the core
//! agreed with a text, the tests below would fail.
//!
//! Every word is a message (`rope::base::i18n`): the texts' titles and places are message ids
//! (`mistakes-source-*`, `mistakes-where-*`; the page's own views link to some, so those are in
//! `page/mistakes.ftl`), an erratum's claim and cause are `mistakes-<id>-claim` and
//! `mistakes-<id>-cause`, and a truth is a [`Msg`] whose numbers the core printed
//! (`mistakes-truth-*`, in `parts/mistakes.ftl`).

use crate::msg;
use crate::rope::base::error::ConfigError;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::tokens::Token;
use crate::rope::maths::absolute::{project, Comparison};
use crate::rope::maths::freq::{self, wavelength};
use crate::rope::maths::rotate::{angle, dot, rotate_pair, rotate_vector, wrap_angle};
use crate::rope::maths::scaling::{self, FreqSource, ScaledFreqs, Scaling};
use crate::rope::maths::score::ScoreDecomposition;
use crate::rope::settings::config::{Cast, Config};
use crate::rope::settings::views::View;
use crate::rope::view::scene::{self, Scene};

/// The five source texts. The texts themselves are not part of ropescope: each is named by a
/// short title of its own, which is how the mistakes view and `docs/coverage.md` refer to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// A code walkthrough of RoPE in PyTorch, with ASCII tables and "specialist duo" examples.
    Walkthrough,
    /// Lecture slides on attention and RoFormer.
    Slides,
    /// A derivation of the score as per-pair dot and cross terms.
    Derivation,
    /// A course lesson with two "Check yourself" questions.
    Lesson,
    /// Notes on RoPE and context extension (PI, NTK-aware, YaRN).
    Context,
}

impl Source {
    /// Every text, in the order `docs/coverage.md` reads them.
    pub const ALL: [Source; 5] = [
        Source::Walkthrough,
        Source::Slides,
        Source::Derivation,
        Source::Lesson,
        Source::Context,
    ];

    /// The message id of the title the mistakes view names the text by (a proper name; in
    /// `page/mistakes.ftl`, since the page's own views link to the mistakes too).
    pub fn title_id(self) -> &'static str {
        match self {
            Source::Walkthrough => "mistakes-source-walkthrough",
            Source::Slides => "mistakes-source-slides",
            Source::Derivation => "mistakes-source-derivation",
            Source::Lesson => "mistakes-source-lesson",
            Source::Context => "mistakes-source-context",
        }
    }

    /// The title, as a message.
    pub fn title(self) -> Msg {
        Msg::new(self.title_id())
    }
}

/// The views named in a `show_me` link (`view=a,b`), in order (names the registry lacks left
/// out: a test holds every link's names to it).
pub fn show_me_views(show_me: &str) -> Vec<View> {
    show_me
        .split('&')
        .filter_map(|kv| kv.strip_prefix("view="))
        .flat_map(|v| v.split(','))
        .filter_map(View::parse)
        .collect()
}

/// The query keys a `show_me` link may carry besides configuration keys (the UI's keys).
pub use crate::rope::settings::views::UI_KEYS;

/// What kind of slip it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A printed number is wrong.
    Arithmetic,
    /// A formula, sign, direction or idea is wrong; the truth is a computed demonstration.
    Conceptual,
}

/// A number as a text prints it, with half a unit of its last printed digit (what rounding
/// alone could explain).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Printed {
    pub value: f64,
    pub rounding: f64,
}

const fn printed(value: f64, rounding: f64) -> Printed {
    Printed { value, rounding }
}

/// One mistake in one text.
#[derive(Debug, Clone, Copy)]
pub struct Erratum {
    /// Stable id (kebab-case), unique.
    pub id: &'static str,
    /// The text it stands in.
    pub source: Source,
    /// Where in the text, in our words: a message id (`mistakes-where-...`).
    pub section: &'static str,
    /// A query string (`view=` plus configuration keys) that loads the demonstrating state.
    pub show_me: &'static str,
    /// The views this mistake belongs to (each links to it).
    pub views: &'static [&'static str],
    pub kind: Kind,
    /// The wrong numbers as printed, in the order of the first entries of [`Truth::values`].
    pub printed: &'static [Printed],
    compute: fn(&Config) -> Truth,
}

/// The computed truth: numbers and a sentence that states them.
#[derive(Debug, Clone, PartialEq)]
pub struct Truth {
    /// Computed values; the first `printed.len()` replace the printed numbers one for one.
    pub values: Vec<f64>,
    pub text: Msg,
}

impl Erratum {
    /// The state `show_me` loads, read by the core's strict parser.
    pub fn state(&self) -> Result<Config, ConfigError> {
        Config::from_query_with(self.show_me, UI_KEYS).map(|p| p.config)
    }

    /// The truth, computed by the core in the state `show_me` loads.
    pub fn truth(&self) -> Truth {
        match self.state() {
            Ok(config) => (self.compute)(&config),
            Err(e) => Truth {
                values: Vec::new(),
                text: msg!("mistakes-truth-not-loaded", error = e.to_string()),
            },
        }
    }

    /// What the text says, paraphrased in our words, with its own wrong number(s)
    /// (`mistakes-<id>-claim`).
    pub fn claim(&self) -> Msg {
        Msg::new(format!("mistakes-{}-claim", self.id))
    }

    /// The cause, in one sentence (`mistakes-<id>-cause`).
    pub fn cause(&self) -> Msg {
        Msg::new(format!("mistakes-{}-cause", self.id))
    }

    /// Where in the text, as a message.
    pub fn place(&self) -> Msg {
        Msg::new(self.section)
    }
}

/// Every erratum, in text order.
pub fn errata() -> &'static [Erratum] {
    ERRATA
}

/// The erratum with this id.
pub fn find(id: &str) -> Option<&'static Erratum> {
    ERRATA.iter().find(|e| e.id == id)
}

/// What a view needs to link to an erratum: written once in the list below, kept apart from the
/// claims, causes and computations so that a page linking to the mistakes carries only these.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Link {
    pub id: &'static str,
    pub source: Source,
    /// The place in the text: a message id (`mistakes-where-...`; those of the page's own views
    /// in `page/mistakes.ftl`, which a test holds).
    pub section: &'static str,
    pub views: &'static [&'static str],
}

/// The errata a view links to.
pub fn for_view(view: &str) -> impl Iterator<Item = &'static Link> + '_ {
    LINKS.iter().filter(move |e| e.views.contains(&view))
}

/// A place in one source text and the mistakes a view links to there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    pub source: Source,
    /// The place's message id, as in [`Link::section`].
    pub section: &'static str,
    pub ids: Vec<&'static str>,
}

/// The errata a view links to, grouped by the place in the texts where they stand (in order of
/// first appearance, so a text's places stand together): a place with several mistakes is named
/// once, with one numbered link per mistake, instead of the same name three times in a row.
pub fn places_for_view(view: &str) -> Vec<Place> {
    places(for_view(view))
}

/// Links grouped by place, as [`places_for_view`] does (for [`links_of`]'s fixed lists).
pub fn places<'a>(links: impl IntoIterator<Item = &'a Link>) -> Vec<Place> {
    let mut places: Vec<Place> = Vec::new();
    for link in links {
        match places
            .iter_mut()
            .find(|p| p.source == link.source && p.section == link.section)
        {
            Some(p) => p.ids.push(link.id),
            None => places.push(Place {
                source: link.source,
                section: link.section,
                ids: vec![link.id],
            }),
        }
    }
    places
}

/// How many errata `view` links to, counted while compiling (see [`links_of`]).
pub const fn links_count(view: &str) -> usize {
    let (mut i, mut n) = (0, 0);
    while i < LINKS.len() {
        if names_view(LINKS[i].views, view) {
            n += 1;
        }
        i += 1;
    }
    n
}

/// The errata `view` links to (`N` = [`links_count`]), picked out while compiling: the default
/// page links only its own two views' mistakes, so it carries those few links and not the whole
/// list (the parts module, which draws every other view, reads [`for_view`] at run time).
pub const fn links_of<const N: usize>(view: &str) -> [Link; N] {
    let mut out = [Link {
        id: "",
        source: Source::Walkthrough,
        section: "",
        views: &[],
    }; N];
    let (mut i, mut n) = (0, 0);
    while i < LINKS.len() {
        if names_view(LINKS[i].views, view) {
            out[n] = LINKS[i];
            n += 1;
        }
        i += 1;
    }
    assert!(n == N, "links_of: N is not links_count(view)");
    out
}

const fn names_view(views: &[&str], view: &str) -> bool {
    let mut i = 0;
    while i < views.len() {
        if views[i].len() == view.len() {
            let (a, b) = (views[i].as_bytes(), view.as_bytes());
            let mut k = 0;
            while k < a.len() && a[k] == b[k] {
                k += 1;
            }
            if k == a.len() {
                return true;
            }
        }
        i += 1;
    }
    false
}

/// Declares the list once and derives both tables from it: [`ERRATA`] (everything) and
/// [`LINKS`] (id, section and views of each, in the same order).
macro_rules! errata_list {
    ($(Erratum {
        id: $id:expr,
        source: $source:expr,
        section: $section:expr,
        show_me: $show_me:expr,
        views: $views:expr,
        kind: $kind:expr,
        printed: $printed:expr,
        compute: $compute:expr,
    },)*) => {
        static ERRATA: &[Erratum] = &[$(Erratum {
            id: $id,
            source: $source,
            section: $section,
            show_me: $show_me,
            views: $views,
            kind: $kind,
            printed: $printed,
            compute: $compute,
        },)*];
        const LINKS: &[Link] = &[$(Link {
            id: $id,
            source: $source,
            section: $section,
            views: $views,
        },)*];
    };
}

// ---------------------------------------------------------------------------------------------
// The list

/// The cat/mat scenario: 4 dims, pairs turning 90 and 15 degrees per position, "mat" (query) at
/// 5 against "cat" (key) at 1.
const CAT_MAT: &str = "view=score&text=The%20cat%20sat%20on%20the%20mat&dim=4&speeds=90,15&layout=interleaved&q=0.7,0.7,0.8,0.6&qpos=5&k=0.9,0.4,0.9,0.4&kpos=1";
/// One token at position 2048, a 128-dim head: the slice's t = 2048 row.
const SLICE_2048: &str = "view=heatmap&dim=128&layout=interleaved&text=t&offset=2048";
/// One pair turning 1 rad per position, q = [0.8, 0.6], k = [0.9, 0.4].
const POLAR_SAME: &str = "view=compasses&dim=2&q=0.8,0.6&k=0.9,0.4&qpos=3&kpos=3";
const POLAR_NEXT: &str = "view=compasses&dim=2&q=0.8,0.6&k=0.9,0.4&qpos=3&kpos=4";

/// One pair turning 1 rad per position: q = [1.6, 1.2] (length 2) at 3, k = [0.9, 0.4] at 5.
const POLAR_LONG_Q: &str = "view=compasses&dim=2&q=1.6,1.2&k=0.9,0.4&qpos=3&kpos=5";
/// One pair turning 1 rad per position, q = [0.8, 0.6] at position 3.
const POLAR_ONE: &str = "view=compasses&dim=2&q=0.8,0.6&qpos=3";
/// Llama 2 7B's head (d = 128, base 10000, trained on 4096 positions) and its number of heads
/// (num_attention_heads in its config.json: 4096 / 128).
const LLAMA2_HEAD: &str = "view=frequencies&dim=128&base=10000&layout=half&orig=4096";
const LLAMA2_HEADS: usize = 32;
/// The same head in the attention view.
const LLAMA2_ATTENTION: &str = "view=attention&dim=128&base=10000&layout=half&orig=4096";
/// Key-value heads in Llama 2's config.json files (num_key_value_heads): 7B 32, and 70B 8 of
/// its 64 query heads.
const LLAMA2_KV_HEADS: usize = 32;
const LLAMA2_70B_HEADS: usize = 64;
const LLAMA2_70B_KV_HEADS: usize = 8;

/// SmolLM2-135M's head (the lab's real model): d = 64, base 100000, trained on 8192 positions.
const SMOL_HEAD: &str = "view=frequencies&dim=64&base=100000&orig=8192";

errata_list! {
    // The PyTorch walkthrough
    Erratum {
        id: "identity-sign",
        source: Source::Walkthrough,
        section: "mistakes-where-identity-sign",
        show_me: "view=kernel,score&dim=128&layout=interleaved",
        views: &["kernel", "invariance", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: identity_sign,
    },
    Erratum {
        id: "slice-t0-angles",
        source: Source::Walkthrough,
        section: "mistakes-where-slice-t0-angles",
        show_me: "view=heatmap&dim=128&layout=interleaved",
        views: &["heatmap", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.008, 0.0005), printed(0.032, 0.0005), printed(0.063, 0.0005)],
        compute: slice_t0_angles,
    },
    Erratum {
        id: "dropped-base",
        source: Source::Walkthrough,
        section: "mistakes-where-dropped-base",
        show_me: "view=frequencies&dim=128&layout=interleaved",
        views: &["frequencies", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(-0.984, 0.0005)],
        compute: dropped_base,
    },
    Erratum {
        id: "slice-k0-t2048",
        source: Source::Walkthrough,
        section: "mistakes-where-slice-k0-t2048",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.0, 0.0005)],
        compute: slice_k0_t2048,
    },
    Erratum {
        id: "slice-k63-largest",
        source: Source::Walkthrough,
        section: "mistakes-where-slice-k0-t2048",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Conceptual,
        printed: &[printed(63.0, 0.5)],
        compute: slice_k63_largest,
    },
    Erratum {
        id: "slice-k8-k32",
        source: Source::Walkthrough,
        section: "mistakes-where-slice-k0-t2048",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: slice_k8_k32,
    },
    Erratum {
        id: "speed-order-reversed",
        source: Source::Walkthrough,
        section: "mistakes-where-speed-order-reversed",
        show_me: "view=compasses&dim=128&layout=interleaved",
        views: &["compasses", "frequencies", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: speed_order,
    },
    Erratum {
        id: "emoji-heatmap-colours",
        source: Source::Walkthrough,
        section: "mistakes-where-emoji-heatmap-colours",
        show_me: "view=heatmap&dim=8&layout=interleaved",
        views: &["heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: emoji_colours,
    },
    Erratum {
        id: "embedding-not-projection",
        source: Source::Walkthrough,
        section: "mistakes-where-embedding-not-projection",
        show_me: "view=absolute",
        views: &["absolute", "attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: embedding_not_projection,
    },
    Erratum {
        id: "mat-query-75",
        source: Source::Walkthrough,
        section: "mistakes-where-mat-query-75",
        show_me: CAT_MAT,
        views: &["examples", "score"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.02, 0.005), printed(0.99, 0.005)],
        compute: mat_query_75,
    },
    Erratum {
        id: "cat-key-15",
        source: Source::Walkthrough,
        section: "mistakes-where-cat-key-15",
        show_me: CAT_MAT,
        views: &["examples", "score"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.64, 0.005)],
        compute: cat_key_15,
    },
    Erratum {
        id: "mat-cat-total",
        source: Source::Walkthrough,
        section: "mistakes-where-mat-cat-total",
        show_me: CAT_MAT,
        views: &["examples", "score"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.65, 0.005), printed(1.56, 0.005)],
        compute: mat_cat_total,
    },
    // The RoFormer slides
    Erratum {
        id: "softmax-index-letters",
        source: Source::Slides,
        section: "mistakes-where-softmax-index-letters",
        show_me: "view=attention",
        views: &["attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: softmax_index,
    },
    Erratum {
        id: "dot-product-not-a-metric",
        source: Source::Slides,
        section: "mistakes-where-dot-product-not-a-metric",
        show_me: "view=score&dim=4&q=0.7,0.7,0.8,0.6",
        views: &["score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: dot_not_metric,
    },
    Erratum {
        id: "variance-not-linear",
        source: Source::Slides,
        section: "mistakes-where-variance-not-linear",
        show_me: "view=lesson&dim=16",
        views: &["lesson", "attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: variance_not_linear,
    },
    Erratum {
        id: "llama2-7b-not-gqa",
        source: Source::Slides,
        section: "mistakes-where-llama2-7b-not-gqa",
        show_me: LLAMA2_ATTENTION,
        views: &["attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: llama2_heads,
    },
    Erratum {
        id: "dropped-transpose",
        source: Source::Slides,
        section: "mistakes-where-dropped-transpose",
        show_me: "view=absolute&dim=8",
        views: &["absolute", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: dropped_transpose,
    },
    Erratum {
        id: "magnitudes-r-v",
        source: Source::Slides,
        section: "mistakes-where-magnitudes-r-v",
        show_me: POLAR_LONG_Q,
        views: &["lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: magnitudes_q_k_g,
    },
    Erratum {
        id: "key-angle-drops-n",
        source: Source::Slides,
        section: "mistakes-where-magnitudes-r-v",
        show_me: POLAR_NEXT,
        views: &["invariance", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: key_angle_moves,
    },
    Erratum {
        id: "theta-k-minus-theta-k",
        source: Source::Slides,
        section: "mistakes-where-theta-k-minus-theta-k",
        show_me: POLAR_SAME,
        views: &["compasses", "invariance"],
        kind: Kind::Conceptual,
        printed: &[printed(0.0, 0.0005)],
        compute: theta_k_minus_theta_q,
    },
    Erratum {
        id: "g-argument-n",
        source: Source::Slides,
        section: "mistakes-where-g-argument-n",
        show_me: POLAR_NEXT,
        views: &["invariance", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: g_argument_offset,
    },
    Erratum {
        id: "magnitude-drops-q-norm",
        source: Source::Slides,
        section: "mistakes-where-g-argument-n",
        show_me: POLAR_LONG_Q,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: magnitude_product,
    },
    Erratum {
        id: "phi-step-sign",
        source: Source::Slides,
        section: "mistakes-where-phi-step-sign",
        show_me: POLAR_NEXT,
        views: &["compasses", "invariance"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: phi_step_sign,
    },
    Erratum {
        id: "theta-q-for-both",
        source: Source::Slides,
        section: "mistakes-where-theta-q-for-both",
        show_me: POLAR_SAME,
        views: &["lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_q_for_both,
    },
    Erratum {
        id: "exponent-parentheses",
        source: Source::Slides,
        section: "mistakes-where-exponent-parentheses",
        show_me: POLAR_ONE,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: exponent_parentheses,
    },
    Erratum {
        id: "initial-conditions-x-n",
        source: Source::Slides,
        section: "mistakes-where-exponent-parentheses",
        show_me: "view=absolute,score",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: query_from_x_m,
    },
    Erratum {
        id: "gamma-doubled",
        source: Source::Slides,
        section: "mistakes-where-gamma-doubled",
        show_me: POLAR_ONE,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: gamma_doubled,
    },
    Erratum {
        id: "coordinate-not-pair",
        source: Source::Slides,
        section: "mistakes-where-coordinate-not-pair",
        show_me: "view=invariance,score&dim=8&layout=interleaved",
        views: &["invariance", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: pairs_not_coordinates,
    },
    // The derivation of the score
    Erratum {
        id: "head-dim-called-embedding",
        source: Source::Derivation,
        section: "mistakes-where-head-dim-called-embedding",
        show_me: SMOL_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: head_dim_called_embedding,
    },
    Erratum {
        id: "last-frequency-off-by-one",
        source: Source::Derivation,
        section: "mistakes-where-last-frequency-off-by-one",
        show_me: "view=frequencies&dim=64",
        views: &["frequencies"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.0001, 0.000_000_5)],
        compute: last_frequency,
    },
    // The course lesson
    Erratum {
        id: "reorder-only-permutes",
        source: Source::Lesson,
        section: "mistakes-where-reorder-only-permutes",
        show_me: "view=attention&rope=off",
        views: &["attention", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: reorder_only_permutes,
    },
    Erratum {
        id: "the-attends-to-cat",
        source: Source::Lesson,
        section: "mistakes-where-the-attends-to-cat",
        show_me: "view=attention",
        views: &["attention", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: the_attends_to_cat,
    },
    // The context-extension notes
    Erratum {
        id: "gpt-neo-learned-positions",
        source: Source::Context,
        section: "mistakes-where-gpt-neo-learned-positions",
        show_me: "view=absolute",
        views: &["absolute"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: added_positions_move,
    },
    Erratum {
        id: "sinusoid-no-pattern",
        source: Source::Context,
        section: "mistakes-where-sinusoid-no-pattern",
        show_me: "view=lesson,absolute&dim=16",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: sinusoid_no_pattern,
    },
    Erratum {
        id: "each-dimension-own-angle",
        source: Source::Context,
        section: "mistakes-where-each-dimension-own-angle",
        show_me: "view=compasses&dim=8&layout=interleaved&qpos=3",
        views: &["heatmap", "frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: each_dimension_angle,
    },
    Erratum {
        id: "theta-is-frequency",
        source: Source::Context,
        section: "mistakes-where-theta-is-frequency",
        show_me: "view=compasses&dim=2&q=1,0&qpos=3",
        views: &["compasses", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_is_frequency,
    },
    Erratum {
        id: "x-m-query-row",
        source: Source::Context,
        section: "mistakes-where-theta-is-frequency",
        show_me: "view=absolute,score&dim=8",
        views: &["absolute", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: x_m_query_row,
    },
    Erratum {
        id: "theta0-off-by-one",
        source: Source::Context,
        section: "mistakes-where-theta0-off-by-one",
        show_me: "view=frequencies&dim=128&base=10000&layout=half&orig=4096",
        views: &["frequencies"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.004_507_364, 0.000_000_000_5)],
        compute: theta0,
    },
    Erratum {
        id: "d-is-model-width",
        source: Source::Context,
        section: "mistakes-where-theta0-off-by-one",
        show_me: "view=frequencies&dim=128&base=10000&layout=half&orig=4096",
        views: &["frequencies", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.995_512_860_9, 0.000_000_000_05)],
        compute: d_is_model_width,
    },
    Erratum {
        id: "theta-prose-drops-d",
        source: Source::Context,
        section: "mistakes-where-theta0-off-by-one",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_prose_drops_d,
    },
    Erratum {
        id: "freq-scale-guess",
        source: Source::Context,
        section: "mistakes-where-freq-scale-guess",
        show_me: "view=frequencies&scaling=linear&factor=2",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: freq_scale,
    },
    Erratum {
        id: "pi-inverted-ratio",
        source: Source::Context,
        section: "mistakes-where-pi-inverted-ratio",
        show_me: "view=frequencies&scaling=linear&factor=2&orig=1024",
        views: &["frequencies", "heatmap", "quiz"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: pi_ratio,
    },
    Erratum {
        id: "ntk-aware-raises-base",
        source: Source::Context,
        section: "mistakes-where-ntk-aware-raises-base",
        show_me: "view=frequencies&dim=128&scaling=ntk&factor=4",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: ntk_aware_smooth,
    },
    Erratum {
        id: "ntk-groups-reversed",
        source: Source::Context,
        section: "mistakes-where-ntk-aware-raises-base",
        show_me: concat!("view=frequencies&", crate::rope::settings::presets::phi35_query!()),
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: longrope_lists,
    },
    Erratum {
        id: "lambda-theta-angle",
        source: Source::Context,
        section: "mistakes-where-lambda-theta-angle",
        show_me: "view=heatmap,compasses&dim=2&speeds=90",
        views: &["heatmap", "frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: lambda_theta_angle,
    },
    Erratum {
        id: "yarn-d-is-the-head",
        source: Source::Context,
        section: "mistakes-where-lambda-theta-angle",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: yarn_d_is_the_head,
    },
    Erratum {
        id: "ntk-same-factor",
        source: Source::Context,
        section: "mistakes-where-ntk-same-factor",
        show_me: "view=frequencies&dim=128&scaling=ntk&factor=4",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: ntk_same_factor,
    },
    Erratum {
        id: "d-halved",
        source: Source::Context,
        section: "mistakes-where-d-halved",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.074_607_83e-8, 5e-17)],
        compute: d_halved,
    },
    Erratum {
        id: "theta-list-off-by-one",
        source: Source::Context,
        section: "mistakes-where-d-halved",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.036_633, 0.000_000_5), printed(1.0, 0.000_000_5)],
        compute: theta_list,
    },
    Erratum {
        id: "wavelength-reversed",
        source: Source::Context,
        section: "mistakes-where-d-halved",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: wavelength_order,
    },
    Erratum {
        id: "embeddings-rotated",
        source: Source::Context,
        section: "mistakes-where-embeddings-rotated",
        show_me: "view=absolute",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: embedding_not_projection,
    },
    Erratum {
        id: "recap-i-and-d",
        source: Source::Context,
        section: "mistakes-where-embeddings-rotated",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: recap_i_and_d,
    },
    Erratum {
        id: "yarn-blend-positions",
        source: Source::Context,
        section: "mistakes-where-yarn-blend-positions",
        show_me: "view=frequencies&dim=128&scaling=yarn&factor=2&orig=512",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: yarn_blend,
    },
}

// ---------------------------------------------------------------------------------------------
// The computations (each from the state its `show_me` loads)

/// The config's (scaled) frequencies; empty if it has none (never for a listed state).
fn freqs(c: &Config) -> Vec<f64> {
    scaled(c).map(|s| s.inv_freq).unwrap_or_default()
}

/// The config's frequencies, as the scene derives them (the one derivation path).
fn scaled(c: &Config) -> Result<ScaledFreqs, ConfigError> {
    scene::frequencies(c)
}

/// The score of the config's query and key, as the scene computes it.
fn score(c: &Config) -> Result<ScoreDecomposition, ConfigError> {
    scene::frequencies(c)?;
    Ok(Scene::new(c).score())
}

fn at(v: &[f64], i: usize) -> f64 {
    v.get(i).copied().unwrap_or(f64::NAN)
}

/// An angle reduced to (−π, π].
fn principal(alpha: f64) -> f64 {
    alpha.sin().atan2(alpha.cos())
}

fn token_text(c: &Config, pos: u64) -> String {
    c.tokens()
        .into_iter()
        .find(|t| t.position == pos)
        .map(|t: Token| t.text)
        .unwrap_or_default()
}

fn identity_sign(c: &Config) -> Truth {
    let w = freqs(c);
    let Cast { q, k, m, n, .. } = c.cast();
    let (t1, t2) = (m as f64, n as f64);
    let lhs = dot(
        &rotate_vector(&q, t1, &w, c.rope.layout),
        &rotate_vector(&k, t2, &w, c.rope.layout),
    );
    let right = dot(&q, &rotate_vector(&k, t2 - t1, &w, c.rope.layout));
    let printed = dot(&q, &rotate_vector(&k, t1 - t2, &w, c.rope.layout));
    Truth {
        values: vec![lhs, right, printed],
        text: msg!(
            "mistakes-truth-identity-sign",
            d = c.rope.dim,
            t1 = plain(t1),
            t2 = plain(t2),
            lhs = fixed(lhs, 6),
            right = fixed(right, 6),
            diff = sci((lhs - right).abs(), 1),
            printed = fixed(printed, 6),
        ),
    }
}

fn slice_t0_angles(c: &Config) -> Truth {
    let w = freqs(c);
    let planes = [8, 32, 63];
    let at0: Vec<f64> = planes.iter().map(|&k| angle(0.0, at(&w, k))).collect();
    let at1: Vec<f64> = planes.iter().map(|&k| angle(1.0, at(&w, k))).collect();
    Truth {
        text: msg!(
            "mistakes-truth-slice-t0-angles",
            a8 = fixed(at0[0], 3),
            a32 = fixed(at0[1], 3),
            a63 = fixed(at0[2], 3),
            b8 = fixed(at1[0], 4),
            b32 = fixed(at1[1], 4),
            b63 = sci(at1[2], 3),
        ),
        values: at0,
    }
}

fn dropped_base(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let w_last = at(&w, last);
    let base10 = freq::inv_freq(c.rope.dim, 10.0).map_or(f64::NAN, |v| at(&v, last));
    Truth {
        values: vec![w_last.log10(), w_last],
        text: msg!(
            "mistakes-truth-dropped-base",
            base = plain(c.rope.base),
            d = c.rope.dim,
            last = last,
            w = sci(w_last, 4),
            e = fixed(w_last.log10(), 4),
            e10 = fixed(base10.log10(), 4),
            base10 = fixed(base10, 4),
        ),
    }
}

fn slice_k0_t2048(c: &Config) -> Truth {
    let w = freqs(c);
    let t = c.query_position() as f64;
    let a = angle(t, at(&w, 0));
    let wrapped = wrap_angle(a);
    Truth {
        values: vec![a, wrapped],
        text: msg!(
            "mistakes-truth-slice-k0-t2048",
            w0 = plain(at(&w, 0)),
            t = plain(t),
            a = fixed(a, 1),
            turns = fixed(a / std::f64::consts::TAU, 2),
            wrapped = fixed(wrapped, 4),
            deg = fixed(wrapped.to_degrees(), 1),
        ),
    }
}

fn slice_k63_largest(c: &Config) -> Truth {
    let w = freqs(c);
    let t = c.query_position() as f64;
    let angles: Vec<f64> = w.iter().map(|&wk| angle(t, wk)).collect();
    let arg = |better: fn(f64, f64) -> bool| {
        angles.iter().enumerate().fold(
            0,
            |best, (k, &a)| if better(a, angles[best]) { k } else { best },
        )
    };
    let (largest, smallest) = (arg(|a, b| a > b), arg(|a, b| a < b));
    Truth {
        values: vec![largest as f64, at(&angles, largest), at(&angles, smallest)],
        text: msg!(
            "mistakes-truth-slice-k63-largest",
            t = plain(t),
            largest = largest,
            a = fixed(at(&angles, largest), 1),
            smallest = smallest,
            b = fixed(at(&angles, smallest), 4),
        ),
    }
}

fn slice_k8_k32(c: &Config) -> Truth {
    let w = freqs(c);
    let t = c.query_position() as f64;
    let (a8, a32) = (angle(t, at(&w, 8)), angle(t, at(&w, 32)));
    Truth {
        values: vec![a8, a32],
        text: msg!(
            "mistakes-truth-slice-k8-k32",
            t = plain(t),
            w8 = fixed(at(&w, 8), 4),
            a8 = fixed(a8, 1),
            w32 = plain(at(&w, 32)),
            a32 = fixed(a32, 2),
            ratio = fixed(a8 / a32, 1),
        ),
    }
}

fn speed_order(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let (first, slow) = (wavelength(at(&w, 0)), wavelength(at(&w, last)));
    Truth {
        values: vec![first, slow],
        text: msg!(
            "mistakes-truth-speed-order",
            first = fixed(first, 2),
            last = last,
            slow = fixed(slow, 0),
        ),
    }
}

fn embedding_not_projection(c: &Config) -> Truth {
    let w = freqs(c);
    let (m, n) = (c.query_position() as f64, c.key_position() as f64);
    let shift = 100.0;
    let cmp = Comparison::new(
        &token_text(c, c.query_position()),
        &token_text(c, c.key_position()),
        c.rope.dim,
    );
    let after = |m: f64, n: f64| cmp.terms(m, n, c.rope.base, &w, c.rope.layout).rope;
    let before = |m: f64, n: f64| {
        dot(
            &project(&rotate_vector(&cmp.xm, m, &w, c.rope.layout), &cmp.wq),
            &project(&rotate_vector(&cmp.xn, n, &w, c.rope.layout), &cmp.wk),
        )
    };
    let v = vec![
        after(m, n),
        after(m + shift, n + shift),
        before(m, n),
        before(m + shift, n + shift),
    ];
    Truth {
        text: msg!(
            "mistakes-truth-embedding-not-projection",
            d = c.rope.dim,
            a = fixed(v[0], 6),
            m = plain(m),
            n = plain(n),
            b = fixed(v[1], 6),
            m2 = plain(m + shift),
            n2 = plain(n + shift),
            c = fixed(v[2], 6),
            e = fixed(v[3], 6),
        ),
        values: v,
    }
}

/// W x for a matrix stored as rows (the column-vector convention of the slides).
fn mat_vec(w: &[Vec<f64>], x: &[f64]) -> Vec<f64> {
    w.iter().map(|row| dot(row, x)).collect()
}

/// Wᵀ x.
fn mat_t_vec(w: &[Vec<f64>], x: &[f64]) -> Vec<f64> {
    project(x, w)
}

fn dropped_transpose(c: &Config) -> Truth {
    let w = freqs(c);
    let (m, n) = (c.query_position() as f64, c.key_position() as f64);
    let cmp = Comparison::new(
        &token_text(c, c.query_position()),
        &token_text(c, c.key_position()),
        c.rope.dim,
    );
    let (q, k) = (mat_vec(&cmp.wq, &cmp.xm), mat_vec(&cmp.wk, &cmp.xn));
    // (R_m W_q x_m)ᵀ (R_n W_k x_n), the score itself.
    let score = dot(
        &rotate_vector(&q, m, &w, c.rope.layout),
        &rotate_vector(&k, n, &w, c.rope.layout),
    );
    let relative = |v: &[f64]| rotate_vector(v, n - m, &w, c.rope.layout);
    // x_mᵀ W_qᵀ R_(n−m) W_k x_n = (W_q x_m) · R_(n−m) (W_k x_n).
    let right = dot(&q, &relative(&k));
    // x_mᵀ W_q R_(n−m) W_k x_n = (W_qᵀ x_m) · R_(n−m) (W_k x_n), as printed.
    let printed = dot(&mat_t_vec(&cmp.wq, &cmp.xm), &relative(&k));
    Truth {
        values: vec![score, right, printed],
        text: msg!(
            "mistakes-truth-dropped-transpose",
            d = c.rope.dim,
            m = plain(m),
            n = plain(n),
            score = fixed(score, 6),
            right = fixed(right, 6),
            diff = sci((score - right).abs(), 1),
            printed = fixed(printed, 6),
        ),
    }
}

fn mat_query_75(c: &Config) -> Truth {
    let rq = score(c).map(|s| s.rotated_q).unwrap_or_default();
    let (a, b) = (at(&rq, 2), at(&rq, 3));
    Truth {
        values: vec![a, b],
        text: msg!(
            "mistakes-truth-mat-query-75",
            a = fixed(a, 4),
            b = fixed(b, 4)
        ),
    }
}

fn cat_key_15(c: &Config) -> Truth {
    let rk = score(c).map(|s| s.rotated_k).unwrap_or_default();
    let (a, b) = (at(&rk, 2), at(&rk, 3));
    Truth {
        values: vec![b, a],
        text: msg!(
            "mistakes-truth-cat-key-15",
            a = fixed(a, 4),
            b = fixed(b, 4)
        ),
    }
}

fn mat_cat_total(c: &Config) -> Truth {
    match score(c) {
        Ok(s) => {
            let fast = s.pairs.first().map_or(f64::NAN, |p| p.contribution);
            let slow = s.pairs.get(1).map_or(f64::NAN, |p| p.contribution);
            Truth {
                values: vec![slow, s.total, fast],
                text: msg!(
                    "mistakes-truth-mat-cat-total",
                    slow = fixed(slow, 5),
                    fast = fixed(fast, 5),
                    total = fixed(s.total, 5),
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: msg!("mistakes-truth-error", error = e.to_string()),
        },
    }
}

/// Initial and rotated angles of the single pair of q (at qpos) and k (at kpos).
struct Polar {
    w: f64,
    m: f64,
    n: f64,
    theta_q: f64,
    theta_k: f64,
    /// Θ_k(n) − Θ_q(m), read off the rotated vectors, in (−π, π].
    rotated_diff: f64,
}

fn polar(c: &Config) -> Polar {
    let w = at(&freqs(c), 0);
    let Cast { q, k, m, n, .. } = c.cast();
    let (m, n) = (m as f64, n as f64);
    let rq = rotate_pair(at(&q, 0), at(&q, 1), angle(m, w));
    let rk = rotate_pair(at(&k, 0), at(&k, 1), angle(n, w));
    // arg(rk · conj(rq)) = Θ_k(n) − Θ_q(m).
    let rotated_diff = (rk.1 * rq.0 - rk.0 * rq.1).atan2(rk.0 * rq.0 + rk.1 * rq.1);
    Polar {
        w,
        m,
        n,
        theta_q: at(&q, 1).atan2(at(&q, 0)),
        theta_k: at(&k, 1).atan2(at(&k, 0)),
        rotated_diff,
    }
}

fn theta_k_minus_theta_q(c: &Config) -> Truth {
    let p = polar(c);
    let right = principal(p.theta_k - p.theta_q);
    // The slide's formula exactly as printed (it is the mistake).
    #[allow(clippy::eq_op)]
    let printed = p.theta_k - p.theta_k;
    Truth {
        values: vec![p.rotated_diff, right, printed],
        text: msg!(
            "mistakes-truth-theta-k-minus-theta-q",
            q = fmt_vec(&c.query_vector()),
            k = fmt_vec(&c.key_vector()),
            m = plain(p.m),
            d = fixed(p.rotated_diff, 4),
            right = fixed(right, 4),
            printed = plain(printed),
        ),
    }
}

fn phi_step_sign(c: &Config) -> Truth {
    let p = polar(c);
    let step = (p.n - p.m) * p.w;
    let right = principal(step + p.theta_k - p.theta_q);
    let printed = principal(step + p.theta_q - p.theta_k);
    Truth {
        values: vec![p.rotated_diff, right, printed],
        text: msg!(
            "mistakes-truth-phi-step-sign",
            step = plain(step),
            q = fmt_vec(&c.query_vector()),
            m = plain(p.m),
            k = fmt_vec(&c.key_vector()),
            d = fixed(p.rotated_diff, 4),
            right = fixed(right, 4),
            printed = fixed(printed, 4),
        ),
    }
}

fn head_dim_called_embedding(c: &Config) -> Truth {
    use crate::rope::base::limits::{MODEL_HEADS, MODEL_HEAD_DIM};
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let width = MODEL_HEADS * MODEL_HEAD_DIM;
    // The head's last pair with the embedding width as d.
    let with_width = c.rope.base.powf(-((2 * last) as f64) / width as f64);
    Truth {
        values: vec![at(&w, last), with_width, width as f64],
        text: msg!(
            "mistakes-truth-head-dim-called-embedding",
            name = crate::rope::settings::model_run::NAME,
            width = width,
            heads = MODEL_HEADS,
            d = c.rope.dim,
            pairs = w.len(),
            wl = sci(at(&w, last), 3),
            last = last,
            with_width = fixed(with_width, 3),
            ratio = fixed(with_width / at(&w, last), 0),
        ),
    }
}

fn reorder_only_permutes(c: &Config) -> Truth {
    use crate::rope::view::attention::order_check;
    use crate::rope::view::scene::Scene;
    let scene = Scene::new(c);
    let (masked, open) = (order_check(&scene, true), order_check(&scene, false));
    let rows =
        |o: &crate::rope::view::attention::OrderCheck| o.same_word.map_or(f64::NAN, |s| s.gap);
    let names = masked.same_word.map_or_else(
        || msg!("mistakes-truth-nothing"),
        |s| {
            msg!(
                "mistakes-truth-reorder-names",
                first = token_text(c, s.first as u64 + c.sentence.offset),
                second = token_text(c, s.second as u64 + c.sentence.offset),
            )
        },
    );
    Truth {
        values: vec![
            masked.reorder_gap,
            open.reorder_gap,
            rows(&masked),
            rows(&open),
        ],
        text: msg!(
            "mistakes-truth-reorder-only-permutes",
            text = c.sentence.text.as_str(),
            mg = fixed(masked.reorder_gap, 4),
            names = names,
            mr = fixed(rows(&masked), 4),
            og = sci(open.reorder_gap, 1),
            or = plain(rows(&open)),
        ),
    }
}

fn sinusoid_no_pattern(c: &Config) -> Truth {
    use crate::rope::teaching::lesson::sinusoid_offset;
    let (shift, last) = (5.0, (c.rope.dim / 2).saturating_sub(1));
    let starts = [0.0, 7.0, 100.0];
    let mut error: f64 = 0.0;
    let mut spread: f64 = 0.0;
    for pair in [0, last] {
        let first = sinusoid_offset(starts[0], shift, pair, c.rope.dim, c.rope.base);
        for &p in &starts {
            let o = sinusoid_offset(p, shift, pair, c.rope.dim, c.rope.base);
            error = error.max(o.error);
            // The map does not depend on the starting position.
            for (a, b) in o.matrix.iter().flatten().zip(first.matrix.iter().flatten()) {
                spread = spread.max((a - b).abs());
            }
        }
    }
    let step = |pair: usize| c.rope.base.powf(-((2 * pair) as f64) / c.rope.dim as f64);
    Truth {
        values: vec![error, spread, step(0), step(last)],
        text: msg!(
            "mistakes-truth-sinusoid-no-pattern",
            d = c.rope.dim,
            base = plain(c.rope.base),
            s0 = plain(step(0)),
            sl = sci(step(last), 3),
            last = last,
            shift = plain(shift),
            error = sci(error, 1),
        ),
    }
}

fn last_frequency(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let exponent = -((2 * last) as f64) / c.rope.dim as f64;
    let wl = at(&w, last);
    Truth {
        values: vec![wl],
        text: msg!(
            "mistakes-truth-last-frequency",
            d = c.rope.dim,
            last = last,
            exponent = plain(exponent),
            base = plain(c.rope.base),
            wl = sci(wl, 4),
        ),
    }
}

fn theta_is_frequency(c: &Config) -> Truth {
    let w = at(&freqs(c), 0);
    let a: Vec<f64> = (1..=3).map(|m| angle(m as f64, w)).collect();
    Truth {
        text: msg!(
            "mistakes-truth-theta-is-frequency",
            w = plain(w),
            a1 = fixed(a[0], 1),
            a2 = fixed(a[1], 1),
            a3 = fixed(a[2], 1),
        ),
        values: a,
    }
}

fn theta0(c: &Config) -> Truth {
    let w = freqs(c);
    let fastest = w.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    Truth {
        values: vec![at(&w, 0), fastest],
        text: msg!(
            "mistakes-truth-theta0",
            w0 = plain(at(&w, 0)),
            d = c.rope.dim,
            fastest = plain(fastest),
        ),
    }
}

fn d_is_model_width(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    Truth {
        values: vec![at(&w, 1), at(&w, last)],
        text: msg!(
            "mistakes-truth-d-is-model-width",
            d = c.rope.dim,
            w1 = fixed(at(&w, 1), 4),
            w2 = fixed(at(&w, 2), 4),
            wl = sci(at(&w, last), 3),
            pairs = w.len(),
        ),
    }
}

fn freq_scale(c: &Config) -> Truth {
    match scaled(c) {
        Ok(s) => {
            let ratios: Vec<f64> = s
                .inv_freq
                .iter()
                .zip(&s.inv_freq_unscaled)
                .map(|(a, b)| a / b)
                .collect();
            let lo = ratios.iter().copied().fold(f64::INFINITY, f64::min);
            let hi = ratios.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let by = if lo == hi {
                msg!("mistakes-truth-freq-scale-one", lo = plain(lo))
            } else {
                msg!(
                    "mistakes-truth-freq-scale-range",
                    lo = plain(lo),
                    hi = plain(hi)
                )
            };
            Truth {
                values: vec![lo, hi],
                text: msg!(
                    "mistakes-truth-freq-scale",
                    f = plain(c.scaling.params.factor),
                    n = ratios.len(),
                    by = by,
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: msg!("mistakes-truth-error", error = e.to_string()),
        },
    }
}

fn pi_ratio(c: &Config) -> Truth {
    let (scaled, unscaled) = match scaled(c) {
        Ok(s) => (at(&s.inv_freq, 0), at(&s.inv_freq_unscaled, 0)),
        Err(_) => (f64::NAN, f64::NAN),
    };
    let m = 500.0;
    let (orig, long) = (
        c.scaling.params.orig as f64,
        c.scaling.params.orig as f64 * c.scaling.params.factor,
    );
    let equivalent = m * scaled / unscaled;
    let as_written = m * long / orig;
    Truth {
        values: vec![equivalent, as_written],
        text: msg!(
            "mistakes-truth-pi-ratio",
            orig = plain(orig),
            long = plain(long),
            f = plain(c.scaling.params.factor),
            m = plain(m),
            equivalent = plain(equivalent),
            as_written = plain(as_written),
        ),
    }
}

/// Per pair, the unscaled frequency divided by the scaled one (how much each pair was slowed).
fn slowdowns(s: &scaling::ScaledFreqs) -> Vec<f64> {
    s.inv_freq_unscaled
        .iter()
        .zip(&s.inv_freq)
        .map(|(u, v)| u / v)
        .collect()
}

fn ntk_aware_smooth(c: &Config) -> Truth {
    let s = match scaled(c) {
        Ok(s) => s,
        Err(e) => {
            return Truth {
                values: Vec::new(),
                text: msg!("mistakes-truth-error", error = e.to_string()),
            }
        }
    };
    let r = slowdowns(&s);
    let last = r.len().saturating_sub(1);
    let steps: Vec<f64> = r.windows(2).map(|w| w[1] / w[0]).collect();
    let lo = steps.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = steps.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let mut distinct = r.clone();
    distinct.dedup_by(|a, b| (*a - *b).abs() <= 1e-12 * b.abs());
    Truth {
        values: vec![distinct.len() as f64, at(&r, 0), at(&r, last), lo, hi],
        text: msg!(
            "mistakes-truth-ntk-aware-smooth",
            f = plain(c.scaling.params.factor),
            d = c.rope.dim,
            b = plain(c.rope.base),
            nb = fixed(s.effective_base.unwrap_or(f64::NAN), 1),
            r0 = fixed(at(&r, 0), 4),
            rmid = fixed(at(&r, r.len() / 2), 4),
            mid = r.len() / 2,
            rlast = fixed(at(&r, last), 4),
            last = last,
            lo = fixed(lo, 6),
            n = distinct.len(),
            pairs = r.len(),
        ),
    }
}

fn longrope_lists(c: &Config) -> Truth {
    let s = match scaled(c) {
        Ok(s) => s,
        Err(e) => {
            return Truth {
                values: Vec::new(),
                text: msg!("mistakes-truth-error", error = e.to_string()),
            }
        }
    };
    let Some(l) = &s.longrope else {
        return Truth {
            values: Vec::new(),
            text: msg!("mistakes-truth-longrope-none"),
        };
    };
    let divisors = |w: &[f64]| -> Vec<f64> {
        s.inv_freq_unscaled
            .iter()
            .zip(w)
            .map(|(u, v)| u / v)
            .collect()
    };
    let (short, long) = (divisors(&l.inv_freq_short), divisors(&l.inv_freq_long));
    let last = short.len().saturating_sub(1);
    // Steps from one pair to the next where a list falls (beyond float rounding).
    let falls = |v: &[f64]| v.windows(2).filter(|w| w[1] < w[0] * (1.0 - 1e-12)).count();
    let (fs, fl) = (falls(&short), falls(&long));
    let order = if fs + fl == 0 {
        msg!("mistakes-truth-longrope-rises")
    } else {
        msg!(
            "mistakes-truth-longrope-falls",
            fs = fs,
            fl = fl,
            last = last
        )
    };
    Truth {
        values: vec![
            at(&short, 0),
            at(&short, last),
            at(&long, 0),
            at(&long, last),
            (fs + fl) as f64,
        ],
        text: msg!(
            "mistakes-truth-longrope-lists",
            d = c.rope.dim,
            pairs = short.len(),
            orig = l.orig,
            s0 = fixed(at(&short, 0), 4),
            sl = fixed(at(&short, last), 4),
            last = last,
            l0 = fixed(at(&long, 0), 4),
            ll = fixed(at(&long, last), 4),
            order = order,
        ),
    }
}

fn softmax_index(c: &Config) -> Truth {
    use crate::rope::view::attention::attention_matrix;
    let scene = Scene::new(c);
    let a = attention_matrix(&scene, false);
    let row = a.attention.weights.last().cloned().unwrap_or_default();
    let m = row.len();
    let sum: f64 = row.iter().sum();
    let hi = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let lo = row.iter().copied().fold(f64::INFINITY, f64::min);
    let query = a.tokens.last().map(|t| t.0.clone()).unwrap_or_default();
    Truth {
        values: vec![sum, hi, lo, 1.0 / m as f64],
        text: msg!(
            "mistakes-truth-softmax-index",
            query = query,
            m = m,
            text = c.sentence.text.as_str(),
            lo = fixed(lo, 4),
            hi = fixed(hi, 4),
            sum = fixed(sum, 6),
            even = fixed(1.0 / m as f64, 4),
        ),
    }
}

fn dot_not_metric(c: &Config) -> Truth {
    let q = c.query_vector();
    let q2: Vec<f64> = q.iter().map(|x| 2.0 * x).collect();
    let dist = |a: &[f64], b: &[f64]| -> f64 {
        a.iter()
            .zip(b)
            .map(|(x, y)| (x - y) * (x - y))
            .sum::<f64>()
            .sqrt()
    };
    let (qq, q2q) = (dot(&q, &q), dot(&q, &q2));
    let (d0, d1) = (dist(&q, &q), dist(&q, &q2));
    Truth {
        values: vec![qq, q2q, d0, d1],
        text: msg!(
            "mistakes-truth-dot-not-metric",
            v = fmt_vec(&q),
            d0 = plain(d0),
            qq = fixed(qq, 4),
            d1 = fixed(d1, 4),
            q2q = fixed(q2q, 4),
        ),
    }
}

/// Samples of the variance demonstration (seeded: a link reproduces the numbers).
const VARIANCE_SAMPLES: usize = 20_000;
const VARIANCE_SEED: u64 = 11;

fn variance_not_linear(c: &Config) -> Truth {
    use crate::rope::teaching::lesson::product_sum_variances;
    let v = product_sum_variances(c.rope.dim, VARIANCE_SAMPLES, VARIANCE_SEED);
    Truth {
        values: vec![v.independent, v.same_vector, v.doubled, c.rope.dim as f64],
        text: msg!(
            "mistakes-truth-variance-not-linear",
            n = v.samples,
            d = c.rope.dim,
            a = fixed(v.independent, 2),
            b = fixed(v.same_vector, 2),
            c = fixed(v.doubled, 2),
        ),
    }
}

fn magnitude_product(c: &Config) -> Truth {
    let Cast { q, k, m, n, .. } = c.cast();
    let w = at(&freqs(c), 0);
    let norm = |v: &[f64]| dot(v, v).sqrt();
    let rq = rotate_pair(at(&q, 0), at(&q, 1), angle(m as f64, w));
    let rk = rotate_pair(at(&k, 0), at(&k, 1), angle(n as f64, w));
    // |q' · conj(k')|, the magnitude of the pair's complex product.
    let re = rq.0 * rk.0 + rq.1 * rk.1;
    let im = rq.1 * rk.0 - rq.0 * rk.1;
    let rg = re.hypot(im);
    let (nq, nk) = (norm(&q), norm(&k));
    Truth {
        values: vec![rg, nq * nk, nk],
        text: msg!(
            "mistakes-truth-magnitude-product",
            qv = fmt_vec(&q),
            nq = fixed(nq, 4),
            m = m,
            kv = fmt_vec(&k),
            nk = fixed(nk, 4),
            n = n,
            rg = fixed(rg, 4),
            p = fixed(nq * nk, 4),
        ),
    }
}

fn exponent_parentheses(c: &Config) -> Truth {
    let p = polar(c);
    let q = c.query_vector();
    let norm = dot(&q, &q).sqrt();
    let (a, b) = rotate_pair(at(&q, 0), at(&q, 1), angle(p.m, p.w));
    let turned = a.hypot(b);
    let printed = norm * (p.m * p.w).exp();
    Truth {
        values: vec![turned, norm, printed],
        text: msg!(
            "mistakes-truth-exponent-parentheses",
            w = plain(p.w),
            qv = fmt_vec(&q),
            m = plain(p.m),
            norm = fixed(norm, 4),
            turned = fixed(turned, 4),
            printed = fixed(printed, 4),
        ),
    }
}

fn gamma_doubled(c: &Config) -> Truth {
    let p = polar(c);
    let q = c.query_vector();
    let (a, b) = rotate_pair(at(&q, 0), at(&q, 1), angle(p.m, p.w));
    let turned = b.atan2(a);
    let right = principal(p.m * p.w + p.theta_q);
    // γ = 0, the slides' own choice: mθ + γ + γ is mθ.
    let printed = principal(p.m * p.w);
    Truth {
        values: vec![turned, right, printed],
        text: msg!(
            "mistakes-truth-gamma-doubled",
            qv = fmt_vec(&q),
            tq = fixed(p.theta_q, 4),
            m = plain(p.m),
            w = plain(p.w),
            turned = fixed(turned, 4),
            right = fixed(right, 4),
            printed = fixed(printed, 4),
        ),
    }
}

fn query_from_x_m(c: &Config) -> Truth {
    let w = freqs(c);
    let (m, n) = (c.query_position(), c.key_position());
    let (tq, tk) = (token_text(c, m), token_text(c, n));
    let cmp = Comparison::new(&tq, &tk, c.rope.dim);
    let (m, n) = (m as f64, n as f64);
    let k = rotate_vector(&project(&cmp.xn, &cmp.wk), n, &w, c.rope.layout);
    let right = dot(
        &rotate_vector(&project(&cmp.xm, &cmp.wq), m, &w, c.rope.layout),
        &k,
    );
    let printed = dot(
        &rotate_vector(&project(&cmp.xn, &cmp.wq), m, &w, c.rope.layout),
        &k,
    );
    Truth {
        values: vec![right, printed],
        text: msg!(
            "mistakes-truth-query-from-x-m",
            d = c.rope.dim,
            tq = tq,
            m = plain(m),
            tk = tk,
            n = plain(n),
            right = fixed(right, 6),
            printed = fixed(printed, 6),
        ),
    }
}

fn added_positions_move(c: &Config) -> Truth {
    let w = freqs(c);
    let (m, n) = (c.query_position() as f64, c.key_position() as f64);
    let shift = 100.0;
    let cmp = Comparison::new(
        &token_text(c, c.query_position()),
        &token_text(c, c.key_position()),
        c.rope.dim,
    );
    let at_pos = |m: f64, n: f64| cmp.terms(m, n, c.rope.base, &w, c.rope.layout);
    let (a, b) = (at_pos(m, n), at_pos(m + shift, n + shift));
    Truth {
        values: vec![a.absolute_total, b.absolute_total, a.rope, b.rope],
        text: msg!(
            "mistakes-truth-added-positions-move",
            d = c.rope.dim,
            a = fixed(a.absolute_total, 6),
            m = plain(m),
            n = plain(n),
            b = fixed(b.absolute_total, 6),
            m2 = plain(m + shift),
            n2 = plain(n + shift),
            r = fixed(a.rope, 6),
        ),
    }
}

fn theta_prose_drops_d(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    // θ_i counted from i = 1: θ_2 is pair 1.
    let without = c.rope.base.powf(-2.0);
    Truth {
        values: vec![at(&w, 1), without, at(&w, last)],
        text: msg!(
            "mistakes-truth-theta-prose-drops-d",
            d = c.rope.dim,
            b = plain(c.rope.base),
            w1 = fixed(at(&w, 1), 4),
            pairs = w.len(),
            e = 2 * last,
            wl = sci(at(&w, last), 3),
            without = sci(without, 0),
        ),
    }
}

fn yarn_d_is_the_head(c: &Config) -> Truth {
    let w = freqs(c);
    let head: Vec<f64> = w.iter().map(|&x| wavelength(x)).collect();
    let width = LLAMA2_HEADS * c.rope.dim;
    let orig = c.scaling.params.orig as f64;
    let longer = head.iter().filter(|&&x| x > orig).count() as f64;
    let longest = head.iter().copied().fold(0.0, f64::max);
    Truth {
        values: vec![longer, w.len() as f64, (width / 2) as f64, longest],
        text: msg!(
            "mistakes-truth-yarn-d-is-the-head",
            heads = LLAMA2_HEADS,
            d = c.rope.dim,
            width = width,
            orig = c.scaling.params.orig,
            pairs = w.len(),
            longer = plain(longer),
            longest = fixed(longest, 0),
            half = width / 2,
        ),
    }
}

fn emoji_colours(c: &Config) -> Truth {
    let w = freqs(c);
    // The cells the map colours: (position, pair).
    let cells = [(6, 2), (1, 1), (6, 1), (1, 0), (15, 1), (2, 0)];
    let mut values: Vec<f64> = cells
        .iter()
        .map(|&(p, i)| angle(p as f64, at(&w, i)))
        .collect();
    let full = angle(6.0, at(&w, 0));
    values.push(principal(full));
    let v = values.clone();
    Truth {
        text: msg!(
            "mistakes-truth-emoji-colours",
            d = c.rope.dim,
            w0 = Arg::num(short(at(&w, 0)), at(&w, 0)),
            w1 = Arg::num(short(at(&w, 1)), at(&w, 1)),
            w2 = Arg::num(short(at(&w, 2)), at(&w, 2)),
            w3 = Arg::num(short(at(&w, 3)), at(&w, 3)),
            y1 = fixed(v[0], 2),
            y2 = fixed(v[3], 2),
            blue = fixed(v[1], 2),
            o1 = fixed(v[2], 2),
            o2 = fixed(v[5], 2),
            red = fixed(v[4], 2),
            full = fixed(full, 2),
            dial = fixed(v[6], 2),
        ),
        values,
    }
}

fn magnitudes_q_k_g(c: &Config) -> Truth {
    let w = at(&freqs(c), 0);
    let Cast { q, k, m, n, .. } = c.cast();
    let rq = rotate_pair(at(&q, 0), at(&q, 1), angle(m as f64, w));
    let rk = rotate_pair(at(&k, 0), at(&k, 1), angle(n as f64, w));
    let (r_q, r_k) = (rq.0.hypot(rq.1), rk.0.hypot(rk.1));
    // g = f_k conj(f_q): its magnitude and angle.
    let g = (rk.0 * rq.0 + rk.1 * rq.1, rk.1 * rq.0 - rk.0 * rq.1);
    let r_g = g.0.hypot(g.1);
    Truth {
        values: vec![r_q, r_k, r_g, r_q * r_k],
        text: msg!(
            "mistakes-truth-magnitudes-q-k-g",
            q = fmt_vec(&q),
            m = m,
            k = fmt_vec(&k),
            n = n,
            rq = fixed(r_q, 4),
            rk = fixed(r_k, 4),
            rg = fixed(r_g, 4),
        ),
    }
}

fn key_angle_moves(c: &Config) -> Truth {
    let w = at(&freqs(c), 0);
    let k = c.key_vector();
    let n = c.key_position() as f64;
    let theta_k = at(&k, 1).atan2(at(&k, 0));
    let arg = |p: f64| {
        let r = rotate_pair(at(&k, 0), at(&k, 1), angle(p, w));
        r.1.atan2(r.0)
    };
    let (now, next) = (arg(n), arg(n + 1.0));
    Truth {
        values: vec![now, principal(n * w + theta_k), principal(next - now)],
        text: msg!(
            "mistakes-truth-key-angle-moves",
            k = fmt_vec(&k),
            w = plain(w),
            n = plain(n),
            now = fixed(now, 4),
            n1 = plain(n + 1.0),
            next = fixed(next, 4),
        ),
    }
}

fn g_argument_offset(c: &Config) -> Truth {
    use crate::rope::base::error::Key;
    let (m, n) = (c.query_position(), c.key_position());
    let diff = |qm: u64, kn: u64| -> f64 {
        let mut moved = c.clone();
        // Positions within the sentence: both keys accept them (the show_me's sentence is long
        // enough); a failure leaves the state and shows as a wrong number in the tests.
        let _ = moved.set(Key::Qpos, &qm.to_string());
        let _ = moved.set(Key::Kpos, &kn.to_string());
        polar(&moved).rotated_diff
    };
    let (here, along, same_n) = (diff(m, n), diff(m + 1, n + 1), diff(m.saturating_sub(1), n));
    Truth {
        values: vec![here, along, same_n],
        text: msg!(
            "mistakes-truth-g-argument-offset",
            q = fmt_vec(&c.query_vector()),
            k = fmt_vec(&c.key_vector()),
            w = plain(at(&freqs(c), 0)),
            here = fixed(here, 4),
            m = m,
            n = n,
            along = fixed(along, 4),
            m1 = m + 1,
            n1 = n + 1,
            same_n = fixed(same_n, 4),
            m0 = m.saturating_sub(1),
        ),
    }
}

fn theta_q_for_both(c: &Config) -> Truth {
    let p = polar(c);
    let k = c.key_vector();
    let r = rotate_pair(at(&k, 0), at(&k, 1), angle(p.m, p.w));
    let measured = r.1.atan2(r.0);
    Truth {
        values: vec![
            measured,
            principal(p.m * p.w + p.theta_k),
            principal(p.m * p.w + p.theta_q),
        ],
        text: msg!(
            "mistakes-truth-theta-q-for-both",
            k = fmt_vec(&k),
            m = plain(p.m),
            measured = fixed(measured, 4),
            right = fixed(principal(p.m * p.w + p.theta_k), 4),
            wrong = fixed(principal(p.m * p.w + p.theta_q), 4),
        ),
    }
}

fn pairs_not_coordinates(c: &Config) -> Truth {
    let w = freqs(c);
    let Cast { k, m, n, .. } = c.cast();
    let (m, n) = (m as f64, n as f64);
    // Anti-clockwise by nθ_i, then clockwise by mθ_i, pair by pair.
    let twice = rotate_vector(
        &rotate_vector(&k, n, &w, c.rope.layout),
        -m,
        &w,
        c.rope.layout,
    );
    let once = rotate_vector(&k, n - m, &w, c.rope.layout);
    let diff = twice
        .iter()
        .zip(&once)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f64::max);
    Truth {
        values: vec![diff, w.len() as f64, c.rope.dim as f64],
        text: msg!(
            "mistakes-truth-pairs-not-coordinates",
            d = c.rope.dim,
            pairs = w.len(),
            n = plain(n),
            m = plain(m),
            diff = sci(diff, 1),
        ),
    }
}

fn the_attends_to_cat(c: &Config) -> Truth {
    use crate::rope::view::attention::attention_matrix;
    let scene = Scene::new(c);
    let (masked, open) = (
        attention_matrix(&scene, true),
        attention_matrix(&scene, false),
    );
    let w = |a: &crate::rope::view::attention::AttentionModel, q: usize, k: usize| {
        a.attention
            .weights
            .get(q)
            .and_then(|r| r.get(k))
            .copied()
            .unwrap_or(f64::NAN)
    };
    let name = |i: usize| {
        masked
            .tokens
            .get(i)
            .map(|t| t.0.clone())
            .unwrap_or_default()
    };
    let v = vec![w(&masked, 0, 1), w(&masked, 1, 0), w(&open, 0, 1)];
    Truth {
        text: msg!(
            "mistakes-truth-the-attends-to-cat",
            text = c.sentence.text.as_str(),
            a = name(0),
            b = name(1),
            ab = fixed(v[0], 4),
            ba = fixed(v[1], 4),
            open = fixed(v[2], 4),
        ),
        values: v,
    }
}

fn each_dimension_angle(c: &Config) -> Truth {
    let w = freqs(c);
    let m = c.query_position() as f64;
    // Rotate each unit vector e_j and read the angle it turned in its pair's plane.
    let turned: Vec<f64> = (0..c.rope.dim)
        .map(|j| {
            let mut e = vec![0.0; c.rope.dim];
            e[j] = 1.0;
            let r = rotate_vector(&e, m, &w, c.rope.layout);
            let partner = j ^ 1;
            if j % 2 == 0 {
                at(&r, partner).atan2(at(&r, j))
            } else {
                (-at(&r, partner)).atan2(at(&r, j))
            }
        })
        .collect();
    let mut distinct: Vec<f64> = Vec::new();
    for &a in &turned {
        if !distinct.iter().any(|&b| (a - b).abs() < 1e-12) {
            distinct.push(a);
        }
    }
    Truth {
        values: vec![
            distinct.len() as f64,
            c.rope.dim as f64,
            at(&turned, 0),
            at(&turned, 1),
        ],
        text: msg!(
            "mistakes-truth-each-dimension-angle",
            d = c.rope.dim,
            m = plain(m),
            a0 = fixed(at(&turned, 0), 4),
            a2 = fixed(at(&turned, 2), 4),
            n = distinct.len(),
        ),
    }
}

fn x_m_query_row(c: &Config) -> Truth {
    let w = freqs(c);
    let (m, n) = (c.query_position() as f64, c.key_position() as f64);
    let cmp = Comparison::new(
        &token_text(c, c.query_position()),
        &token_text(c, c.key_position()),
        c.rope.dim,
    );
    let q = mat_vec(&cmp.wq, &cmp.xm);
    let twice = mat_vec(&cmp.wq, &q);
    let k = rotate_vector(&mat_vec(&cmp.wk, &cmp.xn), n, &w, c.rope.layout);
    let score = dot(&rotate_vector(&q, m, &w, c.rope.layout), &k);
    let printed = dot(&rotate_vector(&twice, m, &w, c.rope.layout), &k);
    let moved = q
        .iter()
        .zip(&twice)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f64::max);
    Truth {
        values: vec![score, printed, moved],
        text: msg!(
            "mistakes-truth-x-m-query-row",
            d = c.rope.dim,
            t = token_text(c, c.query_position()),
            m = plain(m),
            score = fixed(score, 6),
            n = plain(n),
            moved = fixed(moved, 4),
            printed = fixed(printed, 6),
        ),
    }
}

fn recap_i_and_d(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    // θ with i running over all d dimensions: the last would be base^(−2(d−1)/d).
    let beyond = c
        .rope
        .base
        .powf(-((2 * (c.rope.dim - 1)) as f64) / c.rope.dim as f64);
    Truth {
        values: vec![w.len() as f64, last as f64, at(&w, last), beyond],
        text: msg!(
            "mistakes-truth-recap-i-and-d",
            d = c.rope.dim,
            base = plain(c.rope.base),
            pairs = w.len(),
            last = last,
            wl = sci(at(&w, last), 4),
            dl = c.rope.dim - 1,
            beyond = sci(beyond, 4),
        ),
    }
}

fn llama2_heads(c: &Config) -> Truth {
    let group = |heads: usize, kv: usize| heads as f64 / kv as f64;
    let (small, large) = (
        group(LLAMA2_HEADS, LLAMA2_KV_HEADS),
        group(LLAMA2_70B_HEADS, LLAMA2_70B_KV_HEADS),
    );
    Truth {
        values: vec![small, large],
        text: msg!(
            "mistakes-truth-llama2-heads",
            heads = LLAMA2_HEADS,
            d = c.rope.dim,
            kv = LLAMA2_KV_HEADS,
            small = plain(small),
            heads70 = LLAMA2_70B_HEADS,
            kv70 = LLAMA2_70B_KV_HEADS,
            large = plain(large),
        ),
    }
}

fn lambda_theta_angle(c: &Config) -> Truth {
    let theta = at(&freqs(c), 0);
    let lambda = wavelength(theta);
    // Degrees on the dial, rounded before reducing so that a full turn reads 0, not 360.
    let hands: Vec<f64> = (0..9)
        .map(|m| {
            crate::rope::base::num::deg_mod_360(
                (angle(m as f64, theta).to_degrees() * 1e6).round() / 1e6,
            )
        })
        .collect();
    Truth {
        values: vec![theta, lambda, hands[5], hands[1]],
        text: msg!(
            "mistakes-truth-lambda-theta-angle",
            theta = fixed(theta, 4),
            deg = Arg::num(short(theta.to_degrees()), theta.to_degrees()),
            lambda = Arg::num(short(lambda), lambda),
            list = hands
                .iter()
                .map(|a| format!("{a:.0}"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

fn ntk_same_factor(c: &Config) -> Truth {
    let ntk = scaled(c).map(|s| slowdowns(&s)).unwrap_or_default();
    let linear = scaling::apply(
        c.rope.dim,
        &FreqSource::Base(c.rope.base),
        &Scaling::with_factor(crate::rope::Method::Linear, c.scaling.params.factor),
    )
    .map(|s| slowdowns(&s))
    .unwrap_or_default();
    let range = |v: &[f64]| {
        (
            v.iter().copied().fold(f64::INFINITY, f64::min),
            v.iter().copied().fold(f64::NEG_INFINITY, f64::max),
        )
    };
    let ((l0, l1), (n0, n1)) = (range(&linear), range(&ntk));
    Truth {
        values: vec![l0, l1, n0, n1],
        text: msg!(
            "mistakes-truth-ntk-same-factor",
            f = plain(c.scaling.params.factor),
            d = c.rope.dim,
            l0 = fixed(l0, 3),
            l1 = fixed(l1, 3),
            n0 = fixed(n0, 3),
            n1 = fixed(n1, 3),
        ),
    }
}

fn d_halved(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let half = (c.rope.dim / 2) as f64;
    let halved = c.rope.base.powf(-((2 * last) as f64) / half);
    // The printed list also counts from j − 1 (erratum `theta-list-off-by-one`): its last entry
    // is the halved d with the exponent one pair short.
    let with_off_by_one = c
        .rope
        .base
        .powf(-((2 * last.saturating_sub(1)) as f64) / half);
    Truth {
        values: vec![at(&w, last), halved, with_off_by_one],
        text: msg!(
            "mistakes-truth-d-halved",
            d = c.rope.dim,
            pairs = w.len(),
            last = last,
            base = plain(c.rope.base),
            e = 2 * last,
            wl = sci(at(&w, last), 4),
            h = c.rope.dim / 2,
            halved = sci(halved, 4),
            e1 = 2 * last.saturating_sub(1),
            both = sci(with_off_by_one, 4),
        ),
    }
}

fn theta_list(c: &Config) -> Truth {
    let w = freqs(c);
    Truth {
        values: vec![at(&w, 0), at(&w, 1)],
        text: msg!(
            "mistakes-truth-theta-list",
            d = c.rope.dim,
            w0 = fixed(at(&w, 0), 6),
            w1 = fixed(at(&w, 1), 6),
            w2 = fixed(at(&w, 2), 6),
        ),
    }
}

fn wavelength_order(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let (first, slow) = (wavelength(at(&w, 0)), wavelength(at(&w, last)));
    Truth {
        values: vec![first, slow],
        text: msg!(
            "mistakes-truth-wavelength-order",
            w0 = fixed(at(&w, 0), 1),
            first = fixed(first, 2),
            wl = sci(at(&w, last), 3),
            slow = fixed(slow, 0),
        ),
    }
}

fn yarn_blend(c: &Config) -> Truth {
    match scaled(c) {
        Ok(s) => {
            let (low, high) = s.yarn_range.unwrap_or((f64::NAN, f64::NAN));
            let keep = s.interpolation.iter().filter(|&&r| r == 0.0).count();
            let full = s.interpolation.iter().filter(|&&r| r == 1.0).count();
            let blend = s.interpolation.len() - keep - full;
            // The angle of any pair at 600 is exactly 600/400 times its angle at 400: one
            // frequency per pair, whatever the position.
            let ratio = s
                .inv_freq
                .iter()
                .map(|&w| angle(600.0, w) / angle(400.0, w))
                .fold(0.0_f64, |acc, r| acc.max((r - 1.5).abs()));
            Truth {
                values: vec![low, high, keep as f64, blend as f64, full as f64, ratio],
                text: msg!(
                    "mistakes-truth-yarn-blend",
                    f = plain(c.scaling.params.factor),
                    orig = c.scaling.params.orig,
                    d = c.rope.dim,
                    bf = plain(c.scaling.params.beta_fast),
                    bs = plain(c.scaling.params.beta_slow),
                    keep = keep,
                    full = full,
                    blend = blend,
                    low = plain(low),
                    high = plain(high),
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: msg!("mistakes-truth-error", error = e.to_string()),
        },
    }
}

/// A number as `{v:.p$}` prints it.
fn fixed(v: f64, p: usize) -> Arg {
    Arg::num(format!("{v:.p$}"), v)
}

/// A number as `{v:.p$e}` prints it.
fn sci(v: f64, p: usize) -> Arg {
    Arg::num(format!("{v:.p$e}"), v)
}

/// A number as `{v}` prints it.
fn plain(v: f64) -> Arg {
    Arg::num(v.to_string(), v)
}

/// A number with up to six decimals, trailing zeros dropped ("4", "90", "0.25").
fn short(v: f64) -> String {
    let s = format!("{v:.6}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn fmt_vec(v: &[f64]) -> String {
    v.iter()
        .map(|x| format!("{x}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::base::tokens::{content_vector, Role};
    use crate::rope::maths::absolute::toy_projection;
    use std::f64::consts::{PI, TAU};

    #[test]
    fn the_lists_picked_while_compiling_are_the_views_own_links() {
        const HEATMAP: [Link; links_count("heatmap")] = links_of("heatmap");
        const COMPASSES: [Link; links_count("compasses")] = links_of("compasses");
        const NONE: [Link; links_count("no-such-view")] = links_of("no-such-view");
        let heatmap: Vec<Link> = for_view("heatmap").copied().collect();
        assert!(!heatmap.is_empty(), "the heatmap has mistakes to link to");
        assert_eq!(HEATMAP.to_vec(), heatmap);
        assert_eq!(
            COMPASSES.to_vec(),
            for_view("compasses").copied().collect::<Vec<_>>()
        );
        assert!(NONE.is_empty());
        // Grouping a fixed list is grouping the view's links.
        assert_eq!(places(&HEATMAP), places_for_view("heatmap"));
        for view in View::ALL {
            assert_eq!(
                links_count(view.as_str()),
                for_view(view.as_str()).count(),
                "{view:?}"
            );
        }
    }

    #[test]
    fn the_links_are_the_errata_s_own_ids_sections_and_views_in_order() {
        assert_eq!(LINKS.len(), ERRATA.len());
        for (l, e) in LINKS.iter().zip(ERRATA) {
            assert_eq!((l.id, l.section, l.views), (e.id, e.section, e.views));
        }
        let for_score: Vec<&str> = for_view("score").map(|l| l.id).collect();
        let expected: Vec<&str> = ERRATA
            .iter()
            .filter(|e| e.views.contains(&"score"))
            .map(|e| e.id)
            .collect();
        assert!(!for_score.is_empty());
        assert_eq!(for_score, expected);
    }

    // -----------------------------------------------------------------------------------------
    // First principles: plain f64 powf/cos/sin, written here without the core's functions.

    fn hf_freqs(d: usize, base: f64) -> Vec<f64> {
        (0..d / 2)
            .map(|i| 1.0 / base.powf((2 * i) as f64 / d as f64))
            .collect()
    }

    /// Interleaved pairs (2i, 2i+1), pair i turned by p * w[i].
    fn turn(x: &[f64], p: f64, w: &[f64]) -> Vec<f64> {
        let mut out = x.to_vec();
        for (i, wi) in w.iter().enumerate() {
            let (c, s) = ((p * wi).cos(), (p * wi).sin());
            out[2 * i] = x[2 * i] * c - x[2 * i + 1] * s;
            out[2 * i + 1] = x[2 * i] * s + x[2 * i + 1] * c;
        }
        out
    }

    fn inner(a: &[f64], b: &[f64]) -> f64 {
        a.iter().zip(b).map(|(x, y)| x * y).sum()
    }

    /// x (row) times the matrix whose rows are `w`.
    fn times(x: &[f64], w: &[Vec<f64>]) -> Vec<f64> {
        (0..w[0].len())
            .map(|j| x.iter().zip(w).map(|(xi, row)| xi * row[j]).sum())
            .collect()
    }

    fn turned_deg(a: f64, b: f64, deg: f64) -> (f64, f64) {
        let t = deg * PI / 180.0;
        (a * t.cos() - b * t.sin(), a * t.sin() + b * t.cos())
    }

    /// The truth of each erratum, recomputed independently of the core.
    fn independent(e: &Erratum) -> Vec<f64> {
        let w128 = hf_freqs(128, 10_000.0);
        match e.id {
            "identity-sign" => {
                let c = e.state().unwrap();
                let (q, k) = (c.query_vector(), c.key_vector());
                let (t1, t2) = (5.0, 0.0);
                vec![
                    inner(&turn(&q, t1, &w128), &turn(&k, t2, &w128)),
                    inner(&q, &turn(&k, t2 - t1, &w128)),
                    inner(&q, &turn(&k, t1 - t2, &w128)),
                ]
            }
            "slice-t0-angles" => vec![0.0; 3],
            "dropped-base" => {
                let w63 = 1.0 / 10_000f64.powf(126.0 / 128.0);
                vec![-4.0 * 126.0 / 128.0, w63]
            }
            "slice-k0-t2048" => vec![2048.0, 2048.0 - TAU * (2048.0 / TAU).floor()],
            "slice-k63-largest" => vec![0.0, 2048.0, 2048.0 / 10_000f64.powf(126.0 / 128.0)],
            "speed-order-reversed" => vec![TAU, TAU * 10_000f64.powf(126.0 / 128.0)],
            "slice-k8-k32" => vec![2048.0 * w128[8], 2048.0 * w128[32]],
            "dropped-transpose" => {
                let d = 8;
                let w = hf_freqs(d, 10_000.0);
                let (wq, wk) = (toy_projection("q", d), toy_projection("k", d));
                let x = content_vector("mat", Role::Embedding, d);
                let y = content_vector("The", Role::Embedding, d);
                // W v with W stored as rows; Wᵀ v is `times`.
                let col = |m: &[Vec<f64>], v: &[f64]| -> Vec<f64> {
                    m.iter().map(|row| inner(row, v)).collect()
                };
                let (q, k) = (col(&wq, &x), col(&wk, &y));
                vec![
                    inner(&turn(&q, 5.0, &w), &turn(&k, 0.0, &w)),
                    inner(&q, &turn(&k, -5.0, &w)),
                    inner(&times(&x, &wq), &turn(&k, -5.0, &w)),
                ]
            }
            "head-dim-called-embedding" => vec![
                1.0 / 100_000f64.powf(62.0 / 64.0),
                1.0 / 100_000f64.powf(62.0 / 576.0),
                576.0,
            ],
            "reorder-only-permutes" => {
                // RoPE off: logits q·k / √16 over "The cat sat on the mat", by index.
                let words = ["The", "cat", "sat", "on", "the", "mat"];
                let weights = |order: &[usize], causal: bool| -> Vec<Vec<f64>> {
                    (0..6)
                        .map(|i| {
                            let q = content_vector(words[order[i]], Role::Query, 16);
                            let e: Vec<f64> = (0..6)
                                .map(|j| {
                                    let k = content_vector(words[order[j]], Role::Key, 16);
                                    if causal && j > i {
                                        0.0
                                    } else {
                                        (inner(&q, &k) / 4.0).exp()
                                    }
                                })
                                .collect();
                            let sum: f64 = e.iter().sum();
                            e.iter().map(|x| x / sum).collect()
                        })
                        .collect()
                };
                let ahead: Vec<usize> = (0..6).collect();
                let back: Vec<usize> = (0..6).rev().collect();
                let gaps = |causal: bool| {
                    let (a, b) = (weights(&ahead, causal), weights(&back, causal));
                    let mut reorder: f64 = 0.0;
                    for i in 0..6 {
                        for j in 0..6 {
                            reorder = reorder.max((b[i][j] - a[5 - i][5 - j]).abs());
                        }
                    }
                    let rows = (0..6)
                        .map(|j| (a[0][j] - a[4][j]).abs())
                        .fold(0.0, f64::max);
                    (reorder, rows)
                };
                let ((mg, mr), (og, or)) = (gaps(true), gaps(false));
                vec![mg, og, mr, or]
            }
            "sinusoid-no-pattern" => vec![0.0, 0.0, 1.0, 10_000f64.powf(-14.0 / 16.0)],
            "emoji-heatmap-colours" => vec![0.06, 0.1, 0.6, 1.0, 1.5, 2.0, 6.0 - TAU],
            "magnitudes-r-v" => {
                let nk = 0.97f64.sqrt();
                vec![2.0, nk, 2.0 * nk, 2.0 * nk]
            }
            "key-angle-drops-n" => {
                let tk = 0.4f64.atan2(0.9);
                let p = |a: f64| a.sin().atan2(a.cos());
                vec![p(4.0 + tk), p(4.0 + tk), 1.0]
            }
            "g-argument-n" => {
                let (tq, tk) = (0.6f64.atan2(0.8), 0.4f64.atan2(0.9));
                let p = |a: f64| a.sin().atan2(a.cos());
                vec![p(1.0 + tk - tq), p(1.0 + tk - tq), p(2.0 + tk - tq)]
            }
            "theta-q-for-both" => {
                let (tq, tk) = (0.6f64.atan2(0.8), 0.4f64.atan2(0.9));
                let p = |a: f64| a.sin().atan2(a.cos());
                vec![p(3.0 + tk), p(3.0 + tk), p(3.0 + tq)]
            }
            "coordinate-not-pair" => vec![0.0, 4.0, 8.0],
            "the-attends-to-cat" => {
                // "The" (0) and "cat" (1), d = 16, base 10000, interleaved, logits / 4.
                let w = hf_freqs(16, 10_000.0);
                let words = ["The", "cat", "sat", "on", "the", "mat"];
                let row = |i: usize, causal: bool| -> Vec<f64> {
                    let q = turn(&content_vector(words[i], Role::Query, 16), i as f64, &w);
                    let e: Vec<f64> = (0..6)
                        .map(|j| {
                            let k = turn(&content_vector(words[j], Role::Key, 16), j as f64, &w);
                            if causal && j > i {
                                0.0
                            } else {
                                (inner(&q, &k) / 4.0).exp()
                            }
                        })
                        .collect();
                    let sum: f64 = e.iter().sum();
                    e.iter().map(|x| x / sum).collect()
                };
                vec![row(0, true)[1], row(1, true)[0], row(0, false)[1]]
            }
            "each-dimension-own-angle" => vec![4.0, 8.0, 3.0, 3.0],
            "x-m-query-row" => {
                let d = 8;
                let w = hf_freqs(d, 10_000.0);
                let (wq, wk) = (toy_projection("q", d), toy_projection("k", d));
                let x = content_vector("mat", Role::Embedding, d);
                let y = content_vector("The", Role::Embedding, d);
                let col = |m: &[Vec<f64>], v: &[f64]| -> Vec<f64> {
                    m.iter().map(|row| inner(row, v)).collect()
                };
                let q = col(&wq, &x);
                let twice = col(&wq, &q);
                let k = turn(&col(&wk, &y), 0.0, &w);
                let moved = q
                    .iter()
                    .zip(&twice)
                    .map(|(a, b)| (a - b).abs())
                    .fold(0.0, f64::max);
                vec![
                    inner(&turn(&q, 5.0, &w), &k),
                    inner(&turn(&twice, 5.0, &w), &k),
                    moved,
                ]
            }
            "recap-i-and-d" => vec![
                64.0,
                63.0,
                10_000f64.powf(-126.0 / 128.0),
                10_000f64.powf(-254.0 / 128.0),
            ],
            "lambda-theta-angle" => vec![PI / 2.0, 4.0, 90.0, 90.0],
            "embedding-not-projection" | "embeddings-rotated" => {
                let d = 16;
                let w = hf_freqs(d, 10_000.0);
                let (wq, wk) = (toy_projection("q", d), toy_projection("k", d));
                let x = content_vector("mat", Role::Embedding, d);
                let y = content_vector("The", Role::Embedding, d);
                let after = |m: f64, n: f64| {
                    inner(&turn(&times(&x, &wq), m, &w), &turn(&times(&y, &wk), n, &w))
                };
                let before = |m: f64, n: f64| {
                    inner(&times(&turn(&x, m, &w), &wq), &times(&turn(&y, n, &w), &wk))
                };
                vec![
                    after(5.0, 0.0),
                    after(105.0, 100.0),
                    before(5.0, 0.0),
                    before(105.0, 100.0),
                ]
            }
            "mat-query-75" => {
                let (a, b) = turned_deg(0.8, 0.6, 75.0);
                vec![a, b]
            }
            "cat-key-15" => {
                let (a, b) = turned_deg(0.9, 0.4, 15.0);
                vec![b, a]
            }
            "mat-cat-total" => {
                let (qa, qb) = turned_deg(0.7, 0.7, 450.0);
                let (ka, kb) = turned_deg(0.9, 0.4, 90.0);
                let (qc, qd) = turned_deg(0.8, 0.6, 75.0);
                let (kc, kd) = turned_deg(0.9, 0.4, 15.0);
                let fast = qa * ka + qb * kb;
                let slow = qc * kc + qd * kd;
                vec![slow, fast + slow, fast]
            }
            "theta-k-minus-theta-k" => {
                let d = 0.4f64.atan2(0.9) - 0.6f64.atan2(0.8);
                vec![d, d, 0.0]
            }
            "phi-step-sign" => {
                let (tq, tk) = (0.6f64.atan2(0.8), 0.4f64.atan2(0.9));
                vec![1.0 + tk - tq, 1.0 + tk - tq, 1.0 + tq - tk]
            }
            "last-frequency-off-by-one" => vec![1.0 / 10_000f64.powf(62.0 / 64.0)],
            "theta-is-frequency" => vec![1.0, 2.0, 3.0],
            "theta0-off-by-one" => vec![1.0, 1.0],
            "d-is-model-width" => vec![w128[1], w128[63]],
            "freq-scale-guess" => vec![0.5, 0.5],
            "pi-inverted-ratio" => vec![500.0 * 1024.0 / 2048.0, 500.0 * 2048.0 / 1024.0],
            "ntk-aware-raises-base" => {
                // NTK base b' = b * s^(d/(d-2)); pair i is slowed by (b'/b)^(2i/d).
                let wider = hf_freqs(128, 10_000.0 * 4f64.powf(128.0 / 126.0));
                vec![
                    64.0,
                    w128[0] / wider[0],
                    w128[63] / wider[63],
                    4f64.powf(2.0 / 126.0),
                    4f64.powf(2.0 / 126.0),
                ]
            }
            "ntk-groups-reversed" => {
                // The preset's own lists, read as numbers from its query.
                let c = e.state().unwrap();
                let (sh, lo) = (
                    c.scaling.params.short_factor.unwrap(),
                    c.scaling.params.long_factor.unwrap(),
                );
                vec![sh[0], sh[sh.len() - 1], lo[0], lo[lo.len() - 1]]
            }
            "softmax-index-letters" => vec![1.0],
            "dot-product-not-a-metric" => {
                let q = [0.7, 0.7, 0.8, 0.6];
                let qq: f64 = q.iter().map(|x| x * x).sum();
                vec![qq, 2.0 * qq, 0.0, qq.sqrt()]
            }
            "variance-not-linear" => vec![],
            "magnitude-drops-q-norm" => {
                let (nq, nk) = (2.0, (0.81f64 + 0.16).sqrt());
                vec![nq * nk, nq * nk, nk]
            }
            "exponent-parentheses" => vec![1.0, 1.0, 3f64.exp()],
            "gamma-doubled" => {
                let tq = 0.6f64.atan2(0.8);
                let p = |a: f64| a.sin().atan2(a.cos());
                vec![p(3.0 + tq), p(3.0 + tq), p(3.0)]
            }
            "initial-conditions-x-n" => {
                let d = 16;
                let w = hf_freqs(d, 10_000.0);
                let (wq, wk) = (toy_projection("q", d), toy_projection("k", d));
                let x = content_vector("mat", Role::Embedding, d);
                let y = content_vector("The", Role::Embedding, d);
                let k = turn(&times(&y, &wk), 0.0, &w);
                vec![
                    inner(&turn(&times(&x, &wq), 5.0, &w), &k),
                    inner(&turn(&times(&y, &wq), 5.0, &w), &k),
                ]
            }
            "gpt-neo-learned-positions" => vec![],
            "theta-prose-drops-d" => vec![w128[1], 1e-8, w128[63]],
            "yarn-d-is-the-head" => {
                let head = w128.iter().filter(|&&x| TAU / x > 4096.0).count() as f64;
                vec![head, 64.0, 2048.0, TAU * 10_000f64.powf(126.0 / 128.0)]
            }
            "llama2-7b-not-gqa" => vec![1.0, 8.0],
            "ntk-same-factor" => vec![4.0, 4.0, 1.0, 4.0],
            "d-halved" => vec![
                1.0 / 10_000f64.powf(1022.0 / 1024.0),
                1.0 / 10_000f64.powf(1022.0 / 512.0),
                1.0 / 10_000f64.powf(1020.0 / 512.0),
            ],
            "theta-list-off-by-one" => vec![1.0, 1.0 / 10_000f64.powf(2.0 / 1024.0)],
            "wavelength-reversed" => vec![TAU, TAU * 10_000f64.powf(1022.0 / 1024.0)],
            "yarn-blend-positions" => {
                let (d, b, orig) = (128.0, 10_000f64, 512.0);
                let dim_for = |turns: f64| d * (orig / (turns * TAU)).ln() / (2.0 * b.ln());
                let (low, high) = (dim_for(32.0).floor(), dim_for(1.0).ceil());
                let ramp: Vec<f64> = (0..64)
                    .map(|i| ((i as f64 - low) / (high - low)).clamp(0.0, 1.0))
                    .collect();
                let keep = ramp.iter().filter(|&&r| r == 0.0).count() as f64;
                let full = ramp.iter().filter(|&&r| r == 1.0).count() as f64;
                vec![low, high, keep, 64.0 - keep - full, full, 0.0]
            }
            other => panic!("no independent check for {other}"),
        }
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
    }

    #[test]
    fn truths_match_an_independent_computation() {
        for e in errata() {
            let t = e.truth();
            let want = independent(e);
            assert!(t.values.len() >= want.len(), "{}: {:?}", e.id, t.values);
            for (i, (got, want)) in t.values.iter().zip(&want).enumerate() {
                assert!(
                    close(*got, *want),
                    "{} value {i}: core {got}, by hand {want}",
                    e.id
                );
            }
            let text = en(&t.text);
            assert!(
                !text.is_empty() && !text.contains("NaN") && !text.contains("[mistakes-"),
                "{}: {}",
                e.id,
                text
            );
        }
    }

    #[test]
    fn every_printed_number_is_wrong_by_more_than_rounding() {
        for e in errata() {
            if e.kind == Kind::Arithmetic {
                assert!(!e.printed.is_empty(), "{} lists no printed number", e.id);
            }
            let t = e.truth();
            assert!(t.values.len() >= e.printed.len(), "{}", e.id);
            for (p, truth) in e.printed.iter().zip(&t.values) {
                assert!(
                    (truth - p.value).abs() > p.rounding,
                    "{}: printed {} is within rounding of the truth {truth}",
                    e.id,
                    p.value
                );
            }
        }
    }

    #[test]
    fn conceptual_demonstrations_show_the_point() {
        let v = |id: &str| find(id).unwrap().truth().values;
        // Identity: the right side matches, the printed one does not.
        let id = v("identity-sign");
        assert!((id[0] - id[1]).abs() < 1e-9 && (id[0] - id[2]).abs() > 1e-2);
        // Plane 0 turns fastest; the largest angle is never plane 63's.
        assert!(v("slice-k63-largest")[1] > 1000.0 * v("slice-k63-largest")[2]);
        let s = v("speed-order-reversed");
        assert!(s[0] < s[1]);
        // Rotating after the projections is shift-invariant; before them it is not.
        let e = v("embedding-not-projection");
        assert!((e[0] - e[1]).abs() < 1e-12 && (e[2] - e[3]).abs() > 1e-3);
        // The derivation steps: the corrected formula matches the rotated vectors.
        for id in ["theta-k-minus-theta-k", "phi-step-sign"] {
            let p = v(id);
            assert!(
                (p[0] - p[1]).abs() < 1e-12 && (p[0] - p[2]).abs() > 0.1,
                "{id}"
            );
        }
        let t = v("theta-is-frequency");
        assert!((t[1] - t[0] - (t[2] - t[1])).abs() < 1e-12);
        // PI: the equivalent position is 500 L / L', not the written 500 L' / L.
        let p = v("pi-inverted-ratio");
        assert!(p[0] < 500.0 && p[1] > 500.0);
        // NTK-aware: one factor per pair, in a geometric progression from 1 to s (no groups).
        let n = v("ntk-aware-raises-base");
        assert!(n[0] == 64.0 && close(n[1], 1.0) && close(n[2], 4.0) && close(n[3], n[4]));
        // LongRoPE (Phi-3.5): two lists over every pair; in both the slow pairs get the larger
        // divisors, and the long list is the larger.
        let l = v("ntk-groups-reversed");
        assert!(
            l[0] < l[1] && l[2] < l[3] && l[3] > l[1] && l[2] >= l[0],
            "{l:?}"
        );
        assert_eq!(l[4], 0.0, "neither list falls from one pair to the next");
        let lr = find("ntk-groups-reversed").unwrap().state().unwrap();
        assert_eq!(lr.scaling.method, crate::rope::Method::Longrope);
        let phi = crate::rope::settings::presets::find("phi35-mini").unwrap();
        assert_eq!(
            lr,
            crate::rope::settings::presets::apply(&Config::default(), &phi).unwrap()
        );
        // Softmax: weights of every key add up to 1 and differ; m copies of one term would not.
        let sm = v("softmax-index-letters");
        assert!(close(sm[0], 1.0) && sm[1] > sm[2] && (sm[1] - sm[3]).abs() > 1e-3);
        // The dot product grows while the distance grows: not a metric.
        let dm = v("dot-product-not-a-metric");
        assert!(dm[0] > 0.0 && dm[2] == 0.0 && dm[1] > dm[0] && dm[3] > dm[2]);
        // Variances: d for independent terms, 2d for q·q, 4d for 2q·k (a seeded sample).
        let vr = v("variance-not-linear");
        let d = vr[3];
        assert!((vr[0] / d - 1.0).abs() < 0.1, "{vr:?}");
        assert!((vr[1] / (2.0 * d) - 1.0).abs() < 0.1, "{vr:?}");
        assert!(close(vr[2], 4.0 * vr[0]), "{vr:?}");
        // ‖q‖‖k‖, not ‖k‖ (q has length 2 here, so the two differ).
        let mg = v("magnitude-drops-q-norm");
        assert!(close(mg[0], mg[1]) && (mg[0] - mg[2]).abs() > 0.5);
        // The angle is mθ + θ_q: the doubled γ loses θ_q; the stretch as printed is large.
        let g = v("gamma-doubled");
        assert!((g[0] - g[1]).abs() < 1e-12 && (g[0] - g[2]).abs() > 0.5);
        let ep = v("exponent-parentheses");
        assert!(close(ep[0], ep[1]) && ep[2] > 10.0 * ep[1]);
        // The query from x_m scores otherwise than the key's token against itself.
        let qx = v("initial-conditions-x-n");
        assert!((qx[0] - qx[1]).abs() > 1e-3, "{qx:?}");
        // An added position code moves the score with the pair; RoPE does not.
        let gn = v("gpt-neo-learned-positions");
        assert!(
            (gn[0] - gn[1]).abs() > 1e-3 && (gn[2] - gn[3]).abs() < 1e-9,
            "{gn:?}"
        );
        // Llama 2 7B: one query head per key-value head (no grouping); 70B groups them.
        let lh = v("llama2-7b-not-gqa");
        assert!(lh[0] == 1.0 && lh[1] > 1.0);
        assert!(crate::rope::settings::presets::find("llama2-7b")
            .unwrap()
            .note
            .contains(&format!(
                "{LLAMA2_HEADS} query heads and {LLAMA2_KV_HEADS} key-value heads"
            )));
        // Without /d, θ_2 is 10^8 times smaller.
        let tp = v("theta-prose-drops-d");
        assert!(tp[0] > 0.5 && tp[1] < 1e-7);
        // |D| = head size: 64 pairs, some outlasting the context; the width would mean 2048.
        let yd = v("yarn-d-is-the-head");
        assert!(yd[0] > 0.0 && yd[1] == 64.0 && yd[2] == 2048.0, "{yd:?}");
        let n = v("ntk-same-factor");
        assert!(close(n[0], n[1]) && n[3] - n[2] > 2.0);
        let w = v("wavelength-reversed");
        assert!(w[0] < w[1]);
        // freq_scale multiplies the frequencies (the exponent's -2 does not change).
        let f = v("freq-scale-guess");
        assert!(close(f[0], 0.5) && close(f[1], 0.5));
        // The printed last value is the halved d and the off-by-one together, not either alone.
        let h = find("d-halved").unwrap();
        let (t, p) = (h.truth().values, h.printed[0]);
        assert!((t[2] - p.value).abs() <= p.rounding, "{t:?}");
        assert!((t[1] - p.value).abs() > p.rounding && (t[0] - p.value).abs() > p.rounding);
        // The slice: plane 8 is far ahead of plane 32 at t = 2048, and far above 20.48.
        let k = v("slice-k8-k32");
        assert!(k[0] > 20.48 && k[0] > 10.0 * k[1]);
        // The transpose: the right form equals the score, the printed one does not.
        let t = v("dropped-transpose");
        assert!(
            (t[0] - t[1]).abs() < 1e-12 && (t[0] - t[2]).abs() > 1e-3,
            "{t:?}"
        );
        // The head dimension, not the embedding width: the slowest pair turns far slower.
        let h = v("head-dim-called-embedding");
        assert!(h[1] > 1000.0 * h[0]);
        // Reordering only reorders attention without a mask; with one it does not.
        let r = v("reorder-only-permutes");
        assert!(
            r[0] > 0.1 && r[1] < 1e-12 && r[2] > 0.1 && r[3] == 0.0,
            "{r:?}"
        );
        // The sinusoidal code moves by one fixed rotation, whatever the start.
        let p = v("sinusoid-no-pattern");
        assert!(p[0] < 1e-12 && p[1] == 0.0);
        // The emoji map: a redder colour can hold the smaller angle; 6 rad is nearly no turn.
        let em = v("emoji-heatmap-colours");
        assert!(em[0] < em[1] && em[2] < em[3] && em[4] < em[5], "{em:?}");
        assert!(em[6].abs() < 0.3, "{em:?}");
        // R_g = R_q R_k (no value vector); the key's angle moves with n by θ.
        let mg = v("magnitudes-r-v");
        assert!(close(mg[2], mg[3]) && mg[0] > mg[1], "{mg:?}");
        let ka = v("key-angle-drops-n");
        assert!(close(ka[0], ka[1]) && close(ka[2], 1.0), "{ka:?}");
        // g's argument: the same offset gives the same angle, the same n does not.
        let g = v("g-argument-n");
        assert!(
            (g[0] - g[1]).abs() < 1e-12 && (g[0] - g[2]).abs() > 0.5,
            "{g:?}"
        );
        let tq = v("theta-q-for-both");
        assert!(
            (tq[0] - tq[1]).abs() < 1e-12 && (tq[0] - tq[2]).abs() > 0.1,
            "{tq:?}"
        );
        // Two rotations per pair make R_(n−m); d/2 angles for d coordinates.
        let cp = v("coordinate-not-pair");
        assert!(cp[0] < 1e-12 && cp[1] * 2.0 == cp[2], "{cp:?}");
        // The causal mask: "The" cannot attend to "cat"; "cat" attends to "The".
        let tc = v("the-attends-to-cat");
        assert!(tc[0] == 0.0 && tc[1] > 0.0 && tc[2] > 0.0, "{tc:?}");
        // A pair's two dimensions share one angle: d/2 angles, not d.
        let ed = v("each-dimension-own-angle");
        assert!(
            ed[0] * 2.0 == ed[1] && (ed[2] - ed[3]).abs() < 1e-12,
            "{ed:?}"
        );
        // Projecting the query twice changes it and the score.
        let xm = v("x-m-query-row");
        assert!((xm[0] - xm[1]).abs() > 1e-3 && xm[2] > 1e-3, "{xm:?}");
        // i numbers d/2 pairs; over d dimensions θ would reach far below the last pair's.
        let rd = v("recap-i-and-d");
        assert!(
            rd[0] == 64.0 && rd[1] == 63.0 && rd[3] < 1e-3 * rd[2],
            "{rd:?}"
        );
        let l = v("lambda-theta-angle");
        assert!((l[1] - 4.0).abs() < 1e-12 && l[2] == l[3]);
        // The same demonstration serves both texts that rotate the embeddings.
        assert_eq!(v("embeddings-rotated"), v("embedding-not-projection"));
        // YaRN: some pairs kept, some fully interpolated, by pair; positions do not matter.
        let y = v("yarn-blend-positions");
        assert!(y[2] > 0.0 && y[3] > 0.0 && y[4] > 0.0 && y[5] < 1e-12);
    }

    #[test]
    fn every_show_me_parses_strictly_and_names_known_views() {
        for e in errata() {
            let p = Config::from_query_with(e.show_me, UI_KEYS)
                .unwrap_or_else(|err| panic!("{}: {err}", e.id));
            assert!(p.unknown_keys.is_empty(), "{}: {:?}", e.id, p.unknown_keys);
            let views: Vec<&str> = p
                .extra
                .iter()
                .filter(|(k, _)| k == "view")
                .flat_map(|(_, v)| v.split(','))
                .collect();
            assert!(!views.is_empty(), "{}: no view in show_me", e.id);
            for v in views.iter().chain(e.views) {
                assert!(View::parse(v).is_some(), "{}: unknown view {v}", e.id);
            }
            assert!(
                !e.views.is_empty() && !e.views.contains(&"mistakes"),
                "{}",
                e.id
            );
        }
    }

    #[test]
    fn ids_are_unique_and_texts_are_plain_sentences() {
        let mut ids: Vec<&str> = errata().iter().map(|e| e.id).collect();
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "duplicate ids");
        for e in errata() {
            assert!(
                e.id.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
                "{}",
                e.id
            );
            assert_eq!(find(e.id).map(|f| f.id), Some(e.id));
            for msg in [e.place(), e.claim(), e.cause(), e.source.title()] {
                // Every message exists in English (a missing one formats as its id in brackets).
                let text = en(&msg);
                assert!(
                    !text.trim().is_empty() && !text.starts_with("[mistakes-"),
                    "{}: {text}",
                    e.id
                );
            }
            // One sentence: ends with a full stop and has no other sentence end inside.
            let cause = en(&e.cause());
            assert!(cause.ends_with('.'), "{}", e.id);
            assert!(!cause[..cause.len() - 1].contains(". "), "{}", e.id);
        }
        assert!(for_view("examples").any(|e| e.id == "mat-cat-total"));
    }

    #[test]
    fn a_place_with_several_mistakes_is_named_once() {
        for view in [
            "compasses",
            "heatmap",
            "score",
            "frequencies",
            "kernel",
            "lesson",
        ] {
            let places = places_for_view(view);
            let ids: Vec<&str> = places.iter().flat_map(|p| p.ids.clone()).collect();
            let mut all: Vec<&str> = for_view(view).map(|l| l.id).collect();
            let mut grouped = ids.clone();
            all.sort_unstable();
            grouped.sort_unstable();
            assert_eq!(grouped, all, "{view}: every link, once");
            let mut names: Vec<(&str, &str)> = places
                .iter()
                .map(|p| (p.source.title_id(), p.section))
                .collect();
            names.dedup();
            assert_eq!(names.len(), places.len(), "{view}: no place twice");
            // A text's places stand together (the view names each text once).
            let mut texts: Vec<&str> = places.iter().map(|p| p.source.title_id()).collect();
            texts.dedup();
            let mut once = texts.clone();
            once.sort_unstable();
            once.dedup();
            assert_eq!(texts.len(), once.len(), "{view}: {texts:?}");
            for p in &places {
                assert!(p
                    .ids
                    .iter()
                    .all(|id| find(id)
                        .is_some_and(|e| e.section == p.section && e.source == p.source)));
            }
        }
        let heatmap = places_for_view("heatmap");
        let slice = heatmap
            .iter()
            .find(|p| en(&Msg::new(p.section)) == "ASCII tour, quick visual slice: t = 2048")
            .map(|p| p.ids.clone());
        assert_eq!(
            slice,
            Some(vec!["slice-k0-t2048", "slice-k63-largest", "slice-k8-k32"])
        );
    }

    #[test]
    fn every_source_has_mistakes_and_there_are_at_least_fifty_two() {
        for source in Source::ALL {
            assert!(errata().iter().any(|e| e.source == source), "{source:?}");
        }
        assert!(errata().len() >= 52, "{}", errata().len());
        // The guide's table of views gives the count the list has.
        let readme = include_str!("../../../docs/guide.md");
        assert!(
            readme.contains(&format!("five source texts ({})", errata().len())),
            "docs/guide.md: update the mistakes count to {}",
            errata().len()
        );
        // Text order: the sources come one after another, in the order of `Source::ALL`.
        let order: Vec<usize> = errata()
            .iter()
            .map(|e| Source::ALL.iter().position(|s| *s == e.source).unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] <= w[1]), "{order:?}");
        // The head-dimension example is the lab's real model.
        let c = find("head-dim-called-embedding").unwrap().state().unwrap();
        assert_eq!(c.rope.dim, crate::rope::base::limits::MODEL_HEAD_DIM);
        assert_eq!(c.rope.base, crate::rope::settings::model_run::BASE);
    }

    #[test]
    fn the_coverage_map_names_every_erratum_and_no_path_outside_the_repository() {
        let coverage = include_str!("../../../docs/coverage.md");
        for e in errata() {
            assert!(coverage.contains(&format!("`{}`", e.id)), "{}", e.id);
        }
        for source in Source::ALL {
            assert!(coverage.contains(&en(&source.title())), "{source:?}");
        }
        assert!(!coverage.contains(".txt") && !coverage.contains("shared/"));
        // The other way round: every id the map names after "erratum" or "errata" is one.
        let mut named = 0;
        for (i, _) in coverage.match_indices("errat") {
            let rest = &coverage[i..];
            let list = if rest.starts_with("erratum `") {
                &rest["erratum ".len()..]
            } else if rest.starts_with("errata `") {
                &rest["errata ".len()..]
            } else {
                continue;
            };
            // Backticked ids separated by ", " or " and ".
            let mut tail = list;
            while let Some(body) = tail.strip_prefix('`') {
                let end = body.find('`').unwrap();
                let id = &body[..end];
                assert!(
                    find(id).is_some(),
                    "coverage.md names an unknown erratum `{id}`"
                );
                named += 1;
                tail = &body[end + 1..];
                tail = tail
                    .strip_prefix(", ")
                    .or_else(|| tail.strip_prefix(" and "))
                    .unwrap_or("");
            }
        }
        assert!(named >= errata().len(), "{named}");
        // It gives the mistakes view's count, and its view list names views of the registry.
        assert!(
            coverage.contains(&format!(
                "every erratum named here ({} as of",
                errata().len()
            )),
            "coverage.md: update the count to {}",
            errata().len()
        );
        let views = coverage
            .split("Views: ")
            .nth(1)
            .and_then(|v| v.split(". ").next())
            .unwrap_or("");
        let listed: Vec<&str> = views
            .split('`')
            .skip(1)
            .step_by(2)
            .take_while(|name| !name.is_empty())
            .collect();
        assert!(listed.len() >= 10, "coverage.md's view list: {listed:?}");
        for name in listed {
            assert!(
                View::parse(name).is_some(),
                "coverage.md's view list names {name}, which the registry lacks"
            );
        }
        assert!(
            !coverage.contains("new: "),
            "coverage.md marks a gap as new"
        );
    }

    #[test]
    fn the_page_carries_the_titles_and_places_its_own_views_link_to() {
        use crate::rope::base::i18n::{english_page, Lang, Messages};
        let (page, errors) = Messages::new(Lang::En, &english_page());
        assert!(errors.is_empty(), "{errors:?}");
        for source in Source::ALL {
            assert!(page.has(source.title_id()), "{source:?}");
        }
        for view in View::ALL.into_iter().filter(|v| v.in_page()) {
            for link in for_view(view.as_str()) {
                assert!(
                    page.has(link.section),
                    "{}: {} belongs in page/mistakes.ftl",
                    link.id,
                    link.section
                );
            }
        }
    }

    /// The numbers of a text, in order (runs of digits with their decimal point).
    fn numbers(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut run = String::new();
        for ch in text.chars().chain(std::iter::once(' ')) {
            if ch.is_ascii_digit() || (ch == '.' && !run.is_empty()) {
                run.push(ch);
            } else if !run.is_empty() {
                out.push(run.trim_end_matches('.').to_string());
                run.clear();
            }
        }
        out.sort();
        out
    }

    #[test]
    fn translations_keep_the_numbers_the_english_texts_quote() {
        use crate::rope::base::i18n::{Lang, Messages};
        let read = |lang: Lang| -> Messages {
            let files: Vec<(String, String)> = ["page", "parts"]
                .iter()
                .map(|g| {
                    let path = format!("www/locales/{}/{g}/mistakes.ftl", lang.code());
                    (path.clone(), std::fs::read_to_string(&path).unwrap())
                })
                .collect();
            let refs: Vec<(&str, &str)> = files
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            let (m, errors) = Messages::new(lang, &refs);
            assert!(errors.is_empty(), "{lang}: {errors:?}");
            m
        };
        let english = read(Lang::En);
        for lang in [Lang::ZhCn, Lang::Es] {
            let here = read(lang);
            for e in errata() {
                for m in [e.place(), e.claim(), e.cause()] {
                    assert!(here.has(&m.id), "{lang}: {}", m.id);
                    assert_eq!(
                        numbers(&here.text(&m)),
                        numbers(&english.text(&m)),
                        "{lang}: {}",
                        m.id
                    );
                }
                let t = e.truth().text;
                assert_eq!(
                    numbers(&here.text(&t)),
                    numbers(&english.text(&t)),
                    "{lang}: {}",
                    t.id
                );
            }
        }
    }

    #[test]
    fn the_errors_already_known_to_the_widget_are_listed() {
        let t = find("mat-cat-total").unwrap().truth();
        assert!((t.values[1] - 1.19947).abs() < 5e-6);
        let t = find("mat-query-75").unwrap().truth();
        assert!((t.values[0] + 0.3725).abs() < 5e-5 && (t.values[1] - 0.9280).abs() < 5e-5);
        assert!(find("identity-sign").is_some());
    }

    #[test]
    fn every_source_has_a_title_of_its_own_and_links_name_their_views() {
        let mut titles: Vec<String> = Source::ALL.iter().map(|s| en(&s.title())).collect();
        for title in &titles {
            // A title, not a path or a file name.
            assert!(title.len() > 10 && !title.contains('/') && !title.contains(".txt"));
        }
        titles.sort_unstable();
        titles.dedup();
        assert_eq!(titles.len(), Source::ALL.len());
        for e in errata() {
            let views = show_me_views(e.show_me);
            assert!(
                !views.is_empty(),
                "{}: the link names a view to scroll to",
                e.id
            );
        }
        assert_eq!(
            show_me_views("dim=4&view=score,heatmap"),
            vec![View::Score, View::Heatmap]
        );
        assert_eq!(show_me_views("view=nope,quiz"), vec![View::Quiz]);
    }
}
