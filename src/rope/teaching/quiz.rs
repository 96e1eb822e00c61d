//! "Check yourself": predict-then-reveal questions whose answers the core computes for the
//! current settings (nothing is a stored answer key: if the math changed, the answers would too).

use crate::rope::base::tokens::{content_vector, Role};
use crate::rope::maths::attention::{attention, softmax};
use crate::rope::maths::freq::{self, wavelengths};
use crate::rope::maths::rotate::{norm, rotate_vector};
use crate::rope::maths::scaling::{self, FreqSource, Method, Scaling};
use crate::rope::maths::score::decompose;
use crate::rope::settings::views::View;
use crate::rope::view::scene::Scene;

/// One question.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    pub id: &'static str,
    pub prompt: String,
    pub choices: Vec<String>,
    /// Index of the right choice, as computed.
    pub answer: usize,
    /// Why, with the computed numbers.
    pub explanation: String,
    /// The view that shows it (the question links to it).
    pub view: View,
}

/// The questions for the scene: its frequencies are the ones every view shows (`rope=off` and
/// `drop` included).
pub fn questions(scene: &Scene) -> Vec<Question> {
    vec![
        shift(scene),
        order(scene),
        wrap(scene),
        interpolation(scene),
        base(scene),
        norm_kept(scene),
        yarn_temperature(scene),
    ]
}

/// Same offset, different absolute positions.
fn shift(scene: &Scene) -> Question {
    let dim = scene.dim;
    let layout = scene.layout;
    let w = scene.freqs.inv_freq.clone();
    let q = content_vector("cat", Role::Query, dim);
    let k = content_vector("sat", Role::Key, dim);
    let near = decompose(&q, 12.0, &k, 10.0, &w, layout).total;
    let far = decompose(&q, 52.0, &k, 50.0, &w, layout).total;
    let answer = if (near - far).abs() <= 1e-9 * near.abs().max(1.0) {
        0
    } else if near > far {
        1
    } else {
        2
    };
    Question {
        id: "shift",
        prompt: "\"cat\" queries \"sat\" two positions earlier: once at positions 12 and 10, once at 52 and 50. How do the two scores compare?".into(),
        choices: vec![
            "They are equal".into(),
            "Higher at 12 and 10 (nearer the start)".into(),
            "Higher at 52 and 50".into(),
        ],
        answer,
        explanation: format!(
            "The scores are {near:.6} and {far:.6}. Each pair contributes dot cos((m-n)w) + cross sin((m-n)w), and m - n = 2 both times."
        ),
        view: View::Invariance,
    }
}

/// Word order, with the causal mask a decoder applies: a later key gets no weight at all.
fn order(scene: &Scene) -> Question {
    let dim = scene.dim;
    let layout = scene.layout;
    let w = scene.freqs.inv_freq.clone();
    let af = scene.freqs.attention_factor;
    let q_red = content_vector("red", Role::Query, dim);
    let k_red = content_vector("red", Role::Key, dim);
    let q_big = content_vector("big", Role::Query, dim);
    let k_big = content_vector("big", Role::Key, dim);
    // "big red": big at 0, red at 1; row 1 is red's query, column 0 big's key.
    let big_red_att = attention(
        &[q_big.clone(), q_red.clone()],
        &[k_big.clone(), k_red.clone()],
        &[0.0, 1.0],
        &w,
        layout,
        af,
        true,
    );
    // "red big": red at 0, big at 1; row 0 is red's query, column 1 big's key.
    let red_big_att = attention(
        &[q_red.clone(), q_big],
        &[k_red, k_big],
        &[0.0, 1.0],
        &w,
        layout,
        af,
        true,
    );
    let before = big_red_att.weights[1][0];
    let after = red_big_att.weights[0][1];
    // Without a mask (an encoder), the raw scores of the same query and key.
    let k = content_vector("big", Role::Key, dim);
    let big_red = decompose(&q_red, 1.0, &k, 0.0, &w, layout).total;
    let red_big = decompose(&q_red, 0.0, &k, 1.0, &w, layout).total;
    Question {
        id: "order",
        prompt: "In a decoder with the causal mask, \"big red\" becomes \"red big\". What happens to the attention weight of \"red\" (query) on \"big\" (key)?".into(),
        choices: vec![
            "Nothing: same words, same weight".into(),
            "It becomes exactly 0: \"big\" is now a later key, and the causal mask hides later keys".into(),
            "It only changes because m - n flips from +1 to -1, which flips the sign of every cross (sin) term".into(),
        ],
        answer: if after == 0.0 {
            1
        } else if (after - before).abs() <= 1e-12 {
            0
        } else {
            2
        },
        explanation: format!(
            "In \"big red\", \"red\" (position 1) gives \"big\" (position 0) weight {before:.4}. In \"red big\", \"big\" sits at position 1, after the query at 0: its logit is masked to minus infinity and its weight is exactly {after}. Only without a mask (an encoder) would \"red\" still see \"big\": its score goes from {big_red:.6} to {red_big:.6}, because cos is even and sin is odd, so the dot parts stay and the cross parts change sign."
        ),
        view: View::Attention,
    }
}

