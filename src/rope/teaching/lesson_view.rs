//! `View::Lesson`, "why it works": the derivation and the side facts the source texts teach
//! (the gaps listed in docs/coverage.md), each as a short text in our words and a table of numbers that
//! `rope::teaching::lesson` computes for the current scene. Also the one notation legend.

use crate::rope::base::num::{deg_mod_360, num};
use crate::rope::maths::rotate::{pair_of, Layout};
use crate::rope::teaching::lesson::{
    aliasing, by_hand, dials, dot_variance, ladder_ratio, neighbour_steps, polar_derivation,
    relative_matrix_gap, rotation_matrix, sinusoid_offset, softmax_peak, word_swap, DotVariance,
};
use crate::rope::view::scene::Scene;

/// The notation every view uses, symbol and meaning.
pub const NOTATION: &[(&str, &str)] = &[
    ("b", "the base (rope_theta), e.g. 10000"),
    (
        "θ_i",
        "pair i's frequency only: θ_i = b^(−2i/d) radians per position, i = 0 … d/2 − 1",
    ),
    (
        "m, n",
        "the query's and the key's positions; every relative quantity is m − n (query minus key)",
    ),
    (
        "dot_i",
        "q_a k_a + q_b k_b for pair i (its plain dot product)",
    ),
    (
        "cross_i",
        "q_a k_b − q_b k_a (q's first part times k's second, minus the reverse)",
    ),
    (
        "pair i's share",
        "dot_i cos((m − n)θ_i) + cross_i sin((m − n)θ_i); with n − m the sine term changes sign",
    ),
    ("score", "q′·k′, the rotated vectors' dot product"),
    (
        "logit",
        "score / √d (times the attention factor squared under YaRN and LongRoPE): what the softmax takes",
    ),
];

/// One lesson section.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub id: &'static str,
    pub title: &'static str,
    pub text: String,
    pub headers: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

fn section(
    id: &'static str,
    title: &'static str,
    text: String,
    headers: &[&str],
    rows: Vec<Vec<String>>,
) -> Section {
    Section {
        id,
        title,
        text,
        headers: headers.iter().map(|h| h.to_string()).collect(),
        rows,
    }
}

/// The preset whose rotary part the partial-rotary section explains.
const NEOX_PRESET: &str = "gpt-neox-20b";
/// GPT-NeoX 20B's head size (6144 / 64 heads), of which the preset's d dims rotate.
const NEOX_HEAD_DIM: usize = 96;

/// Samples used for the √d variance estimate.
const VARIANCE_SAMPLES: usize = 2000;

/// The √d section's sampled variance for head dimension `dim` (it depends on d alone: the page
/// keeps it per d, since at d = 256 it is 2000 x 256 draws).
pub fn variance_for(dim: usize) -> DotVariance {
    dot_variance(dim, VARIANCE_SAMPLES, 7)
}

/// Every section for the scene.
pub fn lesson(scene: &Scene) -> Vec<Section> {
    lesson_with(scene, &variance_for(scene.dim))
}

/// Every section for the scene, with the variance estimate for its d ([`variance_for`]): one
/// function per section, in reading order.
pub fn lesson_with(scene: &Scene, variance: &DotVariance) -> Vec<Section> {
    let cx = Cx::new(scene);
    vec![
        polar_section(&cx),
        by_hand_section(&cx),
        matrix_section(&cx),
        sqrt_d_section(&cx, variance),
        offset_map_section(&cx),
        aliasing_section(&cx),
        clocks_section(&cx),
        where_section(),
        layouts_section(&cx),
        partial_section(&cx),
        crowding_section(&cx),
        swap_section(&cx),
    ]
}

/// What the sections read: the scene, its frequencies, the query and key positions and pair 0
/// of q and k.
#[derive(Clone, Copy)]
struct Cx<'a> {
    scene: &'a Scene,
    w: &'a [f64],
    w0: f64,
    m: f64,
    n: f64,
    q0: (f64, f64),
    k0: (f64, f64),
}

impl<'a> Cx<'a> {
    fn new(scene: &'a Scene) -> Self {
        let w = &scene.freqs.inv_freq;
        Cx {
            scene,
            w,
            w0: w.first().copied().unwrap_or(0.0),
            m: scene.m as f64,
            n: scene.n as f64,
            q0: pair_of(&scene.q, 0, scene.layout),
            k0: pair_of(&scene.k, 0, scene.layout),
        }
    }
}

