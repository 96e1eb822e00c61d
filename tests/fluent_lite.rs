//! The page module's small Fluent formatter (`rope::base::fluent_lite`) against fluent-bundle:
//! every message and attribute of the page's files, in every language, formatted both ways with
//! representative variables (every number the plural rules tell apart, every word a select
//! names, a distinct word per variable), must give the same text; its plural categories must be
//! `intl_pluralrules`'s; and syntax the page's files may grow into (multiline text, literals,
//! references, nested selects) must read the same. (The page's formatter parses a message when
//! it is first asked for: these comparisons also check that a message read on its own reads as
//! in its file.)
// Native only: it reads the message files from disk and uses intl_pluralrules.
#![cfg(not(target_arch = "wasm32"))]

use fluent_syntax::ast;
use ropescope::rope::base::fluent_lite;
use ropescope::rope::base::i18n::{self, Arg, Lang, Messages, Msg, FILES};

/// Numbers that the plural rules and number keys tell apart (the brief's 0, 1, 2, 5, 1000000,
/// 1.5, and the printed forms that select differently from their value).
const NUMBERS: [&str; 12] = [
    "0", "1", "2", "5", "1000000", "1.5", "1.0", "-1", "0.25", "10", "1e-7", "NaN",
];

/// The page's files of `lang`, as the page reads them: English compiled in, another language
/// fetched as it is on disk.
fn page_files(lang: Lang) -> Vec<(String, String)> {
    if lang == Lang::En {
        return i18n::english_page()
            .into_iter()
            .map(|(n, t)| (n.to_string(), t.to_string()))
            .collect();
    }
    FILES
        .iter()
        .filter(|f| f.starts_with("page/"))
        .map(|f| {
            let path = format!("www/locales/{}/{f}.ftl", lang.code());
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
            (f.to_string(), text)
        })
        .collect()
}

/// Every message of `sources`: its id, its attributes' names, its variables, and the words its
/// selects name as keys.
struct Shape {
    id: String,
    attrs: Vec<String>,
    vars: Vec<String>,
    keys: Vec<String>,
}

fn shapes(sources: &[(String, String)]) -> Vec<Shape> {
    fn walk(p: &ast::Pattern<&str>, vars: &mut Vec<String>, keys: &mut Vec<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expr(expression, vars, keys);
            }
        }
    }
    fn inline(e: &ast::InlineExpression<&str>, vars: &mut Vec<String>, keys: &mut Vec<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => vars.push(id.name.to_string()),
            ast::InlineExpression::Placeable { expression } => expr(expression, vars, keys),
            _ => {}
        }
    }
    fn expr(e: &ast::Expression<&str>, vars: &mut Vec<String>, keys: &mut Vec<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, vars, keys),
            ast::Expression::Select { selector, variants } => {
                inline(selector, vars, keys);
                for v in variants {
                    if let ast::VariantKey::Identifier { name } = v.key {
                        keys.push(name.to_string());
                    }
                    walk(&v.value, vars, keys);
                }
            }
        }
    }
    let mut out = Vec::new();
    for (_, text) in sources {
        let resource = match fluent_syntax::parser::parse_runtime(text.as_str()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in &resource.body {
            if let ast::Entry::Message(m) = entry {
                let (mut vars, mut keys) = (Vec::new(), Vec::new());
                if let Some(p) = &m.value {
                    walk(p, &mut vars, &mut keys);
                }
                for a in &m.attributes {
                    walk(&a.value, &mut vars, &mut keys);
                }
                vars.sort();
                vars.dedup();
                keys.sort();
                keys.dedup();
                out.push(Shape {
                    id: m.id.name.to_string(),
                    attrs: m.attributes.iter().map(|a| a.id.name.to_string()).collect(),
                    vars,
                    keys,
                });
            }
        }
    }
    out
}

/// The variable sets a message is formatted with: every variable a number of [`NUMBERS`], or a
/// word its selects name, or a word of its own; and a nested message and a list of sentences.
fn argument_sets(shape: &Shape) -> Vec<Vec<(String, Arg)>> {
    let mut sets = Vec::new();
    let all = |f: &dyn Fn(usize, &str) -> Arg| -> Vec<(String, Arg)> {
        shape
            .vars
            .iter()
            .enumerate()
            .map(|(k, v)| (v.clone(), f(k, v)))
            .collect()
    };
    for n in NUMBERS {
        sets.push(all(&|_, _| Arg::num(n, n.parse().unwrap_or(f64::NAN))));
    }
    for key in &shape.keys {
        sets.push(all(&|_, _| Arg::Text(key.clone())));
        // A word printed as a number (a power of ten the core prints as text).
        sets.push(all(&|_, _| Arg::num(key.clone(), 0.0)));
    }
    sets.push(all(&|k, v| Arg::Text(format!("‹{v}:{k}›"))));
    sets.push(all(&|k, _| Arg::from(k as u32)));
    sets.push(all(&|_, _| {
        Arg::Msg(Box::new(Msg::new("i18n-sentence-gap")))
    }));
    sets.push(all(&|_, _| {
        Arg::Sentences(vec![Msg::new("i18n-sentence-gap"), Msg::new("no-such")])
    }));
    // A variable left out.
    if let Some(first) = shape.vars.first() {
        let mut s = all(&|_, _| Arg::num("2", 2.0));
        s.retain(|(name, _)| name != first);
        sets.push(s);
    }
    sets
}

