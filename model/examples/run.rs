//! `cargo run --release --example run -- "some text" [layer head]`: one forward pass, timed.
use ropescope_model::{MatmulMode, Model, Probe};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::var("ROPESCOPE_MODEL").unwrap_or_else(|_| {
        format!(
            "{}/../.tools/model/SmolLM2-135M-Instruct.Q4_1.gguf",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let args: Vec<String> = std::env::args().collect();
    let text = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "The capital of France is".into());
    let layer = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(0);
    let head = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(0);
    let bytes = std::fs::read(&path)?;
    let t0 = Instant::now();
    let model = Model::from_gguf_bytes(&bytes)?;
    eprintln!("load: {:?}", t0.elapsed());
    let ids = model.tokenizer().encode(&text);
    let rope = model.default_rope();
    for mode in [
        MatmulMode::Dequantized,
        MatmulMode::Quantized,
        MatmulMode::Dequantized,
    ] {
        let t0 = Instant::now();
        let out = model.run_with(&ids, &rope, Probe { layer, head }, mode)?;
        eprintln!("run {mode:?} ({} tokens): {:?}", ids.len(), t0.elapsed());
        println!("ids {:?}", out.ids);
        println!("tokens {:?}", out.tokens);
        println!("top5 {:?}", out.top5);
        println!("mean loss {:?}", out.mean_loss);
    }
    Ok(())
}