/// The polar table's angle between the arrows: the compasses view's `between` (the rotated
/// query's angle minus the rotated key's, folded into [0°, 360°)), printed as its table prints
/// it, so the two views give the same number for the same state.
pub const BETWEEN_HEADER: &str = "between: rotated q's angle − rotated k's (°)";

/// An angle in radians as the compasses' table prints its `between`.
fn between_text(rad: f64) -> String {
    crate::rope::view::compasses::degrees_text(deg_mod_360(rad.to_degrees()))
}

/// Gap 1: the polar derivation.
fn polar_section(cx: &Cx) -> Section {
    let Cx {
        w0, m, n, q0, k0, ..
    } = *cx;
    let polar = polar_derivation(q0, k0, w0, &[(m, n), (m + 7.0, n + 7.0), (m + 1.0, n)]);
    section(
        "polar",
        "Why the answer is a rotation",
        format!(
            "Write pair 0 of q and k as complex numbers: q = |q| e^(iφ_q), k = |k| e^(iφ_k), with |q| = {}, φ_q = {}°, |k| = {}, φ_k = {}°. Multiplying by e^(imθ) turns q by mθ and keeps its length, so the pair's share of the score is Re(q e^(imθ) · conj(k e^(inθ))) = |q||k| cos(φ_q − φ_k + (m − n)θ). The positions enter only as m − n: that is the property RoPE was designed for, and a rotation is the map that gives it. The angle between the rotated vectors, measured and predicted (the (m + 7, n + 7) row repeats the first: same m − n):",
            num(polar.q_len, 4),
            num(polar.theta_q.to_degrees(), 2),
            num(polar.k_len, 4),
            num(polar.theta_k.to_degrees(), 2)
        ),
        &[
            "m",
            "n",
            BETWEEN_HEADER,
            "(m − n)θ_0 + φ_q − φ_k (°)",
            "pair 0's share, |q||k| cos(angle)",
        ],
        polar
            .rows
            .iter()
            .map(|r| {
                vec![
                    num(r.m, 0),
                    num(r.n, 0),
                    between_text(r.between),
                    between_text(r.predicted),
                    num(r.q_len * r.k_len * r.between.cos(), 6),
                ]
            })
            .collect(),
    )
}

/// Gap 3: one pair by hand.
fn by_hand_section(cx: &Cx) -> Section {
    let Cx {
        scene, w0, m, q0, ..
    } = *cx;
    let bh = by_hand(q0.0, q0.1, m * w0);
    section(
        "by-hand",
        "One pair by hand: the 2×2 rotation and the complex product",
        format!(
            "Pair 0 of q is ({}, {}); at m = {} it turns by α = mθ_0 = {} rad. As a matrix: [cos α −sin α; sin α cos α] times the pair. As complex numbers: (a + ib)(cos α + i sin α) = (a cos α − b sin α) + i(a sin α + b cos α). Both give the same two numbers.",
            num(q0.0, 4),
            num(q0.1, 4),
            scene.m,
            num(bh.alpha, 4)
        ),
        &["step", "first entry", "second entry"],
        vec![
            vec!["cos α, sin α".into(), num(bh.cos, 5), num(bh.sin, 5)],
            vec![
                "a cos α, −b sin α | a sin α, b cos α".into(),
                format!("{} + ({})", num(bh.terms[0], 5), num(bh.terms[3], 5)),
                format!("{} + {}", num(bh.terms[1], 5), num(bh.terms[2], 5)),
            ],
            vec!["matrix product".into(), num(bh.matrix.0, 5), num(bh.matrix.1, 5)],
            vec!["complex product".into(), num(bh.complex.0, 5), num(bh.complex.1, 5)],
        ],
    )
}

