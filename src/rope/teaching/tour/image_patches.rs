//! The tour's step `image-patches`: what it computes for its texts and its question.

use super::*;

/// The move of the tour's vision question: one patch along each axis (back instead when the
/// query patch is on the last row or column, none when the image is one patch across), and the
/// key patch it asks about: the corner the move leaves inside the image.
pub(crate) fn patch_move(m: &VisionModel) -> ([i64; 2], [u64; 2]) {
    let mut shift = [0i64; 2];
    let mut key = [0u64; 2];
    for axis in 0..2 {
        let size = if axis == 0 { m.rows } else { m.cols };
        if size < 2 {
            continue;
        }
        if m.query[axis] + 1 < size {
            shift[axis] = 1;
        } else {
            shift[axis] = -1;
            key[axis] = size - 1;
        }
    }
    (shift, key)
}

/// "one row down", "one column left", "no row": message `id` with the count and the way.
pub(crate) fn moved(id: &'static str, by: i64) -> Cited {
    Cited::m(id).i("count", by.unsigned_abs()).t(
        "way",
        match by {
            0 => "none",
            b if b > 0 => "ahead",
            _ => "back",
        },
    )
}

/// "a and b" (`tour-image-patches-runs`).
pub(crate) fn runs_and(items: Vec<Cited>) -> Cited {
    let mut items = items.into_iter().rev();
    let Some(mut out) = items.next() else {
        return Cited::default();
    };
    for head in items {
        out = Cited::m("tour-image-patches-runs")
            .c("head", head)
            .c("tail", out);
    }
    out
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
/// Those of the grid have no value when d does not split into rows and columns (the view
/// draws no grid); `patch_grid` says which.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("patch_grid", false, Kind::Words, "path-ph-patch-grid"),
    ph("axial_fits", false, Kind::Words, "path-ph-axial-fits"),
    ph("patch_rows", false, Kind::Count, "path-ph-patch-rows"),
    ph("patch_cols", false, Kind::Count, "path-ph-patch-cols"),
    ph("patch_pairs", false, Kind::Count, "path-ph-patch-pairs"),
    ph(
        "patch_axis_runs",
        false,
        Kind::Words,
        "path-ph-patch-axis-runs",
    ),
    ph("patch_speeds", false, Kind::Count, "path-ph-patch-speeds"),
    ph(
        "query_patch_row",
        false,
        Kind::Count,
        "path-ph-query-patch-row",
    ),
    ph(
        "query_patch_col",
        false,
        Kind::Count,
        "path-ph-query-patch-col",
    ),
    ph(
        "patch_score_range",
        false,
        Kind::Words,
        "path-ph-patch-score-range",
    ),
    ph("patch_merge", false, Kind::Count, "path-ph-patch-merge"),
    ph("patch_tokens", false, Kind::Count, "path-ph-patch-tokens"),
    ph("moved_key_row", false, Kind::Count, "path-ph-moved-key-row"),
    ph("moved_key_col", false, Kind::Count, "path-ph-moved-key-col"),
    ph(
        "patch_move_rows",
        false,
        Kind::Words,
        "path-ph-patch-move-rows",
    ),
    ph(
        "patch_move_cols",
        false,
        Kind::Words,
        "path-ph-patch-move-cols",
    ),
    ph("patch_score", false, Kind::Number, "path-ph-patch-score"),
    ph(
        "moved_patch_score",
        false,
        Kind::Number,
        "path-ph-moved-patch-score",
    ),
    ph(
        "moved_key_only_score",
        false,
        Kind::Number,
        "path-ph-moved-key-only-score",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). The grid's size, the
/// query patch and the merge are settings (the learner sets them in the controls).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("patch_rows", &[]),
    ("patch_cols", &[]),
    ("patch_pairs", &[]),
    ("patch_speeds", &[]),
    ("query_patch_row", &[]),
    ("query_patch_col", &[]),
    ("patch_merge", &[]),
    ("patch_tokens", &[]),
    ("moved_key_row", &[]),
    ("moved_key_col", &[]),
    ("patch_score", &["patch-scores"]),
    ("moved_patch_score", &["patch-scores"]),
    ("moved_key_only_score", &["patch-scores"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, _pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    PLACEHOLDERS
        .iter()
        .any(|p| p.name == name)
        .then(|| computed(name, s))
}

/// The vision view of `s` with both patches shifted by `shift` (see [`vision`]), computed once
/// per scene ([`Scene::memo`]): a step's texts read some twenty placeholders of the same two
/// grids (at d = 256 on a 32 by 32 grid, about 20 ms a grid).
fn grid(s: &Scene, shift: [i64; 2]) -> Result<VisionModel, Msg> {
    s.memo
        .get(&format!("vision {} {}", shift[0], shift[1]), || {
            vision(s, shift)
        })
}

/// The scores of the shift question: the query patch against the key patch it asks about
/// (before), both moved (after: the moved query's grid at the moved key), and only the key
/// moved (the first grid there).
fn moved_scores(m: &VisionModel, s: &Scene) -> (f64, f64, f64) {
    let (shift, key) = patch_move(m);
    let moved_grid = grid(s, shift).ok();
    let cols = m.cols as usize;
    let at = |grid: &[f64], p: [u64; 2]| grid.get(p[0] as usize * cols + p[1] as usize).copied();
    let to = [
        (key[0] as i64 + shift[0]) as u64,
        (key[1] as i64 + shift[1]) as u64,
    ];
    let before = at(&m.scores, key).unwrap_or(0.0);
    let after = moved_grid
        .as_ref()
        .and_then(|g| at(&g.shifted_scores, to))
        .unwrap_or(before);
    let only_key = at(&m.scores, to).unwrap_or(before);
    (before, after, only_key)
}

fn computed(name: &str, s: &Scene) -> Option<Computed> {
    let shown = grid(s, [0, 0]);
    match name {
        "patch_grid" => return Some(Computed::Words(yes(shown.is_ok()).into())),
        "axial_fits" => return Some(Computed::Words(yes(axial::fits(s.dim)).into())),
        _ => {}
    }
    let m = shown.ok()?;
    let count = |v: u64| Some(Computed::Count(v));
    match name {
        "patch_rows" => count(m.rows),
        "patch_cols" => count(m.cols),
        "patch_pairs" => count(m.pairs.len() as u64),
        "patch_axis_runs" => Some(Computed::Cited(runs_and(
            m.axis_runs()
                .into_iter()
                .map(|(a, b, axis)| {
                    Cited::m("tour-image-patches-run")
                        .i("first", a as u64)
                        .i("last", b as u64)
                        .c("axis", axis_name(axis.name()))
                })
                .collect(),
        ))),
        "patch_speeds" => {
            count(m.pairs.iter().map(|p| p.speed_index + 1).max().unwrap_or(0) as u64)
        }
        "query_patch_row" => count(m.query[0]),
        "query_patch_col" => count(m.query[1]),
        "patch_score_range" => {
            let (lo, hi) = m
                .scores
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
                    (a.min(x), b.max(x))
                });
            let best = argmax(&m.scores).unwrap_or(0) as u64;
            let cols = m.cols.max(1);
            Some(Computed::Cited(if hi - lo > 1e-9 * hi.abs().max(1.0) {
                Cited::m("tour-image-patches-range")
                    .n("low", lo, 4)
                    .n("high", hi, 4)
                    .i("row", best / cols)
                    .i("column", best % cols)
            } else {
                Cited::m("tour-image-patches-range-flat").n("high", hi, 4)
            }))
        }
        "patch_merge" => count(m.merge),
        "patch_tokens" => count(m.tokens),
        "moved_key_row" => count(patch_move(&m).1[0]),
        "moved_key_col" => count(patch_move(&m).1[1]),
        "patch_move_rows" => Some(Computed::Cited(moved(
            "tour-image-patches-move-rows",
            patch_move(&m).0[0],
        ))),
        "patch_move_cols" => Some(Computed::Cited(moved(
            "tour-image-patches-move-cols",
            patch_move(&m).0[1],
        ))),
        "patch_score" => Some(Computed::Number(moved_scores(&m, s).0)),
        "moved_patch_score" => Some(Computed::Number(moved_scores(&m, s).1)),
        "moved_key_only_score" => Some(Computed::Number(moved_scores(&m, s).2)),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "moved_patches_score",
    kind: "change",
    meaning: "path-computed-moved-patches-score",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index:
/// whether the score of the query patch and the key patch stays the same, grows or shrinks
/// when both move by the same offset; without a grid (d not a multiple of four), whether
/// axial RoPE can share the pairs out between rows and columns.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "moved_patches_score" {
        return None;
    }
    Some(match grid(s, [0, 0]) {
        Ok(m) => {
            let (before, after, _) = moved_scores(&m, s);
            (
                vec![
                    words("tour-image-patches-choice-same"),
                    words("tour-image-patches-choice-grows"),
                    words("tour-image-patches-choice-shrinks"),
                ],
                same_higher_lower(before, after),
            )
        }
        Err(_) => (
            vec![words("tour-yes"), words("tour-no")],
            if axial::fits(s.dim) { 0 } else { 1 },
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::super::tests::language;
    use super::*;
    use crate::rope::base::i18n::Lang;
    use crate::rope::Key;

    fn scene(query: &str) -> Scene {
        Scene::new(&Config::from_query(query).unwrap().config)
    }

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

    /// The vision step: the answer compares the view's two grids (both patches moved: the
    /// shifted grid; only the key moved: the first grid), for any query patch, and a d that does
    /// not split into rows and columns gets a question it can answer.
    #[test]
    fn the_vision_step_compares_the_views_two_grids() {
        let step = STEPS.iter().find(|s| s.id == "image-patches").unwrap();
        let edits: &[&[(Key, &str)]] = &[
            &[],
            &[(Key::Patch, "7,7")],
            &[(Key::Patch, "0,7")],
            &[(Key::Patches, "6,4"), (Key::Patch, "5,0")],
            &[(Key::Rope, "off")],
        ];
        for &extra in edits {
            let mut c = step.config();
            for &(key, value) in extra {
                c = c.try_edit(key, value).unwrap().config;
            }
            let s = Scene::new(&c);
            let extra = format!("{extra:?}");
            let m = vision(&s, [0, 0]).unwrap();
            let (shift, key) = patch_move(&m);
            let moved = vision(&s, shift).unwrap();
            assert!(
                moved.shifted_query.is_some(),
                "{extra}: the moved query is inside"
            );
            let to = [
                (key[0] as i64 + shift[0]) as usize,
                (key[1] as i64 + shift[1]) as usize,
            ];
            let cols = m.cols as usize;
            let before = m.scores[key[0] as usize * cols + key[1] as usize];
            let after = moved.shifted_scores[to[0] * cols + to[1]];
            let only_key = m.scores[to[0] * cols + to[1]];
            let q = step.question(&s);
            assert_eq!(q.answer, 0, "{extra}: {}", q.explanation.text());
            assert!((before - after).abs() < 1e-9, "{extra}");
            for v in [before, after, only_key] {
                assert!(q.explanation.numbers.contains(&prose(v, 4)), "{extra}");
            }
            // Moving only the key changes the score (unless nothing turns).
            assert_eq!((before - only_key).abs() > 1e-6, s.rope, "{extra}");
            // The notice quotes the range the grid's summary gives.
            let (lo, hi) = m
                .scores
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
                    (a.min(x), b.max(x))
                });
            let notice = step.notice(&s);
            assert!(notice.numbers.contains(&prose(hi, 4)), "{}", notice.text());
            if s.rope {
                assert!(notice.numbers.contains(&prose(lo, 4)), "{}", notice.text());
            }
        }
        // d = 18: nine pairs do not split in two; the view has no grid, the question says so.
        let s = scene(&step.query.replace("dim=72", "dim=18"));
        assert!(vision(&s, [0, 0]).is_err());
        let q = step.question(&s);
        assert_eq!(q.choices[q.answer].text(), "No");
    }

    /// Without a grid (d = 18: nine pairs do not split in two) the step says so in every
    /// language, asks whether axial RoPE can split d (no), and sends the learner back; the
    /// grid's placeholders have no value there, so a teacher's text shows n/a, not a number.
    #[test]
    fn without_a_grid_the_step_asks_about_d_in_every_language() {
        let step = STEPS.iter().find(|s| s.id == "image-patches").unwrap();
        let s = scene(&step.query.replace("dim=72", "dim=18"));
        assert!(vision(&s, [0, 0]).is_err());
        for lang in [Lang::En, Lang::ZhCn, Lang::Es] {
            let m = language(lang);
            let restore = m.t("tour-restore");
            let notice = m.text(&step.notice(&s).msg());
            assert!(
                notice.contains("18") && notice.ends_with(&restore),
                "{lang}: {notice}"
            );
            let q = step.question(&s);
            let prompt = m.text(&q.prompt.msg());
            assert!(
                prompt.contains("18") && prompt.contains('9'),
                "{lang}: {prompt}"
            );
            assert_eq!(m.text(&q.choices[q.answer].msg()), m.t("tour-no"));
            let reveal = m.text(&q.explanation.msg());
            assert!(reveal.ends_with(&restore), "{lang}: {reveal}");
            // The grid's sentences are not there.
            let own = m.text(&step.notice(&Scene::new(&step.config())).msg());
            assert!(
                !notice.contains(&own[..own.len().min(12)]),
                "{lang}: {notice}"
            );
        }
        for p in PLACEHOLDERS {
            let grid_free = ["patch_grid", "axial_fits"].contains(&p.name);
            assert_eq!(
                value(p.name, None, &s).unwrap().is_some(),
                grid_free,
                "{}",
                p.name
            );
            // With the step's own settings every placeholder has its value.
            assert!(value(p.name, None, &Scene::new(&step.config()))
                .unwrap()
                .is_some());
        }
        let p = teachers(step, "{patch_score} {patch_grid}", "null");
        let st = &p.steps[0];
        assert_eq!(st.text(&s), "n/a no");
        let own = Scene::new(&st.config());
        let m = vision(&own, [0, 0]).unwrap();
        let (_, key) = patch_move(&m);
        let score = m.scores[key[0] as usize * m.cols as usize + key[1] as usize];
        assert_eq!(
            st.text(&own),
            format!("{} yes", crate::rope::teaching::path::three_digits(score))
        );
    }

    /// A teacher asks the step's question with the placeholders and the computed answer the
    /// tour added: the same answer, and a number question on the patch's score hides the
    /// readout that shows it.
    #[test]
    fn a_teacher_asks_the_vision_question_as_the_tour_does() {
        use crate::rope::teaching::path::{answered_by, Expect};
        let step = STEPS.iter().find(|s| s.id == "image-patches").unwrap();
        let p = teachers(
            step,
            "Row {query_patch_row}, column {query_patch_col}.",
            r#"{"kind": "computed", "prompt": "{patch_score}, moved {patch_move_rows}?", "answer": "moved_patches_score"}"#,
        );
        for extra in [
            "",
            "patch=7,7",
            "patches=6,4&patch=5,0",
            "rope=off",
            "dim=18",
        ] {
            let mut c = step.config();
            for kv in extra.split('&').filter(|kv| !kv.is_empty()) {
                let (k, v) = kv.split_once('=').unwrap();
                c = c.try_edit(Key::parse(k).unwrap(), v).unwrap().config;
            }
            let s = Scene::new(&c);
            let shown = p.steps[0].question.as_ref().unwrap().shown(&s);
            let q = step.question(&s);
            assert_eq!(shown.expect, Expect::Choice(q.answer), "{extra}");
            assert_eq!(shown.choices.len(), q.choices.len(), "{extra}");
        }
        assert_eq!(answered_by("patch_score"), &["patch-scores"]);
        assert_eq!(answered_by("moved_key_only_score"), &["patch-scores"]);
    }
}
