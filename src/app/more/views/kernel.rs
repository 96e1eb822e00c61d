//! `View::Kernel`: the full RoPE kernel at real size ([B, S, H, D] = [2, 4096, 32, 128] by default) in
//! the browser: SIMD128 wasm vs scalar wasm vs plain JavaScript vs a plain copy of the same bytes,
//! medians of 7 timed runs after a warm-up, the error against f64, the slice tables and the
//! relative-position identity over whole head vectors.
//!
//! The run itself is [`crate::rope::kernel::bench::run`]; this file supplies the browser's
//! parts (the clock, the JavaScript kernel, yielding between steps) and draws the report.

use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;
use crate::msg;
use wasm_bindgen::prelude::*;

use crate::app::state::AppState;
use crate::app::views::num;
use crate::rope::kernel::bench::{
    self, check_shape, kernel_inv_freq, JsCall, KernelReport, Settings, RUNS,
};
use crate::rope::kernel::Shape;
use crate::rope::Layout;

#[wasm_bindgen(module = "/www/kernel-js.js")]
extern "C" {
    #[wasm_bindgen(js_name = ropeJs)]
    #[allow(clippy::too_many_arguments)]
    fn rope_js(
        x: &js_sys::Float32Array,
        out: &js_sys::Float32Array,
        cos: &js_sys::Float32Array,
        sin: &js_sys::Float32Array,
        batch: u32,
        seq: u32,
        heads: u32,
        dim: u32,
        interleaved: bool,
    );
    #[wasm_bindgen(js_name = nowMs)]
    fn now_ms() -> f64;
}

/// Lets the browser paint and handle input between runs.
async fn yield_to_browser() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// The plain-JavaScript contender: `www/kernel-js.js` on views of the wasm memory (no copies).
fn run_js(call: JsCall<'_>) {
    let JsCall {
        x,
        out,
        table,
        shape,
        layout,
    } = call;
    // SAFETY: the typed-array views alias wasm memory and would dangle if it grew; they are
    // dropped at the end of this block, and nothing in it allocates in wasm memory.
    unsafe {
        let xv = js_sys::Float32Array::view(x);
        let ov = js_sys::Float32Array::view_mut_raw(out.as_mut_ptr(), out.len());
        let cv = js_sys::Float32Array::view(&table.cos);
        let sv = js_sys::Float32Array::view(&table.sin);
        rope_js(
            &xv,
            &ov,
            &cv,
            &sv,
            shape.batch as u32,
            shape.seq as u32,
            shape.heads as u32,
            shape.dim as u32,
            layout == Layout::Interleaved,
        );
    }
}

#[component]
fn ShapeInput(label: &'static str, value: RwSignal<usize>, testid: &'static str) -> impl IntoView {
    let id = format!("kernel-{testid}");
    view! {
        <div class="field narrow">
            <label for=id.clone()>{label}</label>
            <input id=id type="number" min="1" step="1" data-testid=format!("kernel-{testid}")
                prop:value=move || value.get().to_string()
                on:input=move |ev| {
                    let parsed: Result<usize, _> = event_target_value(&ev).trim().parse();
                    if let Ok(v) = parsed { value.set(v) }
                } />
        </div>
    }
}

/// What a run leaves for the view to show: whether one is going, its stage, its report or error.
#[derive(Clone, Copy)]
struct RunState {
    running: RwSignal<bool>,
    progress: RwSignal<Option<crate::rope::kernel::bench::Stage>>,
    report: RwSignal<Option<KernelReport>>,
    run_error: RwSignal<Option<String>>,
}

impl RunState {
    fn new() -> Self {
        RunState {
            running: RwSignal::new(false),
            progress: RwSignal::new(None),
            report: RwSignal::new(None),
            run_error: RwSignal::new(None),
        }
    }

