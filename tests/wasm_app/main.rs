//! The widget mounted in headless Chromium: controls drive the views, every view renders for
//! small and large settings, bad input keeps the last good state, presets and pasted configs
//! work, and the numbers shown are the core's. One test binary (the app links once), one file
//! per area; every wait is for a condition on the page ([`support::wait_until`]).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

mod controls;
mod parts;
mod support;
mod tour;
mod views;
