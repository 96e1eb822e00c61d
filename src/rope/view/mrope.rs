//! `View::Multimodal`, multimodal RoPE (Qwen2-VL): the sentence with an image of a few patches, each
//! token's (time, height, width) position ids as transformers' `get_rope_index` assigns them,
//! which pairs each section rotates, and the angle of every pair of every token.

use std::f64::consts::TAU;

use super::num;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::limits::SPATIAL_MERGE;
use crate::rope::maths::mrope::{angles_with, axis_of_pair, Modality};
use crate::rope::settings::config::Config;
use crate::rope::view::chart::{cyclic, grid_axis, ColorLegend, ColorMap, GridChart, Tr};
use crate::rope::view::scene::Scene;

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
    pub caption: Msg,
}

const NAMES: [&str; 3] = ["time", "height", "width"];

/// The hint under the view's image grid field: the id of its message (which names
/// [`SPATIAL_MERGE`]; a test checks that it still does).
pub const IMAGE_GRID_HINT: &str = "mrope-image-grid-hint";

/// An axis's name ("time", "height" or "width") in the learner's words.
pub fn axis_name(axis: &str) -> Msg {
    msg!("mrope-axis", axis = axis)
}

/// The image the view adds when the settings have none: 4 x 6 patches (2 x 3 tokens after the
/// 2 x 2 merge), after the first word.
pub const EXAMPLE_IMAGE: [u64; 3] = [1, 4, 6];

/// Sections for `pairs` pairs in Qwen2-VL's proportions (16, 24, 24 of 64): a quarter for time,
/// the rest split between height and width.
pub fn example_sections(pairs: usize) -> [u64; 3] {
    let t = pairs / 4;
    let h = (pairs - t) / 2;
    [t as u64, h as u64, (pairs - t - h) as u64]
}

/// What the view shows: the settings' own multimodal RoPE, or an example built on them.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub model: MropeModel,
    /// When the settings lack sections or an image: the settings the view shows instead (the
    /// learner's, with what was missing filled in) and a sentence saying what was filled in.
    pub example: Option<(Config, Msg)>,
}

/// The multimodal view of a scene. Without sections or an image it shows the same settings with
/// [`example_sections`] and [`EXAMPLE_IMAGE`] filled in, and says so, rather than an empty view.
/// `None` only if even that is not a valid configuration.
pub fn shown(scene: &Scene) -> Option<Shown> {
    if let Some(model) = mrope(scene) {
        return Some(Shown {
            model,
            example: None,
        });
    }
    let mut c = scene.config.clone();
    let pairs = c.rope.dim / 2;
    let mut filled = Vec::new();
    if c.multimodal.mrope.is_none() {
        let s = example_sections(pairs);
        c.multimodal.mrope = Some(s.to_vec());
        filled.push(msg!(
            "mrope-filled-sections",
            time = s[0],
            height = s[1],
            width = s[2],
            pairs = pairs
        ));
    }
    if c.multimodal.image_grid.is_none() {
        c.multimodal.image_grid = Some(EXAMPLE_IMAGE.to_vec());
        filled.push(msg!(
            "mrope-filled-image",
            h = EXAMPLE_IMAGE[1],
            w = EXAMPLE_IMAGE[2],
            at = c.multimodal.image_at.unwrap_or(1)
        ));
    }
    c.validate().ok()?;
    let model = mrope(&Scene::new(&c))?;
    let lacks = match (
        scene.config.multimodal.mrope.is_none(),
        scene.config.multimodal.image_grid.is_none(),
    ) {
        (true, true) => "both",
        (true, false) => "sections",
        _ => "image",
    };
    let mut filled = filled.into_iter();
    let first = filled.next().unwrap_or_else(|| msg!("mrope-nothing"));
    let filled = match filled.next() {
        Some(second) => msg!("mrope-filled-both", first = first, second = second),
        None => first,
    };
    let note = msg!("mrope-example-note", lacks = lacks, filled = filled);
    Some(Shown {
        model,
        example: Some((c, note)),
    })
}

