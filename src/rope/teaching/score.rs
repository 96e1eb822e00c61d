//! How a guided path is scored: each question on the learner's first answer (the default,
//! `"scoring": "first"`) or on their last (`"scoring": "last"`); the answers after the one that
//! counts are practice (after a reveal, a number question's second try, a step revisited).
//! A path may set a pass mark (`"pass": 0.8`, a share of its questions): the learner passes
//! when the share of questions scored right reaches it.

use super::super::json::{self, Map, Value};
use super::path::{words, Path, Question, Scoring};
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};

/// One answer as recorded: which attempt at its question it is (1 for the first) and whether
/// it counts towards the score (else it is practice).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attempt {
    pub number: u32,
    pub scored: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Record {
    first: bool,
    last: bool,
    attempts: u32,
    /// The answer that counts, as given (a choice's index, the typed number).
    given: String,
}

/// One run of a path: each step's answers so far.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Scorecard {
    steps: Vec<Option<Record>>,
}

impl Scorecard {
    /// Records an answer `given` to step `step`'s question (right or not) under `scoring`:
    /// which attempt it is and whether it counts.
    pub fn answer(&mut self, step: usize, right: bool, given: &str, scoring: Scoring) -> Attempt {
        if self.steps.len() <= step {
            self.steps.resize(step + 1, None);
        }
        let r = self.steps[step].get_or_insert(Record {
            first: right,
            last: right,
            attempts: 0,
            given: String::new(),
        });
        r.attempts = r.attempts.saturating_add(1);
        r.last = right;
        let scored = scoring == Scoring::Last || r.attempts == 1;
        if scored {
            r.given = given.chars().take(MAX_GIVEN).collect();
        }
        Attempt {
            number: r.attempts,
            scored,
        }
    }

    /// The answer to step `step` that counts (as given) and whether it is right, if the step
    /// was answered: what a learner who comes back to the step sees.
    pub fn counted(&self, step: usize, scoring: Scoring) -> Option<(String, bool)> {
        let r = self.steps.get(step)?.as_ref()?;
        Some((
            r.given.clone(),
            match scoring {
                Scoring::First => r.first,
                Scoring::Last => r.last,
            },
        ))
    }

    /// The answers as kept between visits (a reload, a learning platform's suspend data:
    /// www/scorm/launch.js writes the same form): `{"path": ID, "answers": {STEP_ID: [first
    /// right, last right, attempts, the answer that counts]}}`.
    pub fn to_json(&self, path: &Path) -> String {
        let mut answers = Map::new();
        for (i, r) in self.steps.iter().enumerate() {
            if let (Some(r), Some(st)) = (r, path.steps.get(i)) {
                answers.insert(
                    st.id.clone(),
                    Value::Array(vec![
                        r.first.into(),
                        r.last.into(),
                        (r.attempts as usize).into(),
                        r.given.as_str().into(),
                    ]),
                );
            }
        }
        json::to_string(&json::object([
            ("path", path.id.as_str().into()),
            ("answers", Value::Object(answers)),
        ]))
    }

    /// The answers kept by [`Scorecard::to_json`] for `path` (by its id; a step by its id);
    /// anything else (another path, no answers, not this form) reads as none.
    pub fn from_json(text: &str, path: &Path) -> Scorecard {
        let mut card = Scorecard::default();
        if text.len() > MAX_KEPT {
            return card;
        }
        let Ok(v) = json::parse(text) else {
            return card;
        };
        if v.get("path").and_then(Value::as_str) != Some(path.id.as_str()) {
            return card;
        }
        let Some(answers) = v.get("answers").and_then(Value::as_object) else {
            return card;
        };
        for (i, st) in path.steps.iter().enumerate() {
            if st.question.is_none() {
                continue;
            }
            let Some(Value::Array(a)) = answers.get(&st.id) else {
                continue;
            };
            let flag = |k: usize| matches!(a.get(k), Some(Value::Bool(true)));
            let attempts = match a.get(2) {
                Some(Value::Int(n)) if *n >= 1 => u32::try_from(*n).unwrap_or(u32::MAX),
                _ => continue,
            };
            let given = match a.get(3) {
                Some(Value::String(g)) => g.chars().take(MAX_GIVEN).collect(),
                _ => String::new(),
            };
            if card.steps.len() <= i {
                card.steps.resize(i + 1, None);
            }
            card.steps[i] = Some(Record {
                first: flag(0),
                last: flag(1),
                attempts,
                given,
            });
        }
        card
    }

