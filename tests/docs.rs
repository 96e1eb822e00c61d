//! The README stays a newcomer's five-minute read, and every relative link in it and in docs/
//! leads to a file of the repository (and, for `file.md#anchor`, to a heading of that file).

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The `](target)` links of a Markdown text.
fn links(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(str::to_string)
        .collect()
}

fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![Path::new(ROOT).join("README.md")];
    for entry in std::fs::read_dir(Path::new(ROOT).join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_readme_is_under_150_lines() {
    let lines = read(&Path::new(ROOT).join("README.md")).lines().count();
    assert!(
        lines < 150,
        "README.md has {lines} lines: move detail into docs/"
    );
}

#[test]
fn every_relative_link_leads_somewhere() {
    for file in markdown_files() {
        let text = read(&file);
        for link in links(&text) {
            if link.starts_with("http") || link.starts_with("mailto:") {
                continue;
            }
            let (target, fragment) = link.split_once('#').unwrap_or((&link, ""));
            let path = if target.is_empty() {
                file.clone()
            } else {
                file.parent().unwrap().join(target)
            };
            assert!(
                path.exists(),
                "{}: the link to {link} leads nowhere",
                file.display()
            );
            let inside = path.canonicalize().unwrap();
            assert!(
                inside.starts_with(Path::new(ROOT).canonicalize().unwrap()),
                "{}: {link} points outside the repository",
                file.display()
            );
            if !fragment.is_empty() && path.extension().is_some_and(|e| e == "md") {
                let headings: Vec<String> = read(&path)
                    .lines()
                    .filter(|l| l.starts_with('#'))
                    .map(|l| anchor(l.trim_start_matches('#')))
                    .collect();
                assert!(
                    headings.iter().any(|h| h == fragment),
                    "{}: no heading #{fragment} in {target}",
                    file.display()
                );
            }
        }
    }
}
