//! The crate's shape, read from its source: in layers (a lower layer never imports a higher one,
//! no files import each other in a circle, in the core and in the page alike), and in short
//! functions (none over [`MAX_FN_LINES`] lines outside tests).
//!
//! The layers, bottom first (each folder may import only the folders below it):
//!
//! | rank | folders | what they hold |
//! |------|---------|----------------|
//! | 0 | `rope/base` | keys and their errors, limits, names, tokens, JSON, CSV, number formats |
//! | 1 | `rope/maths` | the formulas |
//! | 2 | `rope/settings` | the settings (`Config`), the page's keys, presets, the lab's and the model's settings, the views' names |
//! | 3 | `rope/view` | the scene and one view model per view |
//! | 4 | `rope/teaching`, `rope/kernel` | the tour, paths, lesson, quiz, mistakes; the full-size kernel |
//! | 5 | `rope/io` | the `rope-export` document, the Hugging Face reader and writer, the key reference |
//! | 6 | `share` | the shared link format |
//! | 7 | `markup`, `bridge` | HTML snippets; the page's and the on-demand module's messages |
//! | 8 | `app` | the page (components, effects) |
//!
//! Tests (`#[cfg(test)]` items) are left out: a test may build its fixture with a higher layer.
//! Paths are read from the source text with comments and strings removed; the crate root's
//! short names (`rope::json`, `rope::Config`, ...) are followed to the module they name.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The longest a function may be, in lines from its `fn` to its closing brace.
const MAX_FN_LINES: usize = 120;

/// Folder (module path prefix) -> rank.
const LAYERS: &[(&str, u32)] = &[
    ("rope::base", 0),
    ("rope::maths", 1),
    ("rope::settings", 2),
    ("rope::view", 3),
    ("rope::teaching", 4),
    ("rope::kernel", 4),
    ("rope::io", 5),
    ("share", 6),
    ("markup", 7),
    ("bridge", 7),
    ("app", 8),
];

type Module = Vec<String>;

/// One source file: its module path and its text (comments, strings and tests removed).
struct Source {
    module: Module,
    text: String,
}

/// Removes comments, string and char literals (their delimiters stay), so that braces balance
/// and no path inside prose is read.
fn strip_comments_and_strings(s: &str) -> String {
    let b: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let next = b.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < b.len() && b[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == '\n' {
                    out.push('\n');
                }
                if b[i] == '/' && b.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == '*' && b.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r' && (next == Some('"') || next == Some('#')) && !ident_before(&b, i) {
            // A raw string: r"..." or r#"..."#.
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            let mut lines = 0;
            'raw: while j < b.len() {
                if b[j] == '"' && (0..hashes).all(|h| b.get(j + 1 + h) == Some(&'#')) {
                    j += 1 + hashes;
                    break 'raw;
                }
                lines += usize::from(b[j] == '\n');
                j += 1;
            }
            out.push_str("\"\"");
            out.extend(std::iter::repeat_n('\n', lines));
            i = j;
        } else if c == '"' {
            i += 1;
            let mut lines = 0;
            while i < b.len() && b[i] != '"' {
                if b[i] == '\\' {
                    // An escape, or a line continuation (a backslash before the newline).
                    lines += usize::from(b.get(i + 1) == Some(&'\n'));
                    i += 2;
                } else {
                    lines += usize::from(b[i] == '\n');
                    i += 1;
                }
            }
            i += 1;
            out.push_str("\"\"");
            out.extend(std::iter::repeat_n('\n', lines));
        } else if c == '\'' {
            // A char literal ('x', '\n', '\u{7f}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
                out.push_str("' '");
            } else if b.get(i + 2) == Some(&'\'') {
                i += 3;
                out.push_str("' '");
            } else {
                out.push(c);
                i += 1;
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn ident_before(b: &[char], i: usize) -> bool {
    i > 0 && (b[i - 1].is_alphanumeric() || b[i - 1] == '_')
}

/// Removes every `#[cfg(test)]` item (a block or a `;`-ended item), keeping its newlines so that
/// line numbers stay those of the file.
fn strip_tests(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(at) = rest.find("#[cfg(test)]") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "#[cfg(test)]".len()..];
        let before = after.len();
        let brace = after.find('{');
        let semi = after.find(';');
        match (brace, semi) {
            (Some(b), Some(sc)) if sc < b => rest = &after[sc + 1..],
            (None, Some(sc)) => rest = &after[sc + 1..],
            (Some(b), _) => {
                let mut depth = 0usize;
                let mut end = after.len();
                for (k, ch) in after[b..].char_indices() {
                    match ch {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                end = b + k + 1;
                                break;
                            }
                        }
                        _ => {}
                    }
                }
                rest = &after[end..];
            }
            (None, None) => rest = "",
        }
        let removed = &after[..before - rest.len()];
        out.extend(std::iter::repeat_n('\n', removed.matches('\n').count()));
    }
    out.push_str(rest);
    out
}

