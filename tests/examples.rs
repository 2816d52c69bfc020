//! Every example of every file in `assets/examples/` resolves to the answer its specification
//! gives. New files and rows are picked up automatically: nothing here names a row.

use uriscope::Error;
use uriscope::examples::{Expected, builtin};

#[test]
fn every_builtin_example_gives_its_expected_answer() {
    let sets = builtin().expect("the built-in example files parse");
    let mut checked = 0;
    let mut failures = Vec::new();
    for set in &sets {
        for (i, example) in set.examples.iter().enumerate() {
            checked += 1;
            let check = example.check();
            // `error = "above-root"` promises the 6g refusal, not just any failure.
            let right_kind = match (&example.expected, &check.actual) {
                (Expected::Error(kind), Err(err)) if kind == "above-root" => {
                    matches!(err, Error::AboveRoot { .. })
                }
                _ => true,
            };
            if !check.passed || !right_kind {
                failures.push(format!(
                    "{} #{} [{}] base {:?} reference {:?} options {:?}\n    expected {:?}\n    actual   {:?}\n    source   {}",
                    set.file,
                    i + 1,
                    example.group,
                    example.base,
                    example.reference,
                    example.options,
                    example.expected,
                    check.actual.as_ref().map_err(ToString::to_string),
                    example.source,
                ));
            }
        }
    }
    for failure in &failures {
        eprintln!("{failure}");
    }
    assert!(checked > 0, "no examples were checked");
    assert!(
        failures.is_empty(),
        "{} of {checked} examples failed (listed above)",
        failures.len()
    );
}

/// RFC 2396 publishes, as distinct (reference, options) rows: Appendix C.1: 22; C.2: 21 (the
/// empty reference to `http:`); the `http:g` "backwards compatibility" alternative: 1;
/// Appendix D: 1; step 6g's "removing them" and "in error" answers for two references: 4 (their
/// "retaining" answer is already in C.2). 22+21+1+1+4 = 49.
const RFC2396_PUBLISHED_ROWS: usize = 49;

#[test]
fn rfc2396_file_holds_every_published_row() {
    let sets = builtin().expect("the built-in example files parse");
    let set = sets
        .iter()
        .find(|s| s.file == "rfc2396.toml")
        .expect("rfc2396.toml is built in");
    let published = set
        .examples
        .iter()
        // A derived value's source starts "derived:", an interpretation's "uriscope's reading:".
        .filter(|e| !e.source.starts_with("derived") && !e.source.starts_with("uriscope's reading"))
        .count();
    assert!(
        published >= RFC2396_PUBLISHED_ROWS,
        "rfc2396.toml has {published} published rows, RFC 2396 has {RFC2396_PUBLISHED_ROWS}"
    );
}

#[test]
fn every_example_names_its_source() {
    let sets = builtin().expect("the built-in example files parse");
    for set in &sets {
        for example in &set.examples {
            assert!(
                !example.source.trim().is_empty(),
                "{}: `{}` has no source",
                set.file,
                example.reference
            );
        }
    }
}
