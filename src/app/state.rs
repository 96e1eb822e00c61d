//! The widget's state: signals owned by `App` and passed down as one `Copy` bundle, plus the
//! values every view derives from them (as `Memo`s, computed once per change).

use std::sync::Arc;

use leptos::prelude::*;

use crate::bridge::ToPage;
use crate::rope::io::model_run::ModelRun;
use crate::rope::settings::scene::Scene;
use crate::rope::settings::tokens::Token;
use crate::rope::teaching::path::Outline;
use crate::rope::{Config, ConfigError, Key};

pub use crate::bridge::Answer;
pub use crate::rope::settings::ui::{Theme, UiOptions};
pub use crate::rope::teaching::views::{Chapter, View};

// The captions are the page's words (the core keeps names, titles and chapters).
impl View {
    /// The one-paragraph caption under the title: what the view shows and how to read it.
    pub fn caption(self) -> &'static str {
        match self {
            View::Compasses => "Each pair of dimensions is a little dial. RoPE turns the query's pair i by m x θ_i (blue arrow; grey is before the turn) and the key's pair by n x θ_i (orange arrow). Slide both tokens along with \"shift both\": every arrow turns, yet the angle between the two arrows of a pair stays put, because the positions only enter through (m − n) θ_i. Fast pairs (first) spin quickly; slow pairs (last) barely move. Rotation never changes a length. Each dial has its own scale: its longer arrow reaches the rim.",
            View::Heatmap => "Every cell is the angle (radians) that pair i puts between a query and a key m − n positions apart: (m − n) x θ_i. That relative angle is all a score sees (row r is also the absolute angle of a token at position r). Read across a row for one distance; read down a column to follow one pair. Fast pairs (left) come round within a few positions; slow pairs (right) may not finish one turn within the trained context. A cell is greyed when its angle is one a model trained on the original context never met: plain RoPE meets such angles on its slow pairs at distances beyond that context, and scaling methods exist to pull them back in. The line under the chart says which columns wrap and which cells are greyed with the current settings.",
            View::Score => "The attention score of the query token against the key token, after rotating both, splits into one term per pair. Each term mixes the pair's plain dot product with its cross product through the angle (m - n) x speed, so the positions enter only through their difference. Bars to the right add to the score, bars to the left take away.",
            View::Invariance => "Slide both tokens along the sequence by the same amount t. Each vector is rotated by a different absolute angle, yet the score stays the same to floating-point precision: every pair's angles enter as m x speed - n x speed, and the shift cancels.",
            View::Distance => "Keep the query and key content fixed and move them apart. RoFormer proves that |score| stays under a bound, (largest step between neighbouring pairs' q·k̄ terms) x (sum of |partial sums of the phasors|), and plots its second factor averaged over the pairs (the relative bound, the same for any q and k) against distance. Computed here, the bound is largest at distance 0 and falls with distance, raggedly: with few pairs (d = 16) it drops within a few positions and then wanders; with more (try d = 128) it keeps falling over the first few hundred positions. Whether the score itself falls depends on the vectors. With all-ones vectors (\"Query and key vectors: all ones\") or a key equal to the query, the score visibly falls from its peak at distance 0. With the toy vectors it need not: for random q and k the expected score is the same at every distance (Barbero et al., 2024), because the pairs' terms point every which way and cancel no matter how far apart the tokens are. With the real model's q and k (\"real model\"), see what a trained head does: there the bound can sit far above the score: the chart follows the score, and a note under it says where the bound is; the table gives both. With a scaling method on, compare the scaled curve with the plain one beyond the original context.",
            View::Frequencies => "Each pair's speed (inv_freq, radians per position) and wavelength (positions per full turn), on a log scale. A model only ever sees angles up to its trained context (dashed line): pairs whose wavelength is longer never complete a turn, so longer inputs show them angles they never met. Scaling methods slow those pairs down: the circles are the unscaled wavelengths, and with a method on a line shows the scaled ones. The line under the chart says what is drawn with the current settings.",
            View::Attention => "Every token's query against every token's key: logits = (rotated q) · (rotated k) / sqrt(d), times the method's attention factor squared, then a softmax along each row. With the causal mask a token only sees itself and earlier tokens. Only queries and keys are rotated: the value vectors that the weights mix are never touched by RoPE.",
            View::Absolute => "The original Transformer adds a sinusoidal code p_m to each token embedding (left: sin on even, cos on odd dimensions). After the query and key projections the score splits into four terms, and three of them contain p_m or p_n on their own, so absolute positions leak in: slide both tokens by t and those terms change. RoPE (right: the cosines of the same kind of angles) rotates q and k instead, and only m - n survives.",
            View::Lesson => "The ideas behind the other views, each checked with the current settings: why the answer is a rotation, the rotation written out by hand and as one big matrix, why scores are divided by √d, what the older sinusoidal codes could do, where one pair gets fooled and why RoPE needs many, how the pairs read like clocks, where RoPE sits in a model, and why plain interpolation crowds the fast pairs.",
            View::Examples => "The scenarios from popular RoPE tutorials, each with the dimensions, pair speeds and positions it loads. Load one and every view shows it. The numbers below are computed, not copied, and where a well-known text printed something else, the erratum says so; the table below takes the cat/mat score apart step by step.",
            View::Mistakes => "The texts this widget teaches from contain slips: wrong numbers, swapped signs, off-by-one exponents, reversed claims. Each is listed here with what the text says (in our words, with its number), the truth computed now by the same core that draws every view, and the cause. \"Show me\" loads the settings that demonstrate it.",
            View::Quiz => "Predict first, then check. The widget computes each answer from the current settings, so the explanations quote live numbers and link to the view that shows it.",
            View::Layers => "Not every layer of a current model uses the same RoPE. Gemma 3 gives its local (sliding-window) layers plain RoPE at base 10,000 and its global layers base 1,000,000 with linear x8; gpt-oss alternates sliding and full layers with one YaRN RoPE; Llama 4 leaves every fourth layer without RoPE (those attend to the whole context, its RoPE layers only within chunks) and scales those layers' queries up at long range. The strip shows every layer; the table which RoPE each kind uses.",
            View::Multimodal => "Qwen2-VL's multimodal RoPE gives every token three position ids, time, height and width, and splits the pairs into three sections that turn with one id each. Text tokens carry the same id in all three, so text alone is plain RoPE; an image's tokens share a time id and count its rows and columns. Hover the grid to read a pair's angle and the id that drives it.",
            View::Longlab => "The real model, with a text placed far past the 8192 positions it was trained on: does it still find a pass key, does it still use what came before, and which scaling method rescues it, at what cost at short range?",
            View::Vision => "A vision encoder cuts an image into a grid of patches, and each patch gets two position ids: its row and its column. Axial 2D RoPE (Qwen3-VL, GLM-4V) turns half of each head's pairs with the row and half with the column, at the same speeds. The grid colours the score of the query patch against every patch for the current q and k; below it, both patches are shifted by the same offset. Point at a patch to read both scores.",
            View::Latent => "Multi-head latent attention (DeepSeek-V3) gives every query and key head two parts: dimensions that never rotate and d that do (RoPE). The score is their sum: the first part is the same at every pair of positions, the second sees only m − n. The strip shows the split; the chart both parts against the distance.",
            View::Kernel => "RoPE as a model runs it: a tensor of shape [B, S, H, D], each head vector split into D/2 planes, multiplied by an [S, D/2] table of unit phasors e^(i t θ_k) broadcast over batch and heads. Run it here at full size with four implementations on the same bytes: the SIMD128 wasm kernel, the scalar wasm kernel, plain JavaScript on typed arrays, and a plain copy (the memory-bandwidth floor). Base, layout and scaling come from your settings.",
        }
    }
}

