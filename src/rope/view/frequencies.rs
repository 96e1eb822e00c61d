//! `View::Frequencies`, frequencies and wavelengths: each pair's wavelength (positions per full turn) on a
//! log axis against the original context; the scaled curve beside the plain one, YaRN's ramp
//! bounds or Llama 3's band, and what the active method does, in one sentence.

use crate::msg;
use crate::rope::base::i18n::Msg;
use crate::rope::maths::freq::wavelengths;
use crate::rope::maths::scaling::Method;
use crate::rope::view::chart::{Axis, Ink, LineChart, Mark, Series, Tr};
use crate::rope::view::scene::Scene;

/// One row of the data table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FrequencyRow {
    pub pair: usize,
    pub inv_freq_plain: f64,
    pub inv_freq: f64,
    pub wavelength_plain: f64,
    pub wavelength: f64,
    /// 0 = kept, 1 = divided by the full factor (clamped to [0, 1]; see `slowdown`).
    pub interpolation: f64,
    /// How many times slower the pair turns than without scaling: plain inv_freq / scaled
    /// inv_freq, uncapped (dynamic NTK can slow a pair by more than the nominal factor).
    pub slowdown: f64,
}

/// Everything the frequencies view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct FrequenciesModel {
    pub rows: Vec<FrequencyRow>,
    pub method_note: crate::rope::base::i18n::Msg,
    /// What the method calls its factor (the data table's header): "factor", or HunYuan's
    /// "alpha".
    pub factor_name: &'static str,
    pub attention_factor: f64,
    pub method: Method,
    pub orig: u64,
    pub yarn_range: Option<(f64, f64)>,
    pub llama3_band: Option<(f64, f64)>,
    /// LongRoPE: both regimes' wavelengths, whichever the length selects.
    pub longrope: Option<LongropeRegimes>,
}

/// LongRoPE's two sets of wavelengths, per pair, and which one the current length uses.
#[derive(Debug, Clone, PartialEq)]
pub struct LongropeRegimes {
    /// With `short_factor` (sequences up to the original context).
    pub wavelength_short: Vec<f64>,
    /// With `long_factor` (past it).
    pub wavelength_long: Vec<f64>,
    pub long_active: bool,
    pub len: u64,
    pub orig: u64,
}

/// The frequencies view of a scene.
pub fn frequencies(scene: &Scene) -> FrequenciesModel {
    let f = &scene.freqs;
    let (wl0, wl) = (wavelengths(&f.inv_freq_unscaled), wavelengths(&f.inv_freq));
    let slowdown = f.slowdown();
    let rows = (0..f.inv_freq.len())
        .map(|i| FrequencyRow {
            pair: i,
            inv_freq_plain: f.inv_freq_unscaled[i],
            inv_freq: f.inv_freq[i],
            wavelength_plain: wl0[i],
            wavelength: wl[i],
            interpolation: f.interpolation.get(i).copied().unwrap_or(0.0),
            slowdown: slowdown[i],
        })
        .collect();
    let orig = scene.orig;
    let params = scene.config.scaling_params();
    let method_note = scene.method.note().note(&params, scene.dim, scene.base, f);
    FrequenciesModel {
        rows,
        method_note,
        factor_name: scene
            .method
            .param_name(crate::rope::base::error::Key::Factor)
            .map_or("factor", |n| n.name),
        attention_factor: f.attention_factor,
        method: scene.method,
        orig,
        yarn_range: f.yarn_range,
        llama3_band: f.llama3_wavelen_band,
        longrope: f.longrope.as_ref().map(|l| LongropeRegimes {
            wavelength_short: wavelengths(&l.inv_freq_short),
            wavelength_long: wavelengths(&l.inv_freq_long),
            long_active: l.long,
            len: l.len,
            orig: l.orig,
        }),
    }
}

