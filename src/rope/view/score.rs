//! `View::Score`, score decomposition: the query at m against the key at n, split into one
//! contribution per pair, contribution_i = dot_i cos((m - n) theta_i) + cross_i sin((m - n) theta_i).

use super::num;
use crate::msg;
use crate::rope::base::csv::{number_cell, text_cell};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::tokens::Role;
use crate::rope::maths::score::{decompose, ScoreDecomposition};
use crate::rope::view::chart::{text_width_12px, Tr};
use crate::rope::view::scene::Scene;

/// One row of the per-pair table (and one bar).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct ScoreRow {
    pub pair: usize,
    pub dims: (usize, usize),
    pub dot: f64,
    pub cross: f64,
    /// (m - n) theta_i in degrees (not folded: the table shows how far the pair turned).
    pub angle_deg: f64,
    pub contribution: f64,
    /// contribution / the largest |contribution|, in [-1, 1]: the bar's signed length.
    pub bar: f64,
}

/// Everything the score view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreModel {
    pub m: u64,
    pub n: u64,
    pub query_label: crate::rope::base::i18n::Msg,
    pub key_label: crate::rope::base::i18n::Msg,
    /// The compared tokens' own text (the CSV's last rows), or the label when there is none.
    pub query_text: String,
    pub key_text: String,
    pub rows: Vec<ScoreRow>,
    pub total: f64,
    pub unrotated: f64,
    /// The method's attention factor note, when it is not 1.
    pub factor_note: Option<Msg>,
    pub readout: Msg,
    /// The first pairs' (dot, angle in radians, cross) for the identity with numbers.
    pub identity_terms: Vec<(f64, f64, f64)>,
    /// Whether the identity leaves pairs out ("+ ...").
    pub identity_more: bool,
}

/// Pairs written out in the identity with numbers.
pub const IDENTITY_TERMS: usize = 3;

/// The decomposition of the scene's query at m against its key at n.
pub fn decomposition(scene: &Scene) -> ScoreDecomposition {
    decompose(
        &scene.q,
        scene.m as f64,
        &scene.k,
        scene.n as f64,
        &scene.freqs.inv_freq,
        scene.layout,
    )
}

/// The score view of a scene.
pub fn score(scene: &Scene) -> ScoreModel {
    let s = decomposition(scene);
    let largest = s
        .pairs
        .iter()
        .map(|p| p.contribution.abs())
        .fold(1e-12, f64::max);
    let rows = s
        .pairs
        .iter()
        .enumerate()
        .map(|(i, p)| ScoreRow {
            pair: i,
            dims: scene.layout.pair_dims(i, scene.dim),
            dot: p.dot,
            cross: p.cross,
            angle_deg: p.angle.to_degrees(),
            contribution: p.contribution,
            bar: p.contribution / largest,
        })
        .collect();
    let af = scene.freqs.attention_factor;
    let (query_label, key_label) = (
        scene.label_msg(Role::Query, scene.m),
        scene.label_msg(Role::Key, scene.n),
    );
    let text = |role, pos| {
        scene
            .token_at(pos)
            .filter(|_| {
                !(role == Role::Query && scene.q_given || role == Role::Key && scene.k_given)
            })
            .map_or_else(|| scene.label(role, pos), |t| t.text.clone())
    };
    ScoreModel {
        query_text: text(Role::Query, scene.m),
        key_text: text(Role::Key, scene.n),
        m: scene.m,
        n: scene.n,
        readout: msg!(
            "score-readout",
            query = query_label.clone(),
            m = scene.m,
            key = key_label.clone(),
            n = scene.n,
            distance = scene.m as i64 - scene.n as i64
        ),
        query_label,
        key_label,
        rows,
        total: s.total,
        unrotated: s.unrotated,
        factor_note: (af != 1.0).then(|| {
            msg!(
                "score-factor-note",
                factor = Arg::num(num(af, 4), af),
                square = Arg::num(num(af * af, 4), af * af)
            )
        }),
        identity_terms: s
            .pairs
            .iter()
            .take(IDENTITY_TERMS)
            .map(|p| (p.dot, p.angle, p.cross))
            .collect(),
        identity_more: s.pairs.len() > IDENTITY_TERMS,
    }
}

/// A bar's name on the canvas ("pair 3").
pub fn pair_label(pair: usize) -> Msg {
    msg!("score-bar-pair", pair = pair)
}

impl ScoreModel {
    /// The bars across a canvas `width` CSS px wide: (x of the zero axis, length in px of a
    /// bar of 1). The pair names take a column at the left and the values (`num(_, 4)`) one
    /// at the right, each as wide as its longest text; the bars share the room between, round
    /// an axis in its middle, so no bar runs over a label.
    pub fn bar_axis(&self, width: f64, tr: Tr) -> (f64, f64) {
        let room = |s: String| text_width_12px(&s) + 10.0;
        let left = 4.0 + room(tr(&pair_label(self.rows.len().saturating_sub(1))));
        let right = width
            - 4.0
            - self
                .rows
                .iter()
                .map(|r| room(num(r.contribution, 4)))
                .fold(0.0, f64::max);
        ((left + right) / 2.0, ((right - left) / 2.0 - 2.0).max(2.0))
    }