/// `a::{b, c::{d, e}}` -> `a::b`, `a::c::d`, `a::c::e` (spaces removed, `as` names dropped).
fn expand(tree: &str) -> Vec<String> {
    let t: String = tree.split_whitespace().collect::<Vec<_>>().join(" ");
    let t = t.replace(" as ", "@").replace(' ', "");
    let Some(open) = t.find('{') else {
        return vec![t.split('@').next().unwrap_or("").to_string()];
    };
    let mut depth = 0;
    let mut close = t.len();
    for (k, ch) in t.char_indices().skip(open) {
        match ch {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    close = k;
                    break;
                }
            }
            _ => {}
        }
    }
    let (pre, inner) = (&t[..open], &t[open + 1..close.min(t.len())]);
    let post = t.get(close + 1..).unwrap_or("");
    let mut parts = Vec::new();
    let (mut d, mut cur) = (0, String::new());
    for ch in inner.chars() {
        match ch {
            '{' => d += 1,
            '}' => d -= 1,
            _ => {}
        }
        if ch == ',' && d == 0 {
            parts.push(std::mem::take(&mut cur));
        } else {
            cur.push(ch);
        }
    }
    if !cur.is_empty() {
        parts.push(cur);
    }
    parts
        .iter()
        .flat_map(|p| expand(&format!("{pre}{p}{post}")))
        .collect()
}

/// Every path the text names: the trees of its `use` items and the `crate::`, `super::` and
/// `self::` paths written inline.
fn paths_in(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while let Some(at) = text[i..].find("use ") {
        let at = i + at;
        i = at + 4;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        if let Some(end) = text[i..].find(';') {
            out.extend(expand(&text[i..i + end]));
        }
    }
    for start in ["crate::", "super::", "self::"] {
        let mut i = 0;
        while let Some(at) = text[i..].find(start) {
            let at = i + at;
            i = at + start.len();
            if at > 0 && (is_ident(b[at - 1]) || b[at - 1] == b'$') {
                continue;
            }
            let mut end = at;
            while end < b.len() && (is_ident(b[end]) || b[end] == b':') {
                end += 1;
            }
            out.push(text[at..end].trim_end_matches(':').to_string());
        }
    }
    out
}

/// The crate root's short names (`pub use` in `rope/mod.rs`): short name -> full module path.
fn short_names(rope_mod: &str) -> BTreeMap<String, Module> {
    let mut names = BTreeMap::new();
    for item in rope_mod.split(';') {
        let Some(tree) = item.trim().strip_prefix("pub use ") else {
            continue;
        };
        for path in expand(tree) {
            let segs: Vec<String> = path.split("::").map(str::to_string).collect();
            if let Some(last) = segs.last() {
                // `pub use io::{export, hf}` names modules; `pub use maths::rotate::Layout` an
                // item of `maths::rotate`: the module is then the path without it.
                let mut full = vec!["rope".to_string()];
                full.extend(segs.iter().cloned());
                names.insert(last.clone(), full);
            }
        }
    }
    names
}

