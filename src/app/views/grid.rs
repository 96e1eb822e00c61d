//! The one grid component: a canvas that paints a core `GridChart` (the angle heatmap, the
//! attention matrix, the two grids of the absolute-vs-rotary view), redraws only while on
//! screen, and, when interactive, turns hover and arrow keys into a (row, column) cursor.

use leptos::html::Canvas;
use leptos::prelude::*;

use super::super::draw;
use super::super::state::use_store;
use crate::rope::view::chart::{move_cursor, GridChart, PlotRect};

/// Something drawn over a painted grid, in its plotting rectangle.
pub type Overlay = fn(&web_sys::HtmlCanvasElement, draw::Palette, &GridChart, PlotRect);

/// A grid chart on a canvas. `cursor` receives the cell under the mouse or moved to by the
/// arrow keys (Home/End too); `columns_are_pairs` also highlights that pair in every view.
#[component]
pub fn GridCanvas(
    #[prop(into)] chart: Signal<GridChart>,
    canvas: NodeRef<Canvas>,
    #[prop(into)] label: Signal<String>,
    #[prop(optional)] testid: &'static str,
    #[prop(optional)] cursor: Option<RwSignal<Option<(usize, usize)>>>,
    /// Where the keys and focus start from when it differs from `cursor` (the vision view keeps
    /// its key patch after the pointer leaves); the cursor by default.
    #[prop(optional, into)]
    kept: Option<Signal<Option<(usize, usize)>>>,
    #[prop(optional)] columns_are_pairs: bool,
    #[prop(optional)] describedby: &'static str,
    #[prop(optional)] class: &'static str,
    /// Drawn over the grid once it is painted (the vision view's patch marks); a function
    /// pointer, so the page's own grids do not link it.
    #[prop(optional)]
    overlay: Option<Overlay>,
) -> impl IntoView {
    let state = use_store();
    let rect: RwSignal<Option<PlotRect>> = RwSignal::new(None);
    super::paint_while_visible(state, canvas, move |c, pal| {
        chart.with(|g| {
            let r = draw::grid_chart(c, pal, g);
            if let (Some(draw_over), Some(r)) = (overlay, r) {
                draw_over(c, pal, g, r);
            }
            rect.set(r)
        });
    });
    let size = move || chart.with_untracked(|g| (g.rows, g.cols));
    let set = move |cell: Option<(usize, usize)>| {
        if let Some(cur) = cursor {
            cur.set(cell);
        }
        if columns_are_pairs {
            state.hover(cell.map(|c| c.1));
        }
    };
    let on_move = move |ev: web_sys::MouseEvent| {
        let (Some(c), Some(r)) = (canvas.get_untracked(), rect.get_untracked()) else {
            return;
        };
        let (x, y) = draw::event_canvas_xy(&c, &ev);
        let (rows, cols) = size();
        set(r.cell_at(x, y, rows, cols));
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let Some(cur) = cursor else { return };
        let (rows, cols) = size();
        let from = kept.map_or_else(|| cur.get_untracked(), |k| k.get_untracked());
        if let Some(next) = move_cursor(&ev.key(), from, rows, cols) {
            ev.prevent_default();
            set(Some(next));
        }
    };
    let interactive = cursor.is_some();
    view! {
        <canvas node_ref=canvas class=format!("chart {class}")
            data-testid=testid tabindex=if interactive { "0" } else { "-1" }
            role="img" aria-label=label
            aria-describedby=(!describedby.is_empty()).then_some(describedby)
            on:mousemove=move |ev| if interactive { on_move(ev) }
            on:mouseleave=move |_| if interactive { set(None) }
            on:keydown=on_key
            on:focus=move |_| if let Some(cur) = cursor {
                let at = kept.map_or_else(|| cur.get_untracked(), |k| k.get_untracked());
                if at.is_none() { set(Some((0, 0))); }
            }></canvas>
    }
}
