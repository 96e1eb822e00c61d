//! The lab's results: the reading, the chart (a click on a point shows it in the other
//! views), what "Show" changed, and the table of points (or, short range, of losses).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;
use crate::msg;

use super::{fmt4, Lab};
use crate::app::state::AppState;
use crate::app::views::redraw_chart;
use crate::rope::view::chart::LineChart;
use crate::rope::view::longlab::{self as lab, Experiment, Point};

/// The reading of the last run, a paragraph per sentence.
#[component]
pub(super) fn Reading(summary: Memo<Vec<String>>) -> impl IntoView {
    view! {
        <div class="readout" data-testid="lab-reading">
            {move || summary.get().into_iter().map(|s| view! { <p>{s}</p> }).collect_view()}
        </div>
    }
}

/// The point of the chart under a click on `canvas` (method, gap), if any.
fn point_under(
    canvas: &web_sys::HtmlCanvasElement,
    s: f64,
    ev: &leptos::ev::MouseEvent,
    me: Lab,
    experiment: Memo<Experiment>,
    chart: Memo<Option<LineChart>>,
    points: Memo<Vec<Point>>,
) -> Option<(String, u64)> {
    let at = crate::app::draw::event_canvas_xy(canvas, ev);
    let far = experiment.get_untracked() == Experiment::Far;
    let gaps = me
        .asked
        .with_untracked(|a| a.as_ref().map(|a| lab::gaps(&a.config)).unwrap_or_default());
    chart.with_untracked(|ch| {
        ch.as_ref().and_then(|ch| {
            points.with_untracked(|p| {
                // The chart is laid out at 1 / s of its size (draw::zoom).
                let r = canvas.get_bounding_client_rect();
                lab::point_at(
                    ch,
                    p,
                    &gaps,
                    far,
                    r.width() / s,
                    r.height() / s,
                    (at.0 / s, at.1 / s),
                )
            })
        })
    })
}

/// The chart of the last run; a click on a point shows it in the other views.
#[component]
pub(super) fn LabChart(
    me: Lab,
    experiment: Memo<Experiment>,
    chart: Memo<Option<LineChart>>,
    points: Memo<Vec<Point>>,
    summary: Memo<Vec<String>>,
) -> impl IntoView {
    let state = use_store();
    let canvas_ref = NodeRef::<Canvas>::new();
    redraw_chart(state, canvas_ref, chart, |c, _| c.clone());
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(c) = canvas_ref.get() else { return };
        let s = crate::app::draw::font_scale(state.ui.with_untracked(|u| u.present));
        if let Some((m, g)) = point_under(&c, s, &ev, me, experiment, chart, points) {
            me.show(state, m, Some(g));
        }
    };
    view! {
        <Show when=move || chart.with(Option::is_some)>
            <canvas node_ref=canvas_ref class="chart h300" data-testid="lab-chart" role="img"
                aria-label=move || summary.get().join(&t("lab-chart-label-gap"))
                on:click=click></canvas>
            <p class="hint">{t("lab-chart-hint")}</p>
        </Show>
    }
}

/// Brings the first of the other views into sight (the ones "Show" changed).
fn go_to_views() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(list) = doc.query_selector_all("[id^='view-']:not(#view-longlab)") {
        if let Some(el) = list
            .get(0)
            .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
        {
            el.scroll_into_view();
        }
    }
}

/// What the last "Show" changed, and a button to the views.
#[component]
pub(super) fn Shown(me: Lab) -> impl IntoView {
    view! {
        <Show when=move || me.shown.with(Option::is_some)>
            <p class="readout" data-testid="lab-shown" role="status">{move || me.shown.get()}" "
                <button type="button" data-testid="lab-go-views" on:click=move |_| go_to_views()>{t("lab-go-views")}</button></p>
        </Show>
    }
}

