//! `View::Vision` (a part): axial 2D RoPE of vision encoders (model: `rope::view::vision`): which
//! pairs turn with the row and which with the column, the score from the query patch to every
//! patch, and the same with both patches shifted.

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg, Msg};
use crate::app::state::use_store;

use crate::app::params::{control, Look};
use crate::app::state::AppState;
use crate::app::views::grid::GridCanvas;
use crate::app::views::{num, on_screen_scene};
use crate::rope::settings::config::spec;
use crate::rope::view::chart::{GridChart, Tr};
use crate::rope::view::vision::{vision, VisionModel};
use crate::rope::Key;

/// The largest shift the view offers, per axis.
const MAX_SHIFT: i64 = 31;

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "vision-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Vision /> }.into_any()
}

#[component]
pub fn Vision() -> impl IntoView {
    let state = use_store();
    let (frame, scene, visible) = on_screen_scene::<leptos::html::Div>(state);
    let shift = RwSignal::new([1i64, 1i64]);
    let model = Memo::new(move |prev: Option<&Result<VisionModel, Msg>>| {
        let sh = shift.get();
        if visible.get() || prev.is_none() {
            scene.with(|s| vision(s, sh))
        } else {
            prev.cloned()
                .unwrap_or_else(|| Err(crate::msg!("vision-nothing")))
        }
    });
    let ok = move || model.with(Result::is_ok);
    let canvas_ref = NodeRef::<Canvas>::new();
    let shifted_ref = NodeRef::<Canvas>::new();
    // Where the pointer or the arrow keys are on the grid (none once the pointer left it).
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let kept = key_patch(cursor, model);
    let key_patch = move || kept.get();
    // One of the two grids for the key patch (an empty grid without a model).
    let grid = move |of: fn(&VisionModel, (usize, usize), Tr) -> GridChart| {
        Memo::new(move |_| {
            let key = key_patch();
            model.with(|m| match (m, key) {
                (Ok(m), Some(key)) => of(m, key, &tf),
                _ => crate::rope::view::mrope::MropeModel::empty_chart(&tf),
            })
        })
    };
    let chart = grid(VisionModel::chart);
    let shifted_chart = grid(VisionModel::shifted_chart);
    let readout = move || {
        key_patch()
            .and_then(|c| model.with(|m| m.as_ref().ok().and_then(|m| m.readout(c))))
            .map(|m| tf(&m))
            .unwrap_or_default()
    };
    let text =
        move |f: fn(&VisionModel) -> String| model.with(|m| m.as_ref().map(f).unwrap_or_default());
    let caption = Signal::derive(move || text(|m| tf(&m.caption)));
    let summary = Signal::derive(move || text(|m| tf(&m.summary())));
    let shifted_label = Signal::derive(move || text(|m| tf(&m.shifted_label())));
    let order = move || model.with(|m| m.as_ref().map(order_text).unwrap_or_default());
    let try_it = move |_| load_vision_preset(state);
    let field = move |key: Key| spec(key).map(|s| control(s, Look::default()));
    view! {
        <div class="part-body" node_ref=frame>
            <Show when=move || !ok()>
                <p class="readout" data-testid="vision-none">{move || model.with(|m| m.as_ref().err().map(tf).unwrap_or_default())}" "
                    <button type="button" data-testid="vision-try" on:click=try_it>{t("vision-try")}</button></p>
            </Show>
            <Show when=ok>
                <p class="readout" data-testid="vision-caption">{caption}</p>
                <VisionAxes model />
                // The readout above the grid, so it is in sight while pointing at the grid.
                <p class="readout" id="vision-readout" data-testid="vision-readout" aria-live="polite" data-answer="patch-scores">{readout}</p>
                <p class="hint">{t("vision-hint")}</p>
                <GridCanvas chart=chart canvas=canvas_ref class="square"
                    label=summary testid="vision-grid" cursor=cursor kept=kept describedby="vision-readout"
                    overlay=crate::app::draw::grid_marks />
                <ShiftInputs shift />
                <p class="readout" data-testid="vision-shifted-caption" data-answer="patch-scores">{shifted_label}</p>
                // No second grid when the shifted query leaves the image (a stale drawing
                // would contradict the sentence above it).
                <Show when=move || model.with(|m| m.as_ref().is_ok_and(|m| m.shifted_query.is_some()))>
                    <GridCanvas chart=shifted_chart canvas=shifted_ref class="square"
                        label=shifted_label testid="vision-shifted-grid" overlay=crate::app::draw::grid_marks />
                </Show>
                <p class="readout" data-testid="vision-order">{order}</p>
            </Show>
            <div class="control-row">
                {field(Key::Patches)}
                {field(Key::Merge)}
                {field(Key::Patch)}
            </div>
        </div>
    }
}

