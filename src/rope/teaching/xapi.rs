//! xAPI (Experience API 1.0.3) statements for a guided path: `progressed` when a step opens,
//! `answered` for each answer (with `result.success` and `result.response`), `completed` at
//! the end (with `result.score` over the path's questions, as the path scores them: the first
//! answers by default, `rope::teaching::score`; and `result.success` against its pass mark).
//! Each `answered` says which attempt at its question it is and whether it counts (a later
//! answer is practice): the result extensions [`ATTEMPT`] and [`SCORED`]. ADL verb IRIs; the activity id is
//! the page's address with the path's id (`<page>#path=<id>`, a step `.../step/<id>`, its
//! question `.../step/<id>/question`). The statements carry no actor: the host page, which
//! knows the learner, adds it before sending them to its LRS.
//!
//! Language maps (a name, a description, a choice's description) hold the learner's language's
//! text under its tag first (`zh-CN`, `es`; English is `en-US`) and English beside it; a
//! teacher's text, the learner's language's entry and the path's own (its map's first), never an
//! English the teacher did not write; a teacher's plain string under `en-US`, as always.

use super::super::json::{self, Map, Value};
use super::path::{self as paths, Path, Shown, Text, XAPI_ENGLISH};
use super::score::{self, Attempt};
use super::tour;
use crate::msg;
use crate::rope::base::i18n::{Lang, Msg};

/// The learner the statements are for: their language, and how built-in texts are formatted
/// for them (the UI's `tf`; natively `en`).
#[derive(Clone, Copy)]
pub struct Learner {
    pub lang: Lang,
    pub words: fn(&Msg) -> String,
}

impl Learner {
    /// An English learner (native tools and tests).
    pub const ENGLISH: Learner = Learner {
        lang: Lang::En,
        words: crate::rope::base::i18n::en,
    };
}

/// ADL's verbs.
pub const ANSWERED: &str = "http://adlnet.gov/expapi/verbs/answered";
pub const PROGRESSED: &str = "http://adlnet.gov/expapi/verbs/progressed";
pub const COMPLETED: &str = "http://adlnet.gov/expapi/verbs/completed";
/// ADL's activity types.
pub const INTERACTION: &str = "http://adlnet.gov/expapi/activities/cmi.interaction";
pub const LESSON: &str = "http://adlnet.gov/expapi/activities/lesson";
pub const MODULE: &str = "http://adlnet.gov/expapi/activities/module";
/// cmi5's progress extension (a whole percentage), as `progressed` statements use it.
pub const PROGRESS: &str = "https://w3id.org/xapi/cmi5/result/extensions/progress";

/// Which attempt at the question an answer is (1 for the first), a result extension.
pub const ATTEMPT: &str = "http://id.tincanapi.com/extension/attempt-id";
/// Whether an answer counts towards the score (false: practice), a result extension.
pub const SCORED: &str = "https://ropescope.invalid/xapi/extensions/scored";

/// A language map from (tag, text) pairs, in order (a tag given twice keeps its first text;
/// none: an empty English text, as a map needs one).
fn langs(texts: &[(&str, String)]) -> Value {
    if texts.is_empty() {
        return english("");
    }
    let mut m = Map::new();
    for (tag, text) in texts {
        if !m.contains_key(tag) {
            m.insert((*tag).into(), text.as_str().into());
        }
    }
    Value::Object(m)
}

/// An English word (a verb's display).
fn english(text: &str) -> Value {
    langs(&[(XAPI_ENGLISH, text.into())])
}

/// A teacher's text without placeholders (a title) for a learner in `lang`: the learner's
/// entry and the map's first (see [`super::path::Values::statement_text`]).
fn title(text: &Text, lang: Lang) -> Value {
    let (shown, first) = text.languages(lang);
    let mut out = vec![(
        shown.map_or(XAPI_ENGLISH, super::path::xapi_tag),
        text.get(lang).to_string(),
    )];
    if let (Some(f), Some(t)) = (first, first.and_then(|f| text.entry(f))) {
        out.push((super::path::xapi_tag(f), t.to_string()));
    }
    langs(&out)
}

/// The path's activity id on the page at `page` (its address without query or fragment).
pub fn path_id(page: &str, path: &Path) -> String {
    format!("{page}#path={}", path.id)
}

fn step_id(page: &str, path: &Path, step: usize) -> String {
    let id = path.steps.get(step).map_or("", |s| s.id.as_str());
    format!("{}/step/{id}", path_id(page, path))
}

fn verb(iri: &str, name: &str) -> Value {
    json::object([("id", iri.into()), ("display", english(name))])
}

