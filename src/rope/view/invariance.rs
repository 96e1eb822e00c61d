//! `View::Invariance`, only m - n matters: the scene's query and key scored at (m, n) and at (m + t, n + t).

use crate::rope::maths::score::decompose;
use crate::rope::view::scene::Scene;

/// The shift the slider starts at (and returns to at each tour step).
pub const DEFAULT_SHIFT: u64 = 100;

/// The largest shift the slider offers.
pub const MAX_SHIFT: u64 = 5000;

/// The two placements and their scores.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct InvarianceModel {
    pub m: u64,
    pub n: u64,
    pub shift: u64,
    pub original: f64,
    pub shifted: f64,
    /// |original - shifted|: float64 rounding only.
    pub difference: f64,
}

/// Scores at (m, n) and (m + shift, n + shift).
pub fn invariance(scene: &Scene, shift: u64) -> InvarianceModel {
    let (m, n, t) = (scene.m as f64, scene.n as f64, shift as f64);
    let w = &scene.freqs.inv_freq;
    let a = decompose(&scene.q, m, &scene.k, n, w, scene.layout).total;
    let b = decompose(&scene.q, m + t, &scene.k, n + t, w, scene.layout).total;
    InvarianceModel {
        m: scene.m,
        n: scene.n,
        shift,
        original: a,
        shifted: b,
        difference: (a - b).abs(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::config::Config;

    #[test]
    fn the_shift_changes_nothing_but_rounding() {
        for q in ["", "dim=128&layout=half", "scaling=yarn&factor=8&dim=64"] {
            let s = Scene::new(&Config::from_query(q).unwrap().config);
            let r = invariance(&s, 4321);
            assert!(r.difference < 1e-9, "{q}: {r:?}");
            assert_eq!((r.m + 4321, r.n + 4321), (s.m + r.shift, s.n + r.shift));
        }
    }

    #[test]
    fn a_shift_of_one_side_only_would_change_it() {
        // Guard that the test above could fail: moving only m does change the score.
        let s = Scene::new(&Config::from_query("dim=16").unwrap().config);
        let w = &s.freqs.inv_freq;
        let a = decompose(&s.q, s.m as f64, &s.k, s.n as f64, w, s.layout).total;
        let b = decompose(&s.q, s.m as f64 + 3.0, &s.k, s.n as f64, w, s.layout).total;
        assert!((a - b).abs() > 1e-3);
    }
}
