//! The scene: everything the views share, derived once from a validated [`Config`]: the tokens
//! and their positions, the (scaled) frequencies, the chosen query and key with their vectors.
//! Every view model (`rope::view`) takes a `&Scene`, so "which token is at position p" and
//! "which vector does it have" are answered here and nowhere else.

use std::sync::Arc;

use crate::rope::base::error::ConfigError;
use crate::rope::base::limits::MAX_GRID;
use crate::rope::base::tokens::{mode_vector, token_at, Role, Token, VectorMode};
use crate::rope::maths::freq::lowest_pairs;
use crate::rope::maths::layers::LayerKind;
use crate::rope::maths::mrope::{rope_index, MropeToken};
use crate::rope::maths::rotate::Layout;
use crate::rope::maths::scaling::{self, Method, ScaledFreqs};
use crate::rope::maths::score::{decompose, ScoreDecomposition};
use crate::rope::settings::config::Config;
use crate::rope::settings::model_run::ModelRun;

/// The frequencies every rotation of `c` uses: the base (or custom speeds) scaled by the
/// method, with the `drop` lowest-frequency pairs at 0 (p-RoPE: they carry content and no
/// position), or, with `rope=off`, zero for every pair (nothing turns) and no attention
/// factor. The one derivation of frequencies: the scene, and through it every view, the quiz,
/// the lesson, the errata and the export, read these.
pub fn frequencies(c: &Config) -> Result<ScaledFreqs, ConfigError> {
    let mut f = scaling::apply(c.rope.dim, &c.freq_source(), &c.scaling_method())?;
    for i in lowest_pairs(&f.inv_freq, c.rope.drop) {
        if let Some(w) = f.inv_freq.get_mut(i) {
            *w = 0.0;
        }
        if let Some(w) = f.inv_freq_unscaled.get_mut(i) {
            *w = 0.0;
        }
    }
    if !c.rope.on {
        f.inv_freq.iter_mut().for_each(|w| *w = 0.0);
        f.inv_freq_unscaled.iter_mut().for_each(|w| *w = 0.0);
        f.attention_factor = 1.0;
        if let Some(l) = &mut f.longrope {
            l.inv_freq_short.iter_mut().for_each(|w| *w = 0.0);
            l.inv_freq_long.iter_mut().for_each(|w| *w = 0.0);
        }
    }
    Ok(f)
}

/// The shared inputs of every view.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    pub dim: usize,
    pub layout: Layout,
    pub base: f64,
    /// Position of the first token.
    pub offset: u64,
    pub tokens: Vec<Token>,
    pub freqs: ScaledFreqs,
    pub method: Method,
    pub factor: f64,
    /// Original (trained) context length.
    pub orig: u64,
    /// Query position m and key position n.
    pub m: u64,
    pub n: u64,
    /// The query content vector at m and the key content vector at n (before rotation).
    pub q: Vec<f64>,
    pub k: Vec<f64>,
    /// Whether q / k were given explicitly (not a token's toy vector).
    pub q_given: bool,
    pub k_given: bool,
    /// RoPE on or off (`rope=`); off: every frequency above is 0.
    pub rope: bool,
    /// Where token vectors come from (`qk=`).
    pub vectors: VectorMode,
    /// The configuration the scene was made from (views that need more than the above, such
    /// as the quiz and the lesson's method comparison, read it here, so they follow the same
    /// on-screen gating as everything else).
    pub config: Config,
    /// With `qk=model` and a run of the real model: its tokens and its q and k (the layer and
    /// head of `run.layer`, `run.head`) replace the toy ones in every view.
    pub run: Option<Arc<ModelRun>>,
    /// Every layer's kind (global RoPE, local RoPE, no RoPE), from the layer pattern.
    pub layers: Vec<LayerKind>,
    /// The local layers' frequencies when they have a RoPE of their own (`local_base`).
    pub local_freqs: Option<ScaledFreqs>,
    /// Multimodal RoPE with an image: the sequence (the sentence's tokens around the image's)
    /// and each token's (time, height, width) position ids.
    pub mrope: Option<Vec<MropeToken>>,
    /// Models derived from the scene that several readers ask for, computed once while the
    /// scene lives (see [`Memo`]).
    pub memo: Memo,
}