/// The key patch: the one last pointed at, tapped or moved to with the arrow keys. It stays
/// when the pointer leaves the grid (the grid clears its cursor then: the grid's keys and focus
/// start from this one too); the model's default until the learner picks one, or when the
/// grid shrinks past it.
fn key_patch(
    cursor: RwSignal<Option<(usize, usize)>>,
    model: Memo<Result<VisionModel, Msg>>,
) -> Memo<Option<(usize, usize)>> {
    Memo::new(move |last: Option<&Option<(usize, usize)>>| {
        let inside = |k: (usize, usize)| {
            model.with(|m| {
                m.as_ref()
                    .is_ok_and(|m| (k.0 as u64) < m.rows && (k.1 as u64) < m.cols)
            })
        };
        let default = || model.with(|m| m.as_ref().ok().map(VisionModel::default_key));
        cursor
            .get()
            .filter(|&k| inside(k))
            .or_else(|| last.copied().flatten().filter(|&k| inside(k)))
            .or_else(default)
    })
}

/// Which pairs turn with the rows and which with the columns, and their speeds.
#[component]
fn VisionAxes(model: Memo<Result<VisionModel, Msg>>) -> impl IntoView {
    let runs = move || {
        model.with(|m| {
            m.as_ref()
                .map(|m| {
                    m.axis_runs()
                        .into_iter()
                        .map(|(a, b, axis)| {
                            let speed = |i: usize| {
                                m.pairs.get(i).map_or(Arg::num("", 0.0), |p| {
                                    Arg::num(num(p.inv_freq, 4), p.inv_freq)
                                })
                            };
                            view! {
                                <li data-testid="vision-axis" class=format!("axis-{}", axis.name())>
                                    {tf(&crate::msg!(
                                        "vision-axis-run",
                                        a = a,
                                        b = b,
                                        axis = axis.name(),
                                        fast = speed(a),
                                        slow = speed(b)
                                    ))}
                                </li>
                            }
                        })
                        .collect_view()
                })
                .ok()
        })
    };
    view! { <ul class="axis-runs" data-testid="vision-axes">{runs}</ul> }
}

/// The order the vision tower lists the patches in, and how many tokens they merge into.
fn order_text(m: &VisionModel) -> String {
    tf(&crate::msg!(
        "vision-order",
        merge = m.merge,
        patches = m
            .order
            .iter()
            .map(|p| format!("({}, {})", p[0], p[1]))
            .collect::<Vec<_>>()
            .join(" "),
        tokens = m.tokens
    ))
}

/// The two fields that shift both patches by rows and columns.
#[component]
fn ShiftInputs(shift: RwSignal<[i64; 2]>) -> impl IntoView {
    let set_shift = move |axis: usize, value: String| {
        if let Ok(v) = value.trim().parse::<i64>() {
            shift.update(|s| s[axis] = v.clamp(-MAX_SHIFT, MAX_SHIFT));
        }
    };
    view! {
        <div class="control-row">
            <div class="field">
                <label for="vision-shift-r">{t("vision-shift-rows")}</label>
                <input id="vision-shift-r" type="number" data-testid="vision-shift-r" step="1"
                    min=(-MAX_SHIFT).to_string() max=MAX_SHIFT.to_string()
                    prop:value=move || shift.get()[0].to_string()
                    on:input=move |ev| set_shift(0, event_target_value(&ev)) />
            </div>
            <div class="field">
                <label for="vision-shift-c">{t("vision-shift-columns")}</label>
                <input id="vision-shift-c" type="number" data-testid="vision-shift-c" step="1"
                    min=(-MAX_SHIFT).to_string() max=MAX_SHIFT.to_string()
                    prop:value=move || shift.get()[1].to_string()
                    on:input=move |ev| set_shift(1, event_target_value(&ev)) />
            </div>
        </div>
    }
}

/// Loads the Qwen3-VL preset (its vision tower's grid and merge) over the page's settings.
fn load_vision_preset(state: AppState) {
    if let Some(p) = crate::rope::settings::presets::find(crate::rope::view::vision::VISION_PRESET)
    {
        if let Ok(c) = crate::rope::settings::presets::apply(&state.config.get_untracked(), &p) {
            state.replace(c);
        }
    }
}
