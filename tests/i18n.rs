//! The words as data (`rope::base::i18n`, `www/locales/`): every language's message files read
//! without an error and have every English message with the variables English prints (the check
//! `./dev.sh i18n` prints); formatting keeps the core's digits and selects on their values; and
//! no learner-facing sentence is left in the Rust source.

use std::path::Path;

use ropescope::msg;
use ropescope::rope::base::i18n::{self, coverage, english, Arg, Lang, Messages, FILES};

fn read_lang(lang: Lang) -> Vec<(String, String)> {
    FILES
        .iter()
        .filter_map(|f| {
            let path = format!("www/locales/{}/{f}.ftl", lang.code());
            std::fs::read_to_string(&path)
                .ok()
                .map(|t| (f.to_string(), t))
        })
        .collect()
}

#[test]
fn english_reads_without_an_error() {
    let (_, errors) = Messages::new(Lang::En, &i18n::english_parts());
    assert!(errors.is_empty(), "{errors:#?}");
    // Every message id is defined once across all of English's files.
    let en = read_lang(Lang::En);
    assert_eq!(en.len(), FILES.len(), "an English file is missing");
    let c = coverage(Lang::En, &en, &en);
    assert!(c.is_complete(), "{c:#?}");
}

#[test]
fn every_language_is_complete() {
    let en = read_lang(Lang::En);
    let mut report = String::new();
    for lang in [Lang::ZhCn, Lang::Es] {
        let here = read_lang(lang);
        let c = coverage(lang, &en, &here);
        if !c.is_complete() {
            report.push_str(&format!("{c:#?}\n"));
        }
        // Every file English has, this language has (the module fetches them all).
        for f in FILES {
            let path = format!("www/locales/{}/{f}.ftl", lang.code());
            if !Path::new(&path).exists() {
                report.push_str(&format!("{path} is missing\n"));
            }
        }
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn languages_follow_the_tags_browsers_send() {
    assert_eq!(Lang::parse("zh-CN"), Some(Lang::ZhCn));
    assert_eq!(Lang::parse("zh-Hans-CN"), Some(Lang::ZhCn));
    assert_eq!(Lang::parse("zh"), Some(Lang::ZhCn));
    assert_eq!(
        Lang::parse("zh-TW"),
        None,
        "Traditional Chinese is not zh-CN"
    );
    assert_eq!(Lang::parse("es-419"), Some(Lang::Es));
    assert_eq!(Lang::parse("EN_gb"), Some(Lang::En));
    assert_eq!(Lang::parse("fr"), None);
    assert_eq!(
        Lang::negotiate(&["fr-FR", "zh-TW", "es-MX", "en"]),
        Lang::Es
    );
    assert_eq!(Lang::negotiate(&["de"]), Lang::En);
    assert_eq!(Lang::negotiate::<&str>(&[]), Lang::En);
    for lang in Lang::ALL {
        assert_eq!(Lang::parse(lang.code()), Some(lang));
    }
}

#[test]
fn numbers_keep_the_cores_digits_and_select_on_their_value() {
    let src = "n = { $x } { $k ->\n    [one] pair\n   *[other] pairs\n}\nouter = A { $inner } B\ninner = in { $v }\nlist = { $s }\ni18n-sentence-gap = { \"\" }\n";
    let (m, errors) = Messages::new(Lang::En, &[("t", src)]);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        m.text(&msg!("n", x = Arg::num("0.500", 0.5), k = 1usize)),
        "0.500 pair"
    );
    assert_eq!(
        m.text(&msg!("n", x = Arg::num("-0.00", 0.0), k = 2usize)),
        "-0.00 pairs"
    );
    assert_eq!(
        m.text(&msg!("n", x = Arg::num("3.16e-10", 3.16e-10), k = 0usize)),
        "3.16e-10 pairs"
    );
    assert_eq!(
        m.text(&msg!("n", x = Arg::num("12", 12.0), k = 1usize)),
        "12 pair"
    );
    assert_eq!(
        m.text(&msg!("outer", inner = msg!("inner", v = 7usize))),
        "A in 7 B"
    );
    assert_eq!(
        m.text(&msg!(
            "list",
            s = vec![msg!("inner", v = 1usize), msg!("inner", v = 2usize)]
        )),
        "in 1in 2"
    );
    assert_eq!(m.text(&msg!("absent")), "[absent]");
    // No isolation marks around variables.
    assert!(!m.text(&msg!("n", x = "a", k = 3usize)).contains('\u{2068}'));
}

#[test]
fn a_language_falls_back_to_english_for_a_message_it_lacks() {
    let (en, _) = Messages::new(Lang::En, &[("t", "a = one\nb = two { $x }\n")]);
    let (es, _) = Messages::new(Lang::Es, &[("t", "a = uno\n")]);
    let es = es.with_fallback(std::sync::Arc::new(en));
    assert_eq!(es.t("a"), "uno");
    assert_eq!(es.text(&msg!("b", x = 3usize)), "two 3");
    assert!(!es.has("b") && es.knows("b"));
}

#[test]
fn the_check_reports_missing_extra_and_changed_variables() {
    let en = vec![(
        "page/x".to_string(),
        "a = A { $n }\nb = B\nc = { $k ->\n [one] one\n *[other] many\n}\n".to_string(),
    )];
    let zh = vec![("page/x".to_string(), "a = A\nc = 多\nd = D\n".to_string())];
    let c = coverage(Lang::ZhCn, &en, &zh);
    assert_eq!(c.missing, vec!["page/x: b"]);
    assert_eq!(c.extra, vec!["page/x: d"]);
    assert_eq!(c.variables.len(), 1, "{:?}", c.variables);
    assert!(c.variables[0].starts_with("a:"));
    assert!(!c.is_complete());
    assert_eq!(english().lang(), Lang::En);
}

// ---------------------------------------------------------------------------------------------
// No sentence left in the Rust source.

/// A string literal is learner-facing when it holds three or more words (runs of two or more
/// letters between spaces). Exempt, with the reason:
/// - `#[cfg(test)]` modules (tests compare against English on purpose);
/// - lines with `class=`, `class:` (CSS class lists), `console::` (developer logs), `panic!`,
///   `expect(`, `assert` or `unreachable!` (programmer messages, never shown);
/// - a literal on a line ending with `// i18n: <reason>`, or in the statement (up to its `;`,
///   at most eight lines) that follows a line holding only such a comment (machine text: a file format's fixed words, a
///   JS snippet, a CSS selector, a model's name, a developer's report);
/// - `src/bin/` (the command-line tools' usage text: developers', in English);
/// - `src/rope/io/keys_doc.rs` (writes docs/url-keys.md, English documentation).
fn literals_in(path: &Path) -> Vec<(usize, String)> {
    let text = std::fs::read_to_string(path).unwrap();
    let code = match text.find("#[cfg(test)]\nmod ") {
        Some(i) => &text[..i],
        None => &text[..],
    };
    let mut found = Vec::new();
    // Lines still covered by a `// i18n:` comment above them: the statement that follows it, up
    // to the line that ends it (`;`), at most eight lines.
    let mut covered = 0;
    for (n, line) in code.lines().enumerate() {
        let trimmed = line.trim_start();
        let exempt_line = [
            "class=",
            "class:",
            "console::",
            "panic!",
            "expect(",
            "assert",
            "unreachable!",
        ]
        .iter()
        .any(|p| line.contains(p))
            || line.contains("// i18n:")
            || covered > 0;
        let ends = line.trim_end().ends_with(';');
        covered = if trimmed.starts_with("// i18n:") {
            8
        } else if covered > 0 && !ends {
            covered - 1
        } else {
            0
        };
        if trimmed.starts_with("//") {
            continue;
        }
        for lit in string_literals(line) {
            let words = lit
                .split_whitespace()
                .filter(|w| w.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2)
                .count();
            if words >= 3 && !exempt_line {
                found.push((n + 1, lit));
            }
        }
    }
    found
}

/// The string literals of one line ("..." and r"..."/r#"..."#; a literal spanning lines is read
/// from its first line on).
fn string_literals(line: &str) -> Vec<String> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            break;
        }
        if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
            i += 3;
            continue;
        }
        if b[i] == b'"' {
            let mut j = i + 1;
            let mut s = String::new();
            while j < b.len() && b[j] != b'"' {
                if b[j] == b'\\' {
                    j += 1;
                }
                j += 1;
            }
            s.push_str(&line[i + 1..j.min(b.len())]);
            out.push(s);
            i = j + 1;
            continue;
        }
        i += 1;
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().and_then(|x| x.to_str()) == Some("rs") {
            out.push(p);
        }
    }
}

