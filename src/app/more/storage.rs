//! The browser's web storage (`localStorage`, `sessionStorage`), reached without a web-sys
//! feature per area: the path editor keeps its draft in one, the tour its answers in the other.

use wasm_bindgen::{JsCast, JsValue};

/// `window[area]` (`localStorage` or `sessionStorage`); none when the browser refuses storage
/// (a sandboxed frame, a private mode).
fn web_storage(area: &str) -> Option<JsValue> {
    let s = js_sys::Reflect::get(&web_sys::window()?.into(), &area.into()).ok()?;
    (!s.is_null() && !s.is_undefined()).then_some(s)
}

/// Calls `window[area][method](args...)`; none when storage is refused or the call throws.
pub(super) fn web_storage_call(area: &str, method: &str, args: &[&str]) -> Option<JsValue> {
    let s = web_storage(area)?;
    let f: js_sys::Function = js_sys::Reflect::get(&s, &method.into())
        .ok()?
        .dyn_into()
        .ok()?;
    let args: js_sys::Array = args.iter().map(|a| JsValue::from_str(a)).collect();
    f.apply(&s, &args).ok()
}