    /// The attempt the next answer to step `step` would be, and whether it would count.
    pub fn next(&self, step: usize, scoring: Scoring) -> Attempt {
        let done = self
            .steps
            .get(step)
            .and_then(Option::as_ref)
            .map_or(0, |r| r.attempts);
        Attempt {
            number: done.saturating_add(1),
            scored: scoring == Scoring::Last || done == 0,
        }
    }

    /// How many questions are scored right.
    pub fn right(&self, scoring: Scoring) -> usize {
        self.steps
            .iter()
            .flatten()
            .filter(|r| match scoring {
                Scoring::First => r.first,
                Scoring::Last => r.last,
            })
            .count()
    }

    /// Each question's answer that counts, in step order, for the result the learner reads
    /// when the path ends: a teacher's choice by its text, a number as typed, a computed or
    /// tour choice by its place ("choice 2").
    /// (`lang`: the learner's language, which a teacher's language map is read in.)
    pub fn answers(&self, p: &Path, lang: crate::rope::base::i18n::Lang) -> Vec<AnswerRow> {
        p.steps
            .iter()
            .enumerate()
            .filter_map(|(i, st)| {
                let q = st.question.as_ref()?;
                let counted = self.counted(i, p.scoring);
                let given = counted.as_ref().map(|(g, _)| match q {
                    Question::Number { .. } => words(g.as_str()),
                    Question::Choice { choices, .. } => words(
                        g.parse::<usize>()
                            .ok()
                            .and_then(|c| choices.get(c))
                            .map_or_else(|| g.clone(), |c| c.get(lang).to_string()),
                    ),
                    _ => g
                        .parse::<usize>()
                        .map_or_else(|_| words(g.as_str()), |c| msg!("quiz-choice-n", n = c + 1)),
                });
                Some(AnswerRow {
                    step: i + 1,
                    title: st.title.get(lang).to_string(),
                    given,
                    right: counted.is_some_and(|(_, ok)| ok),
                })
            })
            .collect()
    }

    /// Forgets every answer (a path starts again).
    pub fn clear(&mut self) {
        self.steps.clear();
    }
}

/// One question in the result at a path's end.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerRow {
    /// The step (from 1).
    pub step: usize,
    pub title: String,
    /// The answer that counts, as the learner gave it (a typed number, a teacher's choice's
    /// words, or "choice N"); none if not answered.
    pub given: Option<Msg>,
    pub right: bool,
}

/// The longest answer kept (a typed number is short; anything longer is not one).
const MAX_GIVEN: usize = 40;
/// The longest kept answers read back, in bytes.
const MAX_KEPT: usize = 64_000;

/// The score as the learner reads it at the end: "Score: 3 of 4 (75 %), pass mark 80 %: not
/// passed." (no pass mark: the score alone; no questions: none).
pub fn summary(right: usize, questions: usize, pass: Option<f64>) -> Option<Msg> {
    let share = scaled(right, questions)?;
    let right = right.min(questions);
    let percent = Arg::num(round_percent(share), share * 100.0);
    Some(match (pass, passed(right, questions, pass)) {
        (Some(mark), Some(ok)) => msg!(
            "quiz-score-with-pass",
            right = right,
            questions = questions,
            percent = percent,
            mark = Arg::num(round_percent(mark), mark * 100.0),
            passed = if ok { "yes" } else { "no" }
        ),
        _ => msg!(
            "quiz-score",
            right = right,
            questions = questions,
            percent = percent
        ),
    })
}

/// A share as a whole percentage (with one decimal when it is not whole: 66.7).
fn round_percent(share: f64) -> String {
    let p = (share * 1000.0).round() / 10.0;
    if p.fract() == 0.0 {
        format!("{p:.0}")
    } else {
        format!("{p:.1}")
    }
}

/// The share of `questions` scored right (`right` of them), 0 to 1; none without questions.
pub fn scaled(right: usize, questions: usize) -> Option<f64> {
    (questions > 0).then(|| right.min(questions) as f64 / questions as f64)
}

/// Whether `right` of `questions` reaches the pass mark `pass` (none without one, or without
/// questions).
pub fn passed(right: usize, questions: usize, pass: Option<f64>) -> Option<bool> {
    let pass = pass?;
    // A tiny slack: 4 of 5 reaches 0.8 however the shares round.
    scaled(right, questions).map(|s| s + 1e-9 >= pass)
}

