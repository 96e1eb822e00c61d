//! View models: for every view of the widget, a pure function from the [`Scene`] (and the view's
//! own controls) to exactly what the view shows: rows, labels, angles, colours as values, chart
//! descriptions, readouts, summaries. Components in `app::views` only read memos of these and
//! draw them, so every number on screen comes from a function tested here, natively.
//!
//! [`Scene`]: super::scene::Scene

pub mod absolute;
pub mod attention;
pub mod chart;
pub mod compasses;
pub mod distance;
pub mod examples;
pub mod frequencies;
pub mod heatmap;
pub mod invariance;
pub mod latent;
pub mod layers;
pub mod lesson;
pub mod longlab;
pub mod model_lab;
pub mod mrope;
pub mod score;
pub mod vision;

/// Per-pair tables (compasses, score) start open up to this many pairs (d = 64); above it they
/// start folded: the canvases show the same numbers, and 128 rows of live cells per keystroke
/// is what made d = 256 slow.
pub const TABLE_OPEN_MAX_PAIRS: usize = 32;

/// Whether a per-pair table starts open for `pairs` pairs.
pub fn table_open_by_default(pairs: usize) -> bool {
    pairs <= TABLE_OPEN_MAX_PAIRS
}

/// Formats a number for display: fixed for moderate magnitudes (|v| from 0.001), scientific
/// otherwise, so a slow pair's 0.0018°/position never prints as 0.00.
pub fn num(v: f64, digits: usize) -> String {
    if v == 0.0 || (1e-3..1e6).contains(&v.abs()) {
        format!("{v:.digits$}")
    } else if v.is_finite() {
        format!("{v:.digits$e}")
    } else if v.is_nan() {
        "NaN".into()
    } else if v > 0.0 {
        "∞".into()
    } else {
        "−∞".into()
    }
}

/// [`num`] without trailing zeros after the decimal point ("4", "37", "35097.9").
pub fn short(v: f64, digits: usize) -> String {
    let s = num(v, digits);
    if s.contains('.') && !s.contains('e') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A count of positions: whole numbers as such, anything else with two decimals.
pub fn positions(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        num(v, 2)
    }
}

/// An angle in degrees folded into [0, 360).
pub fn deg_mod_360(deg: f64) -> f64 {
    let r = deg.rem_euclid(360.0);
    // rem_euclid can return 360 itself for tiny negative inputs.
    if r >= 360.0 {
        0.0
    } else {
        r
    }
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
        use crate::rope::settings::scene::Scene;
        use crate::rope::teaching::lesson::neighbour_steps;
        use crate::rope::teaching::quiz::questions;
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
    fn numbers_format_for_reading() {
        assert_eq!(num(1.199471, 5), "1.19947");
        assert_eq!(num(0.0, 2), "0.00");
        assert_eq!(num(1.5e-5, 2), "1.50e-5");
        assert_eq!(num(2.5e7, 1), "2.5e7");
        assert_eq!(num(f64::NAN, 2), "NaN");
        assert_eq!(num(f64::NEG_INFINITY, 2), "−∞");
    }

    #[test]
    fn degrees_fold_into_one_turn() {
        assert_eq!(deg_mod_360(370.0), 10.0);
        assert_eq!(deg_mod_360(-90.0), 270.0);
        assert_eq!(deg_mod_360(-1e-17), 0.0);
        assert!(deg_mod_360(720.0).abs() < 1e-12);
    }

    #[test]
    fn argmax_takes_the_first_largest() {
        assert_eq!(argmax(&[0.1, 0.7, 0.7, 0.2]), Some(1));
        assert_eq!(argmax(&[]), None);
        assert_eq!(argmax(&[f64::NAN, 0.3]), Some(1));
    }
}
