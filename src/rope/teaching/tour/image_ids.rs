//! The tour's step `image-ids`: what it computes for its texts and its question.

use super::*;

pub(crate) fn image_ids(s: &Scene) -> Cited {
    let Some((m, config, example)) = mrope_shown(s) else {
        return words("tour-nothing-to-show").then(restore());
    };
    let image: Vec<&MropeRow> = m.rows.iter().filter(|r| r.image).collect();
    let start = image.first().map_or(0, |r| r.ids[0]);
    let top = |axis: usize| image.iter().map(|r| r.ids[axis]).max().unwrap_or(start);
    let after = m
        .rows
        .iter()
        .skip_while(|r| !r.image)
        .find(|r| !r.image)
        .map_or(0, |r| r.ids[0]);
    let grid = config.multimodal.image_grid.as_deref().unwrap_or_default();
    let side = |i: usize| grid.get(i).copied().unwrap_or(0);
    let sections = m
        .sections
        .iter()
        .enumerate()
        .map(|(i, sec)| {
            Cited::m(if i == 0 {
                "tour-image-ids-section-first"
            } else {
                "tour-image-ids-section"
            })
            .i("first", sec.first as u64)
            .i("last", sec.last as u64)
            .c("axis", axis_name(sec.name))
        })
        .collect();
    let text = Cited::m("tour-image-ids-text")
        .i("height", side(1))
        .i("width", side(2))
        .i("merge", SPATIAL_MERGE)
        .i("tokens", image.len() as u64)
        .i("start", start)
        .i("tall", top(1))
        .i("wide", top(2))
        .i("after", after)
        .t("blocks", "Qwen2-VL") // i18n: a model's name
        .c("sections", list(sections))
        .t("turns", "Qwen3-VL") // i18n: a model's name
        .t("marked", if m.interleaved { "second" } else { "first" });
    after_example(example, text)
}

/// How slow the slowest pair of `axis` is under one form of the multimodal view: its wavelength
/// (infinite if it does not turn), -1 if the axis has no pair at all.
pub(crate) fn slowest_of(m: &MropeModel, axis: &str, interleaved: bool) -> (Option<usize>, f64) {
    m.compare
        .iter()
        .find(|a| a.axis == axis && a.interleaved == interleaved)
        .map_or((None, -1.0), |a| {
            (a.slowest, a.slowest.map_or(-1.0, |_| a.slowest_wavelength))
        })
}

pub(crate) fn slowest_time_pair(s: &Scene) -> Question {
    let Some((m, _, _)) = mrope_shown(s) else {
        return nothing_to_ask();
    };
    let (sec_pair, sec) = slowest_of(&m, "time", false);
    let (il_pair, il) = slowest_of(&m, "time", true);
    let same = if sec.is_infinite() || il.is_infinite() {
        sec == il
    } else {
        (sec - il).abs() <= 1e-9 * sec.abs().max(1.0)
    };
    let answer = if same {
        2
    } else if il > sec {
        1
    } else {
        0
    };
    let said = |pair: Option<usize>, wl: f64| match pair {
        Some(p) => per_turn(p, wl),
        None => words("tour-image-ids-slowest-none"),
    };
    let explanation = Cited::m("tour-image-ids-reveal")
        .c("blocks", said(sec_pair, sec))
        .c("turns", said(il_pair, il))
        .then(words(match answer {
            1 => "tour-image-ids-reveal-turns",
            0 => "tour-image-ids-reveal-blocks",
            _ => "tour-image-ids-reveal-neither",
        }));
    Question {
        prompt: words("tour-image-ids-question"),
        choices: vec![
            Cited::m("tour-image-ids-choice-blocks").t("name", "Qwen2-VL"), // i18n: a model's name
            Cited::m("tour-image-ids-choice-turns").t("name", "Qwen3-VL"),  // i18n: a model's name
            words("tour-image-ids-choice-neither"),
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