    /// The per-pair table as CSV rows: header, one row per pair, the total, then the query and
    /// key compared.
    pub fn csv_rows(&self) -> Vec<Vec<String>> {
        let mut rows = vec![
            ["pair", "dims", "dot", "cross", "angle_rad", "contribution"]
                .map(String::from)
                .to_vec(),
        ];
        for r in &self.rows {
            rows.push(vec![
                r.pair.to_string(),
                format!("{} {}", r.dims.0, r.dims.1),
                number_cell(r.dot),
                number_cell(r.cross),
                number_cell(r.angle_deg.to_radians()),
                number_cell(r.contribution),
            ]);
        }
        rows.push(vec![
            "total".into(),
            String::new(),
            String::new(),
            String::new(),
            String::new(),
            number_cell(self.total),
        ]);
        // Which tokens were compared: user text, so through `text_cell` (a token such as
        // "=cmd" must not become a spreadsheet formula).
        for (what, label, pos) in [
            ("query", &self.query_text, self.m),
            ("key", &self.key_text, self.n),
        ] {
            rows.push(vec![
                what.into(),
                text_cell(label),
                format!("position {pos}"),
                String::new(),
                String::new(),
                String::new(),
            ]);
        }
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn bars_stay_between_the_names_and_the_values() {
        for (q, width) in [
            ("dim=16", 340.0),
            ("dim=256&qk=ones", 300.0),
            ("dim=16", 480.0),
        ] {
            let m = score(&scene(q));
            let (axis, reach) = m.bar_axis(width, &en);
            let last = m.rows.len() - 1;
            let names_end = 4.0 + text_width_12px(&format!("pair {last}"));
            for r in &m.rows {
                let value_start = width - 4.0 - text_width_12px(&num(r.contribution, 4));
                let (a, b) = (axis - reach * r.bar.abs(), axis + reach * r.bar.abs());
                assert!(
                    a > names_end && b < value_start,
                    "{q} at {width}: pair {}",
                    r.pair
                );
            }
            // The bars get the room that is left: at least a third of the width here.
            assert!(2.0 * reach > width / 3.0, "{q} at {width}: reach {reach}");
        }
    }

    #[test]
    fn rows_sum_to_the_total_and_bars_are_normalised() {
        let s = scene("dim=32");
        let m = score(&s);
        assert_eq!(m.rows.len(), 16);
        let sum: f64 = m.rows.iter().map(|r| r.contribution).sum();
        assert!((sum - m.total).abs() < 1e-12);
        let biggest = m.rows.iter().map(|r| r.bar.abs()).fold(0.0, f64::max);
        assert!((biggest - 1.0).abs() < 1e-12);
        assert!(m
            .rows
            .iter()
            .all(|r| r.bar.signum() == r.contribution.signum() || r.contribution == 0.0));
        assert_eq!(m.identity_terms.len(), 3);
        assert!(m.identity_more);
    }

    #[test]
    fn the_tutorial_example_total_from_first_principles() {
        // Two pairs at 90 and 15 degrees per position; q at 5, k at 1.
        let s = scene("dim=4&speeds=90,15&q=0.7,0.7,0.8,0.6&qpos=5&k=0.9,0.4,0.9,0.4&kpos=1");
        let m = score(&s);
        let manual: f64 = [
            ((0.7, 0.7), (0.9, 0.4), 90.0),
            ((0.8, 0.6), (0.9, 0.4), 15.0),
        ]
        .iter()
        .map(
            |&((qa, qb), (ka, kb), speed): &((f64, f64), (f64, f64), f64)| {
                let a = (4.0 * speed).to_radians();
                (qa * ka + qb * kb) * a.cos() + (qa * kb - qb * ka) * a.sin()
            },
        )
        .sum();
        assert!((m.total - manual).abs() < 1e-12);
        assert_eq!(num(m.total, 5), "1.19947");
        assert_eq!(m.rows[0].dims, (0, 1));
        assert!((m.rows[0].angle_deg - 360.0).abs() < 1e-9);
        assert_eq!(m.query_label.to_string(), "given vector");
        assert!(en(&m.readout).contains("m − n = 4"));
    }

    #[test]
    fn the_attention_factor_note_appears_only_with_a_factor() {
        assert!(score(&scene("")).factor_note.is_none());
        let y = score(&scene("scaling=yarn&factor=16"));
        assert!(en(&y.factor_note.unwrap()).contains("1.6"));
    }

    #[test]
    fn csv_has_a_row_per_pair_and_neutral_cells() {
        let m = score(&scene("dim=8&layout=half"));
        let rows = m.csv_rows();
        assert_eq!(rows.len(), 1 + 4 + 1 + 2);
        assert_eq!(rows[1][1], "0 4");
        assert_eq!(rows[5][0], "total");
        assert_eq!(rows[6][1], "mat");
        // A hostile token is neutralised, not a formula.
        let m = score(&scene("text=%3Dcmd+b&qpos=0"));
        let rows = m.csv_rows();
        // The tokenizer makes "=" a token of its own: it must come out as text.
        assert_eq!(rows[rows.len() - 2][1], "'=");
    }

    #[test]
    fn rope_off_leaves_only_the_content_score() {
        let m = score(&scene("rope=off&dim=32"));
        assert!((m.total - m.unrotated).abs() < 1e-12);
        assert!(m.rows.iter().all(|r| r.angle_deg == 0.0));
        let on = score(&scene("dim=32"));
        assert!((on.total - on.unrotated).abs() > 1e-6);
    }
}
