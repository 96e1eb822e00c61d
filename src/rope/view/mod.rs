//! View models: for every view of the widget, a pure function from the [`Scene`] (and the view's
//! own controls) to exactly what the view shows: rows, labels, angles, colours as values, chart
//! descriptions, readouts, summaries. Components in `app::views` only read memos of these and
//! draw them, so every number on screen comes from a function tested here, natively.
//!
//! [`Scene`]: scene::Scene

pub mod absolute;
pub mod attention;
pub mod chart;
pub mod compasses;
pub mod distance;
pub mod frequencies;
pub mod heatmap;
pub mod invariance;
pub mod latent;
pub mod layers;
pub mod longlab;
pub mod model_lab;
pub mod mrope;
pub mod scene;
pub mod score;
pub mod vision;

/// Per-pair tables (compasses, score) start open up to this many pairs (d = 64); above it they
/// start folded: the canvases show the same numbers, and 128 rows of live cells per keystroke
/// is what made d = 256 slow.
pub use crate::rope::base::num::{deg_mod_360, num, positions, short};

pub const TABLE_OPEN_MAX_PAIRS: usize = 32;

/// Whether a per-pair table starts open for `pairs` pairs.
pub fn table_open_by_default(pairs: usize) -> bool {
    pairs <= TABLE_OPEN_MAX_PAIRS
}

/// The index of the largest entry (first on ties); `None` for an empty or all-NaN slice.
pub fn argmax(v: &[f64]) -> Option<usize> {
    v.iter()
        .enumerate()
        .filter(|(_, x)| !x.is_nan())
        .fold(None, |best: Option<(usize, f64)>, (i, &x)| match best {
            Some((_, b)) if b >= x => best,
            _ => Some((i, x)),
        })
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Under `rope=off` and `drop`, every view, the quiz, the lesson and the export show the
    /// scene's frequencies (the one derivation), not the unmodified method's.
    #[test]
    fn every_reader_follows_the_scene_under_rope_off_and_drop() {
        use crate::rope::io::export::Export;
        use crate::rope::settings::config::Config;
        use crate::rope::teaching::lesson::neighbour_steps;
        use crate::rope::teaching::quiz::questions;
        use crate::rope::view::scene::Scene;
        for q in [
            "rope=off",
            "dim=8&drop=2",
            "dim=8&drop=4",
            "dim=8&scaling=yarn&factor=4&orig=64&drop=1",
            "dim=8&scaling=longrope&factor=8&orig=64&drop=3&rope=off",
        ] {
            let c = Config::from_query(q).unwrap().config;
            let s = Scene::new(&c);
            let w = &s.freqs.inv_freq;
            // Frequencies view.
            let f = frequencies::frequencies(&s);
            let shown: Vec<f64> = f.rows.iter().map(|r| r.inv_freq).collect();
            assert_eq!(&shown, w, "{q}");
            // Compasses: each dial's speed is the scene's.
            let dials = compasses::compasses(&s, s.m, 0.0);
            for (d, &wi) in dials.pairs.iter().zip(w) {
                assert!((d.speed_deg - wi.to_degrees()).abs() < 1e-12, "{q}");
            }
            // Score: the scene's decomposition.
            assert_eq!(score::score(&s).total, s.score().total, "{q}");
            // Attention: with every pair still (RoPE off, all dropped) it is NoPE's.
            let att = attention::attention_matrix(&s, true);
            if w.iter().all(|&x| x == 0.0) {
                let nope = attention::attention_baseline(&s, true, attention::Baseline::Nope);
                for (a, b) in att.attention.weights.iter().zip(&nope.attention.weights) {
                    for (x, y) in a.iter().zip(b) {
                        assert!((x - y).abs() < 1e-12, "{q}");
                    }
                }
            }
            // Lesson: pair 0's step under the active method is the scene's.
            let step = neighbour_steps(&s)
                .into_iter()
                .find(|st| st.method == s.method)
                .unwrap();
            assert_eq!(step.step, w[0], "{q}");
            // Quiz: with no pair turning, no pair wraps.
            let wrap = questions(&s).into_iter().find(|x| x.id == "wrap").unwrap();
            assert_eq!(wrap.answer == 3, w.iter().all(|&x| x == 0.0), "{q}");
            // Export: the scene's frequencies.
            assert_eq!(&Export::new(&c).unwrap().inv_freq, w, "{q}");
        }
    }

    #[test]
    fn argmax_takes_the_first_largest() {
        assert_eq!(argmax(&[0.1, 0.7, 0.7, 0.2]), Some(1));
        assert_eq!(argmax(&[]), None);
        assert_eq!(argmax(&[f64::NAN, 0.3]), Some(1));
    }
}
