//! `View::Score` (an on-demand part): the query-key score split into per-pair contributions (model:
//! `rope::view::score`): one canvas of signed bars, the identity with live numbers, and the
//! per-pair table.

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use plotters::style::text_anchor::{HPos, VPos};
use plotters::style::Color;
use wasm_bindgen::JsCast;

use crate::app::download::download_text;
use crate::app::draw::{self, shapes};
use crate::app::views::{num, on_screen_scene, redraw_sized, table_open_by_default, HoveredRow};
use crate::rope::base::csv::to_csv;
use crate::rope::view::chart::FONT_PX;
use crate::rope::view::score::{pair_label, score, ScoreModel};

/// Row height of the bars (CSS pixels); across, `ScoreModel::bar_axis` places them.
const BAR_H: f64 = 16.0;

fn paint(
    canvas: &web_sys::HtmlCanvasElement,
    pal: draw::Palette,
    m: &ScoreModel,
    hovered: Option<usize>,
    width: f64,
) {
    let (axis_x, reach) = m.bar_axis(width, &tf);
    let mut labels = draw::Labels::new(pal.scaled(FONT_PX), pal.fg, HPos::Left, VPos::Center);
    let mut values = draw::Labels::new(pal.scaled(FONT_PX), pal.fg, HPos::Right, VPos::Center);
    draw::paint(canvas, pal, |root| {
        for r in &m.rows {
            let y = 2.0 + BAR_H * r.pair as f64;
            if hovered == Some(r.pair) {
                shapes::rect(
                    root,
                    (0.0, y),
                    (width, y + BAR_H),
                    pal.accent2.mix(0.12).filled(),
                );
            }
            let mid = y + BAR_H / 2.0;
            labels.push(tf(&pair_label(r.pair)), (4.0, mid));
            let w = (reach * r.bar.abs()).max(0.5);
            let (x0, x1) = if r.bar >= 0.0 {
                (axis_x, axis_x + w)
            } else {
                (axis_x - w, axis_x)
            };
            let color = if r.bar >= 0.0 {
                pal.accent
            } else {
                pal.accent2
            };
            shapes::rect(root, (x0, y + 2.0), (x1, y + BAR_H - 2.0), color.filled());
            values.push(num(r.contribution, 4), (width - 4.0, mid));
        }
        let bottom = 4.0 + BAR_H * m.rows.len() as f64;
        shapes::segment(
            root,
            (axis_x, 0.0),
            (axis_x, bottom),
            pal.muted.stroke_width(1),
        );
    });
    labels.draw(canvas);
    values.draw(canvas);
}

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "score-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Score /> }.into_any()
}

#[component]
pub fn Score() -> impl IntoView {
    let state = use_store();
    // Computes only while on (or near) the screen, like every drawn view.
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let model = Memo::new(move |_| scene.with(|s| score(s)));
    let canvas_ref = NodeRef::<Canvas>::new();
    let height = Memo::new(move |_| model.with(|m| BAR_H * m.rows.len() as f64 + 4.0));
    let rows = HoveredRow::new(scene.with_untracked(|s| table_open_by_default(s.pairs())));
    redraw_sized(state, canvas_ref, height, model, paint, rows);
    let on_move = move |ev: web_sys::MouseEvent| {
        let Some(c) = canvas_ref.get_untracked() else {
            return;
        };
        let (_, y) = draw::event_canvas_xy(&c, &ev);
        let n = model.with_untracked(|m| m.rows.len());
        let i = ((y - 2.0) / BAR_H).floor();
        state
            .hovered_pair
            .set((i >= 0.0 && (i as usize) < n).then_some(i as usize));
    };
    let bars_label = move || {
        model.with(|m| {
            let pos = m.rows.iter().filter(|r| r.contribution > 0.0).count();
            tf(&crate::msg!(
                "score-bars-label",
                pairs = m.rows.len(),
                add = pos,
                take = m.rows.len() - pos
            ))
        })
    };

    let csv = move |_| {
        let text = model.with_untracked(|m| to_csv(&m.csv_rows()));
        download_text("ropescope-score.csv", "text/csv", &text);
    };

    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar"><button type="button" data-testid="score-csv" data-answer="score-pairs" on:click=csv>{t("score-csv")}</button></div>
            <p class="readout">{move || model.with(|m| tf(&m.readout))}</p>
            <div class="score-grid">
                <div class="bars-wrap" tabindex="0" role="region" aria-label=t("score-bars-region") data-answer="score-pairs">
                    <canvas node_ref=canvas_ref class="bars" data-testid="score-bars" data-pairs=move || model.with(|m| m.rows.len())
                        role="img" aria-label=bars_label
                        on:mousemove=on_move on:mouseleave=move |_| state.hover(None)></canvas>
                </div>
                <div class="score-numbers">
                    <p class="total" data-answer="score-total">{t("score-rope-score")} <strong data-testid="score-total">{move || model.with(|m| num(m.total, 5))}</strong></p>
                    <p data-answer="score-total">{t("score-without-rope")} <span data-testid="score-unrotated">{move || model.with(|m| num(m.unrotated, 5))}</span></p>
                    <p class="hint" data-answer="attention-factor">{move || model.with(|m| m.factor_note.as_ref().map(tf).unwrap_or_default())}</p>
                </div>
            </div>
            <Identity model />
            <PairTable rows model />
        </div>
    }
}