fn activity(id: String, definition: Value) -> Value {
    json::object([
        ("objectType", "Activity".into()),
        ("id", id.into()),
        ("definition", definition),
    ])
}

fn path_activity(page: &str, path: &Path, who: Learner) -> Value {
    // The built-in tour's title is ropescope's own (in every language).
    let name = if path.is_builtin() {
        langs(&paths::statement_msg(
            &msg!("tour-panel-tour-title"),
            who.lang,
            who.words,
        ))
    } else {
        title(&path.title, who.lang)
    };
    activity(
        path_id(page, path),
        json::object([("name", name), ("type", MODULE.into())]),
    )
}

/// The path as the parent of a step's statement.
fn context(page: &str, path: &Path, who: Learner) -> Value {
    json::object([(
        "contextActivities",
        json::object([("parent", Value::Array(vec![path_activity(page, path, who)]))]),
    )])
}

fn statement(verb: Value, object: Value, result: Value, context: Option<Value>) -> String {
    let mut m = Map::new();
    m.insert("verb".into(), verb);
    m.insert("object".into(), object);
    m.insert("result".into(), result);
    if let Some(c) = context {
        m.insert("context".into(), c);
    }
    json::to_string(&Value::Object(m))
}

/// `progressed`: step `step` (0-based) opened; the progress is the share of steps reached.
pub fn progressed(page: &str, path: &Path, step: usize, who: Learner) -> String {
    let name = step_name(path, step, who);
    let percent = ((step + 1) * 100 / path.steps.len().max(1)).min(100);
    let mut ext = Map::new();
    ext.insert(PROGRESS.into(), percent.into());
    statement(
        verb(PROGRESSED, "progressed"),
        activity(
            step_id(page, path, step),
            json::object([("name", name), ("type", LESSON.into())]),
        ),
        json::object([("extensions", Value::Object(ext))]),
        Some(context(page, path, who)),
    )
}

/// Step `step`'s title as a statement names it (a built-in tour step's, ropescope's own).
fn step_name(path: &Path, step: usize, who: Learner) -> Value {
    let Some(st) = path.steps.get(step) else {
        return english("");
    };
    match tour::STEPS
        .get(step)
        .filter(|t| path.is_builtin() && t.id == st.id)
    {
        Some(t) => langs(&paths::statement_msg(&t.title(), who.lang, who.words)),
        None => title(&st.title, who.lang),
    }
}

/// The response a learner gave, as xAPI writes it: `choice-N` for a choice, the number for a
/// numeric question.
pub fn response(shown: &Shown, given: &str) -> String {
    match shown.interaction() {
        "choice" => format!("choice-{}", given.trim()),
        _ => given.trim().to_string(),
    }
}

/// `answered`: the learner (`who`) answered step `step`'s question (as shown for them) with
/// `given` (a choice's index or the typed number), its `attempt`.
pub fn answered(
    page: &str,
    path: &Path,
    step: usize,
    shown: &Shown,
    given: &str,
    attempt: Attempt,
    who: Learner,
) -> String {
    let mut def = Map::new();
    def.insert("name".into(), step_name(path, step, who));
    // The question's words: the learner's language's and English (or the path's own).
    def.insert("description".into(), langs(&shown.prompt_langs));
    def.insert("type".into(), INTERACTION.into());
    def.insert("interactionType".into(), shown.interaction().into());
    match &shown.expect {
        super::path::Expect::Choice(right) => {
            def.insert(
                "correctResponsesPattern".into(),
                Value::Array(vec![format!("choice-{right}").into()]),
            );
            let choices: Vec<Value> = shown
                .choices
                .iter()
                .enumerate()
                .map(|(i, _)| {
                    let said = shown.choice_langs.get(i).map_or(&[][..], Vec::as_slice);
                    json::object([
                        ("id", format!("choice-{i}").into()),
                        ("description", langs(said)),
                    ])
                })
                .collect();
            def.insert("choices".into(), Value::Array(choices));
        }
        super::path::Expect::Number {
            value: Some(v),
            tolerance,
        } => {
            def.insert(
                "correctResponsesPattern".into(),
                Value::Array(vec![format!("{}[:]{}", v - tolerance, v + tolerance).into()]),
            );
        }
        super::path::Expect::Number { value: None, .. } => {}
    }
    statement(
        verb(ANSWERED, "answered"),
        activity(
            format!("{}/question", step_id(page, path, step)),
            Value::Object(def),
        ),
        json::object([
            ("success", shown.judge(given).into()),
            ("response", response(shown, given).into()),
            (
                "extensions",
                json::object([
                    (ATTEMPT, u64::from(attempt.number).into()),
                    (SCORED, attempt.scored.into()),
                ]),
            ),
        ]),
        Some(context(page, path, who)),
    )
}

