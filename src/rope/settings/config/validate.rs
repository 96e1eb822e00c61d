//! [`Config::validate`]: the one decision on what is acceptable, for links, controls, pasted
//! Hugging Face configs and `rope-export` alike. Every limit comes from [`crate::rope::base::limits`].

use super::value::{Codec, Wholes};
use super::Config;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::limits::{
    ATTN_SCALE_RANGE, CONTEXT_RANGE, IMAGE_AT_RANGE, IMAGE_GRID_RANGE, LAYERS_RANGE,
    LAYER_TYPES_RANGE, LOCAL_BASE_RANGE, LOCAL_DIM_RANGE, MAX_CONTEXT, MAX_GRID, MAX_LAYERS,
    MAX_MERGE, MAX_NOPE_DIM, MAX_PARAM, MAX_PATCHES, MERGE_RANGE, MIN_CONTEXT, MROPE_RANGE,
    NOPE_DIM_RANGE, PATCHES_RANGE, PATCH_RANGE, SPATIAL_MERGE,
};
use crate::rope::base::limits::{
    DROP_RANGE, HEAD_RANGE, LAST_POSITION_RANGE, LAYER_RANGE, MAX_POSITION, MAX_TEXT_CHARS,
    MAX_TOKENS, MAX_VECTOR_ENTRY, MODEL_DIM_RANGE, MODEL_HEADS, MODEL_HEAD_DIM, MODEL_LAYERS,
    POSITION_RANGE, TEXT_RANGE, VECTOR_RANGE,
};
use crate::rope::base::tokens;
use crate::rope::maths::freq;
use crate::rope::maths::scaling::{self, Method};
use crate::rope::settings::lab::{
    format_compare, COMPARE_RANGE, GAPS_RANGE, KEYS_RANGE, LAB_TEXT_RANGE, MAX_COMPARE, MAX_GAP,
    MAX_GAPS, MAX_KEYS, MAX_LAB_TEXT,
};

