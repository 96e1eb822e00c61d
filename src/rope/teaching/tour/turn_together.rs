//! The tour's step `turn-together`: what it computes for its texts and its question. Its words
//! are `www/paths/tour.json` and the `tour-turn-together-*` messages; its numbers come from the
//! placeholders below (and the path engine's own), its choices from [`COMPUTED`].

use super::*;

/// A pair's angles as the compasses table prints them, in hundredths of a degree:
/// "between" (the query's angle minus the key's, kept in 0 to 360), the last column ((m − n)
/// times the speed), the angle the query's and the key's own pairs make before any turn
/// ("between" minus the last column, in 0 to 360), and how many full turns the table took off
/// their sum. Worked on the printed numbers, so the text's sum adds up exactly on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct PairAngles {
    pub(crate) between: i64,
    pub(crate) turn: i64,
    pub(crate) before: i64,
    pub(crate) turns_off: i64,
}

/// A full turn in hundredths of a degree.
pub(crate) const FULL_TURN: i64 = 36_000;

pub(crate) fn hundredths(deg: f64) -> i64 {
    crate::rope::view::compasses::degrees_text(deg)
        .parse::<f64>()
        .map_or(0, |d| (d * 100.0).round() as i64)
}

#[cfg(test)]
pub(crate) fn first_pair_angles(s: &Scene) -> PairAngles {
    pair_angles(s, 0).unwrap_or(PairAngles {
        between: 0,
        turn: 0,
        before: 0,
        turns_off: 0,
    })
}

/// Pair `i`'s angles as the compasses table prints them (see [`PairAngles`]), with the
/// view's own shift at zero; `None` beyond the scene's pairs.
pub(crate) fn pair_angles(s: &Scene, i: usize) -> Option<PairAngles> {
    let pair = crate::rope::view::compasses::compasses(s, s.m, 0.0)
        .pairs
        .get(i)
        .copied()?;
    let (between, turn) = (hundredths(pair.between), hundredths(pair.turn));
    let before = (between - turn).rem_euclid(FULL_TURN);
    Some(PairAngles {
        between,
        turn,
        before,
        turns_off: (before + turn - between).div_euclid(FULL_TURN),
    })
}

/// An angle in hundredths of a degree, printed as the compasses table prints angles.
fn printed_h(h: i64) -> Computed {
    let v = h as f64 / 100.0;
    Computed::Printed {
        printed: crate::rope::view::compasses::degrees_text(v),
        value: v,
    }
}

/// Where [`COMPUTED`]'s question moves the sentence to start.
pub(crate) const FAR_OFFSET: u64 = 4000;

/// Pair `i`'s "between" as the compasses table gives it, with the sentence moved by `shift`.
fn between(s: &Scene, i: usize, shift: f64) -> Option<f64> {
    crate::rope::view::compasses::compasses(s, s.m, shift)
        .pairs
        .get(i)
        .map(|p| p.between)
}

