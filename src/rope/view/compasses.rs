//! `View::Compasses`, compasses: for each pair i, the query's pair at its position m and the key's pair at
//! its position n, after rotation, on one dial; a shift t moves both tokens to m + t and n + t.
//!
//! What the dial and the table show, per pair:
//! - `q_angle`: direction of the rotated query pair, (angle of q_i) + (m + t) theta_i;
//! - `k_angle`: direction of the rotated key pair, (angle of k_i) + (n + t) theta_i;
//! - `between`: q_angle - k_angle, the angle between the two arrows;
//! - `turn`: (m - n) theta_i, the part of `between` that positions put there. `between` equals
//!   `turn` plus the content's own angle (angle of q_i - angle of k_i), so the shift t never
//!   changes it, and when k's pair points the same way as q's (`qk=same`) the two are equal.
//!
//! All angles in degrees, folded into [0, 360).

use super::{deg_mod_360, num};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::tokens::Role;
use crate::rope::maths::rotate::{pair_of, rotate_pair};
use crate::rope::view::chart::CellGrid;
use crate::rope::view::scene::Scene;

/// An angle in degrees as the table of angles prints it (the tour quotes it the same way).
pub fn degrees_text(deg: f64) -> String {
    format!("{deg:.2}")
}

/// One pair's dial. Coordinates are in dial units: the dial's longer arrow (query or key) has
/// length 1 (x to the right, y up). Each dial has its own scale: a real model's pairs differ in
/// length by orders of magnitude, and on one scale for all most arrows shrank to a dot.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct CompassPair {
    pub index: usize,
    /// The two dimensions of the head vector that form this pair (depends on the layout).
    pub dims: (usize, usize),
    /// Speed theta_i in degrees per position.
    pub speed_deg: f64,
    /// The query pair before rotation (faint arrow).
    pub q_before: (f64, f64),
    pub q_after: (f64, f64),
    pub k_after: (f64, f64),
    pub q_angle: f64,
    pub k_angle: f64,
    pub between: f64,
    pub turn: f64,
}

impl CompassPair {
    /// The dial's third label: the angle the eye sees between the two arrows (the smaller way
    /// round, 0 to 180°). The turn (m − n)θ_i, which may have wrapped, is the table's.
    pub fn dial_label(&self) -> crate::rope::base::i18n::Msg {
        let b = self.between.rem_euclid(360.0);
        let apart = b.min(360.0 - b);
        crate::msg!(
            "compasses-dial-apart",
            angle = crate::rope::base::i18n::Arg::num(format!("{apart:.1}"), apart)
        )
    }
}

/// Everything the compasses view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct CompassesModel {
    /// Where the query and the key sit after the shift.
    pub m: f64,
    pub n: f64,
    pub shift: f64,
    pub pairs: Vec<CompassPair>,
    /// One sentence naming what is shown.
    /// The sentence under the dials: who is where, and m − n.
    pub readout: Msg,
}

/// The narrowest cell a dial gets, in CSS pixels: eight dials (d = 16) side by side on a laptop
/// screen's view (about 870 px wide) with each dial at least 100 px across.
pub const MIN_CELL: f64 = 108.0;
/// A dial's radius as a share of its cell's width, and its largest radius.
const RADIUS_SHARE: f64 = 0.46;
const MAX_RADIUS: f64 = 70.0;
/// Room under each dial for its three label lines.
const LABEL_ROOM: f64 = 58.0;

/// Where the dials go on a canvas `width` pixels wide: as few rows as the columns that fit allow
/// (at most one column per pair), the dials shared evenly among them (eight dials where seven
/// fit: two rows of four, never a dial alone on a row), the cells sharing the width, and the
/// dial radius.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DialLayout {
    pub grid: CellGrid,
    pub radius: f64,
}

/// The dial layout for `pairs` dials across `width` pixels; many pairs wrap into more rows.
pub fn dial_layout(width: f64, pairs: usize) -> DialLayout {
    dial_layout_for_type(width, pairs, 1.0)
}

/// [`dial_layout`] for labels `scale` times their size (1.5 in presentation mode): the room
/// under each dial grows with the type, and each cell with its widest label, which takes about
/// four fifths of the narrowest cell (so that no two labels meet).
pub fn dial_layout_for_type(width: f64, pairs: usize, scale: f64) -> DialLayout {
    let scale = if scale.is_finite() {
        scale.max(1.0)
    } else {
        1.0
    };
    let min_cell = MIN_CELL * (0.2 + 0.8 * scale);
    let width = if width.is_finite() {
        width.max(min_cell)
    } else {
        min_cell
    };
    let fit = ((width / min_cell).floor() as usize).max(1);
    let pairs_shown = pairs.max(1);
    let rows = pairs_shown.div_ceil(fit);
    let cols = pairs_shown.div_ceil(rows);
    let cell_w = width / cols as f64;
    let radius = (cell_w * RADIUS_SHARE).min(MAX_RADIUS);
    DialLayout {
        grid: CellGrid::new(pairs, width, cell_w, 2.0 * radius + LABEL_ROOM * scale),
        radius,
    }
}

