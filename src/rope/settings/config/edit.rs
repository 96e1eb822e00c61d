//! One control's edit: [`Config::try_edit`], the path every control of the widget takes.

use super::table::KEYS;
use super::Config;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::Msg;
use crate::rope::base::tokens::VectorMode;

/// The result of editing one control: the new config and the overrides the edit made
/// impossible, which were cleared (so the UI can say so).
#[derive(Debug, Clone, PartialEq)]
pub struct Edit {
    pub config: Config,
    pub cleared: Vec<Key>,
    /// Keys the edit set to new values of its own: switching to `qk=model` puts the RoPE back
    /// to the model's as trained (d 64, base 100000, trained context 8192, interleaved, no
    /// scaling, every pair turning); a new d rescales `mrope`'s sections to the new d/2 pairs
    /// in the same proportions.
    pub adjusted: Vec<Key>,
    /// The sections the next edit of d rescales from ([`Config::try_edit_from`]): those the
    /// result's were rescaled from, or the result's own.
    pub sections_from: Option<Vec<u64>>,
}

impl Edit {
    /// What the edit of `key` did beyond the value typed, in a sentence or two for the learner
    /// (shown next to the control and in the notice area); `None` when it did nothing else.
    pub fn message(&self, key: Key) -> Option<Msg> {
        let names = |keys: &[Key]| {
            keys.iter()
                .map(|k| k.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut out = Vec::new();
        if !self.cleared.is_empty() {
            out.push(crate::msg!(
                "notice-cleared",
                keys = names(&self.cleared),
                n = self.cleared.len(),
                key = key.as_str()
            ));
        }
        if key == Key::Qk && !self.adjusted.is_empty() {
            out.push(crate::msg!(
                "notice-model-rope",
                keys = names(&self.adjusted),
                model = crate::rope::settings::model_run::NAME
            ));
        } else if self.adjusted.contains(&Key::Mrope) {
            out.push(crate::msg!(
                "notice-mrope-rescaled",
                sections = self.config.get(Key::Mrope),
                pairs = self.config.rope.dim / 2
            ));
        }
        match out.len() {
            0 => None,
            1 => out.pop(),
            _ => Some(crate::msg!("notice-sentences", all = out)),
        }
    }
}

/// The keys a switch to `qk=model` resets to the model's own RoPE (the key table says which).
fn model_reset_keys() -> impl Iterator<Item = Key> {
    KEYS.iter().filter(|s| s.model_reset).map(|s| s.key)
}

impl Config {
    /// Values typed in place of what the settings column shows (an example loads them): each
    /// key with one sentence on what it overrides. The settings column lists them with a
    /// button that clears each (its empty value), so a knob that "does nothing" says why.
    pub fn overrides_in_use(&self) -> Vec<(Key, &'static str)> {
        // Message ids (`page/settings.ftl`), formatted where the settings column shows them.
        let mut out = Vec::new();
        if self.rope.speeds.is_some() {
            out.push((Key::Speeds, "override-speeds"));
        }
        if self.sentence.q.is_some() {
            out.push((Key::Q, "override-q"));
        }
        if self.sentence.k.is_some() {
            out.push((Key::K, "override-k"));
        }
        out
    }

    /// This configuration with the real model's RoPE as trained (the keys a switch to
    /// `qk=model` resets), everything else kept: the lab's "as trained" button.
    pub fn with_trained_rope(&self) -> Config {
        let model = Config::defaults_for(VectorMode::Model);
        let mut next = self.clone();
        for k in model_reset_keys() {
            // Values read from a valid config always parse back.
            let _ = next.set(k, &model.get(k));
        }
        next.model.vectors = VectorMode::Model;
        if next.validate().is_err() {
            // Overrides that do not fit d = 64 (typed q or k) go; the rest stays.
            next.sentence.q = None;
            next.sentence.k = None;
        }
        next
    }

    /// Sets `key` to `value` and validates. When that makes a dependent override invalid (new
    /// `dim` vs. custom speeds or q/k; a shorter sentence vs. the chosen positions; a method that
    /// needs the base vs. custom speeds), the override is cleared and listed instead of failing;
    /// a new `dim` rescales `mrope`'s sections to its d/2 pairs. Errors in the edited value
    /// itself are returned as they are.
    pub fn try_edit(&self, key: Key, value: &str) -> Result<Edit, ConfigError> {
        self.try_edit_from(key, value, None)
    }

    /// [`Config::try_edit`] in a run of edits: a new d rescales `mrope` from `sections` (the
    /// last edit's [`Edit::sections_from`]) when the current sections are their rescaling, so
    /// that typing 64 over 128, which passes d = 6 (three pairs keep little of 16,24,24), still
    /// gives 8,12,12, and 128 again 16,24,24. Sections that are not their rescaling (typed,
    /// loaded) start a new run.
    pub fn try_edit_from(
        &self,
        key: Key,
        value: &str,
        sections: Option<&[u64]>,
    ) -> Result<Edit, ConfigError> {
        use crate::rope::maths::mrope::rescale_sections;
        let pairs = |c: &Config| (c.rope.dim / 2) as u64;
        let from = match sections {
            Some(s)
                if self.multimodal.mrope.is_some()
                    && rescale_sections(s, pairs(self)) == self.multimodal.mrope =>
            {
                Some(s.to_vec())
            }
            _ => self.multimodal.mrope.clone(),
        };
        let mut next = self.clone();
        next.set(key, value)?;
        let mut adjusted = Vec::new();
        if key == Key::Qk
            && next.model.vectors == VectorMode::Model
            && self.model.vectors != VectorMode::Model
        {
            let model = Config::defaults_for(VectorMode::Model);
            for k in model_reset_keys() {
                if next.get(k) != model.get(k) {
                    next.set(k, &model.get(k))?;
                    adjusted.push(k);
                }
            }
        }
        // Sections share out the head's d/2 pairs: a new d rescales them in proportion.
        if key == Key::Dim {
            let rescaled = from
                .as_deref()
                .and_then(|s| rescale_sections(s, pairs(&next)));
            if rescaled.is_some() && rescaled != next.multimodal.mrope {
                next.multimodal.mrope = rescaled;
                adjusted.push(Key::Mrope);
            }
        }
        let done = |next: Config, cleared, adjusted| {
            let kept = next.multimodal.mrope.is_some()
                && from
                    .as_deref()
                    .and_then(|s| rescale_sections(s, pairs(&next)))
                    == next.multimodal.mrope;
            Edit {
                sections_from: if kept {
                    from.clone()
                } else {
                    next.multimodal.mrope.clone()
                },
                config: next,
                cleared,
                adjusted,
            }
        };
        let mut cleared = Vec::new();
        for _ in 0..8 {
            match next.validate() {
                Ok(()) => return Ok(done(next, cleared, adjusted)),
                Err(e) => {
                    // Overrides sized by d or placed in the sentence.
                    let dependent = super::table::spec(e.key).is_some_and(|s| s.by_d)
                        || matches!(e.key, Key::Qpos | Key::Kpos);
                    let speeds_block_method =
                        e.key == Key::Scaling && key == Key::Scaling && next.rope.speeds.is_some();
                    if (dependent && e.key != key) || speeds_block_method {
                        let drop = if speeds_block_method {
                            Key::Speeds
                        } else {
                            e.key
                        };
                        next.set(drop, "")?;
                        cleared.push(drop);
                    } else {
                        return Err(next.blame(key, e));
                    }
                }
            }
        }
        next.validate()?;
        Ok(done(next, cleared, adjusted))
    }
}

/// A refused request from a page that embeds the widget (`ropescope:set`): the key it names as
/// written (it may be no key at all), what it gave, and what is accepted.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    pub key: String,
    pub got: String,
    pub expected: String,
}

impl From<ConfigError> for Refusal {
    fn from(e: ConfigError) -> Refusal {
        Refusal {
            key: e.key.as_str().to_string(),
            got: e.got,
            expected: e.expected,
        }
    }
}

/// The longest query a host page may send at once (the longest valid link is far shorter: a
/// sentence of 8192 characters, percent-encoded, and two vectors of 1024 numbers).
pub const MAX_HOST_QUERY: usize = 65_536;

impl Config {
    /// Applies the keys of `query` on top of this configuration, one after the other, exactly as
    /// if a learner had typed each into its control ([`Config::try_edit`]: the same validation,
    /// and the same clearing of overrides a new value makes impossible). All or nothing: the
    /// first refusal is the answer and this configuration is untouched. Locks do not apply (the
    /// page that sets them may change them).
    pub fn apply_query(&self, query: &str) -> Result<Edit, Refusal> {
        if query.len() > MAX_HOST_QUERY {
            return Err(Refusal {
                key: "query".into(),
                got: format!("{} characters", query.len()),
                // i18n: the course page's ropescope:error (for its developer), never shown
                expected: format!("at most {MAX_HOST_QUERY} characters"),
            });
        }
        let pairs = super::percent::query_pairs(query)?;
        let mut seen = Vec::new();
        let mut next = Edit {
            config: self.clone(),
            cleared: Vec::new(),
            adjusted: Vec::new(),
            sections_from: self.multimodal.mrope.clone(),
        };
        for (name, value) in pairs {
            let Some(key) = Key::from_name(&name) else {
                return Err(Refusal {
                    key: name.chars().take(40).collect(),
                    got: value.chars().take(40).collect(),
                    // i18n: the course page's ropescope:error (for its developer), never shown
                    expected: "a configuration key (see the README's URL keys)".into(),
                });
            };
            if seen.contains(&key) {
                return Err(ConfigError::with(
                    key,
                    // i18n: what was given, in the course page's ropescope:error
                    "the key more than once",
                    crate::msg!("limit-once"),
                )
                .into());
            }
            seen.push(key);
            let edit = next.config.try_edit(key, &value)?;
            next.config = edit.config;
            next.cleared.extend(edit.cleared);
            next.adjusted.extend(edit.adjusted);
            next.sections_from = edit.sections_from;
        }
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A merge size that does not divide the grid is refused next to the merge size, naming
    /// it (the grid itself is fine); a grid that does not fit the merge size is refused next
    /// to the grid.
    #[test]
    fn a_merge_size_that_does_not_divide_the_grid_is_the_merge_sizes_fault() {
        let c = Config::from_query("patches=8,8&merge=2").unwrap().config;
        let e = c.try_edit(Key::Merge, "3").unwrap_err();
        assert_eq!((e.key, e.got.as_str()), (Key::Merge, "3"));
        assert!(
            e.expected.contains("divides the grid's 8 x 8 patches"),
            "{}",
            e.expected
        );
        let e = c.try_edit(Key::Patches, "5,5").unwrap_err();
        assert_eq!(e.key, Key::Patches);
        assert!(c.try_edit(Key::Merge, "4").is_ok());
    }

    #[test]
    fn a_host_query_applies_like_typed_edits_all_or_nothing() {
        let c = Config::from_query("dim=4&speeds=90,15").unwrap().config;
        let e = c.apply_query("dim=64&base=500000").unwrap();
        assert_eq!((e.config.rope.dim, e.config.rope.base), (64, 500_000.0));
        // As typing d = 64 would: the speeds no longer fit and are cleared, and said so.
        assert_eq!(e.cleared, vec![Key::Speeds]);
        assert_eq!(
            e.config,
            c.try_edit(Key::Dim, "64")
                .unwrap()
                .config
                .try_edit(Key::Base, "500000")
                .unwrap()
                .config
        );
        // One bad value refuses the whole message.
        let r = c.apply_query("base=500000&dim=7").unwrap_err();
        assert_eq!((r.key.as_str(), r.got.as_str()), ("dim", "7"));
        // Unknown keys, repeated keys, bad encoding, UI keys, oversized messages.
        assert_eq!(c.apply_query("dimm=8").unwrap_err().key, "dimm");
        assert_eq!(c.apply_query("dim=8&dim=16").unwrap_err().key, "dim");
        assert_eq!(c.apply_query("text=%ZZ").unwrap_err().key, "query");
        assert_eq!(c.apply_query("view=heatmap").unwrap_err().key, "view");
        let huge = format!("text={}", "a".repeat(MAX_HOST_QUERY));
        assert_eq!(c.apply_query(&huge).unwrap_err().key, "query");
        // Nothing at all changes nothing.
        assert_eq!(c.apply_query("").unwrap().config, c);
    }

    /// What an example loads is listed, and clearing each (its empty value) leaves none.
    #[test]
    fn overrides_are_listed_and_clear_with_their_empty_value() {
        let c = Config::from_query("dim=4&speeds=10,1&q=1,0,0,1&k=0,1,1,0")
            .unwrap()
            .config;
        let keys: Vec<Key> = c.overrides_in_use().iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, vec![Key::Speeds, Key::Q, Key::K]);
        let mut cleared = c.clone();
        for k in keys {
            cleared = cleared.try_edit(k, "").unwrap().config;
        }
        assert!(cleared.overrides_in_use().is_empty());
        assert_eq!(cleared.rope.dim, 4);
        assert!(Config::default().overrides_in_use().is_empty());
    }