/// One row of the points table (`alone`: the method's loss with no first part, far context).
fn point_row(
    state: AppState,
    me: Lab,
    label: String,
    p: Point,
    alone: Option<f64>,
    far: bool,
) -> impl IntoView {
    // `data-gap` names the baseline "alone" in every language (the tests read it).
    let gap_attr = p
        .gap
        .map(|g| g.to_string())
        .unwrap_or_else(|| "alone".into());
    let gap = p
        .gap
        .map(|g| g.to_string())
        .unwrap_or_else(|| t("lab-alone"));
    let (m, g) = (p.method.clone(), p.gap);
    let cells = if far {
        let below = match (p.gap, alone) {
            (Some(_), Some(a)) => format!("{:.4}", a - p.loss()),
            _ => String::new(),
        };
        view! { <td>{fmt4(p.loss())}</td><td>{below}</td> }.into_any()
    } else {
        view! { <td>{tf(&msg!("lab-cell-exact", ok = p.reproduced, keys = p.keys))}</td>
        <td>{fmt4(p.logprob)}{(p.keys > 1).then(|| tf(&msg!("lab-cell-range",
            lowest = Arg::num(format!("{:.2}", p.min), p.min),
            highest = Arg::num(format!("{:.2}", p.max), p.max))))}</td> }
        .into_any()
    };
    view! {
        <tr data-testid="lab-point" data-method=p.method.clone() data-gap=gap_attr
            data-logprob=fmt4(p.logprob) data-keys=p.keys.to_string() data-reproduced=p.reproduced.to_string()
            data-greedy=(p.reproduced == p.keys).to_string()>
            <td>{label}</td><td>{gap}</td>{cells}
            <td><button type="button" class="chip-button" data-testid="lab-show"
                on:click=move |_| me.show(state, m.clone(), g)>{t("lab-show")}</button></td>
        </tr>
    }
}

/// The points of a pass-key or far-context run, a row per line and gap.
#[component]
pub(super) fn PointsTable(
    me: Lab,
    experiment: Memo<Experiment>,
    points: Memo<Vec<Point>>,
) -> impl IntoView {
    let state = use_store();
    let rows = move || {
        // As the chart: one row per line and gap ("current = none" once), in
        // the legend's order, then by gap ("alone" first).
        let lines = me
            .asked
            .with(|a| a.as_ref().map(|a| a.lines.clone()).unwrap_or_default());
        let all = points.get();
        let pts: Vec<(String, Point)> = lab::rows(&all, &lines)
            .into_iter()
            .map(|(l, p)| (l, p.clone()))
            .collect();
        let far = experiment.get_untracked() == Experiment::Far;
        let alone: Vec<(String, f64)> = pts
            .iter()
            .filter(|(_, p)| p.gap.is_none())
            .map(|(_, p)| (p.method.clone(), p.loss()))
            .collect();
        pts.into_iter()
            .map(move |(label, p)| {
                let alone = alone.iter().find(|(m, _)| *m == p.method).map(|x| x.1);
                point_row(state, me, label, p, alone, far)
            })
            .collect_view()
    };
    view! {
        <Show when=move || experiment.get() != Experiment::Short>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("lab-points-table")><table class="data">
                <thead><tr><th scope="col">{t("lab-col-method")}</th><th scope="col">{t("lab-col-gap")}</th>
                    {move || if experiment.get() == Experiment::Far {
                        view! { <th scope="col">{t("lab-col-loss")}</th><th scope="col">{t("lab-col-below-alone")}</th> }.into_any()
                    } else {
                        view! { <th scope="col">{t("lab-col-keys-exact")}</th><th scope="col">{t("lab-col-logprob")}</th> }.into_any()
                    }}
                    <th scope="col">{t("lab-col-views")}</th></tr></thead>
                <tbody>{rows}</tbody>
            </table></div>
        </Show>
    }
}

/// The short-range run's mean loss per method.
#[component]
pub(super) fn LossesTable(me: Lab, experiment: Memo<Experiment>) -> impl IntoView {
    let state = use_store();
    view! {
        <Show when=move || experiment.get() == Experiment::Short>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("lab-losses-table")><table class="data">
                <thead><tr><th scope="col">{t("lab-col-method")}</th><th scope="col">{t("lab-col-tokens")}</th>
                    <th scope="col">{t("lab-col-mean-loss")}</th><th scope="col">{t("lab-col-views")}</th></tr></thead>
                <tbody>
                    {move || me.losses.get().into_iter().map(|l| {
                        let m = l.method.clone();
                        view! {
                            <tr data-testid="lab-losses" data-method=l.method.clone() data-mean=fmt4(l.mean())
                                data-tokens=l.losses.len().to_string()>
                                <td>{l.method.clone()}</td><td>{l.losses.len()}</td><td>{fmt4(l.mean())}</td>
                                <td><button type="button" class="chip-button" data-testid="lab-show"
                                    on:click=move |_| me.show(state, m.clone(), None)>{t("lab-show")}</button></td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table></div>
        </Show>
    }
}
