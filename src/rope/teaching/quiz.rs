//! "Check yourself": predict-then-reveal questions whose answers the core computes for the
//! current settings (nothing is a stored answer key: if the math changed, the answers would too).

use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
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
    pub prompt: Msg,
    pub choices: Vec<Msg>,
    /// Index of the right choice, as computed.
    pub answer: usize,
    /// Why, with the computed numbers.
    pub explanation: Msg,
    /// The view that shows it (the question links to it).
    pub view: View,
}

/// A number as `printed`, selecting on `value`.
fn num(printed: String, value: f64) -> Arg {
    Arg::num(printed, value)
}

/// A whole number with commas between thousands ("500,000"), as the questions print bases.
fn thousands(v: f64) -> String {
    let digits = format!("{:.0}", v.abs());
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if v < 0.0 {
        out.insert(0, '-');
    }
    out
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
    // The two placements: (query, key) positions, the same distance apart.
    let (near_at, far_at) = ((12u32, 10u32), (52u32, 50u32));
    let near = decompose(&q, near_at.0.into(), &k, near_at.1.into(), &w, layout).total;
    let far = decompose(&q, far_at.0.into(), &k, far_at.1.into(), &w, layout).total;
    let answer = if (near - far).abs() <= 1e-9 * near.abs().max(1.0) {
        0
    } else if near > far {
        1
    } else {
        2
    };
    Question {
        id: "shift",
        prompt: msg!(
            "quiz-shift-prompt",
            near_m = near_at.0,
            near_n = near_at.1,
            far_m = far_at.0,
            far_n = far_at.1
        ),
        choices: vec![
            msg!("quiz-shift-equal"),
            msg!("quiz-shift-near", m = near_at.0, n = near_at.1),
            msg!("quiz-shift-far", m = far_at.0, n = far_at.1),
        ],
        answer,
        explanation: msg!(
            "quiz-shift-explanation",
            near = num(format!("{near:.6}"), near),
            far = num(format!("{far:.6}"), far),
            distance = near_at.0 - near_at.1
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
        prompt: msg!("quiz-order-prompt"),
        choices: vec![
            msg!("quiz-order-same"),
            msg!("quiz-order-masked"),
            msg!("quiz-order-sign"),
        ],
        answer: if after == 0.0 {
            1
        } else if (after - before).abs() <= 1e-12 {
            0
        } else {
            2
        },
        explanation: msg!(
            "quiz-order-explanation",
            before = num(format!("{before:.4}"), before),
            after = num(format!("{after}"), after),
            big_red = num(format!("{big_red:.6}"), big_red),
            red_big = num(format!("{red_big:.6}"), red_big)
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
        prompt: msg!("quiz-wrap-prompt"),
        choices: vec![
            msg!("quiz-wrap-first"),
            msg!("quiz-wrap-middle"),
            msg!("quiz-wrap-last"),
            msg!("quiz-wrap-none"),
        ],
        answer: match first {
            None => 3,
            Some((0, _)) => 0,
            Some((i, _)) if i + 1 == wl.len() => 2,
            Some(_) => 1,
        },
        explanation: match first {
            Some((i, l)) => msg!(
                "quiz-wrap-explanation",
                pair = i,
                wavelength = num(format!("{l:.2}"), l)
            ),
            None => msg!("quiz-wrap-explanation-none"),
        },
        view: View::Heatmap,
    }
}

/// Linear interpolation of position 500, 1024 -> 2048.
fn interpolation(scene: &Scene) -> Question {
    let dim = scene.dim;
    let plain = freq::inv_freq(dim, 10_000.0).unwrap_or_else(|_| vec![1.0]);
    // Trained on `trained` positions, stretched by `factor`; the position asked about.
    let (trained, factor, position) = (1024u32, 2u32, 500u32);
    let scaled = scaling::apply(
        dim,
        &FreqSource::Base(10_000.0),
        &Scaling::with_factor(Method::Linear, factor.into()),
    )
    .map(|s| s.inv_freq)
    .unwrap_or_else(|_| plain.clone());
    let equivalent = f64::from(position) * scaled[0] / plain[0];
    let options = [250.0, 500.0, 1000.0];
    Question {
        id: "interpolation",
        prompt: msg!(
            "quiz-interpolation-prompt",
            trained = trained,
            stretched = trained * factor,
            factor = factor,
            position = position
        ),
        choices: options
            .iter()
            .map(|&p| msg!("quiz-number", value = num(format!("{p}"), p)))
            .collect(),
        answer: options
            .iter()
            .position(|&p| (p - equivalent).abs() < 1e-9)
            .unwrap_or(0),
        explanation: msg!(
            "quiz-interpolation-explanation",
            factor = factor,
            position = position,
            equivalent = num(format!("{equivalent}"), equivalent)
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
    let (from, to) = (10_000.0, 500_000.0);
    let (a, b) = (slow(from), slow(to));
    Question {
        id: "base",
        // The bases printed as the widget's prose prints large numbers ("10,000").
        prompt: msg!(
            "quiz-base-prompt",
            from = num(thousands(from), from),
            to = num(thousands(to), to),
            dim = dim
        ),
        choices: vec![
            msg!("quiz-base-faster"),
            msg!("quiz-base-slower"),
            msg!("quiz-base-same"),
        ],
        answer: if b < a {
            1
        } else if b > a {
            0
        } else {
            2
        },
        explanation: msg!(
            "quiz-base-explanation",
            from = num(format!("{:.3e}", a.to_degrees()), a.to_degrees()),
            to = num(format!("{:.3e}", b.to_degrees()), b.to_degrees())
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
    let position = 1000u32;
    let r = rotate_vector(&q, position.into(), &w, layout);
    let ratio = norm(&r) / norm(&q);
    Question {
        id: "norm",
        prompt: msg!("quiz-norm-prompt", position = position),
        choices: vec![
            msg!("quiz-norm-kept"),
            msg!("quiz-norm-grows"),
            msg!("quiz-norm-shrinks"),
        ],
        answer: if (ratio - 1.0).abs() < 1e-12 {
            0
        } else if ratio > 1.0 {
            1
        } else {
            2
        },
        explanation: msg!(
            "quiz-norm-explanation",
            ratio = num(format!("{ratio:.15}"), ratio)
        ),
        view: View::Compasses,
    }
}

/// YaRN temperature: cos and sin carry the factor, so q and k each do, the logit twice.
fn yarn_temperature(scene: &Scene) -> Question {
    let layout = scene.layout;
    // HF's defaults otherwise (beta 32 and 1, truncated, no explicit attention factor).
    let factor = 16u32;
    let y = scaling::Params {
        factor: factor.into(),
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
    let options = [factor.into(), af, logit, 1.0];
    let choices = vec![
        msg!("quiz-number", value = factor),
        msg!("quiz-number", value = num(format!("{af:.4}"), af)),
        msg!("quiz-number", value = num(format!("{logit:.4}"), logit)),
        msg!("quiz-yarn-no-change"),
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
        prompt: msg!("quiz-yarn-prompt", factor = factor),
        choices,
        answer,
        explanation: {
            let inv = 1.0 / logit;
            msg!(
                "quiz-yarn-explanation",
                factor = factor,
                af = num(format!("{af:.4}"), af),
                logit = num(format!("{logit:.4}"), logit),
                temperature = num(format!("{logit:.2}"), logit),
                inv = num(format!("{inv:.2}"), inv),
                p_plain = num(format!("{p_plain:.3}"), p_plain),
                p_scaled = num(format!("{p_scaled:.3}"), p_scaled)
            )
        },
        view: View::Frequencies,
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
            assert!(!en(&q.explanation).contains("slightly"), "{}", q.id);
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
        assert_eq!(q.answer, 3, "{:?}", q.explanation);
        assert!(!en(&q.explanation).contains("6.28"), "{:?}", q.explanation);
        let all = scene("dim=8&drop=4");
        assert_eq!(question(&all.config, "wrap").answer, 3);
        // Custom speeds with the fastest last; drop=1 stops the slowest (pair 0), the answer
        // stays the last pair, whose wavelength is the scene's.
        let s = scene("dim=6&speeds=1,2,30&drop=1");
        let q = question(&s.config, "wrap");
        assert_eq!(q.answer, 2);
        let want = 2.0 * std::f64::consts::PI / s.freqs.inv_freq[2];
        assert!(
            en(&q.explanation).contains(&format!("{want:.2}")),
            "{}",
            en(&q.explanation)
        );
        // With RoPE off the score does not depend on positions: shifting changes nothing.
        assert_eq!(question(&off.config, "shift").answer, 0);
    }

    #[test]
    fn word_order_respects_the_causal_mask() {
        let q = question(&Config::default(), "order");
        assert_eq!(q.answer, 1, "{:?}", q.explanation);
        assert!(en(&q.choices[1]).contains("causal mask"));
        assert!(
            en(&q.explanation).contains("weight is exactly 0"),
            "{}",
            en(&q.explanation)
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
            en(&q.explanation).contains(&format!("{forward:.6}")),
            "{}",
            en(&q.explanation)
        );
        assert!(
            en(&q.explanation).contains(&format!("{backward:.6}")),
            "{}",
            en(&q.explanation)
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
            en(&q.explanation).contains(&format!("weight {weight:.4}")),
            "{}",
            en(&q.explanation)
        );
    }

    #[test]
    fn yarn_logits_carry_the_attention_factor_squared() {
        let q = question(&Config::default(), "yarn-temperature");
        let af = 0.1 * 16f64.ln() + 1.0;
        let want = af * af;
        let chosen: f64 = en(&q.choices[q.answer]).parse().unwrap();
        assert!((chosen - want).abs() < 1e-4, "{:?}", q.choices);
        // The factor once (ignoring that q and k each carry it) is offered, and is wrong.
        let once = q
            .choices
            .iter()
            .position(|c| en(c) == format!("{af:.4}"))
            .unwrap();
        assert_ne!(once, q.answer);
        assert!(
            en(&q.explanation).contains("markedly sharper"),
            "{}",
            en(&q.explanation)
        );
        assert!(en(&q.explanation).contains(&format!("{want:.4}")));
        assert!(en(&q.explanation).contains(&format!("to {:.2} of what it was", 1.0 / want)));
        let (p0, p1) = (
            1f64.exp() / (1f64.exp() + 1.0),
            want.exp() / (want.exp() + 1.0),
        );
        assert!(
            en(&q.explanation).contains(&format!("from {p0:.3} to {p1:.3}")),
            "{}",
            en(&q.explanation)
        );
    }
}
