//! View 4: the same query and key at (m, n) and at (m + t, n + t) give the same score: RoPE
//! scores depend only on m - n.

use leptos::prelude::*;

use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::score::decompose;

#[component]
pub fn Invariance(state: AppState) -> impl IntoView {
    let shift = RwSignal::new(100u64);
    let result = Memo::new(move |_| {
        let t = shift.get() as f64;
        let w = state.derived.scaled.with(|s| s.inv_freq.clone());
        state.config.with(|c| {
            let (m, n) = (c.query_position() as f64, c.key_position() as f64);
            let q = state.derived.q.get();
            let k = state.derived.k.get();
            let a = decompose(&q, m, &k, n, &w, c.layout).total;
            let b = decompose(&q, m + t, &k, n + t, &w, c.layout).total;
            (m, n, a, b)
        })
    });
    view! {
        <ViewFrame view=View::Invariance caption="Slide both tokens along the sequence by the same amount t. Each vector is rotated by a different absolute angle, yet the score stays the same to floating-point precision: every pair's angles enter as m x speed - n x speed, and the shift cancels.">
            <div class="view-toolbar">
                <label for="inv-shift">"Shift both by t = "</label>
                <input id="inv-shift" type="range" min="0" max="5000" step="1" data-testid="invariance-shift"
                    prop:value=move || shift.get().to_string()
                    on:input=move |ev| if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } />
                <output for="inv-shift">{move || shift.get()}</output>
            </div>
            <table class="data compact">
                <thead><tr><th scope="col">"placement"</th><th scope="col">"m"</th><th scope="col">"n"</th><th scope="col">"score"</th></tr></thead>
                <tbody>
                    <tr><th scope="row">"original"</th><td>{move || result.get().0}</td><td>{move || result.get().1}</td>
                        <td data-testid="invariance-a">{move || format!("{:.12}", result.get().2)}</td></tr>
                    <tr><th scope="row">"shifted by t"</th><td>{move || result.get().0 + shift.get() as f64}</td><td>{move || result.get().1 + shift.get() as f64}</td>
                        <td data-testid="invariance-b">{move || format!("{:.12}", result.get().3)}</td></tr>
                </tbody>
            </table>
            <p class="readout" aria-live="polite">"Difference: " <strong data-testid="invariance-diff">{move || { let r = result.get(); num((r.2 - r.3).abs(), 2) }}</strong>
                " (float64 rounding; the mathematics says exactly 0)."</p>
        </ViewFrame>
    }
}
