//! Writes the page's test fixture `tests/data/model_run.json`: one real run of the model, as
//! the worker sends it to the page (the JSON of `Output`), for the page core's native tests
//! (`src/rope/settings/model_run.rs`, `src/rope/view/scene.rs`): they check that the page reads it and that the
//! page's own RoPE and attention reproduce the model's.
//!
//!   cargo run --release --example page_fixture [> ../tests/data/model_run.json]
use ropescope_model::{Model, Probe};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = std::env::var("ROPESCOPE_MODEL").unwrap_or_else(|_| {
        format!(
            "{}/../.tools/model/SmolLM2-135M-Instruct.Q4_1.gguf",
            env!("CARGO_MANIFEST_DIR")
        )
    });
    let model = Model::from_gguf_bytes(&std::fs::read(path)?)?;
    let ids = model.tokenizer().encode("The cat sat on the mat. The cat");
    let out = model.run(&ids, &model.default_rope(), Probe { layer: 14, head: 4 })?;
    println!("{}", serde_json::to_string(&out)?);
    Ok(())
}
