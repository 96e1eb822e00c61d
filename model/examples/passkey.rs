//! `cargo run --release --example passkey -- FORM KEYS SEED GAPS METHODS`: the long-context lab's
//! pass-key experiment natively, to choose its default texts: for each method and gap, how many
//! of KEYS five-digit keys (drawn from SEED by SplitMix64, as the lab draws them) greedy
//! decoding reproduces exactly, and the mean ln p per answer token (mean, lowest, highest).
//! FORM: `plain` (the lab's sentence form), `chat` (SmolLM2's chat template around it) or
//! `chat2` (the chat template, the assistant answering with the key alone) or `short` (the
//! plain form without its question: " The pass key is" after the gap, fewer tokens to run).
//! GAPS: comma list; METHODS: comma list of none, linear:F, ntk:F.
//! One line per (method, gap): `method gap reproduced/keys mean lowest highest`.
use ropescope_model::{Model, RopeLayout, RopeSettings, Segment};
use std::time::Instant;

fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn keys(seed: u64, n: usize) -> Vec<u32> {
    let mut st = seed;
    let mut out = Vec::new();
    while out.len() < n {
        let k = 10_000 + (splitmix64(&mut st) % 90_000) as u32;
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

fn texts(form: &str, k: u32) -> (String, String, String) {
    match form {
        "chat" => (
            format!("<|im_start|>user\nThe pass key is {k}. Remember it. The pass key is {k}."),
            " What is the pass key?<|im_end|>\n<|im_start|>assistant\nThe pass key is".into(),
            format!(" {k}"),
        ),
        "chat2" => (
            format!("<|im_start|>user\nThe pass key is {k}. Remember it. The pass key is {k}."),
            " What is the pass key? Answer with the key only.<|im_end|>\n<|im_start|>assistant\n"
                .into(),
            format!("{k}"),
        ),
        "plain" => (
            format!("The pass key is {k}. Remember it. The pass key is {k}."),
            " What is the pass key? The pass key is".into(),
            format!(" {k}"),
        ),
        "short" => (
            format!("The pass key is {k}. Remember it. The pass key is {k}."),
            " The pass key is".into(),
            format!(" {k}"),
        ),
        other => panic!("form {other}"),
    }
}

fn settings(m: &str) -> RopeSettings {
    let plain = RopeSettings::standard(100_000.0, 64, RopeLayout::Interleaved);
    match m.split_once(':') {
        None => plain,
        Some(("linear", f)) => {
            let f: f32 = f.parse().unwrap();
            RopeSettings {
                inv_freq: plain.inv_freq.iter().map(|x| x / f).collect(),
                ..plain
            }
        }
        Some(("ntk", f)) => {
            let f: f64 = f.parse().unwrap();
            RopeSettings::standard(100_000.0 * f.powf(64.0 / 62.0), 64, RopeLayout::Interleaved)
        }
        _ => panic!("method {m}"),
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let form = a.first().map_or("plain", String::as_str);
    let n: usize = a.get(1).map_or(Ok(8), |s| s.parse())?;
    let seed: u64 = a.get(2).map_or(Ok(1), |s| s.parse())?;
    let gaps: Vec<u32> = a
        .get(3)
        .map_or("0,4096,8192,16384", String::as_str)
        .split(',')
        .map(|g| g.parse().unwrap())
        .collect();
    let methods: Vec<&str> = a.get(4).map_or("none", String::as_str).split(',').collect();
    let path = std::env::var("ROPESCOPE_MODEL").unwrap_or_else(|_| {
        format!(
            "{}/../.tools/model/SmolLM2-135M-Instruct.Q4_1.gguf",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let model = Model::from_gguf_bytes(&std::fs::read(&path)?)?;
    let tok = model.tokenizer();
    let t0 = Instant::now();
    for m in &methods {
        let rope = settings(m);
        let mut per_gap: Vec<Vec<(bool, f64)>> = vec![Vec::new(); gaps.len()];
        for k in keys(seed, n) {
            let (b, af, ans) = texts(form, k);
            let before = tok.encode(&b);
            let mut tail = tok.encode(&af);
            let scored = tail.len();
            tail.extend(tok.encode(&ans));
            let pre = model.prefix(
                &Segment {
                    ids: before,
                    start: 0,
                },
                &rope,
            )?;
            if k == keys(seed, 1)[0] {
                eprintln!(
                    "{form}: {} tokens before the gap, {} after",
                    pre.len(),
                    tail.len()
                );
            }
            let starts: Vec<u32> = gaps.iter().map(|g| pre.next_position() + g).collect();
            let s = model.score_tail(&rope, Some(&pre), &tail, &starts, scored)?;
            for (i, x) in s.iter().enumerate() {
                per_gap[i].push((x.greedy, x.mean_logprob));
            }
        }
        for (g, v) in gaps.iter().zip(&per_gap) {
            let ok = v.iter().filter(|x| x.0).count();
            let mean = v.iter().map(|x| x.1).sum::<f64>() / v.len() as f64;
            let lo = v.iter().map(|x| x.1).fold(f64::INFINITY, f64::min);
            let hi = v.iter().map(|x| x.1).fold(f64::NEG_INFINITY, f64::max);
            println!("{form} {m} {g} {ok}/{} {mean:.3} {lo:.3} {hi:.3}", v.len());
        }
    }
    eprintln!("{:.1} s", t0.elapsed().as_secs_f64());
    Ok(())
}
