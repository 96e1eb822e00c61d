//! `View::Attention`, attention matrix: every token's rotated query against every token's rotated key,
//! logits / sqrt(d) x attention factor squared, optional causal mask, softmax per row.

use super::{argmax, num};
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::tokens::Role;
use crate::rope::maths::attention::{
    alibi_slopes, attention, attention_alibi, attention_nope, Attention,
};
use crate::rope::view::chart::{
    grid_axis, viridis, ColorLegend, ColorMap, GridChart, Rgb, Tick, Tr,
};
use crate::rope::view::scene::Scene;

/// A masked cell's colour: a grey off the viridis scale.
pub const MASKED: Rgb = [0xc8, 0xc8, 0xc8];

/// A token as an axis label: its first eight characters.
fn short_token(text: &str) -> String {
    let t = text.trim();
    if t.chars().count() > 8 {
        format!("{}…", t.chars().take(7).collect::<String>())
    } else if t.is_empty() {
        "·".into()
    } else {
        t.to_string()
    }
}

/// How far every token is moved for the "rotate V too" comparison.
pub const V_SHIFT: u64 = 100;

/// One query row of the "rotate V too" comparison: how much the attention output changes when
/// every token moves by [`V_SHIFT`] positions (cosine of the angle between the outputs).
#[derive(Debug, Clone, PartialEq)]
pub struct ValueRow {
    pub token: String,
    /// V as in RoPE (never rotated): the output does not change, cosine 1.
    pub plain: f64,
    /// V rotated by its position too: the output turns with the absolute position.
    pub rotated: f64,
}

/// What happens if V were rotated like q and k: the weights still depend on m − n only, but
/// each output becomes a mix of values turned by their absolute positions, so moving the whole
/// sentence changes what is carried. Values are the tokens' toy embeddings.
pub fn value_rotation(scene: &Scene, causal: bool) -> Vec<ValueRow> {
    use crate::rope::maths::rotate::{dot, norm, rotate_vector};
    let w = &scene.freqs.inv_freq;
    let at = |shift: u64| {
        // The whole sentence moves: its tokens, its first position, the chosen query and key.
        let mut s = scene.clone();
        s.tokens.iter_mut().for_each(|t| t.position += shift);
        s.offset += shift;
        s.m += shift;
        s.n += shift;
        s
    };
    let (a, b) = (at(0), at(V_SHIFT));
    let weights_a = attention_matrix(&a, causal).attention.weights;
    let weights_b = attention_matrix(&b, causal).attention.weights;
    let values: Vec<Vec<f64>> = scene
        .tokens
        .iter()
        .map(|t| crate::rope::base::tokens::content_vector(&t.text, Role::Embedding, scene.dim))
        .collect();
    let output = |weights: &[Vec<f64>], row: usize, shift: u64, rotate: bool| {
        let mut o = vec![0.0; scene.dim];
        for (n, v) in values.iter().enumerate() {
            let v = if rotate {
                rotate_vector(
                    v,
                    (scene.tokens[n].position + shift) as f64,
                    w,
                    scene.layout,
                )
            } else {
                v.clone()
            };
            for (x, y) in o.iter_mut().zip(&v) {
                *x += weights[row][n] * y;
            }
        }
        o
    };
    let cos = |x: &[f64], y: &[f64]| dot(x, y) / (norm(x) * norm(y)).max(1e-300);
    (0..scene.tokens.len())
        .map(|r| ValueRow {
            token: scene.tokens[r].text.clone(),
            plain: cos(
                &output(&weights_a, r, 0, false),
                &output(&weights_b, r, V_SHIFT, false),
            ),
            rotated: cos(
                &output(&weights_a, r, 0, true),
                &output(&weights_b, r, V_SHIFT, true),
            ),
        })
        .collect()
}

/// Two tokens whose queries are equal (the same word, e.g. "The" and "the" with toy vectors),
/// and how far apart their attention rows are.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SameWordRows {
    pub first: usize,
    pub second: usize,
    /// Largest |weight difference| over the keys.
    pub gap: f64,
}

/// What word order does to attention. The sentence's tokens are put in reverse order (each
/// keeps its q and k; the positions stay where they are) and the attention is computed again.
/// If reordering the input only reordered the computation, the new matrix would be this one
/// with its rows and columns reversed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OrderCheck {
    /// Largest |weight difference| between the reversed sentence's matrix and this matrix
    /// reversed: 0 up to rounding when order is invisible.
    pub reorder_gap: f64,
    /// The first two tokens with equal queries, if any.
    pub same_word: Option<SameWordRows>,
}

