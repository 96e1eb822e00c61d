//! One answer per value: a link read strictly (`Config::from_query`) or leniently (the widget's
//! own URL), a control's edit (`Config::try_edit`, all `AppState::edit` does), a pasted Hugging
//! Face config (`hf::import`) and `rope-export` (`export::export_query`) must accept or refuse
//! the same value alike, with the same message, and as the limits in `rope::base::limits` say.
//!
//! The expected verdicts are computed from the limit constants, not copied from a run: moving
//! a limit in one entry point only (as the widget's old d <= 256 cap did) fails here.

#![cfg(not(target_arch = "wasm32"))]

use ropescope::rope::base::limits::{
    MAX_CONTEXT, MAX_DIM, MAX_PARAM, MAX_POSITION, MAX_TEXT_CHARS, MAX_TOKENS, MIN_CONTEXT,
    MIN_DIM, MIN_FACTOR,
};
use ropescope::rope::io::{export, hf};
use ropescope::rope::settings::config::percent_encode;
use ropescope::rope::{Config, ConfigError, Key};
use serde_json::Value;

/// What an entry point made of a value: the resulting configuration (as its canonical query),
/// or the error.
#[derive(Debug, Clone, PartialEq)]
enum Answer {
    Accepted(String),
    Refused(ConfigError),
}

struct Case {
    key: Key,
    value: String,
    /// The other settings the value is tried with (query form; empty = defaults).
    context: &'static str,
    /// The same setting as a Hugging Face config, where HF has a field for it.
    hf_json: Option<String>,
    /// What the limits say.
    accept: bool,
}

fn query_for(case: &Case) -> String {
    let own = format!("{}={}", case.key, percent_encode(&case.value));
    if case.context.is_empty() {
        own
    } else {
        format!("{}&{own}", case.context)
    }
}

fn answers(case: &Case) -> Vec<(&'static str, Answer)> {
    let query = query_for(case);
    let of = |r: Result<Config, ConfigError>| match r {
        Ok(c) => Answer::Accepted(c.to_query()),
        Err(e) => Answer::Refused(e),
    };
    let mut out = vec![
        (
            "strict link",
            of(Config::from_query(&query).map(|p| p.config)),
        ),
        ("lenient link", {
            let l = Config::from_query_lenient(&query, &[]);
            match l.errors.first() {
                None => Answer::Accepted(l.config.to_query()),
                Some(e) => Answer::Refused(e.clone()),
            }
        }),
        ("control edit", {
            let before = Config::from_query(case.context).unwrap().config;
            of(before
                .try_edit(case.key, &case.value)
                .map(|edit| edit.config))
        }),
        ("rope-export", {
            match export::export_query(&query) {
                Ok(json) => {
                    let v: Value = serde_json::from_str(&json).unwrap();
                    Answer::Accepted(v["config"]["query"].as_str().unwrap().to_string())
                }
                Err(e) => Answer::Refused(e),
            }
        }),
    ];
    if let Some(json) = &case.hf_json {
        out.push((
            "pasted HF config",
            of(hf::import(&Config::default(), json).map(|i| i.config)),
        ));
    }
    out
}

fn check(case: &Case) {
    let all = answers(case);
    let (first_name, first) = &all[0];
    for (name, answer) in &all[1..] {
        assert_eq!(
            answer, first,
            "{}={:.40}: {name} and {first_name} disagree",
            case.key, case.value
        );
    }
    match first {
        Answer::Accepted(q) => {
            assert!(
                case.accept,
                "{}={:.40} accepted (as {q:.60}) against the limits",
                case.key, case.value
            );
            // Accepted means the value itself is in the config, not a default in its place.
            let c = Config::from_query(q).unwrap().config;
            let mut want = Config::from_query(case.context).unwrap().config;
            want.set(case.key, &case.value).unwrap();
            assert_eq!(c.get(case.key), want.get(case.key));
        }
        Answer::Refused(e) => {
            assert!(
                !case.accept,
                "{}={:.40} refused against the limits: {e}",
                case.key, case.value
            );
            assert_eq!(e.key, case.key, "{e}");
        }
    }
}

fn number_cases(
    key: Key,
    context: &'static str,
    values: &[&str],
    hf: impl Fn(&str) -> String,
    accept: impl Fn(f64) -> bool,
) -> Vec<Case> {
    values
        .iter()
        .map(|v| Case {
            key,
            value: v.to_string(),
            context,
            // Only finite numbers exist in JSON.
            hf_json: v
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .map(|_| hf(v)),
            accept: v.parse::<f64>().is_ok_and(&accept),
        })
        .collect()
}