/// Which pair wraps first (with RoPE off or every pair dropped, none does).
fn wrap(scene: &Scene) -> Question {
    let w = scene.freqs.inv_freq.clone();
    let wl = wavelengths(&w);
    let first = wl
        .iter()
        .enumerate()
        .filter(|(_, l)| l.is_finite())
        .min_by(|a, b| a.1.total_cmp(b.1))
        .map(|(i, &l)| (i, l));
    Question {
        id: "wrap",
        prompt: "With the current settings, which pair completes a full turn first?".into(),
        choices: vec![
            "Pair 0, the fastest".into(),
            "A middle pair".into(),
            "The last pair, the slowest".into(),
            "None: no pair turns".into(),
        ],
        answer: match first {
            None => 3,
            Some((0, _)) => 0,
            Some((i, _)) if i + 1 == wl.len() => 2,
            Some(_) => 1,
        },
        explanation: match first {
            Some((i, l)) => format!(
                "Pair {i} has the shortest wavelength: {l:.2} positions (2 pi / inv_freq)."
            ),
            None => "Every pair's speed is 0 here (RoPE is off, or every pair is left unrotated): no pair ever completes a turn, and positions change no score.".into(),
        },
        view: View::Heatmap,
    }
}

/// Linear interpolation of position 500, 1024 -> 2048.
fn interpolation(scene: &Scene) -> Question {
    let dim = scene.dim;
    let plain = freq::inv_freq(dim, 10_000.0).unwrap_or_else(|_| vec![1.0]);
    let scaled = scaling::apply(
        dim,
        &FreqSource::Base(10_000.0),
        &Scaling::with_factor(Method::Linear, 2.0),
    )
    .map(|s| s.inv_freq)
    .unwrap_or_else(|_| plain.clone());
    let equivalent = 500.0 * scaled[0] / plain[0];
    let options = [250.0, 500.0, 1000.0];
    Question {
        id: "interpolation",
        prompt: "Linear interpolation stretches a model trained on 1024 positions to 2048 (factor 2). Position 500 then gets the angles plain RoPE gives position...".into(),
        choices: options.iter().map(|p| format!("{p}")).collect(),
        answer: options
            .iter()
            .position(|&p| (p - equivalent).abs() < 1e-9)
            .unwrap_or(0),
        explanation: format!(
            "Every frequency is divided by 2, so the angles at 500 are those of position {equivalent}: positions are squeezed into the trained range."
        ),
        view: View::Frequencies,
    }
}

/// Raising the base.
fn base(scene: &Scene) -> Question {
    let dim = scene.dim;
    let slow = |base: f64| {
        freq::inv_freq(dim, base)
            .ok()
            .and_then(|f| f.last().copied())
            .unwrap_or(1.0)
    };
    let (a, b) = (slow(10_000.0), slow(500_000.0));
    Question {
        id: "base",
        prompt: format!("Raise the base from 10,000 to 500,000 (d = {dim}). The slowest pair turns..."),
        choices: vec!["Faster".into(), "Slower".into(), "The same".into()],
        answer: if b < a {
            1
        } else if b > a {
            0
        } else {
            2
        },
        explanation: format!(
            "Its speed goes from {:.3e} to {:.3e} degrees per position: base^(-2i/d) shrinks as the base grows (except pair 0, always 1 rad).",
            a.to_degrees(),
            b.to_degrees()
        ),
        view: View::Frequencies,
    }
}