/// The shift that moves the sentence to start at [`FAR_OFFSET`].
fn far_shift(s: &Scene) -> f64 {
    FAR_OFFSET as f64 - s.offset as f64
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("offset", false, Kind::Count, "path-ph-offset"),
    ph("key_quoted", false, Kind::Words, "path-ph-key-quoted"),
    ph("key_angle", true, Kind::Number, "path-ph-key-angle"),
    ph(
        "positions_apart",
        false,
        Kind::Count,
        "path-ph-positions-apart",
    ),
    ph("between_deg", true, Kind::Number, "path-ph-between-deg"),
    ph(
        "table_turn_deg",
        true,
        Kind::Number,
        "path-ph-table-turn-deg",
    ),
    ph("before_deg", true, Kind::Number, "path-ph-before-deg"),
    ph(
        "before_plus_turn_deg",
        true,
        Kind::Number,
        "path-ph-before-plus-turn-deg",
    ),
    ph("turns_off", true, Kind::Count, "path-ph-turns-off"),
    ph("turns_off_deg", true, Kind::Number, "path-ph-turns-off-deg"),
    ph(
        "full_turn_deg",
        false,
        Kind::Number,
        "path-ph-full-turn-deg",
    ),
    ph("zero", false, Kind::Count, "path-ph-zero"),
    ph("far_offset", false, Kind::Count, "path-ph-far-offset"),
    ph(
        "far_offset_shift",
        false,
        Kind::Count,
        "path-ph-far-offset-shift",
    ),
    ph(
        "far_between_deg",
        true,
        Kind::Number,
        "path-ph-far-between-deg",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("offset", &[]),
    ("key_angle", &["dial-angles"]),
    ("positions_apart", &[]),
    ("between_deg", &["dial-angles"]),
    ("table_turn_deg", &["dial-angles"]),
    ("before_deg", &[]),
    ("before_plus_turn_deg", &[]),
    ("turns_off", &[]),
    ("turns_off_deg", &[]),
    ("full_turn_deg", &[]),
    ("zero", &[]),
    ("far_offset", &[]),
    ("far_offset_shift", &[]),
    ("far_between_deg", &[]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let i = pair.unwrap_or(0);
    let angles = || pair_angles(s, i);
    let degrees = |v: f64| Computed::Printed {
        printed: crate::rope::view::compasses::degrees_text(v),
        value: v,
    };
    Some(match name {
        "offset" => Some(Computed::Count(s.offset)),
        "key_quoted" => Some(Computed::Cited(said_token(s, s.n))),
        "key_angle" => s
            .freqs
            .inv_freq
            .get(i)
            .map(|w| Computed::Number(s.n as f64 * w)),
        "positions_apart" => Some(Computed::Count(s.m.abs_diff(s.n))),
        "between_deg" => between(s, i, 0.0).map(degrees),
        "table_turn_deg" => angles().map(|a| printed_h(a.turn)),
        "before_deg" => angles().map(|a| printed_h(a.before)),
        "before_plus_turn_deg" => angles().map(|a| printed_h(a.before + a.turn)),
        "turns_off" => angles().map(|a| Computed::Count(a.turns_off.max(0) as u64)),
        "turns_off_deg" => {
            angles().map(|a| Computed::Number(TAU.to_degrees() * a.turns_off as f64))
        }
        "full_turn_deg" => Some(Computed::Number(TAU.to_degrees())),
        "zero" => Some(Computed::Count(0)),
        "far_offset" => Some(Computed::Count(FAR_OFFSET)),
        "far_offset_shift" => Some(Computed::Count(FAR_OFFSET.abs_diff(s.offset))),
        "far_between_deg" => between(s, i, far_shift(s)).map(degrees),
        _ => return None,
    })
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "between_when_shifted",
    kind: "same/grows/shrinks",
    meaning: "path-computed-between-when-shifted",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    match name {
        // The first pair's "between" here and with the sentence moved to start at FAR_OFFSET:
        // the same, larger or smaller, taken on the circle (359.99 and 0.01 degrees are a
        // hair apart, not 359.98).
        "between_when_shifted" => {
            let here = between(s, 0, 0.0).unwrap_or(0.0);
            let there = between(s, 0, far_shift(s)).unwrap_or(0.0);
            let d = crate::rope::base::num::deg_mod_360(there - here);
            let answer = if d.min(360.0 - d) <= 1e-6 {
                0
            } else if d < 180.0 {
                1
            } else {
                2
            };
            Some((
                vec![
                    words("tour-turn-together-choice-same"),
                    words("tour-turn-together-choice-grows"),
                    words("tour-turn-together-choice-shrinks"),
                ],
                answer,
            ))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::states;
    use super::*;
    use crate::rope::Key;

    /// Step 2 quotes the angles the compasses table shows for the first pair, printed the way
    /// the table prints them, for the step's state and with the knobs turned.
    #[test]
    fn the_turn_together_step_quotes_the_compasses_table() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        for s in states(step) {
            let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
            let notice = step.notice(&s);
            let between = crate::rope::view::compasses::degrees_text(pair.between);
            let turn = crate::rope::view::compasses::degrees_text(pair.turn);
            assert!(
                notice.numbers.contains(&between),
                "{between}: {}",
                notice.text()
            );
            // The turn (m − n) times the speed adds is the reveal's: it says only m − n counts.
            let reveal = step.question(&s).explanation;
            assert!(reveal.numbers.contains(&turn), "{turn}: {}", reveal.text());
        }
        // The first pair's content angle is not zero for the toy vectors: the angle between the
        // arrows is not the position turn alone (what the old text claimed).
        let s = Scene::new(&step.config());
        let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
        assert!((pair.between - pair.turn).abs() > 1.0, "{pair:?}");
    }

    /// Step 2's reveal adds up on the numbers the table prints: the angle before any turn plus the
    /// last column, less the full turns the table takes off, is "between"; the text says how
    /// many turns come off (none, or one: both parts are under a full turn) and by how much.
    #[test]
    fn the_turn_together_sum_adds_up_on_screen() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        let mut wrapped = 0;
        let mut plain = 0;
        let mut scenes = states(step);
        for offset in [0u64, 3, 100, 1234, 4000] {
            for text in [
                "The cat sat on the mat",
                "a b",
                "one two three four five six seven",
            ] {
                let mut c = step.config();
                c.set(Key::Offset, &offset.to_string()).unwrap();
                c.set(Key::Text, text).unwrap();
                scenes.push(Scene::new(&c));
            }
        }
        for s in scenes {
            let a = first_pair_angles(&s);
            let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
            let said = |h: i64| crate::rope::view::compasses::degrees_text(h as f64 / 100.0);
            assert_eq!(
                said(a.between),
                crate::rope::view::compasses::degrees_text(pair.between)
            );
            assert_eq!(
                said(a.turn),
                crate::rope::view::compasses::degrees_text(pair.turn)
            );
            assert!((0..FULL_TURN).contains(&a.before));
            assert_eq!(a.before + a.turn - a.turns_off * FULL_TURN, a.between);
            let notice = step.question(&s).explanation.text();
            let sum = format!(
                "{} plus {} is {} degrees",
                said(a.before),
                said(a.turn),
                said(a.before + a.turn)
            );
            assert!(notice.contains(&sum), "{sum}: {notice}");
            if a.turns_off > 0 {
                wrapped += 1;
                assert_eq!(a.turns_off, 1);
                assert!(
                    notice.contains("takes off one full turn (360 degrees): "),
                    "{notice}"
                );
                assert!(
                    notice.contains("minus the last column, plus a full turn"),
                    "{notice}"
                );
            } else {
                plain += 1;
                assert!(!notice.contains("takes off"), "{notice}");
            }
        }
        assert!(wrapped > 0 && plain > 0, "{wrapped} wrapped, {plain} not");
        // The step's own state: 117.25 + 286.48 = 403.73, shown as 43.73 (the tester's case).
        let s = Scene::new(&step.config());
        let a = first_pair_angles(&s);
        assert_eq!(a.turns_off, 1, "{a:?}");
    }

    /// The turn-together question's answer is taken on the circle: an angle just under 360 and
    /// one just over 0 are the same direction.
    #[test]
    fn the_turn_together_answer_is_the_same_angle() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        for s in states(step) {
            assert_eq!(step.question(&s).answer, 0);
        }
    }
}

#[cfg(test)]
mod teacher_tests {
    use super::super::tests::scene;
    use super::*;
    use crate::rope::teaching::path::Values;

    /// A teacher's text uses the placeholders this step added, for any pair: the compasses
    /// table's "between" and last column as it prints them, and the sum behind them.
    #[test]
    fn a_teacher_uses_the_turn_together_placeholders() {
        let s = scene("offset=100");
        let table = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs;
        let a = pair_angles(&s, 2).unwrap();
        let mut v = Values::new(&s);
        assert_eq!(
            v.render("{between_deg:2} {table_turn_deg:2} {before_deg:2} {turns_off:2}"),
            format!(
                "{} {} {} {}",
                crate::rope::view::compasses::degrees_text(table[2].between),
                crate::rope::view::compasses::degrees_text(table[2].turn),
                crate::rope::view::compasses::degrees_text(a.before as f64 / 100.0),
                a.turns_off
            )
        );
        assert_eq!(
            v.render("{offset} {far_offset} {far_offset_shift} {positions_apart}"),
            format!(
                "100 {FAR_OFFSET} {} {}",
                FAR_OFFSET - 100,
                s.m.abs_diff(s.n)
            )
        );
        // Moving the sentence keeps every pair's "between".
        assert_eq!(
            v.render("{far_between_deg:2}"),
            crate::rope::view::compasses::degrees_text(table[2].between)
        );
    }
}
