//! `View::Examples`, worked examples: the cards (each classic scenario with its computed number and, where
//! a tutorial printed another, the printed one read from [`errata`]) and the cat/mat score step
//! by step: each pair before and after its rotation, the 2x2 rotation and the complex product
//! written out in numbers, the per-pair dot products and the total, beside what the tutorial
//! printed, so a learner sees where its 1.56 came from.
//!
//! [`errata`]: crate::rope::teaching::errata

use crate::msg;
use crate::rope::base::i18n::Msg;
use crate::rope::base::num::num;
use crate::rope::maths::rotate::{angle, pair_of};
use crate::rope::settings::config::Config;
use crate::rope::settings::presets::{self, Preset};
use crate::rope::teaching::errata::{self, Printed};
use crate::rope::teaching::lesson::by_hand;
use crate::rope::view::scene::Scene;

/// A worked example, with the wrong number a well-known text prints for it (if any).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WorkedExample {
    pub preset: Preset,
    /// What the widget computes and compares (for the erratum).
    pub quantity: Quantity,
    /// Where the value a popular tutorial prints is recorded (the computation contradicts it).
    pub printed_in_a_tutorial: Option<PrintedIn>,
}

/// Printed numbers of an erratum ([`crate::rope::teaching::errata`]): the erratum's id and which of its
/// `printed` entries are this example's quantity. The numbers are stored there, once.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PrintedIn {
    pub erratum: &'static str,
    pub entries: &'static [usize],
}

impl PrintedIn {
    /// The printed numbers, as the text printed them: "1.56", or "[0.02, 0.99]" for a pair.
    /// `None` if the erratum or an entry is missing.
    pub fn text(&self) -> Option<String> {
        let e = errata::find(self.erratum)?;
        let values = self
            .entries
            .iter()
            .map(|&i| e.printed.get(i).map(printed_text))
            .collect::<Option<Vec<String>>>()?;
        match values.as_slice() {
            [one] => Some(one.clone()),
            many => Some(format!("[{}]", many.join(", "))),
        }
    }
}

/// A printed number with as many decimals as the text gave (read off its rounding: half a unit
/// of the last digit, so 0.005 means two decimals).
pub fn printed_text(p: &errata::Printed) -> String {
    let decimals = if p.rounding > 0.0 {
        (-(2.0 * p.rounding).log10()).round().max(0.0) as usize
    } else {
        0
    };
    format!("{:.*}", decimals, p.value)
}

/// Which computed number an example is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// The RoPE score of the chosen query and key.
    Score,
    /// The query's pair 0 after rotation to its position.
    RotatedQueryPair0,
}

pub const WORKED_EXAMPLES: &[WorkedExample] = &[
    WorkedExample {
        preset: presets::EXAMPLE_PRESETS[0],
        quantity: Quantity::Score,
        printed_in_a_tutorial: None,
    },
    WorkedExample {
        preset: presets::EXAMPLE_PRESETS[1],
        quantity: Quantity::Score,
        printed_in_a_tutorial: Some(PrintedIn {
            erratum: "mat-cat-total",
            entries: &[1],
        }),
    },
    WorkedExample {
        preset: presets::EXAMPLE_PRESETS[2],
        quantity: Quantity::RotatedQueryPair0,
        printed_in_a_tutorial: Some(PrintedIn {
            erratum: "mat-query-75",
            entries: &[0, 1],
        }),
    },
];