/// Gap 2: the block-diagonal matrix.
fn matrix_section(cx: &Cx) -> Section {
    let Cx { scene, w, m, n, .. } = *cx;
    let shown = w.len().min(4);
    let r = rotation_matrix(&w[..shown], m, scene.layout);
    let gap = relative_matrix_gap(w, m, n);
    section(
        "matrix",
        "The whole rotation as one block-diagonal matrix",
        format!(
            "All pairs at once: R(m) is a d×d matrix with a 2×2 rotation block per pair and zeros elsewhere (its first {} dimensions at m = {} below, in the {} layout). RoPE never builds it (it multiplies pair by pair), but it shows why R(m)ᵀR(n) = R(n − m): blocks rotate independently and rotations compose. Largest entry of R(m)ᵀR(n) − R(n − m) over the full matrix here: {}.",
            2 * shown,
            scene.m,
            scene.layout.as_str(),
            num(gap, 2)
        ),
        &[],
        r.iter().map(|row| row.iter().map(|&x| num(x, 3)).collect()).collect(),
    )
}

/// Gap 4: why divide by sqrt(d).
fn sqrt_d_section(cx: &Cx, variance: &DotVariance) -> Section {
    let Cx { scene, .. } = *cx;
    let v = *variance;
    let logits: Vec<f64> = (0..8)
        .map(|i| (i as f64 - 3.5) * (scene.dim as f64).sqrt() / 2.0)
        .collect();
    let (peak_raw, _) = softmax_peak(&logits, 1.0);
    let (peak_scaled, _) = softmax_peak(&logits, 1.0 / (scene.dim as f64).sqrt());
    section(
        "sqrt-d",
        "Why scores are divided by √d",
        format!(
            "With q and k entries of mean 0 and variance 1, q·k is a sum of d products, so its variance grows like d. Over {} random pairs at d = {}: variance {} before, {} after dividing by √d. Without the division the softmax saturates as d grows: on eight logits spread like such scores its largest weight is {}, against {} after scaling.",
            v.samples,
            v.dim,
            num(v.variance, 2),
            num(v.scaled_variance, 3),
            num(peak_raw, 3),
            num(peak_scaled, 3)
        ),
        &["quantity", "mean", "variance"],
        vec![
            vec!["q·k".into(), num(v.mean, 3), num(v.variance, 2)],
            vec!["q·k / √d".into(), num(v.scaled_mean, 3), num(v.scaled_variance, 3)],
        ],
    )
}

/// Gap 5: the sinusoidal offset map.
fn offset_map_section(cx: &Cx) -> Section {
    let Cx { scene, m, .. } = *cx;
    let off = sinusoid_offset(m, 5.0, 0, scene.dim, scene.base);
    section(
        "offset-map",
        "Sinusoidal codes: moving by k positions is a fixed linear map",
        format!(
            "The original Transformer's (sin, cos) pair at position p moves to p + 5 by a 2×2 matrix that depends on the offset 5 only, not on p. Here pair 0 from p = {}: predicted by the matrix ({}, {}), actual ({}, {}), difference {}. The model could learn relative offsets from such codes; RoPE builds the same rotation into q and k directly.",
            scene.m,
            num(off.predicted.0, 5),
            num(off.predicted.1, 5),
            num(off.actual.0, 5),
            num(off.actual.1, 5),
            num(off.error, 2)
        ),
        &["matrix row", "column 0", "column 1"],
        off.matrix
            .iter()
            .enumerate()
            .map(|(i, row)| vec![format!("{i}"), num(row[0], 5), num(row[1], 5)])
            .collect(),
    )
}

/// Gap 6: aliasing.
fn aliasing_section(cx: &Cx) -> Section {
    let Cx { q0, k0, .. } = *cx;
    let a = aliasing(q0, k0, std::f64::consts::FRAC_PI_2, 8);
    section(
        "aliasing",
        "Aliasing: one pair cannot tell some distances apart",
        "A pair turning 90° per position comes back to the same angle every 4 positions, so on its own it sees distance 4 (and 8) exactly like distance 0. The other pairs, turning at other speeds, tell them apart: that is why RoPE uses a whole ladder of frequencies. Pair 0's share of the score with this q and k, at 90° per position:".into(),
        &["m − n", "relative angle (°)", "pair's share"],
        a.iter()
            .map(|r| {
                vec![
                    r.distance.to_string(),
                    format!("{:.1}", deg_mod_360(r.angle_deg)),
                    num(r.contribution, 5),
                ]
            })
            .collect(),
    )
}