    /// Runs the benchmark for `shape` with the page's layout and frequencies (once at a time).
    fn start(self, state: AppState, shape: Shape) {
        let RunState {
            running,
            progress,
            report,
            run_error,
        } = self;
        if running.get_untracked() {
            return;
        }
        let layout = state.config.with_untracked(|c| c.rope.layout);
        let w = match state
            .config
            .with_untracked(|c| kernel_inv_freq(c, shape.dim))
        {
            Ok(w) => w,
            Err(e) => {
                run_error.set(Some(e.to_string()));
                return;
            }
        };
        running.set(true);
        run_error.set(None);
        leptos::task::spawn_local(async move {
            let result = bench::run(
                shape,
                layout,
                &w,
                Settings::default(),
                now_ms,
                run_js,
                move |stage| {
                    progress.set(Some(stage));
                    yield_to_browser()
                },
            )
            .await;
            match result {
                Ok(r) => report.set(Some(r)),
                Err(e) => run_error.set(Some(tf(&e.msg()))),
            }
            progress.set(None);
            running.set(false);
        });
    }
}

/// The caption under the view's title (its message id): what it shows and how to read it.
pub const CAPTION: &str = "kernel-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Kernel /> }.into_any()
}

#[component]
pub fn Kernel() -> impl IntoView {
    let state = use_store();
    let batch = RwSignal::new(2usize);
    let seq = RwSignal::new(4096usize);
    let heads = RwSignal::new(32usize);
    let dim = RwSignal::new(128usize);
    let shape = Memo::new(move |_| Shape {
        batch: batch.get(),
        seq: seq.get(),
        heads: heads.get(),
        dim: dim.get(),
    });
    let shape_msg = Memo::new(move |_| check_shape(shape.get()).err().map(|e| tf(&e.msg())));
    let run = RunState::new();
    let RunState {
        running,
        progress,
        report,
        run_error,
    } = run;
    view! {
        <div class="part-body">
            <div class="view-toolbar">
                <ShapeInput label="B" value=batch testid="b" />
                <ShapeInput label="S" value=seq testid="s" />
                <ShapeInput label="H" value=heads testid="h" />
                <ShapeInput label="D" value=dim testid="d" />
                <button type="button" data-testid="kernel-run" on:click=move |_| run.start(state, shape.get_untracked())
                    disabled=move || running.get() || shape_msg.with(Option::is_some)>
                    {move || if running.get() { t("kernel-running") } else { t("kernel-run") }}
                </button>
            </div>
            <p class="field-error" role="status" data-testid="kernel-error">{move || shape_msg.get().or_else(|| run_error.get())}</p>
            <p class="readout" aria-live="polite">{move || {
                if let Some(stage) = progress.get() { tf(&stage.msg()) } else { match shape.get().elements() {
                    // f64: on wasm32 usize is 32 bits and n * 4 overflows past 2^30 elements.
                    Some(n) => {
                        let mib = n as f64 * 4.0 / 1_048_576.0;
                        tf(&msg!(
                            "kernel-readout",
                            elements = n,
                            mib = Arg::num(format!("{mib:.0}"), mib),
                            warm_up = 1usize,
                            runs = RUNS
                        ))
                    }
                    None => String::new(),
                } }
            }}</p>
            <KernelTimings report />
            <p class="readout">{t("kernel-max-error")}" "<strong data-testid="kernel-max-err">
                {move || report.with(|r| r.as_ref().map(|r| format!("{:.3e}", r.max_err)).unwrap_or_default())}</strong>
                {move || report.with(|r| r.as_ref().filter(|r| !r.simd_compiled).map(|_| t("kernel-no-simd")))}
            </p>
            <KernelSlices report />
            <KernelIdentities report />
        </div>
    }
}