/// A number with at most `digits` decimals, trailing zeros dropped ("90", "0.8", "-0.3725").
/// Float noise below 1e-12 (cos 450° = 3e-16) is 0; a value the decimals would hide entirely,
/// or a huge one, goes to [`num`]'s scientific form instead of printing as 0.
fn short(v: f64, digits: usize) -> String {
    if v.abs() < 1e-12 {
        return "0".into();
    }
    let s = format!("{v:.digits$}");
    let hidden = s
        .trim_start_matches('-')
        .trim_matches(['0', '.'])
        .is_empty();
    if hidden || !v.is_finite() || v.abs() >= 1e6 {
        return num(v, digits.min(4));
    }
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// [`short`] in parentheses when negative, for products ("(-0.7)·(-0.4)").
fn factor(v: f64, digits: usize) -> String {
    let s = short(v, digits);
    if s.starts_with('-') {
        format!("({s})")
    } else {
        s
    }
}

fn pair_text((a, b): (f64, f64)) -> String {
    format!("[{}, {}]", short(a, 4), short(b, 4))
}

/// The token at `pos` in quotes, or "position p".
fn token_label(scene: &Scene, pos: u64) -> Msg {
    match scene.token_at(pos) {
        Some(t) => msg!("examples-token", token = t.text.as_str()),
        None => msg!("examples-position", pos = pos),
    }
}

// ---------------------------------------------------------------------------------------------
// Cards

/// One worked example as the view lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct ExampleCard {
    pub id: &'static str,
    pub name: Msg,
    /// The setting, described from the loaded configuration (dimension, speeds, positions).
    pub setting: Msg,
    /// What the number is: "score" or "rotated pair" (message id).
    pub what: &'static str,
    /// The computed number.
    pub value: String,
    /// The erratum sentence when a tutorial printed another number.
    pub erratum: Option<Msg>,
}

/// The cards of every worked example, each computed by applying it to the defaults.
pub fn cards() -> Vec<ExampleCard> {
    WORKED_EXAMPLES
        .iter()
        .map(|ex| {
            let config = presets::apply(&Config::default(), &ex.preset);
            let (setting, value) = match &config {
                Ok(c) => (setting(c, ex.quantity), value(c, ex.quantity)),
                Err(e) => (
                    msg!("examples-setting-error", error = e.to_string()),
                    "?".to_string(),
                ),
            };
            let erratum = ex
                .printed_in_a_tutorial
                .and_then(|p| p.text())
                .map(|wrong| msg!("examples-erratum", wrong = wrong, value = value.as_str()));
            ExampleCard {
                id: ex.preset.id,
                name: ex.preset.name_msg(),
                setting,
                what: match ex.quantity {
                    Quantity::Score => "examples-what-score",
                    Quantity::RotatedQueryPair0 => "examples-what-rotated-pair",
                },
                value,
                erratum,
            }
        })
        .collect()
}

fn value(c: &Config, quantity: Quantity) -> String {
    if crate::rope::view::scene::frequencies(c).is_err() {
        return "?".into();
    }
    let s = Scene::new(c).score();
    match quantity {
        Quantity::Score => num(s.total, 5),
        Quantity::RotatedQueryPair0 => match s.rotated_q.as_slice() {
            [a, b, ..] => format!("[{a:.4}, {b:.4}]"),
            _ => "?".into(),
        },
    }
}

/// "4-dim vectors, 2 pairs turning 90° and 15° per position; query "mat" at m = 5, key "cat"
/// at n = 1", read off the configuration.
fn setting(c: &Config, quantity: Quantity) -> Msg {
    let scene = Scene::new(c);
    let speeds: Vec<String> = scene
        .freqs
        .inv_freq
        .iter()
        .map(|w| format!("{}°", short(w.to_degrees(), 4)))
        .collect();
    let pairs = speeds.len();
    let turning = match speeds.as_slice() {
        [one] => msg!("examples-turning-one", speed = one.as_str()),
        [init @ .., last] => msg!(
            "examples-turning-many",
            pairs = pairs,
            speeds = init.join(", "),
            last = last.as_str()
        ),
        [] => Msg::new("examples-turning-none"),
    };
    let query = token_label(&scene, scene.m);
    let who = match quantity {
        Quantity::Score => msg!(
            "examples-who-query-key",
            query = query,
            m = scene.m,
            key = token_label(&scene, scene.n),
            n = scene.n
        ),
        Quantity::RotatedQueryPair0 => msg!("examples-who-query", query = query, m = scene.m),
    };
    msg!(
        "examples-setting",
        dim = scene.dim,
        turning = turning,
        who = who
    )
}

// ---------------------------------------------------------------------------------------------
// Step by step

/// What a row of the step table is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    /// One pair of the query or the key turned to its position.
    Rotation,
    /// One pair's rotated query · rotated key.
    Dot,
    /// The sum over the pairs: the score.
    Total,
}

/// One pair of a vector turned by its angle, in numbers.
#[derive(Debug, Clone, PartialEq)]
pub struct Rotation {
    pub before: (f64, f64),
    /// position x speed, degrees (not reduced).
    pub angle_deg: f64,
    pub cos: f64,
    pub sin: f64,
    /// [cos −sin; sin cos] · before.
    pub matrix: (f64, f64),
    /// (a + ib)(cos + i sin), real and imaginary parts.
    pub complex: (f64, f64),
}