/// Gap 7: digits and clocks.
fn clocks_section(cx: &Cx) -> Section {
    let Cx { scene, w, m, .. } = *cx;
    let d = dials(m, w);
    let ratio = ladder_ratio(w);
    section(
        "clocks",
        "A ladder of clocks, not quite digits",
        format!(
            "Read the pairs like the hands of clocks running at different speeds: the fast ones tell nearby positions apart, the slow ones tell far positions apart, as the digits of a number do. The analogy stops at the step: neighbouring pairs differ by a factor b^(2/d) = {}, not 10, and a hand turns smoothly instead of jumping. The hands at m = {}:",
            ratio.map_or("—".to_string(), |r| num(r, 4)),
            scene.m
        ),
        &["pair", "whole turns", "hand (°)", "positions per turn"],
        d.iter()
            .enumerate()
            .take(8)
            .map(|(i, x)| {
                vec![
                    i.to_string(),
                    num(x.turns, 0),
                    format!("{:.1}", x.hand.to_degrees()),
                    num(x.wavelength, 2),
                ]
            })
            .collect(),
    )
}

/// Gap 8: where RoPE sits.
fn where_section() -> Section {
    section(
        "where",
        "Where RoPE sits in a transformer",
        "In every attention layer and every head: the token's hidden state is projected to q = W_q x and k = W_k x, and right after that each head's q and k are rotated by the token's position. The values v are never rotated, and the embedding itself carries no position. So the rotation is applied again in each layer, always to fresh projections.".into(),
        &[],
        vec![],
    )
}

/// Layouts: interleaved and half-split are the same model up to a permutation.
fn layouts_section(cx: &Cx) -> Section {
    let Cx { scene, w, m, n, .. } = *cx;
    let perm = |x: &[f64]| -> Vec<f64> {
        // Interleaved dims (2i, 2i+1) move to half-split dims (i, i + d/2).
        let h = x.len() / 2;
        let mut y = vec![0.0; x.len()];
        for i in 0..h {
            y[i] = x[2 * i];
            y[i + h] = x[2 * i + 1];
        }
        y
    };
    let score_in = |q: &[f64], k: &[f64], layout: Layout| {
        crate::rope::maths::score::decompose(q, m, k, n, w, layout).total
    };
    let inter = score_in(&scene.q, &scene.k, Layout::Interleaved);
    let half_perm = score_in(&perm(&scene.q), &perm(&scene.k), Layout::Half);
    let half_raw = score_in(&scene.q, &scene.k, Layout::Half);
    section(
        "layouts",
        "Interleaved and half-split: the same model, rows permuted",
        format!(
            "The interleaved layout pairs dims (2i, 2i+1); the half-split layout (GPT-NeoX, Hugging Face's rotate_half) pairs (i, i + d/2). Reorder the rows of W_q and W_k so that dim 2i moves to i and 2i+1 to i + d/2, and the half-split model computes exactly the interleaved model's scores. llama.cpp's converter does this for Llama-family checkpoints: their GGUF files store W_q and W_k with the rows permuted, so that llama.cpp's interleaved kernel matches the Hugging Face model. Models that llama.cpp itself runs half-split (GPT-NeoX, Qwen2 and others with NeoX-style RoPE) keep their rows as they are. With the current q and k (d = {}): interleaved {}, half-split on the permuted vectors {}, half-split on the unpermuted ones {} (the layout does not match the weights: a different model).",
            scene.dim,
            num(inter, 6),
            num(half_perm, 6),
            num(half_raw, 6)
        ),
        &["setting", "score"],
        vec![
            vec!["interleaved on q, k".into(), num(inter, 6)],
            vec!["half-split on permuted q, k".into(), num(half_perm, 6)],
            vec!["half-split on q, k as they are".into(), num(half_raw, 6)],
        ],
    )
}

