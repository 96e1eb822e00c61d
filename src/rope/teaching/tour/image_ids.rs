//! The tour's step `image-ids`: what it computes for its texts and its question.

use super::*;

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

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`. All
/// read the multimodal view as it is drawn: the knobs' own settings, or the example it builds
/// on them when they lack sections or an image.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "multimodal_shows",
        false,
        Kind::Words,
        "path-ph-multimodal-shows",
    ),
    ph("image_height", false, Kind::Count, "path-ph-image-height"),
    ph("image_width", false, Kind::Count, "path-ph-image-width"),
    ph("spatial_merge", false, Kind::Count, "path-ph-spatial-merge"),
    ph("image_tokens", false, Kind::Count, "path-ph-image-tokens"),
    ph("image_time_id", false, Kind::Count, "path-ph-image-time-id"),
    ph(
        "image_last_row_id",
        false,
        Kind::Count,
        "path-ph-image-last-row-id",
    ),
    ph(
        "image_last_column_id",
        false,
        Kind::Count,
        "path-ph-image-last-column-id",
    ),
    ph(
        "after_image_id",
        false,
        Kind::Count,
        "path-ph-after-image-id",
    ),
    ph(
        "mrope_sections",
        false,
        Kind::Words,
        "path-ph-mrope-sections",
    ),
    ph(
        "mrope_blocks_model",
        false,
        Kind::Words,
        "path-ph-mrope-blocks-model",
    ),
    ph(
        "mrope_turns_model",
        false,
        Kind::Words,
        "path-ph-mrope-turns-model",
    ),
    ph(
        "mrope_interleaved",
        false,
        Kind::Words,
        "path-ph-mrope-interleaved",
    ),
    ph(
        "time_slowest_in_blocks",
        false,
        Kind::Words,
        "path-ph-time-slowest-in-blocks",
    ),
    ph(
        "time_slowest_in_turn",
        false,
        Kind::Words,
        "path-ph-time-slowest-in-turn",
    ),
    ph(
        "time_slower_form",
        false,
        Kind::Words,
        "path-ph-time-slower-form",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). The ids and the image's
/// size show in the view's table of ids and in the settings, which no readout hides.
pub(crate) const READOUTS: &[(&str, &[&str])] = &[];

/// The model whose multimodal RoPE gives the pairs their axes in blocks.
const BLOCKS_MODEL: &str = "Qwen2-VL"; // i18n: a model's name
/// The model whose multimodal RoPE deals the pairs out to the axes in turn.
const TURNS_MODEL: &str = "Qwen3-VL"; // i18n: a model's name

/// Which form gives time's slowest pair the slower turn: `blocks`, `turns` or `neither` (the
/// index of [`choices`]'s right choice: 0, 1, 2).
fn slower_form(m: &MropeModel) -> (usize, &'static str) {
    let (_, sec) = slowest_of(m, "time", false);
    let (_, il) = slowest_of(m, "time", true);
    let same = if sec.is_infinite() || il.is_infinite() {
        sec == il
    } else {
        (sec - il).abs() <= 1e-9 * sec.abs().max(1.0)
    };
    if same {
        (2, "neither")
    } else if il > sec {
        (1, "turns")
    } else {
        (0, "blocks")
    }
}

/// Time's slowest pair under one form, as a clause.
fn slowest_said(m: &MropeModel, interleaved: bool) -> Cited {
    match slowest_of(m, "time", interleaved) {
        (Some(p), wl) => per_turn(p, wl),
        (None, _) => words("tour-image-ids-slowest-none"),
    }
}

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    if !PLACEHOLDERS.iter().any(|p| p.name == name) {
        return None;
    }
    let shown = mrope_shown(s);
    if name == "multimodal_shows" {
        let shows = match &shown {
            None => "nothing",
            Some((_, _, true)) => "example",
            Some((_, _, false)) => "settings",
        };
        return Some(Some(Computed::Words(shows.into())));
    }
    let Some((m, config, _)) = shown else {
        return Some(None);
    };
    let image: Vec<&MropeRow> = m.rows.iter().filter(|r| r.image).collect();
    let start = image.first().map_or(0, |r| r.ids[0]);
    let top = |axis: usize| image.iter().map(|r| r.ids[axis]).max().unwrap_or(start);
    let grid = config.multimodal.image_grid.as_deref().unwrap_or_default();
    let side = |i: usize| grid.get(i).copied().unwrap_or(0);
    let count = |v: u64| Some(Some(Computed::Count(v)));
    let said = |c: Cited| Some(Some(Computed::Cited(c)));
    let text = |t: &str| Some(Some(Computed::Words(t.into())));
    match name {
        "image_height" => count(side(1)),
        "image_width" => count(side(2)),
        "spatial_merge" => count(SPATIAL_MERGE),
        "image_tokens" => count(image.len() as u64),
        "image_time_id" => count(start),
        "image_last_row_id" => count(top(1)),
        "image_last_column_id" => count(top(2)),
        "after_image_id" => count(
            m.rows
                .iter()
                .skip_while(|r| !r.image)
                .find(|r| !r.image)
                .map_or(0, |r| r.ids[0]),
        ),
        "mrope_sections" => said(list(
            m.sections
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
                .collect(),
        )),
        "mrope_blocks_model" => text(BLOCKS_MODEL),
        "mrope_turns_model" => text(TURNS_MODEL),
        "mrope_interleaved" => text(yes(m.interleaved)),
        "time_slowest_in_blocks" => said(slowest_said(&m, false)),
        "time_slowest_in_turn" => said(slowest_said(&m, true)),
        "time_slower_form" => text(slower_form(&m).1),
        _ => Some(None),
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "time_turns_slower_in",
    kind: "form",
    meaning: "path-computed-time-turns-slower-in",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index:
/// in blocks, dealt out in turn, neither (or, when the view has nothing to show, the one
/// choice of going back to the step's settings).
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "time_turns_slower_in" {
        return None;
    }
    let Some((m, _, _)) = mrope_shown(s) else {
        return Some((vec![words("tour-yes")], 0));
    };
    Some((
        vec![
            Cited::m("tour-image-ids-choice-blocks").t("name", BLOCKS_MODEL),
            Cited::m("tour-image-ids-choice-turns").t("name", TURNS_MODEL),
            words("tour-image-ids-choice-neither"),
        ],
        slower_form(&m).0,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path::{self, Expect, Path, Values};
    use crate::rope::Key;

    /// The example's sentence, in English.
    fn example() -> String {
        en(&Msg::new(EXAMPLE))
    }

    fn scene(query: &str) -> Scene {
        Scene::new(&Config::from_query(query).unwrap().config)
    }

    /// The multimodal step: its notice quotes the view's ids and sections, its answer is the
    /// view's table (time's slowest pair under each form), and it follows the knobs.
    #[test]
    fn the_multimodal_step_reads_the_views_table() {
        let step = STEPS.iter().find(|s| s.id == "image-ids").unwrap();
        let s = Scene::new(&step.config());
        let m = mrope::mrope(&s).unwrap();
        let notice = step.notice(&s);
        assert!(!notice.text().contains(&example()));
        let after = m.rows.iter().rposition(|r| r.image).unwrap() + 1;
        for n in [
            m.rows.iter().find(|r| r.image).unwrap().ids[0],
            m.rows[after].ids[0],
            m.sections[2].first as u64,
            m.sections[2].last as u64,
        ] {
            assert!(
                notice.numbers.contains(&n.to_string()),
                "{n}: {}",
                notice.text()
            );
        }
        // Qwen2-VL's blocks give time only the fastest pairs: dealt out in turn, its slowest
        // pair is slower.
        let time = |il: bool| {
            m.compare
                .iter()
                .find(|a| a.axis == "time" && a.interleaved == il)
                .unwrap()
                .clone()
        };
        assert!(time(true).slowest_wavelength > time(false).slowest_wavelength);
        let q = step.question(&s);
        assert_eq!(q.answer, 1);
        for a in [time(false), time(true)] {
            let pair = a.slowest.unwrap().to_string();
            assert!(
                q.explanation.numbers.contains(&pair),
                "{}",
                q.explanation.text()
            );
            let wl = prose(a.slowest_wavelength, 0);
            assert!(
                q.explanation.numbers.contains(&wl),
                "{}",
                q.explanation.text()
            );
        }
        // RoPE off: no pair turns, so neither form's is slower.
        let off = scene(&format!("{}&rope=off", step.query));
        assert_eq!(step.question(&off).answer, 2);
        // Every pair on time: both forms give time the same pairs.
        let all_time = scene(&format!(
            "{}&mrope=64,0,0",
            step.query.replace("mrope=16,24,24&", "")
        ));
        assert_eq!(step.question(&all_time).answer, 2);
        // A new d rescales the sections (16, 24, 24 -> 4, 6, 6 of 16 pairs): the step reads the
        // settings' own sections, not an example.
        let rescaled = step.config().try_edit(Key::Dim, "32").unwrap().config;
        assert_eq!(rescaled.multimodal.mrope, Some(vec![4, 6, 6]));
        let notice = step.notice(&Scene::new(&rescaled));
        assert!(!notice.text().starts_with(&example()), "{}", notice.text());
        // Sections cleared by hand: the view shows its example on the settings (the same 4, 6,
        // 6 of 16 pairs), and the step reads the example and says it does.
        let cleared = rescaled.try_edit(Key::Mrope, "").unwrap().config;
        let s = Scene::new(&cleared);
        assert!(mrope::mrope(&s).is_none());
        let shown = mrope::shown(&s).unwrap();
        assert!(shown.example.is_some());
        let notice = step.notice(&s);
        assert!(notice.text().starts_with(&example()), "{}", notice.text());
        let last = shown.model.sections[2].last as u64;
        assert_eq!(last, 15);
        assert!(
            notice.numbers.contains(&last.to_string()),
            "{}",
            notice.text()
        );
        assert!(step.question(&s).answer < 3);
    }

    /// The notice names the strip the angle grid follows: the first (blocks) by default, the
    /// second when the pairs are dealt out in turn.
    #[test]
    fn the_multimodal_step_names_the_strip_the_grid_follows() {
        let step = STEPS.iter().find(|s| s.id == "image-ids").unwrap();
        let blocks = step.notice(&Scene::new(&step.config())).text();
        assert!(blocks.ends_with("now the first."), "{blocks}");
        let turns = step
            .config()
            .try_edit(Key::MropeInterleaved, "true")
            .unwrap()
            .config;
        let turns = step.notice(&Scene::new(&turns)).text();
        assert!(turns.ends_with("now the second."), "{turns}");
    }

    /// Settings the view cannot draw even with its example filled in: the step says so and
    /// asks only to go back, citing no number.
    #[test]
    fn a_multimodal_view_with_nothing_to_show_says_so() {
        let step = STEPS.iter().find(|s| s.id == "image-ids").unwrap();
        let mut c = step.config();
        c.multimodal.mrope = None;
        c.multimodal.image_grid = Some(vec![1, 3, 3]);
        let s = Scene::new(&c);
        assert!(mrope_shown(&s).is_none());
        let notice = step.notice(&s);
        let said = |id: &str| en(&Msg::new(id.to_string()));
        assert_eq!(
            notice.text(),
            format!("{} {}", said("tour-nothing-to-show"), said("tour-restore"))
        );
        assert!(notice.numbers.is_empty());
        let q = step.question(&s);
        assert_eq!(q.prompt.text(), said("tour-nothing-to-ask"));
        assert_eq!(q.choices.len(), 1);
        assert_eq!(q.choices[0].text(), said("tour-yes"));
        assert_eq!(q.answer, 0);
        assert_eq!(q.explanation.text(), said("tour-restore"));
        assert!(q.explanation.numbers.is_empty());
    }

    /// A teacher's path uses the step's placeholders and its computed question: the numbers
    /// are the view's table's, the answer the step's.
    #[test]
    fn a_teacher_reads_the_image_ids_and_asks_the_steps_question() {
        let step = STEPS.iter().find(|s| s.id == "image-ids").unwrap();
        let s = Scene::new(&step.config());
        let m = mrope::mrope(&s).unwrap();
        let image: Vec<&MropeRow> = m.rows.iter().filter(|r| r.image).collect();
        let mut values = Values::new(&s);
        assert_eq!(
            values.render(
                "{image_tokens} tokens from {image_time_id}, rows to {image_last_row_id}, \
                 columns to {image_last_column_id}; then {after_image_id}. {multimodal_shows}."
            ),
            format!(
                "{} tokens from {}, rows to {}, columns to {}; then {}. settings.",
                image.len(),
                image[0].ids[0],
                image.iter().map(|r| r.ids[1]).max().unwrap(),
                image.iter().map(|r| r.ids[2]).max().unwrap(),
                m.rows[m.rows.iter().rposition(|r| r.image).unwrap() + 1].ids[0],
            )
        );
        let p = Path::parse(&format!(
            r#"{{"ropescope_path": 1, "title": "Images", "steps": [{{"title": "Ids",
              "state": "{}", "views": ["multimodal"], "text": "{{image_height}} by {{image_width}}",
              "question": {{"kind": "computed", "prompt": "Which?",
                            "answer": "time_turns_slower_in"}}}}]}}"#,
            step.query
        ))
        .unwrap();
        let shown = p.steps[0].question.as_ref().unwrap().shown(&s);
        assert_eq!(shown.expect, Expect::Choice(step.question(&s).answer));
        assert_eq!(shown.choices.len(), 3);
        // The right choice said, as a teacher's computed question does.
        let said = en(&shown.explanation);
        assert!(said.contains(&en(&shown.choices[1])), "{said}");
        assert!(path::all_placeholders().any(|p| p.name == "image_last_row_id"));
    }
}