/// Norm preservation.
fn norm_kept(scene: &Scene) -> Question {
    let dim = scene.dim;
    let layout = scene.layout;
    let w = scene.freqs.inv_freq.clone();
    let q = content_vector("the", Role::Query, dim);
    let r = rotate_vector(&q, 1000.0, &w, layout);
    let ratio = norm(&r) / norm(&q);
    Question {
        id: "norm",
        prompt: "Rotating a query to position 1000 changes its length by...".into(),
        choices: vec![
            "Nothing: rotations keep lengths".into(),
            "It grows with the position".into(),
            "It shrinks with the position".into(),
        ],
        answer: if (ratio - 1.0).abs() < 1e-12 {
            0
        } else if ratio > 1.0 {
            1
        } else {
            2
        },
        explanation: format!("|R q| / |q| = {ratio:.15}. Each pair is turned, never stretched."),
        view: View::Compasses,
    }
}

/// YaRN temperature: cos and sin carry the factor, so q and k each do, the logit twice.
fn yarn_temperature(scene: &Scene) -> Question {
    let layout = scene.layout;
    // HF's defaults otherwise (beta 32 and 1, truncated, no explicit attention factor).
    let y = scaling::Params {
        factor: 16.0,
        orig: 4096,
        ..scaling::Params::default()
    };
    let af = scaling::yarn_attention_factor(&y);
    // The multiplier, measured on the attention logits of one query and key.
    let logit_with = |factor: f64| {
        attention(
            &[vec![1.0, 0.0]],
            &[vec![1.0, 0.0]],
            &[0.0],
            &[1.0],
            layout,
            factor,
            false,
        )
        .logits[0][0]
    };
    let logit = logit_with(af) / logit_with(1.0);
    let options = [16.0, af, logit, 1.0];
    let choices = vec![
        "16".to_string(),
        format!("{af:.4}"),
        format!("{logit:.4}"),
        "1 (no change)".to_string(),
    ];
    let answer = options
        .iter()
        .enumerate()
        .min_by(|a, b| (a.1 - logit).abs().total_cmp(&(b.1 - logit).abs()))
        .map_or(0, |(i, _)| i);
    // What the sharper softmax does to two logits 1 and 0.
    let (p_plain, p_scaled) = (softmax(&[1.0, 0.0])[0], softmax(&[logit, 0.0])[0]);
    Question {
        id: "yarn-temperature",
        prompt: "YaRN with factor 16 scales cos and sin by its attention factor. Every attention logit is then multiplied by...".into(),
        choices,
        answer,
        explanation: format!(
            "The attention factor is 0.1 ln 16 + 1 = {af:.4}. HF multiplies cos and sin by it, so the rotated q and the rotated k each carry it once and their dot product, the logit, carries it twice: {af:.4}^2 = {logit:.4}. That divides the softmax temperature by {logit:.2} (to {inv:.2} of what it was): a markedly sharper softmax. Two logits 1 and 0: the larger one's weight goes from {p_plain:.3} to {p_scaled:.3}.",
            inv = 1.0 / logit
        ),
        view: View::Frequencies,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn answers_follow_the_mathematics() {
        let qs = questions(&scene(""));
        assert!(qs.len() >= 6);
        let by = |id: &str| qs.iter().find(|q| q.id == id).unwrap().answer;
        assert_eq!(by("shift"), 0);
        assert_eq!(by("order"), 1);
        assert_eq!(by("wrap"), 0);
        assert_eq!(by("interpolation"), 0);
        assert_eq!(by("base"), 1);
        assert_eq!(by("norm"), 0);
        for q in &qs {
            assert!(q.answer < q.choices.len());
        }
        // Every explanation and choice is free of the slips issue 9 names.
        for q in &qs {
            assert!(!q.explanation.contains("slightly"), "{}", q.id);
        }
        // With custom speeds where the last pair is fastest, the wrap answer follows.
        let qs = questions(&scene("dim=6&speeds=1,2,30"));
        assert_eq!(qs.iter().find(|q| q.id == "wrap").unwrap().answer, 2);
    }

    fn question(config: &Config, id: &str) -> Question {
        questions(&Scene::new(config))
            .into_iter()
            .find(|q| q.id == id)
            .unwrap()
    }

    /// The quiz reads the scene: with RoPE off no pair turns, as every view shows; dropping the
    /// slow pairs leaves the fastest one first.
    #[test]
    fn the_quiz_follows_rope_off_and_drop() {
        let off = scene("rope=off");
        assert!(off.freqs.inv_freq.iter().all(|&w| w == 0.0));
        let q = question(&off.config, "wrap");
        assert_eq!(q.answer, 3, "{}", q.explanation);
        assert!(!q.explanation.contains("6.28"), "{}", q.explanation);
        let all = scene("dim=8&drop=4");
        assert_eq!(question(&all.config, "wrap").answer, 3);
        // Custom speeds with the fastest last; drop=1 stops the slowest (pair 0), the answer
        // stays the last pair, whose wavelength is the scene's.
        let s = scene("dim=6&speeds=1,2,30&drop=1");
        let q = question(&s.config, "wrap");
        assert_eq!(q.answer, 2);
        let want = 2.0 * std::f64::consts::PI / s.freqs.inv_freq[2];
        assert!(
            q.explanation.contains(&format!("{want:.2}")),
            "{}",
            q.explanation
        );
        // With RoPE off the score does not depend on positions: shifting changes nothing.
        assert_eq!(question(&off.config, "shift").answer, 0);
    }

    #[test]
    fn word_order_respects_the_causal_mask() {
        let q = question(&Config::default(), "order");
        assert_eq!(q.answer, 1, "{}", q.explanation);
        assert!(q.choices[1].contains("causal mask"));
        assert!(
            q.explanation.contains("weight is exactly 0"),
            "{}",
            q.explanation
        );
        // From first principles: red (query) at 1 against big (key) at 0, and the other way.
        let w = scene("").freqs.inv_freq;
        let qv = content_vector("red", Role::Query, 16);
        let kv = content_vector("big", Role::Key, 16);
        let score = |m: f64, n: f64| {
            let rq = rotate_vector(&qv, m, &w, crate::rope::Layout::Interleaved);
            let rk = rotate_vector(&kv, n, &w, crate::rope::Layout::Interleaved);
            rq.iter().zip(&rk).map(|(a, b)| a * b).sum::<f64>()
        };
        let (forward, backward) = (score(1.0, 0.0), score(0.0, 1.0));
        assert!((forward - backward).abs() > 1e-6);
        assert!(
            q.explanation.contains(&format!("{forward:.6}")),
            "{}",
            q.explanation
        );
        assert!(
            q.explanation.contains(&format!("{backward:.6}")),
            "{}",
            q.explanation
        );
        // The weight before the swap: softmax over red's two visible keys (big, red itself).
        let k_red = content_vector("red", Role::Key, 16);
        let self_score = {
            let rq = rotate_vector(&qv, 1.0, &w, crate::rope::Layout::Interleaved);
            let rk = rotate_vector(&k_red, 1.0, &w, crate::rope::Layout::Interleaved);
            rq.iter().zip(&rk).map(|(a, b)| a * b).sum::<f64>()
        };
        let (a, b) = (forward / 4.0, self_score / 4.0);
        let weight = a.exp() / (a.exp() + b.exp());
        assert!(
            q.explanation.contains(&format!("weight {weight:.4}")),
            "{}",
            q.explanation
        );
    }

    #[test]
    fn yarn_logits_carry_the_attention_factor_squared() {
        let q = question(&Config::default(), "yarn-temperature");
        let af = 0.1 * 16f64.ln() + 1.0;
        let want = af * af;
        let chosen: f64 = q.choices[q.answer].parse().unwrap();
        assert!((chosen - want).abs() < 1e-4, "{:?}", q.choices);
        // The factor once (ignoring that q and k each carry it) is offered, and is wrong.
        let once = q
            .choices
            .iter()
            .position(|c| c == &format!("{af:.4}"))
            .unwrap();
        assert_ne!(once, q.answer);
        assert!(
            q.explanation.contains("markedly sharper"),
            "{}",
            q.explanation
        );
        assert!(q.explanation.contains(&format!("{want:.4}")));
        assert!(q
            .explanation
            .contains(&format!("to {:.2} of what it was", 1.0 / want)));
        let (p0, p1) = (
            1f64.exp() / (1f64.exp() + 1.0),
            want.exp() / (want.exp() + 1.0),
        );
        assert!(
            q.explanation.contains(&format!("from {p0:.3} to {p1:.3}")),
            "{}",
            q.explanation
        );
    }
}
