//! What a configuration says once it is read: tokens and positions, the content vectors and the
//! scaling method with this config's parameters. The numbers the views show (frequencies,
//! scores) are derived from these in one place only, `rope::view::scene::Scene`. Meant for valid
//! configs; they do not panic on invalid ones either.

use super::Config;
use crate::rope::base::limits::MAX_CONTEXT;
use crate::rope::base::tokens::{self, Role, Token, VectorMode};
use crate::rope::maths::decoupled;
use crate::rope::maths::layers::{self, LayerKind};
use crate::rope::maths::scaling::{FreqSource, Method, Params, Scaling};

/// What [`Config::cast`] returns: the sentence's tokens, the query and key positions (m, n)
/// and their content vectors (before rotation).
#[derive(Debug, Clone, PartialEq)]
pub struct Cast {
    pub tokens: Vec<Token>,
    pub m: u64,
    pub n: u64,
    pub q: Vec<f64>,
    pub k: Vec<f64>,
}

impl Config {
    /// Every layer's kind: the pattern repeated over the config's `layers` (one period when unset).
    pub fn layer_kinds(&self) -> Vec<LayerKind> {
        layers::kinds_of(&self.stack.layer_types, self.stack.layers)
    }

    /// The layers' letters (`G`, `L`, `N`), one per layer.
    pub fn layer_letters(&self) -> Vec<char> {
        self.layer_kinds()
            .into_iter()
            .map(LayerKind::letter)
            .collect()
    }

    /// The configuration the local layers' RoPE is computed from: the config with `local_base` as
    /// its base (the global base if unset), `local_dim` as its head size (d if unset) and no
    /// scaling (Gemma 3's and Gemma 4's sliding layers use plain RoPE). `None` when the local
    /// layers share the global RoPE (neither is set).
    pub fn local_config(&self) -> Option<Config> {
        if self.stack.local_base.is_none() && self.stack.local_dim.is_none() {
            return None;
        }
        let base = self.stack.local_base.unwrap_or(self.rope.base);
        let mut c = self.clone();
        c.rope.base = base;
        c.rope.speeds = None;
        c.scaling.method = Method::None;
        c.stack.local_base = None;
        // Gemma 4's sliding layers have heads of their own size (and turn every pair).
        if let Some(d) = self.stack.local_dim {
            c.rope.dim = d;
            c.sentence.q = None;
            c.sentence.k = None;
            c.scaling.params.partial = 1.0;
            c.rope.drop = 0;
            c.scaling.params.short_factor = None;
            c.scaling.params.long_factor = None;
        }
        c.stack.local_dim = None;
        Some(c)
    }

    /// The square of YaRN's `mscale_all_dim` term on a decoupled head's softmax scale
    /// ([`decoupled::mscale_sq`]) for these settings.
    pub fn mscale_sq(&self) -> f64 {
        decoupled::mscale_sq(
            self.scaling.method,
            self.scaling.params.factor,
            self.scaling.params.mscale_all_dim,
        )
    }

    pub fn tokens(&self) -> Vec<Token> {
        tokens::tokenize(&self.sentence.text, self.sentence.offset)
    }

    pub fn token_count(&self) -> usize {
        tokens::count_tokens(&self.sentence.text).max(1)
    }

    /// First and last positions of a sentence of `count` tokens (at least one).
    fn span_of(&self, count: usize) -> (u64, u64) {
        (
            self.sentence.offset,
            self.sentence.offset + count.max(1) as u64 - 1,
        )
    }

    /// First and last token positions.
    pub fn position_span(&self) -> (u64, u64) {
        self.span_of(self.token_count())
    }

    /// The query and key positions (m, n) in a sentence spanning `first..=last`: the given
    /// ones, else the last token and the first.
    fn positions_in(&self, (first, last): (u64, u64)) -> (u64, u64) {
        (
            self.sentence.qpos.unwrap_or(last),
            self.sentence.kpos.unwrap_or(first),
        )
    }