/// The identity with the numbers of the first pairs filled in. Each line is a few formulas
/// side by side (one per half term) that wrap like words on a narrow screen: MathML does
/// not break a formula, and a card that scrolls sideways hides half of it.
#[component]
fn Identity(model: Memo<ScoreModel>) -> impl IntoView {
    let identity = move || {
        model.with(|s| {
            let terms = s
                .identity_terms
                .iter()
                .enumerate()
                .map(|(i, &(dot, angle, cross))| {
                    view! {
                        <math><mo>{if i > 0 { "+" } else { "=" }}</mo><mo>"["</mo><mn>{num(dot, 4)}</mn><mo>"·"</mo><mi>"cos"</mi><mo>"("</mo><mn>{num(angle, 4)}</mn><mo>")"</mo></math>" "
                        <math><mo>"+"</mo><mo>"("</mo><mn>{num(cross, 4)}</mn><mo>")"</mo><mo>"·"</mo><mi>"sin"</mi><mo>"("</mo><mn>{num(angle, 4)}</mn><mo>")"</mo><mo>"]"</mo></math>" "
                    }
                })
                .collect_view();
            let more = s.identity_more.then(|| view! { <math><mo>"+"</mo><mi>"…"</mi></math>" " });
            view! {
                <p data-testid="identity">
                    <math displaystyle="true">
                        <msub><mi>"q'"</mi><mn>{s.m}</mn></msub><mo>"·"</mo><msub><mi>"k'"</mi><mn>{s.n}</mn></msub>
                        <mo>"="</mo>
                        <munderover><mo>"∑"</mo><mrow><mi>"i"</mi><mo>"="</mo><mn>"0"</mn></mrow><mrow><mi>"d"</mi><mo>"/"</mo><mn>"2"</mn><mo>"−"</mo><mn>"1"</mn></mrow></munderover>
                        <mo>"["</mo><msub><mi>"dot"</mi><mi>"i"</mi></msub><mi>"cos"</mi><mo>"("</mo><mo>"("</mo><mi>"m"</mi><mo>"−"</mo><mi>"n"</mi><mo>")"</mo><msub><mi>"θ"</mi><mi>"i"</mi></msub><mo>")"</mo>
                    </math>" "
                    <math displaystyle="true">
                        <mo>"+"</mo><msub><mi>"cross"</mi><mi>"i"</mi></msub><mi>"sin"</mi><mo>"("</mo><mo>"("</mo><mi>"m"</mi><mo>"−"</mo><mi>"n"</mi><mo>")"</mo><msub><mi>"θ"</mi><mi>"i"</mi></msub><mo>")"</mo><mo>"]"</mo>
                    </math>
                </p>
                <p data-testid="identity-numbers" data-answer="score-total score-pairs">{terms}{more}<math><mo>"="</mo><mn>{num(s.total, 5)}</mn></math></p>
            }
        })
    };
    view! {
        <div class="identity" tabindex="0" role="region" aria-label=t("score-identity-label")>{identity}</div>
    }
}

/// Every pair's dot, cross, angle and contribution (open by default for small d; filled only
/// while open); a row pointed at or focused marks its pair on every view.
#[component]
fn PairTable(rows: HoveredRow, model: Memo<ScoreModel>) -> impl IntoView {
    let state = use_store();
    let HoveredRow { body, open } = rows;
    let rows = move || {
        model.with(|m| {
            let rel = m.m as i64 - m.n as i64;
            m.rows
                .iter()
                .map(|r| {
                    let i = r.pair;
                    view! {
                        <tr tabindex="0" data-pair=i>
                            <th scope="row">{i}</th>
                            <td>{format!("{}, {}", r.dims.0, r.dims.1)}</td>
                            <td>{num(r.dot, 5)}</td>
                            <td>{num(r.cross, 5)}</td>
                            <td>{rel}</td>
                            <td>{num(r.angle_deg, 3)}</td>
                            <td data-testid="pair-contribution">{num(r.contribution, 5)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };

    // One handler per table for every row (per-row handlers were rebuilt with the rows on
    // every edit): the pair of the row an event happened in.
    let hover_row = move |ev: web_sys::Event| {
        let pair = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("tr[data-pair]").ok().flatten())
            .and_then(|row| row.get_attribute("data-pair")?.parse().ok());
        if pair.is_some() {
            state.hover(pair);
        }
    };

    view! {
    <details prop:open=move || open.get()
        on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
        <summary>{t("score-pair-table")}</summary>
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("score-pair-table") data-answer="score-pairs">
            <table class="data" data-testid="score-table">
                <thead><tr><th scope="col">{t("score-col-pair")}</th><th scope="col">{t("score-col-dims")}</th><th scope="col">{t("score-col-dot")}</th><th scope="col">{t("score-col-cross")}</th><th scope="col">"m − n"</th><th scope="col">{t("score-col-angle")}</th><th scope="col">{t("score-col-contribution")}</th></tr></thead>
                <tbody node_ref=body on:mouseover=move |ev| hover_row(ev.into())
                    on:focusin=move |ev| hover_row(ev.into())
                    on:mouseleave=move |_| state.hover(None)>{move || open.get().then(rows)}</tbody>
            </table>
        </div>
    </details>
    }
}