/// Who a token-chip click picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Query,
    Key,
}

/// Who applies a change to the state. The page owns it; the on-demand module's copy is a mirror
/// that only the page's `ToPart::State` writes (`crate::bridge`), so there a change is proposed
/// to the page, which validates it as it would a link and sends its state back.
#[derive(Clone, Copy)]
pub enum StateOwner {
    /// These signals are the state (the page).
    Here,
    /// The page owns the state; changes go to it (the on-demand module). `None` until the page
    /// has connected.
    Page(StoredValue<Option<super::part::Send>, LocalStorage>),
}

/// Everything the components share. All fields are `Copy` handles.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The last good configuration (always valid).
    pub config: RwSignal<Config>,
    /// The message for the error area.
    pub error: RwSignal<Option<ConfigError>>,
    /// Informational messages (ignored keys, cleared overrides).
    pub notice: RwSignal<Option<String>>,
    pub ui: RwSignal<UiOptions>,
    /// The pair highlighted in every view (hover or focus on any of them).
    pub hovered_pair: RwSignal<Option<usize>>,
    pub pick: RwSignal<Pick>,
    /// Whether the page currently renders dark (theme setting or system preference).
    pub dark: Signal<bool>,
    pub derived: Derived,
    /// The latest answer to a question (set on every answer, equal or not).
    pub answer: RwSignal<Option<Answer>>,
    /// What the page knows of the guided path that runs (`ui.tour` is its step): ropescope's
    /// own tour unless a teacher's path was opened. The parts hold the path itself.
    pub path: RwSignal<Arc<Outline>>,
    /// Who applies `edit`, `replace`, `hover` and `set_tour`.
    pub owner: StateOwner,
}

/// Values derived from the config, computed once per change and shared by the views: the
/// scene (tokens, frequencies, the chosen query and key) that every view model reads.
#[derive(Clone, Copy)]
pub struct Derived {
    /// Shared by reference: views clone the `Arc`, never the scene.
    pub scene: Memo<Arc<Scene>>,
    pub tokens: Memo<Vec<Token>>,
    /// The query's and the key's positions (m, n): what the chips and pickers mark, so a base
    /// or dim change does not touch them.
    pub positions: Memo<(u64, u64)>,
}

