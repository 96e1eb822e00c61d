//! The page's own views (`View`, in `rope::settings::views`): compasses and heatmap, with the
//! helpers every view shares; the others ship in the on-demand module (`app::more::views`). Each is a component that draws only what
//! `crate::rope` returns, with a one-paragraph caption and a text alternative for anything
//! drawn on a canvas.

pub mod compasses;
pub mod grid;
pub mod heatmap;

use leptos::prelude::*;

use super::draw;
use super::i18n::{t, tf};
use super::state::{AppState, View};
use crate::msg;
use crate::rope::view::scene::Scene;
use leptos::html::Section;
use std::sync::Arc;

/// A table of pairs whose row of the hovered pair (`tr[data-pair]` in `body`) carries the
/// `hovered` class, marked in place ([`HoveredRow::follow`]): one effect per table, not one per
/// row (at d = 256 the per-row effects were rebuilt with the rows on every edit). `open`:
/// whether the table is open (its rows are filled only while it is).
#[derive(Clone, Copy)]
pub struct HoveredRow {
    pub body: NodeRef<leptos::html::Tbody>,
    pub open: RwSignal<bool>,
}

impl HoveredRow {
    pub fn new(open: bool) -> Self {
        HoveredRow {
            body: NodeRef::new(),
            open: RwSignal::new(open),
        }
    }

    /// The table's rows in the DOM: the `hovered` class follows the hovered pair (again when the
    /// rows are rebuilt: open toggled, `model` changed).
    fn mark_rows_in_the_dom<M: Send + Sync + 'static>(self, state: AppState, model: Memo<M>) {
        Effect::new(move |_| {
            self.open.track();
            model.track();
            self.mark(state.hovered_pair.get());
        });
    }

    fn mark(&self, pair: Option<usize>) {
        let Some(b) = self.body.get() else { return };
        if let Ok(Some(row)) = b.query_selector("tr.hovered") {
            let _ = row.class_list().remove_1("hovered");
        }
        if let Some(p) = pair {
            if let Ok(Some(row)) = b.query_selector(&format!("tr[data-pair=\"{p}\"]")) {
                let _ = row.class_list().add_1("hovered");
            }
        }
    }
}

/// The attribute a canvas carries once drawn: how many times it has been (tests wait on it).
pub const DRAWN: &str = "data-drawn";

/// Runs `paint(canvas, palette)` while the canvas is on screen, again whenever what it reads
/// or its width changes (and with the current state as soon as it scrolls into view). The
/// painters size the backing store to the canvas's CSS box first (`draw::fit`): the stylesheet
/// (or the view, for a canvas whose height follows its model) decide the box, so drawing never
/// moves the page. Each paint counts in the canvas's [`DRAWN`] attribute.
pub fn paint_while_visible(
    state: AppState,
    canvas: NodeRef<leptos::html::Canvas>,
    paint: impl Fn(&web_sys::HtmlCanvasElement, draw::Palette) + 'static,
) {
    draw_canvas(state, canvas, None, paint);
}

/// The one drawing loop of every canvas view (the canvas is what it touches outside): keeps
/// the canvas's CSS height at `height` (on screen or not, so the page below never jumps when
/// it scrolls into view), and paints it while it is on screen ([`paint_while_visible`]). The palette carries the store's
/// theme and presentation mode (the canvases' text scale).
fn draw_canvas(
    state: AppState,
    canvas: NodeRef<leptos::html::Canvas>,
    height: Option<Memo<f64>>,
    paint: impl Fn(&web_sys::HtmlCanvasElement, draw::Palette) + 'static,
) {
    let width = drawable(canvas);
    let present = Memo::new(move |_| state.ui.with(|u| u.present));
    Effect::new(move |drawn: Option<u32>| {
        let drawn = drawn.unwrap_or(0);
        let Some(c) = canvas.get() else { return drawn };
        if let Some(height) = height {
            draw::set_height(&c, height.get());
        }
        if width.get() < 1.0 {
            return drawn;
        }
        paint(&c, draw::palette(state.dark.get(), present.get()));
        // The page signal tests wait on: how many times the canvas has been drawn.
        let _ = c.set_attribute(DRAWN, &(drawn + 1).to_string());
        drawn + 1
    });
}

