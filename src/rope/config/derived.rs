//! What the views compute from a configuration: tokens and positions, the content vectors, the
//! scaling method with this config's parameters, the scaled frequencies and the score. Meant
//! for valid configs; they do not panic on invalid ones either.

use super::Config;
use crate::rope::error::ConfigError;
#[cfg(test)]
use crate::rope::error::Key;
use crate::rope::limits::MAX_CONTEXT;
use crate::rope::scaling::{self, FreqSource, Llama3, Method, ScaledFreqs, Scaling, Yarn};
use crate::rope::score::{self, ScoreDecomposition};
use crate::rope::tokens::{self, Role, Token, VectorMode};

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
    pub fn tokens(&self) -> Vec<Token> {
        tokens::tokenize(&self.text, self.offset)
    }

    pub fn token_count(&self) -> usize {
        tokens::count_tokens(&self.text).max(1)
    }

    /// First and last positions of a sentence of `count` tokens (at least one).
    fn span_of(&self, count: usize) -> (u64, u64) {
        (self.offset, self.offset + count.max(1) as u64 - 1)
    }

    /// First and last token positions.
    pub fn position_span(&self) -> (u64, u64) {
        self.span_of(self.token_count())
    }

    /// The query and key positions (m, n) in a sentence spanning `first..=last`: the given
    /// ones, else the last token and the first.
    fn positions_in(&self, (first, last): (u64, u64)) -> (u64, u64) {
        (self.qpos.unwrap_or(last), self.kpos.unwrap_or(first))
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
        self.len.unwrap_or_else(|| {
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
        match &self.speeds {
            Some(s) => FreqSource::Speeds(s.clone()),
            None => FreqSource::Base(self.base),
        }
    }

    /// The scaling method with this config's parameters.
    pub fn scaling_method(&self) -> Scaling {
        self.scaling_for(self.scaling)
    }

    /// `method` with this config's parameters (whether or not it is the active one).
    pub fn scaling_for(&self, method: Method) -> Scaling {
        match method {
            Method::None => Scaling::None,
            Method::Linear => Scaling::Linear {
                factor: self.factor,
            },
            Method::Ntk => Scaling::Ntk {
                factor: self.factor,
            },
            Method::Dynamic => Scaling::Dynamic {
                factor: self.factor,
                orig: self.orig,
                len: self.effective_len().min(MAX_CONTEXT),
            },
            Method::Yarn => Scaling::Yarn(Yarn {
                factor: self.factor,
                orig: self.orig,
                beta_fast: self.beta_fast,
                beta_slow: self.beta_slow,
                truncate: self.truncate,
                attention_factor: self.attn,
                mscale: self.mscale,
                mscale_all_dim: self.mscale_all_dim,
            }),
            Method::Llama3 => Scaling::Llama3(Llama3 {
                factor: self.factor,
                orig: self.orig,
                low_freq_factor: self.low_freq_factor,
                high_freq_factor: self.high_freq_factor,
            }),
        }
    }

    /// Unscaled and scaled frequencies and the attention factor.
    pub fn scaled(&self) -> Result<ScaledFreqs, ConfigError> {
        scaling::apply(self.dim, &self.freq_source(), &self.scaling_method())
    }

    /// The frequencies the rotations use: [`Config::scaled`], with the `drop` lowest-frequency
    /// pairs at 0 (p-RoPE: they carry content and no position), or, with `rope=off`, zero for
    /// every pair (nothing turns) and no attention factor.
    pub fn applied(&self) -> Result<ScaledFreqs, ConfigError> {
        let mut f = self.scaled()?;
        for i in lowest_pairs(&f.inv_freq, self.drop) {
            f.inv_freq[i] = 0.0;
            f.inv_freq_unscaled[i] = 0.0;
        }
        if !self.rope {
            f.inv_freq.iter_mut().for_each(|w| *w = 0.0);
            f.inv_freq_unscaled.iter_mut().for_each(|w| *w = 0.0);
            f.attention_factor = 1.0;
        }
        Ok(f)
    }

    /// The content vector (before rotation) of the token at `pos` for `role` under the vector
    /// mode: its toy vector, all ones, or (`same`) its query vector for both roles. A position
    /// without a token (only possible with a given q/k) uses the last token.
    pub fn token_vector(&self, role: Role, pos: u64) -> Vec<f64> {
        self.vector_in(&self.tokens(), role, pos)
    }

    /// [`Config::token_vector`] in the already tokenized sentence `toks`.
    fn vector_in(&self, toks: &[Token], role: Role, pos: u64) -> Vec<f64> {
        let text = tokens::token_at(toks, self.offset, pos)
            .or(toks.last())
            .map_or("", |t| t.text.as_str());
        tokens::mode_vector(self.vectors, text, role, self.dim)
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
        match &self.q {
            Some(v) => v.clone(),
            None => self.vector_in(toks, Role::Query, m),
        }
    }

    /// [`Config::key_vector`] in `toks`, with the query at `m` and the key at `n`.
    fn key_vector_in(&self, toks: &[Token], m: u64, n: u64) -> Vec<f64> {
        match (&self.k, self.vectors) {
            (Some(v), _) => v.clone(),
            (None, VectorMode::Same) => self.query_vector_in(toks, m),
            (None, _) => self.vector_in(toks, Role::Key, n),
        }
    }

    /// The score decomposition of the chosen query and key with the scaled frequencies.
    pub fn score(&self) -> Result<ScoreDecomposition, ConfigError> {
        let scaled = self.applied()?;
        let cast = self.cast();
        Ok(score::decompose(
            &cast.q,
            cast.m as f64,
            &cast.k,
            cast.n as f64,
            &scaled.inv_freq,
            self.layout,
        ))
    }
}

/// The indices of the `n` pairs with the lowest frequencies (by magnitude; among equal ones the
/// later pair first, as in the usual decreasing order), in increasing index order.
pub fn lowest_pairs(inv_freq: &[f64], n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..inv_freq.len()).collect();
    order.sort_by(|&a, &b| {
        inv_freq[a]
            .abs()
            .total_cmp(&inv_freq[b].abs())
            .then(b.cmp(&a))
    });
    order.truncate(n);
    order.sort_unstable();
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dropping_pairs_stops_the_slowest_ones() {
        let c = Config::from_query("dim=8&drop=2").unwrap().config;
        let f = c.applied().unwrap();
        let plain = Config::from_query("dim=8")
            .unwrap()
            .config
            .applied()
            .unwrap();
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
            Key::Drop
        );
    }

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
            let toks = tokens::tokenize(&c.text, c.offset);
            assert_eq!(cast.tokens, toks, "{query}");
            let last = c.offset + toks.len() as u64 - 1;
            assert_eq!(cast.m, c.qpos.unwrap_or(last), "{query}");
            assert_eq!(cast.n, c.kpos.unwrap_or(c.offset), "{query}");
            assert_eq!((cast.m, cast.n), (c.query_position(), c.key_position()));
            // The vectors from the primitives: given, else the token's (the last token's for a
            // position without one) under the vector mode; `same` keys are the query.
            let text_at = |p: u64| {
                let t = tokens::token_at(&toks, c.offset, p).or(toks.last());
                t.map_or(String::new(), |t| t.text.clone())
            };
            let q = c.q.clone().unwrap_or_else(|| {
                tokens::mode_vector(c.vectors, &text_at(cast.m), Role::Query, c.dim)
            });
            let k = match (&c.k, c.vectors) {
                (Some(k), _) => k.clone(),
                (None, VectorMode::Same) => q.clone(),
                (None, _) => tokens::mode_vector(c.vectors, &text_at(cast.n), Role::Key, c.dim),
            };
            assert_eq!((&cast.q, &cast.k), (&q, &k), "{query}");
        }
    }
}
