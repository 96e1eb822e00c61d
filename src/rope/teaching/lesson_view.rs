//! `View::Lesson`, "why it works": the derivation and the side facts the source texts teach
//! (the gaps listed in docs/coverage.md), each as a short text in our words and a table of numbers that
//! `rope::teaching::lesson` computes for the current scene. Also the one notation legend.

use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::{deg_mod_360, num};
use crate::rope::maths::rotate::{pair_of, Layout};
use crate::rope::teaching::lesson::{
    aliasing, by_hand, dials, dot_variance, ladder_ratio, neighbour_steps, polar_derivation,
    relative_matrix_gap, rotation_matrix, sinusoid_offset, softmax_peak, word_swap, DotVariance,
};
use crate::rope::view::scene::Scene;

/// The notation every view uses: the message ids of each symbol (or term) and its meaning.
pub const NOTATION: &[(&str, &str)] = &[
    ("lesson-notation-b", "lesson-notation-b-meaning"),
    ("lesson-notation-theta", "lesson-notation-theta-meaning"),
    ("lesson-notation-mn", "lesson-notation-mn-meaning"),
    ("lesson-notation-dot", "lesson-notation-dot-meaning"),
    ("lesson-notation-cross", "lesson-notation-cross-meaning"),
    ("lesson-notation-share", "lesson-notation-share-meaning"),
    ("lesson-notation-score", "lesson-notation-score-meaning"),
    ("lesson-notation-logit", "lesson-notation-logit-meaning"),
];

/// A table cell: a number (or formula) as the core printed it, or words to translate.
#[derive(Debug, Clone, PartialEq)]
pub enum Cell {
    Value(String),
    Words(Msg),
}

impl From<String> for Cell {
    fn from(s: String) -> Cell {
        Cell::Value(s)
    }
}

impl From<&str> for Cell {
    fn from(s: &str) -> Cell {
        Cell::Value(s.to_string())
    }
}

/// Words in a cell: message `id`.
fn words(id: &'static str) -> Cell {
    Cell::Words(Msg::new(id))
}

/// One lesson section: its title's message id, its text and its table (headers and rows).
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub id: &'static str,
    pub title: &'static str,
    pub text: Msg,
    pub headers: Vec<Cell>,
    pub rows: Vec<Vec<Cell>>,
}

