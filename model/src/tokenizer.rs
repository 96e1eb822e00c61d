//! SmolLM2's byte-level BPE tokenizer, read from the GGUF metadata.
//!
//! It reproduces Hugging Face's tokenizer for the model (`tokenizer.json`: no normalizer;
//! pre-tokenizer `Sequence[Digits(individual_digits=true), ByteLevel(add_prefix_space=false,
//! use_regex=true)]`; BPE; no BOS), which is what llama.cpp calls the "smollm" pre-tokenizer:
//!
//! 1. control tokens (`<|im_start|>`, `<|endoftext|>`, ...) written in the text are matched whole,
//!    leftmost-longest, before anything else (HF's added tokens);
//! 2. every numeric character (`\p{N}`) becomes a piece of its own;
//! 3. the rest is split with GPT-2's pattern
//!    `'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+`
//!    (hand-written below: Rust's `regex` has no look-ahead);
//! 4. each piece's UTF-8 bytes are spelled in GPT-2's byte alphabet and merged by rank.

use crate::error::{ModelError, Result};
use crate::gguf::Gguf;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use unicode_general_category::{get_general_category, GeneralCategory as G};

/// GGUF token type of control tokens (llama.cpp's LLAMA_TOKEN_TYPE_CONTROL).
const CONTROL: i64 = 3;
/// GGUF token type of user-defined tokens, also matched whole in the text.
const USER_DEFINED: i64 = 4;

#[derive(Debug, Clone)]
pub struct Tokenizer {
    /// Token strings as the vocabulary spells them (byte alphabet, e.g. `Ġthe`).
    pieces: Vec<String>,
    vocab: HashMap<String, u32>,
    /// (left id, right id) -> (rank, merged id)
    merges: HashMap<(u32, u32), (u32, u32)>,
    /// Tokens matched whole in the raw text, longest first.
    specials: Vec<(String, u32)>,
    special_ids: Vec<bool>,
    /// First bytes of `specials` (a quick filter).
    special_first: [bool; 256],
    /// byte -> id of its one-character token; None if the vocabulary lacks it (SmolLM2 lacks a
    /// few control bytes), in which case the byte is dropped, as HF's BPE does without an
    /// unknown token.
    byte_ids: [Option<u32>; 256],
    /// byte-alphabet char -> byte
    char_bytes: HashMap<char, u8>,
}

/// GPT-2's reversible map from bytes to printable characters.
fn byte_to_char() -> [char; 256] {
    let mut map = ['\0'; 256];
    let mut n = 0u32;
    for b in 0..256u32 {
        let printable =
            (0x21..=0x7e).contains(&b) || (0xa1..=0xac).contains(&b) || (0xae..=0xff).contains(&b);
        let c = if printable {
            b
        } else {
            n += 1;
            255 + n
        };
        map[b as usize] = char::from_u32(c).unwrap_or('\0');
    }
    map
}

fn char_to_byte() -> HashMap<char, u8> {
    byte_to_char()
        .iter()
        .enumerate()
        .map(|(b, &c)| (c, b as u8))
        .collect()
}

fn is_letter(c: char) -> bool {
    matches!(
        get_general_category(c),
        G::UppercaseLetter
            | G::LowercaseLetter
            | G::TitlecaseLetter
            | G::ModifierLetter
            | G::OtherLetter
    )
}

fn is_number(c: char) -> bool {
    matches!(
        get_general_category(c),
        G::DecimalNumber | G::LetterNumber | G::OtherNumber
    )
}

/// Unicode White_Space, as `\s` in Oniguruma and fancy-regex.
fn is_space(c: char) -> bool {
    c.is_whitespace()
}

fn is_other(c: char) -> bool {
    !is_space(c) && !is_letter(c) && !is_number(c)
}

