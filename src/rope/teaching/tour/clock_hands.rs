//! The tour's step `clock-hands`: what it computes for its texts and its question. Its words
//! are `www/paths/tour.json` and the `tour-clock-hands-*` messages; its numbers come from the
//! placeholders below (and the path engine's own), its choices from [`COMPUTED`].

use super::*;

/// Pair `i`'s speed, or where it does not turn (RoPE off, or a dropped pair) the speed the base
/// would give it: the speed a learner's "one turn in so many positions" is about.
fn speed_or_base(s: &Scene, i: usize) -> Option<f64> {
    let w = s.freqs.inv_freq.get(i).copied()?;
    if w > 0.0 {
        return Some(w);
    }
    freq::inv_freq(s.dim, s.base)
        .ok()
        .and_then(|f| f.get(i).copied())
        .filter(|&x| x > 0.0)
}

/// Whether pair `i` turns at all.
fn turns(s: &Scene, i: usize) -> bool {
    s.freqs.inv_freq.get(i).is_some_and(|&w| w > 0.0)
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("query_quoted", false, Kind::Words, "path-ph-query-quoted"),
    ph("speed_deg", true, Kind::Number, "path-ph-speed-deg"),
    ph("query_angle", true, Kind::Number, "path-ph-query-angle"),
    ph("pair_turns", true, Kind::Words, "path-ph-pair-turns"),
    ph("speed_or_base", true, Kind::Number, "path-ph-speed-or-base"),
    ph(
        "turn_positions",
        true,
        Kind::Number,
        "path-ph-turn-positions",
    ),
    ph(
        "half_turn_positions",
        true,
        Kind::Number,
        "path-ph-half-turn-positions",
    ),
    ph("full_circle", false, Kind::Number, "path-ph-full-circle"),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("speed_deg", &["dial-angles"]),
    ("query_angle", &["dial-angles"]),
    (
        "speed_or_base",
        &["dial-angles", "heatmap-angles", "frequency-table"],
    ),
    ("turn_positions", &["frequency-table"]),
    ("half_turn_positions", &["frequency-table"]),
    ("full_circle", &[]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let i = pair.unwrap_or(0);
    let speed = s.freqs.inv_freq.get(i).copied();
    Some(match name {
        "query_quoted" => Some(Computed::Cited(said_token(s, s.m))),
        "speed_deg" => speed.map(|w| Computed::Number(w.to_degrees())),
        "query_angle" => speed.map(|w| Computed::Number(s.m as f64 * w)),
        "pair_turns" => speed.map(|_| Computed::Words(yes(turns(s, i)).into())),
        "speed_or_base" => speed_or_base(s, i).map(Computed::Number),
        "turn_positions" => speed_or_base(s, i).map(|w| Computed::Number(TAU / w)),
        "half_turn_positions" => speed_or_base(s, i).map(|w| Computed::Number(TAU / w / 2.0)),
        "full_circle" => Some(Computed::Number(TAU)),
        _ => return None,
    })
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "one_turn_positions",
    kind: "positions",
    meaning: "path-computed-one-turn-positions",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    match name {
        // Half a turn's positions, a full turn's (at the speed the base would give the first
        // pair when it does not turn), or never: a full turn's when it turns, else never.
        "one_turn_positions" => {
            let shown = speed_or_base(s, 0).unwrap_or(1.0);
            let choices = vec![
                Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown / 2.0, 2),
                Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown, 2),
                words("tour-clock-hands-choice-never"),
            ];
            Some((choices, if turns(s, 0) { 1 } else { 2 }))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{scene, states};
    use super::*;
    use crate::rope::teaching::path::Values;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "clock-hands").unwrap()
    }

    /// Step 1 quotes the first pair's speed as the compasses view has it (radians and the
    /// table's degrees), the angle the query's first pair has turned, and the last pair's speed,
    /// for the step's state and with the knobs turned.
    #[test]
    fn the_clock_hands_step_quotes_the_dials() {
        for s in states(step()) {
            let pairs = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs;
            let (first, last) = (pairs[0], pairs[pairs.len() - 1]);
            let notice = step().notice(&s);
            let w = first.speed_deg.to_radians();
            for n in [
                prose(w, 4),
                prose(first.speed_deg, 4),
                prose(s.m as f64 * w, 2),
                crate::rope::teaching::path::three_digits(last.speed_deg.to_radians()),
            ] {
                assert!(notice.numbers.contains(&n), "{n}: {}", notice.text());
            }
        }
    }

    /// The reveal speaks to the state: a turning first pair takes 2π / θ_0 positions, one that
    /// does not turn never completes a turn (and the other choices are at the base's speed).
    #[test]
    fn the_clock_hands_reveal_follows_whether_the_pair_turns() {
        let on = step().question(&scene(""));
        assert_eq!(on.answer, 1);
        assert!(on
            .explanation
            .text()
            .starts_with("One turn is a full circle"));
        assert!(on.explanation.numbers.contains(&prose(TAU, 2)));
        let off = step().question(&scene("rope=off"));
        assert_eq!(off.answer, 2);
        assert!(off.explanation.text().starts_with("With these settings"));
        assert_eq!(off.choices[1].numbers, vec![prose(TAU, 2)]);
    }

    /// A teacher's text uses the placeholders this step added, for any pair and `last`.
    #[test]
    fn a_teacher_uses_the_clock_hands_placeholders() {
        let s = scene("dim=8&rope=on");
        let mut v = Values::new(&s);
        let w1 = s.freqs.inv_freq[1];
        assert_eq!(
            v.render("{query_quoted} {speed_deg:1} {query_angle:last} {pair_turns:1}"),
            format!(
                "\"mat\" {} {} yes",
                crate::rope::teaching::path::three_digits(w1.to_degrees()),
                crate::rope::teaching::path::three_digits(s.m as f64 * s.freqs.inv_freq[3]),
            )
        );
        assert_eq!(
            v.render("{turn_positions:0} {half_turn_positions:0} {full_circle}"),
            "6.28 3.14 6.28"
        );
        let off = scene("rope=off");
        let mut v = Values::new(&off);
        // With RoPE off: no turn, the base's speed, and a pair d = 16 does not have.
        assert_eq!(
            v.render("{pair_turns:0} {speed_or_base:0} {speed_deg:9}"),
            "no 1.00 (none: d = 16 has pairs 0 to 7, no pair 9)"
        );
    }
}
