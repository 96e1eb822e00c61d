//! The URL-key reference, `docs/url-keys.md`, written from the key table (configuration keys:
//! [`KEYS`]) and the presentation keys' table ([`UI_KEY_DOCS`]). A test compares the file with
//! what this returns, so the reference cannot drift from the keys the widget reads;
//! `rope-export --url-keys > docs/url-keys.md` rewrites it.

use crate::rope::settings::config::{Hf, Input, KEYS};
use crate::rope::settings::views::UI_KEY_DOCS;
use crate::rope::{Config, Key, Method};

/// A table cell: one line, pipes escaped.
fn cell(text: &str) -> String {
    text.replace('|', "\\|").replace('\n', " ")
}

/// What a key accepts: its choices' names for a drop-down, else its range in words.
fn accepted(key: Key, input: Input, expected: String) -> String {
    match input {
        Input::Choice([]) if key == Key::Scaling => Method::ALL
            .iter()
            .map(|m| format!("`{}` ({})", m.as_str(), m.label()))
            .collect::<Vec<_>>()
            .join(", "),
        Input::Choice(choices) if !choices.is_empty() => choices
            .iter()
            .map(|(name, label)| format!("`{name}` ({label})"))
            .collect::<Vec<_>>()
            .join(", "),
        _ => expected,
    }
}

/// What the long-context lab's keys do and their defaults, for the reference only (the lab's
/// own form says it on the page). Defaults come from the lab's constants.
fn lab_key(key: Key) -> Option<(&'static str, String)> {
    use crate::rope::view::longlab::{
        DEFAULT_COMPARE_TEXT, DEFAULT_GAPS_TEXT, DEFAULT_KEYS, PASSKEY_AFTER, PASSKEY_ANSWER,
        PASSKEY_BEFORE,
    };
    let code = |t: &str| format!("`{}`", t.trim());
    Some(match key {
        Key::Lab => ("the long-context lab's experiment: a pass key across a gap, far context, the price at short range", "`passkey`".into()),
        Key::Before => ("the lab's text before the gap (the short-range experiment's text); `{key}` is where each pass key goes", format!("the experiment's own, e.g. {}", code(PASSKEY_BEFORE))),
        Key::After => ("the lab's text after the gap", format!("the experiment's own, e.g. {}", code(PASSKEY_AFTER))),
        Key::Answer => ("the answer the lab scores after the second text", format!("the experiment's own, e.g. {}", code(PASSKEY_ANSWER))),
        Key::Gaps => ("the positions skipped between the lab's two texts", code(DEFAULT_GAPS_TEXT)),
        Key::Compare => ("the methods the lab runs beside the current settings", code(DEFAULT_COMPARE_TEXT)),
        Key::LabKeys => ("pass keys per gap", format!("`{DEFAULT_KEYS}`")),
        Key::Seed => ("the seed the pass keys are drawn from (SplitMix64), so a link gives the same keys", "a new random one, written into the address".into()),
        Key::Run => ("`1`: the lab runs its experiment once the model is loaded, after the learner presses \"Run it\"", "`0`".into()),
        _ => return None,
    })
}

/// The whole reference as Markdown.
pub fn url_keys_markdown() -> String {
    let defaults = Config::default();
    let mut out = String::from(
        "# URL keys\n\n\
         Generated from the key table (`src/rope/base/keys.rs`) and the presentation keys \
         (`src/rope/settings/views.rs`) by `rope-export --url-keys`; a test fails when this file \
         differs. Do not edit it by hand.\n\n\
         The widget's state is its address: any state is a link. Every key is optional; a bad \
         value gives a message naming the key and what it accepts, and the widget keeps that \
         key's last good value. Unknown keys are ignored with a notice. `rope_parameters.X` is \
         field X of a Hugging Face config's RoPE block (`rope_scaling` in older configs).\n\n\
         ## Configuration keys\n\n\
         | key | control | what it does | accepted | default | Hugging Face |\n\
         | --- | --- | --- | --- | --- | --- |\n",
    );
    for spec in KEYS.iter() {
        let lab = lab_key(spec.key);
        let default = spec.get(&defaults);
        let default = match (&lab, default.is_empty(), spec.control.placeholder) {
            (Some((_, d)), _, _) => cell(d),
            (None, false, _) => format!("`{}`", cell(&default)),
            (None, true, Some(p)) if p != "unset" => format!("unset ({})", cell(p)),
            (None, true, _) => "unset".to_string(),
        };
        let meaning = lab.map_or(spec.control.hint, |(m, _)| m);
        let hf = match spec.hf {
            Hf::None => String::new(),
            Hf::Block(name) => format!("`rope_parameters.{name}`"),
            Hf::Top(name) => format!("`{name}`"),
        };
        out.push_str(&format!(
            "| `{}` | {} | {} | {} | {} | {} |\n",
            spec.key.as_str(),
            cell(spec.control.label),
            cell(meaning),
            cell(&accepted(spec.key, spec.control.input, spec.expected())),
            default,
            hf
        ));
    }
    out.push_str(
        "\n## Presentation and course-page keys\n\n\
         | key | what it does | accepted | default |\n\
         | --- | --- | --- | --- |\n",
    );
    for doc in UI_KEY_DOCS {
        out.push_str(&format!(
            "| `{}` | {} | {} | {} |\n",
            doc.name,
            cell(doc.meaning),
            cell(doc.accepted),
            cell(doc.default)
        ));
    }
    out
}