impl Derived {
    /// `run`: the real model's latest run; with `qk=model` its tokens and q/k replace the toy
    /// ones (and are ignored otherwise).
    pub fn new(config: RwSignal<Config>, run: RwSignal<Option<Arc<ModelRun>>>) -> Self {
        let scene = Memo::new(move |_| {
            Arc::new(config.with(|c| run.with(|r| Scene::with_run(c, r.clone()))))
        });
        Derived {
            scene,
            tokens: Memo::new(move |_| scene.with(|s| s.tokens.clone())),
            positions: Memo::new(move |_| scene.with(|s| (s.m, s.n))),
        }
    }
}

impl AppState {
    /// Applies one control's value through the same path a URL takes; on success the config is
    /// replaced (cleared overrides get a notice), on failure the config stays and the message is
    /// returned and shown in the error area. A key the embedding page locked is refused.
    pub fn edit(&self, key: Key, value: &str) -> Result<(), ConfigError> {
        if self.ui.with_untracked(|u| u.locked(key)) {
            let e = ConfigError::new(key, value, LOCKED);
            self.error.set(Some(e.clone()));
            return Err(e);
        }
        // No limits of its own: `try_edit` validates against the same limits as a link.
        match self.config.with_untracked(|c| c.try_edit(key, value)) {
            Ok(edit) => {
                self.notice_edit(key, &edit);
                if self.error.with_untracked(|e| e.is_some()) {
                    self.error.set(None);
                }
                self.commit(edit.config);
                Ok(())
            }
            Err(e) => {
                self.error.set(Some(e.clone()));
                Err(e)
            }
        }
    }

    /// Says what an edit cleared or reset on its own.
    fn notice_edit(&self, key: Key, edit: &crate::rope::settings::config::Edit) {
        if !edit.cleared.is_empty() {
            let names: Vec<&str> = edit.cleared.iter().map(|k| k.as_str()).collect();
            self.notice.set(Some(format!(
                "Cleared {} (no longer fit the new {}).",
                names.join(", "),
                key
            )));
        }
        if !edit.adjusted.is_empty() {
            let names: Vec<&str> = edit.adjusted.iter().map(|k| k.as_str()).collect();
            self.notice.set(Some(format!(
                "Set {} to {}'s own RoPE: the model as trained. Now turn the knobs.",
                names.join(", "),
                crate::rope::io::model_run::NAME
            )));
        }
    }

    /// Replaces the whole config with an already validated one on the learner's behalf (a
    /// preset, an example, a tour step, a part): keys the embedding page locked keep their
    /// values; if the result no longer validates, nothing changes and the error says why.
    pub fn replace(&self, config: Config) {
        let lock = self.ui.with_untracked(|u| u.lock.clone());
        let mut next = config;
        if !lock.is_empty() {
            self.config.with_untracked(|current| {
                for &k in &lock {
                    // A valid config's own value always parses back.
                    let _ = next.set(k, &current.get(k));
                }
            });
            if let Err(e) = next.validate() {
                self.error.set(Some(ConfigError::new(
                    e.key,
                    e.got,
                    format!("{} ({LOCKED})", e.expected),
                )));
                return;
            }
        }
        self.error.set(None);
        self.commit(next);
    }

    /// Applies a valid config: here, or by proposing it to the page that owns the state.
    fn commit(&self, config: Config) {
        match self.owner {
            StateOwner::Here => self.config.set(config),
            StateOwner::Page(send) => propose(send, ToPage::Config(config.to_query())),
        }
    }

    /// Marks `pair` in every view (hover or focus), or none.
    pub fn hover(&self, pair: Option<usize>) {
        match self.owner {
            StateOwner::Here => {
                if self.hovered_pair.get_untracked() != pair {
                    self.hovered_pair.set(pair);
                }
            }
            StateOwner::Page(send) => {
                if self.hovered_pair.get_untracked() != pair {
                    propose(send, ToPage::Hover(pair));
                }
            }
        }
    }

    /// Opens the guided tour at `step` (0-based), or closes it.
    pub fn set_tour(&self, step: Option<usize>) {
        match self.owner {
            StateOwner::Here => self.ui.update(|u| u.tour = step),
            StateOwner::Page(send) => {
                let mut ui = self.ui.get_untracked();
                ui.tour = step;
                propose(send, ToPage::Ui(ui.to_query()));
            }
        }
    }

    /// Replaces the whole config with an already validated one for the embedding page (locks
    /// hold the learner, not the page that set them).
    pub fn replace_by_host(&self, config: Config) {
        self.error.set(None);
        self.config.set(config);
    }
}

impl AppState {
    /// Tells the page something (in the on-demand module; the page itself has no one to tell).
    pub fn to_page(&self, message: ToPage) {
        if let StateOwner::Page(send) = self.owner {
            propose(send, message);
        }
    }
}

fn propose(send: StoredValue<Option<super::part::Send>, LocalStorage>, message: ToPage) {
    if let Some(send) = send.get_value() {
        send(message);
    }
}

/// What a refused edit of a locked key says.
pub const LOCKED: &str = "a value the course page fixed (this control is locked)";
