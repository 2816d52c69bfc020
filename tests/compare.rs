//! `compare` on every row of `../shared/spec/differences.md` that has a concrete example.
//!
//! Each row lists the four columns of the digest (RFC 1630 with the profile of rfc1630.md §6,
//! RFC 1808, RFC 2396 with 6g = retain and a validating parser, RFC 3986 strict) exactly as the
//! digest gives them; `None` where the digest gives no string (RFC 1630 "error (?)").

use uriscope::Options;
use uriscope::Spec;
use uriscope::core::Component;
use uriscope::core::compare::compare;

const BASE: &str = "http://a/b/c/d;p?q";

struct Row {
    id: &'static str,
    base: &'static str,
    reference: &'static str,
    rfc1630: Option<&'static str>,
    rfc1808: &'static str,
    rfc2396: &'static str,
    rfc3986: &'static str,
}

const fn row(
    id: &'static str,
    base: &'static str,
    reference: &'static str,
    rfc1630: Option<&'static str>,
    rfc1808: &'static str,
    rfc2396: &'static str,
    rfc3986: &'static str,
) -> Row {
    Row {
        id,
        base,
        reference,
        rfc1630,
        rfc1808,
        rfc2396,
        rfc3986,
    }
}

/// differences.md §1 (parsing rows with an observable result) and §2 (resolution rows R1-R23).
#[rustfmt::skip]
const ROWS: &[Row] = &[
    row("P3", "http://a?b/c", "g", Some("http://g"), "http://a?b/g", "http://ag", "http://a/g"),
    row("P5", BASE, "g?#", Some("http://a/b/c/g?"), "http://a/b/c/g", "http://a/b/c/g?#", "http://a/b/c/g?#"),
    row("P6", BASE, "a_b:c", Some("a_b:c"), "http://a/b/c/a_b:c", "a_b:c", "a_b:c"),
    row("P7", BASE, "1a:b", Some("1a:b"), "1a:b", "1a:b", "1a:b"),
    row("P8", BASE, "g?x:y", Some("g?x:y"), "http://a/b/c/g?x:y", "http://a/b/c/g?x:y", "http://a/b/c/g?x:y"),
    row("R1", "http://a/b/c/d;p?q#f", "", Some("http://a/b/c/"), "http://a/b/c/d;p?q#f", "http://a/b/c/d;p?q", "http://a/b/c/d;p?q"),
    row("R2", BASE, "#s", Some("http://a/b/c/#s"), "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?q#s", "http://a/b/c/d;p?q#s"),
    row("R3", BASE, "#", Some("http://a/b/c/"), "http://a/b/c/d;p?q", "http://a/b/c/d;p?q#", "http://a/b/c/d;p?q#"),
    row("R4", BASE, "?y", Some("http://a/b/c/?y"), "http://a/b/c/d;p?y", "http://a/b/c/?y", "http://a/b/c/d;p?y"),
    row("R5", BASE, "?", Some("http://a/b/c/?"), "http://a/b/c/d;p?q", "http://a/b/c/?", "http://a/b/c/d;p?"),
    row("R6", BASE, ";x", Some("http://a/b/c/;x"), "http://a/b/c/d;x", "http://a/b/c/;x", "http://a/b/c/;x"),
    row("R7", BASE, "g;x=1/../y", Some("http://a/b/c/y"), "http://a/b/c/g;x=1/../y", "http://a/b/c/y", "http://a/b/c/y"),
    row("R8", BASE, "../../../g", Some("http://a/../g"), "http://a/../g", "http://a/../g", "http://a/g"),
    row("R9", BASE, "../../../../g", Some("http://a/g"), "http://a/../../g", "http://a/../../g", "http://a/g"),
    row("R10", BASE, "/./g", Some("http://a/./g"), "http://a/./g", "http://a/./g", "http://a/g"),
    row("R11", BASE, "/../g", Some("http://a/../g"), "http://a/../g", "http://a/../g", "http://a/g"),
    row("R12", BASE, "//g/./h", Some("http://g/./h"), "http://g/./h", "http://g/./h", "http://g/h"),
    row("R13", BASE, "http://x/a/../b", Some("http://x/a/../b"), "http://x/a/../b", "http://x/a/../b", "http://x/b"),
    row("R14", BASE, ".", Some("http://a/b/c"), "http://a/b/c/", "http://a/b/c/", "http://a/b/c/"),
    row("R15", BASE, "..", Some("http://a/b/c/.."), "http://a/b/", "http://a/b/", "http://a/b/"),
    row("R16", BASE, "./g/.", Some("http://a/b/c/g"), "http://a/b/c/g/", "http://a/b/c/g/", "http://a/b/c/g/"),
    row("R17", BASE, "g?y/../x", Some("http://a/b/c/g?y/../x"), "http://a/b/c/g?y/../x", "http://a/b/c/g?y/../x", "http://a/b/c/g?y/../x"),
    row("R18", BASE, "http:g", Some("http:g"), "http:g", "http:g", "http:g"),
    row("R19", BASE, "http:", Some("http:"), "http:", "http:", "http:"),
    row("R20", BASE, "///g", None, "http://a/g", "http:///g", "http:///g"),
    row("R21", "http://a", "g", Some("http://g"), "http://a/g", "http://ag", "http://a/g"),
    row("R22", "news:a/b", "/g", Some("news:a/g"), "news:/g", "news:/g", "news:/g"),
    row("R23", "foo:a/b", "../../c", Some("foo:../c"), "foo:../c", "foo:../c", "foo:/c"),
];