/// GPT-2's pre-tokenization pattern on one segment; returns byte ranges.
fn gpt2_split(s: &str, out: &mut Vec<(usize, usize)>) {
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let n = chars.len();
    let at = |i: usize| if i < n { chars[i].0 } else { s.len() };
    let run = |mut j: usize, f: fn(char) -> bool| {
        while j < n && f(chars[j].1) {
            j += 1;
        }
        j
    };
    let mut i = 0;
    while i < n {
        let c = chars[i].1;
        // 's|'t|'re|'ve|'m|'ll|'d
        if c == '\'' {
            let rest = &s[at(i)..];
            let m = ["'s", "'t", "'re", "'ve", "'m", "'ll", "'d"]
                .iter()
                .find(|p| rest.starts_with(**p));
            if let Some(p) = m {
                let j = i + p.chars().count();
                out.push((at(i), at(j)));
                i = j;
                continue;
            }
        }
        let next = if i + 1 < n {
            Some(chars[i + 1].1)
        } else {
            None
        };
        let start = if c == ' ' { i + 1 } else { i };
        let first = if c == ' ' { next } else { Some(c) };
        if let Some(f) = first {
            // ` ?\p{L}+`, ` ?\p{N}+`, ` ?[^\s\p{L}\p{N}]+`
            let class: Option<fn(char) -> bool> = if is_letter(f) {
                Some(is_letter)
            } else if is_number(f) {
                Some(is_number)
            } else if is_other(f) {
                Some(is_other)
            } else {
                None
            };
            if let Some(class) = class {
                let j = run(start, class);
                out.push((at(i), at(j)));
                i = j;
                continue;
            }
        }
        // Here c is whitespace. `\s+(?!\S)`: the whole run if it ends the text or is followed by
        // more whitespace (impossible: the run is maximal), else the run minus its last char
        // (which then starts the next match, e.g. as ` ?\p{L}+`); `\s+` if that leaves nothing.
        let j = run(i, is_space);
        let end = if j == n || j - i == 1 { j } else { j - 1 };
        out.push((at(i), at(end)));
        i = end;
    }
}

impl Tokenizer {
    /// Read the vocabulary, merges and control tokens from a parsed GGUF.
    pub fn from_gguf(g: &Gguf) -> Result<Self> {
        let model = g.get_str("tokenizer.ggml.model")?;
        if model != "gpt2" {
            return Err(ModelError::Unsupported(format!(
                "tokenizer.ggml.model {model:?} (only byte-level BPE \"gpt2\" is supported)"
            )));
        }
        // The pre-tokenizer implemented here is "smollm" (digits split, then GPT-2's pattern).
        // Absent means an older file: accept it, since the model is checked elsewhere.
        if let Some(pre) = g.metadata.get("tokenizer.ggml.pre") {
            let pre = pre.as_str().unwrap_or("");
            if pre != "smollm" {
                return Err(ModelError::Unsupported(format!(
                    "tokenizer.ggml.pre {pre:?} (only \"smollm\" is implemented)"
                )));
            }
        }
        let tokens = g.get_array("tokenizer.ggml.tokens")?;
        if tokens.is_empty() || tokens.len() > u32::MAX as usize / 2 {
            return Err(ModelError::Tokenizer(format!("{} tokens", tokens.len())));
        }
        let mut pieces = Vec::with_capacity(tokens.len());
        let mut vocab = HashMap::with_capacity(tokens.len());
        for (i, t) in tokens.iter().enumerate() {
            let s = t
                .as_str()
                .ok_or_else(|| ModelError::Tokenizer(format!("token {i} is not a string")))?;
            // First occurrence wins, as in HF's vocab (duplicates would be a broken file anyway).
            vocab.entry(s.to_string()).or_insert(i as u32);
            pieces.push(s.to_string());
        }
        let types: Vec<i64> = match g.metadata.get("tokenizer.ggml.token_type") {
            None => vec![1; tokens.len()],
            Some(v) => {
                let a = v.as_array().ok_or_else(|| {
                    ModelError::Tokenizer("tokenizer.ggml.token_type is not an array".into())
                })?;
                if a.len() != tokens.len() {
                    return Err(ModelError::Tokenizer(format!(
                        "{} token types for {} tokens",
                        a.len(),
                        tokens.len()
                    )));
                }
                a.iter()
                    .map(|v| match v {
                        crate::gguf::Value::I32(x) => Ok(*x as i64),
                        other => other.as_u64().map(|x| x as i64).ok_or_else(|| {
                            ModelError::Tokenizer("token type is not an integer".into())
                        }),
                    })
                    .collect::<Result<_>>()?
            }
        };
        let b2c = byte_to_char();
        let alphabet: std::collections::HashSet<char> = b2c.iter().copied().collect();
        let mut specials = Vec::new();
        let mut special_ids = vec![false; pieces.len()];
        for (i, (p, &t)) in pieces.iter().zip(&types).enumerate() {
            // Like transformers: a "control" token spelled outside the byte alphabet would be a
            // mislabel; such tokens are not matched in text.
            let special = t == CONTROL && p.chars().all(|c| alphabet.contains(&c));
            if (special || t == USER_DEFINED) && !p.is_empty() {
                specials.push((p.clone(), i as u32));
                special_ids[i] = special;
            }
        }
        specials.sort_by(|a, b| b.0.len().cmp(&a.0.len()).then(a.1.cmp(&b.1)));
        let mut special_first = [false; 256];
        for (s, _) in &specials {
            special_first[s.as_bytes()[0] as usize] = true;
        }

        let mut byte_ids = [None; 256];
        for (b, c) in b2c.iter().enumerate() {
            byte_ids[b] = vocab.get(&c.to_string()).copied();
        }

        let merges_v = g.get_array("tokenizer.ggml.merges")?;
        let mut merges = HashMap::with_capacity(merges_v.len());
        for (rank, m) in merges_v.iter().enumerate() {
            let m = m
                .as_str()
                .ok_or_else(|| ModelError::Tokenizer(format!("merge {rank} is not a string")))?;
            let (a, b) = m
                .split_once(' ')
                .ok_or_else(|| ModelError::Tokenizer(format!("merge {rank} {m:?} has no space")))?;
            let id = |s: &str| {
                vocab.get(s).copied().ok_or_else(|| {
                    ModelError::Tokenizer(format!(
                        "merge {rank} {m:?}: {s:?} is not in the vocabulary"
                    ))
                })
            };
            let (ia, ib) = (id(a)?, id(b)?);
            let merged = id(&format!("{a}{b}"))?;
            // The first (best-ranked) listing of a pair wins, as in HF.
            merges.entry((ia, ib)).or_insert((rank as u32, merged));
        }
        Ok(Self {
            pieces,
            vocab,
            merges,
            specials,
            special_ids,
            special_first,
            byte_ids,
            char_bytes: char_to_byte(),
        })
    }