    #[test]
    fn edits_clear_the_overrides_they_invalidate() {
        let c = Config::from_query("dim=4&speeds=90,15&q=1,2,3,4&qpos=5")
            .unwrap()
            .config;
        let e = c.try_edit(Key::Dim, "8").unwrap();
        assert_eq!(e.config.rope.dim, 8);
        assert_eq!(e.cleared, vec![Key::Speeds, Key::Q]);
        let e = c.try_edit(Key::Scaling, "yarn").unwrap();
        assert_eq!(e.cleared, vec![Key::Speeds]);
        let c = Config::from_query("kpos=4").unwrap().config;
        let e = c.try_edit(Key::Text, "a b").unwrap();
        assert_eq!(e.cleared, vec![Key::Kpos]);
        // The edited value itself is never "fixed" silently.
        assert_eq!(c.try_edit(Key::Dim, "7").unwrap_err().key, Key::Dim);
        assert_eq!(c.try_edit(Key::Speeds, "1,2").unwrap_err().key, Key::Speeds);
    }

    #[test]
    fn a_new_d_clears_the_lists_sized_by_the_old_one() {
        let c = Config::from_query("dim=8&mrope=1,1,2&short_factor=1,2,3,4&long_factor=1,2,3,4")
            .unwrap()
            .config;
        let e = c.try_edit(Key::Dim, "16").unwrap();
        assert_eq!(e.cleared, vec![Key::ShortFactor, Key::LongFactor]);
        assert!(e.config.scaling.params.short_factor.is_none());
        // The sections are not a list of d/2 values but a share of them: rescaled, not cleared.
        assert_eq!(e.config.multimodal.mrope, Some(vec![2, 2, 4]));
        assert_eq!(e.adjusted, vec![Key::Mrope]);
        assert_eq!(
            crate::rope::base::i18n::en(&e.message(Key::Dim).unwrap()),
            "Cleared short_factor, long_factor (no longer fit the new dim). Rescaled mrope to 2,2,4: the same shares of the new d/2 = 8 pairs."
        );
    }