impl Scene {
    /// The scene of a configuration. Never panics: an invalid configuration (the UI only holds
    /// valid ones) gets plain frequencies instead of an error.
    pub fn new(c: &Config) -> Scene {
        let freqs = frequencies(c).unwrap_or_else(|_| ScaledFreqs::fallback(c.rope.dim / 2));
        let cast = c.cast();
        let mrope = match (&c.multimodal.mrope, c.multimodal.image_grid.as_deref()) {
            // Only a grid validation accepts (an invalid config must not allocate a huge one).
            (Some(_), Some(&[t, h, w])) if t == 1 && h <= MAX_GRID && w <= MAX_GRID => {
                let words: Vec<String> = cast.tokens.iter().map(|t| t.text.clone()).collect();
                let at = usize::try_from(c.multimodal.image_at.unwrap_or(1)).unwrap_or(usize::MAX);
                Some(rope_index(&words, at, [t, h, w]))
            }
            _ => None,
        };
        Scene {
            dim: c.rope.dim,
            layout: c.rope.layout,
            base: c.rope.base,
            offset: c.sentence.offset,
            tokens: cast.tokens,
            freqs,
            method: c.scaling.method,
            factor: c.scaling.params.factor,
            orig: c.scaling.params.orig,
            m: cast.m,
            n: cast.n,
            q: cast.q,
            k: cast.k,
            q_given: c.sentence.q.is_some(),
            k_given: c.sentence.k.is_some(),
            rope: c.rope.on,
            vectors: c.model.vectors,
            config: c.clone(),
            run: None,
            layers: c.layer_kinds(),
            local_freqs: c.local_config().and_then(|l| frequencies(&l).ok()),
            mrope,
            memo: Memo::default(),
        }
    }

    /// The scene of a configuration in `qk=model` mode with a run of the real model: the
    /// sentence is the model's tokens (ids and all), and every token's q and k are the model's
    /// (before RoPE: the views rotate them with the page's frequencies, which are the ones the
    /// model ran with). The query and key positions are the config's, kept inside the model's
    /// tokens (the model may split a word in several tokens; default: last and first). Without
    /// `qk=model` the run is ignored.
    pub fn with_run(c: &Config, run: Option<Arc<ModelRun>>) -> Scene {
        let mut s = Scene::new(c);
        let Some(run) = run.filter(|_| c.model.vectors == VectorMode::Model) else {
            return s;
        };
        if run.q.first().is_some_and(|v| v.len() != s.dim) {
            return s;
        }
        s.tokens = run
            .tokens
            .iter()
            .zip(&run.ids)
            .enumerate()
            .map(|(i, (text, &id))| Token {
                text: text.clone(),
                position: c.sentence.offset + i as u64,
                id: Some(id),
            })
            .collect();
        let (first, last) = s.span();
        let inside = |p: u64| p.clamp(first, last);
        s.m = inside(c.sentence.qpos.unwrap_or(last));
        s.n = inside(c.sentence.kpos.unwrap_or(first));
        let at = |p: u64| (p - first) as usize;
        s.q = c
            .sentence
            .q
            .clone()
            .unwrap_or_else(|| run.q[at(s.m)].clone());
        s.k = c
            .sentence
            .k
            .clone()
            .unwrap_or_else(|| run.k[at(s.n)].clone());
        s.run = Some(run);
        s
    }

    /// Number of dimension pairs.
    pub fn pairs(&self) -> usize {
        self.dim / 2
    }

    /// First and last token positions.
    pub fn span(&self) -> (u64, u64) {
        let last = self.offset + self.tokens.len().saturating_sub(1) as u64;
        (self.offset, last)
    }

    /// The token at position `pos`, if the sentence has one there (positions before the offset
    /// or past the last token have none; no subtraction can underflow).
    pub fn token_at(&self, pos: u64) -> Option<&Token> {
        token_at(&self.tokens, self.offset, pos)
    }

    /// How a view names what sits at `pos` for `role`: the token in quotes, "given vector" when
    /// q/k was typed in, or "position p" when no token is there.
    pub fn label(&self, role: Role, pos: u64) -> String {
        let given = match role {
            Role::Query => self.q_given && pos == self.m,
            Role::Key => self.k_given && pos == self.n,
            Role::Embedding => false,
        };
        if given {
            return "given vector".into();
        }
        match self.token_at(pos) {
            Some(t) => format!("\"{}\"", t.text),
            None => format!("position {pos}"),
        }
    }

