//! The tour's step `turn-together`: what it computes for its texts and its question.

use super::*;

/// The first pair's angles as the compasses table prints them, in hundredths of a degree:
/// "between" (the query's angle minus the key's, kept in 0 to 360), the last column ((m − n)
/// times the speed), the angle the query's and the key's own pairs make before any turn
/// ("between" minus the last column, in 0 to 360), and how many full turns the table took off
/// their sum. Worked on the printed numbers, so the text's sum adds up exactly on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct FirstPairAngles {
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

pub(crate) fn first_pair_angles(s: &Scene) -> FirstPairAngles {
    // The first pair as the compasses view shows it, with the view's own shift at zero.
    let pair = crate::rope::view::compasses::compasses(s, s.m, 0.0)
        .pairs
        .first()
        .copied()
        .unwrap_or_default();
    let (between, turn) = (hundredths(pair.between), hundredths(pair.turn));
    let before = (between - turn).rem_euclid(FULL_TURN);
    FirstPairAngles {
        between,
        turn,
        before,
        turns_off: (before + turn - between).div_euclid(FULL_TURN),
    }
}

/// An angle in hundredths of a degree, printed as the compasses table prints angles.
pub(crate) fn deg_h(c: Cited, name: &'static str, h: i64) -> Cited {
    c.deg(name, h as f64 / 100.0)
}

pub(crate) fn turn_together(s: &Scene) -> Cited {
    let w = w0(s);
    let a = first_pair_angles(s);
    let c = Cited::m("tour-turn-together-text")
        .i("offset", s.offset)
        .c("query", said_token(s, s.m))
        .i("m", s.m)
        .n("qturn", s.m as f64 * w, 2)
        .c("key", said_token(s, s.n))
        .i("n", s.n)
        .n("kturn", s.n as f64 * w, 2);
    deg_h(c, "between", a.between)
}

/// Why "between" is what it is: the angle the first pair's two arrows made before any turn
/// plus the turn the positions add, less the full turns the table takes off (step 2's reveal).
pub(crate) fn between_sum(s: &Scene) -> Cited {
    let a = first_pair_angles(s);
    let full = TAU.to_degrees();
    if a.turns_off > 0 {
        let c = deg_h(
            Cited::m("tour-turn-together-sum-wrapped"),
            "before",
            a.before,
        );
        let c = deg_h(c, "turn", a.turn);
        let c = deg_h(c, "sum", a.before + a.turn)
            .i("zero", 0u64)
            .n("full", full, 0)
            .select("turns", a.turns_off as u64, a.turns_off != 1)
            .n("off", full * a.turns_off as f64, 0);
        deg_h(c, "between", a.between)
    } else {
        let c = deg_h(Cited::m("tour-turn-together-sum"), "before", a.before);
        let c = deg_h(c, "turn", a.turn);
        deg_h(c, "sum", a.before + a.turn)
    }
}

/// Where the second offset of [`shifted_angle`] puts the sentence.
pub(crate) const FAR_OFFSET: u64 = 4000;

pub(crate) fn shifted_angle(s: &Scene) -> Question {
    // The angle between the first pair's arrows as the compasses table gives it, here and with
    // the sentence moved to start at FAR_OFFSET.
    let between = |shift: f64| {
        crate::rope::view::compasses::compasses(s, s.m, shift)
            .pairs
            .first()
            .map_or(0.0, |p| p.between)
    };
    let here = between(0.0);
    let there = between(FAR_OFFSET as f64 - s.offset as f64);
    let moved = FAR_OFFSET.abs_diff(s.offset);
    Question {
        prompt: Cited::m("tour-turn-together-question").i("offset", FAR_OFFSET),
        choices: vec![
            words("tour-turn-together-choice-same"),
            words("tour-turn-together-choice-grows"),
            words("tour-turn-together-choice-shrinks"),
        ],
        // On the circle: 359.99 and 0.01 degrees are a hair apart, not 359.98.
        answer: {
            let d = crate::rope::base::num::deg_mod_360(there - here);
            if d.min(360.0 - d) <= 1e-6 {
                0
            } else if d < 180.0 {
                1
            } else {
                2
            }
        },
        explanation: Cited::m("tour-turn-together-reveal")
            .i("moved", moved)
            .i("distance", s.m.abs_diff(s.n))
            .deg("here", here)
            .deg("there", there)
            .then(between_sum(s)),
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