#[test]
fn no_learner_facing_sentence_is_left_in_the_rust_source() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    files.sort();
    let only = std::env::var("I18N_ONLY").unwrap_or_default();
    let mut report = String::new();
    let mut count = 0;
    for f in &files {
        let name = f.display().to_string();
        if name.starts_with("src/bin/") || name == "src/rope/io/keys_doc.rs" {
            continue;
        }
        if !only.is_empty() && !only.split(',').any(|o| name.contains(o)) {
            continue;
        }
        for (line, lit) in literals_in(f) {
            count += 1;
            report.push_str(&format!("{name}:{line}: \"{lit}\"\n"));
        }
    }
    assert!(
        count == 0,
        "{count} sentences left in the Rust source:\n{report}"
    );
}

#[test]
fn the_readme_shows_each_languages_coverage_as_it_is() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let en = read_lang(Lang::En);
    for lang in Lang::ALL {
        let c = coverage(lang, &en, &read_lang(lang));
        let have = c.total - c.missing.len();
        // The count as the README writes it (1,899).
        let printed = if have >= 1000 {
            format!("{},{:03}", have / 1000, have % 1000)
        } else {
            have.to_string()
        };
        let row = readme
            .lines()
            .find(|l| l.starts_with("| ") && l.contains(&format!("(`{}`)", lang.code())))
            .unwrap_or_else(|| panic!("README has no row for {}", lang.code()));
        assert!(
            row.contains(&format!("| {printed} |")),
            "README's row for {} says {row:?}; the files have {printed} messages",
            lang.code()
        );
        if lang != Lang::En {
            let percent = format!("| {} % |", c.percent().floor());
            assert!(row.contains(&percent), "{row:?} should say {percent}");
        }
    }
}