/// The order check of a scene, with or without the causal mask. With RoPE off and no mask both
/// gaps vanish; the mask alone keeps them open, because it is tied to positions, not to tokens.
pub fn order_check(scene: &Scene, causal: bool) -> OrderCheck {
    let qs = scene.token_vectors(Role::Query);
    let ks = scene.token_vectors(Role::Key);
    let pos: Vec<f64> = scene.tokens.iter().map(|t| t.position as f64).collect();
    let f = &scene.freqs;
    let weights = |qs: &[Vec<f64>], ks: &[Vec<f64>]| {
        attention(
            qs,
            ks,
            &pos,
            &f.inv_freq,
            scene.layout,
            f.attention_factor,
            causal,
        )
        .weights
    };
    let reversed = |v: &[Vec<f64>]| v.iter().rev().cloned().collect::<Vec<_>>();
    let here = weights(&qs, &ks);
    let there = weights(&reversed(&qs), &reversed(&ks));
    let n = qs.len();
    let mut reorder_gap: f64 = 0.0;
    for (i, row) in there.iter().enumerate() {
        for (j, &w) in row.iter().enumerate() {
            // Token i of the reversed sentence is token n - 1 - i of this one.
            reorder_gap = reorder_gap.max((w - here[n - 1 - i][n - 1 - j]).abs());
        }
    }
    let same_word = (0..n)
        .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
        .find(|&(i, j)| qs[i] == qs[j])
        .map(|(first, second)| SameWordRows {
            first,
            second,
            gap: here[first]
                .iter()
                .zip(&here[second])
                .map(|(a, b)| (a - b).abs())
                .fold(0.0, f64::max),
        });
    OrderCheck {
        reorder_gap,
        same_word,
    }
}

/// With RoPE off, what word order still does in the matrix on screen (`None` with RoPE on,
/// where every score already depends on m − n).
pub fn order_note(scene: &Scene, causal: bool) -> Option<Msg> {
    if scene.rope {
        return None;
    }
    let check = order_check(scene, causal);
    let text = |i: usize| scene.tokens.get(i).map_or("", |t| t.text.as_str());
    let same = check.same_word.map(|s| {
        let rows = if s.gap == 0.0 {
            msg!("attention-rows-identical")
        } else {
            msg!(
                "attention-rows-differ",
                gap = Arg::num(num(s.gap, 4), s.gap)
            )
        };
        msg!(
            "attention-same-word",
            first = text(s.first),
            second = text(s.second),
            rows = rows
        )
    });
    let both = if same.is_some() { "yes" } else { "no" };
    let same = same.unwrap_or_else(|| msg!("attention-nothing"));
    Some(if causal && check.reorder_gap <= 1e-12 {
        // A single token: nothing to reorder.
        msg!("attention-order-single")
    } else if causal {
        msg!(
            "attention-order-causal",
            gap = Arg::num(num(check.reorder_gap, 4), check.reorder_gap),
            same = same,
            both = both
        )
    } else {
        msg!(
            "attention-order-open",
            gap = Arg::num(num(check.reorder_gap, 2), check.reorder_gap),
            same = same
        )
    })
}

/// Rows the text summary describes before it says "...".
pub const SUMMARY_ROWS: usize = 12;

/// Everything the attention view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct AttentionModel {
    pub tokens: Vec<(String, u64)>,
    pub attention: Attention,
    pub causal: bool,
    /// What supplies position: RoPE (the scene's), or a baseline beside it.
    pub baseline: Baseline,
}

/// What tells the attention about positions, for the comparison beside RoPE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Baseline {
    /// The scene's RoPE.
    Rope,
    /// No positional encoding: the causal mask alone knows about order.
    Nope,
    /// ALiBi (Press et al., 2022): unrotated q and k, a linear bias per head. `head` of
    /// [`ALIBI_HEADS`] heads (0: the steepest slope).
    Alibi { head: usize },
}

/// How many heads the ALiBi baseline's slopes are spread over (the paper's and BLOOM's
/// geometric sequence for 8 heads: 1/2, 1/4, ..., 1/256).
pub const ALIBI_HEADS: usize = 8;

impl Baseline {
    /// ALiBi's slope for this baseline (`None` for the others).
    pub fn alibi_slope(self) -> Option<f64> {
        match self {
            Baseline::Alibi { head } => alibi_slopes(ALIBI_HEADS).get(head).copied(),
            _ => None,
        }
    }

