//! View 1: one compass per pair for the selected token, before (faint) and after (solid)
//! rotation, with the angle and the pair's speed; a position slider animates the turn.

use leptos::prelude::*;

use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::rotate::{angle, pair_of, rotate_pair, wrap_angle};
use crate::rope::tokens::{content_vector, Role};

fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// What one compass draws.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct CompassData {
    before: (f64, f64),
    after: (f64, f64),
    degrees: f64,
    speed: f64,
}

/// One animation frame: advance one position, then ask for the next frame while playing.
fn step(
    playing: RwSignal<bool>,
    position: Memo<f64>,
    slider: RwSignal<Option<f64>>,
    max_pos: Memo<f64>,
) {
    // try_: the view may have been removed between frames (its signals disposed).
    if playing.try_get_untracked() != Some(true) {
        return;
    }
    let (Some(p), Some(max)) = (position.try_get_untracked(), max_pos.try_get_untracked()) else {
        return;
    };
    slider.try_set(Some(if p + 1.0 > max { 0.0 } else { p + 1.0 }));
    request_animation_frame(move || step(playing, position, slider, max_pos));
}

#[component]
pub fn Compasses(state: AppState) -> impl IntoView {
    // The token shown: the query token unless another is picked here.
    let picked: RwSignal<Option<u64>> = RwSignal::new(None);
    let token_pos = Memo::new(move |_| {
        let (first, last) = state.config.with(|c| c.position_span());
        picked
            .get()
            .filter(|p| (first..=last).contains(p))
            .unwrap_or_else(|| state.config.with(|c| c.query_position()))
    });
    // The position the vector is rotated to (the slider); follows the token until moved.
    let slider: RwSignal<Option<f64>> = RwSignal::new(None);
    Effect::new(move |_| {
        token_pos.track();
        slider.set(None);
    });
    let position = Memo::new(move |_| slider.get().unwrap_or(token_pos.get() as f64));
    let vector = Memo::new(move |_| {
        let pos = token_pos.get();
        state.config.with(|c| {
            if pos == c.query_position() {
                state.derived.q.get()
            } else {
                let idx = pos.checked_sub(c.offset).map_or(usize::MAX, |i| i as usize);
                let text = state
                    .derived
                    .tokens
                    .with(|t| t.get(idx).map(|t| t.text.clone()).unwrap_or_default());
                content_vector(&text, Role::Query, c.dim)
            }
        })
    });
    let token_text = Memo::new(move |_| {
        let pos = token_pos.get();
        let offset = state.config.with(|c| c.offset);
        state.derived.tokens.with(|t| {
            t.get(pos.checked_sub(offset).map_or(usize::MAX, |i| i as usize))
                .map(|t| t.text.clone())
                .unwrap_or_default()
        })
    });

    // Animation: advance the slider by one position per frame while playing.
    let playing = RwSignal::new(false);
    let max_pos =
        Memo::new(move |_| state.config.with(|c| (c.position_span().1 + 64).max(128)) as f64);
    let play = move |_| {
        if playing.get_untracked() {
            playing.set(false);
            return;
        }
        if reduced_motion() {
            // No animation: jump a quarter of the range instead.
            let p = position.get_untracked() + max_pos.get_untracked() / 4.0;
            slider.set(Some(if p > max_pos.get_untracked() {
                0.0
            } else {
                p.round()
            }));
            return;
        }
        playing.set(true);
        step(playing, position, slider, max_pos);
    };
    on_cleanup(move || playing.set(false));

    // The numbers of every compass, recomputed per change; the compass elements themselves stay
    // and only their attributes update (rebuilding 128 SVGs per keystroke is what costs).
    let data = Memo::new(move |_| {
        let x = vector.get();
        let p = position.get();
        let layout = state.config.with(|c| c.layout);
        state.derived.scaled.with(|s| {
            let pairs: Vec<(f64, f64, f64)> = s
                .inv_freq
                .iter()
                .enumerate()
                .map(|(i, &wi)| {
                    let (a, b) = pair_of(&x, i, layout);
                    (a, b, wi)
                })
                .collect();
            let max_norm = pairs
                .iter()
                .map(|(a, b, _)| a.hypot(*b))
                .fold(1e-12, f64::max);
            let scale = 30.0 / max_norm;
            pairs
                .into_iter()
                .map(|(a, b, wi)| {
                    let alpha = angle(p, wi);
                    let (ra, rb) = rotate_pair(a, b, alpha);
                    CompassData {
                        before: (a * scale, -b * scale),
                        after: (ra * scale, -rb * scale),
                        degrees: wrap_angle(alpha).to_degrees(),
                        speed: wi.to_degrees(),
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    let count = Memo::new(move |_| state.config.with(|c| c.dim / 2));
    let compass = move |i: usize| {
        let d = move || data.with(|d| d.get(i).copied().unwrap_or_default());
        let hovered = move || state.hovered_pair.get() == Some(i);
        view! {
            <figure class="compass" data-testid="compass" tabindex="0" class:hovered=hovered
                aria-label=format!("pair {i}")
                on:mouseenter=move |_| state.hovered_pair.set(Some(i))
                on:mouseleave=move |_| state.hovered_pair.set(None)
                on:focus=move |_| state.hovered_pair.set(Some(i))
                on:blur=move |_| state.hovered_pair.set(None)>
                <svg viewBox="-40 -40 80 80" width="80" height="80" aria-hidden="true">
                    <circle r="34" class="dial" />
                    <line x1="-34" y1="0" x2="34" y2="0" class="tick" />
                    <line x1="0" y1="-34" x2="0" y2="34" class="tick" />
                    <line x1="0" y1="0" x2=move || d().before.0 y2=move || d().before.1 class="before" />
                    <line x1="0" y1="0" x2=move || d().after.0 y2=move || d().after.1 class="after" />
                    <circle cx=move || d().after.0 cy=move || d().after.1 r="2.5" class="after-dot" />
                </svg>
                <figcaption>
                    <span class="pair-name">{format!("pair {i}")}</span>
                    <span class="angle">{move || format!("{:.1}°", d().degrees)}</span>
                    <span class="speed">{move || format!("{}°/pos", num(d().speed, 2))}</span>
                </figcaption>
            </figure>
        }
    };

    view! {
        <ViewFrame view=View::Compasses caption="Each pair of dimensions of the token's query vector is a little arrow. RoPE turns pair i by position x its speed: the faint arrow is the vector before rotation, the solid one after. Fast pairs (left) spin many times over a sentence; slow pairs (right) barely move. Lengths never change: rotation only turns.">
            <div class="view-toolbar">
                <label for="compass-token">"Token "</label>
                <select id="compass-token" on:change=move |ev| picked.set(event_target_value(&ev).parse().ok())>
                    {move || state.derived.tokens.with(|toks| toks.iter().map(|t| {
                        let pos = t.position;
                        view! { <option value=pos.to_string() selected=move || token_pos.get() == pos>{format!("{}: {}", pos, t.text)}</option> }
                    }).collect_view())}
                </select>
                <label for="compass-pos">"Rotate to position "</label>
                <input id="compass-pos" type="range" min="0" step="1" data-testid="compass-position"
                    max=move || max_pos.get().to_string()
                    prop:value=move || position.get().to_string()
                    on:input=move |ev| { playing.set(false); slider.set(event_target_value(&ev).parse().ok()); } />
                <output for="compass-pos">{move || format!("{}", position.get())}</output>
                <button type="button" on:click=play aria-pressed=move || playing.get().to_string()>
                    {move || if playing.get() { "Pause" } else { "Play" }}
                </button>
            </div>
            <p class="readout" aria-live="polite">{move || format!(
                "\"{}\" (query vector) rotated to position {}.",
                token_text.get(), position.get()
            )}</p>
            <div class="compass-grid"><For each=move || 0..count.get() key=|i| *i children=compass /></div>
        </ViewFrame>
    }
}
