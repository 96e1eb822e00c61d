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

pub(crate) fn image_patches(s: &Scene) -> Cited {
    let m = match vision(s, [0, 0]) {
        Ok(m) => m,
        Err(_) => {
            return Cited::m("tour-image-patches-text-none")
                .i("dim", s.dim as u64)
                .then(restore())
        }
    };
    let runs = m
        .axis_runs()
        .into_iter()
        .map(|(a, b, axis)| {
            Cited::m("tour-image-patches-run")
                .i("first", a as u64)
                .i("last", b as u64)
                .c("axis", axis_name(axis.name()))
        })
        .collect();
    let speeds = m.pairs.iter().map(|p| p.speed_index + 1).max().unwrap_or(0);
    let (lo, hi) = m
        .scores
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
            (a.min(x), b.max(x))
        });
    let best = argmax(&m.scores).unwrap_or(0) as u64;
    let cols = m.cols.max(1);
    let range = if hi - lo > 1e-9 * hi.abs().max(1.0) {
        Cited::m("tour-image-patches-range")
            .n("low", lo, 4)
            .n("high", hi, 4)
            .i("row", best / cols)
            .i("column", best % cols)
    } else {
        Cited::m("tour-image-patches-range-flat").n("high", hi, 4)
    };
    Cited::m("tour-image-patches-text")
        .i("rows", m.rows)
        .i("cols", m.cols)
        .i("pairs", m.pairs.len() as u64)
        .c("runs", runs_and(runs))
        .i("speeds", speeds as u64)
        .i("row", m.query[0])
        .i("column", m.query[1])
        .c("range", range)
        .i("merge", m.merge)
        .i("tokens", m.tokens)
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

pub(crate) fn shifted_patches(s: &Scene) -> Question {
    let (m, shift, key, moved_grid) = match vision(s, [0, 0]) {
        Ok(m) => {
            let (shift, key) = patch_move(&m);
            let moved_grid = vision(s, shift).ok();
            (m, shift, key, moved_grid)
        }
        Err(_) => {
            let pairs = s.pairs() as u64;
            let fits = axial::fits(s.dim);
            return Question {
                prompt: Cited::m("tour-image-patches-question-split")
                    .i("pairs", pairs)
                    .i("dim", s.dim as u64),
                choices: vec![words("tour-yes"), words("tour-no")],
                answer: if fits { 0 } else { 1 },
                explanation: Cited::m("tour-image-patches-reveal-split")
                    .i("pairs", pairs)
                    .i("dim", s.dim as u64)
                    .t("fits", yes(fits))
                    .then(restore()),
            };
        }
    };
    let cols = m.cols as usize;
    let at = |grid: &[f64], p: [u64; 2]| grid.get(p[0] as usize * cols + p[1] as usize).copied();
    let to = [
        (key[0] as i64 + shift[0]) as u64,
        (key[1] as i64 + shift[1]) as u64,
    ];
    let before = at(&m.scores, key).unwrap_or(0.0);
    // Both patches moved: the moved query's grid at the moved key; only the key moved: the
    // first grid there.
    let after = moved_grid
        .as_ref()
        .and_then(|g| at(&g.shifted_scores, to))
        .unwrap_or(before);
    let only_key = at(&m.scores, to).unwrap_or(before);
    let prompt = Cited::m("tour-image-patches-question")
        .i("row", m.query[0])
        .i("column", m.query[1])
        .n("score", before, 4)
        .i("keyrow", key[0])
        .i("keycolumn", key[1])
        .c("rows", moved("tour-image-patches-move-rows", shift[0]))
        .c("cols", moved("tour-image-patches-move-cols", shift[1]));
    let answer = same_higher_lower(before, after);
    let explanation = Cited::m("tour-image-patches-reveal")
        .n("after", after, 4)
        .n("before", before, 4)
        .n("only", only_key, 4);
    Question {
        prompt,
        choices: vec![
            words("tour-image-patches-choice-same"),
            words("tour-image-patches-choice-grows"),
            words("tour-image-patches-choice-shrinks"),
        ],
        answer,
        explanation,
    }
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = (name, pair, s);
    None
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    let _ = (name, s);
    None
}