/// The dials for the query token at `m` (any token of the sentence, by default the scene's
/// query) and the scene's key at `n`, both shifted by `shift` positions.
pub fn compasses(scene: &Scene, m: u64, shift: f64) -> CompassesModel {
    let shift = if shift.is_finite() { shift } else { 0.0 };
    let (n, layout) = (scene.n, scene.layout);
    let q = scene.vector(Role::Query, m);
    let k = scene.vector(Role::Key, n);
    let (mq, nk) = (m as f64 + shift, n as f64 + shift);
    let w = &scene.freqs.inv_freq;
    let dir = |(a, b): (f64, f64)| deg_mod_360(b.atan2(a).to_degrees());
    let pairs = w
        .iter()
        .enumerate()
        .map(|(i, &wi)| {
            let qp = pair_of(&q, i, layout);
            let kp = pair_of(&k, i, layout);
            // This dial's scale: its longer arrow reaches the rim (rotation keeps both lengths).
            let longest = qp.0.hypot(qp.1).max(kp.0.hypot(kp.1)).max(1e-12);
            let unit = |(a, b): (f64, f64)| (a / longest, b / longest);
            let q_after = rotate_pair(qp.0, qp.1, mq * wi);
            let k_after = rotate_pair(kp.0, kp.1, nk * wi);
            let (q_angle, k_angle) = (dir(q_after), dir(k_after));
            CompassPair {
                index: i,
                dims: layout.pair_dims(i, scene.dim),
                speed_deg: wi.to_degrees(),
                q_before: unit(qp),
                q_after: unit(q_after),
                k_after: unit(k_after),
                q_angle,
                k_angle,
                between: deg_mod_360(q_angle - k_angle),
                turn: deg_mod_360(((m as f64 - n as f64) * wi).to_degrees()),
            }
        })
        .collect();
    CompassesModel {
        m: mq,
        n: nk,
        shift,
        pairs,
        readout: {
            let mut said = crate::msg!(
                "compasses-readout",
                query = scene.label_msg(Role::Query, m),
                m = Arg::num(num(mq, 0), mq),
                key = scene.label_msg(Role::Key, n),
                n = Arg::num(num(nk, 0), nk),
                distance = m as i64 - n as i64
            );
            if shift != 0.0 {
                said.id = "compasses-readout-shifted".into();
                said.arg("shift", Arg::num(num(shift, 0), shift))
            } else {
                said
            }
        },
    }
}

/// The largest position the shift slider offers: room to watch every pair move.
pub fn max_shift(scene: &Scene) -> u64 {
    (scene.span().1 + 64).max(SHIFT_REACH)
}

