//! The token chips and the query/key pickers as HTML, built here (escaped) and set in one go
//! per sentence change.
//!
//! Decision (issue 8): with 128 tokens, building 128 chips and two 128-option pickers as
//! reactive `view!` nodes on every keystroke was what made an edit at d = 256 miss its frame
//! (p95 63 ms). One string per list, parsed by the browser, costs a fraction of that and no
//! per-chip closures in the wasm; which chip is the query or the key is then marked on the
//! existing buttons (classes and `aria-pressed`, see `app::tokens`), so picking a token
//! re-renders nothing and keeps the keyboard focus where it was.

use crate::rope::base::tokens::Token;
use crate::share::html_escape as esc;

/// One `<li><button>` per token: `data-testid="token"`, `data-pos` (its position),
/// `data-token-id` (the real model's id, when there is one), the visible text and position,
/// a hidden `at` (" at position " in English, the learner's language's words) for screen
/// readers (so the accessible name contains the visible text), and the q and k badges, which
/// CSS shows on the marked chips only. One string per chip, so the page can replace only the
/// chips that changed.
pub fn chip_html(t: &Token, at: &str) -> String {
    let id =
        t.id.map(|i| format!(" data-token-id=\"{i}\""))
            .unwrap_or_default();
    format!(
        "<li><button type=\"button\" class=\"chip\" data-testid=\"token\" data-pos=\"{pos}\"{id} aria-pressed=\"false\">\
         <span class=\"chip-text\" dir=\"auto\">{text}</span><span class=\"sr-only\">{at}</span>\
         <span class=\"chip-pos\">{pos}</span><span class=\"badge q\" aria-hidden=\"true\">q</span>\
         <span class=\"badge k\" aria-hidden=\"true\">k</span></button></li>",
        pos = t.position,
        text = esc(&t.text),
        at = esc(at),
    )
}

/// One `<option>` for the query and key pickers: value = position, "p: text".
pub fn option_html(t: &Token) -> String {
    format!(
        "<option value=\"{pos}\">{pos}: {}</option>", // i18n: markup
        esc(&t.text),
        pos = t.position
    )
}

/// How to turn a list whose items render as `old` into one rendering as `new` with the fewest
/// DOM changes: the indices to replace (same index, different item), then how many items to
/// append (from `new`) or to remove (from the end). A one-word edit of a 128-token sentence
/// replaces one chip instead of 128.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListEdit {
    pub replace: Vec<usize>,
    pub append_from: usize,
    pub remove: usize,
}

pub fn list_edit(old: &[String], new: &[String]) -> ListEdit {
    let common = old.len().min(new.len());
    ListEdit {
        replace: (0..common).filter(|&i| old[i] != new[i]).collect(),
        append_from: common,
        remove: old.len() - common,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::tokens::tokenize;

    #[test]
    fn chips_carry_positions_ids_and_escaped_text() {
        let mut toks = tokenize("The <b>cat</b> \"sat\"", 10);
        toks[0].id = Some(504);
        let html: String = toks.iter().map(|t| chip_html(t, " at position ")).collect();
        assert_eq!(html.matches("data-testid=\"token\"").count(), toks.len());
        // Written unmarked: the page marks only the chips at m and n (app::tokens).
        assert_eq!(html.matches("aria-pressed=\"false\"").count(), toks.len());
        assert_eq!(html.matches("class=\"chip\"").count(), toks.len());
        assert!(html.contains("data-pos=\"10\" data-token-id=\"504\""));
        assert_eq!(html.matches("data-token-id").count(), 1);
        assert!(!html.contains("<b>") && html.contains("&lt;"));
        assert!(html.contains(&format!("data-pos=\"{}\"", 10 + toks.len() - 1)));
        assert!(html.contains("<span class=\"sr-only\"> at position </span>"));
        assert!(chip_html(&toks[0], "<i>").contains("&lt;i&gt;"));
        let opts: String = toks.iter().map(option_html).collect();
        assert_eq!(opts.matches("<option").count(), toks.len());
        assert!(opts.starts_with("<option value=\"10\">10: The</option>"));
        assert!(!opts.contains("<b>"));
    }

    #[test]
    fn list_edits_touch_only_what_changed() {
        let v = |s: &[&str]| s.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        let e = list_edit(&v(&["a", "b", "c"]), &v(&["a", "x", "c", "d"]));
        assert_eq!(
            e,
            ListEdit {
                replace: vec![1],
                append_from: 3,
                remove: 0
            }
        );
        let e = list_edit(&v(&["a", "b", "c"]), &v(&["a"]));
        assert_eq!(
            e,
            ListEdit {
                replace: vec![],
                append_from: 1,
                remove: 2
            }
        );
        let e = list_edit(&[], &v(&["a"]));
        assert_eq!(
            e,
            ListEdit {
                replace: vec![],
                append_from: 0,
                remove: 0
            }
        );
        // Applying the edit to the old list gives the new one.
        let (old, new) = (v(&["p", "q", "r", "s"]), v(&["p", "z", "r"]));
        let e = list_edit(&old, &new);
        let mut got = old.clone();
        for &i in &e.replace {
            got[i] = new[i].clone();
        }
        got.truncate(got.len() - e.remove);
        got.extend_from_slice(&new[e.append_from..]);
        assert_eq!(got, new);
    }
}
