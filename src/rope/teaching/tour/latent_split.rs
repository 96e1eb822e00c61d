//! The tour's step `latent-split`: what it computes for its texts and its question.

use super::*;

/// What the latent-attention view shows for a scene: its model, and whether it is the example
/// the view builds when the knobs have no position-free dims.
/// Computed once per scene ([`Scene::memo`]): a step's texts read some twenty placeholders of
/// the same model.
pub(crate) fn latent_shown(s: &Scene) -> Option<(LatentModel, bool)> {
    s.memo.get("latent", || {
        latent::shown(s).ok().map(|(m, e)| (m, e.is_some()))
    })
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
/// They read the latent-attention view as it is drawn: the knobs' model, or the example it
/// builds when they have no position-free dims (`latent_shows` says which).
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("latent_shows", false, Kind::Words, "path-ph-latent-shows"),
    ph("latent_model", false, Kind::Words, "path-ph-latent-model"),
    ph("rope_on", false, Kind::Words, "path-ph-rope-on"),
    ph(
        "mscale_all_dim_applies",
        false,
        Kind::Words,
        "path-ph-mscale-all-dim-applies",
    ),
    ph(
        "latent_nope_dims",
        false,
        Kind::Count,
        "path-ph-latent-nope-dims",
    ),
    ph("latent_dims", false, Kind::Count, "path-ph-latent-dims"),
    ph(
        "latent_free_score",
        false,
        Kind::Number,
        "path-ph-latent-free-score",
    ),
    ph(
        "latent_rope_score",
        false,
        Kind::Number,
        "path-ph-latent-rope-score",
    ),
    ph("latent_score", false, Kind::Number, "path-ph-latent-score"),
    ph("latent_scale", false, Kind::Number, "path-ph-latent-scale"),
    ph("latent_near", false, Kind::Count, "path-ph-latent-near"),
    ph("latent_far", false, Kind::Count, "path-ph-latent-far"),
    ph(
        "latent_free_near",
        false,
        Kind::Number,
        "path-ph-latent-free-near",
    ),
    ph(
        "latent_free_far",
        false,
        Kind::Number,
        "path-ph-latent-free-far",
    ),
    ph(
        "latent_rope_range",
        false,
        Kind::Words,
        "path-ph-latent-rope-range",
    ),
    ph(
        "latent_moving_part",
        false,
        Kind::Words,
        "path-ph-latent-moving-part",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). The parts' values
/// show on the chart against distance (and, at m − n, in the view's table, which no step
/// hides); the dims are settings, the chart's distances its axis.
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("latent_nope_dims", &[]),
    ("latent_dims", &[]),
    ("latent_free_score", &["latent-parts"]),
    ("latent_rope_score", &["latent-parts"]),
    ("latent_score", &["latent-parts"]),
    ("latent_scale", &[]),
    ("latent_near", &[]),
    ("latent_far", &[]),
    ("latent_free_near", &["latent-parts"]),
    ("latent_free_far", &["latent-parts"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, _pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    PLACEHOLDERS
        .iter()
        .any(|p| p.name == name)
        .then(|| computed(name, s))
}

/// Which part of the score moves along the chart (the key at n, the query from the first
/// distance to the last): "rope", "free", "both" or "neither".
fn moving_part(m: &LatentModel) -> &'static str {
    let first = m.by_distance.first().map_or(m.split, |(_, x)| *x);
    let moves = |f: fn(&Split) -> f64| {
        let a = f(&first);
        m.by_distance
            .iter()
            .any(|(_, x)| (f(x) - a).abs() > 1e-9 * a.abs().max(1.0))
    };
    match (moves(|x| x.rope), moves(|x| x.position_free)) {
        (true, false) => "rope",
        (false, true) => "free",
        (true, true) => "both",
        (false, false) => "neither",
    }
}

/// The choices of [`COMPUTED`]'s question, in order: the values of [`moving_part`].
const PARTS: [&str; 4] = ["rope", "free", "both", "neither"];

fn computed(name: &str, s: &Scene) -> Option<Computed> {
    let shown = latent_shown(s);
    let words = |w: &str| Some(Computed::Words(w.to_string()));
    match name {
        "latent_shows" => {
            return words(match shown {
                None => "nothing",
                Some((_, true)) => "example",
                Some((_, false)) => "own",
            })
        }
        "rope_on" => return words(yes(s.rope)),
        "mscale_all_dim_applies" => return words(yes(s.config.mscale_sq() != 1.0)),
        _ => {}
    }
    let (m, _) = shown?;
    let number = |v: f64| Some(Computed::Number(v));
    let (near, far) = (m.by_distance.first(), m.by_distance.last());
    match name {
        "latent_model" => words("DeepSeek-V3"), // i18n: a model's name
        "latent_nope_dims" => Some(Computed::Count(m.nope_dim as u64)),
        "latent_dims" => Some(Computed::Count((m.nope_dim + m.rope_dim) as u64)),
        "latent_free_score" => number(m.split.position_free),
        "latent_rope_score" => number(m.split.rope),
        "latent_score" => number(m.split.total()),
        "latent_scale" => number(m.scale),
        "latent_near" => Some(Computed::Count(near.map_or(0, |(t, _)| *t))),
        "latent_far" => Some(Computed::Count(far.map_or(0, |(t, _)| *t))),
        "latent_free_near" => number(near.map_or(m.split, |(_, x)| *x).position_free),
        "latent_free_far" => number(far.map_or(m.split, |(_, x)| *x).position_free),
        "latent_rope_range" => {
            let (lo, hi) = m
                .by_distance
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), (_, x)| {
                    (a.min(x.rope), b.max(x.rope))
                });
            Some(Computed::Cited(
                if matches!(moving_part(&m), "rope" | "both") {
                    Cited::m("tour-latent-split-rope-moves")
                        .n("low", lo, 4)
                        .n("high", hi, 4)
                } else {
                    Cited::m("tour-latent-split-rope-stays").n("low", lo, 4)
                },
            ))
        }
        "latent_moving_part" => words(moving_part(&m)),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "latent_moving_part",
    kind: "part",
    meaning: "path-computed-latent-moving-part",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index:
/// which part of the latent score moves along the chart (only the RoPE part, only the
/// position-free part, both, neither); a single "Yes" (go back) when the view has nothing.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "latent_moving_part" {
        return None;
    }
    let Some((m, _)) = latent_shown(s) else {
        return Some((vec![words("tour-yes")], 0));
    };
    let moving = moving_part(&m);
    Some((
        vec![
            words("tour-latent-split-choice-rope"),
            words("tour-latent-split-choice-free"),
            words("tour-latent-split-choice-both"),
            words("tour-latent-split-choice-neither"),
        ],
        PARTS.iter().position(|p| *p == moving).unwrap_or(0),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::language;
    use super::*;
    use crate::rope::base::i18n::Lang;
    use crate::rope::Key;

    /// A teacher's one-step path on the step's view with `text` and `question`.
    fn teachers(step: &Step, text: &str, question: &str) -> crate::rope::teaching::path::Path {
        crate::rope::teaching::path::Path::parse(&format!(
            r#"{{"ropescope_path": 1, "title": "T", "steps": [{{"title": "a", "state": "{}",
            "views": ["{}"], "text": "{text}", "question": {question}}}]}}"#,
            step.query,
            step.view.as_str()
        ))
        .unwrap_or_else(|e| panic!("{}", en(&crate::rope::teaching::path::describe(&e))))
    }

    /// The example's sentence, in English.
    fn example() -> String {
        en(&Msg::new(EXAMPLE))
    }

    /// The latent step: the notice quotes the view's split, and the answer flips with RoPE off
    /// (then no part moves) and without position-free dims (then the score is plain RoPE's).
    #[test]
    fn the_latent_step_reads_the_views_split() {
        let step = STEPS.iter().find(|s| s.id == "latent-split").unwrap();
        let s = Scene::new(&step.config());
        let m = latent::latent(&s).unwrap();
        let notice = step.notice(&s);
        assert!(!notice.text().contains(&example()));
        for v in [m.split.position_free, m.split.rope, m.split.total()] {
            assert!(notice.numbers.contains(&prose(v, 4)), "{}", notice.text());
        }
        assert!(notice.numbers.contains(&prose(m.scale, 5)));
        assert!(notice.text().contains("mscale_all_dim"));
        assert_eq!(step.question(&s).answer, 0);
        let off = Scene::new(&step.config().try_edit(Key::Rope, "off").unwrap().config);
        assert_eq!(step.question(&off).answer, 3);
        // No position-free dims: the view shows its example (2 x 64 of them), and so does the
        // step, saying so; only the RoPE part moves there too.
        let none = Scene::new(&step.config().try_edit(Key::NopeDim, "0").unwrap().config);
        assert!(latent::latent(&none).is_err());
        let (shown, _) = latent::shown(&none).unwrap();
        let notice = step.notice(&none);
        assert!(notice.text().starts_with(&example()), "{}", notice.text());
        assert!(notice.numbers.contains(&shown.nope_dim.to_string()));
        assert_eq!(shown.nope_dim, 128);
        assert_eq!(step.question(&none).answer, 0);
    }

    /// In every language the example's sentence leads the notice when the view shows its
    /// example, and the reveal closes with the sentence for the part that moves (RoPE off:
    /// neither).
    #[test]
    fn the_latent_texts_follow_the_view_in_every_language() {
        let step = STEPS.iter().find(|s| s.id == "latent-split").unwrap();
        let own = Scene::new(&step.config());
        let none = Scene::new(&step.config().try_edit(Key::NopeDim, "0").unwrap().config);
        let off = Scene::new(&step.config().try_edit(Key::Rope, "off").unwrap().config);
        for lang in [Lang::En, Lang::ZhCn, Lang::Es] {
            let m = language(lang);
            let lead = m.t("tour-example");
            let text = |s: &Scene| m.text(&step.notice(s).msg());
            assert!(!text(&own).contains(&lead), "{lang}");
            assert!(text(&none).starts_with(&lead), "{lang}: {}", text(&none));
            assert!(text(&none).ends_with(&text(&own)[text(&own).len() - 6..]));
            let reveal = |s: &Scene| m.text(&step.question(s).explanation.msg());
            assert!(reveal(&own).ends_with(&m.t("tour-latent-split-reveal-rope")));
            assert!(reveal(&off).ends_with(&m.t("tour-latent-split-reveal-neither")));
        }
        // Every placeholder has a value in the step's state; the computed answer a teacher
        // asks for is the tour's.
        for p in PLACEHOLDERS {
            assert!(value(p.name, None, &own).unwrap().is_some(), "{}", p.name);
        }
        let p = teachers(
            step,
            "{latent_rope_range}",
            r#"{"kind": "computed", "prompt": "Which part moves?", "answer": "latent_moving_part"}"#,
        );
        for s in [&own, &none, &off] {
            let shown = p.steps[0].question.as_ref().unwrap().shown(s);
            assert_eq!(
                shown.expect,
                crate::rope::teaching::path::Expect::Choice(step.question(s).answer)
            );
        }
        assert_eq!(
            value("latent_moving_part", None, &off).unwrap(),
            Some(Computed::Words("neither".into()))
        );
    }
}