/// Partial rotary: only some dimensions turn. The rotary part and its layout are the GPT-NeoX
/// preset's (d = the rotary dims, half-split as in Hugging Face's GPT-NeoX); the head size
/// is in its note.
fn partial_section(cx: &Cx) -> Section {
    let Cx { scene, .. } = *cx;
    let neox = crate::rope::settings::presets::find(NEOX_PRESET).and_then(|p| {
        crate::rope::settings::presets::apply(&crate::rope::Config::default(), &p).ok()
    });
    let (rot, neox_layout) = neox.map_or((24, Layout::Half), |c| (c.rope.dim, c.rope.layout));
    let head = NEOX_HEAD_DIM;
    let own = crate::rope::maths::freq::inv_freq(rot, scene.base).unwrap_or_default();
    let full = crate::rope::maths::freq::inv_freq(head, scene.base).unwrap_or_default();
    let dims = |i: usize| {
        let (a, b) = neox_layout.pair_dims(i, rot);
        format!("{a}, {b}")
    };
    section(
        "partial",
        "Partial rotary: some dimensions pass through",
        format!(
            "GPT-NeoX 20B rotates only the first {rot} of its {head} head dimensions (rotary_pct {}): dims 0–{} form {} pairs and turn, dims {}–{} pass through untouched and score as plain dot products. Inside the rotary part the pairs are {}: pair i is dims {} (the layout of ropescope's GPT-NeoX preset). The frequencies are spread over the rotary dims: θ_i = b^(−2i/{rot}), as Hugging Face computes them, not b^(−2i/{head}); with the head size as denominator the slowest rotary pair would turn {} times faster than it does. ropescope models such a head by setting d to the rotary dims (a pasted config with rotary_pct or partial_rotary_factor does this).",
            crate::rope::base::num::short(rot as f64 / head as f64, 4),
            rot - 1,
            rot / 2,
            rot,
            head - 1,
            match neox_layout {
                Layout::Half => "half-split",
                Layout::Interleaved => "interleaved",
            },
            match neox_layout {
                Layout::Half => format!("i and i + {}", rot / 2),
                Layout::Interleaved => "2i and 2i + 1".to_string(),
            },
            num(own.last().map_or(0.0, |&a| full.get(rot / 2 - 1).map_or(0.0, |&b| b / a)), 2)
        ),
        &["pair i", "dims", "θ_i with d = rotary dims", "θ_i with d = head dim"],
        (0..rot / 2)
            .map(|i| {
                vec![
                    i.to_string(),
                    dims(i),
                    num(own.get(i).copied().unwrap_or(f64::NAN), 6),
                    num(full.get(i).copied().unwrap_or(f64::NAN), 6),
                ]
            })
            .chain(std::iter::once(vec![
                format!("{}–{}", rot / 2, head / 2 - 1),
                format!("{}–{}", rot, head - 1),
                "pass through".into(),
                "pass through".into(),
            ]))
            .collect(),
    )
}

/// Gap 9: PI crowds the fast pairs.
fn crowding_section(cx: &Cx) -> Section {
    let Cx { scene, .. } = *cx;
    let config = &scene.config;
    let steps = neighbour_steps(scene);
    section(
        "crowding",
        "Why position interpolation crowds the fast pairs",
        format!(
            "Linear interpolation divides every frequency by the factor (here {}), so neighbouring positions end up closer together on every pair, including the fastest one, which the model relies on to tell adjacent tokens apart. NTK-aware, YaRN and Llama 3 keep the fast pairs (almost) as trained and slow down the slow ones. Pair 0's turn between neighbouring positions:",
            num(config.scaling.params.factor, 3)
        ),
        &["method", "pair 0 step (rad)", "unscaled"],
        steps
            .iter()
            .map(|s| vec![s.method.label().to_string(), num(s.step, 5), num(s.unscaled, 5)])
            .collect(),
    )
}

