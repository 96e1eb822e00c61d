//! Trunk's entry point: mounts the widget in the browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    ropescope::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    // i18n: the native binary's hint for developers
    eprintln!(
        "ropescope is a browser widget: serve it with `./dev.sh serve`. \
         For the numbers on the command line use `cargo run --release --bin rope-export -- '<query>'`."
    );
}