/// One row of the step table, numbers and the text the view prints.
#[derive(Debug, Clone, PartialEq)]
pub struct StepRow {
    pub kind: StepKind,
    /// The pair (none for the total).
    pub pair: Option<usize>,
    /// The row's header: the pair's index, or "all" for the total.
    pub pair_label: Msg,
    /// "query "mat" at 5", "key "cat" at 1", "q'·k'", "score".
    pub what: Msg,
    /// Rotation rows: the numbers.
    pub rotation: Option<Rotation>,
    /// The pair before rotation (rotation rows).
    pub before: String,
    /// The 2x2 rotation written out (rotation rows).
    pub matrix: String,
    /// The complex product written out (rotation rows).
    pub complex: String,
    /// Dot rows: the products summed; total row: the pairs' dots summed.
    pub sum: String,
    /// The computed result: the rotated pair, the dot product or the score.
    pub value: f64,
    /// Rotation rows: the second entry of the rotated pair.
    pub value_b: Option<f64>,
    pub computed: String,
    /// What the tutorial printed here, with how it came about; `None` when it printed nothing
    /// recorded (its other numbers are right).
    pub printed: Option<Msg>,
    /// Whether the printed number disagrees with the computed one beyond its rounding.
    pub wrong: bool,
}

/// The step table of a scene's query (at m) against its key (at n).
#[derive(Debug, Clone, PartialEq)]
pub struct ExampleSteps {
    pub rows: Vec<StepRow>,
    pub total: f64,
    /// The sentence that says where the printed total came from (`None` without one).
    pub summary: Option<Msg>,
}

fn rotation(x: &[f64], pos: u64, pair: usize, scene: &Scene) -> Rotation {
    let w = scene.freqs.inv_freq[pair];
    let before = pair_of(x, pair, scene.layout);
    let alpha = angle(pos as f64, w);
    let h = by_hand(before.0, before.1, alpha);
    Rotation {
        before,
        angle_deg: alpha.to_degrees(),
        cos: h.cos,
        sin: h.sin,
        matrix: h.matrix,
        complex: h.complex,
    }
}

fn rotation_row(pair: usize, what: Msg, r: Rotation) -> StepRow {
    let (a, b) = r.before;
    let (c, s) = (factor(r.cos, 4), factor(r.sin, 4));
    let (sa, sb) = (factor(a, 4), factor(b, 4));
    let (ca, cb) = (short(a, 4), short(b, 4));
    let angle = short(r.angle_deg, 4);
    let matrix = format!(
        // i18n: a formula in numbers
        "[cos {angle}° −sin {angle}°; sin {angle}° cos {angle}°] · {} = [{c}·{sa} − {s}·{sb}, {s}·{sa} + {c}·{sb}] = {}",
        pair_text(r.before),
        pair_text(r.matrix)
    );
    let complex = format!(
        // i18n: a formula in numbers
        "({ca} + {cb}i)({} + {}i) = ({sa}·{c} − {sb}·{s}) + i({sa}·{s} + {sb}·{c}) = {} + {}i",
        short(r.cos, 4),
        short(r.sin, 4),
        short(r.complex.0, 4),
        short(r.complex.1, 4)
    );
    StepRow {
        kind: StepKind::Rotation,
        pair: Some(pair),
        pair_label: msg!("examples-pair-n", pair = pair),
        what,
        before: pair_text(r.before),
        matrix,
        complex,
        sum: String::new(),
        value: r.matrix.0,
        value_b: Some(r.matrix.1),
        computed: pair_text(r.matrix),
        rotation: Some(r),
        printed: None,
        wrong: false,
    }
}

