//! `rope-export '<query string>'`: prints the JSON of the widget's numbers for a configuration.
//! `rope-export --hf FILE [--seq-len N]`: the same for a Hugging Face config.json (or just its
//! rope_scaling / rope_parameters block), as transformers computes it at sequence length N.
//! `rope-export --catalog`: the core's lists of scaling methods (with their parameters) and views,
//! which the end-to-end scripts read instead of copying them.
//! Bad input: a one-line error naming the key or field on stderr, exit status 2.

use std::process::ExitCode;

use ropescope::rope::io::export::{catalog, export_hf, export_query};
use ropescope::rope::settings::limits::{CONTEXT_RANGE, MAX_CONTEXT, MIN_CONTEXT};

const USAGE: &str =
    "usage: rope-export '<query string>' | rope-export --hf FILE [--seq-len N] | rope-export --catalog";

/// What the arguments ask for.
enum Request {
    Query(String),
    Catalog,
    Hf { file: String, seq_len: Option<u64> },
}

fn parse_args(args: &[String]) -> Result<Request, String> {
    match args {
        [] => Ok(Request::Query(String::new())),
        [flag] if flag == "--catalog" => Ok(Request::Catalog),
        [q] if q != "--hf" => Ok(Request::Query(q.clone())),
        [flag, file] if flag == "--hf" => Ok(Request::Hf {
            file: file.clone(),
            seq_len: None,
        }),
        [flag, file, len_flag, n] if flag == "--hf" && len_flag == "--seq-len" => {
            let seq_len = n
                .parse::<u64>()
                .ok()
                .filter(|v| (MIN_CONTEXT..=MAX_CONTEXT).contains(v))
                .ok_or_else(|| format!("--seq-len: expected {CONTEXT_RANGE}, got \"{n}\""))?;
            Ok(Request::Hf {
                file: file.clone(),
                seq_len: Some(seq_len),
            })
        }
        _ => Err(USAGE.to_string()),
    }
}

fn run(request: Request) -> Result<String, String> {
    match request {
        Request::Query(q) => export_query(&q).map_err(|e| e.to_string()),
        Request::Catalog => Ok(catalog()),
        Request::Hf { file, seq_len } => {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| format!("{file}: cannot read the file ({e})"))?;
            export_hf(&text, seq_len).map_err(|e| e.to_string())
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args).and_then(run) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            // One line, whatever the message holds.
            eprintln!("error: {}", e.replace(['\n', '\r'], " "));
            ExitCode::from(2)
        }
    }
}
