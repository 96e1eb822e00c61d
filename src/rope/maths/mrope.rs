//! Multimodal RoPE (Qwen2-VL, Qwen2.5-VL): every token has three position ids, time, height
//! and width, and the pairs are split into three sections (`mrope_section`, e.g. 16, 24, 24 of
//! a 128-dim head's 64 pairs): the first section turns with the time id, the next with the
//! height id, the last with the width id. Text tokens have the same id in all three, so for text
//! it is plain RoPE; an image's tokens share one time id and count rows and columns.
//!
//! The ids are assigned as transformers 5.23's `Qwen2VLModel.get_rope_index` does for one
//! image: text positions run 0, 1, 2, ...; the image's `t x h/2 x w/2` tokens (the vision tower
//! merges 2 x 2 patches) get time `start`, height `start + row`, width `start + column`, where
//! `start` is the next text position; the text after the image continues at
//! `start + max(h, w) / 2`. The image is wrapped in `<|vision_start|>` and `<|vision_end|>`,
//! which are text tokens.

use crate::rope::base::limits::SPATIAL_MERGE;

/// Which kind of token it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Modality {
    Text,
    Image,
}

/// One token of the multimodal sequence and its (time, height, width) position ids.
#[derive(Debug, Clone, PartialEq)]
pub struct MropeToken {
    pub text: String,
    pub modality: Modality,
    /// `[time, height, width]`.
    pub ids: [u64; 3],
}

/// The image's marker tokens, as Qwen2-VL's chat template writes them.
pub const VISION_START: &str = "<|vision_start|>";
pub const VISION_END: &str = "<|vision_end|>";
pub const IMAGE_PAD: &str = "<|image_pad|>";

/// The sequence and its position ids: `words` with one image of `grid` = (t, h, w) patches after
/// the first `at` words (clamped to the sentence).
pub fn rope_index(words: &[String], at: usize, grid: [u64; 3]) -> Vec<MropeToken> {
    let at = at.min(words.len());
    let mut out = Vec::new();
    let mut pos: u64 = 0;
    let text = |out: &mut Vec<MropeToken>, pos: &mut u64, s: &str| {
        out.push(MropeToken {
            text: s.to_string(),
            modality: Modality::Text,
            ids: [*pos; 3],
        });
        *pos += 1;
    };
    for w in words.iter().take(at) {
        text(&mut out, &mut pos, w);
    }
    text(&mut out, &mut pos, VISION_START);
    let [t, h, w] = grid;
    let (gh, gw) = (h / SPATIAL_MERGE, w / SPATIAL_MERGE);
    let start = pos;
    for ti in 0..t {
        for row in 0..gh {
            for col in 0..gw {
                out.push(MropeToken {
                    text: IMAGE_PAD.to_string(),
                    modality: Modality::Image,
                    ids: [start + ti, start + row, start + col],
                });
            }
        }
    }
    pos = start + gh.max(gw);
    text(&mut out, &mut pos, VISION_END);
    for w in words.iter().skip(at) {
        text(&mut out, &mut pos, w);
    }
    out
}

/// Which section (0 time, 1 height, 2 width) pair `i` belongs to, for sections of `sections`
/// pairs each (HF splits the frequencies in that order and takes section j's from the j-th
/// position id).
pub fn section_of_pair(sections: &[u64], i: usize) -> usize {
    let mut end = 0u64;
    for (j, &n) in sections.iter().enumerate() {
        end += n;
        if (i as u64) < end {
            return j.min(2);
        }
    }
    sections.len().saturating_sub(1).min(2)
}