/// The step table for any scene (no printed column).
pub fn steps(scene: &Scene) -> ExampleSteps {
    let (m, n) = (scene.m, scene.n);
    let query = msg!(
        "examples-step-query",
        token = token_label(scene, m),
        pos = m
    );
    let key = msg!("examples-step-key", token = token_label(scene, n), pos = n);
    let mut rows = Vec::new();
    let mut total = 0.0;
    let mut dots = Vec::new();
    for pair in 0..scene.pairs() {
        let rq = rotation(&scene.q, m, pair, scene);
        let rk = rotation(&scene.k, n, pair, scene);
        let dot = rq.matrix.0 * rk.matrix.0 + rq.matrix.1 * rk.matrix.1;
        let sum = format!(
            "{}·{} + {}·{}",
            factor(rq.matrix.0, 4),
            factor(rk.matrix.0, 4),
            factor(rq.matrix.1, 4),
            factor(rk.matrix.1, 4)
        );
        rows.push(rotation_row(pair, query.clone(), rq));
        rows.push(rotation_row(pair, key.clone(), rk));
        rows.push(StepRow {
            kind: StepKind::Dot,
            pair: Some(pair),
            pair_label: msg!("examples-pair-n", pair = pair),
            what: Msg::new("examples-step-dot"),
            rotation: None,
            before: String::new(),
            matrix: String::new(),
            complex: String::new(),
            sum,
            value: dot,
            value_b: None,
            computed: short(dot, 5),
            printed: None,
            wrong: false,
        });
        total += dot;
        dots.push(short(dot, 5));
    }
    rows.push(StepRow {
        kind: StepKind::Total,
        pair: None,
        pair_label: Msg::new("examples-pair-all"),
        what: Msg::new("examples-step-score"),
        rotation: None,
        before: String::new(),
        matrix: String::new(),
        complex: String::new(),
        sum: dots.join(" + "),
        value: total,
        value_b: None,
        computed: num(total, 5),
        printed: None,
        wrong: false,
    });
    ExampleSteps {
        rows,
        total,
        summary: None,
    }
}

/// A printed pair and which of its entries are wrong (`examples-printed-pair`'s `$wrong`:
/// both, first, second or none).
fn printed_pair(pair: &str, (first, second): (bool, bool)) -> Msg {
    let wrong = match (first, second) {
        (true, true) => "both",
        (true, false) => "first",
        (false, true) => "second",
        (false, false) => "none",
    };
    msg!("examples-printed-pair", pair = pair, wrong = wrong)
}

/// Whether a printed number is off by more than its rounding.
fn is_wrong(p: &Printed, computed: f64) -> bool {
    (p.value - computed).abs() > p.rounding + 1e-12
}

/// `v` rounded as `p` was printed (to its number of decimals).
fn rounded_like(p: &Printed, v: f64) -> f64 {
    let step = 2.0 * p.rounding;
    if step > 0.0 {
        (v / step).round() * step
    } else {
        v
    }
}