/// The multimodal view of a scene; `None` without sections and an image (the view then says
/// how to get one).
pub fn mrope(scene: &Scene) -> Option<MropeModel> {
    let toks = scene.mrope.as_ref()?;
    let sections = scene.config.multimodal.mrope.clone()?;
    let inv = &scene.freqs.inv_freq;
    let out_sections = sections_of(&sections);
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
    let interleaved = scene.config.multimodal.mrope_interleaved;
    let axes = |il: bool| -> Vec<usize> {
        (0..inv.len())
            .map(|i| axis_of_pair(&sections, i, il))
            .collect()
    };
    let (axes_sectioned, axes_interleaved) = (axes(false), axes(true));
    let compare = axis_pairs(inv, &axes_sectioned, &axes_interleaved);
    let angle_rows: Vec<Vec<f64>> = toks
        .iter()
        .map(|t| {
            angles_with(t.ids, &sections, inv, interleaved)
                .into_iter()
                .map(|a| a.rem_euclid(TAU))
                .collect()
        })
        .collect();
    let caption = caption(scene, &rows, &out_sections, &sections, &axes_interleaved);
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

/// The contiguous sections of pairs (time, height, width), as `mrope_section` gives them.
fn sections_of(sections: &[u64]) -> Vec<Section> {
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
    out_sections
}

/// Per axis and per arrangement (in blocks, interleaved): how many pairs turn with it, its
/// fastest and slowest pair and the slowest one's wavelength.
fn axis_pairs(inv: &[f64], axes_sectioned: &[usize], axes_interleaved: &[usize]) -> Vec<AxisPairs> {
    let mut compare = Vec::new();
    for (il, list) in [(false, axes_sectioned), (true, axes_interleaved)] {
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
    compare
}

/// The view's caption: what the tokens are, where the image's ids go and which pairs turn with
/// which id (in blocks, or interleaved).
fn caption(
    scene: &Scene,
    rows: &[MropeRow],
    out_sections: &[Section],
    sections: &[u64],
    axes_interleaved: &[usize],
) -> Msg {
    let interleaved = scene.config.multimodal.mrope_interleaved;
    let images = rows.iter().filter(|r| r.image).count();
    let (h, w) = scene
        .config
        .multimodal
        .image_grid
        .as_deref()
        .and_then(|g| Some((*g.get(1)?, *g.get(2)?)))
        .unwrap_or((0, 0));
    let first_image = rows.iter().find(|r| r.image);
    // The first text token after the image (its vision_end marker).
    let after = rows.iter().skip_while(|r| !r.image).find(|r| !r.image);
    let range =
        |s: Option<&Section>| s.map_or(String::new(), |s| format!("{}–{}", s.first, s.last));
    let tokens = msg!(
        "mrope-tokens",
        tokens = rows.len(),
        images = images,
        h = h,
        w = w,
        merge = SPATIAL_MERGE,
        rows = h / SPATIAL_MERGE,
        cols = w / SPATIAL_MERGE,
        time = first_image.map_or(0, |r| r.ids[0]),
        after = after.map_or(0, |r| r.ids[0])
    );
    let mut sentences = Vec::new();
    // A place past the sentence is allowed (a shorter sentence never breaks a link) but said.
    let words = scene.tokens.len();
    if let Some(at) = scene
        .config
        .multimodal
        .image_at
        .filter(|&at| at > words as u64)
    {
        sentences.push(msg!("mrope-image-last", at = at, words = words));
    }
    sentences.push(tokens);
    if interleaved {
        let count = |j: usize| axes_interleaved.iter().filter(|&&a| a == j).count();
        let s = |j: usize| sections.get(j).copied().unwrap_or(0);
        // The first pairs as assigned (a section of 0 pairs gives its turns to time), as a
        // list built item by item ("0 time, 1 height, ...").
        let first = axes_interleaved
            .iter()
            .take(4)
            .enumerate()
            .map(|(i, &a)| {
                msg!(
                    "mrope-pair-axis",
                    pair = i,
                    axis = NAMES.get(a).copied().unwrap_or("?")
                )
            })
            .reduce(|list, item| msg!("mrope-list-more", list = list, item = item))
            .unwrap_or_else(|| msg!("mrope-nothing"));
        let same = if (0..3).all(|j| count(j) as u64 == s(j)) {
            "yes"
        } else {
            "no"
        };
        sentences.push(msg!(
            "mrope-interleaved",
            first = first,
            height = s(1),
            height_end = 3 * s(1),
            width = s(2),
            width_end = 3 * s(2),
            time_pairs = count(0),
            height_pairs = count(1),
            width_pairs = count(2),
            same = same
        ));
    } else {
        sentences.push(msg!(
            "mrope-sections",
            time = range(out_sections.first()),
            height = range(out_sections.get(1)),
            width = range(out_sections.get(2))
        ));
    }
    msg!("mrope-caption-readout", sentences = sentences)
}

impl MropeModel {
    /// An empty grid (the view draws nothing until there is an image).
    pub fn empty_chart(tr: Tr) -> GridChart {
        GridChart {
            rows: 0,
            cols: 0,
            cells: Vec::new(),
            x: grid_axis(0.0, 0.0, 1, &tr(&msg!("mrope-axis-pair"))),
            y: grid_axis(0.0, 0.0, 1, &tr(&msg!("mrope-axis-token"))),
            legend: None,
            outline_col: None,
            marks: None,
        }
    }

    /// Tokens x pairs, each cell the pair's angle mod 2 pi on the cyclic map.
    pub fn chart(&self, tr: Tr) -> GridChart {
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
            x: grid_axis(
                0.0,
                cols.saturating_sub(1) as f64,
                cols,
                &tr(&msg!("mrope-axis-pair")),
            ),
            y: grid_axis(
                0.0,
                rows.saturating_sub(1) as f64,
                rows,
                &tr(&msg!("mrope-axis-token")),
            ),
            legend: Some(ColorLegend {
                map: ColorMap::Cyclic,
                left: tr(&msg!("mrope-legend-angle")),
                right: "2π".into(),
            }),
            outline_col: None,
            marks: None,
        }
    }

    /// The readout for a (token, pair) cell.
    pub fn readout(&self, (r, c): (usize, usize)) -> Option<Msg> {
        let row = self.rows.get(r)?;
        let a = *self.angles.get(r)?.get(c)?;
        let axes = if self.interleaved {
            &self.axes_interleaved
        } else {
            &self.axes_sectioned
        };
        let j = axes.get(c).copied().unwrap_or(0);
        // Interleaved pairs form no contiguous sections: the pair takes its axis in turn.
        let degrees = a.to_degrees();
        Some(msg!(
            if self.interleaved {
                "mrope-readout-interleaved"
            } else {
                "mrope-readout"
            },
            token = row.index,
            text = &row.text,
            pair = c,
            axis = NAMES.get(j).copied().unwrap_or("?"),
            id = row.ids.get(j).copied().unwrap_or(0),
            angle = Arg::num(num(degrees, 2), degrees)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    /// With mrope_interleaved there are no contiguous sections: the readout and the section
    /// key's hint do not describe the pairs as Qwen2-VL's blocks.
    #[test]
    fn interleaved_pairs_are_not_called_sections() {
        let q = "dim=128&base=5000000&layout=half&mrope=24,20,20&image_grid=1,4,6";
        let blocks = mrope(&scene(q)).unwrap();
        let turn = mrope(&scene(&format!("{q}&mrope_interleaved=true"))).unwrap();
        let image = turn.rows.iter().position(|r| r.image).unwrap();
        let r = en(&turn.readout((image, 1)).unwrap());
        assert!(
            r.contains("pair 1 (height id, interleaved,") && !r.contains("section"),
            "{r}"
        );
        assert!(
            en(&turn.caption).contains("so there are no contiguous sections"),
            "{}",
            en(&turn.caption)
        );
        assert!(
            !en(&blocks.caption).contains("interleaved"),
            "{}",
            en(&blocks.caption)
        );
        let r = en(&blocks.readout((image, 1)).unwrap());
        assert!(r.contains("pair 1 (time section,"), "{r}");
        let hint = crate::rope::settings::config::spec(crate::rope::Key::Mrope)
            .unwrap()
            .control
            .hint;
        assert!(hint.contains("interleaved, in turn"), "{hint}");
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
        let r = en(&m.readout((7, 3)).unwrap());
        assert!(r.contains("width section, position id 4"), "{r}");
        assert_eq!(m.chart(&en).cells.len(), 11 * 4);
        assert!(
            en(&m.caption).contains("continues at 5"),
            "{}",
            en(&m.caption)
        );
        // The merge the caption names is the one that made the 2 x 3 tokens.
        assert!(
            en(&m.caption).contains(&format!(
                "4 x 6 patches, merged {SPATIAL_MERGE} x {SPATIAL_MERGE} into 2 rows of 3"
            )),
            "{}",
            en(&m.caption)
        );
        assert!(en(&IMAGE_GRID_HINT.into())
            .contains(&format!("merged {SPATIAL_MERGE} x {SPATIAL_MERGE}")));
        // With RoPE off every angle is 0, as in every other view.
        let off = mrope(&scene(
            "text=Describe+this&dim=8&mrope=1,1,2&image_grid=1,2,2&rope=off",
        ))
        .unwrap();
        assert!(off.angles.iter().flatten().all(|&a| a == 0.0));
        assert!(mrope(&scene("dim=8&mrope=1,1,2")).is_none());
    }

    /// Without sections or an image the view fills in an example on the learner's settings
    /// (never an empty view), says what it filled in, and keeps what the settings do have.
    #[test]
    fn an_image_placed_past_the_sentence_comes_last_and_says_so() {
        let past = mrope(&scene(
            "text=one+two+three&dim=16&mrope=4,2,2&image_grid=1,4,4&image_at=9",
        ))
        .unwrap();
        assert!(
            en(&past.caption).starts_with(
                "Image after word 9: the sentence has only 3 words, so the image comes last."
            ),
            "{}",
            en(&past.caption)
        );
        // The image's tokens come after every word.
        let last_word = past
            .rows
            .iter()
            .rposition(|r| !r.image && r.text == "three")
            .unwrap();
        let first_image = past.rows.iter().position(|r| r.image).unwrap();
        assert!(first_image > last_word);
        let inside = mrope(&scene(
            "text=one+two+three&dim=16&mrope=4,2,2&image_grid=1,4,4&image_at=3",
        ))
        .unwrap();
        assert!(
            !en(&inside.caption).contains("comes last"),
            "{}",
            en(&inside.caption)
        );
    }

    #[test]
    fn settings_without_an_image_get_an_example_that_says_so() {
        assert_eq!(example_sections(64), [16, 24, 24]);
        assert_eq!(example_sections(1), [0, 0, 1]);
        let none = shown(&scene("text=Describe+this&dim=16&base=500")).unwrap();
        let (c, note) = none.example.clone().unwrap();
        let note = en(&note);
        assert_eq!(c.multimodal.mrope, Some(vec![2, 3, 3]));
        assert_eq!(c.multimodal.image_grid, Some(EXAMPLE_IMAGE.to_vec()));
        assert_eq!(c.rope.base, 500.0);
        assert!(note.contains("no sections and no image"), "{note}");
        assert!(note.contains("mrope_section 2, 3, 3"), "{note}");
        assert!(
            note.contains("4 x 6 patches after the first word"),
            "{note}"
        );
        assert_eq!(none.model.rows.iter().filter(|r| r.image).count(), 6);
        // The example is exactly the view of its own settings.
        assert_eq!(none.model, mrope(&Scene::new(&c)).unwrap());
        // Sections of its own, no image: only the image is filled in.
        let own = shown(&scene("dim=16&mrope=4,2,2&image_at=2")).unwrap();
        let (c, note) = own.example.unwrap();
        let note = en(&note);
        assert_eq!(c.multimodal.mrope, Some(vec![4, 2, 2]));
        assert!(
            note.contains("no image") && !note.contains("mrope_section"),
            "{note}"
        );
        assert!(note.contains("after the first 2 words"), "{note}");
        // Both set: the settings' own view, no example.
        let full = shown(&scene("dim=16&mrope=4,2,2&image_grid=1,2,2")).unwrap();
        assert!(full.example.is_none());
        // Even one pair gets a valid example.
        assert!(shown(&scene("dim=2")).unwrap().example.is_some());
    }

    /// The interleaved sentence counts the pairs each axis really gets, which equal the
    /// sections only for some sections.
    #[test]
    fn the_interleaved_sentence_counts_each_axis_as_assigned() {
        let m = mrope(&scene(
            "dim=16&mrope=2,3,3&mrope_interleaved=true&image_grid=1,2,2",
        ))
        .unwrap();
        // Pairs 0..8: t h w t h w t h; height below 9, width below 9.
        assert_eq!(m.axes_interleaved, vec![0, 1, 2, 0, 1, 2, 0, 1]);
        assert!(
            en(&m.caption).contains("3 time, 3 height and 2 width pairs, not the counts"),
            "{}",
            en(&m.caption)
        );
        assert!(
            en(&m.caption).contains("pair 0 time, 1 height, 2 width, 3 time, and so on"),
            "{}",
            en(&m.caption)
        );
        // Without height pairs, pair 1 turns with time, and the sentence says so.
        let no_h = mrope(&scene(
            "dim=16&mrope=4,0,4&mrope_interleaved=true&image_grid=1,2,2",
        ))
        .unwrap();
        assert_eq!(no_h.axes_interleaved[..4], [0, 0, 2, 0]);
        assert!(
            en(&no_h.caption).contains("pair 0 time, 1 time, 2 width, 3 time, and so on"),
            "{}",
            en(&no_h.caption)
        );
        let q = mrope(&scene(
            "dim=128&mrope=24,20,20&mrope_interleaved=true&image_grid=1,2,2",
        ))
        .unwrap();
        assert!(
            en(&q.caption).contains("24 time, 20 height and 20 width pairs, the same counts"),
            "{}",
            en(&q.caption)
        );
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
        assert!(en(&m.readout((img, 2)).unwrap()).contains("width id, interleaved"));
        assert!(en(&m.caption).contains("interleaved"), "{}", en(&m.caption));
        let sectioned = mrope(&scene(q)).unwrap();
        assert!(!sectioned.interleaved);
        assert!(en(&sectioned.readout((img, 2)).unwrap()).contains("time section"));
    }
}
