//! `View::Absolute`, absolute vs rotary: the sinusoidal code p_m beside RoPE's angles, and the four terms
//! of (x_m + p_m) W_q . (x_n + p_n) W_k at (m, n) and at (m + t, n + t), with RoPE's score.

use crate::rope::base::tokens::{content_vector, Role};
use crate::rope::maths::absolute::{four_terms, toy_projection, FourTerms};
use crate::rope::maths::heatmap::angle_grid;
use crate::rope::maths::sinusoidal::encoding;
use crate::rope::view::chart::{diverging, grid_axis, ColorLegend, ColorMap, GridChart, Tr};
use crate::rope::view::scene::Scene;

/// Positions shown in the two pictures.
pub const POSITIONS: u64 = 64;

/// The toy projection matrices W_q, W_k: they depend on d only, so the UI keeps them per d.
#[derive(Debug, Clone, PartialEq)]
pub struct Projections {
    pub dim: usize,
    pub wq: Vec<Vec<f64>>,
    pub wk: Vec<Vec<f64>>,
}

impl Projections {
    pub fn new(dim: usize) -> Projections {
        Projections {
            dim,
            wq: toy_projection("q", dim),
            wk: toy_projection("k", dim),
        }
    }
}

/// The term table: the terms at (m, n) and after shifting both by t.
#[derive(Debug, Clone, PartialEq)]
pub struct TermsModel {
    pub m: u64,
    pub n: u64,
    pub shift: u64,
    pub before: FourTerms,
    pub after: FourTerms,
}

/// One row of the term table: the message ids of its name and of what it depends on, and how
/// to read it.
pub struct TermRow {
    pub name: &'static str,
    pub depends_on: &'static str,
    pub value: fn(&FourTerms) -> f64,
}

/// The table's rows, in order.
pub const TERM_ROWS: [TermRow; 6] = [
    TermRow {
        name: "absolute-term-content-content",
        depends_on: "absolute-depends-content",
        value: |t| t.content_content,
    },
    TermRow {
        name: "absolute-term-content-position",
        depends_on: "absolute-depends-n",
        value: |t| t.content_position,
    },
    TermRow {
        name: "absolute-term-position-content",
        depends_on: "absolute-depends-m",
        value: |t| t.position_content,
    },
    TermRow {
        name: "absolute-term-position-position",
        depends_on: "absolute-depends-mn",
        value: |t| t.position_position,
    },
    TermRow {
        name: "absolute-term-sum",
        depends_on: "absolute-depends-absolute",
        value: |t| t.absolute_total,
    },
    TermRow {
        name: "absolute-term-rope",
        depends_on: "absolute-depends-relative",
        value: |t| t.rope,
    },
];

/// How a term changed after the shift: "same" within rounding, else the change.
pub fn change(before: f64, after: f64) -> Option<f64> {
    let d = after - before;
    (d.abs() >= 1e-12).then_some(d)
}

/// The four terms for the scene's query token at m and key token at n, shifted by `shift`.
/// `proj` must be built for the scene's d (the caller keeps it between changes).
pub fn terms(scene: &Scene, proj: &Projections, shift: u64) -> TermsModel {
    let (m, n) = (scene.m, scene.n);
    let text = |p: u64| {
        scene
            .token_at(p)
            .or(scene.tokens.last())
            .map_or(String::new(), |t| t.text.clone())
    };
    let xm = content_vector(&text(m), Role::Embedding, scene.dim);
    let xn = content_vector(&text(n), Role::Embedding, scene.dim);
    let at = |a: f64, b: f64| {
        four_terms(
            &proj.wq,
            &proj.wk,
            &xm,
            &xn,
            (a, b),
            scene.base,
            &scene.freqs.inv_freq,
            scene.layout,
        )
    };
    let t = shift as f64;
    TermsModel {
        m,
        n,
        shift,
        before: at(m as f64, n as f64),
        after: at(m as f64 + t, n as f64 + t),
    }
}

/// The sinusoidal encoding, positions 0..64 x dimensions, on a diverging map.
pub fn sinusoidal_chart(scene: &Scene, tr: Tr) -> GridChart {
    let dim = scene.dim;
    let rows = POSITIONS as usize;
    let cells = (0..POSITIONS)
        .flat_map(|p| encoding(p as f64, dim, scene.base))
        .map(diverging)
        .collect();
    GridChart {
        rows,
        cols: dim,
        cells,
        x: grid_axis(
            0.0,
            dim as f64 - 1.0,
            dim,
            &tr(&"absolute-axis-dimension".into()),
        ),
        y: grid_axis(
            0.0,
            POSITIONS as f64 - 1.0,
            rows,
            &tr(&"absolute-axis-position".into()),
        ),
        legend: Some(ColorLegend {
            map: ColorMap::Diverging,
            left: "−1".into(),
            right: "+1".into(),
        }),
        outline_col: None,
        marks: None,
    }
}

/// RoPE: the cosine of each pair's angle, positions 0..64 x pairs, on the same map.
pub fn rope_chart(scene: &Scene, tr: Tr) -> GridChart {
    let positions: Vec<u64> = (0..POSITIONS).collect();
    let w = &scene.freqs.inv_freq;
    let pairs = w.len();
    GridChart {
        rows: POSITIONS as usize,
        cols: pairs,
        cells: angle_grid(w, &positions, false)
            .into_iter()
            .map(|a| diverging(a.cos()))
            .collect(),
        x: grid_axis(
            0.0,
            pairs as f64 - 1.0,
            pairs,
            &tr(&"absolute-axis-pair-cos".into()),
        ),
        y: grid_axis(
            0.0,
            POSITIONS as f64 - 1.0,
            POSITIONS as usize,
            &tr(&"absolute-axis-position".into()),
        ),
        legend: Some(ColorLegend {
            map: ColorMap::Diverging,
            left: "−1".into(),
            right: "+1".into(),
        }),
        outline_col: None,
        marks: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn shifting_moves_the_absolute_terms_but_not_rope() {
        let s = scene("dim=16");
        let p = Projections::new(16);
        let t = terms(&s, &p, 50);
        assert_eq!((t.m, t.n, t.shift), (5, 0, 50));
        let moved: Vec<bool> = TERM_ROWS
            .iter()
            .map(|r| change((r.value)(&t.before), (r.value)(&t.after)).is_some())
            .collect();
        assert_eq!(moved, vec![false, true, true, true, true, false]);
        let t0 = terms(&s, &p, 0);
        assert!(TERM_ROWS
            .iter()
            .all(|r| change((r.value)(&t0.before), (r.value)(&t0.after)).is_none()));
    }

    #[test]
    fn pictures_have_the_right_shapes_and_first_row() {
        let s = scene("dim=8");
        let pe = sinusoidal_chart(&s, &crate::rope::base::i18n::en);
        assert_eq!((pe.rows, pe.cols, pe.cells.len()), (64, 8, 512));
        // Position 0: sin 0 = 0 on even dimensions, cos 0 = 1 on odd ones.
        assert_eq!(pe.cells[0], diverging(0.0));
        assert_eq!(pe.cells[1], diverging(1.0));
        let r = rope_chart(&s, &crate::rope::base::i18n::en);
        assert_eq!((r.rows, r.cols), (64, 4));
        assert!(r.cells[..4].iter().all(|&c| c == diverging(1.0)));
    }
}
