//! `View::Compasses`: one dial per pair on a single canvas, the query at m and the key at n after rotation,
//! with a "shift both" slider (model: `rope::view::compasses`). The same numbers are in the
//! accessible table `pair-angles`, one row per pair.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::style::text_anchor::{HPos, VPos};
use plotters::style::Color;

use super::super::draw::{self, shapes};
use super::super::i18n::{t, tf};
use super::super::state::{AppState, View};
use super::{
    num, on_screen_scene, redraw_sized, table_open_by_default, HoveredRow, StepKnob, ViewFrame,
};
use crate::msg;
use crate::rope::base::i18n::Arg;
use crate::rope::view::chart::{FONT_PX, SMALL_PX};
use crate::rope::view::compasses::{
    compasses, degrees_text, dial_layout_for_type, max_shift, CompassesModel, DialLayout,
};

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// One animation frame: shift one position further, then ask for the next frame while playing.
fn step(playing: StepKnob<bool>, shift: StepKnob<f64>, max: Memo<f64>) {
    // try_: the view may have been removed between frames (its signals disposed).
    if playing.try_get_untracked() != Some(true) {
        return;
    }
    let (Some(t), Some(top)) = (shift.try_get_untracked(), max.try_get_untracked()) else {
        return;
    };
    shift.try_set(if t + 1.0 > top { 0.0 } else { t + 1.0 });
    request_animation_frame(move || step(playing, shift, max));
}

/// The model with the dial layout for the canvas's current width.
#[derive(Debug, Clone, PartialEq)]
struct Dials {
    model: CompassesModel,
    layout: DialLayout,
    /// Without the speed and angle lines under the dials: a path's open question hides them
    /// (the readout `dial-angles`).
    bare: bool,
    /// The labels' type scale (1.5 in presentation mode).
    scale: f64,
}

fn paint(
    canvas: &web_sys::HtmlCanvasElement,
    pal: draw::Palette,
    dials: &Dials,
    hovered: Option<usize>,
    _: f64,
) {
    let (m, DialLayout { grid, radius: r }, sc) = (&dials.model, dials.layout, dials.scale);
    let (cell_w, cell_h) = (grid.cell_w, grid.cell_h);
    let mut names = draw::Labels::new(pal.scaled(FONT_PX), pal.fg, HPos::Center, VPos::Top);
    let mut speeds = draw::Labels::new(pal.scaled(SMALL_PX), pal.muted, HPos::Center, VPos::Top);
    let mut turns = draw::Labels::new(pal.scaled(SMALL_PX), pal.muted, HPos::Center, VPos::Top);
    draw::paint(canvas, pal, |root| {
        for p in &m.pairs {
            let (x0, y0) = grid.origin(p.index);
            let c = (x0 + cell_w / 2.0, y0 + 8.0 + r);
            let at = |(a, b): (f64, f64)| (c.0 + a * r, c.1 - b * r);
            if hovered == Some(p.index) {
                shapes::rect(
                    root,
                    (x0 + 2.0, y0 + 2.0),
                    (x0 + cell_w - 2.0, y0 + cell_h - 2.0),
                    pal.accent2.mix(0.12).filled(),
                );
            }
            shapes::ring(root, c, r, pal.grid.stroke_width(1));
            shapes::segment(
                root,
                (c.0 - r, c.1),
                (c.0 + r, c.1),
                pal.grid.stroke_width(1),
            );
            shapes::segment(
                root,
                (c.0, c.1 - r),
                (c.0, c.1 + r),
                pal.grid.stroke_width(1),
            );
            shapes::segment(root, c, at(p.q_before), pal.muted.mix(0.6).stroke_width(1));
            shapes::segment(root, c, at(p.k_after), pal.accent2.stroke_width(2));
            shapes::segment(root, c, at(p.q_after), pal.accent.stroke_width(2));
            shapes::dot(root, at(p.q_after), 2.5, pal.accent);
            // Three short lines: one line of all three ran into the next dial's label.
            // Each line a line height (scaled with the type) below the one above.
            let y = y0 + 14.0 + 2.0 * r;
            names.push(tf(&msg!("compasses-view-pair", pair = p.index)), (c.0, y));
            if !dials.bare {
                let speed = Arg::num(num(p.speed_deg, 3), p.speed_deg);
                speeds.push(
                    tf(&msg!("compasses-view-speed", speed = speed)),
                    (c.0, y + 15.0 * sc),
                );
                turns.push(tf(&p.dial_label()), (c.0, y + 29.0 * sc));
            }
        }
    });
    for labels in [&names, &speeds, &turns] {
        labels.draw(canvas);
    }
}