/// The module a path names: the longest prefix that is a module file.
fn resolve(
    from: &Module,
    path: &str,
    modules: &BTreeSet<Module>,
    short: &BTreeMap<String, Module>,
) -> Option<Module> {
    let mut segs: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let mut full: Module = match segs.first()? {
        &"crate" => {
            segs.remove(0);
            Vec::new()
        }
        &"super" | &"self" => {
            let mut cur = from.clone();
            while let Some(&s) = segs.first() {
                match s {
                    "super" => {
                        cur.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                segs.remove(0);
            }
            cur
        }
        _ => return None,
    };
    full.extend(segs.iter().map(|s| s.to_string()));
    if full.len() >= 2 && full[0] == "rope" {
        if let Some(target) = short.get(&full[1]) {
            let mut f = target.clone();
            f.extend(full[2..].iter().cloned());
            full = f;
        }
    }
    (1..=full.len())
        .rev()
        .map(|n| full[..n].to_vec())
        .find(|m| modules.contains(m))
}

fn read_sources(src: &Path, with_binaries: bool) -> Vec<Source> {
    let mut out = Vec::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("src is readable") {
            let p = entry.expect("an entry").path();
            if p.is_dir() {
                if with_binaries || p.file_name().is_some_and(|n| n != "bin") {
                    stack.push(p);
                }
                continue;
            }
            if p.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = p.strip_prefix(src).expect("under src");
            let mut module: Module = rel
                .with_extension("")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().to_string())
                .collect();
            if module.last().is_some_and(|l| l == "mod") {
                module.pop();
            }
            if !with_binaries && module == ["main"] {
                continue; // the binary's root: a crate of its own
            }
            if module == ["lib"] {
                module.clear();
            }
            let text = std::fs::read_to_string(&p).expect("a source file");
            out.push(Source {
                module,
                text: strip_tests(&strip_comments_and_strings(&text)),
            });
        }
    }
    out
}

/// Module -> the modules it imports (not itself, not its own ancestors).
fn imports(
    sources: &[Source],
    short: &BTreeMap<String, Module>,
) -> BTreeMap<Module, BTreeSet<Module>> {
    let modules: BTreeSet<Module> = sources.iter().map(|s| s.module.clone()).collect();
    let mut edges = BTreeMap::new();
    for s in sources {
        let set: &mut BTreeSet<Module> = edges.entry(s.module.clone()).or_default();
        for p in paths_in(&s.text) {
            if let Some(t) = resolve(&s.module, &p, &modules, short) {
                if t != s.module && !s.module.starts_with(&t) {
                    set.insert(t);
                }
            }
        }
    }
    edges
}

/// A module's layer: its folder's row in [`LAYERS`] (the longest matching prefix).
fn layer(m: &Module) -> Option<(&'static str, u32)> {
    let joined = m.join("::");
    LAYERS
        .iter()
        .filter(|(f, _)| joined == *f || joined.starts_with(&format!("{f}::")))
        .max_by_key(|(f, _)| f.len())
        .copied()
}

/// Every import that goes to a layer at or above its own (another folder).
fn layer_breaks(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<String> {
    let mut out = Vec::new();
    for (from, tos) in edges {
        let Some((ff, fr)) = layer(from) else {
            continue;
        };
        for to in tos {
            let Some((tf, tr)) = layer(to) else { continue };
            if ff != tf && tr >= fr {
                out.push(format!(
                    "{} (layer {fr}) imports {} (layer {tr})",
                    from.join("::"),
                    to.join("::")
                ));
            }
        }
    }
    out
}

/// The strongly connected components of more than one module (Tarjan).
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct T<'a> {
        edges: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        on: BTreeSet<&'a Module>,
        next: usize,
        out: Vec<Vec<Module>>,
    }
    fn visit<'a>(t: &mut T<'a>, v: &'a Module) {
        t.index.insert(v, t.next);
        t.low.insert(v, t.next);
        t.next += 1;
        t.stack.push(v);
        t.on.insert(v);
        if let Some(ws) = t.edges.get(v) {
            for w in ws {
                let Some((w, _)) = t.edges.get_key_value(w) else {
                    continue;
                };
                if !t.index.contains_key(w) {
                    visit(t, w);
                    let lw = t.low[w];
                    let lv = t.low[v];
                    t.low.insert(v, lv.min(lw));
                } else if t.on.contains(w) {
                    let iw = t.index[w];
                    let lv = t.low[v];
                    t.low.insert(v, lv.min(iw));
                }
            }
        }
        if t.low[v] == t.index[v] {
            let mut comp = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on.remove(w);
                comp.push(w.clone());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                t.out.push(comp);
            }
        }
    }
    let mut t = T {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        next: 0,
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !t.index.contains_key(v) {
            visit(&mut t, v);
        }
    }
    t.out
}