/// Spanish groups thousands with a narrow no-break space (a comma is its decimal sign: "10,000"
/// would read as ten); the others keep commas; nothing but a grouped whole number changes; and
/// a message in Spanish prints the core's "10,000" that way.
#[test]
fn thousands_are_grouped_as_the_language_groups_them() {
    let nb = '\u{202F}';
    assert_eq!(Lang::Es.grouped("10,000"), format!("10{nb}000"));
    assert_eq!(
        Lang::Es.grouped("-1,000,000.50"),
        format!("-1{nb}000{nb}000.50")
    );
    assert_eq!(Lang::En.grouped("10,000"), "10,000");
    assert_eq!(Lang::ZhCn.grouped("67,108,864"), "67,108,864");
    for not_a_grouped_number in ["0,2048", "1.5", "abc,def", "1,00", "12345", ""] {
        assert_eq!(Lang::Es.grouped(not_a_grouped_number), not_a_grouped_number);
    }
    let files = read_lang(Lang::Es);
    let sources: Vec<(&str, &str)> = files
        .iter()
        .map(|(n, t)| (n.as_str(), t.as_str()))
        .collect();
    let (es, _) = Messages::new(Lang::Es, &sources);
    let m = i18n::Msg::new("quiz-base-prompt")
        .arg("from", Arg::num("10,000", 10_000.0))
        .arg("to", Arg::num("500,000", 500_000.0))
        .arg("dim", 64);
    let said = es.text(&m);
    assert!(
        said.contains(&format!("10{nb}000")) && said.contains(&format!("500{nb}000")),
        "{said}"
    );
    assert!(!said.contains("10,000"), "{said}");
}