/// The cat/mat example ("mat" at 5 against "cat" at 1, pairs at 90° and 15° per position) step by
/// step, beside what the tutorial printed: its slow query pair turned by 75° (`mat-query-75`),
/// its slow key pair turned by 15° (`cat-key-15`: only the second entry is wrong; the first it
/// printed right to two decimals, shown here as computed and rounded alike) and its slow-pair
/// dot and total (`mat-cat-total`). The printed numbers are read from the errata, never typed
/// here; the carried values are the printed pairs multiplied out. `None` if the erratum's state
/// does not load.
pub fn cat_mat_steps() -> Option<ExampleSteps> {
    let total_e = errata::find("mat-cat-total")?;
    let q_e = errata::find("mat-query-75")?;
    let k_e = errata::find("cat-key-15")?;
    let config = total_e.state().ok()?;
    let scene = Scene::new(&config);
    let mut out = steps(&scene);
    const SLOW: usize = 1;
    let (p_q0, p_q1) = (q_e.printed.first()?, q_e.printed.get(1)?);
    let p_k1 = k_e.printed.first()?;
    let (p_dot, p_total) = (total_e.printed.first()?, total_e.printed.get(1)?);

    let find = |rows: &[StepRow], kind: StepKind, nth: usize| {
        rows.iter()
            .enumerate()
            .filter(|(_, r)| r.kind == kind && r.pair == Some(SLOW))
            .nth(nth)
            .map(|(i, _)| i)
    };
    let (iq, ik) = (
        find(&out.rows, StepKind::Rotation, 0)?,
        find(&out.rows, StepKind::Rotation, 1)?,
    );
    let idot = find(&out.rows, StepKind::Dot, 0)?;
    let itotal = out.rows.iter().position(|r| r.kind == StepKind::Total)?;

    // The query's slow pair as printed.
    let q_row = &out.rows[iq];
    let printed_q = (p_q0.value, p_q1.value);
    let q_wrong = (is_wrong(p_q0, q_row.value), is_wrong(p_q1, q_row.value_b?));
    let printed_q_text = format!("[{}, {}]", printed_text(p_q0), printed_text(p_q1));
    out.rows[iq].printed = Some(printed_pair(&printed_q_text, q_wrong));
    out.rows[iq].wrong = q_wrong.0 || q_wrong.1;

    // The key's slow pair: first entry printed right (rounded like the second), second wrong.
    let k_row = &out.rows[ik];
    let k_first = rounded_like(p_k1, k_row.value);
    let printed_k = (k_first, p_k1.value);
    let k_wrong = (false, is_wrong(p_k1, k_row.value_b?));
    let k_first_text = printed_text(&Printed {
        value: k_first,
        rounding: p_k1.rounding,
    });
    let printed_k_text = format!("[{k_first_text}, {}]", printed_text(p_k1));
    out.rows[ik].printed = Some(printed_pair(&printed_k_text, k_wrong));
    out.rows[ik].wrong = k_wrong.1;

    // The slow pair's dot product as printed, and the dot of the printed pairs (carried).
    let carried = printed_q.0 * printed_k.0 + printed_q.1 * printed_k.1;
    let dot_wrong = is_wrong(p_dot, out.rows[idot].value);
    out.rows[idot].printed = Some(msg!(
        "examples-printed-dot",
        formula = format!(
            "{} ≈ {}·{} + {}·{} = {}", // i18n: a formula in numbers
            printed_text(p_dot),
            printed_text(p_q0),
            k_first_text,
            printed_text(p_q1),
            printed_text(p_k1),
            short(carried, 4)
        )
    ));
    out.rows[idot].wrong = dot_wrong;

    // The total as printed: the other pairs' (right) dots plus the carried slow one.
    let others: f64 = out
        .rows
        .iter()
        .filter(|r| r.kind == StepKind::Dot && r.pair != Some(SLOW))
        .map(|r| r.value)
        .sum();
    let carried_total = others + carried;
    let total_wrong = is_wrong(p_total, out.total);
    out.rows[itotal].printed = Some(msg!(
        "examples-printed-total",
        total = printed_text(p_total),
        others = short(others, 4),
        dot = printed_text(p_dot),
        carried = short(carried, 4),
        sum = short(carried_total, 4)
    ));
    out.rows[itotal].wrong = total_wrong;

    let right_q = pair_text((out.rows[iq].value, out.rows[iq].value_b?));
    let right_k = pair_text((out.rows[ik].value, out.rows[ik].value_b?));
    out.summary = Some(msg!(
        "examples-summary",
        total = printed_text(p_total),
        others = short(others, 4),
        dot = printed_text(p_dot),
        pq = printed_q_text,
        pk = printed_k_text,
        carried = short(carried, 4),
        right_q = right_q,
        right_k = right_k,
        slow = short(out.rows[idot].value, 5),
        score = num(out.total, 5),
    ));
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    /// What the printed column shows, in English ("" for nothing).
    fn printed(r: &StepRow) -> String {
        r.printed.as_ref().map(en).unwrap_or_default()
    }

    /// Rotates (a, b) by `deg` degrees from first principles.
    fn turn(a: f64, b: f64, deg: f64) -> (f64, f64) {
        let (s, c) = deg.to_radians().sin_cos();
        (a * c - b * s, a * s + b * c)
    }

    #[test]
    fn cat_mat_steps_match_a_hand_computation() {
        let st = cat_mat_steps().unwrap();
        // q = [0.7, 0.7 | 0.8, 0.6] at 5, k = [0.9, 0.4 | 0.9, 0.4] at 1; speeds 90° and 15°.
        let q_fast = turn(0.7, 0.7, 5.0 * 90.0);
        let k_fast = turn(0.9, 0.4, 90.0);
        let q_slow = turn(0.8, 0.6, 5.0 * 15.0);
        let k_slow = turn(0.9, 0.4, 15.0);
        let dot = |x: (f64, f64), y: (f64, f64)| x.0 * y.0 + x.1 * y.1;
        let rot: Vec<&StepRow> = st
            .rows
            .iter()
            .filter(|r| r.kind == StepKind::Rotation)
            .collect();
        assert_eq!(rot.len(), 4);
        for (row, want) in rot.iter().zip([q_fast, k_fast, q_slow, k_slow]) {
            assert!((row.value - want.0).abs() < 1e-12, "{row:?}");
            assert!((row.value_b.unwrap() - want.1).abs() < 1e-12, "{row:?}");
            let r = row.rotation.as_ref().unwrap();
            // The 2x2 product and the complex product agree.
            assert!((r.matrix.0 - r.complex.0).abs() < 1e-12);
            assert!((r.matrix.1 - r.complex.1).abs() < 1e-12);
        }
        assert_eq!(rot[0].rotation.as_ref().unwrap().angle_deg.round(), 450.0);
        assert!(
            en(&rot[2].what).contains("\"mat\" at 5") && en(&rot[3].what).contains("\"cat\" at 1")
        );
        assert!(rot[2]
            .matrix
            .contains("[cos 75° −sin 75°; sin 75° cos 75°] · [0.8, 0.6]"));
        assert!(
            rot[2].complex.starts_with("(0.8 + 0.6i)("),
            "{}",
            rot[2].complex
        );
        assert!(rot[2].computed.contains(&short(q_slow.0, 4)));
        let dots: Vec<f64> = st
            .rows
            .iter()
            .filter(|r| r.kind == StepKind::Dot)
            .map(|r| r.value)
            .collect();
        assert!((dots[0] - dot(q_fast, k_fast)).abs() < 1e-12);
        assert!((dots[1] - dot(q_slow, k_slow)).abs() < 1e-12);
        let total = dot(q_fast, k_fast) + dot(q_slow, k_slow);
        assert!((st.total - total).abs() < 1e-12);
        // The score module agrees.
        let c = errata::find("mat-cat-total").unwrap().state().unwrap();
        assert!((crate::rope::view::scene::Scene::new(&c).score().total - st.total).abs() < 1e-12);
    }

    #[test]
    fn the_printed_column_shows_where_the_wrong_total_came_from() {
        let st = cat_mat_steps().unwrap();
        let q_p = errata::find("mat-query-75").unwrap().printed;
        let k_p = errata::find("cat-key-15").unwrap().printed;
        let t_p = errata::find("mat-cat-total").unwrap().printed;
        let slow_q = &st.rows[3];
        let slow_k = &st.rows[4];
        let slow_dot = &st.rows[5];
        let total = st.rows.last().unwrap();
        assert_eq!(
            (slow_q.pair, slow_k.pair, slow_dot.kind),
            (Some(1), Some(1), StepKind::Dot)
        );
        // The printed numbers, as printed.
        let two = |v: f64| format!("{v:.2}");
        assert!(printed(slow_q).starts_with(&format!(
            "[{}, {}]",
            two(q_p[0].value),
            two(q_p[1].value)
        )));
        assert!(slow_q.wrong && slow_k.wrong && slow_dot.wrong && total.wrong);
        assert!(
            printed(slow_q).ends_with(" (both entries wrong)"),
            "{}",
            printed(slow_q)
        );
        // The key's first entry: the computed one rounded to two decimals (the text had it right).
        let k_first = (turn(0.9, 0.4, 15.0).0 * 100.0).round() / 100.0;
        assert!(printed(slow_k).starts_with(&format!("[{}, {}]", two(k_first), two(k_p[0].value))));
        assert!(printed(slow_k).ends_with("] (second entry wrong)"));
        // The printed slow dot is the dot product of the printed pairs, to its rounding...
        let carried = q_p[0].value * k_first + q_p[1].value * k_p[0].value;
        assert!((carried - t_p[0].value).abs() <= t_p[0].rounding);
        assert!(
            printed(slow_dot).contains(&short(carried, 4)),
            "{}",
            printed(slow_dot)
        );
        // ...and the printed total is the right fast pair plus that carried dot.
        let fast = st.rows[2].value;
        assert!((fast + carried - t_p[1].value).abs() <= t_p[1].rounding);
        assert!(
            printed(total).starts_with(&two(t_p[1].value)),
            "{}",
            printed(total)
        );
        assert!((st.total - t_p[1].value).abs() > 0.3);
        // The fast pair's rows print nothing: the text had them right.
        assert!(st.rows[..3].iter().all(|r| r.printed.is_none() && !r.wrong));
        let summary = en(st.summary.as_ref().unwrap());
        assert!(summary.contains(&two(t_p[1].value)));
        assert_eq!(en(&total.pair_label), "all");
        assert!(summary.contains(&num(st.total, 5)), "{}", summary);
        assert!(summary.starts_with("Where the tutorial's "), "{}", summary);
    }

    #[test]
    fn numbers_print_without_noise_or_false_zeros() {
        assert_eq!(short((450f64).to_radians().cos(), 4), "0");
        assert_eq!(short(-0.70000000001, 4), "-0.7");
        assert_eq!(short(0.928, 4), "0.928");
        assert_eq!(short(2.5e-6, 4), "2.5000e-6");
        assert_eq!(factor(-0.4, 4), "(-0.4)");
        assert_eq!(factor(0.4, 4), "0.4");
    }

    #[test]
    fn steps_work_for_any_scene() {
        let s = Scene::new(&Config::from_query("dim=8&layout=half").unwrap().config);
        let st = steps(&s);
        assert_eq!(st.rows.len(), 4 * 3 + 1);
        assert!(
            (st.total
                - Scene::new(&Config::from_query("dim=8&layout=half").unwrap().config)
                    .score()
                    .total)
                .abs()
                < 1e-12
        );
        assert!(st.summary.is_none());
        assert!(st.rows.iter().all(|r| r.printed.is_none()));
    }

    #[test]
    fn cards_describe_what_they_load() {
        let cards = cards();
        assert_eq!(cards.len(), WORKED_EXAMPLES.len());
        let by = |id: &str| cards.iter().find(|c| c.id == id).unwrap();
        let fox = by("fox-the");
        assert!(
            en(&fox.setting).starts_with("4-dim vectors, 2 pairs turning 90° and 15° per position"),
            "{}",
            en(&fox.setting)
        );
        assert!(fox.erratum.is_none());
        let mat = by("mat-cat");
        assert!(
            en(&mat.setting).ends_with("; query \"mat\" at m = 5, key \"cat\" at n = 1."),
            "{}",
            en(&mat.setting)
        );
        let score = Scene::new(&errata::find("mat-cat-total").unwrap().state().unwrap())
            .score()
            .total;
        assert_eq!(mat.value, num(score, 5));
        let printed = errata::find("mat-cat-total").unwrap().printed[1];
        assert_eq!(
            en(mat.erratum.as_ref().unwrap()),
            format!(
                "Erratum: a widely read tutorial prints {:.2} here; the rotation gives {}.",
                printed.value, mat.value
            )
        );
        // The 75° example is one pair (2 dimensions), not 4.
        let turn75 = by("turn-75");
        assert!(
            en(&turn75.setting)
                .starts_with("2-dim vectors, one pair turning 15° per position; query"),
            "{}",
            en(&turn75.setting)
        );
        let (a, b) = turn(0.8, 0.6, 75.0);
        assert_eq!(turn75.value, format!("[{a:.4}, {b:.4}]"));
        assert!(en(turn75.erratum.as_ref().unwrap()).contains(&format!("[{a:.4}, {b:.4}]")));
    }

    #[test]
    fn printed_numbers_come_from_the_errata() {
        let text = |id: &str| {
            WORKED_EXAMPLES
                .iter()
                .find(|w| w.preset.id == id)
                .and_then(|w| w.printed_in_a_tutorial)
                .and_then(|p| p.text())
        };
        assert_eq!(text("fox-the"), None);
        let total = errata::find("mat-cat-total").unwrap().printed[1];
        assert_eq!(text("mat-cat").unwrap(), format!("{:.2}", total.value));
        let q = errata::find("mat-query-75").unwrap().printed;
        assert_eq!(
            text("turn-75").unwrap(),
            format!("[{:.2}, {:.2}]", q[0].value, q[1].value)
        );
        let bad = PrintedIn {
            erratum: "mat-query-75",
            entries: &[5],
        };
        assert_eq!(bad.text(), None);
        // Decimals follow the rounding: 0.0005 is three, 0.05 one.
        let p = |value, rounding| errata::Printed { value, rounding };
        assert_eq!(printed_text(&p(0.0081, 0.0005)), "0.008");
        assert_eq!(printed_text(&p(2.0, 0.05)), "2.0");
    }
}