    /// The query position (default: the last token).
    pub fn query_position(&self) -> u64 {
        self.positions_in(self.position_span()).0
    }

    /// The key position (default: the first token).
    pub fn key_position(&self) -> u64 {
        self.positions_in(self.position_span()).1
    }

    /// The sequence length dynamic NTK sees: `len`, else enough to hold every position in use.
    pub fn effective_len(&self) -> u64 {
        self.scaling.params.len.unwrap_or_else(|| {
            let span = self.position_span();
            let (m, n) = self.positions_in(span);
            span.1.max(m).max(n) + 1
        })
    }

    /// The tokens, the query and key positions and their content vectors, from one
    /// tokenization of the sentence: what the scene needs on every edit (each accessor on its
    /// own segments the sentence again).
    pub fn cast(&self) -> Cast {
        let tokens = self.tokens();
        let (m, n) = self.positions_in(self.span_of(tokens.len()));
        let q = self.query_vector_in(&tokens, m);
        let k = self.key_vector_in(&tokens, m, n);
        Cast { tokens, m, n, q, k }
    }

    pub fn freq_source(&self) -> FreqSource {
        match &self.rope.speeds {
            Some(s) => FreqSource::Speeds(s.clone()),
            None => FreqSource::Base(self.rope.base),
        }
    }

    /// The scaling method with this config's parameters.
    pub fn scaling_method(&self) -> Scaling {
        self.scaling_for(self.scaling.method)
    }

    /// `method` with this config's parameters (whether or not it is the active one).
    pub fn scaling_for(&self, method: Method) -> Scaling {
        Scaling::new(method, self.scaling_params())
    }

    /// The scaling parameters as the formulas read them: this config's own, with the length
    /// resolved (`len=`, else the sentence's own, [`Config::effective_len`]).
    pub fn scaling_params(&self) -> Params {
        Params {
            len: Some(self.effective_len().min(MAX_CONTEXT)),
            ..self.scaling.params.clone()
        }
    }

    /// The content vector (before rotation) of the token at `pos` for `role` under the vector
    /// mode: its toy vector, all ones, or (`same`) its query vector for both roles. A position
    /// without a token (only possible with a given q/k) uses the last token.
    pub fn token_vector(&self, role: Role, pos: u64) -> Vec<f64> {
        self.vector_in(&self.tokens(), role, pos)
    }

    /// [`Config::token_vector`] in the already tokenized sentence `toks`.
    fn vector_in(&self, toks: &[Token], role: Role, pos: u64) -> Vec<f64> {
        let text = tokens::token_at(toks, self.sentence.offset, pos)
            .or(toks.last())
            .map_or("", |t| t.text.as_str());
        tokens::mode_vector(self.model.vectors, text, role, self.rope.dim)
    }

    /// The query vector at m: the given `q`, else the token's under the vector mode.
    pub fn query_vector(&self) -> Vec<f64> {
        self.cast().q
    }

    /// The key vector at n: the given `k`; with `qk=same` the query vector itself (k equals
    /// q, so only positions set the angle between them); else the token's.
    pub fn key_vector(&self) -> Vec<f64> {
        self.cast().k
    }

    /// [`Config::query_vector`] in `toks`, with the query at `m`.
    fn query_vector_in(&self, toks: &[Token], m: u64) -> Vec<f64> {
        match &self.sentence.q {
            Some(v) => v.clone(),
            None => self.vector_in(toks, Role::Query, m),
        }
    }

    /// [`Config::key_vector`] in `toks`, with the query at `m` and the key at `n`.
    fn key_vector_in(&self, toks: &[Token], m: u64, n: u64) -> Vec<f64> {
        match (&self.sentence.k, self.model.vectors) {
            (Some(v), _) => v.clone(),
            (None, VectorMode::Same) => self.query_vector_in(toks, m),
            (None, _) => self.vector_in(toks, Role::Key, n),
        }
    }
}