fn both(lang: Lang, sources: &[(String, String)]) -> (Messages, Messages) {
    let refs: Vec<(&str, &str)> = sources
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let (bundle, errors) = Messages::new(lang, &refs);
    assert!(errors.is_empty(), "{lang}, fluent-bundle: {errors:#?}");
    let (lite, errors) = Messages::lite(lang, &refs);
    assert!(
        errors.is_empty(),
        "{lang}, the page's formatter: {errors:#?}"
    );
    let errors = fluent_lite::check(lang.plural(), &refs);
    assert!(
        errors.is_empty(),
        "{lang}, the page's formatter: {errors:#?}"
    );
    (bundle, lite)
}

/// Formats every message of `sources` both ways; returns the differences and how many texts
/// were compared.
fn compare(lang: Lang, sources: &[(String, String)]) -> (Vec<String>, usize) {
    let (bundle, lite) = both(lang, sources);
    let mut diffs = Vec::new();
    let mut compared = 0;
    for shape in shapes(sources) {
        assert!(lite.has(&shape.id), "{lang}: {} not read", shape.id);
        for args in argument_sets(&shape) {
            let mut m = Msg::new(shape.id.clone());
            for (name, value) in &args {
                m = m.arg(name.clone(), value.clone());
            }
            let (a, b) = (bundle.try_text(&m), lite.try_text(&m));
            compared += 1;
            if a != b {
                diffs.push(format!(
                    "{lang} {} with {args:?}:\n  fluent-bundle {a:?}\n  page's        {b:?}",
                    shape.id
                ));
            }
        }
        for attr in &shape.attrs {
            let (a, b) = (bundle.attr(&shape.id, attr), lite.attr(&shape.id, attr));
            compared += 1;
            if a != b {
                diffs.push(format!(
                    "{lang} {}.{attr}: fluent-bundle {a:?}, page's {b:?}",
                    shape.id
                ));
            }
        }
    }
    (diffs, compared)
}

#[test]
fn every_page_message_formats_as_fluent_bundle_formats_it_in_every_language() {
    let mut diffs = Vec::new();
    for lang in Lang::ALL {
        let files = page_files(lang);
        assert!(files.len() >= 10, "{lang}: only {} page files", files.len());
        let (d, compared) = compare(lang, &files);
        // Every message, many times over: a formatter that read nothing would fail above.
        assert!(compared > 3000, "{lang}: only {compared} texts compared");
        diffs.extend(d);
    }
    assert!(
        diffs.is_empty(),
        "{} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
}

/// The compiled-in English (the page's) is English's page files as on disk, to the letter of
/// every message (`build.rs` may drop the comments).
#[test]
fn the_compiled_in_english_is_the_files_on_disk() {
    let on_disk: Vec<(String, String)> = FILES
        .iter()
        .filter(|f| f.starts_with("page/"))
        .map(|f| {
            let path = format!("www/locales/en/{f}.ftl");
            (f.to_string(), std::fs::read_to_string(path).unwrap())
        })
        .collect();
    let (disk, _) = both(Lang::En, &on_disk);
    let (_, compiled) = both(Lang::En, &page_files(Lang::En));
    let mut n = 0;
    for shape in shapes(&on_disk) {
        let m = Msg::new(shape.id.clone());
        assert_eq!(disk.try_text(&m), compiled.try_text(&m), "{}", shape.id);
        for a in &shape.attrs {
            assert_eq!(disk.attr(&shape.id, a), compiled.attr(&shape.id, a));
        }
        n += 1;
    }
    assert!(n > 300, "only {n} messages");
}

fn category(c: intl_pluralrules::PluralCategory) -> &'static str {
    use intl_pluralrules::PluralCategory as C;
    match c {
        C::ZERO => "zero",
        C::ONE => "one",
        C::TWO => "two",
        C::FEW => "few",
        C::MANY => "many",
        C::OTHER => "other",
    }
}