/// The CSS width of a canvas while it is on (or near) the screen, 0 while it is not.
fn drawable(canvas: NodeRef<leptos::html::Canvas>) -> Memo<f64> {
    let (visible, width) = (draw::visibility(canvas), draw::observed_width(canvas));
    Memo::new(move |_| if visible.get() { width.get() } else { 0.0 })
}

/// A canvas whose height follows its model (the compass dials, the score bars), beside its
/// table of pairs (`rows`): its CSS height is set whether or not it is on screen (so the page
/// below never jumps when it scrolls into view), and while it is on screen it is drawn at its
/// CSS width and that height with `paint(canvas, palette, model, hovered pair, width)`.
pub fn redraw_sized<M: Send + Sync + 'static>(
    state: AppState,
    canvas: NodeRef<leptos::html::Canvas>,
    height: Memo<f64>,
    model: Memo<M>,
    paint: fn(&web_sys::HtmlCanvasElement, draw::Palette, &M, Option<usize>, f64),
    rows: HoveredRow,
) {
    draw_canvas(state, canvas, Some(height), move |c, pal| {
        let w = draw::fit(c, height.get());
        let hovered = state.hovered_pair.get();
        model.with(|m| paint(c, pal, m, hovered, w));
    });
    rows.mark_rows_in_the_dom(state, model);
}

/// Repaints a line chart while its canvas is on screen: `chart(model, hovered pair)`, when it
/// gives one (the frequencies view, the model lab's energy chart).
pub fn redraw_chart<M: Send + Sync + 'static>(
    state: AppState,
    canvas: NodeRef<leptos::html::Canvas>,
    model: Memo<M>,
    chart: fn(&M, Option<usize>) -> Option<crate::rope::view::chart::LineChart>,
) {
    paint_while_visible(state, canvas, move |c, pal| {
        let hovered = state.hovered_pair.get();
        model.with(|m| {
            if let Some(chart) = chart(m, hovered) {
                draw::line_chart(c, pal, &chart);
            }
        });
    });
}

/// The mistakes view is an on-demand part (`app::part`): while an erratum is not on the page
/// yet, a link to it brings the view into sight, which loads it; the view then scrolls to the
/// erratum the address names (`#erratum-…`, set by the link itself).
fn reveal_mistakes(ev: &leptos::ev::MouseEvent, id: &str) {
    use wasm_bindgen::JsCast;
    // This widget's own view (a test page may hold several widgets).
    let Some(widget) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest("main.ropescope").ok().flatten())
    else {
        return;
    };
    let has = |selector: &str| widget.query_selector(selector).ok().flatten();
    if has(&format!("#erratum-{id}")).is_none() {
        if let Some(view) = has("#view-mistakes") {
            view.scroll_into_view();
        }
    }
}

/// The mistakes the page's own views link to, picked out of the list while compiling
/// (`errata::links_of`): a part view's links come with its part (`app::more`), so the page does
/// not carry the whole list.
fn page_places(view: View) -> Places {
    use crate::rope::teaching::errata::{links_count, links_of, places, Link};
    const COMPASSES: &str = View::Compasses.as_str();
    const HEATMAP: &str = View::Heatmap.as_str();
    const ON_COMPASSES: [Link; links_count(COMPASSES)] = links_of(COMPASSES);
    const ON_HEATMAP: [Link; links_count(HEATMAP)] = links_of(HEATMAP);
    match view {
        View::Compasses => places(&ON_COMPASSES),
        View::Heatmap => places(&ON_HEATMAP),
        _ => Vec::new(),
    }
}

/// A view's mistakes grouped by place in the texts (`errata::places`).
pub type Places = Vec<crate::rope::teaching::errata::Place>;