    /// The tester's case: Qwen2-VL's 16,24,24 at d = 128; d = 64 keeps them (rescaled, said so)
    /// and d = 128 again brings them back.
    #[test]
    fn a_new_d_rescales_the_sections_and_the_old_d_restores_them() {
        let c = Config::from_query("dim=128&mrope=16,24,24").unwrap().config;
        let e = c.try_edit(Key::Dim, "64").unwrap();
        assert_eq!(e.config.multimodal.mrope, Some(vec![8, 12, 12]));
        assert!(
            e.config.to_query().contains("mrope=8,12,12"),
            "{}",
            e.config.to_query()
        );
        assert!(e.cleared.is_empty());
        assert_eq!(e.adjusted, vec![Key::Mrope]);
        let said = crate::rope::base::i18n::en(&e.message(Key::Dim).unwrap());
        assert!(
            said.contains("mrope to 8,12,12") && said.contains("32 pairs"),
            "{said}"
        );
        let back = e.config.try_edit(Key::Dim, "128").unwrap();
        assert_eq!(back.config, c);
        // d = 2: one pair, the largest share takes it (the earlier of two equal ones).
        let two = c.try_edit(Key::Dim, "2").unwrap();
        assert_eq!(two.config.multimodal.mrope, Some(vec![0, 1, 0]));
        two.config.validate().unwrap();
        // An edit that keeps d/2 leaves the sections and says nothing.
        let same = c.try_edit(Key::Dim, "128").unwrap();
        assert!(same.adjusted.is_empty() && same.message(Key::Dim).is_none());
        // A host message does what typing does.
        let host = c.apply_query("dim=64").unwrap();
        assert_eq!(
            (host.config.multimodal.mrope, host.adjusted),
            (Some(vec![8, 12, 12]), vec![Key::Mrope])
        );
        // Without sections nothing is adjusted.
        let plain = Config::default().try_edit(Key::Dim, "64").unwrap();
        assert!(plain.adjusted.is_empty() && plain.message(Key::Dim).is_none());
    }