    pub fn vocab_size(&self) -> usize {
        self.pieces.len()
    }

    /// The id of a vocabulary piece (as spelled in the vocabulary, e.g. `Ġthe`).
    pub fn token_id(&self, piece: &str) -> Option<u32> {
        self.vocab.get(piece).copied()
    }

    /// The vocabulary's spelling of a token (byte alphabet: `Ġthe`), or None out of range.
    pub fn piece(&self, id: u32) -> Option<&str> {
        self.pieces.get(id as usize).map(|s| s.as_str())
    }

    /// The raw bytes a token stands for (control tokens: their own text).
    pub fn token_bytes(&self, id: u32) -> Option<Vec<u8>> {
        let p = self.pieces.get(id as usize)?;
        if self.special_ids[id as usize] {
            return Some(p.as_bytes().to_vec());
        }
        let c2b = &self.char_bytes;
        let mut out = Vec::with_capacity(p.len());
        for c in p.chars() {
            match c2b.get(&c) {
                Some(&b) => out.push(b),
                None => {
                    let mut buf = [0u8; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes())
                }
            }
        }
        Some(out)
    }

    /// A token's text for display: its bytes as UTF-8, with U+FFFD for an incomplete sequence
    /// (a token can hold part of a multi-byte character, e.g. of an emoji).
    pub fn token_text(&self, id: u32) -> String {
        match self.token_bytes(id) {
            Some(b) => String::from_utf8_lossy(&b).into_owned(),
            None => String::from("\u{FFFD}"),
        }
    }

    /// Decode ids to text (invalid UTF-8 across the whole sequence becomes U+FFFD).
    pub fn decode(&self, ids: &[u32]) -> String {
        let mut bytes = Vec::new();
        for &id in ids {
            if let Some(b) = self.token_bytes(id) {
                bytes.extend(b);
            }
        }
        String::from_utf8_lossy(&bytes).into_owned()
    }

    /// Token ids for `text`: no BOS, no chat template (as HF's tokenizer does by default).
    pub fn encode(&self, text: &str) -> Vec<u32> {
        let mut ids = Vec::new();
        let mut ranges = Vec::new();
        for (seg, special) in self.split_specials(text) {
            if let Some(id) = special {
                ids.push(id);
                continue;
            }
            // Digits(individual_digits = true): each numeric char is its own piece.
            let mut start = 0;
            for (i, c) in seg.char_indices() {
                if is_number(c) {
                    if start < i {
                        gpt2_split(&seg[start..i], &mut ranges);
                        self.bpe_ranges(&seg[start..i], &mut ranges, &mut ids);
                    }
                    let e = i + c.len_utf8();
                    self.bpe(&seg.as_bytes()[i..e], &mut ids);
                    start = e;
                }
            }
            if start < seg.len() {
                gpt2_split(&seg[start..], &mut ranges);
                self.bpe_ranges(&seg[start..], &mut ranges, &mut ids);
            }
        }
        ids
    }

    fn bpe_ranges(&self, s: &str, ranges: &mut Vec<(usize, usize)>, ids: &mut Vec<u32>) {
        for (a, b) in ranges.drain(..) {
            self.bpe(&s.as_bytes()[a..b], ids);
        }
    }