    /// A short name for the view's caption and tables.
    pub fn label(self) -> Msg {
        match self {
            Baseline::Rope => msg!("attention-baseline-rope"),
            Baseline::Nope => msg!("attention-baseline-nope"),
            Baseline::Alibi { head } => {
                let slope = self.alibi_slope().unwrap_or(0.0);
                msg!(
                    "attention-baseline-alibi-head",
                    head = head,
                    heads = ALIBI_HEADS,
                    slope = Arg::num(num(slope, 4), slope)
                )
            }
        }
    }
}

/// The attention of the scene's sentence with `baseline` in place of RoPE (the same content
/// vectors, the same mask).
pub fn attention_baseline(scene: &Scene, causal: bool, baseline: Baseline) -> AttentionModel {
    let mut m = attention_matrix(scene, causal);
    let qs = scene.token_vectors(Role::Query);
    let ks = scene.token_vectors(Role::Key);
    let pos: Vec<f64> = scene.tokens.iter().map(|t| t.position as f64).collect();
    m.attention = match baseline {
        Baseline::Rope => m.attention,
        Baseline::Nope => attention_nope(&qs, &ks, causal),
        Baseline::Alibi { .. } => attention_alibi(
            &qs,
            &ks,
            &pos,
            baseline.alibi_slope().unwrap_or(0.0),
            causal,
        ),
    };
    m.baseline = baseline;
    m
}

/// The attention matrix of a scene's sentence.
pub fn attention_matrix(scene: &Scene, causal: bool) -> AttentionModel {
    let qs = scene.token_vectors(Role::Query);
    let ks = scene.token_vectors(Role::Key);
    let pos: Vec<f64> = scene.tokens.iter().map(|t| t.position as f64).collect();
    let f = &scene.freqs;
    AttentionModel {
        tokens: scene
            .tokens
            .iter()
            .map(|t| (t.text.clone(), t.position))
            .collect(),
        attention: attention(
            &qs,
            &ks,
            &pos,
            &f.inv_freq,
            scene.layout,
            f.attention_factor,
            causal,
        ),
        causal,
        baseline: Baseline::Rope,
    }
}

impl AttentionModel {
    pub fn size(&self) -> usize {
        self.tokens.len()
    }

    /// The picture: weights on viridis (a masked cell grey: no weight at all, not a weight of
    /// 0), the tokens on both axes at their positions.
    pub fn chart(&self, tr: Tr) -> GridChart {
        let n = self.size();
        let (first, last) = (
            self.tokens.first().map_or(0, |t| t.1) as f64,
            self.tokens.last().map_or(0, |t| t.1) as f64,
        );
        let tokens = |title: &str| {
            let mut a = grid_axis(first, last, n, title);
            a.ticks = self
                .tokens
                .iter()
                .map(|(text, p)| Tick {
                    value: *p as f64,
                    label: short_token(text),
                })
                .collect();
            a
        };
        let masked = self
            .attention
            .logits
            .iter()
            .flatten()
            .any(|l| *l == f64::NEG_INFINITY);
        GridChart {
            rows: n,
            cols: n,
            cells: self
                .attention
                .weights
                .iter()
                .zip(&self.attention.logits)
                .flat_map(|(row, logits)| {
                    row.iter().zip(logits).map(|(&w, &l)| {
                        if l == f64::NEG_INFINITY {
                            MASKED
                        } else {
                            viridis(w)
                        }
                    })
                })
                .collect(),
            x: tokens(&tr(&msg!("attention-axis-key"))),
            y: tokens(&tr(&msg!("attention-axis-query"))),
            legend: Some(ColorLegend {
                map: ColorMap::Viridis,
                left: tr(&msg!(if masked {
                    "attention-legend-masked"
                } else {
                    "attention-legend-zero"
                })),
                right: "1".into(),
            }),
            outline_col: None,
            marks: None,
        }
    }

    /// The readout for a (query row, key column) cursor; `None` outside the matrix.
    pub fn readout(&self, (r, c): (usize, usize)) -> Option<Msg> {
        let (qt, qp) = self.tokens.get(r)?;
        let (kt, kp) = self.tokens.get(c)?;
        let logit = *self.attention.logits.get(r)?.get(c)?;
        let weight = self.attention.weights[r][c];
        let m = if logit == f64::NEG_INFINITY {
            msg!("attention-readout-masked")
        } else {
            msg!("attention-readout", logit = Arg::num(num(logit, 4), logit))
        };
        Some(
            m.arg("query", qt)
                .arg("qpos", *qp)
                .arg("key", kt)
                .arg("kpos", *kp)
                .arg("weight", Arg::num(num(weight, 4), weight)),
        )
    }

