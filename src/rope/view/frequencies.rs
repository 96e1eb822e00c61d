//! View 6, frequencies and wavelengths: each pair's wavelength (positions per full turn) on a
//! log axis against the original context; the scaled curve beside the plain one, YaRN's ramp
//! bounds or Llama 3's band, and what the active method does, in one sentence.

use super::num;
use crate::rope::chart::{Axis, Ink, LineChart, Mark, Series};
use crate::rope::freq::wavelengths;
use crate::rope::scaling::Method;
use crate::rope::scene::Scene;

/// One row of the data table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FrequencyRow {
    pub pair: usize,
    pub inv_freq_plain: f64,
    pub inv_freq: f64,
    pub wavelength_plain: f64,
    pub wavelength: f64,
    /// 0 = kept, 1 = divided by the full factor.
    pub interpolation: f64,
}

/// Everything the frequencies view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct FrequenciesModel {
    pub rows: Vec<FrequencyRow>,
    pub method_note: String,
    pub attention_factor: f64,
    pub method: Method,
    pub orig: u64,
    pub yarn_range: Option<(f64, f64)>,
    pub llama3_band: Option<(f64, f64)>,
}

/// The frequencies view of a scene.
pub fn frequencies(scene: &Scene) -> FrequenciesModel {
    let f = &scene.freqs;
    let (wl0, wl) = (wavelengths(&f.inv_freq_unscaled), wavelengths(&f.inv_freq));
    let rows = (0..f.inv_freq.len())
        .map(|i| FrequencyRow {
            pair: i,
            inv_freq_plain: f.inv_freq_unscaled[i],
            inv_freq: f.inv_freq[i],
            wavelength_plain: wl0[i],
            wavelength: wl[i],
            interpolation: f.interpolation.get(i).copied().unwrap_or(0.0),
        })
        .collect();
    let (orig, factor) = (scene.orig, scene.factor);
    let method_note = match scene.method {
        Method::None => "No scaling: wavelengths longer than the original context (dashed line) never complete a turn in training.".to_string(),
        Method::Linear => format!(
            "Linear (position interpolation): every wavelength x {}; position p looks like p / {} to the model.",
            num(factor, 3),
            num(factor, 3)
        ),
        Method::Ntk | Method::Dynamic => format!(
            "The base becomes {}: pair 0 keeps its speed, the last pair slows by the full factor, the ones between by less.",
            num(f.effective_base.unwrap_or(f64::NAN), 1)
        ),
        Method::Yarn => {
            let (lo, hi) = f.yarn_range.unwrap_or((0.0, 0.0));
            format!(
                "YaRN: pairs below {} (> beta_fast turns in {orig} positions) keep their speed, pairs above {} (< beta_slow turns) are divided by {}, a linear ramp between. Attention factor {} (logits x {}).",
                num(lo, 2),
                num(hi, 2),
                num(factor, 3),
                num(f.attention_factor, 4),
                num(f.attention_factor * f.attention_factor, 4)
            )
        }
        Method::Llama3 => {
            let (hw, lw) = f.llama3_wavelen_band.unwrap_or((0.0, 0.0));
            format!(
                "Llama 3: wavelengths below {} keep their speed, above {} are divided by {}, smoothly blended between (both ends inclusive).",
                num(hw, 1),
                num(lw, 1),
                num(factor, 3)
            )
        }
    };
    FrequenciesModel {
        rows,
        method_note,
        attention_factor: f.attention_factor,
        method: scene.method,
        orig,
        yarn_range: f.yarn_range,
        llama3_band: f.llama3_wavelen_band,
    }
}