impl Default for Params {
    /// The key table's defaults (declared here, above the maths: the key table is the one
    /// source of every default).
    fn default() -> Self {
        Config::default().scaling.params
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_default_to_last_and_first_token() {
        let c = Config::from_query("text=a+b+c&offset=10").unwrap().config;
        assert_eq!((c.query_position(), c.key_position()), (12, 10));
        assert_eq!(c.effective_len(), 13);
        assert_eq!(
            c.query_vector(),
            tokens::content_vector("c", Role::Query, 16)
        );
    }

    /// The config keeps `len` as given (unset: the sentence's own length); the formulas get it
    /// resolved, so dynamic NTK past the trained context rescales by the sentence's length.
    #[test]
    fn the_formulas_get_the_length_resolved_against_the_sentence() {
        let c = Config::from_query("scaling=dynamic&orig=8&text=a+b+c+d+e+f+g+h+i+j+k+l")
            .unwrap()
            .config;
        assert_eq!(c.scaling.params.len, None);
        let resolved = c.scaling_method();
        assert_eq!(resolved.params.len, Some(12));
        assert_eq!(
            Params {
                len: None,
                ..resolved.params.clone()
            },
            c.scaling.params,
            "only the length is filled in"
        );
        let f = crate::rope::maths::scaling::apply(16, &c.freq_source(), &resolved).unwrap();
        assert_eq!(f.dynamic.map(|d| d.len), Some(12));
        // Unresolved, the formulas take the original context (transformers' init): no rescaling.
        let f = crate::rope::maths::scaling::apply(16, &c.freq_source(), &c.scaling).unwrap();
        assert_eq!(
            f.dynamic.map(|d| (d.len, d.effective_factor)),
            Some((8, 1.0))
        );
        let given = Config::from_query("scaling=dynamic&orig=8&len=100")
            .unwrap()
            .config;
        assert_eq!(given.scaling_params().len, Some(100));
    }

    #[test]
    fn one_tokenization_gives_what_the_accessors_give() {
        for query in [
            "text=a+b+c",
            "text=a+b+c&offset=10&qpos=11",
            "text=The+cat+sat&qpos=0&kpos=2",
            "text=x+y+z&qk=same&kpos=0",
            "text=x+y+z&qk=ones",
            "text=a+b&dim=4&q=1,2,3,4&qpos=7",
            "text=a+b&dim=4&k=1,0,0,1&kpos=9&qk=same",
            "text=caf%C3%A9+%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9&offset=4000",
        ] {
            let c = Config::from_query(query).unwrap().config;
            let cast = c.cast();
            let toks = tokens::tokenize(&c.sentence.text, c.sentence.offset);
            assert_eq!(cast.tokens, toks, "{query}");
            let last = c.sentence.offset + toks.len() as u64 - 1;
            assert_eq!(cast.m, c.sentence.qpos.unwrap_or(last), "{query}");
            assert_eq!(
                cast.n,
                c.sentence.kpos.unwrap_or(c.sentence.offset),
                "{query}"
            );
            assert_eq!((cast.m, cast.n), (c.query_position(), c.key_position()));
            // The vectors from the primitives: given, else the token's (the last token's for a
            // position without one) under the vector mode; `same` keys are the query.
            let text_at = |p: u64| {
                let t = tokens::token_at(&toks, c.sentence.offset, p).or(toks.last());
                t.map_or(String::new(), |t| t.text.clone())
            };
            let q = c.sentence.q.clone().unwrap_or_else(|| {
                tokens::mode_vector(c.model.vectors, &text_at(cast.m), Role::Query, c.rope.dim)
            });
            let k = match (&c.sentence.k, c.model.vectors) {
                (Some(k), _) => k.clone(),
                (None, VectorMode::Same) => q.clone(),
                (None, _) => {
                    tokens::mode_vector(c.model.vectors, &text_at(cast.n), Role::Key, c.rope.dim)
                }
            };
            assert_eq!((&cast.q, &cast.k), (&q, &k), "{query}");
        }
    }
}