/// A message that holds markup (a `<cite>`, links) at variable `name`: its text before and
/// after that place, so that each language puts the markup where its sentence needs it.
fn around(m: crate::rope::base::i18n::Msg, name: &'static str) -> (String, String) {
    // A character no message has.
    const HOLE: &str = "\u{1}";
    let text = tf(&m.arg(name, HOLE));
    match text.split_once(HOLE) {
        Some((before, after)) => (before.to_string(), after.to_string()),
        None => (text, String::new()),
    }
}

/// Links to the source mistakes that concern a view (none: nothing shown), one name per place
/// in the texts; a place with several mistakes gets numbered links (`errata::places_for_view`).
pub fn errata_links(places: Places) -> Option<impl IntoView> {
    let link = |id: &'static str, text: String, label: Option<String>| {
        view! {
            <a href=format!("#erratum-{id}") aria-label=label on:click=move |ev| reveal_mistakes(&ev, id)>{text}</a>
        }
    };
    (!places.is_empty()).then(|| {
        // The words between the places and between the numbered links.
        let (text_gap, place_gap, number_gap) = (
            t("ui-errata-text-gap"),
            t("ui-errata-place-gap"),
            t("ui-errata-number-gap"),
        );
        view! {
            <p class="errata-links" data-testid="errata-links">
                {t("ui-errata-intro")}
                {places.into_iter().enumerate().scan(None, move |text, (i, place)| {
                    let (section, n) = (t(place.section), place.ids.len());
                    let ids = place.ids;
                    // Each text named by its title before its first place ("in ...: ").
                    let title = place.source.title_id();
                    let named = (*text != Some(title)).then(|| {
                        *text = Some(title);
                        let (before, after) = around(msg!("ui-errata-in-text"), "title");
                        view! { {(i > 0).then(|| text_gap.clone())} {before} <cite>{t(title)}</cite> {after} }
                    });
                    let links = if let [id] = ids.as_slice() {
                        link(id, section.to_string(), None).into_any()
                    } else {
                        let (before, after) =
                            around(msg!("ui-errata-numbered", section = section.clone()), "numbers");
                        let number_gap = number_gap.clone();
                        view! {
                            {before}
                            {ids.into_iter().enumerate().map(|(k, id)| view! {
                                {(k > 0).then(|| number_gap.clone())}
                                {link(id, (k + 1).to_string(), Some(tf(&msg!("ui-errata-number-label", section = section.clone(), k = k + 1, n = n))))}
                            }).collect_view()}
                            {after}
                        }.into_any()
                    };
                    Some(view! { {match named { Some(n) => n.into_any(), None => place_gap.clone().into_any() }} {links} })
                }).collect_view()}
            </p>
        }
    })
}

/// The scene as a view that is off screen sees it: it follows the page's scene while the view's
/// section is on (or within 300 px of) the screen, and keeps its last value while it is not, so
/// a keystroke pays only for the views a learner can see. A view that scrolls into sight catches
/// up at once (the same rule the canvases follow for drawing). Returns the section's `NodeRef`
/// for [`ViewFrame`]'s `node` and the visibility itself, for views whose whole content waits
/// until it is first seen (the lesson, the mistakes).
pub fn on_screen_scene<E>(state: AppState) -> (NodeRef<E>, Memo<Arc<Scene>>, RwSignal<bool>)
where
    E: leptos::html::ElementType,
    E::Output: wasm_bindgen::JsCast + Clone + 'static,
{
    let node = NodeRef::<E>::new();
    let visible = draw::visibility(node);
    let scene = state.derived.scene;
    let gated = Memo::new(move |prev: Option<&Arc<Scene>>| match prev {
        Some(p) if !visible.get() => p.clone(),
        _ => scene.get(),
    });
    (node, gated, visible)
}

/// The caption of one of the page's own views (each beside its component), as its message's id;
/// the parts' come with the parts, so the page never links their texts.
pub fn page_caption(view: View) -> Option<&'static str> {
    match view {
        View::Compasses => Some(compasses::CAPTION),
        View::Heatmap => Some(heatmap::CAPTION),
        _ => None,
    }
}

