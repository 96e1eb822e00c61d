//! "Check yourself": predict-then-reveal questions whose answers the core computes for the
//! current settings (nothing is a stored answer key: if the math changed, the answers would too).

use super::config::Config;
use super::freq::{self, wavelengths};
use super::rotate::{norm, rotate_vector};
use super::scaling::{self, FreqSource, Scaling};
use super::score::decompose;
use super::tokens::{content_vector, Role};

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
    /// The view that shows it.
    pub view: &'static str,
}

/// The questions for `config` (which must be valid).
pub fn questions(config: &Config) -> Vec<Question> {
    let dim = config.dim;
    let layout = config.layout;
    let w = config
        .scaled()
        .map(|s| s.inv_freq)
        .unwrap_or_else(|_| vec![1.0; dim / 2]);
    let mut out = Vec::new();

    // 1. Same offset, different absolute positions.
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
    out.push(Question {
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
        view: "invariance",
    });

    // 2. Word order.
    let q = content_vector("red", Role::Query, dim);
    let k = content_vector("big", Role::Key, dim);
    let big_red = decompose(&q, 1.0, &k, 0.0, &w, layout).total;
    let red_big = decompose(&q, 0.0, &k, 1.0, &w, layout).total;
    out.push(Question {
        id: "order",
        prompt: "\"big red\" becomes \"red big\". What happens to the score of \"red\" (query) against \"big\" (key)?".into(),
        choices: vec![
            "Nothing: same words, same score".into(),
            "It changes: m - n flips from +1 to -1, which flips the sign of every cross (sin) term".into(),
            "Only the lengths of the vectors change".into(),
        ],
        answer: if (big_red - red_big).abs() > 1e-12 { 1 } else { 0 },
        explanation: format!(
            "\"big red\": {big_red:.6}; \"red big\": {red_big:.6}. cos is even and sin is odd, so the dot parts stay and the cross parts change sign."
        ),
        view: "score",
    });

    // 3. Which pair wraps first.
    let wl = wavelengths(&w);
    let first = wl
        .iter()
        .enumerate()
        .min_by(|a, b| a.1.total_cmp(b.1))
        .map_or(0, |(i, _)| i);
    out.push(Question {
        id: "wrap",
        prompt: "With the current settings, which pair completes a full turn first?".into(),
        choices: vec![
            "Pair 0, the fastest".into(),
            "A middle pair".into(),
            "The last pair, the slowest".into(),
        ],
        answer: if first == 0 {
            0
        } else if first + 1 == wl.len() {
            2
        } else {
            1
        },
        explanation: format!(
            "Pair {first} has the shortest wavelength: {:.2} positions (2 pi / inv_freq).",
            wl[first]
        ),
        view: "heatmap",
    });

    // 4. Linear interpolation of position 500, 1024 -> 2048.
    let plain = freq::inv_freq(dim, 10_000.0).unwrap_or_else(|_| vec![1.0]);
    let scaled = scaling::apply(
        dim,
        &FreqSource::Base(10_000.0),
        &Scaling::Linear { factor: 2.0 },
    )
    .map(|s| s.inv_freq)
    .unwrap_or_else(|_| plain.clone());
    let equivalent = 500.0 * scaled[0] / plain[0];
    let options = [250.0, 500.0, 1000.0];
    out.push(Question {
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
        view: "frequencies",
    });

    // 5. Raising the base.
    let slow = |base: f64| {
        freq::inv_freq(dim, base)
            .ok()
            .and_then(|f| f.last().copied())
            .unwrap_or(1.0)
    };
    let (a, b) = (slow(10_000.0), slow(500_000.0));
    out.push(Question {
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
        view: "frequencies",
    });

    // 6. Norm preservation.
    let q = content_vector("the", Role::Query, dim);
    let r = rotate_vector(&q, 1000.0, &w, layout);
    let ratio = norm(&r) / norm(&q);
    out.push(Question {
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
        view: "compasses",
    });

    // 7. YaRN temperature.
    let y = scaling::Yarn {
        factor: 16.0,
        orig: 4096,
        beta_fast: 32.0,
        beta_slow: 1.0,
        truncate: true,
        attention_factor: None,
        mscale: None,
        mscale_all_dim: None,
    };
    let af = scaling::yarn_attention_factor(&y);
    let logit = af * af;
    out.push(Question {
        id: "yarn-temperature",
        prompt: "YaRN with factor 16 scales cos and sin by its attention factor. Every attention logit is then multiplied by...".into(),
        choices: vec!["16".into(), format!("{logit:.4}"), "1 (no change)".into()],
        answer: 1,
        explanation: format!(
            "The attention factor is 0.1 ln 16 + 1 = {af:.4}; q and k each carry it, so logits get {af:.4}^2 = {logit:.4}: a slightly lower temperature."
        ),
        view: "frequencies",
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_follow_the_mathematics() {
        let qs = questions(&Config::default());
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
        // With custom speeds where the last pair is fastest, the wrap answer follows.
        let c = Config::from_query("dim=6&speeds=1,2,30").unwrap().config;
        let qs = questions(&c);
        assert_eq!(qs.iter().find(|q| q.id == "wrap").unwrap().answer, 2);
    }
}