/// The farthest "shift both" goes at least: past the position the tour's second step asks
/// about (a sentence moved to start at 4000).
pub const SHIFT_REACH: u64 = 4096;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn one_dial_per_pair_with_the_scene_query_and_key() {
        for d in [2, 16, 256] {
            let s = scene(&format!("dim={d}"));
            let c = compasses(&s, s.m, 0.0);
            assert_eq!(c.pairs.len(), d / 2);
            assert_eq!((c.m, c.n), (5.0, 0.0));
            let said = crate::rope::base::i18n::en(&c.readout);
            assert!(
                said.contains("\"mat\"") && said.contains("\"The\""),
                "{said}"
            );
        }
    }

    #[test]
    fn angles_match_the_rotation_from_first_principles() {
        // dim 2, q = (1, 0) at m = 3, k = (0, 1) at n = 1, speed 30 deg/position.
        let s = scene("dim=2&speeds=30&q=1,0&qpos=3&k=0,1&kpos=1&text=a+b+c+d");
        let c = compasses(&s, 3, 0.0);
        let p = c.pairs[0];
        assert!((p.q_angle - 90.0).abs() < 1e-9, "{p:?}");
        assert!((p.k_angle - 120.0).abs() < 1e-9);
        assert!((p.between - 330.0).abs() < 1e-9);
        assert!((p.turn - 60.0).abs() < 1e-9);
        // The dial says what the eye sees: the arrows are 30° apart (330° the long way).
        assert_eq!(p.dial_label().to_string(), "30.0° apart");
        assert!((p.speed_deg - 30.0).abs() < 1e-12);
        // Lengths never change: the unit-scaled arrows keep their length.
        let len = |(a, b): (f64, f64)| a.hypot(b);
        assert!((len(p.q_after) - len(p.q_before)).abs() < 1e-12);
        assert!((len(p.q_after) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn each_dial_is_scaled_to_its_longer_arrow() {
        // Pair 0 is a thousand times longer than pair 1; pair 1's key is half its query.
        let s = scene("dim=4&q=1000,0,2,0&k=0,1000,0,1&text=a+b");
        let c = compasses(&s, s.m, 0.0);
        let len = |(a, b): (f64, f64)| a.hypot(b);
        for p in &c.pairs {
            assert!((len(p.q_after) - 1.0).abs() < 1e-12, "{p:?}");
        }
        assert!((len(c.pairs[0].k_after) - 1.0).abs() < 1e-12);
        assert!(
            (len(c.pairs[1].k_after) - 0.5).abs() < 1e-12,
            "the ratio within a dial stays"
        );
    }

    #[test]
    fn shifting_both_turns_the_arrows_but_not_the_angle_between() {
        let s = scene("dim=64&base=10000");
        let a = compasses(&s, s.m, 0.0);
        let b = compasses(&s, s.m, 37.0);
        let mut moved = 0;
        for (x, y) in a.pairs.iter().zip(&b.pairs) {
            let diff = (x.between - y.between).abs();
            assert!(diff < 1e-6 || (360.0 - diff) < 1e-6, "pair {}", x.index);
            assert_eq!(x.turn, y.turn);
            if (x.q_angle - y.q_angle).abs() > 1e-3 {
                moved += 1;
            }
        }
        assert!(moved > 10, "the arrows themselves turn");
        assert_eq!(b.m, a.m + 37.0);
    }

    #[test]
    fn with_the_same_vector_the_angle_between_is_the_position_turn() {
        let s = scene("dim=8&q=1,2,3,4,5,6,7,8&k=1,2,3,4,5,6,7,8&qpos=4&kpos=1&text=a+b+c+d+e");
        for p in compasses(&s, 4, 11.0).pairs {
            let diff = (p.between - p.turn).abs();
            assert!(diff < 1e-9 || (360.0 - diff) < 1e-9, "{p:?}");
        }
    }

    #[test]
    fn another_query_token_and_a_zero_vector_do_not_break_it() {
        let s = scene("text=a+b+c");
        let c = compasses(&s, 1, 0.0);
        assert!(crate::rope::base::i18n::en(&c.readout).contains("\"b\""));
        let z = scene("dim=2&q=0,0&k=0,0&text=x");
        let c = compasses(&z, z.m, f64::NAN);
        assert!(c.pairs[0].q_after.0.is_finite() && c.shift == 0.0);
        assert_eq!(max_shift(&s), SHIFT_REACH);
        // The tour's step 2 (the sentence at 100) asks about the sentence moved to 4000.
        let step2 = scene("offset=100");
        assert!(step2.offset + max_shift(&step2) >= 4000);
    }

    /// On a laptop screen the default page's eight dials sit in one row, each at least 100 px
    /// across; a phone wraps them; d = 256's 128 dials wrap into rows of as many as fit.
    /// With labels 1.5 times their size (presentation mode) each cell is 1.4 times as wide at
    /// least (where the width allows one: the labels' widths grow by 1.5, a fifth of the cell
    /// is margin) and tall enough for the dial and its three lines,
    /// each a scaled line height below the last (the page's offsets: 14, then 15 and 29 times
    /// the scale, the last line 11 px times the scale high).
    #[test]
    fn dials_leave_room_for_larger_labels() {
        for width in [340.0, 600.0, 870.0, 911.0, 1230.0, 1366.0, 1890.0] {
            for pairs in [2, 8, 16, 32, 64] {
                let plain = dial_layout(width, pairs);
                let big = dial_layout_for_type(width, pairs, 1.5);
                assert!(
                    big.grid.cell_w >= (MIN_CELL * 1.4).min(width) - 1e-9,
                    "{width} {pairs}"
                );
                assert!(big.grid.cols <= plain.grid.cols);
                let last_line_bottom = 8.0 + 2.0 * big.radius + 6.0 + 29.0 * 1.5 + 11.0 * 1.5;
                assert!(big.grid.cell_h >= last_line_bottom, "{width} {pairs}");
            }
        }
        assert_eq!(dial_layout_for_type(870.0, 8, 1.0), dial_layout(870.0, 8));
        assert_eq!(
            dial_layout_for_type(870.0, 8, f64::NAN),
            dial_layout(870.0, 8)
        );
    }

    #[test]
    fn dials_are_large_enough_to_read() {
        let laptop = dial_layout(870.0, 8);
        assert_eq!(laptop.grid.cols, 8);
        assert!(2.0 * laptop.radius >= 100.0, "{}", laptop.radius);
        let phone = dial_layout(340.0, 8);
        assert_eq!(phone.grid.cols, 3);
        assert!(2.0 * phone.radius >= 100.0);
        // At 1280 px the view is about 857 px wide: seven fit, so two rows of four.
        let seven = dial_layout(857.0, 8);
        assert_eq!((seven.grid.cols, seven.grid.rows()), (4, 2));
        assert!(2.0 * seven.radius >= 100.0);
        let big = dial_layout(870.0, 128);
        assert_eq!(big.grid.rows(), 128usize.div_ceil(big.grid.cols));
        // Few pairs: wide cells, but the dial stops growing.
        assert_eq!(dial_layout(870.0, 2).radius, MAX_RADIUS);
        // Nonsense widths never give an empty grid.
        assert_eq!(dial_layout(f64::NAN, 8).grid.cols, 1);
        assert_eq!(dial_layout(0.0, 8).grid.cols, 1);
    }
}