#[test]
fn plural_categories_are_intl_pluralrules_categories() {
    use intl_pluralrules::{PluralRuleType, PluralRules};
    let mut seen = std::collections::BTreeSet::new();
    for lang in Lang::ALL {
        // fluent-bundle's lookup: the whole tag, else its language.
        let tag: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
        let rules = PluralRules::create(tag.clone(), PluralRuleType::CARDINAL)
            .or_else(|_| {
                let language: unic_langid::LanguageIdentifier =
                    tag.language.as_str().parse().unwrap();
                PluralRules::create(language, PluralRuleType::CARDINAL)
            })
            .unwrap_or_else(|e| panic!("{lang}: {e}"));
        for n in [
            "0", "1", "2", "5", "1000000", "1.5", "1.0", "-1", "0.5", "21",
        ] {
            let expected = category(rules.select(n).unwrap());
            let value: f64 = n.parse().unwrap();
            let fraction = n.find('.').map(|p| n.len() - p - 1);
            assert_eq!(
                fluent_lite::plural(lang.plural(), value, fraction),
                expected,
                "{lang} {n}"
            );
            seen.insert((lang.code(), expected));
        }
    }
    // The rules tell something apart where they should (English 1 against 1.0 and 2).
    assert!(seen.contains(&("en", "one")) && seen.contains(&("es", "one")));
    assert!(!seen.contains(&("zh-CN", "one")));
}

/// Syntax the page's files may grow into, read and formatted the same way by both.
#[test]
fn fluent_syntax_reads_the_same_both_ways() {
    let text = r#"
# A comment
## A group comment
plain = Just text.
multi =
    First line,
      indented more,

    after a blank line.
inline-start = Starts here
    and goes on
    { $n } at a line's start.
literals = { "{" }braces{ "}" }, { "\u00e9" } and { 42 } and { 1.50 } and { -3 }
nested = { { $x } }
ref = Before { plain } after { attrs.hint }.
missing-ref = { nowhere } and { plain.nothing }
attrs = Value { $n }
    .hint = A hint
    .label = Label { "x" }
only-attr =
    .hint = Just an attribute
numbers = { $n ->
    [0] zero exactly
    [1.0] one point oh
    [one] one thing
    [few] a few
   *[other] { $n } things
}
words = { $kind ->
    [scaled] It is { $kind ->
        [scaled] really scaled
       *[other] odd
    }
    [plain] Plain.
   *[other] Something else: { $kind }.
}
nested-num = { $a ->
    [one] { $b ->
        [one] both one
       *[other] a one, b { $b }
    }
   *[other] a { $a }
}
trailing = Ends with spaces   
"#;
    let sources = vec![("test".to_string(), text.to_string())];
    for lang in Lang::ALL {
        let (d, compared) = compare(lang, &sources);
        assert!(compared > 100, "{compared}");
        assert!(d.is_empty(), "{}", d.join("\n"));
    }
    // Spot checks of what both say (so that both being wrong the same way shows too).
    let (_, lite) = both(Lang::En, &sources);
    assert_eq!(
        lite.text(&Msg::new("multi")),
        "First line,\n  indented more,\n\nafter a blank line."
    );
    assert_eq!(
        lite.text(&Msg::new("literals")),
        "{braces}, é and 42 and 1.50 and -3"
    );
    let n = |v: &str| Msg::new("numbers").arg("n", Arg::num(v, 0.0));
    assert_eq!(lite.text(&n("1")), "one thing");
    assert_eq!(lite.text(&n("1.0")), "one point oh");
    assert_eq!(lite.text(&n("0")), "zero exactly");
    assert_eq!(lite.text(&n("7")), "7 things");
    assert_eq!(
        lite.text(&Msg::new("ref")),
        "Before Just text. after A hint."
    );
    assert_eq!(
        lite.attr("only-attr", "hint").as_deref(),
        Some("Just an attribute")
    );
}

/// A construct the page's formatter does not interpret is a load error naming it (the i18n
/// check and the test above fail on it), never a silent wrong text.
#[test]
fn what_the_page_cannot_format_is_reported() {
    for (src, what) in [
        ("-term = T\nm = { -term }\n", "a term"),
        ("m = { NUMBER($n) }\n", "a function"),
        // Valid Fluent (a placeable's line at the margin) that a message read on its own
        // cannot be: reported, not formatted differently.
        ("m = {\nother }\nother = x\n", "m: not read"),
        (
            "m = { \"a\" ->\n   *[a] A\n}\n",
            "a select on something but a variable",
        ),
    ] {
        let errors = fluent_lite::check(Lang::En.plural(), &[("f", src)]);
        assert!(
            errors.iter().any(|e| e.contains(what)),
            "{src:?}: {errors:?}"
        );
    }
    let (m, errors) = Messages::lite(Lang::En, &[("f", "m = A\nm = B\n")]);
    assert!(errors.iter().any(|e| e.contains("twice")), "{errors:?}");
    assert_eq!(
        m.t("m"),
        "A",
        "the first definition, as fluent-bundle keeps"
    );
    let broken = [("f", "m = A }\nok = fine\n")];
    let (m, _) = Messages::lite(Lang::En, &broken);
    assert!(!fluent_lite::check(Lang::En.plural(), &broken).is_empty());
    assert_eq!(m.t("ok"), "fine", "the rest of a broken file is kept");
    assert_eq!(m.t("ok"), Messages::new(Lang::En, &broken).0.t("ok"));
}