/// Sections rescaled to share out `pairs` pairs in the proportions of `sections` (a new head
/// dimension d gives d/2 pairs): each gets `sections[j] x pairs / total` rounded down, and the
/// pairs left over go one each to the largest remainders (ties to the earlier section), so the
/// result adds up to `pairs` exactly and is the same on every run. Going back to the old count
/// restores the old sections whenever the rescaled ones kept their proportions
/// (16,24,24 -> 8,12,12 -> 16,24,24). `None` when the sections hold no pair to take
/// proportions from (or numbers too large to scale, which no head has).
pub fn rescale_sections(sections: &[u64], pairs: u64) -> Option<Vec<u64>> {
    let total = sections.iter().try_fold(0u64, |a, &s| a.checked_add(s))?;
    let (mut out, mut rest) = (Vec::new(), Vec::new());
    for &s in sections {
        let x = s.checked_mul(pairs)?;
        out.push(x.checked_div(total)?);
        rest.push(x % total);
    }
    // One pair each to the largest remainders (fewer pairs are left than there are sections
    // with a remainder); `max_by_key` keeps the last of equals, so going backwards the
    // earliest section wins a tie.
    for _ in out.iter().sum::<u64>()..pairs {
        let j = (0..rest.len()).rev().max_by_key(|&j| rest[j])?;
        out[j] += 1;
        rest[j] = 0;
    }
    Some(out)
}

/// Which axis (0 time, 1 height, 2 width) pair `i` turns with under interleaved multimodal RoPE
/// (Qwen3-VL, Qwen3.5: `mrope_interleaved`), as transformers 5.24's
/// `Qwen3VLTextRotaryEmbedding.recomposition_frequencies` assigns it: the pairs go time, height,
/// width in turn, pair `i` with `i % 3 == 1` takes the height id while `i < 3 x sections[1]`,
/// with `i % 3 == 2` the width id while `i < 3 x sections[2]`, and every other pair the time id.
/// So every axis has fast and slow pairs, where the sectioned form gives time only the fastest
/// and width only the slowest.
pub fn interleaved_axis_of_pair(sections: &[u64], i: usize) -> usize {
    let i64 = i as u64;
    let limit = |j: usize| sections.get(j).copied().unwrap_or(0) * 3;
    if i % 3 == 1 && i64 < limit(1) {
        1
    } else if i % 3 == 2 && i64 < limit(2) {
        2
    } else {
        0
    }
}

/// The axis of pair `i` under either form.
pub fn axis_of_pair(sections: &[u64], i: usize, interleaved: bool) -> usize {
    if interleaved {
        interleaved_axis_of_pair(sections, i)
    } else {
        section_of_pair(sections, i)
    }
}

/// The angle of every pair for a token: pair i turns by its section's position id times
/// `inv_freq[i]`.
pub fn angles(ids: [u64; 3], sections: &[u64], inv_freq: &[f64]) -> Vec<f64> {
    angles_with(ids, sections, inv_freq, false)
}

/// [`angles`] under either form (`interleaved`: Qwen3-VL's).
pub fn angles_with(
    ids: [u64; 3],
    sections: &[u64],
    inv_freq: &[f64],
    interleaved: bool,
) -> Vec<f64> {
    inv_freq
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            let id = ids
                .get(axis_of_pair(sections, i, interleaved))
                .copied()
                .unwrap_or(0);
            id as f64 * w
        })
        .collect()
}

/// One stretch of a multimodal prompt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Segment {
    /// This many text tokens.
    Text(u64),
    /// An image of (t, h, w) patches, wrapped in vision_start / vision_end.
    Image([u64; 3]),
    /// A video of (t, h, w) patches. Qwen3-VL (transformers 5.24's `get_rope_index`) splits it
    /// into t frames of one grid each, every frame wrapped in its own vision_start / vision_end
    /// (a real prompt puts each frame's timestamp text before it): time is carried by the text
    /// positions between the frames, not by the time id.
    Video([u64; 3]),
}