    /// [`Scene::label`] as a message (`scene-label-*`), for the learner's language: the token's
    /// text in quotes, "given vector", or "position p".
    pub fn label_msg(&self, role: Role, pos: u64) -> crate::rope::base::i18n::Msg {
        let given = match role {
            Role::Query => self.q_given && pos == self.m,
            Role::Key => self.k_given && pos == self.n,
            Role::Embedding => false,
        };
        if given {
            return crate::msg!("scene-label-given");
        }
        match self.token_at(pos) {
            Some(t) => crate::msg!("scene-label-token", token = t.text.as_str()),
            None => crate::msg!("scene-label-position", pos = pos),
        }
    }

    /// The content vector (before rotation) a view shows for `role` at `pos`: the scene's q at m
    /// and k at n (given, or from the vector mode), else the token's vector under the vector
    /// mode (toy, ones, or its own query for `same`), else the last token's (a position outside
    /// the sentence).
    pub fn vector(&self, role: Role, pos: u64) -> Vec<f64> {
        match role {
            Role::Query if pos == self.m => return self.q.clone(),
            Role::Key if pos == self.n => return self.k.clone(),
            _ => {}
        }
        if let Some(run) = &self.run {
            // The nearest model token's (positions outside the sentence are clamped).
            let (first, last) = self.span();
            let t = (pos.clamp(first, last) - first) as usize;
            let rows = match role {
                Role::Query => &run.q,
                Role::Key => &run.k,
                Role::Embedding => &run.q,
            };
            if let Some(v) = rows.get(t) {
                return v.clone();
            }
        }
        let text = self
            .token_at(pos)
            .or(self.tokens.last())
            .map_or("", |t| t.text.as_str());
        mode_vector(self.vectors, text, role, self.dim)
    }

    /// Every token's content vector for `role`, in sentence order (the attention matrix).
    pub fn token_vectors(&self, role: Role) -> Vec<Vec<f64>> {
        self.tokens
            .iter()
            .map(|t| self.vector(role, t.position))
            .collect()
    }

    /// Whether a scaling method is on.
    pub fn scaled(&self) -> bool {
        self.method != Method::None
    }

    /// The score decomposition of the query at m and the key at n with the scene's frequencies.
    pub fn score(&self) -> ScoreDecomposition {
        decompose(
            &self.q,
            self.m as f64,
            &self.k,
            self.n as f64,
            &self.freqs.inv_freq,
            self.layout,
        )
    }
}

/// Models derived from a scene that several readers ask for (a tour step's texts read the same
/// vision grid some twenty times): each computed once while the scene lives, under a key its
/// reader names. Not part of the scene's state: scenes compare equal whatever their memos hold,
/// and a clone starts with an empty one.
#[derive(Default)]
pub struct Memo(std::sync::Mutex<Vec<MemoSlot>>);

type MemoSlot = (String, std::sync::Arc<dyn std::any::Any + Send + Sync>);

impl Memo {
    /// The value under `key`, made by `make` the first time (the lock is not held meanwhile, so
    /// `make` may ask for other keys).
    pub fn get<T: Clone + Send + Sync + 'static>(&self, key: &str, make: impl FnOnce() -> T) -> T {
        if let Ok(slots) = self.0.lock() {
            if let Some(v) = slots
                .iter()
                .find(|(k, _)| k == key)
                .and_then(|(_, v)| v.downcast_ref::<T>())
            {
                return v.clone();
            }
        }
        let v = make();
        if let Ok(mut slots) = self.0.lock() {
            slots.push((key.to_string(), std::sync::Arc::new(v.clone())));
        }
        v
    }
}

impl Clone for Memo {
    fn clone(&self) -> Memo {
        Memo::default()
    }
}

impl PartialEq for Memo {
    fn eq(&self, _: &Memo) -> bool {
        true
    }
}