/// The four contenders' medians, bandwidths and ratios to SIMD.
#[component]
fn KernelTimings(report: RwSignal<Option<KernelReport>>) -> impl IntoView {
    let timing_row = move |name: &'static str,
                           testid: &'static str,
                           get: fn(&KernelReport) -> f64| {
        view! {
            <tr>
                <th scope="row">{t(name)}</th>
                <td data-testid=testid>{move || report.with(|r| r.as_ref().map(|r| format!("{:.2}", get(r))).unwrap_or_default())}</td>
                <td>{move || report.with(|r| r.as_ref().map(|r| format!("{:.2}", r.gbps(get(r)))).unwrap_or_default())}</td>
                <td>{move || report.with(|r| r.as_ref().map(|r| format!("{:.2}x", get(r) / r.simd_ms)).unwrap_or_default())}</td>
            </tr>
        }
    };

    view! {
        <table class="data compact">
            <thead><tr><th scope="col">{t("kernel-col-kernel")}</th><th scope="col">{t("kernel-col-median")}</th><th scope="col">{t("kernel-col-bandwidth")}</th><th scope="col">{t("kernel-col-vs-simd")}</th></tr></thead>
            <tbody>
                {timing_row("kernel-row-simd", "kernel-simd-ms", |r| r.simd_ms)}
                {timing_row("kernel-row-scalar", "kernel-scalar-ms", |r| r.scalar_ms)}
                {timing_row("kernel-row-js", "kernel-js-ms", |r| r.js_ms)}
                {timing_row("kernel-row-copy", "kernel-copy-ms", |r| r.copy_ms)}
            </tbody>
        </table>
    }
}

/// Per (b, t, h) and pair k: the angle, the phasor, the pair before and after, the norms.
#[component]
fn KernelSlices(report: RwSignal<Option<KernelReport>>) -> impl IntoView {
    let slices = move || {
        report.with(|r| {
            r.as_ref().map(|r| {
                r.slices
                    .iter()
                    .map(|s| {
                        view! {
                            <tr>
                                <td>{format!("({}, {}, {})", s.b, s.t, s.h)}</td>
                                <td>{s.k}</td>
                                <td>{num(s.inv_freq, 6)}</td>
                                <td>{num(s.angle, 5)}</td>
                                <td>{format!("{:.6} + {:.6}i", s.phasor.0, s.phasor.1)}</td>
                                <td>{format!("({:.5}, {:.5})", s.before.0, s.before.1)}</td>
                                <td>{format!("({:.5}, {:.5})", s.after.0, s.after.1)}</td>
                                <td>{format!("{:.7}", s.norm_before)}</td>
                                <td>{format!("{:.7}", s.norm_after)}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <details><summary>{t("kernel-slices-title")}</summary>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("kernel-slices-label")><table class="data">
                <thead><tr><th scope="col">"(b, t, h)"</th><th scope="col">"k"</th><th scope="col">"θ_k"</th><th scope="col">{t("kernel-col-angle")}</th>
                    <th scope="col">{t("kernel-col-phasor")}</th><th scope="col">{t("kernel-col-before")}</th><th scope="col">{t("kernel-col-after")}</th><th scope="col">{t("kernel-col-norm-before")}</th><th scope="col">{t("kernel-col-norm-after")}</th></tr></thead>
                <tbody>{slices}</tbody>
            </table></div>
        </details>
    }
}

/// The relative-position identity over whole head vectors, and the wrong-sign form beside it.
#[component]
fn KernelIdentities(report: RwSignal<Option<KernelReport>>) -> impl IntoView {
    let identities = move || {
        report.with(|r| {
            r.as_ref().map(|r| {
                r.identities
                    .iter()
                    .map(|c| view! {
                        <tr>
                            <td>{format!("({}, {})", c.t1, c.t2)}</td>
                            <td>{format!("{:.7}", c.lhs)}</td>
                            <td>{format!("{:.7}", c.rhs)}</td>
                            <td data-testid="kernel-identity-diff">{num((c.lhs - c.rhs).abs(), 2)}</td>
                            <td>{format!("{:.4}", c.wrong_sign)}</td>
                        </tr>
                    })
                    .collect_view()
            })
        })
    };

    view! {
        <details><summary>{t("kernel-identity-title")}</summary>
            <p class="note">{t("kernel-identity-note")}</p>
            <table class="data">
                <thead><tr><th scope="col">"(t1, t2)"</th><th scope="col">"⟨R(t1)q, R(t2)k⟩"</th><th scope="col">"⟨q, R(t2−t1)k⟩"</th><th scope="col">{t("kernel-col-difference")}</th><th scope="col">{t("kernel-col-wrong-sign")}</th></tr></thead>
                <tbody>{identities}</tbody>
            </table>
        </details>
    }
}
