//! The tour's step `only-distance`: what it computes for its texts and its question.

use super::*;

/// The invariance view's two scores: the query and key where they are, and both slid by the
/// shift the view's slider starts at (the tour puts it back there).
pub(crate) fn invariance_scores(s: &Scene) -> (f64, f64) {
    let view = crate::rope::view::invariance::invariance(s, SHIFT);
    (view.original, view.shifted)
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("shift", false, Kind::Count, "path-ph-shift"),
    ph(
        "shifted_query_pos",
        false,
        Kind::Count,
        "path-ph-shifted-query-pos",
    ),
    ph(
        "shifted_key_pos",
        false,
        Kind::Count,
        "path-ph-shifted-key-pos",
    ),
    ph(
        "shifted_score",
        false,
        Kind::Number,
        "path-ph-shifted-score",
    ),
    ph(
        "shift_keeps_score",
        false,
        Kind::Words,
        "path-ph-shift-keeps-score",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). The shift and the
/// shifted positions are the view's slider's: the learner sets them.
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("shift", &[]),
    ("shifted_query_pos", &[]),
    ("shifted_key_pos", &[]),
    ("shifted_score", &["shifted-score"]),
];

/// The view's slider's start, t.
const SHIFT: u64 = crate::rope::view::invariance::DEFAULT_SHIFT;

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    Some(Some(match name {
        "shift" => Computed::Count(SHIFT),
        "shifted_query_pos" => Computed::Count(s.m + SHIFT),
        "shifted_key_pos" => Computed::Count(s.n + SHIFT),
        "shifted_score" => Computed::Number(invariance_scores(s).1),
        // The condition the reveal selects on: the slide leaves the score as it was.
        "shift_keeps_score" => {
            let (here, there) = invariance_scores(s);
            Computed::Words(yes(same_higher_lower(here, there) == 0).to_string())
        }
        _ => return None,
    }))
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "shift_changes_score",
    kind: "same/higher/lower",
    meaning: "path-computed-shift-changes-score",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "shift_changes_score" {
        return None;
    }
    // The view's own two scores: at m and n, and with both slid by t (its slider).
    let (here, there) = invariance_scores(s);
    Some((
        vec![
            words("tour-only-distance-choice-same"),
            words("tour-only-distance-choice-higher"),
            words("tour-only-distance-choice-lower"),
        ],
        same_higher_lower(here, there),
    ))
}

#[cfg(test)]
mod tests {
    use super::super::tests::states;
    use super::*;
    use crate::rope::teaching::path::Values;
    use crate::rope::view::invariance::{invariance, DEFAULT_SHIFT};

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "only-distance").unwrap()
    }

    /// Step 4 quotes the shift the invariance view starts at and the score the view shows before
    /// it; the slid score (the question's answer) waits for the reveal, which quotes it.
    #[test]
    fn the_only_distance_step_quotes_the_invariance_view() {
        let step = step();
        for s in states(step) {
            let view = invariance(&s, DEFAULT_SHIFT);
            let notice = step.notice(&s);
            assert!(
                notice.text().contains(&format!("t = {DEFAULT_SHIFT} ")),
                "{}",
                notice.text()
            );
            let original = prose(view.original, 6);
            let shifted = prose(view.shifted, 6);
            assert!(notice.numbers.contains(&original), "{}", notice.text());
            let q = step.question(&s);
            assert!(
                q.explanation.numbers.contains(&shifted),
                "{}",
                q.explanation.text()
            );
            assert!(q.explanation.numbers.contains(&original));
            // The notice leaves the slid score out (unless it prints as the same number,
            // which is the point: then the notice cites it once, as the score before).
            assert_eq!(
                notice.numbers.iter().filter(|n| **n == shifted).count(),
                usize::from(shifted == original),
                "{}",
                notice.text()
            );
        }
    }

    /// The placeholders this step added give a teacher's text the invariance view's numbers:
    /// its shift, the slid positions and the slid score, and whether the slide kept the score.
    #[test]
    fn a_teachers_text_reads_the_invariance_view() {
        for s in states(step()) {
            let view = invariance(&s, DEFAULT_SHIFT);
            let mut values = Values::new(&s);
            assert_eq!(
                values.render("{shift} {shifted_query_pos} {shifted_key_pos} {shift_keeps_score}"),
                format!(
                    "{DEFAULT_SHIFT} {} {} yes",
                    view.m + view.shift,
                    view.n + view.shift
                )
            );
            assert_eq!(
                values.render("{message:tour-only-distance-reveal distance=distance here=score#6 m=query_pos n=key_pos there=shifted_score#6 shift=shift same=shift_keeps_score?}"),
                en(&step().question(&s).explanation.msg())
            );
            let there = values.render("{shifted_score}");
            assert_eq!(
                there,
                crate::rope::teaching::path::three_digits(view.shifted)
            );
        }
    }

    /// The reveal's closing sentence hangs on the slide keeping the score: where it did not
    /// (a slide of one token only, say), the reveal stops after the two scores, in every
    /// language.
    #[test]
    fn the_reveal_explains_the_cancelling_only_when_the_score_stayed() {
        use crate::rope::base::i18n::{Lang, Messages};
        let s = super::super::tests::scene("");
        let with = |same: &str| {
            let (here, there) = invariance_scores(&s);
            Msg::new("tour-only-distance-reveal")
                .arg("distance", Arg::num("5", 5.0))
                .arg("here", Arg::num(prose(here, 6), here))
                .arg("m", Arg::num("5", 5.0))
                .arg("n", Arg::num("0", 0.0))
                .arg("there", Arg::num(prose(there, 6), there))
                .arg("shift", Arg::num("100", 100.0))
                .arg("same", Arg::Text(same.into()))
        };
        let english = en(&with("yes"));
        assert!(english.ends_with(" a shift of both cancels."), "{english}");
        let kept = en(&with("no"));
        assert!(kept.ends_with("slid by t = 100."), "{kept}");
        for lang in Lang::ALL {
            let file = format!(
                "{}/www/locales/{}/parts/tour.ftl",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            );
            let words = std::fs::read_to_string(&file).unwrap();
            let (here, errors) = Messages::new(lang, &[(file.as_str(), words.as_str())]);
            assert!(errors.is_empty(), "{file}: {errors:?}");
            let (yes, no) = (here.text(&with("yes")), here.text(&with("no")));
            assert!(
                yes.len() > no.len() + 20 && yes.starts_with(&no),
                "{yes} / {no}"
            );
        }
    }
}