/// The frame of a view: anchor id, title, caption, content.
#[component]
pub fn ViewFrame(
    view: View,
    /// The section element, for views that compute only while on screen ([`on_screen_scene`]).
    #[prop(optional)]
    node: Option<NodeRef<Section>>,
    children: Children,
) -> impl IntoView {
    let id = format!("view-{}", view.as_str());
    let title_id = format!("{id}-title");
    let labelled_by = title_id.clone();
    view! {
        <section class="view" id=id data-view=view.as_str() aria-labelledby=labelled_by
            node_ref=node.unwrap_or_default()>
            <h2 id=title_id>{crate::app::i18n::tf(&view.title_msg())}</h2>
            // A part's caption comes with the part (`app::more::views::caption`).
            {page_caption(view).map(|id| view! { <Caption text=t(id) /> })}
            {children()}
            {view.in_page().then(|| errata_links(page_places(view)))}
        </section>
    }
}

/// A view's caption under its title (`text`: the caption's words in the learner's language).
/// On a narrow screen it shows its first lines until asked for more, so the drawing is on the
/// first screen (CSS clamps it; the whole text stays in the page).
#[component]
pub fn Caption(#[prop(into)] text: String) -> impl IntoView {
    let more = RwSignal::new(false);
    view! {
        <p class="caption" class:full=move || more.get()>{text}</p>
        <button type="button" class="caption-more" aria-expanded=move || more.get().to_string()
            on:click=move |_| more.update(|m| *m = !*m)>
            {move || t(if more.get() { "ui-caption-less" } else { "ui-caption-more" })}
        </button>
    }
}

/// A view's own knob (a shift slider) that each step of the guided tour starts from `default`
/// (what the step's text describes): it holds the value with the number of step changes it was
/// set at ([`tour_steps`]), and reads as `default` once the tour has moved to another step since.
#[derive(Clone, Copy)]
pub struct StepKnob<T: Copy + Send + Sync + 'static> {
    value: RwSignal<T>,
    /// The step changes when `value` was set (read untracked: it changes only with `value`).
    at: RwSignal<Option<u64>>,
    steps: Memo<(u64, u64)>,
    default: T,
}

impl<T: Copy + Send + Sync + 'static> StepKnob<T> {
    pub fn new(state: AppState, default: T) -> Self {
        let steps = tour_steps(state);
        StepKnob {
            value: RwSignal::new(default),
            at: RwSignal::new(Some(steps.with_untracked(|s| s.1))),
            steps,
            default,
        }
    }

    pub fn get(&self) -> T {
        let (steps, value) = (self.steps.with(|s| s.1), self.value.get());
        if self.at.get_untracked() == Some(steps) {
            value
        } else {
            self.default
        }
    }

    /// `None` once the view is gone (a frame scheduled before it was removed).
    pub fn try_get_untracked(&self) -> Option<T> {
        let steps = self.steps.try_with_untracked(|s| s.1)?;
        let value = self.value.try_get_untracked()?;
        Some(if self.at.try_get_untracked()? == Some(steps) {
            value
        } else {
            self.default
        })
    }

    pub fn get_untracked(&self) -> T {
        self.try_get_untracked().unwrap_or(self.default)
    }

    pub fn set(&self, value: T) {
        self.try_set(value);
    }

    pub fn try_set(&self, value: T) {
        if let Some(steps) = self.steps.try_with_untracked(|s| s.1) {
            let _ = self.at.try_set(Some(steps));
            let _ = self.value.try_set(value);
        }
    }
}

/// The guided tour's step (0 for none, else the step + 1) and how many times it has moved to
/// another step (opening counts, closing does not): a view's knobs ([`StepKnob`]) go back to
/// their defaults when it does.
fn tour_steps(state: AppState) -> Memo<(u64, u64)> {
    Memo::new(move |prev: Option<&(u64, u64)>| {
        let step = state.ui.with(|u| u.tour.map_or(0, |s| s as u64 + 1));
        match prev {
            Some(&(was, n)) if was != step && step != 0 => (step, n + 1),
            Some(&(_, n)) => (step, n),
            None => (step, 0),
        }
    })
}

pub use crate::rope::view::{num, table_open_by_default};