    /// Typed a key at a time, 64 over 128 passes d = 6 (three pairs: 1,1,1) and 128 passes
    /// d = 12; a run of d edits rescales from where it started, so 8,12,12 and 16,24,24 come
    /// out all the same. Sections typed in between start a new run.
    #[test]
    fn a_run_of_d_edits_rescales_from_where_it_started() {
        let start = Config::from_query("dim=128&mrope=16,24,24").unwrap().config;
        let typed = |c: &Config, from: Option<Vec<u64>>, keys: &[&str]| {
            let (mut c, mut from) = (c.clone(), from);
            for v in keys {
                // A refused value (d = 1) changes nothing, as in the widget.
                if let Ok(e) = c.try_edit_from(Key::Dim, v, from.as_deref()) {
                    (c, from) = (e.config, e.sections_from);
                }
            }
            (c, from)
        };
        let (at64, from) = typed(&start, None, &["6", "64"]);
        assert_eq!(at64.multimodal.mrope, Some(vec![8, 12, 12]));
        assert_eq!(from, Some(vec![16, 24, 24]));
        let (back, _) = typed(&at64, from.clone(), &["1", "12", "128"]);
        assert_eq!(back, start);
        // Without the run's start, d = 6 loses the proportions.
        let (lossy, _) = typed(&start, None, &["6"]);
        let lossy = lossy.try_edit(Key::Dim, "64").unwrap().config;
        assert_ne!(lossy.multimodal.mrope, Some(vec![8, 12, 12]));
        // New sections typed at d = 64 are where the next run starts.
        let mine = at64
            .try_edit_from(Key::Mrope, "10,10,12", from.as_deref())
            .unwrap();
        assert_eq!(mine.sections_from, Some(vec![10, 10, 12]));
        let (c, _) = typed(&mine.config, mine.sections_from, &["6", "128"]);
        assert_eq!(c.multimodal.mrope, Some(vec![20, 20, 24]));
        // Any other edit keeps the run's start while the sections are its rescaling.
        let other = at64
            .try_edit_from(Key::Base, "500000", from.as_deref())
            .unwrap();
        assert_eq!(other.sections_from, from);
        // A start that the sections are not a rescaling of is ignored.
        let stale = at64
            .try_edit_from(Key::Dim, "128", Some(&[1, 1, 1]))
            .unwrap();
        assert_eq!(stale.config.multimodal.mrope, Some(vec![16, 24, 24]));
    }

