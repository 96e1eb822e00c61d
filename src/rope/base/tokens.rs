//! From a sentence to tokens with positions, and toy content vectors per token.
//!
//! Tokens are Unicode words and punctuation marks (UAX #29 word boundaries, white space dropped),
//! so accents, combining marks, CJK, right-to-left scripts and emoji sequences stay whole.
//!
//! The content vectors are TOY vectors, not a model's: each token's q and k are drawn
//! deterministically from its lowercase text (FNV-1a hash seeding a SplitMix64 stream, values
//! uniform in [-1, 1]). The same word always gets the same vectors, wherever it stands, so any
//! difference in scores comes from positions alone.

use unicode_segmentation::UnicodeSegmentation;

/// A token and its position in the sequence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    pub text: String,
    pub position: u64,
    /// The real model's token id (`qk=model`); `None` for the page's word tokens.
    pub id: Option<u32>,
}

/// Splits `text` into word and punctuation tokens; the first gets position `offset`.
pub fn tokenize(text: &str, offset: u64) -> Vec<Token> {
    text.split_word_bounds()
        .filter(|w| !w.chars().all(char::is_whitespace))
        .enumerate()
        .map(|(i, w)| Token {
            text: w.to_string(),
            position: offset + i as u64,
            id: None,
        })
        .collect()
}

/// The token at `pos` in a sentence whose first token sits at `offset`: `None` before the
/// offset and past the last token (the one answer to "which token is at position p").
pub fn token_at(tokens: &[Token], offset: u64, pos: u64) -> Option<&Token> {
    let idx = pos.checked_sub(offset)?;
    tokens.get(usize::try_from(idx).ok()?)
}

/// Counts tokens without building them (for limits on long input).
pub fn count_tokens(text: &str) -> usize {
    text.split_word_bounds()
        .filter(|w| !w.chars().all(char::is_whitespace))
        .count()
}

crate::rope::base::named::named_enum! {
    /// Where the query and key content vectors come from (`qk=`), when they are not given.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum VectorMode {
        /// Each token's toy q and k, drawn from its text.
        Toy = "toy",
        /// Every entry of every q and k is 1: aligned vectors, whose score itself visibly decays
        /// with distance (RoFormer's decay plot is of a bound that does not depend on q and k).
        Ones = "ones",
        /// Each key equals the query's vector: the angle between them comes from positions
        /// alone.
        Same = "same",
        /// The real model's q and k (SmolLM2-135M, computed in a Web Worker) for the chosen
        /// layer and head; until a run arrives, the toy vectors stand in.
        Model = "model",
    }
}

impl VectorMode {
    /// [`VectorMode::hint`] in the learner's language (`key-qk-mode-NAME`).
    pub fn hint_msg(self) -> crate::rope::base::i18n::Msg {
        crate::rope::base::i18n::Msg::new(format!("key-qk-mode-{}", self.as_str()))
    }

    /// What each token's q and k are, in one sentence (the query/key pickers' hint; English,
    /// for tests and docs: the widget shows [`VectorMode::hint_msg`]).
    pub fn hint(self) -> &'static str {
        match self {
            // i18n: English; the widget shows VectorMode::hint_msg
            VectorMode::Toy => "Each token's q and k are toy vectors drawn from its text: the same word always gets the same ones.",
            // i18n: English; the widget shows VectorMode::hint_msg
            VectorMode::Ones => "Every q and k is all ones: only the positions differ.",
            // i18n: English; the widget shows VectorMode::hint_msg
            VectorMode::Same => "Each key is the query's own vector: the angle between them comes from positions alone.",
            // i18n: English; the widget shows VectorMode::hint_msg
            VectorMode::Model => "Each token's q and k are the real model's, for the layer and head chosen in the model lab (toy vectors stand in until it has run).",
        }
    }
}

/// The content vector of a token with text `text` for `role` under a vector mode (the one
/// rule for toy, ones and same; `Config` and `Scene` both call it).
pub fn mode_vector(mode: VectorMode, text: &str, role: Role, dim: usize) -> Vec<f64> {
    match (mode, role) {
        (VectorMode::Ones, Role::Query | Role::Key) => ones(dim),
        (VectorMode::Same, Role::Key) => content_vector(text, Role::Query, dim),
        _ => content_vector(text, role, dim),
    }
}

/// A content vector of `dim` ones.
pub fn ones(dim: usize) -> Vec<f64> {
    vec![1.0; dim]
}

/// Which of a token's toy vectors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Query,
    Key,
    /// The token embedding x (the absolute-vs-rotary comparison projects it with toy W_q, W_k).
    Embedding,
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The toy content vector of `token` for `role`, with `dim` entries uniform in [-1, 1].
pub fn content_vector(token: &str, role: Role, dim: usize) -> Vec<f64> {
    let salt: &[u8] = match role {
        Role::Query => b"q:",
        Role::Key => b"k:",
        Role::Embedding => b"x:",
    };
    let lower = token.to_lowercase();
    let mut state = fnv1a(&[salt, lower.as_bytes()].concat());
    (0..dim)
        .map(|_| {
            // 53 random bits -> [0, 1) -> [-1, 1).
            let u = (splitmix64(&mut state) >> 11) as f64 / (1u64 << 53) as f64;
            2.0 * u - 1.0
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_punctuation_with_positions() {
        let t = tokenize("The cat sat on the mat.", 0);
        let words: Vec<&str> = t.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(words, ["The", "cat", "sat", "on", "the", "mat", "."]);
        assert_eq!(t[6].position, 6);
        let t = tokenize("Hi, you!", 100);
        assert_eq!(t.len(), 4);
        assert_eq!(t[0].position, 100);
        assert_eq!(t[3].text, "!");
    }

    #[test]
    fn each_vector_mode_says_what_its_vectors_are() {
        let hints: Vec<&str> = VectorMode::ALL.iter().map(|m| m.hint()).collect();
        for (i, h) in hints.iter().enumerate() {
            assert!(!hints[..i].contains(h), "{h}");
        }
        assert!(VectorMode::Model.hint().contains("real model"));
        assert!(VectorMode::Toy.hint().contains("toy"));
    }

    #[test]
    fn unicode_stays_whole() {
        let t = tokenize("café naïve 👩‍👩‍👧 שלום", 0);
        let words: Vec<&str> = t.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(words, ["café", "naïve", "👩‍👩‍👧", "שלום"]);
        // e + combining acute accent is one token
        assert_eq!(tokenize("cafe\u{301}", 0).len(), 1);
        assert_eq!(tokenize("   ", 0).len(), 0);
        assert_eq!(count_tokens("a b, c"), 4);
    }

    #[test]
    fn vectors_are_deterministic_case_insensitive_and_in_range() {
        let a = content_vector("The", Role::Query, 64);
        let b = content_vector("the", Role::Query, 64);
        assert_eq!(a, b);
        assert_ne!(a, content_vector("the", Role::Key, 64));
        assert_ne!(a, content_vector("cat", Role::Query, 64));
        assert!(a.iter().all(|v| (-1.0..1.0).contains(v)));
        // Prefix property: a longer head extends a shorter one.
        assert_eq!(
            &content_vector("cat", Role::Key, 8)[..4],
            &content_vector("cat", Role::Key, 4)[..]
        );
        let mean: f64 = a.iter().sum::<f64>() / 64.0;
        assert!(mean.abs() < 0.3);
    }
}
