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

use crate::rope::settings::limits::SPATIAL_MERGE;

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

/// The angle of every pair for a token: pair i turns by its section's position id times
/// `inv_freq[i]`.
pub fn angles(ids: [u64; 3], sections: &[u64], inv_freq: &[f64]) -> Vec<f64> {
    inv_freq
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            let id = ids.get(section_of_pair(sections, i)).copied().unwrap_or(0);
            id as f64 * w
        })
        .collect()
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
