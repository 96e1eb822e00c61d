//! Every parameter of ropescope in one struct, read from and written to a URL query string.
//!
//! The same [`Config::set`] parses a value whether it comes from the URL, from a UI control or from
//! the export tool, and [`Config::validate`] is the one place that decides what is acceptable, so a
//! link, a control and `rope-export` can never disagree.
//!
//! Query keys (all optional; see README for the table): text, offset, dim, base, speeds, layout,
//! scaling, factor, orig, len, beta_fast, beta_slow, truncate, attn, mscale, mscale_all_dim,
//! low_freq_factor, high_freq_factor, q, qpos, k, kpos.

use super::error::{ConfigError, Key};
use super::freq;
use super::limits::{
    ATTN_RANGE, BASE_RANGE, BETA_RANGE, BOOL_RANGE, CONTEXT_RANGE, DIM_RANGE, FACTOR_RANGE,
    FREQ_FACTOR_RANGE, LAST_POSITION_RANGE, MAX_CONTEXT, MAX_DIM, MAX_POSITION, MAX_TEXT_CHARS,
    MAX_TOKENS, MAX_VECTOR_ENTRY, MSCALE_RANGE, POSITION_RANGE, SPEEDS_FORM, TEXT_RANGE,
    VECTOR_RANGE,
};
use super::rotate::Layout;
use super::scaling::{self, FreqSource, Llama3, Method, ScaledFreqs, Scaling, Yarn};
use super::score::{self, ScoreDecomposition};
use super::tokens::{self, Role, Token};

/// The whole state of the widget's mathematics.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// The sentence; its tokens get positions `offset, offset+1, ...`.
    pub text: String,
    pub offset: u64,
    /// Head dimension d (even).
    pub dim: usize,
    /// RoPE base (theta).
    pub base: f64,
    /// Per-pair speeds in degrees per position; when set they replace the base's frequencies.
    pub speeds: Option<Vec<f64>>,
    pub layout: Layout,
    pub scaling: Method,
    pub factor: f64,
    /// Original (trained) context length.
    pub orig: u64,
    /// Current sequence length for dynamic NTK; `None` = the sentence's own length.
    pub len: Option<u64>,
    pub beta_fast: f64,
    pub beta_slow: f64,
    pub truncate: bool,
    /// YaRN's explicit attention factor.
    pub attn: Option<f64>,
    pub mscale: Option<f64>,
    pub mscale_all_dim: Option<f64>,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
    /// Query content vector; `None` = the toy vector of the token at `qpos`.
    pub q: Option<Vec<f64>>,
    /// Key content vector; `None` = the toy vector of the token at `kpos`.
    pub k: Option<Vec<f64>>,
    /// Query position; `None` = the last token.
    pub qpos: Option<u64>,
    /// Key position; `None` = the first token.
    pub kpos: Option<u64>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            text: "The cat sat on the mat".to_string(),
            offset: 0,
            dim: 16,
            base: 10_000.0,
            speeds: None,
            layout: Layout::Interleaved,
            scaling: Method::None,
            factor: 4.0,
            orig: 2048,
            len: None,
            beta_fast: 32.0,
            beta_slow: 1.0,
            truncate: true,
            attn: None,
            mscale: None,
            mscale_all_dim: None,
            low_freq_factor: 1.0,
            high_freq_factor: 4.0,
            q: None,
            k: None,
            qpos: None,
            kpos: None,
        }
    }
}

/// A parsed query string: the configuration and the keys that were ignored.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    pub config: Config,
    /// Keys that are neither configuration keys nor in the caller's `extra_keys` (ignored).
    pub unknown_keys: Vec<String>,
    /// Values of the caller's `extra_keys` (for example the UI's `view`), in query order.
    pub extra: Vec<(String, String)>,
}

// ---------------------------------------------------------------------------------------------
// Parsing single values

fn parse_f64(key: Key, value: &str, expected: &str) -> Result<f64, ConfigError> {
    value
        .trim()
        .parse::<f64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

fn parse_u64(key: Key, value: &str, expected: &str) -> Result<u64, ConfigError> {
    let v = value.trim();
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ConfigError::new(key, value, expected));
    }
    v.parse::<u64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

/// An optional number: the empty string means unset.
fn parse_opt_f64(key: Key, value: &str, expected: &str) -> Result<Option<f64>, ConfigError> {
    if value.trim().is_empty() {
        Ok(None)
    } else {
        parse_f64(key, value, expected).map(Some)
    }
}