/// The caption under the view's title (its message): what it shows and how to read it.
pub const CAPTION: &str = "compasses-view-caption";

#[component]
pub fn Compasses() -> impl IntoView {
    let state = super::super::state::use_store();
    // Computes only while on (or near) the screen, like every drawn view.
    let (frame, scene, _) = on_screen_scene(state);
    // Each tour step starts from the unshifted, paused dials its text describes.
    let shift = StepKnob::new(state, 0.0f64);
    // The query and key are the page's (token chips and pickers above): one choice for
    // every view.
    let model = Memo::new(move |_| {
        let t = shift.get();
        scene.with(|s| compasses(s, s.m, t))
    });
    let max = Memo::new(move |_| scene.with(|s| max_shift(s)) as f64);

    // Animation: shift both tokens by one more position per frame while playing.
    let playing = StepKnob::new(state, false);
    let play = move |_| toggle_play(playing, shift, max);
    on_cleanup(move || playing.try_set(false));

    let canvas_ref = NodeRef::<Canvas>::new();
    // The dials fill the view's width (at least 100 px each on a laptop: `dial_layout`).
    let width = draw::observed_width(canvas_ref);
    let bare = dial_lines_hidden();
    let dials = Memo::new(move |_| {
        let scale = draw::font_scale(state.ui.with(|u| u.present));
        let layout = dial_layout_for_type(width.get(), model.with(|m| m.pairs.len()), scale);
        Dials {
            model: model.get(),
            layout,
            bare: bare.get(),
            scale,
        }
    });
    let height = Memo::new(move |_| dials.with(|d| d.layout.grid.height()));
    let rows = HoveredRow::new(scene.with_untracked(|s| table_open_by_default(s.pairs())));
    redraw_sized(state, canvas_ref, height, dials, paint, rows);
    let on_move = move |ev: web_sys::MouseEvent| {
        let Some(c) = canvas_ref.get_untracked() else {
            return;
        };
        let (x, y) = draw::event_canvas_xy(&c, &ev);
        state
            .hovered_pair
            .set(dials.with_untracked(|d| d.layout.grid.index_at(x, y)));
    };
    let on_key = move |ev: web_sys::KeyboardEvent| hover_by_key(state, model, &ev);
    let summary = move || {
        model.with(|m| {
            tf(&msg!(
                "compasses-view-summary",
                readout = m.readout.clone(),
                n = m.pairs.len()
            ))
        })
    };

    view! {
        <ViewFrame view=View::Compasses node=frame>
            <div class="view-toolbar">
                <label for="compass-shift">{t("compasses-view-shift")}" "</label>
                <input id="compass-shift" type="range" min="0" step="1" data-testid="compass-shift"
                    max=move || max.get().to_string()
                    prop:value=move || shift.get().to_string()
                    on:input=move |ev| { playing.set(false); if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } } />
                <output for="compass-shift">{move || shift.get()}</output>
                <button type="button" on:click=play aria-pressed=move || playing.get().to_string()>
                    {move || t(if playing.get() { "compasses-view-pause" } else { "compasses-view-play" })}
                </button>
            </div>
            <p class="readout" aria-live="polite" data-testid="compass-readout">{move || model.with(|m| crate::app::i18n::tf(&m.readout))}</p>
            <canvas node_ref=canvas_ref width="820" height="160" class="chart compass-canvas"
                data-testid="compass-canvas" data-pairs=move || model.with(|m| m.pairs.len())
                data-dial-px=move || dials.with(|d| (2.0 * d.layout.radius).round())
                tabindex="0" role="img" aria-label=summary
                on:mousemove=on_move on:mouseleave=move |_| state.hover(None)
                on:keydown=on_key on:blur=move |_| state.hover(None)></canvas>
            {angle_table(rows, model)}
        </ViewFrame>
    }
}