impl Config {
    /// Checks every parameter and their combinations. The first problem found is returned.
    pub fn validate(&self) -> Result<(), ConfigError> {
        self.check_text()?;
        validate_lab(self)?;
        check_position(Key::Offset, self.sentence.offset)?;
        freq::check_dim(self.rope.dim)?;
        if self.model.vectors == tokens::VectorMode::Model && self.rope.dim != MODEL_HEAD_DIM {
            return Err(ConfigError::new(Key::Dim, self.rope.dim, MODEL_DIM_RANGE));
        }
        freq::check_base(self.rope.base)?;
        if self.model.layer >= MODEL_LAYERS {
            return Err(ConfigError::new(Key::Layer, self.model.layer, LAYER_RANGE));
        }
        if self.model.head >= MODEL_HEADS {
            return Err(ConfigError::new(Key::Head, self.model.head, HEAD_RANGE));
        }
        if self.rope.drop > self.rope.dim / 2 {
            return Err(ConfigError::new(Key::Drop, self.rope.drop, DROP_RANGE));
        }
        if self.sentence.offset + self.token_count() as u64 - 1 > MAX_POSITION {
            return Err(ConfigError::new(
                Key::Offset,
                self.sentence.offset,
                LAST_POSITION_RANGE,
            ));
        }
        // Frequencies, scaling parameters and method/frequency compatibility in one go (the
        // numbers themselves are the scene's to derive; here only whether they can be).
        scaling::apply(self.rope.dim, &self.freq_source(), &self.scaling_method())?;
        // The parameters of the other methods too: a NaN must not wait in the config (and in
        // its link) for the day its method is switched on. (Found by tests/fuzz.rs.)
        let params = self.scaling_params();
        for method in Method::ALL {
            method.rules().check(&params, self.rope.dim)?;
        }
        self.check_layers()?;
        self.check_mrope()?;
        self.check_vision()?;
        for (key, v) in [(Key::Q, &self.sentence.q), (Key::K, &self.sentence.k)] {
            if let Some(v) = v {
                if v.len() != self.rope.dim {
                    return Err(ConfigError::with(
                        key,
                        // i18n: a ConfigError's `got` is shown as given (a known gap)
                        format!("{} values", v.len()),
                        crate::msg!("limit-vector-length", n = self.rope.dim),
                    ));
                }
                if let Some(bad) = v
                    .iter()
                    .find(|x| !(x.is_finite() && x.abs() <= MAX_VECTOR_ENTRY))
                {
                    return Err(ConfigError::new(key, bad, VECTOR_RANGE));
                }
            }
        }
        for (key, pos, own) in [
            (Key::Qpos, self.sentence.qpos, self.sentence.q.is_some()),
            (Key::Kpos, self.sentence.kpos, self.sentence.k.is_some()),
        ] {
            if let Some(p) = pos {
                check_position(key, p)?;
                let (first, last) = self.position_span();
                // With the real model, the model's tokens (not the page's words) hold the
                // positions; the scene keeps the position inside them.
                let model = self.model.vectors == tokens::VectorMode::Model;
                if !own && !model && !(first..=last).contains(&p) {
                    return Err(ConfigError::with(
                        key,
                        p,
                        crate::msg!(
                            "limit-token-position",
                            first = first,
                            last = last,
                            key = if key == Key::Qpos { "q" } else { "k" }
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The layer pattern, the local layers' base and Llama 4's temperature tuning.
    fn check_layers(&self) -> Result<(), ConfigError> {
        let n = self.stack.layer_types.chars().count();
        if n == 0
            || n > MAX_LAYERS
            || !self
                .stack
                .layer_types
                .chars()
                .all(|c| matches!(c, 'G' | 'L' | 'N'))
        {
            return Err(ConfigError::new(
                Key::LayerTypes,
                &self.stack.layer_types,
                LAYER_TYPES_RANGE,
            ));
        }
        if let Some(l) = self.stack.layers {
            if !(1..=MAX_LAYERS).contains(&l) {
                return Err(ConfigError::new(Key::Layers, l, LAYERS_RANGE));
            }
        }
        if let Some(b) = self.stack.local_base {
            if freq::check_base(b).is_err() {
                return Err(ConfigError::new(Key::LocalBase, b, LOCAL_BASE_RANGE));
            }
        }
        if let Some(d) = self.stack.local_dim {
            if freq::check_dim(d).is_err() {
                return Err(ConfigError::new(Key::LocalDim, d, LOCAL_DIM_RANGE));
            }
        }
        if let Some(a) = self.stack.attn_scale {
            if !(0.0..=MAX_PARAM).contains(&a) {
                return Err(ConfigError::new(Key::AttnScale, a, ATTN_SCALE_RANGE));
            }
        }
        if !(MIN_CONTEXT..=MAX_CONTEXT).contains(&self.stack.floor_scale) {
            return Err(ConfigError::new(
                Key::FloorScale,
                self.stack.floor_scale,
                CONTEXT_RANGE,
            ));
        }
        Ok(())
    }

    /// A merge size that does not divide the patch grid, told about the merge size.
    fn merge_error(&self) -> ConfigError {
        let [rows, cols] = self.patch_grid();
        ConfigError::with(
            Key::Merge,
            self.multimodal.merge,
            crate::msg!(
                "limit-merge-divides",
                range = crate::rope::base::limits::range_msg(MERGE_RANGE),
                rows = rows,
                cols = cols
            ),
        )
    }

    /// The error to show for an edit of `edited` that `validate` refused with `e`: when the
    /// learner changed the merge size and the grid it no longer divides is refused, the merge
    /// size is what to change, so the message names it (next to its own control).
    pub fn blame(&self, edited: Key, e: ConfigError) -> ConfigError {
        let grid_in_range = self
            .multimodal
            .patches
            .as_ref()
            .is_some_and(|p| p.len() == 2 && p.iter().all(|&x| (1..=MAX_PATCHES).contains(&x)));
        if edited == Key::Merge && e.key == Key::Patches && grid_in_range {
            self.merge_error()
        } else {
            e
        }
    }

    /// The vision view's grid, merge size and query patch, and the decoupled dims.
    fn check_vision(&self) -> Result<(), ConfigError> {
        let merge = self.multimodal.merge as u64;
        if !(1..=MAX_MERGE).contains(&merge) {
            return Err(ConfigError::new(
                Key::Merge,
                self.multimodal.merge,
                MERGE_RANGE,
            ));
        }
        let [rows, cols] = self.patch_grid();
        if let Some(p) = &self.multimodal.patches {
            let ok = p.len() == 2
                && p.iter()
                    .all(|&x| (1..=MAX_PATCHES).contains(&x) && x % merge == 0);
            if !ok {
                return Err(ConfigError::new(
                    Key::Patches,
                    Wholes::format(&self.multimodal.patches),
                    PATCHES_RANGE,
                ));
            }
        } else if rows % merge != 0 || cols % merge != 0 {
            return Err(self.merge_error());
        }
        if let Some(p) = &self.multimodal.patch {
            let ok = matches!(p.as_slice(), [r, c] if *r < rows && *c < cols);
            if !ok {
                return Err(ConfigError::with(
                    Key::Patch,
                    Wholes::format(&self.multimodal.patch),
                    crate::msg!(
                        "limit-patch-here",
                        range = crate::rope::base::limits::range_msg(PATCH_RANGE),
                        last_row = rows - 1,
                        last_col = cols - 1
                    ),
                ));
            }
        }
        if self.rope.nope_dim > MAX_NOPE_DIM {
            return Err(ConfigError::new(
                Key::NopeDim,
                self.rope.nope_dim,
                NOPE_DIM_RANGE,
            ));
        }
        Ok(())
    }

    /// The vision view's grid (rows, columns) in patches.
    pub fn patch_grid(&self) -> [u64; 2] {
        match self.multimodal.patches.as_deref() {
            Some(&[r, c]) => [r, c],
            _ => super::DEFAULT_PATCHES,
        }
    }

    /// The vision view's query patch: the config's, else the middle of the grid.
    pub fn query_patch(&self) -> [u64; 2] {
        match self.multimodal.patch.as_deref() {
            Some(&[r, c]) => [r, c],
            _ => {
                let [r, c] = self.patch_grid();
                [r / 2, c / 2]
            }
        }
    }

    /// Multimodal RoPE's sections and the image.
    fn check_mrope(&self) -> Result<(), ConfigError> {
        if let Some(s) = &self.multimodal.mrope {
            let pairs = (self.rope.dim / 2) as u64;
            if s.len() != 3 || s.iter().try_fold(0u64, |a, &x| a.checked_add(x)) != Some(pairs) {
                return Err(ConfigError::with(
                    Key::Mrope,
                    Wholes::format(&self.multimodal.mrope),
                    crate::msg!(
                        "limit-mrope-here",
                        range = crate::rope::base::limits::range_msg(MROPE_RANGE),
                        pairs = pairs
                    ),
                ));
            }
        }
        if let Some(g) = &self.multimodal.image_grid {
            let ok = match g.as_slice() {
                [t, h, w] => {
                    *t == 1
                        && [h, w].iter().all(|&&x| {
                            (SPATIAL_MERGE..=MAX_GRID).contains(&x) && x % SPATIAL_MERGE == 0
                        })
                }
                _ => false,
            };
            if !ok {
                return Err(ConfigError::new(
                    Key::ImageGrid,
                    Wholes::format(&self.multimodal.image_grid),
                    IMAGE_GRID_RANGE,
                ));
            }
        }
        // A position past the sentence's end puts the image last (the scene clamps it): a
        // shorter sentence never makes a link invalid.
        if let Some(at) = self.multimodal.image_at {
            if at > MAX_TOKENS as u64 {
                return Err(ConfigError::new(Key::ImageAt, at, IMAGE_AT_RANGE));
            }
        }
        Ok(())
    }

    fn check_text(&self) -> Result<(), ConfigError> {
        let chars = self.sentence.text.chars().count();
        if chars > MAX_TEXT_CHARS {
            return Err(ConfigError::new(
                Key::Text,
                format!("{chars} characters"),
                TEXT_RANGE,
            ));
        }
        if let Some(c) = self
            .sentence
            .text
            .chars()
            .find(|&c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
        {
            return Err(ConfigError::new(
                Key::Text,
                // i18n: a ConfigError's `got` is shown as given (a known gap)
                format!("control character U+{:04X}", c as u32),
                TEXT_RANGE,
            ));
        }
        let n = tokens::count_tokens(&self.sentence.text);
        if n == 0 || n > MAX_TOKENS {
            return Err(ConfigError::new(
                Key::Text,
                format!("{n} tokens"),
                TEXT_RANGE,
            ));
        }
        Ok(())
    }
}

fn check_position(key: Key, p: u64) -> Result<(), ConfigError> {
    if p <= MAX_POSITION {
        Ok(())
    } else {
        Err(ConfigError::new(key, p, POSITION_RANGE))
    }
}

/// Checks the lab keys (called by `Config::validate`).
fn validate_lab(c: &Config) -> Result<(), ConfigError> {
    for (key, text) in [
        (Key::Before, &c.lab.before),
        (Key::After, &c.lab.after),
        (Key::Answer, &c.lab.answer),
    ] {
        if text.chars().count() > MAX_LAB_TEXT || text.chars().any(|ch| ch == '\0') {
            return Err(crate::rope::settings::lab::error(key, text, LAB_TEXT_RANGE));
        }
    }
    if let Some(g) = &c.lab.gaps {
        if g.is_empty() || g.len() > MAX_GAPS || g.iter().any(|&x| x > MAX_GAP) {
            return Err(crate::rope::settings::lab::error(
                Key::Gaps,
                c.lab
                    .gaps
                    .as_deref()
                    .map(|g| g.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
                    .unwrap_or_default(),
                GAPS_RANGE,
            ));
        }
    }
    if !(1..=MAX_KEYS).contains(&c.lab.keys) {
        return Err(crate::rope::settings::lab::error(
            Key::LabKeys,
            c.lab.keys,
            KEYS_RANGE,
        ));
    }
    if let Some(m) = &c.lab.compare {
        if m.len() > MAX_COMPARE {
            return Err(crate::rope::settings::lab::error(
                Key::Compare,
                format_compare(&c.lab.compare),
                COMPARE_RANGE,
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bad_value_names_its_key() {
        let cases: &[(&str, Key)] = &[
            ("dim=7", Key::Dim),
            ("dim=0", Key::Dim),
            ("dim=1026", Key::Dim),
            ("dim=2048", Key::Dim),
            ("dim=-4", Key::Dim),
            ("dim=abc", Key::Dim),
            ("dim=", Key::Dim),
            ("dim=99999999999999999999999", Key::Dim),
            ("base=1", Key::Base),
            ("base=0.5", Key::Base),
            ("base=NaN", Key::Base),
            ("base=inf", Key::Base),
            ("base=-10000", Key::Base),
            ("base=", Key::Base),
            ("scaling=linear&factor=0.5", Key::Factor),
            ("scaling=linear&factor=1e309", Key::Factor),
            ("scaling=dynamic&orig=0", Key::Orig),
            ("scaling=dynamic&len=0", Key::Len),
            ("scaling=yarn&beta_fast=0", Key::BetaFast),
            ("beta_fast=NaN", Key::BetaFast),
            ("scaling=none&factor=1e7", Key::Factor),
            ("low_freq_factor=inf", Key::LowFreqFactor),
            ("scaling=yarn&beta_slow=64", Key::BetaSlow),
            ("scaling=yarn&attn=-1", Key::Attn),
            ("scaling=yarn&mscale=-1", Key::Mscale),
            ("scaling=yarn&mscale_all_dim=nan", Key::MscaleAllDim),
            ("scaling=llama3&low_freq_factor=0", Key::LowFreqFactor),
            ("scaling=llama3&high_freq_factor=0.5", Key::HighFreqFactor),
            ("scaling=bogus", Key::Scaling),
            ("layout=diagonal", Key::Layout),
            ("truncate=yes", Key::Truncate),
            ("speeds=1,2,3", Key::Speeds),
            ("speeds=1,2,3,4,5,6,7,x", Key::Speeds),
            ("speeds=1,2,3,4,5,6,7,1e308", Key::Speeds),
            ("speeds=1,2,3,4,5,6,7,8&scaling=yarn", Key::Scaling),
            ("q=1,2", Key::Q),
            ("k=1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,inf", Key::K),
            ("qpos=6", Key::Qpos),
            ("kpos=-1", Key::Kpos),
            ("qpos=2000000&q=1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1", Key::Qpos),
            ("offset=1000000", Key::Offset),
            ("offset=2000000", Key::Offset),
            ("text=", Key::Text),
            ("text=%20%20", Key::Text),
            ("text=a%00b", Key::Text),
            ("dim=4&dim=8", Key::Dim),
            ("text=%ZZ", Key::Query),
            ("text=%E2%82", Key::Query),
            ("text=abc%", Key::Query),
            ("scaling=ntk&dim=2", Key::Dim),
        ];
        for (q, key) in cases {
            let e = Config::from_query(q).unwrap_err();
            assert_eq!(e.key, *key, "{q}: {e}");
            assert!(!e.expected.is_empty());
        }
        let long = format!("text={}", "a ".repeat(600));
        assert_eq!(Config::from_query(&long).unwrap_err().key, Key::Text);
        let huge = format!("text={}", "x".repeat(100_000));
        assert_eq!(Config::from_query(&huge).unwrap_err().key, Key::Text);
    }
}
