//! `rope-export '<query string>'`: prints the JSON of the widget's numbers for a configuration.
//! Bad input: a one-line error naming the key on stderr, exit status 2.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let query = match args.as_slice() {
        [] => "",
        [q] => q.as_str(),
        _ => {
            eprintln!(
                "usage: rope-export '<query string>' (one argument, e.g. 'dim=8&base=10000')"
            );
            return ExitCode::from(2);
        }
    };
    match ropescope::rope::export::export_query(query) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