/// Gap 10: swapping two words.
fn swap_section(cx: &Cx) -> Section {
    let Cx { scene, w, m, n, .. } = *cx;
    let sw = word_swap(&scene.q, &scene.k, (m, n), w, scene.layout);
    // Without RoPE the score is the plain dot product, the same in both orders; a decoder's
    // causal mask still sees the order, because it belongs to positions.
    let plain = crate::rope::maths::rotate::dot(&scene.q, &scene.k);
    let mask = match scene.m.cmp(&scene.n) {
        std::cmp::Ordering::Greater => " After the swap the key's word comes after the query's, so a decoder's causal mask hides it from the query altogether: weight exactly 0.",
        std::cmp::Ordering::Less => " Before the swap the key's word came after the query's, hidden from it by a decoder's causal mask (weight exactly 0); after the swap the query sees it.",
        std::cmp::Ordering::Equal => "",
    };
    let change =
        if (sw.score_before - sw.score_after).abs() <= 1e-12 * sw.score_before.abs().max(1.0) {
            format!(
                "So the score stays {}: every cross part is 0 here.",
                num(sw.score_before, 5)
            )
        } else {
            format!(
                "So the score changes from {} to {}.",
                num(sw.score_before, 5),
                num(sw.score_after, 5)
            )
        };
    section(
        "swap",
        "Check yourself: what changes when two words swap places",
        format!(
            "Keep the words, swap their positions: the query's word now sits at n = {} and the key's at m = {}. The contents q and k do not change, only the relative distance flips sign. In each pair the dot part, dot_i cos((m − n)θ_i), stays the same (cosine is even); the cross part, cross_i sin((m − n)θ_i), flips sign (sine is odd). {change}{mask} Without RoPE (rope=off) this score would be the plain q·k = {} in both orders, yet a decoder would still not be blind to order: its causal mask lets each token see only earlier ones (the attention view shows it with RoPE off), and decoders trained with no position encoding at all learn position from that mask.",
            scene.n,
            scene.m,
            num(plain, 5)
        ),
        &["pair", "dot part (both orders)", "cross part before", "cross part after"],
        sw.pairs
            .iter()
            .enumerate()
            .take(8)
            .map(|(i, p)| {
                vec![
                    i.to_string(),
                    num(p.dot_part, 5),
                    num(p.cross_part_before, 5),
                    num(p.cross_part_after, 5),
                ]
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::config::Config;

    fn both(q: &str) -> (Scene, Config) {
        let c = Config::from_query(q).unwrap().config;
        (Scene::new(&c), c)
    }

    #[test]
    fn every_section_has_text_and_consistent_rows() {
        let (s, _c) = both("");
        let l = lesson(&s);
        assert_eq!(l.len(), 12);
        let mut ids: Vec<_> = l.iter().map(|x| x.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 12, "unique ids");
        for x in &l {
            assert!(x.text.len() > 80, "{}", x.id);
            for row in &x.rows {
                if !x.headers.is_empty() {
                    assert_eq!(row.len(), x.headers.len(), "{}", x.id);
                }
            }
        }
    }

    #[test]
    fn the_polar_check_agrees_and_the_hand_rotation_matches() {
        let (s, _c) = both("dim=8");
        let l = lesson(&s);
        let polar = &l[0];
        for row in &polar.rows {
            assert_eq!(row[2], row[3], "rotation and closed form agree");
        }
        let hand = &l[1];
        assert_eq!(
            hand.rows[2][1..],
            hand.rows[3][1..],
            "matrix and complex product"
        );
    }

    /// The compasses' table gave +43.73° between the first pair's arrows where this view gave
    /// −43.73° (the key's angle minus the query's): one convention now, the compasses', and
    /// the same printed number for the same state.
    #[test]
    fn the_angle_between_q_and_k_is_the_compasses_one() {
        for q in [
            "",
            "dim=8",
            "dim=64&text=a+b+c+d+e+f+g+h&qpos=7&kpos=2",
            "qk=same",
            "offset=4000",
        ] {
            let (s, _) = both(q);
            let dial = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
            let polar = &lesson(&s)[0];
            assert_eq!(polar.headers[2], BETWEEN_HEADER);
            let first = &polar.rows[0];
            assert_eq!(
                (first[0].as_str(), first[1].as_str()),
                (num(s.m as f64, 0).as_str(), num(s.n as f64, 0).as_str())
            );
            assert_eq!(
                first[2],
                crate::rope::view::compasses::degrees_text(dial.between),
                "{q}"
            );
            assert_eq!(first[3], first[2], "{q}");
        }
    }

    #[test]
    fn aliasing_repeats_every_four_and_swap_flips_cross_parts() {
        let (s, _c) = both("dim=16");
        let l = lesson(&s);
        let alias = l.iter().find(|x| x.id == "aliasing").unwrap();
        assert_eq!(alias.rows[0][2], alias.rows[4][2]);
        assert_eq!(alias.rows[0][2], alias.rows[8][2]);
        assert_ne!(alias.rows[0][2], alias.rows[1][2]);
        let swap = l.iter().find(|x| x.id == "swap").unwrap();
        for row in &swap.rows {
            let (b, a): (f64, f64) = (row[2].parse().unwrap(), row[3].parse().unwrap());
            assert!((a + b).abs() < 1e-4, "{row:?}");
        }
        // Without RoPE the swap changes no score (both are q·k), but the text does not call
        // order invisible: the mask still sees it.
        let (s_off, _c_off) = both("dim=16&rope=off");
        let off = lesson(&s_off);
        let swap_off = off.iter().find(|x| x.id == "swap").unwrap();
        let plain = crate::rope::maths::rotate::dot(&s_off.q, &s_off.k);
        let ws = word_swap(
            &s_off.q,
            &s_off.k,
            (5.0, 0.0),
            &s_off.freqs.inv_freq,
            s_off.layout,
        );
        assert_eq!(ws.score_before, ws.score_after);
        assert!((ws.score_before - plain).abs() < 1e-12);
        assert!(swap_off.text.contains(&format!("q·k = {}", num(plain, 5))));
        assert!(
            swap_off.text.contains("causal mask hides it"),
            "{}",
            swap_off.text
        );
        assert!(!swap_off.text.contains("invisible"));
        let crowd = l.iter().find(|x| x.id == "crowding").unwrap();
        assert!(crowd.rows.len() >= 5);
        assert!(NOTATION.iter().any(|(s, _)| *s == "θ_i"));
    }

    /// The logit's legend names every method whose attention factor is not 1 (LongRoPE's too,
    /// sqrt(1 + ln s / ln orig), not only YaRN's).
    #[test]
    fn the_logit_legend_names_every_method_with_an_attention_factor() {
        use crate::rope::maths::scaling::{apply, FreqSource, Method, Params, Scaling};
        let logit = NOTATION.iter().find(|(s, _)| *s == "logit").unwrap().1;
        let mut named = 0;
        for m in Method::ALL {
            let p = Params {
                factor: 8.0,
                orig: 4096,
                len: Some(8192),
                ..Params::default()
            };
            let f = apply(16, &FreqSource::Base(10_000.0), &Scaling::new(m, p)).unwrap();
            if f.attention_factor != 1.0 {
                let name = m.label().split_whitespace().next().unwrap();
                assert!(logit.contains(name), "{name}: {logit}");
                named += 1;
            }
        }
        assert_eq!(named, 2);
    }

    #[test]
    fn a_permutation_makes_half_split_equal_interleaved() {
        let (s, c) = both("dim=16");
        let l = lesson(&s);
        let lay = l.iter().find(|x| x.id == "layouts").unwrap();
        assert_eq!(lay.rows[0][1], lay.rows[1][1]);
        assert_ne!(lay.rows[0][1], lay.rows[2][1]);
        let part = l.iter().find(|x| x.id == "partial").unwrap();
        assert_eq!(part.rows.len(), 13);
        assert_eq!(
            part.rows[0][2], part.rows[0][3],
            "pair 0 turns 1 rad either way"
        );
        assert_ne!(part.rows[11][2], part.rows[11][3]);
        // Half-split inside the rotary dims, as the GPT-NeoX preset (and HF's GPT-NeoX) pairs
        // them: pair i is dims i and i + 12.
        let neox = crate::rope::settings::presets::apply(
            &c,
            &crate::rope::settings::presets::find(NEOX_PRESET).unwrap(),
        )
        .unwrap();
        assert_eq!((neox.rope.dim, neox.rope.layout), (24, Layout::Half));
        assert_eq!(part.rows[0][1], "0, 12");
        assert_eq!(part.rows[11][1], "11, 23");
        assert!(
            part.text.contains("pair i is dims i and i + 12"),
            "{}",
            part.text
        );
        assert!(lay.text.contains("Llama-family"));
        // rotary_pct is the rotary dims over the head's (24 / 96), as the preset's note says.
        assert!(part.text.contains("(rotary_pct 0.25)"), "{}", part.text);
        let note = crate::rope::settings::presets::find(NEOX_PRESET)
            .unwrap()
            .note;
        assert!(
            note.contains(&format!("head size {NEOX_HEAD_DIM} ")),
            "{note}"
        );
        assert!(note.contains("rotary_pct 0.25"), "{note}");
    }
}
