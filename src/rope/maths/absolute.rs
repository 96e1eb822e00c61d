//! Absolute (additive sinusoidal) encoding versus RoPE, term by term.
//!
//! With the sinusoidal encoding added to token embeddings, the attention score of x_m at m and
//! x_n at n is (x_m + p_m) W_q . (x_n + p_n) W_k = four terms:
//!   content-content    (x_m W_q) . (x_n W_k)
//!   content-position   (x_m W_q) . (p_n W_k)   depends on n itself
//!   position-content   (p_m W_q) . (x_n W_k)   depends on m itself
//!   position-position  (p_m W_q) . (p_n W_k)   depends on m and n, not only m - n (general W)
//! RoPE instead rotates the projections: (R_m W_q x_m) . (R_n W_k x_n), a function of m - n.
//! The projections here are TOY matrices (deterministic, entries uniform in [-1, 1] / sqrt(d)).

use crate::rope::base::tokens::{content_vector, Role};
use crate::rope::maths::rotate::{dot, rotate_vector, Layout};
use crate::rope::maths::sinusoidal::encoding;

/// A deterministic toy projection: row r is the toy vector of "W<name>:<r>", scaled by 1/sqrt(d).
pub fn toy_projection(name: &str, dim: usize) -> Vec<Vec<f64>> {
    let scale = 1.0 / (dim as f64).sqrt();
    (0..dim)
        .map(|r| {
            content_vector(&format!("W{name}:{r}"), Role::Embedding, dim)
                .into_iter()
                .map(|v| v * scale)
                .collect()
        })
        .collect()
}

/// x W (x as a row vector).
pub fn project(x: &[f64], w: &[Vec<f64>]) -> Vec<f64> {
    let dim = w.first().map_or(0, Vec::len);
    let mut out = vec![0.0; dim];
    for (xi, row) in x.iter().zip(w) {
        for (o, wij) in out.iter_mut().zip(row) {
            *o += xi * wij;
        }
    }
    out
}

/// The four terms of the additive-encoding score and the RoPE score, for one (m, n).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FourTerms {
    pub content_content: f64,
    pub content_position: f64,
    pub position_content: f64,
    pub position_position: f64,
    /// Sum of the four.
    pub absolute_total: f64,
    /// (R_m W_q x_m) . (R_n W_k x_n) with the given frequencies.
    pub rope: f64,
}

/// Everything the comparison needs for one query/key token pair.
pub struct Comparison {
    pub wq: Vec<Vec<f64>>,
    pub wk: Vec<Vec<f64>>,
    pub xm: Vec<f64>,
    pub xn: Vec<f64>,
}

impl Comparison {
    /// Toy embeddings of the two tokens and toy projections in `dim` dimensions.
    pub fn new(query_token: &str, key_token: &str, dim: usize) -> Self {
        Comparison {
            wq: toy_projection("q", dim),
            wk: toy_projection("k", dim),
            xm: content_vector(query_token, Role::Embedding, dim),
            xn: content_vector(key_token, Role::Embedding, dim),
        }
    }

    /// The terms at positions m and n (`base` for the sinusoid, `inv_freq` for RoPE).
    pub fn terms(&self, m: f64, n: f64, base: f64, inv_freq: &[f64], layout: Layout) -> FourTerms {
        four_terms(
            &self.wq,
            &self.wk,
            &self.xm,
            &self.xn,
            (m, n),
            base,
            inv_freq,
            layout,
        )
    }
}

/// [`Comparison::terms`] on borrowed parts (the projections are large: the UI keeps them once
/// per dimension).
#[allow(clippy::too_many_arguments)]
pub fn four_terms(
    wq: &[Vec<f64>],
    wk: &[Vec<f64>],
    xm: &[f64],
    xn: &[f64],
    (m, n): (f64, f64),
    base: f64,
    inv_freq: &[f64],
    layout: Layout,
) -> FourTerms {
    {
        let dim = xm.len();
        let (pm, pn) = (encoding(m, dim, base), encoding(n, dim, base));
        let (xq, xk) = (project(xm, wq), project(xn, wk));
        let (pq, pk) = (project(&pm, wq), project(&pn, wk));
        let cc = dot(&xq, &xk);
        let cp = dot(&xq, &pk);
        let pc = dot(&pq, &xk);
        let pp = dot(&pq, &pk);
        FourTerms {
            content_content: cc,
            content_position: cp,
            position_content: pc,
            position_position: pp,
            absolute_total: cc + cp + pc + pp,
            rope: dot(
                &rotate_vector(&xq, m, inv_freq, layout),
                &rotate_vector(&xk, n, inv_freq, layout),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::maths::freq::inv_freq;

    #[test]
    fn shifting_both_positions_changes_absolute_terms_but_not_rope() {
        let dim = 16;
        let w = inv_freq(dim, 10_000.0).unwrap();
        let c = Comparison::new("cat", "mat", dim);
        let a = c.terms(5.0, 1.0, 10_000.0, &w, Layout::Interleaved);
        let b = c.terms(105.0, 101.0, 10_000.0, &w, Layout::Interleaved);
        assert!((a.rope - b.rope).abs() < 1e-12);
        assert!((a.content_content - b.content_content).abs() < 1e-15);
        assert!((a.content_position - b.content_position).abs() > 1e-3);
        assert!((a.position_content - b.position_content).abs() > 1e-3);
        assert!((a.absolute_total - b.absolute_total).abs() > 1e-3);
        let sum = a.content_content + a.content_position + a.position_content + a.position_position;
        assert!((a.absolute_total - sum).abs() < 1e-15);
    }

    #[test]
    fn projection_is_a_row_vector_times_matrix() {
        let w = vec![vec![1.0, 2.0], vec![3.0, 4.0]];
        assert_eq!(project(&[1.0, 1.0], &w), vec![4.0, 6.0]);
    }
}
