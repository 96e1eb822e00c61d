//! What a guided path's step says when the page that embeds the widget has locked a setting the
//! step asks for (`lock=`): the lock wins, and the step names the key, the value it asked and
//! the value kept; a pair the text names that the kept state does not have says so instead of
//! a number.

use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::view::scene::Scene;
use crate::rope::{Config, Key};

/// One locked key a step asked to change: (key, value asked, value kept).
pub type Overridden = (Key, String, String);

/// The locked keys whose value the step's state (`asked`) differs from the one on screen
/// (`kept`), in `lock`'s order.
pub fn overridden(asked: &Config, kept: &Config, lock: &[Key]) -> Vec<Overridden> {
    lock.iter()
        .filter_map(|&k| {
            let (a, b) = (asked.get(k), kept.get(k));
            (a != b).then_some((k, a, b))
        })
        .collect()
}

/// What switching from `before` to `after` changes, said in one sentence (`what` names the
/// switch: words or a message): every configuration key whose value differs, with its new value.
pub fn changes_note(what: impl Into<Arg>, before: &Config, after: &Config) -> Option<Msg> {
    let list: Vec<String> = Key::CONFIG_KEYS
        .iter()
        .filter(|&&k| before.get(k) != after.get(k))
        .map(|&k| format!("{} = {}", k.as_str(), after.get(k)))
        .collect();
    (!list.is_empty()).then(|| msg!("path-lock-changed", what = what, changes = list.join(", ")))
}

/// The note beside the step's text, or `None` when the lock changes nothing the step asks.
pub fn note(asked: &Config, kept: &Config, lock: &[Key]) -> Option<Msg> {
    let list = overridden(asked, kept, lock);
    if list.is_empty() {
        return None;
    }
    let parts: Vec<Msg> = list
        .iter()
        .map(|(k, a, b)| {
            msg!(
                "path-lock-asked-kept",
                key = k.as_str(),
                asked = a.as_str(),
                kept = b.as_str()
            )
        })
        .collect();
    Some(msg!(
        "path-lock-note",
        n = list.len(),
        list = semicolons(parts)
    ))
}

/// What a placeholder for pair `pair` prints when scene `s` has no such pair (a lock kept a
/// smaller d than the step asked for).
pub fn no_pair(pair: usize, s: &Scene) -> Msg {
    msg!(
        "path-lock-no-pair",
        dim = s.dim,
        last = s.pairs().saturating_sub(1),
        pair = pair
    )
}

/// Items in a list separated by semicolons ("a; b; c"), as nested pairs so that each
/// language chooses its separator.
pub fn semicolons(items: Vec<Msg>) -> Msg {
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| msg!("path-list-join", first = first, rest = rest))
        .unwrap_or_else(|| words(""))
}

/// A teacher's own words (or any text already in the learner's language) as a message.
pub fn words(text: impl Into<String>) -> Msg {
    msg!("path-words", text = text.into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::teaching::path::{render, Path};

    fn config(q: &str) -> Config {
        Config::from_query(q).unwrap().config
    }

    /// The course page's lock of d = 32 under the "decay and distance" lecture: each step that
    /// asks another d says which, and no text prints "n/a" for a pair it names.
    #[test]
    fn a_locked_key_the_step_asks_for_is_named_with_both_values() {
        let kept = config("dim=32");
        let asked = config("dim=128&qk=ones");
        assert_eq!(
            overridden(&asked, &kept, &[Key::Dim]),
            vec![(Key::Dim, "128".to_string(), "32".to_string())]
        );
        let n = en(&note(&asked, &kept, &[Key::Dim]).unwrap());
        assert!(n.contains("dim = 128 asked, 32 kept"), "{n}");
        // Nothing locked, or the lock keeps what the step asks: no note.
        assert_eq!(note(&asked, &kept, &[]), None);
        assert_eq!(note(&config("dim=32&base=500"), &kept, &[Key::Dim]), None);

        let lecture =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        for st in &lecture.steps {
            // What the lock keeps: d = 32 over the step's other keys.
            let mut on_screen = st.config();
            on_screen.set(Key::Dim, "32").unwrap();
            let text = render(st.text.first(), &Scene::new(&on_screen));
            assert!(!text.contains("n/a"), "{}: {text}", st.id);
        }
        // A switch that changes settings says which, with their new values.
        let n = en(
            &changes_note("Loading the model", &config(""), &config("dim=64&base=500")).unwrap(),
        );
        assert_eq!(n, "Loading the model changed dim = 64, base = 500.");
        assert_eq!(changes_note("x", &kept, &kept), None);
        let s = Scene::new(&kept);
        assert_eq!(
            en(&no_pair(31, &s)),
            "(none: d = 32 has pairs 0 to 15, no pair 31)"
        );
    }
}
