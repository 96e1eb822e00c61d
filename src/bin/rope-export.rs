//! `rope-export '<query string>'`: prints the JSON of the widget's numbers for a configuration.
//! `rope-export --hf FILE [--seq-len N] [--grid T,H,W]`: the same for a Hugging Face config.json
//! (or just its rope_scaling / rope_parameters block), as transformers computes it at sequence
//! length N; a config with a vision tower (or a vision config) adds `vision`: its axial RoPE's
//! inv_freq and, with `--grid`, the (row, column) position ids of a grid of T x H x W patches.
//! `rope-export --catalog`: the core's lists of scaling methods (with their parameters) and views,
//! which the end-to-end scripts read instead of copying them.
//! `rope-export --url-keys`: the URL-key reference (`docs/url-keys.md`), from the key table.
//! Bad input: a one-line error naming the key or field on stderr, exit status 2.

use std::process::ExitCode;

use ropescope::rope::base::limits::{CONTEXT_RANGE, MAX_CONTEXT, MIN_CONTEXT};
use ropescope::rope::io::export::{catalog, export_hf_grid, export_query};

const USAGE: &str = "usage: rope-export '<query string>' | rope-export --hf FILE [--seq-len N] [--grid T,H,W] | rope-export --catalog | rope-export --url-keys";

/// What the arguments ask for.
enum Request {
    Query(String),
    Catalog,
    I18n,
    UrlKeys,
    Hf {
        file: String,
        seq_len: Option<u64>,
        grid: Option<[u64; 3]>,
    },
}

fn parse_grid(g: &str) -> Result<[u64; 3], String> {
    let parts: Vec<Option<u64>> = g.split(',').map(|x| x.trim().parse::<u64>().ok()).collect();
    match parts.as_slice() {
        [Some(t), Some(h), Some(w)] => Ok([*t, *h, *w]),
        _ => Err(format!(
            "--grid: expected three whole numbers T,H,W (patches), got \"{g}\""
        )),
    }
}

fn parse_args(args: &[String]) -> Result<Request, String> {
    match args {
        [] => Ok(Request::Query(String::new())),
        [flag] if flag == "--catalog" => Ok(Request::Catalog),
        [flag] if flag == "--i18n" => Ok(Request::I18n),
        [flag] if flag == "--url-keys" => Ok(Request::UrlKeys),
        [q] if q != "--hf" => Ok(Request::Query(q.clone())),
        [flag, file, rest @ ..] if flag == "--hf" => {
            let (mut seq_len, mut grid) = (None, None);
            let mut it = rest.iter();
            while let Some(opt) = it.next() {
                let value = it.next().ok_or_else(|| USAGE.to_string())?;
                match opt.as_str() {
                    "--seq-len" if seq_len.is_none() => {
                        seq_len = Some(
                            value
                                .parse::<u64>()
                                .ok()
                                .filter(|v| (MIN_CONTEXT..=MAX_CONTEXT).contains(v))
                                .ok_or_else(|| {
                                    format!("--seq-len: expected {CONTEXT_RANGE}, got \"{value}\"")
                                })?,
                        )
                    }
                    "--grid" if grid.is_none() => grid = Some(parse_grid(value)?),
                    _ => return Err(USAGE.to_string()),
                }
            }
            Ok(Request::Hf {
                file: file.clone(),
                seq_len,
                grid,
            })
        }
        _ => Err(USAGE.to_string()),
    }
}

fn run(request: Request) -> Result<String, String> {
    match request {
        Request::Query(q) => export_query(&q).map_err(|e| e.to_string()),
        Request::Catalog => Ok(catalog()),
        Request::I18n => i18n_report(),
        // println! adds the file's one closing newline.
        Request::UrlKeys => Ok(ropescope::rope::io::keys_doc::url_keys_markdown()
            .trim_end()
            .to_string()),
        Request::Hf {
            file,
            seq_len,
            grid,
        } => {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| format!("{file}: cannot read the file ({e})"))?;
            export_hf_grid(&text, seq_len, grid).map_err(|e| e.to_string())
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

/// `--i18n` (`./dev.sh i18n`): each language's messages against English's, read from
/// `www/locales/` under the current folder: coverage, then every missing and extra message and
/// every variable that differs. An error (so a non-zero exit) if any language is incomplete.
fn i18n_report() -> Result<String, String> {
    use ropescope::rope::base::i18n::{coverage, Lang, FILES};
    let read = |lang: Lang| -> Vec<(String, String)> {
        FILES
            .iter()
            .filter_map(|f| {
                let path = format!("www/locales/{}/{f}.ftl", lang.code());
                std::fs::read_to_string(path)
                    .ok()
                    .map(|t| (f.to_string(), t))
            })
            .collect()
    };
    let en = read(Lang::En);
    if en.len() != FILES.len() {
        return Err("run from the repository's root: www/locales/en/ was not found".to_string());
        // i18n: developer tool
    }
    let mut out = String::new();
    let mut complete = true;
    for lang in Lang::ALL {
        let c = coverage(lang, &en, &read(lang));
        complete &= c.is_complete();
        out.push_str(&format!(
            "{:<6} {:>6.1} %  {} of {} messages; {} missing, {} extra, {} with other variables, {} errors\n", // i18n: developer tool
            c.lang,
            c.percent(),
            c.total - c.missing.len(),
            c.total,
            c.missing.len(),
            c.extra.len(),
            c.variables.len(),
            c.errors.len()
        ));
        for (what, list) in [
            ("missing", &c.missing),
            ("extra", &c.extra),
            ("variables", &c.variables),
            ("error", &c.errors),
        ] {
            for item in list {
                out.push_str(&format!("  {what}: {item}\n"));
            }
        }
    }
    if complete {
        Ok(out.trim_end().to_string())
    } else {
        Err(out.trim_end().to_string())
    }
}
