//! `View::Multimodal`, multimodal RoPE (Qwen2-VL): the sentence with an image of a few patches, each
//! token's (time, height, width) position ids as transformers' `get_rope_index` assigns them,
//! which pairs each section rotates, and the angle of every pair of every token.

use std::f64::consts::TAU;

use super::num;
use crate::rope::maths::mrope::{angles_with, axis_of_pair, Modality};
use crate::rope::settings::scene::Scene;
use crate::rope::view::chart::{cyclic, grid_axis, ColorLegend, ColorMap, GridChart};

/// One token of the sequence.
#[derive(Debug, Clone, PartialEq)]
pub struct MropeRow {
    pub index: usize,
    pub text: String,
    pub image: bool,
    /// `[time, height, width]`.
    pub ids: [u64; 3],
}

/// One section of the pairs.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    pub name: &'static str,
    /// Pairs `first..=last`.
    pub first: usize,
    pub last: usize,
}

/// One axis under one form (sectioned or interleaved): which pairs carry it.
#[derive(Debug, Clone, PartialEq)]
pub struct AxisPairs {
    /// "time", "height" or "width".
    pub axis: &'static str,
    pub interleaved: bool,
    /// How many pairs turn with this axis.
    pub count: usize,
    /// Its fastest and slowest pair (`None` without pairs).
    pub fastest: Option<usize>,
    pub slowest: Option<usize>,
    /// The slowest pair's wavelength (positions per turn); infinite if it does not turn.
    pub slowest_wavelength: f64,
}

/// Everything the multimodal view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct MropeModel {
    pub rows: Vec<MropeRow>,
    pub sections: Vec<Section>,
    /// Whether the pairs take the axes in turn (Qwen3-VL) or in blocks (Qwen2-VL).
    pub interleaved: bool,
    /// Every pair's axis (0 time, 1 height, 2 width) under the sectioned and the interleaved
    /// form.
    pub axes_sectioned: Vec<usize>,
    pub axes_interleaved: Vec<usize>,
    /// Per form and axis: its pairs, its fastest and slowest, the slowest one's wavelength.
    pub compare: Vec<AxisPairs>,
    /// Per token and pair, the angle mod 2 pi (tokens x pairs, row-major).
    pub angles: Vec<Vec<f64>>,
    pub caption: String,
}

const NAMES: [&str; 3] = ["time", "height", "width"];