    /// The text alternative: which key each query attends to most (formatted by `tr`: its
    /// rows are a list joined by the language's separator).
    pub fn summary(&self, tr: Tr) -> String {
        let rows: Vec<String> = self
            .attention
            .weights
            .iter()
            .enumerate()
            .take(SUMMARY_ROWS)
            .filter_map(|(r, row)| {
                let best = argmax(row)?;
                Some(tr(&msg!(
                    "attention-summary-row",
                    query = &self.tokens[r].0,
                    key = &self.tokens[best].0,
                    weight = Arg::num(format!("{:.2}", row[best]), row[best])
                )))
            })
            .collect();
        let rest = self.size().saturating_sub(SUMMARY_ROWS);
        tr(&msg!(
            "attention-summary",
            rows = rows.join(&tr(&msg!("attention-summary-separator"))),
            rest = rest
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    /// NoPE: repeated words get identical rows whatever their positions (only the mask
    /// differs); ALiBi: the same content, a nearer key gets exp(slope) times the weight per step;
    /// RoPE: the scene's own matrix.
    #[test]
    fn baselines_beside_rope() {
        let s = Scene::new(&Config::from_query("text=the+cat+the+cat").unwrap().config);
        let rope = attention_matrix(&s, false);
        assert_eq!(attention_baseline(&s, false, Baseline::Rope), rope);
        let nope = attention_baseline(&s, false, Baseline::Nope);
        assert_eq!(nope.attention.weights[0], nope.attention.weights[2]);
        assert_ne!(rope.attention.weights[0], rope.attention.weights[2]);
        let alibi = attention_baseline(&s, true, Baseline::Alibi { head: 0 });
        // Row 3 ("cat" at 3): keys 1 and 3 are both "cat", 2 positions apart.
        let w = &alibi.attention.weights[3];
        assert!((w[3] / w[1] - (2.0 * 0.5f64).exp()).abs() < 1e-12);
        assert_eq!(Baseline::Alibi { head: 7 }.alibi_slope(), Some(1.0 / 256.0));
        assert!(alibi.summary(&en).contains("attends most"));
    }
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn masked_cells_are_grey_and_the_axes_name_the_tokens() {
        let m = attention_matrix(&scene(""), true);
        let c = m.chart(&en);
        let n = m.size();
        // Row 0 sees only key 0: the rest of its row is masked, grey, off the colour scale.
        assert!(c.cells[1..n].iter().all(|&x| x == MASKED));
        assert_ne!(c.cells[0], MASKED);
        assert!(c.legend.as_ref().unwrap().left.contains("grey: masked"));
        assert_eq!(c.x.ticks.len(), n);
        assert_eq!(c.x.ticks[0].label, m.tokens[0].0);
        assert!(c.y.title.contains("token"));
        // Without the mask nothing is grey.
        let open = attention_matrix(&scene(""), false).chart(&en);
        assert!(open.cells.iter().all(|&x| x != MASKED));
        assert_eq!(short_token("embeddings"), "embeddi…");
    }

    #[test]
    fn rows_are_distributions_and_the_mask_hides_later_keys() {
        let m = attention_matrix(&scene(""), true);
        assert_eq!(m.size(), 6);
        for (r, row) in m.attention.weights.iter().enumerate() {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            assert!(row[r + 1..].iter().all(|&w| w == 0.0));
        }
        assert!(en(&m.readout((0, 3)).unwrap()).contains("masked"));
        assert_eq!(m.readout((6, 0)), None);
        let open = attention_matrix(&scene(""), false);
        assert!(open.attention.weights[0][5] > 0.0);
    }

    #[test]
    fn logits_from_first_principles() {
        // dim 2, one speed: the logit of query t against key s is rotated q . rotated k / sqrt(2).
        let s = scene("dim=2&speeds=40&text=a+b");
        let m = attention_matrix(&s, false);
        let q = s.vector(Role::Query, 1);
        let k = s.vector(Role::Key, 0);
        let a = 40f64.to_radians(); // (1 - 0) x 40 deg
        let want = ((q[0] * k[0] + q[1] * k[1]) * a.cos() + (q[0] * k[1] - q[1] * k[0]) * a.sin())
            / 2f64.sqrt();
        assert!((m.attention.logits[1][0] - want).abs() < 1e-12);
    }

    #[test]
    fn chart_and_summary() {
        let m = attention_matrix(&scene(""), true);
        let c = m.chart(&en);
        assert_eq!((c.rows, c.cols, c.cells.len()), (6, 6, 36));
        assert_eq!(c.cells[0], viridis(1.0), "the first query only sees itself");
        assert!(m
            .summary(&en)
            .starts_with("\"The\" attends most to \"The\" (1.00)"));
    }

    #[test]
    fn without_rope_only_the_mask_keeps_word_order() {
        // "The" and "the" share their toy vectors (lowercased). With RoPE off and no mask their
        // rows are identical and reordering the words only reorders the matrix.
        let off = attention_matrix(&scene("rope=off"), false);
        assert_eq!(off.attention.weights[0], off.attention.weights[4]);
        let open = order_check(&scene("rope=off"), false);
        assert!(open.reorder_gap < 1e-12, "{open:?}");
        let same = open.same_word.unwrap();
        assert_eq!((same.first, same.second, same.gap), (0, 4, 0.0));
        // The mask is tied to positions: with it on (the default), the rows differ ("The" sees
        // only itself) and the reversed sentence is not the reversed matrix.
        let masked = attention_matrix(&scene("rope=off"), true);
        assert_ne!(masked.attention.weights[0], masked.attention.weights[4]);
        let closed = order_check(&scene("rope=off"), true);
        let same = closed.same_word.unwrap();
        assert_eq!((same.first, same.second), (0, 4));
        let by_hand = masked.attention.weights[0]
            .iter()
            .zip(&masked.attention.weights[4])
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max);
        assert_eq!(same.gap, by_hand);
        assert!(same.gap > 0.1 && closed.reorder_gap > 0.1, "{closed:?}");
        // With RoPE on, order shows even without the mask.
        let on = attention_matrix(&scene(""), false);
        assert_ne!(on.attention.logits[0], on.attention.logits[4]);
        assert!(order_check(&scene(""), false).reorder_gap > 1e-6);
        // A single score does not see order without RoPE: logit(query "dog", key "man") is the
        // same in both orders.
        let a = attention_matrix(&scene("rope=off&text=dog+bites+man"), false);
        let b = attention_matrix(&scene("rope=off&text=man+bites+dog"), false);
        assert_eq!(a.attention.logits[0][2], b.attention.logits[2][0]);
        let a = attention_matrix(&scene("text=dog+bites+man"), false);
        let b = attention_matrix(&scene("text=man+bites+dog"), false);
        assert_ne!(a.attention.logits[0][2], b.attention.logits[2][0]);
    }

    #[test]
    fn the_order_note_says_what_the_mask_does() {
        assert_eq!(order_note(&scene(""), true), None);
        let masked = en(&order_note(&scene("rope=off"), true).unwrap());
        let gap = order_check(&scene("rope=off"), true).reorder_gap;
        assert!(
            masked.contains(&format!("up to {}", num(gap, 4))),
            "{masked}"
        );
        assert!(masked.contains("\"The\" and \"the\""), "{masked}");
        let open = en(&order_note(&scene("rope=off"), false).unwrap());
        assert!(
            open.contains("the same vectors and identical rows"),
            "{open}"
        );
        assert!(
            open.contains("nothing here can tell the orders apart"),
            "{open}"
        );
        assert!(masked.contains("rows that differ by up to"), "{masked}");
        // One token: the note does not claim a difference it cannot show.
        let one = en(&order_note(&scene("rope=off&text=the"), true).unwrap());
        assert!(one.contains("a single token has none to show"), "{one}");
    }

    #[test]
    fn rotating_v_makes_the_output_depend_on_absolute_position() {
        let rows = value_rotation(&scene("dim=16"), true);
        assert_eq!(rows.len(), 6);
        for r in &rows {
            assert!(
                (r.plain - 1.0).abs() < 1e-9,
                "plain V: same output after the shift"
            );
        }
        assert!(rows.iter().any(|r| r.rotated < 0.99), "{rows:?}");
        // Without RoPE nothing turns, so rotating V changes nothing either.
        let off = value_rotation(&scene("dim=16&rope=off"), true);
        assert!(off.iter().all(|r| (r.rotated - 1.0).abs() < 1e-9));
    }
}