    /// Split on control tokens written in the text (leftmost, then longest).
    fn split_specials<'t>(&self, text: &'t str) -> Vec<(&'t str, Option<u32>)> {
        let mut out = Vec::new();
        let mut plain = 0;
        let mut i = 0;
        let b = text.as_bytes();
        while i < b.len() {
            let hit = if self.special_first[b[i] as usize] {
                self.specials
                    .iter()
                    .find(|(s, _)| text[i..].starts_with(s.as_str()))
            } else {
                None
            };
            if let Some((s, id)) = hit {
                if plain < i {
                    out.push((&text[plain..i], None));
                }
                out.push((&text[i..i + s.len()], Some(*id)));
                i += s.len();
                plain = i;
            } else {
                // advance by one char
                i += text[i..].chars().next().map_or(1, |c| c.len_utf8());
            }
        }
        if plain < text.len() {
            out.push((&text[plain..], None));
        }
        out
    }

    /// Byte-pair merging of one pre-token (HF's algorithm: repeatedly apply the best-ranked
    /// merge, leftmost first, using a heap so that long pieces stay O(n log n)).
    fn bpe(&self, bytes: &[u8], ids: &mut Vec<u32>) {
        if bytes.is_empty() {
            return;
        }
        struct Sym {
            id: u32,
            prev: Option<usize>,
            next: Option<usize>,
            alive: bool,
        }
        let known: Vec<u32> = bytes
            .iter()
            .filter_map(|&b| self.byte_ids[b as usize])
            .collect();
        let n = known.len();
        if n == 0 {
            return;
        }
        let mut syms: Vec<Sym> = known
            .iter()
            .enumerate()
            .map(|(i, &id)| Sym {
                id,
                prev: i.checked_sub(1),
                next: if i + 1 < n { Some(i + 1) } else { None },
                alive: true,
            })
            .collect();
        // (rank, position, merged id), smallest rank then leftmost position first
        let mut heap = BinaryHeap::new();
        for i in 0..n.saturating_sub(1) {
            if let Some(&(rank, id)) = self.merges.get(&(syms[i].id, syms[i + 1].id)) {
                heap.push(Reverse((rank, i, id)));
            }
        }
        while let Some(Reverse((rank, i, new_id))) = heap.pop() {
            if !syms[i].alive {
                continue;
            }
            let Some(j) = syms[i].next else { continue };
            // Stale entry: the pair at i changed since it was pushed.
            if self.merges.get(&(syms[i].id, syms[j].id)) != Some(&(rank, new_id)) {
                continue;
            }
            syms[i].id = new_id;
            syms[j].alive = false;
            let after = syms[j].next;
            syms[i].next = after;
            if let Some(k) = after {
                syms[k].prev = Some(i);
            }
            if let Some(p) = syms[i].prev {
                if let Some(&(r, id)) = self.merges.get(&(syms[p].id, new_id)) {
                    heap.push(Reverse((r, p, id)));
                }
            }
            if let Some(k) = after {
                if let Some(&(r, id)) = self.merges.get(&(new_id, syms[k].id)) {
                    heap.push(Reverse((r, i, id)));
                }
            }
        }
        let mut cur = Some(0);
        while let Some(i) = cur {
            ids.push(syms[i].id);
            cur = syms[i].next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(s: &str) -> Vec<&str> {
        let mut r = Vec::new();
        gpt2_split(s, &mut r);
        r.iter().map(|&(a, b)| &s[a..b]).collect()
    }

    #[test]
    fn gpt2_pattern() {
        assert_eq!(split("Hello world"), ["Hello", " world"]);
        assert_eq!(split("it's  ok"), ["it", "'s", " ", " ok"]);
        assert_eq!(split("a   "), ["a", "   "]);
        assert_eq!(split("x\n\ny"), ["x", "\n", "\n", "y"]);
        assert_eq!(split("x \ty"), ["x", " ", "\t", "y"]);
        assert_eq!(split("!!? hi"), ["!!?", " hi"]);
        assert_eq!(split(" 'x"), [" '", "x"]);
        assert_eq!(split("café ☕️"), ["café", " ☕️"]);
        assert_eq!(split(""), Vec::<&str>::new());
    }

    #[test]
    fn byte_alphabet_is_a_bijection() {
        let m = byte_to_char();
        let set: std::collections::HashSet<char> = m.iter().copied().collect();
        assert_eq!(set.len(), 256);
        assert_eq!(m[b' ' as usize], 'Ġ');
        assert_eq!(m[b'\n' as usize], 'Ċ');
    }
}