/// The multimodal view of a scene; `None` without sections and an image (the view then says
/// how to get one).
pub fn mrope(scene: &Scene) -> Option<MropeModel> {
    let toks = scene.mrope.as_ref()?;
    let sections = scene.config.mrope.clone()?;
    let inv = &scene.freqs.inv_freq;
    let mut out_sections = Vec::new();
    let mut start = 0usize;
    for (j, &n) in sections.iter().enumerate().take(3) {
        let n = n as usize;
        if n > 0 {
            out_sections.push(Section {
                name: NAMES.get(j).copied().unwrap_or("?"),
                first: start,
                last: start + n - 1,
            });
        }
        start += n;
    }
    let rows: Vec<MropeRow> = toks
        .iter()
        .enumerate()
        .map(|(i, t)| MropeRow {
            index: i,
            text: t.text.clone(),
            image: t.modality == Modality::Image,
            ids: t.ids,
        })
        .collect();
    let interleaved = scene.config.mrope_interleaved;
    let axes = |il: bool| -> Vec<usize> {
        (0..inv.len())
            .map(|i| axis_of_pair(&sections, i, il))
            .collect()
    };
    let (axes_sectioned, axes_interleaved) = (axes(false), axes(true));
    let mut compare = Vec::new();
    for (il, list) in [(false, &axes_sectioned), (true, &axes_interleaved)] {
        for (j, name) in NAMES.iter().enumerate() {
            let pairs: Vec<usize> = (0..list.len()).filter(|&i| list[i] == j).collect();
            let slowest = pairs.last().copied();
            compare.push(AxisPairs {
                axis: name,
                interleaved: il,
                count: pairs.len(),
                fastest: pairs.first().copied(),
                slowest,
                slowest_wavelength: slowest
                    .and_then(|i| inv.get(i))
                    .map_or(
                        f64::INFINITY,
                        |&w| {
                            if w > 0.0 {
                                TAU / w
                            } else {
                                f64::INFINITY
                            }
                        },
                    ),
            });
        }
    }
    let angle_rows: Vec<Vec<f64>> = toks
        .iter()
        .map(|t| {
            angles_with(t.ids, &sections, inv, interleaved)
                .into_iter()
                .map(|a| a.rem_euclid(TAU))
                .collect()
        })
        .collect();
    let images = rows.iter().filter(|r| r.image).count();
    let (h, w) = scene
        .config
        .image_grid
        .as_deref()
        .and_then(|g| Some((*g.get(1)?, *g.get(2)?)))
        .unwrap_or((0, 0));
    let first_image = rows.iter().find(|r| r.image);
    // The first text token after the image (its vision_end marker).
    let after = rows.iter().skip_while(|r| !r.image).find(|r| !r.image);
    let caption = format!(
        "{} tokens: the sentence's words, {} image tokens ({} x {} patches, merged 2 x 2 into {} rows of {}), and the vision_start / vision_end markers. Text tokens have one position in all three ids, so for text this is plain RoPE. The image's tokens share the time id {} and count rows in the height id and columns in the width id from there; the text after the image continues at {}. Pairs {} turn with the time id, {} with the height id, {} with the width id.",
        rows.len(),
        images,
        h,
        w,
        h / 2,
        w / 2,
        first_image.map_or(0, |r| r.ids[0]),
        after.map_or(0, |r| r.ids[0]),
        out_sections.first().map_or(String::new(), |s| format!("{}–{}", s.first, s.last)),
        out_sections.get(1).map_or(String::new(), |s| format!("{}–{}", s.first, s.last)),
        out_sections.get(2).map_or(String::new(), |s| format!("{}–{}", s.first, s.last)),
    );
    let caption = if interleaved {
        let count = |j: usize| axes_interleaved.iter().filter(|&&a| a == j).count();
        format!(
            "{} Here the sections are interleaved (Qwen3-VL's mrope_interleaved): the same {}, {} and {} pairs take time, height and width in turn (pair 0 time, 1 height, 2 width, 3 time, ...), the pairs left over after the last full round turn with time.",
            caption.split(" Pairs ").next().unwrap_or(&caption),
            count(0),
            count(1),
            count(2)
        )
    } else {
        caption
    };
    Some(MropeModel {
        rows,
        sections: out_sections,
        interleaved,
        axes_sectioned,
        axes_interleaved,
        compare,
        angles: angle_rows,
        caption,
    })
}

impl MropeModel {
    /// An empty grid (the view draws nothing until there is an image).
    pub fn empty_chart() -> GridChart {
        GridChart {
            rows: 0,
            cols: 0,
            cells: Vec::new(),
            x: grid_axis(0.0, 0.0, 1, "pair i"),
            y: grid_axis(0.0, 0.0, 1, "token"),
            legend: None,
            outline_col: None,
            outline_cell: None,
        }
    }

    /// Tokens x pairs, each cell the pair's angle mod 2 pi on the cyclic map.
    pub fn chart(&self) -> GridChart {
        let rows = self.angles.len();
        let cols = self.angles.first().map_or(0, Vec::len);
        GridChart {
            rows,
            cols,
            cells: self
                .angles
                .iter()
                .flat_map(|r| r.iter().map(|a| cyclic(a / TAU)))
                .collect(),
            x: grid_axis(0.0, cols.saturating_sub(1) as f64, cols, "pair i"),
            y: grid_axis(0.0, rows.saturating_sub(1) as f64, rows, "token"),
            legend: Some(ColorLegend {
                map: ColorMap::Cyclic,
                left: "angle 0".into(),
                right: "2π".into(),
            }),
            outline_col: None,
            outline_cell: None,
        }
    }