/// `docs/placeholders.md`: every placeholder and computed question, in English (tested equal
/// to the file; `PLACEHOLDERS_DOC=write cargo test --lib placeholders_doc` rewrites it).
pub fn placeholders_doc() -> String {
    use crate::rope::base::i18n::{en, Msg};
    use crate::rope::teaching::path::{all_computed, all_placeholders, Kind};
    let mut out = String::from(
        "# Placeholders and computed questions\n\nGenerated from the code (`path::all_placeholders`, `path::all_computed`); \
         see [course-pages.md](course-pages.md) for how a path uses them. A placeholder with `:i` \
         names pair i (from 0; `last` is pair d/2 − 1). Numbers print with three significant \
         digits, or inside a `{message:...}` binding with `#N` digits after the point.\n\n\
         | placeholder | gives | what it is |\n| --- | --- | --- |\n",
    );
    for p in all_placeholders() {
        let name = if p.pair {
            format!("{}:i", p.name)
        } else {
            p.name.to_string()
        };
        let kind = match p.kind {
            Kind::Number => "number",
            Kind::Count => "whole number",
            Kind::Words => "words",
        };
        out.push_str(&format!(
            "| `{{{name}}}` | {kind} | {} |\n",
            en(&Msg::new(p.meaning))
        ));
    }
    out.push_str("\n## Computed questions\n\n`{\"kind\": \"computed\", \"answer\": name}`: the widget offers the choices and computes the right one for the state on screen.\n\n| name | what it asks |\n| --- | --- |\n");
    for c in all_computed() {
        out.push_str(&format!(
            "| `{}` | {} |\n",
            c.name,
            en(&Msg::new(c.meaning))
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `docs/placeholders.md` lists every placeholder and computed question as the code has them.
    #[test]
    fn placeholders_doc_is_current() {
        let file = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/placeholders.md");
        let now = placeholders_doc();
        if std::env::var("PLACEHOLDERS_DOC").as_deref() == Ok("write") {
            std::fs::write(file, &now).unwrap();
        }
        let before = std::fs::read_to_string(file).unwrap_or_default();
        assert!(
            before == now,
            "docs/placeholders.md is out of date: PLACEHOLDERS_DOC=write cargo test --lib placeholders_doc"
        );
        for p in crate::rope::teaching::path::all_placeholders() {
            assert!(now.contains(&format!("`{{{}", p.name)), "{}", p.name);
        }
    }

    #[test]
    fn the_reference_in_docs_is_the_generated_one() {
        let file = include_str!("../../../docs/url-keys.md");
        assert!(
            file == url_keys_markdown(),
            "docs/url-keys.md differs from the key table: run \
             `cargo run --bin rope-export -- --url-keys > docs/url-keys.md`"
        );
    }

    #[test]
    fn every_key_the_widget_reads_has_a_row() {
        let md = url_keys_markdown();
        let names = Key::CONFIG_KEYS
            .iter()
            .map(|k| k.as_str())
            .chain(crate::rope::settings::views::UI_KEYS.iter().copied());
        for name in names {
            assert!(md.contains(&format!("| `{name}` |")), "{name}");
        }
    }
}
