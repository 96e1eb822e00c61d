//! What the views compute from a configuration: tokens and positions, the content vectors, the
//! scaling method with this config's parameters, the scaled frequencies and the score. Meant
//! for valid configs; they do not panic on invalid ones either.

use super::Config;
use crate::rope::error::ConfigError;
use crate::rope::limits::MAX_CONTEXT;
use crate::rope::scaling::{self, FreqSource, Llama3, Method, ScaledFreqs, Scaling, Yarn};
use crate::rope::score::{self, ScoreDecomposition};
use crate::rope::tokens::{self, Role, Token};

impl Config {
    pub fn tokens(&self) -> Vec<Token> {
        tokens::tokenize(&self.text, self.offset)
    }

    pub fn token_count(&self) -> usize {
        tokens::count_tokens(&self.text).max(1)
    }

    /// First and last token positions.
    pub fn position_span(&self) -> (u64, u64) {
        (self.offset, self.offset + self.token_count() as u64 - 1)
    }

    /// The query position (default: the last token).
    pub fn query_position(&self) -> u64 {
        self.qpos.unwrap_or(self.position_span().1)
    }

    /// The key position (default: the first token).
    pub fn key_position(&self) -> u64 {
        self.kpos.unwrap_or(self.position_span().0)
    }

    /// The sequence length dynamic NTK sees: `len`, else enough to hold every position in use.
    pub fn effective_len(&self) -> u64 {
        self.len.unwrap_or_else(|| {
            (self.position_span().1)
                .max(self.query_position())
                .max(self.key_position())
                + 1
        })
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

    /// The content vector for `role` at `pos`: the given q/k, else the toy vector of the token
    /// at that position, else (position outside the sentence) the last token's.
    fn content(&self, role: Role, pos: u64) -> Vec<f64> {
        let given = match role {
            Role::Query => &self.q,
            Role::Key => &self.k,
            Role::Embedding => &None,
        };
        if let Some(v) = given {
            return v.clone();
        }
        let toks = self.tokens();
        let idx = pos.saturating_sub(self.offset) as usize;
        let text = toks
            .get(idx)
            .or(toks.last())
            .map(|t| t.text.as_str())
            .unwrap_or("");
        tokens::content_vector(text, role, self.dim)
    }

    pub fn query_vector(&self) -> Vec<f64> {
        self.content(Role::Query, self.query_position())
    }

    pub fn key_vector(&self) -> Vec<f64> {
        self.content(Role::Key, self.key_position())
    }

    /// The score decomposition of the chosen query and key with the scaled frequencies.
    pub fn score(&self) -> Result<ScoreDecomposition, ConfigError> {
        let scaled = self.scaled()?;
        Ok(score::decompose(
            &self.query_vector(),
            self.query_position() as f64,
            &self.key_vector(),
            self.key_position() as f64,
            &scaled.inv_freq,
            self.layout,
        ))
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
}