fn parse_list(key: Key, value: &str, expected: &str) -> Result<Option<Vec<f64>>, ConfigError> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    // Refuse absurd lengths before parsing every item.
    if value.bytes().filter(|&b| b == b',').count() >= MAX_DIM {
        return Err(ConfigError::new(key, value, expected));
    }
    value
        .split(',')
        .map(|item| parse_f64(key, item, expected))
        .collect::<Result<Vec<f64>, _>>()
        .map(Some)
}

/// Text that parses back to exactly `v`: plain decimals ("10000", "0.25") unless they get long,
/// then scientific ("1e308", "1.5e-12").
pub fn format_f64(v: f64) -> String {
    let plain = format!("{v}");
    let exp = format!("{v:e}");
    if plain.len() > 12 && exp.len() < plain.len() {
        exp
    } else {
        plain
    }
}

fn format_list(v: &[f64]) -> String {
    v.iter()
        .map(|&x| format_f64(x))
        .collect::<Vec<_>>()
        .join(",")
}

impl Config {
    /// Sets one parameter from its text form (as in a URL or a text field). Checks the form only
    /// (a number, a whole number, a known name); [`Config::validate`] checks ranges.
    pub fn set(&mut self, key: Key, value: &str) -> Result<(), ConfigError> {
        match key {
            Key::Text => self.text = value.to_string(),
            Key::Offset => self.offset = parse_u64(key, value, POSITION_RANGE)?,
            Key::Dim => {
                let d = parse_u64(key, value, DIM_RANGE)?;
                self.dim =
                    usize::try_from(d).map_err(|_| ConfigError::new(key, value, DIM_RANGE))?;
            }
            Key::Base => self.base = parse_f64(key, value, BASE_RANGE)?,
            Key::Speeds => self.speeds = parse_list(key, value, SPEEDS_FORM)?,
            Key::Layout => {
                self.layout = Layout::parse(value.trim())
                    .ok_or_else(|| ConfigError::new(key, value, Layout::expected()))?
            }
            Key::Scaling => {
                self.scaling = Method::parse(value.trim())
                    .ok_or_else(|| ConfigError::new(key, value, Method::expected()))?
            }
            Key::Factor => self.factor = parse_f64(key, value, FACTOR_RANGE)?,
            Key::Orig => self.orig = parse_u64(key, value, CONTEXT_RANGE)?,
            Key::Len => {
                self.len = if value.trim().is_empty() {
                    None
                } else {
                    Some(parse_u64(key, value, CONTEXT_RANGE)?)
                }
            }
            Key::BetaFast => self.beta_fast = parse_f64(key, value, BETA_RANGE)?,
            Key::BetaSlow => self.beta_slow = parse_f64(key, value, BETA_RANGE)?,
            Key::Truncate => {
                self.truncate = match value.trim() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(ConfigError::new(key, value, BOOL_RANGE)),
                }
            }
            Key::Attn => self.attn = parse_opt_f64(key, value, ATTN_RANGE)?,
            Key::Mscale => self.mscale = parse_opt_f64(key, value, MSCALE_RANGE)?,
            Key::MscaleAllDim => self.mscale_all_dim = parse_opt_f64(key, value, MSCALE_RANGE)?,
            Key::LowFreqFactor => self.low_freq_factor = parse_f64(key, value, FREQ_FACTOR_RANGE)?,
            Key::HighFreqFactor => {
                self.high_freq_factor = parse_f64(key, value, FREQ_FACTOR_RANGE)?
            }
            Key::Q => self.q = parse_list(key, value, VECTOR_RANGE)?,
            Key::K => self.k = parse_list(key, value, VECTOR_RANGE)?,
            Key::Qpos => {
                self.qpos = if value.trim().is_empty() {
                    None
                } else {
                    Some(parse_u64(key, value, POSITION_RANGE)?)
                }
            }
            Key::Kpos => {
                self.kpos = if value.trim().is_empty() {
                    None
                } else {
                    Some(parse_u64(key, value, POSITION_RANGE)?)
                }
            }
            Key::Query | Key::RopeScalingJson => {
                return Err(ConfigError::new(key, value, "a configuration key"))
            }
        }
        Ok(())
    }

    /// The text form of one parameter, as [`Config::set`] reads it (empty = unset).
    pub fn get(&self, key: Key) -> String {
        let opt = |v: Option<f64>| v.map(format_f64).unwrap_or_default();
        let opt_u = |v: Option<u64>| v.map(|x| x.to_string()).unwrap_or_default();
        let list = |v: &Option<Vec<f64>>| v.as_deref().map(format_list).unwrap_or_default();
        match key {
            Key::Text => self.text.clone(),
            Key::Offset => self.offset.to_string(),
            Key::Dim => self.dim.to_string(),
            Key::Base => format_f64(self.base),
            Key::Speeds => list(&self.speeds),
            Key::Layout => self.layout.as_str().to_string(),
            Key::Scaling => self.scaling.as_str().to_string(),
            Key::Factor => format_f64(self.factor),
            Key::Orig => self.orig.to_string(),
            Key::Len => opt_u(self.len),
            Key::BetaFast => format_f64(self.beta_fast),
            Key::BetaSlow => format_f64(self.beta_slow),
            Key::Truncate => self.truncate.to_string(),
            Key::Attn => opt(self.attn),
            Key::Mscale => opt(self.mscale),
            Key::MscaleAllDim => opt(self.mscale_all_dim),
            Key::LowFreqFactor => format_f64(self.low_freq_factor),
            Key::HighFreqFactor => format_f64(self.high_freq_factor),
            Key::Q => list(&self.q),
            Key::K => list(&self.k),
            Key::Qpos => opt_u(self.qpos),
            Key::Kpos => opt_u(self.kpos),
            Key::Query | Key::RopeScalingJson => String::new(),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Validation

    /// Checks every parameter and their combinations. The first problem found is returned.
    pub fn validate(&self) -> Result<(), ConfigError> {
        self.check_text()?;
        check_position(Key::Offset, self.offset)?;
        freq::check_dim(self.dim)?;
        freq::check_base(self.base)?;
        if self.offset + self.token_count() as u64 - 1 > MAX_POSITION {
            return Err(ConfigError::new(
                Key::Offset,
                self.offset,
                LAST_POSITION_RANGE,
            ));
        }
        // Frequencies, scaling parameters and method/frequency compatibility in one go.
        self.scaled()?;
        // The parameters of the other methods too: a NaN must not wait in the config (and in
        // its link) for the day its method is switched on. (Found by tests/fuzz.rs.)
        for method in [Method::Dynamic, Method::Yarn, Method::Llama3] {
            self.scaling_for(method).validate()?;
        }
        for (key, v) in [(Key::Q, &self.q), (Key::K, &self.k)] {
            if let Some(v) = v {
                if v.len() != self.dim {
                    return Err(ConfigError::new(
                        key,
                        format!("{} values", v.len()),
                        format!("{} comma-separated numbers (one per dimension)", self.dim),
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
            (Key::Qpos, self.qpos, self.q.is_some()),
            (Key::Kpos, self.kpos, self.k.is_some()),
        ] {
            if let Some(p) = pos {
                check_position(key, p)?;
                let (first, last) = self.position_span();
                if !own && !(first..=last).contains(&p) {
                    return Err(ConfigError::new(
                        key,
                        p,
                        format!(
                            "a token position from {first} to {last} (or give the vector with {})",
                            if key == Key::Qpos { "q" } else { "k" }
                        ),
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_text(&self) -> Result<(), ConfigError> {
        let chars = self.text.chars().count();
        if chars > MAX_TEXT_CHARS {
            return Err(ConfigError::new(
                Key::Text,
                format!("{chars} characters"),
                TEXT_RANGE,
            ));
        }
        if let Some(c) = self
            .text
            .chars()
            .find(|&c| c.is_control() && !matches!(c, '\t' | '\n' | '\r'))
        {
            return Err(ConfigError::new(
                Key::Text,
                format!("control character U+{:04X}", c as u32),
                TEXT_RANGE,
            ));
        }
        let n = tokens::count_tokens(&self.text);
        if n == 0 || n > MAX_TOKENS {
            return Err(ConfigError::new(
                Key::Text,
                format!("{n} tokens"),
                TEXT_RANGE,
            ));
        }
        Ok(())
    }

    // -----------------------------------------------------------------------------------------
    // Derived values (valid configs only; they do not panic on invalid ones either)

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

    // -----------------------------------------------------------------------------------------
    // Query strings

    /// The query string for this config: only the keys that differ from the defaults, in
    /// canonical order, so links stay short and equal configs give equal links.
    pub fn to_query(&self) -> String {
        let default = Config::default();
        Key::CONFIG_KEYS
            .iter()
            .filter(|&&k| self.get(k) != default.get(k))
            .map(|&k| format!("{}={}", k, percent_encode(&self.get(k))))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Parses a query string (with or without the leading `?`) over the defaults and validates
    /// the result. Keys in `extra_keys` are collected in [`Parsed::extra`]; other unknown keys
    /// are listed in [`Parsed::unknown_keys`] and otherwise ignored.
    pub fn from_query_with(query: &str, extra_keys: &[&str]) -> Result<Parsed, ConfigError> {
        let mut config = Config::default();
        let mut seen: Vec<Key> = Vec::new();
        let mut unknown_keys = Vec::new();
        let mut extra = Vec::new();
        for (name, value) in query_pairs(query)? {
            match Key::from_name(&name) {
                Some(key) => {
                    if seen.contains(&key) {
                        return Err(ConfigError::new(
                            key,
                            "the key more than once",
                            "each key at most once",
                        ));
                    }
                    seen.push(key);
                    config.set(key, &value)?;
                }
                None if extra_keys.contains(&name.as_str()) => extra.push((name, value)),
                None => {
                    if !unknown_keys.contains(&name) {
                        unknown_keys.push(name)
                    }
                }
            }
        }
        config.validate()?;
        Ok(Parsed {
            config,
            unknown_keys,
            extra,
        })
    }

    /// [`Config::from_query_with`] with no extra keys.
    pub fn from_query(query: &str) -> Result<Parsed, ConfigError> {
        Config::from_query_with(query, &[])
    }
}

/// A query string read leniently, as the widget reads its own URL: every problem is collected,
/// the offending keys fall back to their defaults, and the rest of the link still applies.
#[derive(Debug, Clone, PartialEq)]
pub struct Lenient {
    /// Always valid.
    pub config: Config,
    /// What was wrong, in the order found (empty for a clean link).
    pub errors: Vec<ConfigError>,
    pub unknown_keys: Vec<String>,
    pub extra: Vec<(String, String)>,
}

impl Config {
    /// Reads `query` leniently (see [`Lenient`]); never fails.
    pub fn from_query_lenient(query: &str, extra_keys: &[&str]) -> Lenient {
        let query = query.strip_prefix('?').unwrap_or(query);
        let mut config = Config::default();
        let mut errors = Vec::new();
        let mut seen: Vec<Key> = Vec::new();
        let mut unknown_keys = Vec::new();
        let mut extra = Vec::new();
        for segment in query.split('&').filter(|s| !s.is_empty()) {
            let (k, v) = segment.split_once('=').unwrap_or((segment, ""));
            let (name, value) = match (percent_decode(k), percent_decode(v)) {
                (Ok(name), Ok(value)) => (name, value),
                (Err(e), _) | (_, Err(e)) => {
                    errors.push(e);
                    continue;
                }
            };
            match Key::from_name(&name) {
                Some(key) if seen.contains(&key) => errors.push(ConfigError::new(
                    key,
                    "the key more than once",
                    "each key at most once (the first one is used)",
                )),
                Some(key) => {
                    seen.push(key);
                    if let Err(e) = config.set(key, &value) {
                        errors.push(e);
                    }
                }
                None if extra_keys.contains(&name.as_str()) => extra.push((name, value)),
                None => {
                    if !unknown_keys.contains(&name) {
                        unknown_keys.push(name)
                    }
                }
            }
        }
        // Range and combination problems: put the blamed key back to its default and retry.
        let default = Config::default();
        for _ in 0..=Key::CONFIG_KEYS.len() {
            match config.validate() {
                Ok(()) => break,
                Err(e) => {
                    let key = e.key;
                    errors.push(e);
                    if config.get(key) == default.get(key)
                        || config.set(key, &default.get(key)).is_err()
                    {
                        config = default.clone();
                    }
                }
            }
        }
        if config.validate().is_err() {
            config = default;
        }
        Lenient {
            config,
            errors,
            unknown_keys,
            extra,
        }
    }
}

/// The result of editing one control: the new config and the overrides the edit made
/// impossible, which were cleared (so the UI can say so).
#[derive(Debug, Clone, PartialEq)]
pub struct Edit {
    pub config: Config,
    pub cleared: Vec<Key>,
}

impl Config {
    /// Sets `key` to `value` and validates. When that makes a dependent override invalid (new
    /// `dim` vs. custom speeds or q/k; a shorter sentence vs. the chosen positions; a method that
    /// needs the base vs. custom speeds), the override is cleared and listed instead of failing.
    /// Errors in the edited value itself are returned as they are.
    pub fn try_edit(&self, key: Key, value: &str) -> Result<Edit, ConfigError> {
        let mut next = self.clone();
        next.set(key, value)?;
        let mut cleared = Vec::new();
        for _ in 0..8 {
            match next.validate() {
                Ok(()) => {
                    return Ok(Edit {
                        config: next,
                        cleared,
                    })
                }
                Err(e) => {
                    let dependent =
                        matches!(e.key, Key::Speeds | Key::Q | Key::K | Key::Qpos | Key::Kpos);
                    let speeds_block_method =
                        e.key == Key::Scaling && key == Key::Scaling && next.speeds.is_some();
                    if (dependent && e.key != key) || speeds_block_method {
                        let drop = if speeds_block_method {
                            Key::Speeds
                        } else {
                            e.key
                        };
                        next.set(drop, "")?;
                        cleared.push(drop);
                    } else {
                        return Err(e);
                    }
                }
            }
        }
        next.validate()?;
        Ok(Edit {
            config: next,
            cleared,
        })
    }
}

fn check_position(key: Key, p: u64) -> Result<(), ConfigError> {
    if p <= MAX_POSITION {
        Ok(())
    } else {
        Err(ConfigError::new(key, p, POSITION_RANGE))
    }
}

// ---------------------------------------------------------------------------------------------
// Percent-encoding (strict: a bad escape is an error, never passed through)

/// Splits a query string into decoded `(key, value)` pairs. `+` means space; `%XX` must be two hex
/// digits and the result valid UTF-8. Empty segments (`a=1&&b=2`) are skipped; a segment without
/// `=` is a key with an empty value.
pub fn query_pairs(query: &str) -> Result<Vec<(String, String)>, ConfigError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter(|s| !s.is_empty())
        .map(|segment| {
            let (k, v) = segment.split_once('=').unwrap_or((segment, ""));
            Ok((percent_decode(k)?, percent_decode(v)?))
        })
        .collect()
}

/// Decodes `+` and `%XX` escapes.
pub fn percent_decode(s: &str) -> Result<String, ConfigError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .filter(|_| {
                        bytes[i + 1].is_ascii_hexdigit() && bytes[i + 2].is_ascii_hexdigit()
                    });
                match hex {
                    Some(b) => out.push(b),
                    None => {
                        let end = (i + 3).min(bytes.len());
                        let got = String::from_utf8_lossy(&bytes[i..end]).into_owned();
                        return Err(ConfigError::new(
                            Key::Query,
                            got,
                            "valid percent-encoding (% followed by two hex digits)",
                        ));
                    }
                }
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| {
        ConfigError::new(
            Key::Query,
            s,
            "percent-escapes that decode to valid UTF-8 text",
        )
    })
}

/// Encodes everything but unreserved characters and commas (kept readable in lists).
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b',') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(q: &str) -> ConfigError {
        Config::from_query(q).unwrap_err()
    }

    #[test]
    fn defaults_are_valid_and_give_an_empty_query() {
        let c = Config::default();
        c.validate().unwrap();
        assert_eq!(c.to_query(), "");
        assert_eq!(Config::from_query("").unwrap().config, c);
        assert_eq!(c.query_position(), 5);
        assert_eq!(c.key_position(), 0);
    }

    #[test]
    fn parses_every_key() {
        let q = "text=Hello%20world%2C+friend&offset=100&dim=8&base=500000&layout=half\
                 &scaling=yarn&factor=8&orig=4096&len=9000&beta_fast=16&beta_slow=2\
                 &truncate=false&attn=0.8&mscale=0.707&mscale_all_dim=0.5\
                 &low_freq_factor=2&high_freq_factor=8&q=1,2,3,4,5,6,7,8&qpos=103&k=8,7,6,5,4,3,2,1&kpos=100";
        let c = Config::from_query(q).unwrap().config;
        assert_eq!(c.text, "Hello world, friend");
        assert_eq!(c.offset, 100);
        assert_eq!(c.dim, 8);
        assert_eq!(c.base, 500_000.0);
        assert_eq!(c.layout, Layout::Half);
        assert_eq!(c.scaling, Method::Yarn);
        assert_eq!((c.factor, c.orig, c.len), (8.0, 4096, Some(9000)));
        assert_eq!((c.beta_fast, c.beta_slow, c.truncate), (16.0, 2.0, false));
        assert_eq!(
            (c.attn, c.mscale, c.mscale_all_dim),
            (Some(0.8), Some(0.707), Some(0.5))
        );
        assert_eq!((c.low_freq_factor, c.high_freq_factor), (2.0, 8.0));
        assert_eq!(
            c.q.as_deref(),
            Some(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0][..])
        );
        assert_eq!((c.qpos, c.kpos), (Some(103), Some(100)));
        // And back.
        assert_eq!(Config::from_query(&c.to_query()).unwrap().config, c);
    }

    #[test]
    fn every_bad_value_names_its_key() {
        let cases: &[(&str, Key)] = &[
            ("dim=7", Key::Dim),
            ("dim=0", Key::Dim),
            ("dim=258", Key::Dim),
            ("dim=1024", Key::Dim),
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
            ("scaling=llama3&high_freq_factor=1", Key::HighFreqFactor),
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
            let e = err(q);
            assert_eq!(e.key, *key, "{q}: {e}");
            assert!(!e.expected.is_empty());
        }
        let long = format!("text={}", "a ".repeat(600));
        assert_eq!(err(&long).key, Key::Text);
        let huge = format!("text={}", "x".repeat(100_000));
        assert_eq!(err(&huge).key, Key::Text);
    }

    #[test]
    fn unknown_keys_are_reported_not_fatal() {
        let p = Config::from_query_with("dim=8&foo=1&view=kernel&foo=2&bar", &["view"]).unwrap();
        assert_eq!(p.config.dim, 8);
        assert_eq!(p.unknown_keys, vec!["foo".to_string(), "bar".to_string()]);
        assert_eq!(p.extra, vec![("view".to_string(), "kernel".to_string())]);
    }

    #[test]
    fn lenient_reading_keeps_the_good_keys() {
        let l = Config::from_query_lenient(
            "dim=7&base=500000&text=%ZZ&speeds=1,2&foo=1&view=x",
            &["view"],
        );
        l.config.validate().unwrap();
        assert_eq!(l.config.dim, 16);
        assert_eq!(l.config.base, 500_000.0);
        assert_eq!(l.config.speeds, None);
        let keys: Vec<Key> = l.errors.iter().map(|e| e.key).collect();
        assert_eq!(keys, vec![Key::Query, Key::Dim, Key::Speeds]);
        assert_eq!(l.unknown_keys, vec!["foo".to_string()]);
        assert_eq!(l.extra.len(), 1);
        // A clean link reads the same as the strict parser.
        let q = "dim=8&scaling=yarn&text=a+b";
        assert_eq!(
            Config::from_query_lenient(q, &[]).config,
            Config::from_query(q).unwrap().config
        );
        assert!(Config::from_query_lenient(q, &[]).errors.is_empty());
        // Order does not matter: speeds checked against the final dim.
        let l = Config::from_query_lenient("speeds=90,15&dim=4", &[]);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
    }

    #[test]
    fn edits_clear_the_overrides_they_invalidate() {
        let c = Config::from_query("dim=4&speeds=90,15&q=1,2,3,4&qpos=5")
            .unwrap()
            .config;
        let e = c.try_edit(Key::Dim, "8").unwrap();
        assert_eq!(e.config.dim, 8);
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
    fn percent_coding_round_trips_any_text() {
        for s in [
            "a b&c=d",
            "100% ✓",
            "<script>alert(1)</script>",
            "שלום عالم",
            "+,;#?",
        ] {
            assert_eq!(percent_decode(&percent_encode(s)).unwrap(), s);
        }
    }

    #[test]
    fn numbers_format_shortest_and_exact() {
        for v in [
            10_000.0,
            0.1,
            1e308,
            5e-324,
            1.0 / 3.0,
            123456.789,
            500_000.0,
        ] {
            let s = format_f64(v);
            assert_eq!(s.parse::<f64>().unwrap(), v, "{s}");
        }
        assert_eq!(format_f64(1e308), "1e308");
        assert_eq!(format_f64(10_000.0), "10000");
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
}