fn section(
    id: &'static str,
    title: &'static str,
    text: Msg,
    headers: Vec<Cell>,
    rows: Vec<Vec<Cell>>,
) -> Section {
    Section {
        id,
        title,
        text,
        headers,
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
/// it, so the two views give the same number for the same state. (Its header's message id.)
pub const BETWEEN_HEADER: &str = "lesson-col-between";

/// An angle in radians as the compasses' table prints its `between`.
fn between_text(rad: f64) -> String {
    crate::rope::view::compasses::degrees_text(deg_mod_360(rad.to_degrees()))
}

/// A number printed with `digits` decimals, as a message variable.
fn n(v: f64, digits: usize) -> Arg {
    Arg::num(num(v, digits), v)
}

/// Cells of one row: numbers as printed.
fn values(row: Vec<String>) -> Vec<Cell> {
    row.into_iter().map(Cell::Value).collect()
}

/// Gap 1: the polar derivation.
fn polar_section(cx: &Cx) -> Section {
    let Cx {
        w0,
        m,
        n: kn,
        q0,
        k0,
        ..
    } = *cx;
    let polar = polar_derivation(q0, k0, w0, &[(m, kn), (m + 7.0, kn + 7.0), (m + 1.0, kn)]);
    section(
        "polar",
        "lesson-polar-title",
        msg!(
            "lesson-polar-text",
            q_len = n(polar.q_len, 4),
            phi_q = n(polar.theta_q.to_degrees(), 2),
            k_len = n(polar.k_len, 4),
            phi_k = n(polar.theta_k.to_degrees(), 2),
        ),
        vec![
            "m".into(),
            "n".into(),
            words(BETWEEN_HEADER),
            "(m − n)θ_0 + φ_q − φ_k (°)".into(),
            words("lesson-col-polar-share"),
        ],
        polar
            .rows
            .iter()
            .map(|r| {
                values(vec![
                    num(r.m, 0),
                    num(r.n, 0),
                    between_text(r.between),
                    between_text(r.predicted),
                    num(r.q_len * r.k_len * r.between.cos(), 6),
                ])
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
        "lesson-by-hand-title",
        msg!(
            "lesson-by-hand-text",
            a = n(q0.0, 4),
            b = n(q0.1, 4),
            m = scene.m,
            alpha = n(bh.alpha, 4),
        ),
        vec![
            words("lesson-col-step"),
            words("lesson-col-first-entry"),
            words("lesson-col-second-entry"),
        ],
        vec![
            vec![
                "cos α, sin α".into(),
                num(bh.cos, 5).into(),
                num(bh.sin, 5).into(),
            ],
            vec![
                "a cos α, −b sin α | a sin α, b cos α".into(), // i18n: a formula
                format!("{} + ({})", num(bh.terms[0], 5), num(bh.terms[3], 5)).into(),
                format!("{} + {}", num(bh.terms[1], 5), num(bh.terms[2], 5)).into(),
            ],
            vec![
                words("lesson-row-matrix-product"),
                num(bh.matrix.0, 5).into(),
                num(bh.matrix.1, 5).into(),
            ],
            vec![
                words("lesson-row-complex-product"),
                num(bh.complex.0, 5).into(),
                num(bh.complex.1, 5).into(),
            ],
        ],
    )
}

/// Gap 2: the block-diagonal matrix.
fn matrix_section(cx: &Cx) -> Section {
    let Cx {
        scene, w, m, n: kn, ..
    } = *cx;
    let shown = w.len().min(4);
    let r = rotation_matrix(&w[..shown], m, scene.layout);
    let gap = relative_matrix_gap(w, m, kn);
    section(
        "matrix",
        "lesson-matrix-title",
        msg!(
            "lesson-matrix-text",
            dims = 2 * shown,
            m = scene.m,
            layout = scene.layout.as_str(),
            gap = n(gap, 2),
        ),
        vec![],
        r.iter()
            .map(|row| row.iter().map(|&x| Cell::Value(num(x, 3))).collect())
            .collect(),
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
        "lesson-sqrt-d-title",
        msg!(
            "lesson-sqrt-d-text",
            samples = v.samples,
            d = v.dim,
            before = n(v.variance, 2),
            after = n(v.scaled_variance, 3),
            peak_raw = n(peak_raw, 3),
            peak_scaled = n(peak_scaled, 3),
        ),
        vec![
            words("lesson-col-quantity"),
            words("lesson-col-mean"),
            words("lesson-col-variance"),
        ],
        vec![
            values(vec!["q·k".into(), num(v.mean, 3), num(v.variance, 2)]),
            values(vec![
                "q·k / √d".into(),
                num(v.scaled_mean, 3),
                num(v.scaled_variance, 3),
            ]),
        ],
    )
}

/// Gap 5: the sinusoidal offset map.
fn offset_map_section(cx: &Cx) -> Section {
    let Cx { scene, m, .. } = *cx;
    let off = sinusoid_offset(m, 5.0, 0, scene.dim, scene.base);
    section(
        "offset-map",
        "lesson-offset-map-title",
        msg!(
            "lesson-offset-map-text",
            p = scene.m,
            pred_a = n(off.predicted.0, 5),
            pred_b = n(off.predicted.1, 5),
            actual_a = n(off.actual.0, 5),
            actual_b = n(off.actual.1, 5),
            error = n(off.error, 2),
        ),
        vec![
            words("lesson-col-matrix-row"),
            words("lesson-col-column-0"),
            words("lesson-col-column-1"),
        ],
        off.matrix
            .iter()
            .enumerate()
            .map(|(i, row)| values(vec![format!("{i}"), num(row[0], 5), num(row[1], 5)]))
            .collect(),
    )
}

/// Gap 6: aliasing.
fn aliasing_section(cx: &Cx) -> Section {
    let Cx { q0, k0, .. } = *cx;
    let a = aliasing(q0, k0, std::f64::consts::FRAC_PI_2, 8);
    section(
        "aliasing",
        "lesson-aliasing-title",
        Msg::new("lesson-aliasing-text"),
        vec![
            "m − n".into(),
            words("lesson-col-relative-angle"),
            words("lesson-col-pair-share"),
        ],
        a.iter()
            .map(|r| {
                values(vec![
                    r.distance.to_string(),
                    format!("{:.1}", deg_mod_360(r.angle_deg)),
                    num(r.contribution, 5),
                ])
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
        "lesson-clocks-title",
        msg!(
            "lesson-clocks-text",
            ratio = ratio.map_or(Arg::from("—"), |r| n(r, 4)),
            m = scene.m,
        ),
        vec![
            words("lesson-col-pair"),
            words("lesson-col-whole-turns"),
            words("lesson-col-hand"),
            words("lesson-col-positions-per-turn"),
        ],
        d.iter()
            .enumerate()
            .take(8)
            .map(|(i, x)| {
                values(vec![
                    i.to_string(),
                    num(x.turns, 0),
                    format!("{:.1}", x.hand.to_degrees()),
                    num(x.wavelength, 2),
                ])
            })
            .collect(),
    )
}

/// Gap 8: where RoPE sits.
fn where_section() -> Section {
    section(
        "where",
        "lesson-where-title",
        Msg::new("lesson-where-text"),
        vec![],
        vec![],
    )
}

/// Layouts: interleaved and half-split are the same model up to a permutation.
fn layouts_section(cx: &Cx) -> Section {
    let Cx {
        scene, w, m, n: kn, ..
    } = *cx;
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
        crate::rope::maths::score::decompose(q, m, k, kn, w, layout).total
    };
    let inter = score_in(&scene.q, &scene.k, Layout::Interleaved);
    let half_perm = score_in(&perm(&scene.q), &perm(&scene.k), Layout::Half);
    let half_raw = score_in(&scene.q, &scene.k, Layout::Half);
    section(
        "layouts",
        "lesson-layouts-title",
        msg!(
            "lesson-layouts-text",
            d = scene.dim,
            interleaved = n(inter, 6),
            half_permuted = n(half_perm, 6),
            half_raw = n(half_raw, 6),
        ),
        vec![words("lesson-col-setting"), words("lesson-col-score")],
        vec![
            vec![words("lesson-row-interleaved"), num(inter, 6).into()],
            vec![words("lesson-row-half-permuted"), num(half_perm, 6).into()],
            vec![words("lesson-row-half-raw"), num(half_raw, 6).into()],
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
    let fraction = rot as f64 / head as f64;
    let slower = own
        .last()
        .map_or(0.0, |&a| full.get(rot / 2 - 1).map_or(0.0, |&b| b / a));
    section(
        "partial",
        "lesson-partial-title",
        msg!(
            "lesson-partial-text",
            rot = rot,
            head = head,
            pct = Arg::num(crate::rope::base::num::short(fraction, 4), fraction),
            last_rot = rot - 1,
            pairs = rot / 2,
            first_pass = rot,
            last_head = head - 1,
            layout = neox_layout.as_str(),
            half = rot / 2,
            times = n(slower, 2),
        ),
        vec![
            words("lesson-col-pair-i"),
            words("lesson-col-dims"),
            words("lesson-col-theta-rotary"),
            words("lesson-col-theta-head"),
        ],
        (0..rot / 2)
            .map(|i| {
                values(vec![
                    i.to_string(),
                    dims(i),
                    num(own.get(i).copied().unwrap_or(f64::NAN), 6),
                    num(full.get(i).copied().unwrap_or(f64::NAN), 6),
                ])
            })
            .chain(std::iter::once(vec![
                format!("{}–{}", rot / 2, head / 2 - 1).into(),
                format!("{}–{}", rot, head - 1).into(),
                words("lesson-cell-pass-through"),
                words("lesson-cell-pass-through"),
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
        "lesson-crowding-title",
        msg!(
            "lesson-crowding-text",
            factor = n(config.scaling.params.factor, 3)
        ),
        vec![
            words("lesson-col-method"),
            words("lesson-col-pair0-step"),
            words("lesson-col-unscaled"),
        ],
        steps
            .iter()
            .map(|s| {
                vec![
                    Cell::Words(s.method.label_msg()),
                    Cell::Value(num(s.step, 5)),
                    Cell::Value(num(s.unscaled, 5)),
                ]
            })
            .collect(),
    )
}

/// Gap 10: swapping two words.
fn swap_section(cx: &Cx) -> Section {
    let Cx {
        scene, w, m, n: kn, ..
    } = *cx;
    let sw = word_swap(&scene.q, &scene.k, (m, kn), w, scene.layout);
    // Without RoPE the score is the plain dot product, the same in both orders; a decoder's
    // causal mask still sees the order, because it belongs to positions.
    let plain = crate::rope::maths::rotate::dot(&scene.q, &scene.k);
    let mask = match scene.m.cmp(&scene.n) {
        std::cmp::Ordering::Greater => Arg::from(Msg::new("lesson-swap-mask-hides")),
        std::cmp::Ordering::Less => Arg::from(Msg::new("lesson-swap-mask-reveals")),
        std::cmp::Ordering::Equal => Arg::from(""),
    };
    let change =
        if (sw.score_before - sw.score_after).abs() <= 1e-12 * sw.score_before.abs().max(1.0) {
            msg!("lesson-swap-stays", score = n(sw.score_before, 5))
        } else {
            msg!(
                "lesson-swap-changes",
                before = n(sw.score_before, 5),
                after = n(sw.score_after, 5),
            )
        };
    section(
        "swap",
        "lesson-swap-title",
        msg!(
            "lesson-swap-text",
            query_now = scene.n,
            key_now = scene.m,
            change = change,
            mask = mask,
            plain = n(plain, 5),
        ),
        vec![
            words("lesson-col-pair"),
            words("lesson-col-dot-part"),
            words("lesson-col-cross-before"),
            words("lesson-col-cross-after"),
        ],
        sw.pairs
            .iter()
            .enumerate()
            .take(8)
            .map(|(i, p)| {
                values(vec![
                    i.to_string(),
                    num(p.dot_part, 5),
                    num(p.cross_part_before, 5),
                    num(p.cross_part_after, 5),
                ])
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;

    /// A cell as the English page shows it.
    fn cell(c: &Cell) -> String {
        match c {
            Cell::Value(v) => v.clone(),
            Cell::Words(m) => en(m),
        }
    }

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
            assert!(en(&x.text).len() > 80, "{}", x.id);
            assert!(!en(&Msg::new(x.title)).starts_with('['), "{}", x.id);
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
            assert_eq!(polar.headers[2], Cell::Words(Msg::new(BETWEEN_HEADER)));
            assert_eq!(
                cell(&polar.headers[2]),
                "between: rotated q's angle − rotated k's (°)"
            );
            let first = &polar.rows[0];
            assert_eq!(
                (cell(&first[0]).as_str(), cell(&first[1]).as_str()),
                (num(s.m as f64, 0).as_str(), num(s.n as f64, 0).as_str())
            );
            assert_eq!(
                cell(&first[2]),
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
            let (b, a): (f64, f64) = (
                cell(&row[2]).parse().unwrap(),
                cell(&row[3]).parse().unwrap(),
            );
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
        let swap_off_text = en(&swap_off.text);
        assert!(swap_off_text.contains(&format!("q·k = {}", num(plain, 5))));
        assert!(
            swap_off_text.contains("causal mask hides it"),
            "{}",
            swap_off_text
        );
        assert!(!swap_off_text.contains("invisible"));
        let crowd = l.iter().find(|x| x.id == "crowding").unwrap();
        assert!(crowd.rows.len() >= 5);
        assert!(NOTATION.iter().any(|(sym, _)| en(&Msg::new(*sym)) == "θ_i"));
    }

    /// The logit's legend names every method whose attention factor is not 1 (LongRoPE's too,
    /// sqrt(1 + ln s / ln orig), not only YaRN's).
    #[test]
    fn the_logit_legend_names_every_method_with_an_attention_factor() {
        use crate::rope::maths::scaling::{apply, FreqSource, Method, Params, Scaling};
        let logit = en(&Msg::new(
            NOTATION
                .iter()
                .find(|(sym, _)| en(&Msg::new(*sym)) == "logit")
                .unwrap()
                .1,
        ));
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
        assert_eq!(cell(&part.rows[0][1]), "0, 12");
        assert_eq!(cell(&part.rows[11][1]), "11, 23");
        let part_text = en(&part.text);
        assert!(
            part_text.contains("pair i is dims i and i + 12"),
            "{}",
            part_text
        );
        assert!(part_text.contains("are half-split:"), "{}", part_text);
        assert!(en(&lay.text).contains("Llama-family"));
        // rotary_pct is the rotary dims over the head's (24 / 96), as the preset's note says.
        assert!(part_text.contains("(rotary_pct 0.25)"), "{}", part_text);
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