#[test]
fn head_dimension() {
    let even_in_range = |d: f64| {
        d.fract() == 0.0 && (MIN_DIM as f64..=MAX_DIM as f64).contains(&d) && d % 2.0 == 0.0
    };
    let max = MAX_DIM.to_string();
    let above = (MAX_DIM + 2).to_string();
    let values = [
        "2", "4", "7", "16", "128", "255", "256", "258", "512", "1023", "1024", "1026", "2048",
        "0", &max, &above,
    ];
    for case in number_cases(
        Key::Dim,
        "",
        &values,
        |v| format!(r#"{{"head_dim": {v}, "rope_scaling": null}}"#),
        even_in_range,
    ) {
        check(&case);
    }
    // The decision itself (see limits::MAX_DIM): links keep the range they always had.
    assert_eq!(MAX_DIM, 1024);
}

#[test]
fn head_dimension_from_hidden_size_and_heads() {
    // A config.json without head_dim: d = hidden_size / num_attention_heads, checked like a link.
    for (hidden, heads) in [(4096u64, 32u64), (8192, 16), (16384, 16), (32768, 16)] {
        let d = hidden / heads;
        check(&Case {
            key: Key::Dim,
            value: d.to_string(),
            context: "",
            hf_json: Some(format!(
                r#"{{"hidden_size": {hidden}, "num_attention_heads": {heads}, "rope_scaling": null}}"#
            )),
            accept: (MIN_DIM as u64..=MAX_DIM as u64).contains(&d),
        });
    }
}

#[test]
fn base() {
    for case in number_cases(
        Key::Base,
        "",
        &["1", "1.0001", "10000", "0.5", "-5", "1e308", "inf", "NaN"],
        |v| format!(r#"{{"rope_theta": {v}, "rope_scaling": null}}"#),
        |b| b.is_finite() && b > 1.0,
    ) {
        check(&case);
    }
}

#[test]
fn scaling_factor() {
    let max = MAX_PARAM.to_string();
    let above = (MAX_PARAM * 1.5).to_string();
    for case in number_cases(
        Key::Factor,
        "scaling=linear",
        &["0.5", "0.999", "1", "4", "32", &max, &above, "1e309"],
        |v| format!(r#"{{"rope_type": "linear", "factor": {v}}}"#),
        |f| (MIN_FACTOR..=MAX_PARAM).contains(&f),
    ) {
        check(&case);
    }
}

#[test]
fn original_context() {
    let max = MAX_CONTEXT.to_string();
    let above = (MAX_CONTEXT + 1).to_string();
    for case in number_cases(
        Key::Orig,
        "scaling=yarn",
        &["0", "1", "4096", &max, &above],
        |v| {
            format!(
                r#"{{"rope_type": "yarn", "factor": 4, "original_max_position_embeddings": {v}}}"#
            )
        },
        |o| (MIN_CONTEXT as f64..=MAX_CONTEXT as f64).contains(&o),
    ) {
        check(&case);
    }
}

#[test]
fn yarn_beta_fast() {
    let max = MAX_PARAM.to_string();
    let above = (MAX_PARAM * 2.0).to_string();
    for case in number_cases(
        Key::BetaFast,
        "scaling=yarn",
        // (Between 0 and beta_slow the pair is blamed on beta_slow: not a limit of beta_fast.)
        &["0", "-1", "1.5", "16", &max, &above],
        |v| format!(r#"{{"rope_type": "yarn", "factor": 4, "beta_fast": {v}}}"#),
        // beta_slow stays at its default, 1.
        |b| b > 1.0 && b <= MAX_PARAM,
    ) {
        check(&case);
    }
}

/// The sentence has no Hugging Face field; the other four entry points still agree.
#[test]
fn sentence_length() {
    let words = |n: usize| vec!["w"; n].join(" ");
    let cases = [
        (words(1), true),
        (words(MAX_TOKENS), true),
        (words(MAX_TOKENS + 1), false),
        ("a".repeat(MAX_TEXT_CHARS), true),
        ("a".repeat(MAX_TEXT_CHARS + 1), false),
        ("x".repeat(100_000), false),
        (" ".repeat(3), false),
    ];
    for (text, accept) in cases {
        check(&Case {
            key: Key::Text,
            value: text,
            context: "",
            hf_json: None,
            accept,
        });
    }
}

#[test]
fn offset_keeps_every_token_within_the_largest_position() {
    // The default sentence has 6 tokens: the last one sits at offset + 5.
    let tokens = Config::default().token_count() as u64;
    for offset in [
        0,
        MAX_POSITION - tokens + 1,
        MAX_POSITION - tokens + 2,
        MAX_POSITION,
        MAX_POSITION + 1,
    ] {
        check(&Case {
            key: Key::Offset,
            value: offset.to_string(),
            context: "",
            hf_json: None,
            accept: offset + tokens - 1 <= MAX_POSITION,
        });
    }
}

// ---- guided paths (rope::teaching::path) ----------------------------------------------------

use ropescope::rope::base::i18n::en;
use ropescope::rope::base::limits::MAX_PLACEHOLDERS;
use ropescope::rope::teaching::path::{describe, Path, Values, MAX_CHOICES, MAX_TEXT};
use ropescope::rope::view::scene::Scene;

/// One step at `state` whose text, prompt, explanation and choices are `text`.
fn path_json(state: &str, title: &str, text: &str) -> String {
    let t = serde_json::Value::String(text.to_string());
    let choices: Vec<serde_json::Value> = (0..MAX_CHOICES).map(|_| t.clone()).collect();
    serde_json::json!({
        "ropescope_path": 1, "title": title,
        "steps": [{"title": title, "state": state, "views": ["distance"], "text": t,
            "question": {"kind": "choice", "prompt": t, "choices": choices, "answer": 0,
                "explanation": t}}]
    })
    .to_string()
}

/// Issue 40's link: one step at d = 1024 whose eleven texts repeat `{tour:decay-aligned}` up to
/// the text limit (about 2,200 placeholders, each a whole tour text). Refused at once, each
/// field named with the cap; at the cap it runs, and every repetition costs one computation.
#[test]
fn a_path_repeating_a_placeholder_is_refused_past_the_cap_and_computed_once_within_it() {
    const HEAVY: &str = "{tour:decay-aligned}";
    const STATE: &str = "dim=1024&scaling=yarn&factor=4";
    let flood = HEAVY.repeat(MAX_TEXT / HEAVY.len());
    assert!(flood.chars().count() <= MAX_TEXT);
    let start = std::time::Instant::now();
    let errors = Path::parse(&path_json(STATE, "Flood", &flood)).unwrap_err();
    // A generous bound (the issue's 2 s in a browser): refusing computes no placeholder.
    assert!(start.elapsed().as_secs_f64() < 2.0, "{:?}", start.elapsed());
    let said = en(&describe(&errors));
    for field in [
        "text",
        "question.prompt",
        "question.choices",
        "question.explanation",
    ] {
        assert!(
            errors.iter().any(|e| e.step == Some(1)
                && e.field == field
                && en(&e.message).contains(&format!("at most {MAX_PLACEHOLDERS} placeholders"))),
            "{field}: {said}"
        );
    }
    // At the cap: accepted; one computation for all the step's 11 x MAX_PLACEHOLDERS.
    let full = HEAVY.repeat(MAX_PLACEHOLDERS);
    let p = Path::parse(&path_json(STATE, "Full", &full))
        .unwrap_or_else(|e| panic!("{}", en(&describe(&e))));
    let st = &p.steps[0];
    let s = Scene::new(&st.config());
    let mut values = Values::new(&s);
    let text = values.render_text(&st.text);
    let q = st.question.as_ref().unwrap().shown_with(&mut values);
    assert_eq!(values.computed(), 1);
    assert!(
        !text.contains('{') && text.len() > MAX_PLACEHOLDERS * 100,
        "{}",
        &text[..200]
    );
    assert_eq!(q.choices.len(), MAX_CHOICES);
    assert_eq!((st.shown(&s).0, st.shown(&s).1), (text, Some(q)));
    // One over: refused, by step and field.
    let over = format!("{full} {{score}}");
    let errors = Path::parse(&path_json("", "Over", &over)).unwrap_err();
    assert!(
        errors.iter().any(|e| e.step == Some(1)
            && e.field == "text"
            && en(&e.message).starts_with(&format!("{} placeholders", MAX_PLACEHOLDERS + 1))),
        "{}",
        en(&describe(&errors))
    );
}

/// Direction overrides, isolates and invisible format characters are refused in a path's
/// titles and texts (they reorder or hide what the learner reads and the statements' names);
/// the joiners that scripts and emoji need stay.
#[test]
fn a_path_with_invisible_or_direction_characters_is_refused() {
    for c in [
        '\u{202A}',
        '\u{202B}',
        '\u{202C}',
        '\u{202D}',
        '\u{202E}',
        '\u{2066}',
        '\u{2067}',
        '\u{2068}',
        '\u{2069}',
        '\u{200B}',
        '\u{200C}',
        '\u{200D}',
        '\u{200E}',
        '\u{200F}',
        '\u{2060}',
        '\u{FEFF}',
        '\u{00AD}',
        '\u{061C}',
        '\u{E0041}',
    ] {
        let bad = format!("pay{c}load");
        for (title, text) in [(bad.as_str(), "plain"), ("Plain", bad.as_str())] {
            let errors = Path::parse(&path_json("", title, text)).unwrap_err();
            let code = format!("U+{:04X}", c as u32);
            assert!(
                errors.iter().any(|e| en(&e.message).contains(&code)
                    && en(&e.message).contains("invisible")
                    && (e.field == "title"
                        || e.field.starts_with("question.")
                        || e.field == "text")),
                "{code}: {}",
                en(&describe(&errors))
            );
        }
    }
    // Persian's zero-width non-joiner between letters, an emoji family, Arabic and Hebrew text.
    for fine in [
        "می\u{200C}خواهم",
        "👩\u{200D}👩\u{200D}👧",
        "שלום עולם",
        "مرحبا",
    ] {
        Path::parse(&path_json("", fine, fine))
            .unwrap_or_else(|e| panic!("{fine}: {}", en(&describe(&e))));
    }
}