fn crate_edges() -> BTreeMap<Module, BTreeSet<Module>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let sources = read_sources(&src, false);
    let rope_mod = sources
        .iter()
        .find(|s| s.module == ["rope"])
        .expect("src/rope/mod.rs");
    let short = short_names(&rope_mod.text);
    imports(&sources, &short)
}

#[test]
fn no_layer_imports_a_layer_above_it() {
    let edges = crate_edges();
    // Every folder of the core and the page has a layer (a new folder needs its row).
    let unplaced: Vec<String> = edges
        .keys()
        .filter(|m| m.len() >= 2 || (m.len() == 1 && m[0] != "rope"))
        .filter(|m| layer(m).is_none())
        .map(|m| m.join("::"))
        .collect();
    assert!(unplaced.is_empty(), "modules with no layer: {unplaced:?}");
    let breaks = layer_breaks(&edges);
    assert!(
        breaks.is_empty(),
        "imports against the layers:\n{}",
        breaks.join("\n")
    );
}

#[test]
fn no_files_import_each_other_in_a_circle() {
    let found: Vec<String> = circles(&crate_edges())
        .iter()
        .map(|c| {
            c.iter()
                .map(|m| m.join("::"))
                .collect::<Vec<_>>()
                .join(" <-> ")
        })
        .collect();
    assert!(found.is_empty(), "circles:\n{}", found.join("\n"));
}

/// The reader itself: it sees a circle and an upward import written in each of the ways the
/// crate writes paths, and sees none in comments, strings or tests.
#[test]
fn the_reader_finds_circles_and_upward_imports() {
    let file = |m: &str, text: &str| Source {
        module: m.split("::").map(str::to_string).collect(),
        text: strip_tests(&strip_comments_and_strings(text)),
    };
    let sources = [
        file("rope", "pub mod base; pub use base::{json};"),
        file("rope::base::json", "use crate::rope::maths::freq; // crate::rope::view::x"),
        file("rope::maths::freq", "pub fn f() { super::super::json::parse(\"crate::rope::io\"); }"),
        file(
            "rope::view::a",
            "use crate::rope::{maths::freq, view::b::{self, B}};\n#[cfg(test)]\nmod tests { use crate::rope::io::hf; }",
        ),
        file("rope::view::b", "fn g() { crate::rope::view::a::h(); let c = '\"'; }"),
        file("rope::io::hf", ""),
    ];
    let short = short_names(&sources[0].text);
    let edges = imports(&sources, &short);
    let m = |s: &str| s.split("::").map(str::to_string).collect::<Module>();
    assert_eq!(
        edges[&m("rope::maths::freq")],
        BTreeSet::from([m("rope::base::json")]),
        "rope::json is rope::base::json"
    );
    assert!(
        !edges[&m("rope::view::a")].contains(&m("rope::io::hf")),
        "tests are left out"
    );
    assert!(
        !edges[&m("rope::base::json")].contains(&m("rope::view")),
        "comments are left out"
    );
    assert_eq!(
        layer_breaks(&edges),
        vec!["rope::base::json (layer 0) imports rope::maths::freq (layer 1)".to_string()]
    );
    let found = circles(&edges);
    assert_eq!(
        found,
        vec![
            vec![m("rope::base::json"), m("rope::maths::freq")],
            vec![m("rope::view::a"), m("rope::view::b")],
        ]
    );
}

/// Every function in `text` (free, method or nested; declarations without a body left out):
/// its name, its first line (from 1) and its length in lines.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let b = text.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let line_of = |at: usize| text[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(found) = text[i..].find("fn ") {
        let at = i + found;
        i = at + 3;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        let name: String = text[i..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue; // `fn $name` in a macro, a `fn (..)` type
        }
        // The body: the first `{` outside the signature's brackets (`[f64; 3]` holds a `;`).
        let (mut depth, mut open, mut k) = (0i32, None, i);
        while k < b.len() {
            match b[k] {
                b'(' | b'[' => depth += 1,
                b')' | b']' => depth -= 1,
                b'{' if depth == 0 => {
                    open = Some(k);
                    break;
                }
                b';' if depth == 0 => break,
                _ => {}
            }
            k += 1;
        }
        let Some(open) = open else { continue };
        let mut braces = 0usize;
        let mut close = b.len() - 1;
        for (j, &c) in b.iter().enumerate().skip(open) {
            match c {
                b'{' => braces += 1,
                b'}' => {
                    braces -= 1;
                    if braces == 0 {
                        close = j;
                        break;
                    }
                }
                _ => {}
            }
        }
        let first = line_of(at);
        out.push((name, first, line_of(close) - first + 1));
    }
    out
}