impl FrequenciesModel {
    /// What the chart draws now, for the line under it: the dots, whether a scaled line (and a
    /// ramp or band) is drawn, and how many pairs never complete a turn within the original
    /// context, before and after scaling. The caption says what is always true.
    pub fn now(&self) -> Msg {
        let n = self.rows.len();
        let longer = |wl: fn(&FrequencyRow) -> f64| {
            self.rows
                .iter()
                .filter(|r| wl(r) > self.orig as f64)
                .count()
        };
        let plain_longer = longer(|r| r.wavelength_plain);
        if !self.rows.iter().any(|r| r.wavelength_plain.is_finite()) {
            return msg!("freq-now-none", orig = self.orig);
        }
        let dots = msg!(
            "freq-now-dots",
            n = n,
            orig = self.orig,
            longer = plain_longer
        );
        if self.method == Method::None {
            return msg!("freq-now-no-method", dots = dots);
        }
        // A pair the method stops (proportional RoPE, drop) has no wavelength to draw: it is
        // counted as standing still, not as slowed or as longer than the context.
        let stopped = self
            .rows
            .iter()
            .filter(|r| r.inv_freq == 0.0 && r.inv_freq_plain != 0.0)
            .count();
        let scaled_longer = longer(|r| r.wavelength) - stopped;
        let slowed = self
            .rows
            .iter()
            .filter(|r| r.slowdown.is_finite() && r.slowdown > 1.0 + 1e-12)
            .count();
        let still = if stopped > 0 {
            msg!("freq-now-still", stopped = stopped)
        } else {
            msg!("freq-nothing")
        };
        let extra = match self.method {
            Method::Yarn if self.yarn_range.is_some() => msg!("freq-now-extra-yarn"),
            Method::Llama3 if self.llama3_band.is_some() => msg!("freq-now-extra-llama3"),
            _ => msg!("freq-nothing"),
        };
        msg!(
            "freq-now-method",
            dots = dots,
            method = self.method.label_msg(),
            slowed = slowed,
            n = n,
            still = still,
            longer = scaled_longer,
            extra = extra
        )
    }