impl FrequenciesModel {
    /// The wavelength chart; `None` when no wavelength is finite and positive (nothing to draw
    /// on a log axis).
    pub fn chart(&self, hovered_pair: Option<usize>) -> Option<LineChart> {
        let finite = |v: f64| v.is_finite() && v > 0.0;
        let all = || {
            self.rows
                .iter()
                .flat_map(|r| [r.wavelength_plain, r.wavelength])
                .filter(|&v| finite(v))
        };
        let lo = all().fold(f64::INFINITY, f64::min).min(self.orig as f64);
        let hi = all().fold(0.0, f64::max).max(self.orig as f64);
        if !(lo.is_finite() && hi > 0.0 && lo > 0.0) {
            return None;
        }
        let (ylo, yhi) = (lo / 2.0, hi * 2.0);
        let n = self.rows.len() as f64;
        let mut series = Vec::new();
        let mut legend = Vec::new();
        if let Some(i) = hovered_pair.filter(|&i| i < self.rows.len()) {
            series.push(Series::Band {
                x0: i as f64 - 0.5,
                x1: i as f64 + 0.5,
                ink: Ink::Compare,
            });
        }
        if let (Method::Yarn, Some((a, b))) = (self.method, self.yarn_range) {
            for x in [a, b] {
                series.push(Series::VLine {
                    x,
                    ink: Ink::Third,
                    dashed: true,
                });
            }
            legend.push(("YaRN ramp bounds".to_string(), Mark::Dashed(Ink::Third)));
        }
        if let (Method::Llama3, Some((hw, lw))) = (self.method, self.llama3_band) {
            // The wavelengths that are blended between kept and divided.
            series.push(Series::HBand {
                y0: hw,
                y1: lw,
                ink: Ink::Third,
            });
            legend.push(("Llama 3 smoothed band".to_string(), Mark::Band(Ink::Third)));
        }
        series.push(Series::Line {
            points: vec![(-0.5, self.orig as f64), (n - 0.5, self.orig as f64)],
            ink: Ink::Fg,
            width: 1,
            dashed: true,
        });
        legend.push(("original context".to_string(), Mark::Dashed(Ink::Fg)));
        series.push(Series::Points {
            points: self
                .rows
                .iter()
                .filter(|r| finite(r.wavelength_plain))
                .map(|r| (r.pair as f64, r.wavelength_plain))
                .collect(),
            ink: Ink::Compare,
        });
        legend.push(("unscaled wavelength".to_string(), Mark::Dot(Ink::Compare)));
        if self.method != Method::None {
            series.push(Series::Line {
                points: self
                    .rows
                    .iter()
                    .filter(|r| finite(r.wavelength))
                    .map(|r| (r.pair as f64, r.wavelength))
                    .collect(),
                ink: Ink::Main,
                width: 2,
                dashed: false,
            });
            legend.push(("scaled wavelength".to_string(), Mark::Line(Ink::Main)));
        }
        let mut x = Axis::linear(0.0, (n - 1.0).max(0.0), 10, "pair i");
        x.lo = -0.5;
        x.hi = n - 0.5;
        Some(LineChart {
            x,
            y: Axis::log(ylo, yhi, "wavelength (positions, log)"),
            series,
            legend,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn wavelength_is_two_pi_over_inv_freq() {
        let m = frequencies(&scene("dim=8&base=10000"));
        assert_eq!(m.rows.len(), 4);
        for r in &m.rows {
            let want = 10000f64.powf(-(2.0 * r.pair as f64) / 8.0);
            assert!((r.inv_freq - want).abs() < 1e-15);
            assert!((r.wavelength - std::f64::consts::TAU / want).abs() < 1e-9);
        }
        assert!(m.method_note.starts_with("No scaling"));
        let c = m.chart(None).unwrap();
        assert_eq!(c.y.scale, crate::rope::chart::Scale::Log10);
        assert!(c.y.lo < m.rows[0].wavelength && c.y.hi > m.rows[3].wavelength);
        assert_eq!(c.legend.len(), 2, "no scaled line without scaling");
    }

    #[test]
    fn method_notes_name_the_numbers() {
        let y = frequencies(&scene("scaling=yarn&factor=16&dim=64"));
        assert!(y.method_note.starts_with("YaRN"));
        assert!(y.attention_factor > 1.0);
        assert!(y.chart(Some(3)).unwrap().legend.len() == 4);
        let l = frequencies(&scene("scaling=linear&factor=2"));
        assert!(l.method_note.contains("x 2.000"));
        for r in &l.rows {
            assert!((r.wavelength - 2.0 * r.wavelength_plain).abs() < 1e-6 * r.wavelength);
        }
        let n = frequencies(&scene("scaling=ntk&factor=4&dim=16"));
        assert!(n.method_note.starts_with("The base becomes"));
        let l3 = frequencies(&scene(
            "scaling=llama3&factor=8&orig=8192&dim=128&base=500000",
        ));
        assert!(l3.method_note.starts_with("Llama 3"));
    }
}