#[test]
fn no_function_is_over_the_limit() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let long: Vec<String> = read_sources(&src, true)
        .iter()
        .flat_map(|s| {
            functions(&s.text)
                .into_iter()
                .filter(|f| f.2 > MAX_FN_LINES)
                .map(|(name, line, n)| {
                    format!("{}: fn {name} (line {line}): {n} lines", s.module.join("/"))
                })
        })
        .collect();
    assert!(
        long.is_empty(),
        "functions over {MAX_FN_LINES} lines (split them by what the reader needs):\n{}",
        long.join("\n")
    );
}

/// The measure itself: bodies from `fn` to their closing brace, nested functions on their own,
/// brackets in signatures, declarations, comments, strings and tests left out.
#[test]
fn the_measure_counts_each_function_from_fn_to_its_brace() {
    let text = "fn a(x: [f64; 3]) -> [u8; 2] {\n    fn inner() {\n        let s = \"}\";\n    }\n    // }\n}\ntrait T {\n    fn decl(&self);\n}\n#[cfg(test)]\nmod tests {\n    fn t() {}\n}\npub fn b() { }\n";
    let stripped = strip_tests(&strip_comments_and_strings(text));
    assert_eq!(
        functions(&stripped),
        vec![
            ("a".to_string(), 1, 6),
            ("inner".to_string(), 2, 3),
            ("b".to_string(), 14, 1)
        ]
    );
}

/// The most effects `src/app` may create: effects are for the outside world only (the address,
/// the host page, the other module, the workers, the browser's storage, the canvases and the
/// DOM the page writes by hand); a value computed from the state is a `Memo`, and a change is
/// applied where it is made.
const MAX_APP_EFFECTS: usize = 12;

/// Every `Effect::new` (and its kin) in `src/app`: the module and the function it sits in.
fn app_effects() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut out = Vec::new();
    for s in read_sources(&src, false) {
        if s.module.first().is_none_or(|m| m != "app") {
            continue;
        }
        let fns = functions(&s.text);
        let line_of = |at: usize| s.text[..at].matches('\n').count() + 1;
        for kind in ["Effect::new", "Effect::watch", "RenderEffect::new"] {
            for (at, _) in s.text.match_indices(kind) {
                let line = line_of(at);
                // The innermost function around it: the latest start that still holds the line.
                let inside = fns
                    .iter()
                    .filter(|(_, first, n)| *first <= line && line < first + n)
                    .max_by_key(|(_, first, _)| *first)
                    .map_or_else(|| "(none)".to_string(), |f| f.0.clone());
                out.push((s.module.join("/"), inside));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn the_app_has_few_effects_each_in_a_function_named_for_what_it_touches() {
    let effects = app_effects();
    let listed: Vec<String> = effects.iter().map(|(m, f)| format!("{m}: {f}")).collect();
    println!(
        "{} effects in src/app:\n{}",
        effects.len(),
        listed.join("\n")
    );
    assert!(
        effects.len() <= MAX_APP_EFFECTS,
        "{} effects in src/app (at most {MAX_APP_EFFECTS}):\n{}",
        effects.len(),
        listed.join("\n")
    );
    // Not inline in a component (a component's name is in CamelCase): in a function of its
    // own, whose name says what outside thing it keeps in step.
    let inline: Vec<&String> = listed
        .iter()
        .zip(&effects)
        .filter(|(_, (_, f))| f.starts_with(|c: char| c.is_uppercase()) || f == "(none)")
        .map(|(l, _)| l)
        .collect();
    assert!(
        inline.is_empty(),
        "effects inline in a component: {inline:?}"
    );
}

/// State lives in the stores (`app::state::AppState` on the page, and the parts module's own,
/// which is the one `thread_local!` left: the module's exported functions reach it there).
#[test]
fn no_thread_local_state_outside_the_parts_store() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found: Vec<String> = read_sources(&src, true)
        .iter()
        .filter(|s| s.text.contains("thread_local!"))
        .map(|s| s.module.join("/"))
        .collect();
    assert_eq!(
        found,
        vec!["app/more".to_string()],
        "thread_local! state outside the store"
    );
}