    /// The wavelength chart; `None` when no wavelength is finite and positive (nothing to draw
    /// on a log axis).
    pub fn chart(&self, hovered_pair: Option<usize>, tr: Tr) -> Option<LineChart> {
        let finite = |v: f64| v.is_finite() && v > 0.0;
        let regimes = self
            .longrope
            .iter()
            .flat_map(|l| l.wavelength_short.iter().chain(&l.wavelength_long))
            .copied();
        let all = || {
            self.rows
                .iter()
                .flat_map(|r| [r.wavelength_plain, r.wavelength])
                .chain(regimes.clone())
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
            legend.push((tr(&msg!("freq-legend-yarn")), Mark::Dashed(Ink::Third)));
        }
        if let (Method::Llama3, Some((hw, lw))) = (self.method, self.llama3_band) {
            // The wavelengths that are blended between kept and divided.
            series.push(Series::HBand {
                y0: hw,
                y1: lw,
                ink: Ink::Third,
            });
            legend.push((tr(&msg!("freq-legend-llama3")), Mark::Band(Ink::Third)));
        }
        series.push(Series::Line {
            points: vec![(-0.5, self.orig as f64), (n - 0.5, self.orig as f64)],
            ink: Ink::Fg,
            width: 1,
            dashed: true,
        });
        legend.push((tr(&msg!("freq-legend-original")), Mark::Dashed(Ink::Fg)));
        series.push(Series::Points {
            points: self
                .rows
                .iter()
                .filter(|r| finite(r.wavelength_plain))
                .map(|r| (r.pair as f64, r.wavelength_plain))
                .collect(),
            ink: Ink::Compare,
        });
        legend.push((tr(&msg!("freq-legend-unscaled")), Mark::Dot(Ink::Compare)));
        if let Some(l) = &self.longrope {
            // The regime the length does not select, dashed: LongRoPE switches between the two.
            let (other, label) = if l.long_active {
                (&l.wavelength_short, "freq-legend-short-regime")
            } else {
                (&l.wavelength_long, "freq-legend-long-regime")
            };
            series.push(Series::Line {
                points: other
                    .iter()
                    .enumerate()
                    .filter(|(_, &w)| finite(w))
                    .map(|(i, &w)| (i as f64, w))
                    .collect(),
                ink: Ink::Third,
                width: 2,
                dashed: true,
            });
            legend.push((tr(&msg!(label)), Mark::Dashed(Ink::Third)));
        }
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
            let label = match &self.longrope {
                Some(l) if l.long_active => "freq-legend-long-now",
                Some(_) => "freq-legend-short-now",
                None => "freq-legend-scaled",
            };
            legend.push((tr(&msg!(label)), Mark::Line(Ink::Main)));
        }
        let mut x = Axis::linear(0.0, (n - 1.0).max(0.0), 10, &tr(&msg!("freq-axis-pair")));
        x.lo = -0.5;
        x.hi = n - 0.5;
        Some(LineChart {
            x,
            y: Axis::log(ylo, yhi, &tr(&msg!("freq-axis-wavelength"))),
            series,
            legend,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;
    use crate::rope::view::{num, short};

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn longrope_shows_both_regimes_and_switches_past_the_original_context() {
        let q =
            "dim=8&scaling=longrope&factor=32&orig=4096&short_factor=1,2,3,4&long_factor=5,6,7,8";
        for (len, long) in [(4096u64, false), (4097, true)] {
            let m = frequencies(&scene(&format!("{q}&len={len}")));
            let l = m.longrope.clone().unwrap();
            assert_eq!(l.long_active, long);
            for (i, r) in m.rows.iter().enumerate() {
                let plain = 10000f64.powf(-(2.0 * i as f64) / 8.0);
                let short = std::f64::consts::TAU / (plain / (i as f64 + 1.0));
                let long_wl = std::f64::consts::TAU / (plain / (i as f64 + 5.0));
                assert!((l.wavelength_short[i] - short).abs() < 1e-9 * short);
                assert!((l.wavelength_long[i] - long_wl).abs() < 1e-9 * long_wl);
                let shown = if long { long_wl } else { short };
                assert!((r.wavelength - shown).abs() < 1e-9 * shown);
            }
            let chart = m.chart(None, &en).unwrap();
            let labels: Vec<&str> = chart.legend.iter().map(|(t, _)| t.as_str()).collect();
            assert!(
                labels.iter().any(|t| t.contains("short_factor")),
                "{labels:?}"
            );
            assert!(
                labels.iter().any(|t| t.contains("long_factor")),
                "{labels:?}"
            );
            assert!(
                crate::rope::base::i18n::en(&m.method_note).contains(if long {
                    "the long factors"
                } else {
                    "the short factors"
                })
            );
        }
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
        assert!(crate::rope::base::i18n::en(&m.method_note).starts_with("No scaling"));
        let c = m.chart(None, &en).unwrap();
        assert_eq!(c.y.scale, crate::rope::view::chart::Scale::Log10);
        assert!(c.y.lo < m.rows[0].wavelength && c.y.hi > m.rows[3].wavelength);
        assert_eq!(c.legend.len(), 2, "no scaled line without scaling");
    }

    #[test]
    fn dynamic_note_and_slowdown_follow_the_current_length() {
        // d = 16, base 10000, s = 4, L0 = 100. From first principles: r = s L / L0 - (s - 1),
        // base' = 10000 r^(16/14), and pair i slows by (base'/base)^(2i/16) = r^(2i/14).
        let at = |len: u64| {
            frequencies(&scene(&format!(
                "scaling=dynamic&factor=4&orig=100&len={len}&dim=16&base=10000"
            )))
        };
        for (len, r) in [(150u64, 3.0f64), (175, 4.0), (1000, 37.0)] {
            let m = at(len);
            let base_new = 10_000.0 * r.powf(16.0 / 14.0);
            for row in &m.rows {
                let want = r.powf(2.0 * row.pair as f64 / 14.0);
                assert!((row.slowdown - want).abs() < 1e-9 * want, "{len} {row:?}");
                assert!(row.interpolation <= 1.0);
            }
            let note = &crate::rope::base::i18n::en(&m.method_note);
            assert!(
                note.starts_with("Dynamic NTK at the current length"),
                "{note}"
            );
            assert!(note.contains(&format!("L = {len}")), "{note}");
            assert!(
                note.contains(&format!("= {}, so the base becomes", short(r, 3))),
                "{note}"
            );
            assert!(note.contains(&short(base_new, 1)), "{note}");
            assert!(
                note.contains(&format!("last pair turns {} times slower", short(r, 3))),
                "{note}"
            );
            assert!(note.contains("L = 175"), "{note}");
            assert!(!note.contains("full factor"), "{note}");
        }
        assert!(crate::rope::base::i18n::en(&at(150).method_note)
            .contains("less than the nominal factor 4"));
        assert!(crate::rope::base::i18n::en(&at(175).method_note)
            .contains("exactly the nominal factor"));
        assert!(crate::rope::base::i18n::en(&at(1000).method_note)
            .contains("more than the nominal factor 4"));
        assert!(
            crate::rope::base::i18n::en(&at(1000).method_note).contains("4 x 1000/100 - 3 = 37,")
        );
        assert_eq!(short(35_097.94, 1), "35097.9");
        assert_eq!(short(2.0e-7, 3), "2.000e-7");
        // Beyond L0 (2 - 1/s) the last pair slows by 37, not capped at the factor 4.
        let beyond = at(1000);
        let last = beyond.rows.last().unwrap();
        assert!((last.slowdown - 37.0).abs() < 1e-9 && last.interpolation == 1.0);
        // Within the trained context nothing changes, and the note says so.
        let within = at(80);
        assert!(within.rows.iter().all(|r| r.slowdown == 1.0));
        let within_note = crate::rope::base::i18n::en(&within.method_note);
        assert!(
            within_note.contains("effective factor is 1"),
            "{within_note}"
        );
        assert!(within_note.contains("base stays 10000 "));
        assert!(within_note.contains("only at L = 175"));
        // Without len, the length is the sentence's: 6 tokens, far inside orig = 2048.
        let own = frequencies(&scene("scaling=dynamic&factor=4&dim=16"));
        let own_note = crate::rope::base::i18n::en(&own.method_note);
        assert!(own_note.contains("L = 6,"), "{own_note}");
    }

    #[test]
    fn legend_names_wavelengths() {
        let m = frequencies(&scene("scaling=linear&factor=2"));
        let chart = m.chart(None, &en).unwrap();
        let names: Vec<&str> = chart.legend.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(
            names,
            [
                "original context",
                "unscaled wavelength",
                "scaled wavelength"
            ]
        );
    }

    #[test]
    fn the_line_under_the_chart_says_what_it_draws_now() {
        // Defaults: d = 16, base 10000, context 2048, no scaling. Pair i's wavelength is
        // 2π·10000^(2i/16); count those above 2048 by hand.
        let m = frequencies(&scene(""));
        let longer = (0..8)
            .filter(|&i| std::f64::consts::TAU * 10_000f64.powf(2.0 * i as f64 / 16.0) > 2048.0)
            .count();
        assert!(longer > 0 && longer < 8);
        let now = en(&m.now());
        assert!(
            now.contains(&format!("{longer} of them are longer")),
            "{now}"
        );
        assert!(now.contains("no scaled line is drawn"), "{now}");
        assert_eq!(
            m.chart(None, &en).unwrap().legend.len(),
            2,
            "and indeed none is drawn"
        );
        // Linear scaling by 4: every pair slowed, the line drawn and named.
        let l = frequencies(&scene("scaling=linear&factor=4"));
        let now = en(&l.now());
        assert!(
            now.contains("The line is the Linear / position interpolation scaled wavelengths"),
            "{now}"
        );
        assert!(now.contains("8 of the 8 pairs are slowed"), "{now}");
        let after = l.rows.iter().filter(|r| r.wavelength > 2048.0).count();
        assert!(after > longer);
        assert!(
            now.contains(&format!(
                "{after} are longer than the original context after scaling"
            )),
            "{now}"
        );
        assert!(l.chart(None, &en).unwrap().legend.len() == 3);
        // Proportional RoPE with factor 1 (Gemma 4's global layers) stops pairs, slows none:
        // the stopped pairs were counted as slowed and as longer than the context.
        let p = frequencies(&scene(
            "dim=512&base=1000000&scaling=proportional&factor=1&partial=0.25&orig=131072",
        ));
        let now = en(&p.now());
        assert!(
            now.contains("0 of the 256 pairs are slowed, 192 stand still"),
            "{now}"
        );
        let turning_longer = p
            .rows
            .iter()
            .filter(|r| r.wavelength.is_finite() && r.wavelength > 131_072.0)
            .count();
        assert_eq!(turning_longer, 0);
        assert!(
            now.contains("and 0 are longer than the original context"),
            "{now}"
        );
        // YaRN names its ramp bounds; RoPE off has nothing to draw.
        assert!(en(&frequencies(&scene("scaling=yarn&factor=4")).now()).contains("ramp bounds"));
        let off = frequencies(&scene("rope=off"));
        assert!(off.rows.iter().all(|r| r.wavelength_plain.is_infinite()));
        assert!(
            en(&off.now()).starts_with("No pair turns"),
            "{}",
            en(&off.now())
        );
    }

    /// Hunyuan-A13B's fixed alpha: the view calls the factor alpha and gives the base it makes.
    #[test]
    fn hunyuans_alpha_is_named_with_the_base_it_gives() {
        // Hunyuan-A13B's config.json as the HF box reads it.
        let s = scene("dim=128&base=10000&layout=half&scaling=ntk_alpha&factor=1000&orig=32768");
        assert_eq!(s.method, Method::NtkAlpha);
        let m = frequencies(&s);
        assert_eq!(m.factor_name, "alpha");
        let base = s.freqs.effective_base.unwrap();
        assert!(
            m.method_note
                .to_string()
                .contains(&format!("the base becomes {base:.0} = 10000 x alpha")),
            "{}",
            m.method_note
        );
        assert!(
            m.method_note.to_string().contains("with alpha = 1000"),
            "{}",
            m.method_note
        );
        assert_eq!(frequencies(&scene("scaling=ntk")).factor_name, "factor");
    }

    /// The chart's y tick labels ("10000" at the defaults) keep clear of its y title.
    #[test]
    fn the_y_title_keeps_clear_of_the_tick_labels() {
        use crate::rope::view::chart::{tick_label_width, Y_LABEL_GAP, Y_TITLE_RIGHT};
        for q in ["", "dim=128&base=500000", "scaling=yarn&factor=32&dim=64"] {
            let c = frequencies(&scene(q)).chart(None, &en).unwrap();
            let r = c.plot_rect(820.0, 340.0);
            assert!(
                c.y.ticks.iter().any(|t| t.label.len() >= 5),
                "{q}: {:?}",
                c.y.ticks
            );
            for t in &c.y.ticks {
                assert!(
                    r.x - Y_LABEL_GAP - tick_label_width(&t.label) >= Y_TITLE_RIGHT - 1e-9,
                    "{q}: {}",
                    t.label
                );
            }
        }
    }

    #[test]
    fn method_notes_name_the_numbers() {
        let y = frequencies(&scene("scaling=yarn&factor=16&dim=64"));
        assert!(y.method_note.to_string().starts_with("YaRN"));
        assert!(y.attention_factor > 1.0);
        assert!(y.chart(Some(3), &en).unwrap().legend.len() == 4);
        let l = frequencies(&scene("scaling=linear&factor=2"));
        assert!(l.method_note.to_string().contains("x 2.000"));
        for r in &l.rows {
            assert!((r.wavelength - 2.0 * r.wavelength_plain).abs() < 1e-6 * r.wavelength);
        }
        let n = frequencies(&scene("scaling=ntk&factor=4&dim=16"));
        assert!(n
            .method_note
            .to_string()
            .starts_with("NTK-aware: the base becomes"));
        // Static NTK: base 10000 x 4^(16/14), last pair exactly 4 times slower.
        let b = 10_000f64 * 4f64.powf(16.0 / 14.0);
        assert!(
            n.method_note.to_string().contains(&short(b, 1)),
            "{}",
            n.method_note
        );
        assert!(n.method_note.to_string().contains("turns 4 times slower"));
        let l3 = frequencies(&scene(
            "scaling=llama3&factor=8&orig=8192&dim=128&base=500000",
        ));
        assert!(l3.method_note.to_string().starts_with("Llama 3"));
        // Llama 3 divides the speed: the pairs past the band turn `factor` times slower, so
        // their wavelengths are multiplied by it (never divided).
        let (_, low_wl) = l3.llama3_band.unwrap();
        let past: Vec<&FrequencyRow> = l3
            .rows
            .iter()
            .filter(|r| r.wavelength_plain > low_wl)
            .collect();
        assert!(!past.is_empty());
        for r in past {
            assert!((r.wavelength - 8.0 * r.wavelength_plain).abs() < 1e-9 * r.wavelength);
            assert!((r.inv_freq - r.inv_freq_plain / 8.0).abs() < 1e-15);
        }
        assert!(
            l3.method_note
                .to_string()
                .contains(&format!("turn {} times slower", num(8.0, 3)))
                && l3.method_note.to_string().contains("wavelengths grow"),
            "{}",
            l3.method_note
        );
        // LongRoPE past the original context: the long factors at every position, so the
        // angle of position 1 is already the long factors' (transformers switches on
        // max(position_ids) + 1, not on each position).
        let lr = scene("dim=4&scaling=longrope&orig=16&len=17&short_factor=1,2&long_factor=3,5");
        let m = frequencies(&lr);
        assert!(
            m.method_note
                .to_string()
                .contains("at every position, 0 included"),
            "{}",
            m.method_note
        );
        assert!(
            m.method_note
                .to_string()
                .contains("switches on max(position_ids) + 1")
                && !m
                    .method_note
                    .to_string()
                    .contains("switches on the sequence length"),
            "{}",
            m.method_note
        );
        let plain = crate::rope::maths::freq::inv_freq(4, 10_000.0).unwrap();
        for (i, long) in [3.0, 5.0].iter().enumerate() {
            assert!((m.rows[i].inv_freq - plain[i] / long).abs() < 1e-15);
            assert!((lr.freqs.inv_freq[i] * 1.0 - plain[i] / long).abs() < 1e-15);
        }
        let within = frequencies(&scene(
            "dim=4&scaling=longrope&orig=16&len=16&short_factor=1,2&long_factor=3,5",
        ));
        assert!((within.rows[1].inv_freq - plain[1] / 2.0).abs() < 1e-15);
        // Proportional RoPE names p-RoPE and the drop it equals.
        let p = frequencies(&scene("dim=16&scaling=proportional&partial=0.25&factor=1"));
        assert!(
            p.method_note.to_string().contains("p-RoPE")
                && p.method_note.to_string().contains("drop = 6"),
            "{}",
            p.method_note
        );
    }
}