/// Reads a pass mark typed as a percentage (`80`, `80 %`): from just above 0 to 100, or empty
/// for none; else why not.
pub fn pass_percent(text: &str) -> Result<Option<f64>, Msg> {
    let t = text.trim().trim_end_matches('%').trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.parse::<f64>() {
        Ok(x) if (1.0..=100.0).contains(&x) => Ok(Some(x / 100.0)),
        // A fraction ("0.8") is how some platforms write a pass mark: say what it would mean.
        Ok(x) if x > 0.0 && x < 1.0 => Err(msg!(
            "scorm-pass-fraction",
            typed = t,
            percent = Arg::num(crate::rope::base::num::short(x * 100.0, 1), x * 100.0)
        )),
        _ => Err(msg!(
            "scorm-pass-invalid",
            typed = text.chars().take(20).collect::<String>()
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    #[test]
    fn first_answer_scoring_ignores_a_right_answer_after_the_reveal() {
        let mut c = Scorecard::default();
        // Wrong, then right after the reveal: the first counts, the second is practice.
        assert_eq!(
            c.answer(0, false, "0", Scoring::First),
            Attempt {
                number: 1,
                scored: true
            }
        );
        assert_eq!(
            c.next(0, Scoring::First),
            Attempt {
                number: 2,
                scored: false
            }
        );
        assert_eq!(
            c.answer(0, true, "1", Scoring::First),
            Attempt {
                number: 2,
                scored: false
            }
        );
        // Right at once.
        assert!(c.answer(2, true, "1", Scoring::First).scored);
        assert_eq!(c.right(Scoring::First), 1);
        // The same answers under "last": both right.
        assert_eq!(c.right(Scoring::Last), 2);
        // A right first answer stays right whatever comes after under "first".
        c.answer(2, false, "0", Scoring::First);
        assert_eq!(c.right(Scoring::First), 1);
        assert_eq!(c.right(Scoring::Last), 1);
        c.clear();
        assert_eq!(c.right(Scoring::First), 0);
        assert_eq!(c.next(0, Scoring::First).number, 1);
    }

    #[test]
    fn last_answer_scoring_counts_every_answer() {
        let mut c = Scorecard::default();
        assert!(c.answer(1, false, "0", Scoring::Last).scored);
        let a = c.answer(1, true, "1", Scoring::Last);
        assert_eq!(a.number, 2);
        assert!(a.scored);
        assert_eq!(c.right(Scoring::Last), 1);
        assert_eq!(c.right(Scoring::First), 0);
    }

    #[test]
    fn the_pass_mark_is_a_share_of_the_questions() {
        assert_eq!(passed(4, 5, Some(0.8)), Some(true));
        assert_eq!(passed(3, 5, Some(0.8)), Some(false));
        assert_eq!(passed(3, 4, Some(0.8)), Some(false));
        assert_eq!(passed(4, 4, None), None);
        assert_eq!(passed(0, 0, Some(0.5)), None);
        assert_eq!(scaled(3, 4), Some(0.75));
        assert_eq!(scaled(9, 4), Some(1.0));
        assert_eq!(Scoring::parse("last"), Some(Scoring::Last));
        assert_eq!(Scoring::parse("best"), None);
        assert_eq!(
            Scoring::parse(Scoring::First.as_str()),
            Some(Scoring::First)
        );
    }

    #[test]
    fn a_path_reads_and_writes_its_scoring_and_pass_mark() {
        use super::super::path::{Draft, Path};
        let base = include_str!("../../../www/paths/decay-and-distance.json");
        let p = Path::parse(base).unwrap();
        assert_eq!((p.scoring, p.pass), (Scoring::First, None));
        assert!(
            !p.to_json().contains("\"scoring\""),
            "the default is not written"
        );
        let with = |extra: &str| base.replacen('{', &format!("{{{extra},"), 1);
        let p = Path::parse(&with(r#""scoring": "last", "pass": 0.8"#)).unwrap();
        assert_eq!((p.scoring, p.pass), (Scoring::Last, Some(0.8)));
        assert_eq!(Path::parse(&p.to_json()).unwrap(), p);
        assert_eq!(
            Draft::from_path(&p, crate::rope::base::i18n::Lang::En)
                .check()
                .unwrap(),
            p
        );
        for bad in [
            r#""scoring": "best""#,
            r#""scoring": 1"#,
            r#""pass": 80"#,
            r#""pass": 0"#,
            r#""pass": "0.8""#,
        ] {
            let e = Path::parse(&with(bad)).unwrap_err();
            let field = bad.split('"').nth(1).unwrap();
            assert!(e.iter().any(|e| e.field == field), "{bad}: {e:?}");
        }
    }

    /// The result lists each question's answer that counts: a choice by its text, a number as
    /// typed, a tour question's choice by its place; an unanswered question says so.
    #[test]
    fn the_result_lists_the_answers_that_count() {
        let p = Path::parse(
            r#"{"ropescope_path": 1, "title": "R", "steps": [
            {"title": "n", "state": "", "views": ["score"], "text": "t",
             "question": {"kind": "number", "prompt": "?", "answer": "score", "tolerance": 0.1}},
            {"title": "none", "state": "", "views": ["score"], "text": "t"},
            {"title": "c", "state": "", "views": ["score"], "text": "t",
             "question": {"kind": "choice", "prompt": "?", "choices": ["x", "y"], "answer": 1}},
            {"title": "t", "state": "", "views": ["invariance"], "text": "t",
             "question": {"kind": "tour", "id": "only-distance"}},
            {"title": "u", "state": "", "views": ["score"], "text": "t",
             "question": {"kind": "choice", "prompt": "?", "choices": ["x", "y"], "answer": 0}}]}"#,
        )
        .unwrap();
        let mut card = Scorecard::default();
        card.answer(0, false, "12.5", p.scoring);
        card.answer(0, true, "3", p.scoring);
        card.answer(2, true, "1", p.scoring);
        card.answer(3, true, "0", p.scoring);
        let rows = card.answers(&p, crate::rope::base::i18n::Lang::En);
        let seen: Vec<(usize, Option<String>, bool)> = rows
            .iter()
            .map(|r| (r.step, r.given.as_ref().map(en), r.right))
            .collect();
        assert_eq!(
            seen,
            vec![
                (1, Some("12.5".to_string()), false),
                (3, Some("y".to_string()), true),
                (4, Some("choice 1".to_string()), true),
                (5, None, false)
            ]
        );
        assert_eq!(rows[1].title, "c");
    }

    #[test]
    fn the_pass_mark_box_reads_percentages() {
        assert_eq!(pass_percent(""), Ok(None));
        assert_eq!(pass_percent(" 80 % "), Ok(Some(0.8)));
        assert_eq!(pass_percent("100"), Ok(Some(1.0)));
        for bad in ["0", "120", "eighty", "NaN", "inf", "-5", "0.8", "0,8"] {
            assert!(pass_percent(bad).is_err(), "{bad}");
        }
        // A fraction is refused with what to type instead.
        let e = en(&pass_percent("0.8").unwrap_err());
        assert!(e.contains("0.8 %") && e.contains("80"), "{e}");
    }

    #[test]
    fn the_score_reads_as_a_sentence() {
        assert_eq!(
            summary(3, 4, Some(0.8)).map(|m| en(&m)).as_deref(),
            Some("Score: 3 of 4 (75 %), pass mark 80 %: not passed.")
        );
        assert_eq!(
            summary(4, 5, Some(0.8)).map(|m| en(&m)).as_deref(),
            Some("Score: 4 of 5 (80 %), pass mark 80 %: passed.")
        );
        assert_eq!(
            summary(2, 3, None).map(|m| en(&m)).as_deref(),
            Some("Score: 2 of 3 (66.7 %).")
        );
        assert_eq!(summary(0, 0, Some(0.5)), None);
    }

    #[test]
    fn kept_answers_come_back_for_their_path_only() {
        let p = Path::parse(include_str!("../../../www/paths/yarn.json")).unwrap();
        let asked: Vec<usize> = (0..p.steps.len())
            .filter(|&i| p.steps[i].question.is_some())
            .collect();
        assert!(asked.len() >= 2, "the sample path has questions");
        let mut c = Scorecard::default();
        c.answer(asked[0], false, "99999", Scoring::First);
        c.answer(asked[0], true, "1.5", Scoring::First);
        c.answer(asked[1], true, "2", Scoring::First);
        let kept = c.to_json(&p);
        let back = Scorecard::from_json(&kept, &p);
        assert_eq!(back, c);
        // The answer that counts: the first, wrong; the next one is practice.
        assert_eq!(
            back.counted(asked[0], Scoring::First),
            Some(("99999".to_string(), false))
        );
        assert_eq!(
            back.counted(asked[0], Scoring::Last),
            Some(("99999".to_string(), true))
        );
        assert!(!back.next(asked[0], Scoring::First).scored);
        assert_eq!(back.right(Scoring::First), 1);
        // Another path's answers, or junk, read as none.
        let other =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        assert_eq!(Scorecard::from_json(&kept, &other), Scorecard::default());
        for junk in [
            "",
            "null",
            "{\"path\": 3}",
            "[1]",
            &kept.replace("true", "7"),
        ] {
            let c = Scorecard::from_json(junk, &p);
            assert!(c.right(Scoring::First) <= 1, "{junk}");
        }
        // A step answered with a bad count is skipped.
        let bad = kept.replace(",2,", ",0,").replace(",1,\"2\"", ",0,\"2\"");
        assert_eq!(
            Scorecard::from_json(&bad, &p).counted(asked[1], Scoring::First),
            None
        );
    }
}
