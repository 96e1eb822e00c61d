//! The tour's step `fast-and-slow`: what it computes for its texts and its question (its words
//! are in `www/paths/tour.json` and the message files).

use super::*;

/// The rows the heatmap shows by default.
pub(crate) fn heatmap_rows(s: &Scene) -> u64 {
    heatmap::default_range(s)
}

/// The distances of the heatmap's first and last rows (by default).
fn heatmap_distances(s: &Scene) -> (u64, u64) {
    let rows = crate::rope::maths::heatmap::sample_positions(
        heatmap_rows(s).saturating_sub(1),
        heatmap::MAX_ROWS,
    );
    (
        rows.first().copied().unwrap_or(0),
        rows.last().copied().unwrap_or(0),
    )
}

/// The pairs that complete a full turn within the distances the heatmap shows by default
/// (0 to its rows - 1), counted by the heatmap's own rule.
pub(crate) fn turning_in_heatmap(s: &Scene) -> (u64, u64) {
    let last = heatmap_rows(s).saturating_sub(1);
    let count = heatmap::pairs_turning_within(&s.freqs.inv_freq, last).len() as u64;
    (last, count)
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("last_pair", false, Kind::Count, "path-ph-last-pair"),
    ph(
        "heatmap_first_distance",
        false,
        Kind::Count,
        "path-ph-heatmap-first-distance",
    ),
    ph(
        "heatmap_last_distance",
        false,
        Kind::Count,
        "path-ph-heatmap-last-distance",
    ),
    ph("heatmap_angle", true, Kind::Number, "path-ph-heatmap-angle"),
    ph(
        "heatmap_turning_pairs",
        false,
        Kind::Count,
        "path-ph-heatmap-turning-pairs",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("last_pair", &[]),
    ("heatmap_first_distance", &[]),
    ("heatmap_last_distance", &[]),
    ("heatmap_angle", &["heatmap-angles"]),
    ("heatmap_turning_pairs", &["turning-pairs"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let w = &s.freqs.inv_freq;
    Some(match name {
        "last_pair" => Some(Computed::Count(w.len().saturating_sub(1) as u64)),
        "heatmap_first_distance" => Some(Computed::Count(heatmap_distances(s).0)),
        "heatmap_last_distance" => Some(Computed::Count(heatmap_distances(s).1)),
        "heatmap_angle" => pair
            .and_then(|i| w.get(i))
            .map(|&speed| Computed::Number(speed * heatmap_distances(s).1 as f64)),
        "heatmap_turning_pairs" => Some(Computed::Count(turning_in_heatmap(s).1)),
        _ => return None,
    })
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "heatmap_turning_pairs",
    kind: "count",
    meaning: "path-computed-heatmap-turning-pairs",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index:
/// three counts of pairs, among them the answer (half the pairs, all, one as the others).
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    (name == "heatmap_turning_pairs").then(|| {
        let (_, count) = turning_in_heatmap(s);
        let pairs = s.pairs() as u64;
        let (values, answer) = count_choices(count, &[pairs / 2, pairs, 1]);
        (counted(&values, "tour-fast-and-slow-choice"), answer)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The full-turn question counts with the heatmap's own rule over the distances the
    /// heatmap shows (0 to rows - 1), so its answer is the number of columns the heatmap says
    /// wrap, for any d and base (rows, not rows - 1, disagreed at d = 64 and a base near 15230,
    /// where pair 3's wavelength lies between 15 and 16).
    #[test]
    fn the_full_turn_answer_is_the_heatmaps() {
        let step = STEPS.iter().find(|s| s.id == "fast-and-slow").unwrap();
        let mut bases: Vec<f64> = vec![2.0, 10.0, 100.0, 15_230.0, 10_000.0, 500_000.0, 1e6];
        bases.extend((0..60).map(|i| 1.5 * 1.37f64.powi(i)));
        let mut checked = 0;
        for dim in (2..=128).step_by(2) {
            for &base in &bases {
                let mut c = step.config();
                c.set(crate::rope::Key::Dim, &dim.to_string()).unwrap();
                c.set(crate::rope::Key::Base, &base.to_string()).unwrap();
                let s = Scene::new(&c);
                let map = heatmap::heatmap(&s, heatmap::HeatmapOptions::default());
                let q = step.question(&s);
                let answer = q.choices[q.answer].numbers[0].clone();
                assert_eq!(
                    answer,
                    map.turning_pairs().len().to_string(),
                    "d {dim}, base {base}"
                );
                assert_eq!(
                    q.prompt.numbers.last(),
                    map.positions.last().map(|p| p.to_string()).as_ref()
                );
                checked += 1;
            }
        }
        assert!(checked > 4000);
        // The case the old count (wavelength <= rows) got wrong: pair 3 turns once in 15.5
        // positions, so not within distances 0 to 15.
        let mut c = step.config();
        c.set(crate::rope::Key::Dim, "64").unwrap();
        c.set(crate::rope::Key::Base, "15230").unwrap();
        let s = Scene::new(&c);
        let wl = wavelengths(&s.freqs.inv_freq);
        let rows = heatmap_rows(&s) as f64;
        assert!(wl[3] > rows - 1.0 && wl[3] <= rows, "{}", wl[3]);
        assert_eq!(turning_in_heatmap(&s).1, 3);
    }

    /// A teacher's path uses the step's placeholders as the tour does: the heatmap's last
    /// distance, a pair's angle there, the turning pairs; a number question on the count hides
    /// the line that gives it.
    #[test]
    fn a_teacher_reads_the_heatmaps_numbers() {
        use crate::rope::teaching::path::{self, Path};
        let s = Scene::new(&Config::from_query("dim=64").unwrap().config);
        let rows = heatmap_rows(&s);
        let map = heatmap::heatmap(&s, heatmap::HeatmapOptions::default());
        assert_eq!(map.positions.last().copied(), Some(rows - 1));
        let last = s.freqs.inv_freq.len() - 1;
        assert_eq!(
            path::render(
                "{heatmap_first_distance} to {heatmap_last_distance}: {heatmap_turning_pairs} of {pairs}; pair {last_pair} at {heatmap_angle:last}",
                &s
            ),
            format!(
                "{} to {}: {} of {}; pair {last} at {}",
                map.positions[0],
                rows - 1,
                map.turning_pairs().len(),
                s.pairs(),
                path::three_digits(s.freqs.inv_freq[last] * (rows - 1) as f64)
            )
        );
        let p = Path::parse(
            r#"{"ropescope_path": 1, "title": "N", "steps": [
            {"title": "a", "state": "dim=64", "views": ["heatmap"], "text": "t",
             "question": {"kind": "number", "prompt": "How many?", "answer": "heatmap_turning_pairs", "tolerance": 0}}]}"#,
        )
        .unwrap();
        assert!(p.steps[0].hidden().contains(&"turning-pairs"));
    }
}