    /// The readout for a (token, pair) cell.
    pub fn readout(&self, (r, c): (usize, usize)) -> Option<String> {
        let row = self.rows.get(r)?;
        let a = *self.angles.get(r)?.get(c)?;
        let axes = if self.interleaved {
            &self.axes_interleaved
        } else {
            &self.axes_sectioned
        };
        let j = axes.get(c).copied().unwrap_or(0);
        Some(format!(
            "token {} \"{}\", pair {c} ({} section, position id {}): angle {}°",
            row.index,
            row.text,
            NAMES.get(j).copied().unwrap_or("?"),
            row.ids.get(j).copied().unwrap_or(0),
            num(a.to_degrees(), 2)
        ))
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
    fn an_image_counts_rows_and_columns_in_its_sections() {
        let s = scene("text=Describe+this+please&dim=8&mrope=1,1,2&image_grid=1,4,6&image_at=1");
        let m = mrope(&s).unwrap();
        // Describe, vision_start, 6 image tokens, vision_end, this, please.
        assert_eq!(m.rows.len(), 11);
        assert_eq!(m.rows.iter().filter(|r| r.image).count(), 6);
        assert_eq!(m.rows[2].ids, [2, 2, 2]);
        assert_eq!(m.rows[7].ids, [2, 3, 4]);
        assert_eq!(m.rows[8].ids, [5, 5, 5]);
        assert_eq!(
            m.sections
                .iter()
                .map(|s| (s.first, s.last))
                .collect::<Vec<_>>(),
            vec![(0, 0), (1, 1), (2, 3)]
        );
        // Pair 3 (width section) of the image's last token: width id 4 x inv_freq[3].
        let want = (4.0 * s.freqs.inv_freq[3]).rem_euclid(TAU);
        assert!((m.angles[7][3] - want).abs() < 1e-12);
        let r = m.readout((7, 3)).unwrap();
        assert!(r.contains("width section, position id 4"), "{r}");
        assert_eq!(m.chart().cells.len(), 11 * 4);
        assert!(m.caption.contains("continues at 5"), "{}", m.caption);
        // With RoPE off every angle is 0, as in every other view.
        let off = mrope(&scene(
            "text=Describe+this&dim=8&mrope=1,1,2&image_grid=1,2,2&rope=off",
        ))
        .unwrap();
        assert!(off.angles.iter().flatten().all(|&a| a == 0.0));
        assert!(mrope(&scene("dim=8&mrope=1,1,2")).is_none());
    }

    /// Interleaved, every axis gets fast and slow pairs: width's slowest pair is far faster
    /// than under the sectioned form's, time's far slower.
    #[test]
    fn interleaving_gives_every_axis_fast_and_slow_pairs() {
        let q = "text=Describe+this&dim=128&base=5000000&mrope=24,20,20&image_grid=1,4,6";
        let s = scene(&format!("{q}&mrope_interleaved=true"));
        let m = mrope(&s).unwrap();
        assert!(m.interleaved);
        let get = |il: bool, axis: &str| {
            m.compare
                .iter()
                .find(|a| a.interleaved == il && a.axis == axis)
                .unwrap()
                .clone()
        };
        assert_eq!(get(false, "time").slowest, Some(23));
        assert_eq!(get(true, "time").slowest, Some(63));
        assert_eq!(get(false, "width").fastest, Some(44));
        assert_eq!(get(true, "width").fastest, Some(2));
        assert_eq!(get(true, "height").slowest, Some(58));
        assert!(
            get(true, "time").slowest_wavelength > 100.0 * get(false, "time").slowest_wavelength
        );
        for axis in NAMES {
            assert_eq!(get(true, axis).count, get(false, axis).count);
        }
        // Pair 2 turns with the width id under the interleaved form.
        let img = m.rows.iter().position(|r| r.image).unwrap();
        let last = m.rows.iter().rposition(|r| r.image).unwrap();
        let want = (m.rows[last].ids[2] as f64 * s.freqs.inv_freq[2]).rem_euclid(TAU);
        assert!((m.angles[last][2] - want).abs() < 1e-12);
        assert!(m.readout((img, 2)).unwrap().contains("width section"));
        assert!(m.caption.contains("interleaved"), "{}", m.caption);
        let sectioned = mrope(&scene(q)).unwrap();
        assert!(!sectioned.interleaved);
        assert!(sectioned
            .readout((img, 2))
            .unwrap()
            .contains("time section"));
    }
}
