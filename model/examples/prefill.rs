//! `cargo run --example prefill`: the model's prefill throughput natively (candle on this
//! machine's CPU), tokens per second at 32, 256 and 1024 tokens: one forward pass over the text
//! with the logits of every position (`Model::token_losses`, the same work the browser's
//! worker does for the long-context lab's short-range experiment). One line per length:
//! `native_prefill_<n> <tokens/s> <ms>`. Threads: candle's default (all cores; set
//! RAYON_NUM_THREADS=1 for one thread, as the browser's worker has).
use ropescope_model::Model;
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::var("ROPESCOPE_MODEL").unwrap_or_else(|_| {
        format!(
            "{}/../.tools/model/SmolLM2-135M-Instruct.Q4_1.gguf",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let model = Model::from_gguf_bytes(&std::fs::read(&path)?)?;
    let rope = model.default_rope();
    let text = "Rotary position embeddings turn each pair of dimensions of the query and the key by an angle that grows with the position. ".repeat(64);
    let ids = model.tokenizer().encode(&text);
    for n in [32usize, 256, 1024] {
        let ids = &ids[..n];
        let _ = model.token_losses(ids, 0, &rope)?; // warm-up
        let runs = if n <= 256 { 3 } else { 1 };
        let t0 = Instant::now();
        for _ in 0..runs {
            let _ = model.token_losses(ids, 0, &rope)?;
        }
        let ms = t0.elapsed().as_secs_f64() * 1e3 / runs as f64;
        println!("native_prefill_{n} {:.1} {ms:.0}", n as f64 / ms * 1e3);
    }
    Ok(())
}