impl std::fmt::Debug for Memo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memo")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::tokens::content_vector;

    fn scene(query: &str) -> Scene {
        Scene::new(&Config::from_query(query).unwrap().config)
    }

    #[test]
    fn a_model_run_gives_the_tokens_and_vectors_and_the_page_rope_is_the_models() {
        use crate::rope::maths::rotate::rotate_vector;
        use crate::rope::settings::model_run::tests::fixture;
        use crate::rope::view::attention::attention_matrix;
        let run = Arc::new(fixture());
        let c = Config::from_query("qk=model&text=The+cat+sat+on+the+mat.+The+cat")
            .unwrap()
            .config;
        let s = Scene::with_run(&c, Some(run.clone()));
        assert_eq!(s.tokens.len(), run.ids.len());
        assert_eq!(s.tokens[1].text, " cat");
        assert_eq!(s.tokens[1].id, Some(run.ids[1]));
        assert_eq!((s.m, s.n), (run.ids.len() as u64 - 1, 0));
        assert_eq!(s.q, run.q[run.ids.len() - 1]);
        assert_eq!(s.vector(Role::Key, 3), run.k[3]);
        // The page's rotation of the model's q and k is the model's own (f32 vs f64).
        for t in 0..run.ids.len() {
            let page = rotate_vector(&run.q[t], t as f64, &s.freqs.inv_freq, s.layout);
            for (a, b) in page.iter().zip(&run.q_rotated[t]) {
                assert!(
                    (a - b).abs() < 1e-4 * (1.0 + b.abs()),
                    "token {t}: {a} vs {b}"
                );
            }
        }
        // And so is the attention the page computes from them (the attention view).
        let a = attention_matrix(&s, true);
        for (m, row) in run.attn.iter().enumerate() {
            for (n, w) in row.iter().enumerate() {
                let page = a.attention.weights[m][n];
                assert!((page - w).abs() < 1e-4, "attn[{m}][{n}] {page} vs {w}");
            }
        }
        // Positions stay inside the model's tokens; an offset shifts them all.
        let c2 = Config::from_query("qk=model&text=a+b&offset=10&qpos=11")
            .unwrap()
            .config;
        let s2 = Scene::with_run(&c2, Some(run.clone()));
        assert_eq!(s2.span(), (10, 10 + run.ids.len() as u64 - 1));
        assert_eq!(s2.m, 11);
        assert_eq!(s2.vector(Role::Query, 5), run.q[0]);
        // Without qk=model the run is ignored.
        let toy = Scene::with_run(&Config::default(), Some(run));
        assert_eq!(toy, Scene::new(&Config::default()));
    }

    #[test]
    fn dropping_pairs_stops_the_slowest_ones() {
        let f = scene("dim=8&drop=2").freqs;
        let plain = scene("dim=8").freqs;
        assert_eq!(&f.inv_freq[..2], &plain.inv_freq[..2]);
        assert_eq!(&f.inv_freq[2..], &[0.0, 0.0]);
        // Custom speeds: the slowest by magnitude, wherever it stands.
        assert_eq!(lowest_pairs(&[0.1, -0.01, 1.0, 0.5], 2), vec![0, 1]);
        assert_eq!(lowest_pairs(&[1.0, 1.0], 1), vec![1]);
        assert_eq!(lowest_pairs(&[1.0], 5), vec![0]);
        // drop=d/2 is allowed (nothing turns), one more is refused.
        assert!(Config::from_query("dim=8&drop=4").is_ok());
        assert_eq!(
            Config::from_query("dim=8&drop=5").unwrap_err().key,
            crate::rope::Key::Drop
        );
    }

    /// Proportional RoPE with factor 1 and p-RoPE (Barbero et al. 2024, "Round and Round We
    /// Go"; `drop=`) are two forms of one idea: keep the fastest pairs turning and stop the
    /// slowest. Proportional RoPE stops the last d/2 - int(partial x d // 2) pairs, p-RoPE the
    /// `drop` lowest-frequency ones; with exponents over the whole d either way these are the
    /// same pairs, so the frequencies agree bit for bit, for any d, base and fraction. With a
    /// factor above 1 they part: proportional RoPE also slows the turning pairs.
    #[test]
    fn proportional_rope_is_drop_of_the_slowest_pairs() {
        let mut cases = vec![(16usize, 0.25f64), (64, 0.5), (10, 0.3), (128, 1.0)];
        for dim in (2..=256).step_by(6) {
            for partial in [
                0.01,
                0.1,
                0.25,
                1.0 / 3.0,
                0.5,
                0.6,
                0.7,
                0.75,
                0.9,
                0.99,
                1.0,
            ] {
                cases.push((dim, partial));
            }
        }
        for base in [10_000.0, 500_000.0, 37.5] {
            for &(dim, partial) in &cases {
                let turning = crate::rope::maths::scaling::proportional_turning_pairs(dim, partial);
                // transformers: int(partial * d // 2), Python's floor division of a float.
                assert_eq!(turning, (partial * dim as f64 / 2.0).floor() as usize);
                let p = scene(&format!(
                    "dim={dim}&base={base}&scaling=proportional&partial={partial}&factor=1"
                ));
                let d = scene(&format!("dim={dim}&base={base}&drop={}", dim / 2 - turning));
                assert_eq!(
                    p.freqs.inv_freq, d.freqs.inv_freq,
                    "d {dim}, partial {partial}, base {base}"
                );
                assert_eq!(p.freqs.turning_pairs, Some(turning));
                assert!(p.freqs.inv_freq[..turning].iter().all(|&w| w > 0.0));
            }
        }
        // A factor above 1: the same pairs stop, the turning ones are slowed as well.
        let p = scene("dim=16&scaling=proportional&partial=0.5&factor=2");
        let d = scene("dim=16&drop=4");
        for (a, b) in p.freqs.inv_freq.iter().zip(&d.freqs.inv_freq) {
            assert_eq!(*a == 0.0, *b == 0.0);
            assert_eq!(*a, b / 2.0);
        }
    }

    #[test]
    fn token_at_is_safe_before_the_offset_and_past_the_end() {
        let s = scene("text=a+b+c&offset=10");
        assert_eq!(s.span(), (10, 12));
        assert_eq!(s.token_at(9), None);
        assert_eq!(s.token_at(10).unwrap().text, "a");
        assert_eq!(s.token_at(12).unwrap().text, "c");
        assert_eq!(s.token_at(13), None);
        assert_eq!(s.token_at(u64::MAX), None);
        assert_eq!(token_at(&[], 0, 0), None);
    }

    #[test]
    fn defaults_query_last_key_first() {
        let s = scene("");
        assert_eq!((s.m, s.n), (5, 0));
        assert_eq!(s.label(Role::Query, s.m), "\"mat\"");
        assert_eq!(s.label(Role::Key, s.n), "\"The\"");
        assert_eq!(s.label(Role::Query, 99), "position 99");
        let en = crate::rope::base::i18n::en;
        for pos in [s.m, s.n, 99] {
            assert_eq!(
                en(&s.label_msg(Role::Query, pos)),
                s.label(Role::Query, pos)
            );
        }
        assert_eq!(s.pairs(), 8);
    }

    #[test]
    fn given_vectors_are_named_and_used() {
        let s = scene("dim=2&q=1,0&k=0,1&qpos=3&kpos=1&text=a+b+c+d");
        assert_eq!(s.label(Role::Query, 3), "given vector");
        assert_eq!(s.label(Role::Key, 1), "given vector");
        assert_eq!(s.vector(Role::Query, 3), vec![1.0, 0.0]);
        assert_eq!(s.vector(Role::Key, 1), vec![0.0, 1.0]);
        // Another token's vector is its toy vector, for the role asked.
        assert_eq!(s.vector(Role::Key, 2), content_vector("c", Role::Key, 2));
    }

    #[test]
    fn a_key_token_gets_its_key_vector_not_a_query() {
        let s = scene("text=The+cat+sat");
        let k = s.vector(Role::Key, 1);
        assert_eq!(k, content_vector("cat", Role::Key, s.dim));
        assert_ne!(k, content_vector("cat", Role::Query, s.dim));
        // A position before an offset falls back to the last token instead of underflowing.
        let s = scene("text=a+b&offset=5");
        assert_eq!(
            s.vector(Role::Key, 0),
            content_vector("b", Role::Key, s.dim)
        );
        assert_eq!(s.token_vectors(Role::Query).len(), 2);
    }

    #[test]
    fn vector_modes_and_the_rope_switch_round_trip_and_apply() {
        let c = Config::from_query("qk=same&rope=off").unwrap().config;
        assert_eq!(Config::from_query(&c.to_query()).unwrap().config, c);
        assert!(c.to_query().contains("rope=off") && c.to_query().contains("qk=same"));
        let s = Scene::new(&c);
        assert_eq!(s.k, s.q, "same: k equals q");
        assert!(s.freqs.inv_freq.iter().all(|&w| w == 0.0));
        let ones = scene("qk=ones&dim=4");
        assert_eq!(ones.q, vec![1.0; 4]);
        assert_eq!(ones.vector(Role::Key, 2), vec![1.0; 4]);
        // A given q still wins over the mode.
        let g = scene("qk=ones&dim=2&q=3,4&qpos=0&text=a+b");
        assert_eq!(g.q, vec![3.0, 4.0]);
        assert!(Config::from_query("qk=random").is_err());
        assert!(Config::from_query("rope=maybe").is_err());
    }
}
