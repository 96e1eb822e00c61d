//! The widget's state: signals owned by `App` and passed down as one `Copy` bundle, plus the
//! values every view derives from them (as `Memo`s, computed once per change).

use std::sync::Arc;

use leptos::prelude::*;

use crate::rope::model::ModelRun;
use crate::rope::scene::Scene;
use crate::rope::tokens::Token;
use crate::rope::{Config, ConfigError, Key};

crate::rope::named::named_enum! {
    /// The views, in page order, with their URL names (`view=`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum View {
        Compasses = "compasses",
        Heatmap = "heatmap",
        Score = "score",
        Invariance = "invariance",
        Distance = "distance",
        Frequencies = "frequencies",
        Attention = "attention",
        Absolute = "absolute",
        Lesson = "lesson",
        Examples = "examples",
        Mistakes = "mistakes",
        Quiz = "quiz",
        Kernel = "kernel",
    }
}

impl View {
    pub fn title(self) -> &'static str {
        match self {
            View::Compasses => "1. Compasses: each pair turns",
            View::Heatmap => "2. Angle heatmap",
            View::Score => "3. Score decomposition",
            View::Invariance => "4. Only m - n matters",
            View::Distance => "5. Score vs distance",
            View::Frequencies => "6. Frequencies and wavelengths",
            View::Attention => "7. Attention matrix",
            View::Absolute => "8. Absolute vs rotary",
            View::Lesson => "9. Why it works, step by step",
            View::Examples => "10. Worked examples",
            View::Mistakes => "11. Mistakes in the sources",
            View::Quiz => "12. Check yourself",
            View::Kernel => "13. The full kernel, at real size",
        }
    }
}

crate::rope::named::named_enum! {
    /// Colour theme (`theme=`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Theme {
        Auto = "auto",
        Light = "light",
        Dark = "dark",
    }
}

/// Presentation options from the URL (`embed`, `view`, `theme`): not part of the mathematics.
#[derive(Debug, Clone, PartialEq)]
pub struct UiOptions {
    pub embed: bool,
    /// Views to show; empty = all (full page) or the compasses (embed).
    pub views: Vec<View>,
    pub theme: Theme,
}

impl Default for UiOptions {
    fn default() -> Self {
        UiOptions {
            embed: false,
            views: Vec::new(),
            theme: Theme::Auto,
        }
    }
}

impl UiOptions {
    /// Reads the UI keys; problems become notices (never errors: the page still works).
    pub fn from_pairs(pairs: &[(String, String)]) -> (UiOptions, Vec<String>) {
        let mut ui = UiOptions::default();
        let mut notices = Vec::new();
        for (key, value) in pairs {
            match key.as_str() {
                "embed" => ui.embed = matches!(value.as_str(), "1" | "true" | ""),
                "view" => {
                    for name in value.split(',').map(str::trim).filter(|s| !s.is_empty()) {
                        match View::parse(name) {
                            Some(v) if !ui.views.contains(&v) => ui.views.push(v),
                            Some(_) => {}
                            None => notices.push(format!(
                                "Unknown view \"{name}\" ignored (views: {}).",
                                View::ALL.map(View::as_str).join(", ")
                            )),
                        }
                    }
                }
                "theme" => match Theme::parse(value) {
                    Some(t) => ui.theme = t,
                    None => notices.push("theme must be light, dark or auto; using auto.".into()),
                },
                _ => {}
            }
        }
        (ui, notices)
    }

    /// The UI keys for the URL (only non-defaults).
    pub fn to_query(&self) -> String {
        let mut parts = Vec::new();
        if self.embed {
            parts.push("embed=1".to_string());
        }
        if !self.views.is_empty() {
            parts.push(format!(
                "view={}",
                self.views
                    .iter()
                    .map(|v| v.as_str())
                    .collect::<Vec<_>>()
                    .join(",")
            ));
        }
        if self.theme != Theme::Auto {
            parts.push(format!("theme={}", self.theme.as_str()));
        }
        parts.join("&")
    }

    /// Whether `view` is on the page.
    pub fn shows(&self, view: View) -> bool {
        if self.views.is_empty() {
            !self.embed || view == View::Compasses
        } else {
            self.views.contains(&view)
        }
    }
}

/// Who a token-chip click picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Query,
    Key,
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
    /// The real model (`qk=model`): its worker, status and latest runs.
    pub model: super::model::ModelState,
}

/// Values derived from the config, computed once per change and shared by the views: the
/// scene (tokens, frequencies, the chosen query and key) that every view model reads.
#[derive(Clone, Copy)]
pub struct Derived {
    /// Shared by reference: views clone the `Arc`, never the scene.
    pub scene: Memo<Arc<Scene>>,
    pub tokens: Memo<Vec<Token>>,
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
        }
    }
}

impl AppState {
    /// Applies one control's value through the same path a URL takes; on success the config is
    /// replaced (cleared overrides get a notice), on failure the config stays and the message is
    /// returned and shown in the error area.
    pub fn edit(&self, key: Key, value: &str) -> Result<(), ConfigError> {
        // No limits of its own: `try_edit` validates against the same limits as a link.
        match self.config.with_untracked(|c| c.try_edit(key, value)) {
            Ok(edit) => {
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
                        crate::rope::model::NAME
                    )));
                }
                if self.error.with_untracked(|e| e.is_some()) {
                    self.error.set(None);
                }
                self.config.set(edit.config);
                Ok(())
            }
            Err(e) => {
                self.error.set(Some(e.clone()));
                Err(e)
            }
        }
    }

    /// Replaces the whole config with an already validated one.
    pub fn replace(&self, config: Config) {
        self.error.set(None);
        self.config.set(config);
    }
}