/// Play: shifts both tokens by one more position per frame (with reduced motion, a quarter of
/// the range per press); pressed again, pauses.
fn toggle_play(playing: StepKnob<bool>, shift: StepKnob<f64>, max: Memo<f64>) {
    if playing.get_untracked() {
        playing.set(false);
        return;
    }
    if reduced_motion() {
        // No animation: jump a quarter of the range instead.
        let t = shift.get_untracked() + (max.get_untracked() / 4.0).round();
        shift.set(if t > max.get_untracked() { 0.0 } else { t });
        return;
    }
    playing.set(true);
    step(playing, shift, max);
}

/// The lines under the dials are drawn, so the page's style sheet cannot hide them with the
/// readouts marked `data-answer`: they follow the root's `data-hide`, which the tour panel
/// sets and announces (`ropescope-hide`).
fn dial_lines_hidden() -> RwSignal<bool> {
    let hidden = || {
        document()
            .document_element()
            .and_then(|el| el.get_attribute("data-hide"))
            .is_some_and(|h| h.split(' ').any(|n| n == "dial-angles"))
    };
    let bare = RwSignal::new(hidden());
    let listener = window_event_listener_untyped("ropescope-hide", move |_| bare.set(hidden()));
    on_cleanup(move || listener.remove());
    bare
}

/// The arrow, Home and End keys on the dials move the pointed pair (the table row follows).
fn hover_by_key(state: AppState, model: Memo<CompassesModel>, ev: &web_sys::KeyboardEvent) {
    let n = model.with_untracked(|m| m.pairs.len());
    let cur = state.hovered_pair.get_untracked().unwrap_or(0);
    let next = match ev.key().as_str() {
        "ArrowRight" | "ArrowDown" => (cur + 1).min(n.saturating_sub(1)),
        "ArrowLeft" | "ArrowUp" => cur.saturating_sub(1),
        "Home" => 0,
        "End" => n.saturating_sub(1),
        _ => return,
    };
    ev.prevent_default();
    state.hover(Some(next));
}

/// The angles per pair, as a table (open by default for small d; filled only while open).
fn angle_table(rows_of: HoveredRow, model: Memo<CompassesModel>) -> impl IntoView {
    let HoveredRow { body, open } = rows_of;
    let rows = move || {
        model.with(|m| {
            m.pairs
                .iter()
                .map(|p| {
                    let i = p.index;
                    view! {
                        <tr data-pair=i>
                            <th scope="row">{i}</th>
                            <td>{format!("{}, {}", p.dims.0, p.dims.1)}</td>
                            <td>{num(p.speed_deg, 4)}</td>
                            <td data-cell="q">{degrees_text(p.q_angle)}</td>
                            <td data-cell="k">{degrees_text(p.k_angle)}</td>
                            <td data-cell="between">{degrees_text(p.between)}</td>
                            <td data-cell="turn">{degrees_text(p.turn)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };

    view! {
    <details prop:open=move || open.get()
        on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
        <summary>{t("compasses-view-table")}</summary>
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("compasses-view-table-label") data-answer="dial-angles">
            <table class="data" data-testid="pair-angles">
                <thead><tr><th scope="col">{t("compasses-view-col-pair")}</th><th scope="col">{t("compasses-view-col-dims")}</th><th scope="col">{t("compasses-view-col-speed")}</th>
                    <th scope="col">{t("compasses-view-col-q")}</th><th scope="col">{t("compasses-view-col-k")}</th>
                    <th scope="col">{t("compasses-view-col-between")}</th><th scope="col">"(m − n) θ_i (°)"</th></tr></thead>
                <tbody node_ref=body>{move || open.get().then(rows)}</tbody>
            </table>
        </div>
    </details>
    }
}