    #[test]
    fn switching_to_the_real_model_puts_its_own_rope_back() {
        let c = Config::from_query(
            "dim=8&base=500&layout=half&scaling=ntk&rope=off&drop=2&q=1,2,3,4,5,6,7,8",
        )
        .unwrap()
        .config;
        let e = c.try_edit(Key::Qk, "model").unwrap();
        let model = Config::defaults_for(VectorMode::Model);
        assert_eq!(
            (
                e.config.rope.dim,
                e.config.rope.base,
                e.config.scaling.params.orig
            ),
            (64, 100_000.0, 8192)
        );
        assert_eq!(e.config.rope.layout, model.rope.layout);
        assert_eq!(e.config.scaling.method, model.scaling.method);
        assert!(e.config.rope.on && e.config.rope.drop == 0 && e.config.sentence.q.is_none());
        assert_eq!(
            e.adjusted,
            vec![
                Key::Dim,
                Key::Base,
                Key::Layout,
                Key::Scaling,
                Key::Orig,
                Key::Rope,
                Key::Drop
            ]
        );
        // A q typed for the old d no longer fits: cleared, and said so.
        assert_eq!(e.cleared, vec![Key::Q]);
        // In model mode d is the model's: another d is refused, next to the d control.
        let e = e.config.try_edit(Key::Dim, "128").unwrap_err();
        assert_eq!(e.key, Key::Dim);
        assert!(e.expected.contains("d = 64"), "{}", e.expected);
        // Leaving model mode keeps the values; nothing is reset.
        let back = model.try_edit(Key::Qk, "toy").unwrap();
        assert_eq!(back.config.rope.dim, 64);
        assert!(back.adjusted.is_empty());
    }
}