/// Qwen3-VL's (time, height, width) position ids of a prompt (`merge` x `merge` patches per
/// token): text runs on one position a token; an image's or frame's tokens get time `start`,
/// height `start + row`, width `start + column`, and the text after it continues at
/// `start + max(h, w) / merge`.
pub fn rope_index_qwen3(segments: &[Segment], merge: u64) -> Vec<[u64; 3]> {
    let merge = merge.max(1);
    let mut out = Vec::new();
    let mut pos = 0u64;
    let text = |out: &mut Vec<[u64; 3]>, pos: &mut u64, n: u64| {
        for _ in 0..n {
            out.push([*pos; 3]);
            *pos += 1;
        }
    };
    let frame = |out: &mut Vec<[u64; 3]>, pos: &mut u64, h: u64, w: u64| {
        let (gh, gw) = (h / merge, w / merge);
        let start = *pos;
        for row in 0..gh {
            for col in 0..gw {
                out.push([start, start + row, start + col]);
            }
        }
        *pos = start + gh.max(gw);
    };
    for s in segments {
        match *s {
            Segment::Text(n) => text(&mut out, &mut pos, n),
            Segment::Image([t, h, w]) => {
                text(&mut out, &mut pos, 1);
                for _ in 0..t.max(1) {
                    frame(&mut out, &mut pos, h, w);
                }
                text(&mut out, &mut pos, 1);
            }
            Segment::Video([t, h, w]) => {
                for _ in 0..t {
                    text(&mut out, &mut pos, 1);
                    frame(&mut out, &mut pos, h, w);
                    text(&mut out, &mut pos, 1);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn text_runs_on_and_the_image_counts_rows_and_columns() {
        // "Describe <image 4 x 6 patches> please": 2 x 3 merged tokens.
        let toks = rope_index(&words("Describe please"), 1, [1, 4, 6]);
        let ids: Vec<[u64; 3]> = toks.iter().map(|t| t.ids).collect();
        assert_eq!(
            ids,
            vec![
                [0, 0, 0],
                [1, 1, 1], // vision_start
                [2, 2, 2],
                [2, 2, 3],
                [2, 2, 4],
                [2, 3, 2],
                [2, 3, 3],
                [2, 3, 4],
                [5, 5, 5], // vision_end: start 2 + max(2, 3)
                [6, 6, 6],
            ]
        );
        assert_eq!(
            toks.iter()
                .filter(|t| t.modality == Modality::Image)
                .count(),
            6
        );
        assert_eq!(toks[1].text, VISION_START);
    }

    #[test]
    fn interleaved_pairs_take_turns_and_leave_the_tail_to_time() {
        let s = [24, 20, 20];
        let axes: Vec<usize> = (0..64).map(|i| interleaved_axis_of_pair(&s, i)).collect();
        assert_eq!(&axes[..6], &[0, 1, 2, 0, 1, 2]);
        assert_eq!(&axes[57..], &[0, 1, 2, 0, 0, 0, 0]);
        for (j, n) in [(0, 24), (1, 20), (2, 20)] {
            assert_eq!(axes.iter().filter(|&&a| a == j).count(), n);
        }
        // The sectioned form gives width only the slowest pairs, the interleaved one its
        // fastest at pair 2.
        assert_eq!(section_of_pair(&s, 2), 0);
        assert_eq!(axis_of_pair(&s, 2, true), 2);
        let w: Vec<f64> = (0..64).map(|i| 0.5f64.powi(i)).collect();
        let a = angles_with([1, 2, 3], &s, &w, true);
        assert_eq!(a[4], 2.0 * w[4]);
        assert_eq!(a[63], w[63]);
    }

    #[test]
    fn qwen3_splits_a_video_into_frames() {
        let ids = rope_index_qwen3(&[Segment::Text(1), Segment::Video([2, 2, 4])], 2);
        assert_eq!(
            ids,
            vec![
                [0; 3],
                [1; 3],
                [2, 2, 2],
                [2, 2, 3],
                [4; 3],
                [5; 3],
                [6, 6, 6],
                [6, 6, 7],
                [8; 3]
            ]
        );
    }

    #[test]
    fn sections_rescale_in_proportion_and_come_back() {
        // Qwen2-VL's 16,24,24 of 64 pairs at d = 64, and back at d = 128.
        let half = rescale_sections(&[16, 24, 24], 32).unwrap();
        assert_eq!(half, vec![8, 12, 12]);
        assert_eq!(rescale_sections(&half, 64).unwrap(), vec![16, 24, 24]);
        // The same count changes nothing.
        assert_eq!(
            rescale_sections(&[16, 24, 24], 64).unwrap(),
            vec![16, 24, 24]
        );
        // d = 2 (one pair): it goes to the largest remainder, the earlier of two equal ones,
        // and the other sections become 0.
        assert_eq!(rescale_sections(&[16, 24, 24], 1).unwrap(), vec![0, 1, 0]);
        assert_eq!(rescale_sections(&[16, 24, 24], 2).unwrap(), vec![0, 1, 1]);
        // Odd remainders: 16,24,24 at 5 pairs has quotas 1.25, 1.875, 1.875 -> 1,1,1, and the
        // two pairs left go to sections 1 and 2.
        assert_eq!(rescale_sections(&[16, 24, 24], 5).unwrap(), vec![1, 2, 2]);
        // 1,1,2 of 4 pairs at 7: quotas 1.75, 1.75, 3.5 -> 1,1,3 and two left: the two 0.75s.
        assert_eq!(rescale_sections(&[1, 1, 2], 7).unwrap(), vec![2, 2, 3]);
        // 24,20,20 (Qwen3-VL) at 31 pairs: quotas 11.625, 9.6875, 9.6875 -> 11,9,9 + 2.
        assert_eq!(
            rescale_sections(&[24, 20, 20], 31).unwrap(),
            vec![11, 10, 10]
        );
        // A section of 0 stays 0; growing shares out every pair.
        assert_eq!(rescale_sections(&[0, 1, 0], 64).unwrap(), vec![0, 64, 0]);
        for pairs in 1..=600u64 {
            let s = rescale_sections(&[16, 24, 24], pairs).unwrap();
            assert_eq!(s.iter().sum::<u64>(), pairs, "{pairs}");
            // Each is its quota rounded down or up.
            for (x, q) in s.iter().zip([16.0, 24.0, 24.0]) {
                let quota = q * pairs as f64 / 64.0;
                assert!((*x as f64 - quota).abs() < 1.0, "{pairs}: {s:?}");
            }
        }
        assert_eq!(rescale_sections(&[0, 0, 0], 8), None);
        assert_eq!(rescale_sections(&[], 8), None);
        assert_eq!(rescale_sections(&[u64::MAX, 1, 0], 8), None);
        assert_eq!(rescale_sections(&[u64::MAX / 2, 1, 0], 8), None);
    }

    #[test]
    fn sections_split_the_pairs_in_order() {
        let s = [16, 24, 24];
        assert_eq!(section_of_pair(&s, 0), 0);
        assert_eq!(section_of_pair(&s, 15), 0);
        assert_eq!(section_of_pair(&s, 16), 1);
        assert_eq!(section_of_pair(&s, 39), 1);
        assert_eq!(section_of_pair(&s, 40), 2);
        assert_eq!(section_of_pair(&s, 63), 2);
        // A text token turns every pair by the same position: plain RoPE.
        let w: Vec<f64> = (0..64)
            .map(|i| 10_000f64.powf(-(i as f64) / 64.0))
            .collect();
        let a = angles([7, 7, 7], &s, &w);
        assert!(a.iter().zip(&w).all(|(x, y)| (x - 7.0 * y).abs() < 1e-15));
        let b = angles([2, 3, 4], &s, &w);
        assert_eq!(b[0], 2.0 * w[0]);
        assert_eq!(b[20], 3.0 * w[20]);
        assert_eq!(b[50], 4.0 * w[50]);
    }
}
