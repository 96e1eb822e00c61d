//! The mistakes in the five source texts ropescope teaches from (named by their titles in
//! [`Source`]; `docs/coverage.md` maps them section by section), for the `mistakes` view.
//!
//! Each erratum paraphrases what a text says (with the text's own wrong number, which is the one
//! number stored here), names the cause in one sentence, and carries a `show_me` link: a query
//! string for the widget's own parser that loads the state demonstrating the truth. The truth
//! itself is never stored: [`Erratum::truth`] loads that same state and computes the right
//! values with the core (frequencies, rotations, score decomposition, scaling). If the core
//! agreed with a text, the tests below would fail.

use crate::rope::base::error::ConfigError;
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

    /// The title the mistakes view names the text by.
    pub fn title(self) -> &'static str {
        match self {
            Source::Walkthrough => "A PyTorch walkthrough of RoPE",
            Source::Slides => "Lecture slides on RoFormer",
            Source::Derivation => "A derivation of the score, pair by pair",
            Source::Lesson => "A course lesson with check-yourself questions",
            Source::Context => "Notes on context extension (PI, NTK, YaRN)",
        }
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
    /// Where in the text, in our words.
    pub section: &'static str,
    /// What the text says, paraphrased, with its own number(s).
    pub claim: &'static str,
    /// The cause, in one sentence.
    pub cause: &'static str,
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
    pub text: String,
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
                text: format!("The demonstration could not be loaded: {e}"),
            },
        }
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
        claim: $claim:expr,
        cause: $cause:expr,
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
            claim: $claim,
            cause: $cause,
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
        section: "ASCII tour, the tables: identity check",
        claim: "The check over the full 128-dimensional head is stated as ⟨R(t1)q, R(t2)k⟩ = ⟨q, R(t1 − t2)k⟩.",
        cause: "Swapped sign: moving R(t1) across the dot product turns it into its transpose R(−t1), so the key ends up turned by t2 − t1, not t1 − t2.",
        show_me: "view=kernel,score&dim=128&layout=interleaved",
        views: &["kernel", "invariance", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: identity_sign,
    },
    Erratum {
        id: "slice-t0-angles",
        source: Source::Walkthrough,
        section: "ASCII tour, quick visual slice: t = 0",
        claim: "At position t = 0 the slice lists small non-zero angles: about 0.008 rad for plane 8, 0.032 for plane 32 and 0.063 for plane 63.",
        cause: "The angle is the position times the plane's frequency, so at t = 0 every plane's angle is exactly zero, whatever its frequency.",
        show_me: "view=heatmap&dim=128&layout=interleaved",
        views: &["heatmap", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.008, 0.0005), printed(0.032, 0.0005), printed(0.063, 0.0005)],
        compute: slice_t0_angles,
    },
    Erratum {
        id: "dropped-base",
        source: Source::Walkthrough,
        section: "ASCII tour, quick visual slice",
        claim: "The slice writes the frequencies as ω[k] = 10^(−2k/D) and gives the slowest plane ω63 ≈ 10^(−0.984).",
        cause: "Dropped base: the base is 10000, not 10, and since 10000 = 10^4 the true exponent of ten is four times larger.",
        show_me: "view=frequencies&dim=128&layout=interleaved",
        views: &["frequencies", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(-0.984, 0.0005)],
        compute: dropped_base,
    },
    Erratum {
        id: "slice-k0-t2048",
        source: Source::Walkthrough,
        section: "ASCII tour, quick visual slice: t = 2048",
        claim: "At position t = 2048 the slice gives plane 0 the angle θ = 0.",
        cause: "Plane 0 turns one radian per position, so its angle at position t is t itself; zero is its angle only at t = 0.",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.0, 0.0005)],
        compute: slice_k0_t2048,
    },
    Erratum {
        id: "slice-k63-largest",
        source: Source::Walkthrough,
        section: "ASCII tour, quick visual slice: t = 2048",
        claim: "At position t = 2048 the slice says plane 63 has the largest angle of all planes.",
        cause: "Reversed order: at a fixed position the angle t·ω_k shrinks as k grows, because ω_k = base^(−2k/D) falls with k.",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Conceptual,
        printed: &[printed(63.0, 0.5)],
        compute: slice_k63_largest,
    },
    Erratum {
        id: "slice-k8-k32",
        source: Source::Walkthrough,
        section: "ASCII tour, quick visual slice: t = 2048",
        claim: "At position t = 2048 the slice puts plane 8's angle at about 20.48 times some negative power of ten and says plane 32's angle is larger.",
        cause: "Reversed order again, with a misplaced number: 20.48 is 2048·ω_32, plane 32's angle, and plane 8, which turns faster, is far ahead of it.",
        show_me: SLICE_2048,
        views: &["heatmap", "kernel"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: slice_k8_k32,
    },
    Erratum {
        id: "speed-order-reversed",
        source: Source::Walkthrough,
        section: "ASCII tour, after the slice and in the compass summary",
        claim: "High-k planes (compasses) are said to spin fastest and track local order, low-k planes to barely turn and track long-range order.",
        cause: "Reversed: ω_k = base^(−2k/D) is largest at k = 0, so the low-k planes spin fastest and the high-k planes slowest.",
        show_me: "view=compasses&dim=128&layout=interleaved",
        views: &["compasses", "frequencies", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: speed_order,
    },
    Erratum {
        id: "emoji-heatmap-colours",
        source: Source::Walkthrough,
        section: "The freqs table seen as a heat-map of emoji",
        claim: "The emoji heat-map of the 8-dimensional angle table colours 0.06 rad yellow but 0.1 rad blue, 0.6 rad orange but 1.0 rad yellow, and 1.5 rad red but 2.0 rad orange, then reads the colours as amounts of rotation (position 4 gets \"a massive rotation\" from pair 0).",
        cause: "The colours follow each column's own scale, not the angle, so a redder cell can hold the smaller angle, and an angle is no amount anyway: pair 0 at position 6 has turned almost a full turn, which on the dial is nearly no turn at all.",
        show_me: "view=heatmap&dim=8&layout=interleaved",
        views: &["heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: emoji_colours,
    },
    Erratum {
        id: "embedding-not-projection",
        source: Source::Walkthrough,
        section: "1. The semantic meaning (the \"what\")",
        claim: "The vector that RoPE rotates is said to come straight from the initial word-embedding layer, with all meaning and no position in it.",
        cause: "Wrong place: RoPE rotates the query and key projections inside every attention layer and head, whose inputs already carry position after the first layer, and rotating the raw embedding before the projections would lose the relative-position property.",
        show_me: "view=absolute",
        views: &["absolute", "attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: embedding_not_projection,
    },
    Erratum {
        id: "mat-query-75",
        source: Source::Walkthrough,
        section: "The cat sat on the mat: rotating the query of \"mat\"",
        claim: "The slow pair of \"mat\", [0.8, 0.6], turned by 75°, is given as [0.02, 0.99].",
        cause: "Arithmetic slip: the first entry is 0.8·cos 75° − 0.6·sin 75°, and the sine term is the larger one, so it is negative.",
        show_me: CAT_MAT,
        views: &["examples", "score"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.02, 0.005), printed(0.99, 0.005)],
        compute: mat_query_75,
    },
    Erratum {
        id: "cat-key-15",
        source: Source::Walkthrough,
        section: "The cat sat on the mat: rotating the key of \"cat\"",
        claim: "The slow pair of \"cat\", [0.9, 0.4], turned by 15°, is given as [0.77, 0.64].",
        cause: "Arithmetic slip in the second entry, 0.9·sin 15° + 0.4·cos 15° (the first entry is right to two decimals).",
        show_me: CAT_MAT,
        views: &["examples", "score"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.64, 0.005)],
        compute: cat_key_15,
    },
    Erratum {
        id: "mat-cat-total",
        source: Source::Walkthrough,
        section: "The cat sat on the mat: the score",
        claim: "The slow pair is said to contribute 0.65, so the score is 0.91 + 0.65 = 1.56.",
        cause: "Carried error: 0.65 is the dot product of the two wrongly rotated pairs above, while the fast pair's 0.91 is right.",
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
        section: "Attention weights: positive, summing to 1, the softmax",
        claim: "With m keys, the weights are asked to sum to 1 over i = 1 to n, and the scaled softmax is printed as exp(qᵀk_i/√d) over Σ_i exp(qᵀk_j/√d).",
        cause: "Index letters that do not match: the normalising sum runs over all m keys with an index of its own (j = 1 to m), while the printed sum runs over i with a term in k_j that does not contain i, which adds m copies of one key's term.",
        show_me: "view=attention",
        views: &["attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: softmax_index,
    },
    Erratum {
        id: "dot-product-not-a-metric",
        source: Source::Slides,
        section: "Choosing the similarity: the dot product",
        claim: "The dot product is called a distance metric that measures the angle between two vectors.",
        cause: "A similarity, not a distance: a metric is 0 between a vector and itself and grows as two vectors move apart, while q·q is the squared length of q and the dot product also grows with the lengths, not only with the angle.",
        show_me: "view=score&dim=4&q=0.7,0.7,0.8,0.6",
        views: &["score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: dot_not_metric,
    },
    Erratum {
        id: "variance-not-linear",
        source: Source::Slides,
        section: "Why scale by 1/√d",
        claim: "The variance of the sum of d products of independent standard normals is said to be d by linearity of variance.",
        cause: "Wrong property: variance is not linear (a constant comes out squared, as the next line's Var(cX) = c²Var(X) says), and the d variances add up because the products are uncorrelated, which is what makes the sum's variance d.",
        show_me: "view=lesson&dim=16",
        views: &["lesson", "attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: variance_not_linear,
    },
    Erratum {
        id: "llama2-7b-not-gqa",
        source: Source::Slides,
        section: "RoPE in practice: the table of open models",
        claim: "The table gives LLaMA2-7B grouped-query attention (GQA) as its attention variant.",
        cause: "Wrong attention type: Llama 2 7B has as many key-value heads as query heads, so every query head has its own keys and values (plain multi-head attention), and Meta used grouped-query attention only in the larger Llama 2 models.",
        show_me: LLAMA2_ATTENTION,
        views: &["attention"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: llama2_heads,
    },
    Erratum {
        id: "dropped-transpose",
        source: Source::Slides,
        section: "Goals, and the result of the derivation",
        claim: "The score is written q_mᵀk_n = x_mᵀ W_q R_(n−m) W_k x_n, both as the goal and as the final result of (R_m W_q x_m)ᵀ(R_n W_k x_n).",
        cause: "Dropped transpose: the transpose of R_m W_q x_m is x_mᵀ W_qᵀ R_mᵀ, so the form is x_mᵀ W_qᵀ R_(n−m) W_k x_n, and without the transpose it uses a different matrix unless W_q is symmetric.",
        show_me: "view=absolute&dim=8",
        views: &["absolute", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: dropped_transpose,
    },
    Erratum {
        id: "magnitudes-r-v",
        source: Source::Slides,
        section: "Re-interpretation in complex form",
        claim: "The magnitudes of the complex form are labelled R_{q,k,v}, beside the angles Θ_{q,k,g}.",
        cause: "Wrong letter: the three magnitudes belong to f_q, f_k and g, the score, as the angles' labels say, and no value vector takes part in the derivation (RoPE never turns the values).",
        show_me: POLAR_LONG_Q,
        views: &["lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: magnitudes_q_k_g,
    },
    Erratum {
        id: "key-angle-drops-n",
        source: Source::Slides,
        section: "Re-interpretation in complex form",
        claim: "The key is written f_k(x_k, n) = R_k(x_k, n)e^(iΘ_k(x_k)), with no position in the key's angle.",
        cause: "Dropped argument: the key's angle moves with its position, Θ_k(x_k, n), as the query's Θ_q(x_q, m) does beside it, and without n the key would not turn at all.",
        show_me: POLAR_NEXT,
        views: &["invariance", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: key_angle_moves,
    },
    Erratum {
        id: "theta-k-minus-theta-k",
        source: Source::Slides,
        section: "Derivation: setting m = n (and its later recap)",
        claim: "With m = n, the angle difference Θ_k − Θ_q is reduced to θ_k − θ_k, which would always be zero.",
        cause: "Typo: the second initial angle belongs to the query, so the difference is θ_k − θ_q, which is zero only when q and k point the same way.",
        show_me: POLAR_SAME,
        views: &["compasses", "invariance"],
        kind: Kind::Conceptual,
        printed: &[printed(0.0, 0.0005)],
        compute: theta_k_minus_theta_q,
    },
    Erratum {
        id: "g-argument-n",
        source: Source::Slides,
        section: "Derivation: a solution for the magnitudes",
        claim: "Recalling the two conditions, the slide writes R_q(x_q, m)R_k(x_k, n) = R_g(x_q, x_k, n) and Θ_k(x_k, n) − Θ_q(x_q, m) = Θ_g(x_q, x_k, n), with n as g's last argument.",
        cause: "Dropped term: g takes the offset n − m, and with n alone the right side would depend on where the key stands, while the angle difference changes when the query moves and the key stays.",
        show_me: POLAR_NEXT,
        views: &["invariance", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: g_argument_offset,
    },
    Erratum {
        id: "magnitude-drops-q-norm",
        source: Source::Slides,
        section: "Derivation: a solution for the magnitudes",
        claim: "The magnitude of g is concluded to be R_g(x_q, x_k, n − m) = R_g(x_q, x_k, 0) = ‖k‖.",
        cause: "Dropped factor: at distance 0 the magnitudes multiply, R_g(x_q, x_k, 0) = R_q R_k = ‖q‖‖k‖, as the line before it says, so ‖q‖ belongs in the result.",
        show_me: POLAR_LONG_Q,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: magnitude_product,
    },
    Erratum {
        id: "phi-step-sign",
        source: Source::Slides,
        section: "Derivation: substituting n = m + 1",
        claim: "Substituting n = m + 1 is written as Θ_k(m + 1) − Θ_q(m) = φ(m + 1) − φ(m) + θ_q − θ_k.",
        cause: "Swapped sign: Θ_k adds θ_k and Θ_q adds θ_q, so their difference contains θ_k − θ_q; the opposite sign appears only after moving it to the other side.",
        show_me: POLAR_NEXT,
        views: &["compasses", "invariance"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: phi_step_sign,
    },
    Erratum {
        id: "theta-q-for-both",
        source: Source::Slides,
        section: "Derivation: the arithmetic progression and the angular component",
        claim: "The angular component found for both vectors is written Θ_{q,k}(x_{q,k}, m) = mθ + γ + θ_q, the query's initial angle in the key's too.",
        cause: "Index slip: each vector keeps its own initial angle, Θ_k(x_k, m) = mθ + γ + θ_k, and with θ_q in both the difference Θ_k − Θ_q would lose θ_k − θ_q, the part that carries what q and k contain.",
        show_me: POLAR_SAME,
        views: &["lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_q_for_both,
    },
    Erratum {
        id: "exponent-parentheses",
        source: Source::Slides,
        section: "Derivation: putting it all together",
        claim: "The solution is written f_q(x_q, m) = ‖q‖e^(iθ_q + mθ + γ), with only θ_q multiplied by i.",
        cause: "Dropped parentheses: the whole angle θ_q + mθ + γ belongs in the imaginary exponent, e^(i(θ_q + mθ + γ)), while as printed e^(mθ + γ) is a real factor that would stretch the vector at every step instead of turning it.",
        show_me: POLAR_ONE,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: exponent_parentheses,
    },
    Erratum {
        id: "initial-conditions-x-n",
        source: Source::Slides,
        section: "Derivation: putting it all together",
        claim: "The initial conditions are set to q = W_q x_n and k = W_k x_n, both from the token at n.",
        cause: "Index slip: the query comes from the token at m, q = W_q x_m, as the next line's f_q(x_m, m) = (W_q x_m)e^(imθ) has it, and with both from x_n the score would compare the key's token with itself.",
        show_me: "view=absolute,score",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: query_from_x_m,
    },
    Erratum {
        id: "gamma-doubled",
        source: Source::Slides,
        section: "Derivation: the recap before the rotation matrix",
        claim: "The recap of the angle reads Θ_(q,k)(x, m) = mθ + γ + γ.",
        cause: "Doubled term in place of another: the angle found two slides earlier is mθ + γ + θ_(q,k), so the second γ stands where the vector's own initial angle belongs.",
        show_me: POLAR_ONE,
        views: &["compasses", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: gamma_doubled,
    },
    Erratum {
        id: "coordinate-not-pair",
        source: Source::Slides,
        section: "The result: relative position from two rotations",
        claim: "The last slide says that in each coordinate i the key is turned anti-clockwise by nθ_i, then clockwise by mθ_i.",
        cause: "Index slip: θ_i belongs to pair i, the i-th plane of two coordinates that turn together (d/2 angles for d coordinates), and a single coordinate has no angle to turn by.",
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
        section: "1. Inputs",
        claim: "d, the length of q and k over which the frequencies are spread, is called the embedding dimension (d = 64 in the example).",
        cause: "RoFormer's single-head notation carried into a multi-head model: there q and k are one attention head's vectors, so d is the head dimension (the embedding width divided by the number of heads), and the frequencies base^(−2i/d) use it.",
        show_me: SMOL_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: head_dim_called_embedding,
    },
    Erratum {
        id: "last-frequency-off-by-one",
        source: Source::Derivation,
        section: "2. The positional frequency",
        claim: "For d = 64 the slowest frequency is given as θ_(d/2−1) = 10000^(−1) = 0.0001.",
        cause: "Off-by-one exponent: the last index i = d/2 − 1 gives −2i/d = −(d − 2)/d, which never reaches −1.",
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
        section: "How attention knows token order",
        claim: "Without positional information, reordering the tokens is said to only permute the attention computation, so that the model has no way to tell orderings apart.",
        cause: "True only without a causal mask: a decoder's mask belongs to positions, not to tokens, so a reordering changes which tokens each one can see (decoders trained with no position encoding learn position from it).",
        show_me: "view=attention&rope=off",
        views: &["attention", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: reorder_only_permutes,
    },
    Erratum {
        id: "the-attends-to-cat",
        source: Source::Lesson,
        section: "The relative-position property",
        claim: "Wherever \"the cat\" appears, the lesson says, the model should attend to \"cat\" from \"the\" in the same way, in the causal decoder it teaches (the one llama.cpp runs).",
        cause: "Reversed direction: \"the\" comes before \"cat\", and in a causal decoder a query sees only keys at its own or earlier positions, so \"the\" cannot attend to \"cat\" at all, while \"cat\" attends to \"the\".",
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
        section: "RoPE introduction: the models that use it",
        claim: "GPT-Neo is listed among the models that use rotary position embeddings, beside PaLM, GPT-J and Llama.",
        cause: "GPT-Neo's released checkpoints add a learned absolute position vector to each token's embedding (its successors GPT-J and GPT-NeoX rotate q and k), so its scores depend on where a pair sits, not only on how far apart.",
        show_me: "view=absolute",
        views: &["absolute"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: added_positions_move,
    },
    Erratum {
        id: "sinusoid-no-pattern",
        source: Source::Context,
        section: "Why absolute positions do not extrapolate",
        claim: "Sinusoidal position codes are said to move the vectors around without any pattern, so that the model can only memorise the positions.",
        cause: "The opposite: each sin/cos pair of the code turns by a fixed angle per position, so the code of position p + k is the code of p turned by a 2×2 rotation that depends on k alone.",
        show_me: "view=lesson,absolute&dim=16",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: sinusoid_no_pattern,
    },
    Erratum {
        id: "each-dimension-own-angle",
        source: Source::Context,
        section: "RoPE introduction: the angles",
        claim: "Each dimension of the query and key is said to be rotated by a different angle, a function of the position and of the dimension.",
        cause: "The two dimensions of a pair share one angle, since a rotation turns a plane and not a single coordinate, so a head of d dimensions has d/2 angles at each position, not d.",
        show_me: "view=compasses&dim=8&layout=interleaved&qpos=3",
        views: &["heatmap", "frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: each_dimension_angle,
    },
    Erratum {
        id: "theta-is-frequency",
        source: Source::Context,
        section: "f_q(x_m, m) = (W_q x_m)e^(imθ) and Euler's formula",
        claim: "θ in e^(imθ) is described, twice, as the rotation angle for the m-th position (and elsewhere Θ = {θ_i} as a set of angles).",
        cause: "Frequency taken for the angle: θ is the pair's fixed turn per position, the same at every position, and the angle at position m is m·θ.",
        show_me: "view=compasses&dim=2&q=1,0&qpos=3",
        views: &["compasses", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_is_frequency,
    },
    Erratum {
        id: "x-m-query-row",
        source: Source::Context,
        section: "f_q(x_m, m) = (W_q x_m)e^(imθ) and Euler's formula",
        claim: "x_m in f_q(x_m, m) = (W_q x_m)e^(imθ) is said to be the m-th row of the query matrix, and W_q is then multiplied with that row.",
        cause: "Wrong vector: x_m is the token's input vector (its row of the layer's input), W_q x_m is already its query, and multiplying W_q with a row of the query matrix projects the query a second time.",
        show_me: "view=absolute,score&dim=8",
        views: &["absolute", "score"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: x_m_query_row,
    },
    Erratum {
        id: "theta0-off-by-one",
        source: Source::Context,
        section: "The set Θ, worked out for Llama",
        claim: "Plugging i = 0 into θ_i = 10000^(−2(i−1)/d) gives a first value 10000^(2/4096) = 1.0045, and the list goes on 1.0, 0.9955, 0.9910, …",
        cause: "Off-by-one: that formula numbers the pairs from i = 1, so i = 0 lies outside it and gives a positive exponent, a frequency above 1.",
        show_me: "view=frequencies&dim=128&base=10000&layout=half&orig=4096",
        views: &["frequencies"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.004_507_364, 0.000_000_000_5)],
        compute: theta0,
    },
    Erratum {
        id: "d-is-model-width",
        source: Source::Context,
        section: "The set Θ, worked out for Llama",
        claim: "The d of the frequency formula is taken to be Llama's embedding size, 4096, so the frequencies fall very slowly: the next one after 1.0 is 0.9955.",
        cause: "Wrong dimension: the rotation acts inside each attention head, so d is the head size (model width divided by the number of heads), not the model width.",
        show_me: "view=frequencies&dim=128&base=10000&layout=half&orig=4096",
        views: &["frequencies", "kernel"],
        kind: Kind::Arithmetic,
        printed: &[printed(0.995_512_860_9, 0.000_000_000_05)],
        compute: d_is_model_width,
    },
    Erratum {
        id: "theta-prose-drops-d",
        source: Source::Context,
        section: "The set Θ, worked out for Llama",
        claim: "In words, each θ_i of the set is 10000 raised to the power −2(i − 1).",
        cause: "Dropped term: the formula beside the words divides the exponent by d, and without the division θ_2 would already be 10000^(−2), while with it the first pairs turn close to 1 rad per position.",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: theta_prose_drops_d,
    },
    Erratum {
        id: "freq-scale-guess",
        source: Source::Context,
        section: "The rotation as a matrix",
        claim: "It suggests that the −2 in the exponent is llama.cpp's freq_scale parameter (10000 being its frequency base).",
        cause: "Wrong identification: llama.cpp's freq_scale is the linear-interpolation multiplier L/L' on positions, while the −2 is a fixed part of the exponent −2i/d.",
        show_me: "view=frequencies&scaling=linear&factor=2",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: freq_scale,
    },
    Erratum {
        id: "pi-inverted-ratio",
        source: Source::Context,
        section: "Position Interpolation (PI)",
        claim: "PI is written as m' = m·s = m·L'/L (and f'(x, m) = f(x, m·L'/L)); with L = 1024, L' = 2048 the example evaluates 500·2048/1024 as 250.",
        cause: "Inverted ratio: interpolation divides positions by s = L'/L, that is multiplies them by L/L', so the product as written cannot give the printed result.",
        show_me: "view=frequencies&scaling=linear&factor=2&orig=1024",
        views: &["frequencies", "heatmap", "quiz"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: pi_ratio,
    },
    Erratum {
        id: "ntk-aware-raises-base",
        source: Source::Context,
        section: "NTK interpolation",
        claim: "NTK-aware interpolation is said to divide the range into groups with their own scaling factors, one factor for the low dimensions (high frequencies) and another for the high ones.",
        cause: "No groups: NTK-aware scaling raises the base to b·s^(d/(d−2)), which slows pair i by its own factor s^(2i/(d−2)), rising smoothly from 1 to s, and splitting the pairs into groups by wavelength is NTK-by-parts, the step after it.",
        show_me: "view=frequencies&dim=128&scaling=ntk&factor=4",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: ntk_aware_smooth,
    },
    Erratum {
        id: "ntk-groups-reversed",
        source: Source::Context,
        section: "NTK interpolation",
        claim: "LongRoPE's two groups are described as a low-frequency group for shorter positions with the smaller scaling factor and a high-frequency group for longer positions with the larger factor.",
        cause: "Reversed, and not groups of pairs: LongRoPE keeps two lists with one divisor per pair, short_factor for sequences within the original context and long_factor past it, and in both the fast (high-frequency) pairs get the smallest divisors and the slow (low-frequency) pairs the largest.",
        show_me: concat!("view=frequencies&", crate::rope::settings::presets::phi35_query!()),
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: longrope_lists,
    },
    Erratum {
        id: "lambda-theta-angle",
        source: Source::Context,
        section: "YaRN: the wavelength λ_d",
        claim: "In λ_d = 2π/Θ_d, Θ_d is called the rotation angle of dimension d, and for λ_d = 4 that rotation angle is said to repeat every 4 tokens.",
        cause: "Frequency taken for the angle: 2π/Θ_d counts positions per turn only if Θ_d is the turn per position, which never changes, and what repeats every λ_d positions is the angle m·Θ_d.",
        show_me: "view=heatmap,compasses&dim=2&speeds=90",
        views: &["heatmap", "frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: lambda_theta_angle,
    },
    Erratum {
        id: "yarn-d-is-the-head",
        source: Source::Context,
        section: "YaRN: the wavelength λ_d",
        claim: "In λ_d = 2π·b^(2d/|D|), |D| is glossed as the total number of dimensions of the embedding space.",
        cause: "The formula is YaRN's own, written for a single attention head, so its |D| is the head size (Llama 2: 128, with 64 pairs), and read as the embedding's 4096 dimensions it would describe one rotation of 2048 pairs across the whole embedding, while each head rotates only its own pairs.",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: yarn_d_is_the_head,
    },
    Erratum {
        id: "ntk-same-factor",
        source: Source::Context,
        section: "NTK-by-parts",
        claim: "PI and NTK-aware interpolation are both said to scale every RoPE dimension by the same factor.",
        cause: "True of PI only: NTK-aware raises the base, which divides pair i's frequency by s^(2i/(d−2)), from 1 for the first pair up to s for the last.",
        show_me: "view=frequencies&dim=128&scaling=ntk&factor=4",
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: ntk_same_factor,
    },
    Erratum {
        id: "d-halved",
        source: Source::Context,
        section: "Theta calculation",
        claim: "In θ_j = 10000^(−2j/d), d is said to be half the embedding size (512 for 1024 dimensions); the last value printed is θ_511 ≈ 1.0746e-8.",
        cause: "Halved dimension: the 2j in the exponent already counts pairs, so d must be the full size, and halving it doubles every exponent (the slowest pair lands near 10000^(−2) instead of 10000^(−1)); the printed number also carries the list's j − 1 off-by-one, so neither slip alone reproduces it.",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.074_607_83e-8, 5e-17)],
        compute: d_halved,
    },
    Erratum {
        id: "theta-list-off-by-one",
        source: Source::Context,
        section: "Theta calculation",
        claim: "The printed list starts theta_0 = 1.036633, theta_1 = 1.000000.",
        cause: "Off-by-one: the list was produced with j − 1 in the exponent, so it starts one step before 1, while θ_0 = base^0 is always exactly 1.",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Arithmetic,
        printed: &[printed(1.036_633, 0.000_000_5), printed(1.0, 0.000_000_5)],
        compute: theta_list,
    },
    Erratum {
        id: "wavelength-reversed",
        source: Source::Context,
        section: "Theta calculation",
        claim: "The large first values are said to give longer wavelengths and lower frequencies, and the tiny last values shorter wavelengths and higher frequencies.",
        cause: "Reversed: a pair's wavelength is 2π/θ, so the larger θ, the shorter the wavelength and the higher the frequency.",
        show_me: "view=frequencies&dim=1024",
        views: &["frequencies", "heatmap"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: wavelength_order,
    },
    Erratum {
        id: "embeddings-rotated",
        source: Source::Context,
        section: "The recap after the θ_2 matrices",
        claim: "The recap says RoPE rotates the token embeddings, so that the dot product of two embeddings carries their relative position.",
        cause: "Wrong place: RoPE rotates each head's query and key projections in every attention layer, never the embeddings, and rotating the embeddings before the projections would not leave a score that depends on m − n alone.",
        show_me: "view=absolute",
        views: &["absolute", "lesson"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: embedding_not_projection,
    },
    Erratum {
        id: "recap-i-and-d",
        source: Source::Context,
        section: "The recap after the θ_2 matrices",
        claim: "The recap defines i as the index of the embedding dimension and d as the total number of dimensions of the embedding space.",
        cause: "Wrong indices: i numbers the pairs, 0 to d/2 − 1, and d is one head's size, and the recap also contradicts the same notes' earlier claim that d is half the embedding size.",
        show_me: LLAMA2_HEAD,
        views: &["frequencies"],
        kind: Kind::Conceptual,
        printed: &[],
        compute: recap_i_and_d,
    },
    Erratum {
        id: "yarn-blend-positions",
        source: Source::Context,
        section: "beta_fast and beta_slow (blending)",
        claim: "For a model trained on 512 tokens and extended to 1024, beta_fast and beta_slow are described as a blending range of token positions (400 to 600): interpolated near 400, purely extrapolated beyond 600.",
        cause: "Wrong axis: beta_fast and beta_slow are numbers of turns within the original context that decide which pairs keep their speed, get blended or get fully interpolated, and every position then uses the same frequencies.",
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
        text: format!(
            "Over a whole {d}-dimensional head, q at t1 = {t1} and k at t2 = {t2}: ⟨R(t1)q, R(t2)k⟩ = {lhs:.6} and ⟨q, R(t2 − t1)k⟩ = {right:.6} agree (difference {diff:.1e}), while ⟨q, R(t1 − t2)k⟩ = {printed:.6}.",
            d = c.rope.dim,
            diff = (lhs - right).abs()
        ),
    }
}

fn slice_t0_angles(c: &Config) -> Truth {
    let w = freqs(c);
    let planes = [8, 32, 63];
    let at0: Vec<f64> = planes.iter().map(|&k| angle(0.0, at(&w, k))).collect();
    let at1: Vec<f64> = planes.iter().map(|&k| angle(1.0, at(&w, k))).collect();
    Truth {
        text: format!(
            "θ = t·ω: at t = 0 planes 8, 32 and 63 have angles {:.3}, {:.3} and {:.3} rad. One position later they have turned {:.4}, {:.4} and {:.3e} rad.",
            at0[0], at0[1], at0[2], at1[0], at1[1], at1[2]
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
        text: format!(
            "With base {base} and D = {d}, plane {last} turns ω = {w_last:.4e} = 10^({e:.4}) rad per position. Base 10 would give 10^({e10:.4}) = {base10:.4}.",
            base = c.rope.base,
            d = c.rope.dim,
            e = w_last.log10(),
            e10 = base10.log10()
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
        text: format!(
            "Plane 0 turns {w0} rad per position, so at t = {t} its angle is {a:.1} rad: {turns:.2} full turns, leaving {wrapped:.4} rad ({deg:.1}°) on the dial.",
            w0 = at(&w, 0),
            turns = a / std::f64::consts::TAU,
            deg = wrapped.to_degrees()
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
        text: format!(
            "At t = {t} the largest angle is plane {largest}'s ({:.1} rad) and the smallest is plane {smallest}'s ({:.4} rad): at a fixed position, angles shrink as k grows.",
            at(&angles, largest),
            at(&angles, smallest)
        ),
    }
}

fn slice_k8_k32(c: &Config) -> Truth {
    let w = freqs(c);
    let t = c.query_position() as f64;
    let (a8, a32) = (angle(t, at(&w, 8)), angle(t, at(&w, 32)));
    Truth {
        values: vec![a8, a32],
        text: format!(
            "At t = {t}, plane 8 turns ω_8 = {w8:.4} rad per position and stands at {a8:.1} rad; plane 32 turns ω_32 = {w32} and stands at {a32:.2} rad, {ratio:.1} times less.",
            w8 = at(&w, 8),
            w32 = at(&w, 32),
            ratio = a8 / a32
        ),
    }
}

fn speed_order(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let (first, slow) = (wavelength(at(&w, 0)), wavelength(at(&w, last)));
    Truth {
        values: vec![first, slow],
        text: format!(
            "Plane 0 completes a turn every {first:.2} positions; plane {last} needs {slow:.0} positions for one turn. The low-k planes are the fast ones and see local order."
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
        text: format!(
            "With toy embeddings and projections (d = {d}): rotating after the projections, as models do, scores {:.6} at positions ({m}, {n}) and {:.6} at ({}, {}), the same. Rotating the embeddings before projecting scores {:.6} and {:.6}: the score then depends on where the pair sits.",
            v[0], v[1], m + shift, n + shift, v[2], v[3],
            d = c.rope.dim
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
        text: format!(
            "With toy embeddings and projections (d = {d}), query at m = {m}, key at n = {n}: (R_m W_q x_m)ᵀ(R_n W_k x_n) = {score:.6} and x_mᵀ W_qᵀ R_(n−m) W_k x_n = {right:.6} agree (difference {diff:.1e}); the printed x_mᵀ W_q R_(n−m) W_k x_n gives {printed:.6}.",
            d = c.rope.dim,
            diff = (score - right).abs()
        ),
    }
}

fn mat_query_75(c: &Config) -> Truth {
    let rq = score(c).map(|s| s.rotated_q).unwrap_or_default();
    let (a, b) = (at(&rq, 2), at(&rq, 3));
    Truth {
        values: vec![a, b],
        text: format!("Turned by 75°, [0.8, 0.6] becomes [{a:.4}, {b:.4}]."),
    }
}

fn cat_key_15(c: &Config) -> Truth {
    let rk = score(c).map(|s| s.rotated_k).unwrap_or_default();
    let (a, b) = (at(&rk, 2), at(&rk, 3));
    Truth {
        values: vec![b, a],
        text: format!("Turned by 15°, [0.9, 0.4] becomes [{a:.4}, {b:.4}]."),
    }
}

fn mat_cat_total(c: &Config) -> Truth {
    match score(c) {
        Ok(s) => {
            let fast = s.pairs.first().map_or(f64::NAN, |p| p.contribution);
            let slow = s.pairs.get(1).map_or(f64::NAN, |p| p.contribution);
            Truth {
                values: vec![slow, s.total, fast],
                text: format!(
                    "The slow pair contributes {slow:.5} (its unrotated dot times cos 60° plus its cross term times sin 60°), so the score is {fast:.5} + {slow:.5} = {total:.5}.",
                    total = s.total
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: e.to_string(),
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
        text: format!(
            "q = [{q}] and k = [{k}], both at position {m}: after rotation Θ_k − Θ_q = {d:.4} rad, exactly θ_k − θ_q = {right:.4} rad from before it; θ_k − θ_k would be {printed}.",
            q = fmt_vec(&c.query_vector()),
            k = fmt_vec(&c.key_vector()),
            m = p.m,
            d = p.rotated_diff
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
        text: format!(
            "One pair turning φ(m+1) − φ(m) = {step} rad per position, q = [{q}] at m = {m}, k = [{k}] at m + 1: Θ_k(m+1) − Θ_q(m) = {d:.4} rad, which is φ(m+1) − φ(m) + θ_k − θ_q = {right:.4}; the slide's φ(m+1) − φ(m) + θ_q − θ_k gives {printed:.4}.",
            q = fmt_vec(&c.query_vector()),
            k = fmt_vec(&c.key_vector()),
            m = p.m,
            d = p.rotated_diff
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
        text: format!(
            "{name} has an embedding width of {width} and {MODEL_HEADS} heads, so each q and k has d = {d} entries ({pairs} pairs): the slowest pair turns {wl:.3e} rad per position. With the embedding width {width} as d, that same pair {last} would turn {with_width:.3} rad per position, {ratio:.0} times faster.",
            name = crate::rope::settings::model_run::NAME,
            d = c.rope.dim,
            pairs = w.len(),
            wl = at(&w, last),
            ratio = with_width / at(&w, last)
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
    let names = masked.same_word.map_or_else(String::new, |s| {
        format!(
            "\"{}\" and \"{}\" (the same vectors)",
            token_text(c, s.first as u64 + c.sentence.offset),
            token_text(c, s.second as u64 + c.sentence.offset)
        )
    });
    Truth {
        values: vec![
            masked.reorder_gap,
            open.reorder_gap,
            rows(&masked),
            rows(&open),
        ],
        text: format!(
            "RoPE off, \"{text}\" put in reverse order: with a decoder's causal mask the weights differ from the reversed matrix by up to {mg:.4}, and {names} get rows up to {mr:.4} apart. Only without the mask does reordering just reorder the matrix (differences {og:.1e} and {or}).",
            text = c.sentence.text,
            mg = masked.reorder_gap,
            mr = rows(&masked),
            og = open.reorder_gap,
            or = rows(&open)
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
        text: format!(
            "With d = {d}, the sin/cos pair i of the code turns 1/{base}^(2i/d) rad per position: {s0} for pair 0, {sl:.3e} for pair {last}. Moving the code of positions 0, 7 and 100 on by {shift} is one fixed 2×2 rotation per pair, the same for all three (largest error {error:.1e}): the code moves by a rule, not at random.",
            d = c.rope.dim,
            base = c.rope.base,
            s0 = step(0),
            sl = step(last)
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
        text: format!(
            "For d = {d} the last pair is i = {last}, with exponent −2·{last}/{d} = {exponent}: θ_{last} = {base}^({exponent}) = {wl:.4e}.",
            d = c.rope.dim,
            base = c.rope.base
        ),
    }
}

fn theta_is_frequency(c: &Config) -> Truth {
    let w = at(&freqs(c), 0);
    let a: Vec<f64> = (1..=3).map(|m| angle(m as f64, w)).collect();
    Truth {
        text: format!(
            "The pair turns θ = {w} rad per position at every position: its angle is {:.1} rad at position 1, {:.1} at 2 and {:.1} at 3, that is m·θ.",
            a[0], a[1], a[2]
        ),
        values: a,
    }
}

fn theta0(c: &Config) -> Truth {
    let w = freqs(c);
    let fastest = w.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    Truth {
        values: vec![at(&w, 0), fastest],
        text: format!(
            "Counting pairs from 0 (θ_i = base^(−2i/d)), the first pair turns θ_0 = {w0} rad per position (d = {d} here, and the same for any d); no pair turns faster (the largest is {fastest}).",
            w0 = at(&w, 0),
            d = c.rope.dim
        ),
    }
}

fn d_is_model_width(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    Truth {
        values: vec![at(&w, 1), at(&w, last)],
        text: format!(
            "Llama 2 7B has 32 heads of {d} dimensions (4096/32). With d = {d} the frequencies go 1, {w1:.4}, {w2:.4}, … down to {wl:.3e} for the slowest of the {pairs} pairs.",
            d = c.rope.dim,
            w1 = at(&w, 1),
            w2 = at(&w, 2),
            wl = at(&w, last),
            pairs = w.len()
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
                format!("{lo}")
            } else {
                format!("{lo} to {hi}")
            };
            Truth {
                values: vec![lo, hi],
                text: format!(
                    "Linear interpolation by {f} multiplies the frequency of every one of the {n} pairs by {by}, which is llama.cpp's freq_scale (1/{f}); the exponent −2i/d of the base is the same with or without it.",
                    f = c.scaling.params.factor,
                    n = ratios.len()
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: e.to_string(),
        },
    }
}

fn pi_ratio(c: &Config) -> Truth {
    let (scaled, plain) = match scaled(c) {
        Ok(s) => (at(&s.inv_freq, 0), at(&s.inv_freq_unscaled, 0)),
        Err(_) => (f64::NAN, f64::NAN),
    };
    let m = 500.0;
    let (orig, long) = (
        c.scaling.params.orig as f64,
        c.scaling.params.orig as f64 * c.scaling.params.factor,
    );
    let equivalent = m * scaled / plain;
    let as_written = m * long / orig;
    Truth {
        values: vec![equivalent, as_written],
        text: format!(
            "Stretching {orig} trained positions to {long} divides every frequency by {f}, so position {m} turns exactly as position {equivalent} did in training ({m}·L/L'). The product as written, {m}·L'/L, is {as_written}.",
            f = c.scaling.params.factor
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
                text: e.to_string(),
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
        text: format!(
            "NTK-aware scaling by {f} (d = {d}) raises the base from {b} to {nb:.1}. Every pair gets its own slowdown: {:.4} for pair 0, {:.4} for pair {mid}, {:.4} for pair {last}, each pair slowed {lo:.6} times more than the one before ({n} different factors for {pairs} pairs). There are no groups: one smooth rule covers all of them.",
            at(&r, 0),
            at(&r, r.len() / 2),
            at(&r, last),
            f = c.scaling.params.factor,
            d = c.rope.dim,
            b = c.rope.base,
            nb = s.effective_base.unwrap_or(f64::NAN),
            mid = r.len() / 2,
            n = distinct.len(),
            pairs = r.len()
        ),
    }
}

fn longrope_lists(c: &Config) -> Truth {
    let s = match scaled(c) {
        Ok(s) => s,
        Err(e) => {
            return Truth {
                values: Vec::new(),
                text: e.to_string(),
            }
        }
    };
    let Some(l) = &s.longrope else {
        return Truth {
            values: Vec::new(),
            text: "This state has no LongRoPE lists.".to_string(),
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
        "each list rises or stays level from every pair to the next".to_string()
    } else {
        format!("short_factor falls at {fs} and long_factor at {fl} of the {last} steps from one pair to the next")
    };
    Truth {
        values: vec![
            at(&short, 0),
            at(&short, last),
            at(&long, 0),
            at(&long, last),
            (fs + fl) as f64,
        ],
        text: format!(
            "Phi-3.5-mini's LongRoPE (d = {d}) has no frequency groups: it has two lists of {pairs} divisors, one per pair in each, and the sequence length picks the list: short_factor while the sequence fits {orig} positions, long_factor once it is longer. In both the fast pairs are divided least and the slow ones most: short_factor runs from {:.4} (pair 0) to {:.4} (pair {last}), long_factor from {:.4} to {:.4}, and {order}. The larger factors go to the low frequencies, and the list for long sequences is the larger one.",
            at(&short, 0),
            at(&short, last),
            at(&long, 0),
            at(&long, last),
            d = c.rope.dim,
            pairs = short.len(),
            orig = l.orig
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
        text: format!(
            "The query \"{query}\" over all m = {m} keys of \"{text}\" (no mask): the weights run from {lo:.4} to {hi:.4} and add up to {sum:.6}, the denominator summing every key's exp(q·k_j/√d) over its own index j = 1 to m. A denominator of m copies of the weighted key's own term would give every key {even:.4}, whatever the scores.",
            text = c.sentence.text,
            even = 1.0 / m as f64
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
        text: format!(
            "q = [{v}]: its distance to itself is {d0}, its dot product with itself {qq:.4} (its squared length). Doubling it moves 2q a distance {d1:.4} away, yet the dot product grows to {q2q:.4}: a distance grows as vectors move apart, while the dot product is a similarity that grows with both the alignment and the lengths.",
            v = fmt_vec(&q)
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
        text: format!(
            "Over {n} seeded samples at d = {d}: q·k with independent standard normal q and k has variance {a:.2}, about d. The same d terms made dependent, q·q, have variance {b:.2}, about 2d; and 2q·k has {c2:.2}, about 4d, not 2d. The sum's variance is d because the products are uncorrelated, and variance is not linear.",
            n = v.samples,
            d = c.rope.dim,
            a = v.independent,
            b = v.same_vector,
            c2 = v.doubled
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
        text: format!(
            "q = [{qv}] (length {nq:.4}) at m = {m} and k = [{kv}] (length {nk:.4}) at n = {n}: after rotation the magnitude of their product is {rg:.4} = ‖q‖‖k‖ = {p:.4}, at this distance as at distance 0. ‖k‖ alone is {nk:.4}.",
            qv = fmt_vec(&q),
            kv = fmt_vec(&k),
            p = nq * nk
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
        text: format!(
            "One pair turning θ = {w} rad per position, q = [{qv}] at m = {m}, γ = 0: e^(i(θ_q + mθ)) has length 1, so f_q keeps the length ‖q‖ = {norm:.4}, as the turned vector's {turned:.4} shows. As printed, e^(iθ_q + mθ) = e^(mθ)·e^(iθ_q) would stretch it to ‖q‖e^(mθ) = {printed:.4} at m = {m}, more at every later position.",
            w = p.w,
            m = p.m,
            qv = fmt_vec(&q)
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
        text: format!(
            "With γ = 0, as the slides choose, q = [{qv}] (initial angle θ_q = {tq:.4} rad) at m = {m} on a pair turning θ = {w} rad per position points at {turned:.4} rad after rotation: mθ + θ_q = {right:.4}. The recap's mθ + γ + γ would give {printed:.4} for every query at m, whatever its own direction.",
            qv = fmt_vec(&q),
            tq = p.theta_q,
            m = p.m,
            w = p.w
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
        text: format!(
            "With toy embeddings and projections (d = {d}), the query \"{tq}\" at m = {m} and the key \"{tk}\" at n = {n}: q = W_q x_m gives the score {right:.6}. With q = W_q x_n, as printed, the query is made from \"{tk}\" too and the score is {printed:.6}: the key's token against itself.",
            d = c.rope.dim
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
        text: format!(
            "A position vector added to each embedding (the absolute view's sinusoidal code here; GPT-Neo learns its vectors, with the same effect): with toy embeddings and projections (d = {d}), the score is {:.6} at positions ({m}, {n}) and {:.6} at ({}, {}), the same distance apart. Rotating q and k instead, as RoPE does, scores {:.6} at both.",
            a.absolute_total,
            b.absolute_total,
            m + shift,
            n + shift,
            a.rope,
            d = c.rope.dim
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
        text: format!(
            "With d = {d}: θ_2 = {b}^(−2/{d}) = {:.4} rad per position, and the last, θ_{pairs} = {b}^(−{e}/{d}) = {:.3e}. Without the division by d, θ_2 would be {b}^(−2) = {without:.0e}, already a pair that barely turns, and every later θ smaller still.",
            at(&w, 1),
            at(&w, last),
            d = c.rope.dim,
            b = c.rope.base,
            pairs = w.len(),
            e = 2 * last
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
        text: format!(
            "Llama 2 7B: {LLAMA2_HEADS} heads of d = {d} in a model width of {width}, trained on {orig} positions. In YaRN's λ_d = 2π·b^(2d/|D|), d runs over one head's pairs: with |D| = {d}, {pairs} pairs, {longer} of them with wavelengths above {orig} (up to {longest:.0} positions), the pairs YaRN interpolates. With |D| = {width}, d would run over {half} pairs, one rotation across the whole embedding.",
            d = c.rope.dim,
            orig = c.scaling.params.orig,
            pairs = w.len(),
            half = width / 2
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
        text: format!(
            "With d = {d} the pairs turn {w0}, {w1}, {w2} and {w3} rad per position. The yellow cells hold {:.2} rad (pair 2 at position 6) and {:.2} (pair 0 at 1), the blue one {:.2} (pair 1 at 1); orange {:.2} (pair 1 at 6) and {:.2} (pair 0 at 2), red {:.2} (pair 1 at 15): a colour is no amount. Pair 0 at position 6 has turned {full:.2} rad, {:.2} rad from where it started on the dial.",
            v[0], v[3], v[1], v[2], v[5], v[4], v[6],
            d = c.rope.dim,
            w0 = short(at(&w, 0)),
            w1 = short(at(&w, 1)),
            w2 = short(at(&w, 2)),
            w3 = short(at(&w, 3)),
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
        text: format!(
            "q = [{q}] at m = {m}, k = [{k}] at n = {n}: f_q has magnitude R_q = {r_q:.4}, f_k has R_k = {r_k:.4}, and g, their complex product, R_g = {r_g:.4} = R_q·R_k. No value vector enters: RoPE turns q and k only.",
            q = fmt_vec(&q),
            k = fmt_vec(&k),
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
        text: format!(
            "k = [{k}] turning {w} rad per position: at n = {n} its angle is Θ_k = {now:.4} rad (nθ + θ_k), at n = {n1} it is {next:.4} rad: the key's angle moves with n.",
            k = fmt_vec(&k),
            n1 = n + 1.0,
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
        text: format!(
            "q = [{q}], k = [{k}], one pair turning {w} rad per position: Θ_k(n) − Θ_q(m) is {here:.4} rad at (m, n) = ({m}, {n}), {along:.4} at ({m1}, {n1}) and {same_n:.4} at ({m0}, {n}): it follows n − m, not n.",
            q = fmt_vec(&c.query_vector()),
            k = fmt_vec(&c.key_vector()),
            w = at(&freqs(c), 0),
            m1 = m + 1,
            n1 = n + 1,
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
        text: format!(
            "With γ = 0, k = [{k}] at m = {m} stands at Θ_k = {measured:.4} rad, which is mθ + θ_k = {right:.4}; mθ + θ_q would give {wrong:.4}, the query's angle.",
            k = fmt_vec(&k),
            m = p.m,
            right = principal(p.m * p.w + p.theta_k),
            wrong = principal(p.m * p.w + p.theta_q),
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
        text: format!(
            "d = {d}: the rotation has {pairs} angles per position, one per pair of coordinates. Turning k by n·θ_i and back by m·θ_i in each pair (n = {n}, m = {m}) gives R_(n−m)k to within {diff:.1e}.",
            d = c.rope.dim,
            pairs = w.len(),
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
        text: format!(
            "\"{text}\" with a causal mask: the query \"{a}\" gives the key \"{b}\" the weight {:.4}, while \"{b}\" gives \"{a}\" {:.4}. Only without the mask (an encoder) would \"{a}\" attend to \"{b}\", with {:.4}.",
            v[0], v[1], v[2],
            text = c.sentence.text,
            a = name(0),
            b = name(1),
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
        text: format!(
            "d = {d} at position {m}: turning each of the {d} dimensions alone, dimensions 0 and 1 both turn {a0:.4} rad, 2 and 3 both {a2:.4}, and so on: {n} angles in all, one per pair.",
            d = c.rope.dim,
            a0 = at(&turned, 0),
            a2 = at(&turned, 2),
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
        text: format!(
            "With toy embeddings and projections (d = {d}): the query of \"{t}\" is W_q x_m, and rotated to m = {m} it scores {score:.6} against the key at n = {n}; projecting that query again, W_q(W_q x_m), changes its entries by up to {moved:.4} and the score to {printed:.6}.",
            d = c.rope.dim,
            t = token_text(c, c.query_position()),
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
        text: format!(
            "Llama 2's head, d = {d}: θ_i = {base}^(−2i/{d}) has {pairs} values, i = 0 to {last}, one per pair; the last is {wl:.4e}. Were i to run over all {d} dimensions, it would reach θ_{dl} = {beyond:.4e}, for a pair that does not exist.",
            d = c.rope.dim,
            base = c.rope.base,
            pairs = w.len(),
            wl = at(&w, last),
            dl = c.rope.dim - 1,
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
        text: format!(
            "Llama 2 7B: {LLAMA2_HEADS} query heads of d = {d} and {LLAMA2_KV_HEADS} key-value heads, so {small} query head per key-value head: every head scores its own keys, which is multi-head attention. Grouped-query attention shares one key-value head among several query heads, as Llama 2 70B does ({LLAMA2_70B_HEADS} query heads, {LLAMA2_70B_KV_HEADS} key-value heads: groups of {large}).",
            d = c.rope.dim
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
        text: format!(
            "One pair with Θ = {theta:.4} rad ({deg}°) per position at every position: λ = 2π/Θ = {lambda} positions. Its angle m·Θ on the dial for m = 0 to 8: {list} degrees, repeating every {lambda} positions.",
            deg = short(theta.to_degrees()),
            lambda = short(lambda),
            list = hands
                .iter()
                .map(|a| format!("{a:.0}"))
                .collect::<Vec<_>>()
                .join(", ")
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
        text: format!(
            "With factor {f} and d = {d}, PI slows every pair by {l0:.3} to {l1:.3} (one factor), NTK-aware by anything from {n0:.3} (first pair) to {n1:.3} (last pair).",
            f = c.scaling.params.factor,
            d = c.rope.dim
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
        text: format!(
            "With the full d = {d} ({pairs} pairs), the slowest pair is θ_{last} = {base}^(−{e}/{d}) = {wl:.4e}. Dividing by d/2 = {h} instead gives {halved:.4e}. The printed value is neither: it is {base}^(−{e1}/{h}) = {both:.4e}, the halved d together with the list's j − 1 off-by-one.",
            d = c.rope.dim,
            pairs = w.len(),
            base = c.rope.base,
            e = 2 * last,
            e1 = 2 * last.saturating_sub(1),
            wl = at(&w, last),
            h = c.rope.dim / 2,
            both = with_off_by_one
        ),
    }
}

fn theta_list(c: &Config) -> Truth {
    let w = freqs(c);
    Truth {
        values: vec![at(&w, 0), at(&w, 1)],
        text: format!(
            "For d = {d}: θ_0 = {:.6}, θ_1 = {:.6}, θ_2 = {:.6}, … Every frequency is at most 1 and the list starts exactly at 1.",
            at(&w, 0),
            at(&w, 1),
            at(&w, 2),
            d = c.rope.dim
        ),
    }
}

fn wavelength_order(c: &Config) -> Truth {
    let w = freqs(c);
    let last = w.len().saturating_sub(1);
    let (first, slow) = (wavelength(at(&w, 0)), wavelength(at(&w, last)));
    Truth {
        values: vec![first, slow],
        text: format!(
            "Wavelength = 2π/θ: the first pair (θ = {:.1}) repeats every {first:.2} positions, the last (θ = {:.3e}) every {slow:.0} positions. Large θ: short wavelength, high frequency.",
            at(&w, 0),
            at(&w, last)
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
                text: format!(
                    "YaRN with factor {f} over {orig} trained positions (d = {d}, beta_fast = {bf}, beta_slow = {bs}) sorts the pairs by how many turns they make within {orig} positions: the {keep} fastest keep their speed, the {full} slowest are fully interpolated, and the {blend} in between (correction range {low}…{high}) are blended. Positions 400, 600 or 1000 all use these same frequencies.",
                    f = c.scaling.params.factor,
                    orig = c.scaling.params.orig,
                    d = c.rope.dim,
                    bf = c.scaling.params.beta_fast,
                    bs = c.scaling.params.beta_slow
                ),
            }
        }
        Err(e) => Truth {
            values: Vec::new(),
            text: e.to_string(),
        },
    }
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
            assert!(
                !t.text.is_empty() && !t.text.contains("NaN"),
                "{}: {}",
                e.id,
                t.text
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
            for text in [e.section, e.claim, e.cause] {
                assert!(!text.trim().is_empty(), "{}", e.id);
            }
            // One sentence: ends with a full stop and has no other sentence end inside.
            assert!(e.cause.ends_with('.'), "{}", e.id);
            assert!(!e.cause[..e.cause.len() - 1].contains(". "), "{}", e.id);
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
                .map(|p| (p.source.title(), p.section))
                .collect();
            names.dedup();
            assert_eq!(names.len(), places.len(), "{view}: no place twice");
            // A text's places stand together (the view names each text once).
            let mut texts: Vec<&str> = places.iter().map(|p| p.source.title()).collect();
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
            .find(|p| p.section == "ASCII tour, quick visual slice: t = 2048")
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
            assert!(coverage.contains(source.title()), "{source:?}");
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
    fn the_errors_already_known_to_the_widget_are_listed() {
        let t = find("mat-cat-total").unwrap().truth();
        assert!((t.values[1] - 1.19947).abs() < 5e-6);
        let t = find("mat-query-75").unwrap().truth();
        assert!((t.values[0] + 0.3725).abs() < 5e-5 && (t.values[1] - 0.9280).abs() < 5e-5);
        assert!(find("identity-sign").is_some());
    }

    #[test]
    fn every_source_has_a_title_of_its_own_and_links_name_their_views() {
        let mut titles: Vec<&str> = Source::ALL.iter().map(|s| s.title()).collect();
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