/// `completed`: the path finished, `right` of its questions scored right (the path's
/// scoring); `success` when the path has a pass mark.
pub fn completed(page: &str, path: &Path, right: usize, who: Learner) -> String {
    let questions = path.questions();
    let mut result = Map::new();
    result.insert("completion".into(), true.into());
    if let Some(pass) = score::passed(right, questions, path.pass) {
        result.insert("success".into(), pass.into());
    }
    if let Some(scaled) = score::scaled(right, questions) {
        let right = right.min(questions);
        result.insert(
            "score".into(),
            json::object([
                ("scaled", scaled.into()),
                ("raw", right.into()),
                ("min", Value::Int(0)),
                ("max", questions.into()),
            ]),
        );
    }
    statement(
        verb(COMPLETED, "completed"),
        path_activity(page, path, who),
        Value::Object(result),
        None,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::scene::Scene;

    const PAGE: &str = "https://course.example.org/ropescope/index.html";
    const FIRST: Attempt = Attempt {
        number: 1,
        scored: true,
    };
    const PRACTICE: Attempt = Attempt {
        number: 2,
        scored: false,
    };

    #[test]
    fn statements_carry_the_verbs_ids_and_results() {
        let p = Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        let v = json::parse(&progressed(PAGE, &p, 1, Learner::ENGLISH)).unwrap();
        assert_eq!(
            v.get("verb").unwrap().get("id").unwrap().as_str(),
            Some(PROGRESSED)
        );
        assert_eq!(
            v.get("object").unwrap().get("id").unwrap().as_str(),
            Some(format!("{PAGE}#path=decay-and-distance/step/which-pair").as_str())
        );
        let ext = v.get("result").unwrap().get("extensions").unwrap();
        assert_eq!(ext.get(PROGRESS).unwrap().as_f64(), Some(50.0));
        assert!(v.get("actor").is_none(), "the host adds the actor");

        let step = &p.steps[1];
        let s = Scene::new(&step.config());
        let shown = step.question.as_ref().unwrap().shown(&s);
        let right = match shown.expect {
            super::super::path::Expect::Choice(r) => r,
            _ => unreachable!(),
        };
        let v = json::parse(&answered(
            PAGE,
            &p,
            1,
            &shown,
            &right.to_string(),
            FIRST,
            Learner::ENGLISH,
        ))
        .unwrap();
        assert_eq!(
            v.get("verb").unwrap().get("id").unwrap().as_str(),
            Some(ANSWERED)
        );
        let def = v.get("object").unwrap().get("definition").unwrap();
        assert_eq!(def.get("interactionType").unwrap().as_str(), Some("choice"));
        match def.get("choices") {
            Some(Value::Array(c)) => assert_eq!(c.len(), shown.choices.len()),
            other => panic!("{other:?}"),
        }
        let r = v.get("result").unwrap();
        assert_eq!(r.get("success").unwrap().as_bool(), Some(true));
        let ext = r.get("extensions").unwrap();
        assert_eq!(ext.get(ATTEMPT).unwrap().as_f64(), Some(1.0));
        assert_eq!(ext.get(SCORED).unwrap().as_bool(), Some(true));
        assert_eq!(
            r.get("response").unwrap().as_str(),
            Some(format!("choice-{right}").as_str())
        );
        // A numeric answer: its range as the pattern, the typed number as the response.
        let step = &p.steps[0];
        let s = Scene::new(&step.config());
        let shown = step.question.as_ref().unwrap().shown(&s);
        let numeric = json::parse(&answered(
            PAGE,
            &p,
            0,
            &shown,
            "1e9",
            PRACTICE,
            Learner::ENGLISH,
        ))
        .unwrap();
        let v = numeric.clone();
        assert_eq!(
            v.get("object")
                .unwrap()
                .get("definition")
                .unwrap()
                .get("interactionType")
                .unwrap()
                .as_str(),
            Some("numeric")
        );
        assert_eq!(
            v.get("result").unwrap().get("success").unwrap().as_bool(),
            Some(false)
        );

        let v = json::parse(&completed(PAGE, &p, 3, Learner::ENGLISH)).unwrap();
        let score = v.get("result").unwrap().get("score").unwrap();
        assert_eq!(score.get("raw").unwrap().as_f64(), Some(3.0));
        assert_eq!(score.get("max").unwrap().as_f64(), Some(4.0));
        assert_eq!(score.get("scaled").unwrap().as_f64(), Some(0.75));
        assert!(
            v.get("result").unwrap().get("success").is_none(),
            "no pass mark"
        );
        let ext = numeric.get("result").unwrap().get("extensions").unwrap();
        assert_eq!(ext.get(ATTEMPT).unwrap().as_f64(), Some(2.0));
        assert_eq!(ext.get(SCORED).unwrap().as_bool(), Some(false));
    }

    /// Stands in for the UI's `tf` in Chinese (natively only English is compiled in).
    fn chinese(m: &crate::rope::base::i18n::Msg) -> String {
        format!("中:{}", crate::rope::base::i18n::en(m))
    }

    /// A learner in `lang` (their texts formatted by [`chinese`]).
    fn learner(lang: Lang) -> Learner {
        Learner {
            lang,
            words: chinese,
        }
    }

    /// A language map's keys, in order.
    fn keys(v: &Value) -> Vec<&str> {
        v.as_object()
            .map(|m| m.iter().map(|(k, _)| k.as_str()).collect())
            .unwrap_or_default()
    }

    /// `answered` for step `i` of `p`, for a learner in `lang` (`words`: their `tf`).
    fn answer(
        p: &Path,
        i: usize,
        lang: Lang,
        words: fn(&crate::rope::base::i18n::Msg) -> String,
    ) -> Value {
        let st = &p.steps[i];
        let s = Scene::new(&st.config());
        let (_, q) = st.shown_in(&s, lang, words);
        json::parse(&answered(
            PAGE,
            p,
            i,
            &q.unwrap(),
            "0",
            FIRST,
            Learner { lang, words },
        ))
        .unwrap()
    }

    #[test]
    fn built_in_texts_carry_the_learners_language_and_english() {
        let p = super::super::path::builtin();
        let i = 0;
        let st = &p.steps[i];
        let s = Scene::new(&st.config());
        let (_, q) = st.shown_in(&s, Lang::ZhCn, chinese);
        let q = q.unwrap();
        let v = answer(&p, i, Lang::ZhCn, chinese);
        let def = v.get("object").unwrap().get("definition").unwrap();
        let desc = def.get("description").unwrap();
        assert_eq!(keys(desc), ["zh-CN", "en-US"]);
        // The step's prompt as the tour writes it (its messages), in each language: the page
        // shows it already formatted in the learner's language.
        let prompt = tour::STEPS[i].question(&s).prompt.msg();
        assert_eq!(
            desc.get("zh-CN").unwrap().as_str(),
            Some(chinese(&prompt).as_str())
        );
        assert_eq!(
            desc.get("en-US").unwrap().as_str(),
            Some(crate::rope::base::i18n::en(&prompt).as_str())
        );
        let Some(Value::Array(choices)) = def.get("choices") else {
            panic!("{def:?}")
        };
        assert_eq!(choices.len(), q.choices.len());
        for (c, m) in choices.iter().zip(&q.choices) {
            let d = c.get("description").unwrap();
            assert_eq!(keys(d), ["zh-CN", "en-US"]);
            assert_eq!(d.get("zh-CN").unwrap().as_str(), Some(chinese(m).as_str()));
        }
        // The tour's own titles, too.
        let name = def.get("name").unwrap();
        assert_eq!(keys(name), ["zh-CN", "en-US"]);
        assert_eq!(
            name.get("en-US").unwrap().as_str(),
            Some(crate::rope::base::i18n::en(&tour::STEPS[i].title()).as_str())
        );
        assert_eq!(
            name.get("zh-CN").unwrap().as_str(),
            Some(chinese(&tour::STEPS[i].title()).as_str())
        );
        let v = json::parse(&completed(PAGE, &p, 1, learner(Lang::ZhCn))).unwrap();
        let name = v
            .get("object")
            .unwrap()
            .get("definition")
            .unwrap()
            .get("name")
            .unwrap();
        assert_eq!(keys(name), ["zh-CN", "en-US"]);
        assert_eq!(
            name.get("en-US").unwrap().as_str(),
            Some(super::super::path::BUILTIN_TITLE)
        );
        // An English learner: English alone, as before.
        let v = answer(&p, i, Lang::En, crate::rope::base::i18n::en);
        let def = v.get("object").unwrap().get("definition").unwrap();
        assert_eq!(keys(def.get("description").unwrap()), ["en-US"]);
        // A teacher's strings stay under `en-US` whatever the learner's language.
        let plain =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        let v = answer(&plain, 2, Lang::ZhCn, chinese);
        let def = v.get("object").unwrap().get("definition").unwrap();
        assert_eq!(keys(def.get("name").unwrap()), ["en-US"]);
        assert_eq!(keys(def.get("description").unwrap()), ["en-US"]);
        let v = json::parse(&progressed(PAGE, &plain, 1, learner(Lang::Es))).unwrap();
        assert_eq!(
            keys(
                v.get("object")
                    .unwrap()
                    .get("definition")
                    .unwrap()
                    .get("name")
                    .unwrap()
            ),
            ["en-US"]
        );
    }

    #[test]
    fn a_teachers_language_map_carries_the_learners_entry_and_the_paths_own() {
        let p = Path::parse(
            r#"{"ropescope_path": 1, "title": {"en": "Decay", "zh-CN": "衰减", "es": "Decaimiento"}, "steps": [
            {"title": {"en": "Aligned", "zh-CN": "对齐"}, "state": "dim=8", "views": ["score"], "text": "t",
             "question": {"kind": "choice", "prompt": {"en": "d is {dim}?", "zh-CN": "d 是 {dim}？"},
               "choices": [{"en": "yes", "zh-CN": "是"}, "no"], "answer": 0}},
            {"title": {"zh-CN": "只有中文", "es": "español"}, "views": ["score"], "text": "t",
             "question": {"kind": "choice", "prompt": {"zh-CN": "问？", "es": "¿pregunta?"},
               "choices": ["a", "b"], "answer": 0}}]}"#,
        )
        .unwrap();
        let name = |v: &Value| {
            v.get("object")
                .unwrap()
                .get("definition")
                .unwrap()
                .get("name")
                .unwrap()
                .clone()
        };
        // Chinese learner: the Chinese entry first, the path's English beside it.
        let v = answer(&p, 0, Lang::ZhCn, chinese);
        let def = v.get("object").unwrap().get("definition").unwrap();
        let desc = def.get("description").unwrap();
        assert_eq!(keys(desc), ["zh-CN", "en-US"]);
        assert_eq!(desc.get("zh-CN").unwrap().as_str(), Some("d 是 8？"));
        assert_eq!(desc.get("en-US").unwrap().as_str(), Some("d is 8?"));
        assert_eq!(keys(&name(&v)), ["zh-CN", "en-US"]);
        let Some(Value::Array(choices)) = def.get("choices") else {
            panic!("{def:?}")
        };
        assert_eq!(
            keys(choices[0].get("description").unwrap()),
            ["zh-CN", "en-US"]
        );
        assert_eq!(keys(choices[1].get("description").unwrap()), ["en-US"]);
        let parent = v.get("context").unwrap().get("contextActivities").unwrap();
        let Some(Value::Array(parent)) = parent.get("parent") else {
            panic!("{parent:?}")
        };
        assert_eq!(
            keys(&name(&json::object([("object", parent[0].clone())]))),
            ["zh-CN", "en-US"]
        );
        // Spanish learner: the step has no Spanish, so its first (English) alone.
        let v = answer(&p, 0, Lang::Es, chinese);
        assert_eq!(keys(&name(&v)), ["en-US"]);
        let v = json::parse(&completed(PAGE, &p, 1, learner(Lang::Es))).unwrap();
        assert_eq!(keys(&name(&v)), ["es", "en-US"]);
        // A map without English: no English is made up.
        let v = answer(&p, 1, Lang::En, crate::rope::base::i18n::en);
        let desc = v
            .get("object")
            .unwrap()
            .get("definition")
            .unwrap()
            .get("description")
            .unwrap();
        assert_eq!(keys(desc), ["zh-CN"]);
        assert_eq!(keys(&name(&v)), ["zh-CN"]);
        let v = answer(&p, 1, Lang::Es, chinese);
        let desc = v
            .get("object")
            .unwrap()
            .get("definition")
            .unwrap()
            .get("description")
            .unwrap();
        assert_eq!(keys(desc), ["es", "zh-CN"]);
        assert_eq!(desc.get("es").unwrap().as_str(), Some("¿pregunta?"));
        let v = json::parse(&progressed(PAGE, &p, 1, learner(Lang::ZhCn))).unwrap();
        assert_eq!(keys(&name(&v)), ["zh-CN"]);
    }

    #[test]
    fn completed_says_pass_or_fail_against_the_pass_mark() {
        let mut p =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        p.pass = Some(0.75);
        let success = |right| {
            json::parse(&completed(PAGE, &p, right, Learner::ENGLISH))
                .unwrap()
                .get("result")
                .unwrap()
                .get("success")
                .and_then(Value::as_bool)
        };
        assert_eq!(success(3), Some(true));
        assert_eq!(success(2), Some(false));
    }
}
