//! The tour's step `clock-hands`: what it computes for its texts and its question.

use super::*;

pub(crate) fn clock_hands(s: &Scene) -> Cited {
    let w = w0(s);
    let last = s.freqs.inv_freq.last().copied().unwrap_or(0.0);
    Cited::m("tour-clock-hands-text")
        .c("query", said_token(s, s.m))
        .i("m", s.m)
        .i("dim", s.dim as u64)
        .i("pairs", s.pairs() as u64)
        .n("speed", w, 4)
        .n("degrees", w.to_degrees(), 4)
        .n("turned", s.m as f64 * w, 2)
        .g("last", last)
        .g("lastturned", s.m as f64 * last)
}

pub(crate) fn one_turn(s: &Scene) -> Question {
    let w = w0(s);
    let turns = w > 0.0;
    // When nothing turns, the wrong choices quote the speed the base would give.
    let shown = if turns {
        w
    } else {
        freq::inv_freq(s.dim, s.base)
            .ok()
            .and_then(|f| f.first().copied())
            .filter(|&x| x > 0.0)
            .unwrap_or(1.0)
    };
    let choices = vec![
        Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown / 2.0, 2),
        Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown, 2),
        words("tour-clock-hands-choice-never"),
    ];
    // One explanation for every choice: it says why each wrong one is wrong.
    let explanation = if turns {
        Cited::m("tour-clock-hands-reveal")
            .n("circle", TAU, 4)
            .n("speed", w, 4)
            .n("turn", TAU / w, 2)
            .n("half", TAU / w / 2.0, 2)
    } else {
        Cited::m("tour-clock-hands-reveal-still")
            .n("half", TAU / shown / 2.0, 2)
            .n("turn", TAU / shown, 2)
            .n("speed", shown, 4)
    };
    Question {
        prompt: words("tour-clock-hands-question"),
        choices,
        answer: if turns { 1 } else { 2 },
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
