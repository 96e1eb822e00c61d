//! A path being written, kept in the browser between visits (the editor stores
//! [`Draft::to_value`]'s JSON and reads it back here). An unfinished draft does not read as a
//! path, so this reader takes every field as it was typed and keeps what it can; what it cannot
//! read is left empty, never refused.

use crate::rope::base::i18n::Lang;
use crate::rope::json::{self, Value};
use crate::rope::settings::views::{readout, View};
use crate::rope::teaching::path::{Draft, DraftQuestion, DraftStep, Kept, Text};

/// The storage key the editor uses.
pub const STORAGE_KEY: &str = "ropescope-author-draft";
/// Where the editor keeps which step is being edited (its index from 0), so a reload reopens it.
pub const STEP_KEY: &str = "ropescope-author-step";

/// The longest stored draft read back, in bytes (a path's own limit, with room for drafts).
const MAX_STORED: usize = 400_000;

/// A field as typed: text as is, a number as it prints.
fn typed(v: Option<&Value>) -> String {
    match v {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Int(i)) => i.to_string(),
        Some(Value::Float(f)) => f.to_string(),
        _ => String::new(),
    }
}

/// A teacher's text field as typed in `lang` (a language map's entry the editor shows: see
/// [`Draft::lang`]) and the map it came from (kept; none for a string).
fn words(v: Option<&Value>, lang: Lang) -> (String, Text) {
    match v.and_then(Text::lenient) {
        Some(t @ Text::Langs(_)) => (t.get(lang).to_string(), t),
        _ => (typed(v), Text::default()),
    }
}

/// The draft stored as `text`, edited in `lang`; `None` when there is none worth keeping (not
/// a draft, or empty).
pub fn read(text: &str, lang: Lang) -> Option<Draft> {
    if text.len() > MAX_STORED {
        return None;
    }
    let v = json::parse(text).ok()?;
    let steps = match v.get("steps") {
        Some(Value::Array(list)) => list
            .iter()
            .take(crate::rope::teaching::path::MAX_PATH_STEPS)
            .map(|s| {
                let q = s.get("question");
                let field = |name: &str| typed(q.and_then(|q| q.get(name)));
                let text = |name: &str| words(q.and_then(|q| q.get(name)), lang);
                let kind = field("kind");
                let (prompt, kept_prompt) = text("prompt");
                let (explanation, kept_explanation) = text("explanation");
                let (choices, kept_choices): (Vec<String>, Vec<Text>) =
                    match q.and_then(|q| q.get("choices")) {
                        Some(Value::Array(c)) => c.iter().map(|c| words(Some(c), lang)).unzip(),
                        _ => (Vec::new(), Vec::new()),
                    };
                let (title, kept_title) = words(s.get("title"), lang);
                let (step_text, kept_text) = words(s.get("text"), lang);
                let kept = Kept {
                    title: kept_title,
                    text: kept_text,
                    prompt: kept_prompt,
                    // Only maps are kept (a draft of strings keeps none).
                    choices: if kept_choices.iter().any(Text::is_map) {
                        kept_choices
                    } else {
                        Vec::new()
                    },
                    explanation: kept_explanation,
                };
                let question = DraftQuestion {
                    choices: choices.join("\n"),
                    // A tour question's step id is its `id`; the others' answer is `answer`.
                    answer: if kind == "tour" {
                        field("id")
                    } else {
                        field("answer")
                    },
                    prompt,
                    tolerance: field("tolerance"),
                    explanation,
                    quiet: matches!(
                        q.and_then(|q| q.get("say_answer")),
                        Some(Value::Bool(false))
                    ),
                    kind,
                };
                let list = |name: &str| match s.get(name) {
                    Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect::<Vec<_>>(),
                    _ => Vec::new(),
                };
                DraftStep {
                    id: typed(s.get("id")),
                    title,
                    state: typed(s.get("state")),
                    views: list("views").into_iter().filter_map(View::parse).collect(),
                    text: step_text,
                    question,
                    // Absent: the default (a list, even empty, is the teacher's choice).
                    hide: s
                        .get("hide")
                        .is_some_and(|h| matches!(h, Value::Array(_)))
                        .then(|| list("hide").into_iter().filter_map(readout).collect()),
                    kept,
                }
            })
            .collect(),
        _ => Vec::new(),
    };
    let (title, kept_title) = words(v.get("title"), lang);
    let d = Draft {
        id: typed(v.get("id")),
        title,
        steps,
        lang,
        kept_title,
        // The grading the draft was kept with (a value that does not read keeps the default).
        scoring: match v.get("scoring") {
            Some(Value::String(s)) => {
                crate::rope::teaching::path::Scoring::parse(s).unwrap_or_default()
            }
            _ => Default::default(),
        },
        pass: match v.get("pass") {
            Some(Value::Float(f)) if *f > 0.0 && *f <= 1.0 => Some(*f),
            Some(Value::Int(1)) => Some(1.0),
            _ => None,
        },
    };
    (!d.title.is_empty() || !d.steps.is_empty()).then_some(d)
}

/// The draft as stored (what [`read`] reads back).
pub fn write(d: &Draft) -> String {
    json::to_string(&d.to_value())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path::Path;

    fn read_en(text: &str) -> Option<Draft> {
        read(text, Lang::En)
    }

    /// A draft comes back as it was typed, finished or not; anything else is no draft.
    #[test]
    fn a_draft_comes_back_as_typed() {
        let lecture =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        let d = Draft::from_path(&lecture, crate::rope::base::i18n::Lang::En);
        assert_eq!(read_en(&write(&d)), Some(d.clone()));
        // Unfinished: an answer not yet a number, a placeholder half typed, no views yet.
        // The grading comes back too (last-answer scoring, a pass mark of 80 %).
        let mut graded = d.clone();
        graded.scoring = crate::rope::teaching::path::Scoring::Last;
        graded.pass = Some(0.8);
        assert_eq!(read_en(&write(&graded)), Some(graded));
        let mut rough = d;
        rough.steps[0].question.kind = "choice".into();
        rough.steps[0].question.answer = "fi".into();
        // (A field the kind does not use is not stored.)
        rough.steps[0].question.tolerance.clear();
        rough.steps[0].text = "The score {sco".into();
        rough.steps[1].views.clear();
        assert!(rough.check().is_err());
        assert_eq!(read_en(&write(&rough)), Some(rough));
        for junk in [
            "",
            "null",
            "[1]",
            "{\"steps\": 3}",
            "{",
            &"x".repeat(MAX_STORED + 1),
        ] {
            assert_eq!(read_en(junk), None, "{junk}");
        }
    }
}