#[test]
fn every_row_of_the_differences_table() {
    let mut failures = Vec::new();
    for row in ROWS {
        let comparison = compare(row.base, row.reference, &Options::default());
        let expected = [
            (Spec::Rfc1630, row.rfc1630),
            (Spec::Rfc1808, Some(row.rfc1808)),
            (Spec::Rfc2396, Some(row.rfc2396)),
            (Spec::Rfc3986, Some(row.rfc3986)),
        ];
        for (spec, want) in expected {
            let got = comparison.row(spec).unwrap().result.as_deref().ok();
            if got != want {
                failures.push(format!(
                    "{} {spec} base {:?} ref {:?}: expected {want:?}, got {:?}",
                    row.id,
                    row.base,
                    row.reference,
                    comparison.row(spec).unwrap().result
                ));
            }
        }
        // Whenever two traced specifications disagree, a divergence names a step in each.
        for d in &comparison.divergences {
            assert!(
                d.a_step.is_some() && d.b_step.is_some(),
                "{}: divergence {} vs {} without steps",
                row.id,
                d.a,
                d.b
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn query_only_reference_diverges_on_the_path() {
    // R4: RFC 2396 merges (6a drops `d;p`), RFC 3986 keeps the base path (5.2.2 R.path == "").
    let c = compare(BASE, "?y", &Options::default());
    let d = c
        .divergences
        .iter()
        .find(|d| d.a == Spec::Rfc2396 && d.b == Spec::Rfc3986)
        .expect("RFC 2396 and RFC 3986 disagree on ?y");
    assert_eq!(d.component, Some(Component::Path));
    assert_eq!(d.a_step.unwrap().step.id, "6a");
    assert!(
        c.row(Spec::Rfc2396)
            .unwrap()
            .differs
            .contains(&Component::Path)
    );
    assert!(
        !c.row(Spec::Rfc3986)
            .unwrap()
            .differs
            .contains(&Component::Path)
    );
    assert!(
        c.explanations
            .iter()
            .any(|e| e.starts_with("RFC 2396 treats `?y`")),
        "{:?}",
        c.explanations
    );
}

#[test]
fn params_reference_is_explained() {
    // R6: RFC 1808 keeps `;params` outside the path.
    let c = compare(BASE, ";x", &Options::default());
    assert!(
        c.explanations
            .iter()
            .any(|e| e.starts_with("RFC 1808 keeps `;params` outside the path")),
        "{:?}",
        c.explanations
    );
}

#[test]
fn above_root_is_explained_and_the_2396_step_is_6g() {
    // R8: RFC 2396 6g retains `..`; RFC 3986 removes it.
    let c = compare(BASE, "../../../g", &Options::default());
    let d = c
        .divergences
        .iter()
        .find(|d| d.a == Spec::Rfc2396 && d.b == Spec::Rfc3986)
        .unwrap();
    assert_eq!(d.a_step.unwrap().step.id, "6g");
    assert!(
        c.explanations
            .iter()
            .any(|e| e.contains("climb above the root"))
    );
}

#[test]
fn agreement_has_no_divergence() {
    // examples.md §5: `g` gives http://a/b/c/g everywhere.
    let c = compare(BASE, "g", &Options::default());
    assert!(
        c.all_agree(),
        "{:?}",
        c.rows.iter().map(|r| &r.result).collect::<Vec<_>>()
    );
    assert!(c.divergences.is_empty());
    assert!(c.rows.iter().all(|r| r.differs.is_empty()));
}
