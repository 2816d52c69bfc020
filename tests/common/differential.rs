//! A profile against its library's answers: the comparison each library's differential test
//! (tests/ruby.rs, tests/guzzle.rs, …) makes once its oracle has answered.
#![allow(dead_code)]

use uriscope::Spec;

/// Each oracle answer (`{"ok": url}` or `{"error": words}`) against the profile on the same
/// pair: a result must be the same text, an error must end with the library's own words (ours
/// cites the library's step first). Prints how many agree, and panics with the first
/// disagreements where any pair differs.
pub fn assert_agrees(
    profile: Spec,
    library: &str,
    pairs: &[(String, String)],
    answers: &[serde_json::Value],
) {
    let mut failures = Vec::new();
    let mut agreed = 0;
    for ((base, reference), value) in pairs.iter().zip(answers) {
        let expected = match value.get("ok") {
            Some(ok) => Ok(ok.as_str().unwrap_or_default().to_string()),
            None => Err(value["error"].as_str().unwrap_or_default().to_string()),
        };
        let got = uriscope::resolve(profile, base, reference).map_err(|error| error.to_string());
        let same = match (&got, &expected) {
            (Ok(got), Ok(expected)) => got == expected,
            (Err(got), Err(expected)) => got.ends_with(expected.as_str()),
            _ => false,
        };
        if same {
            agreed += 1;
        } else if failures.len() < 40 {
            failures.push(format!(
                "{base:?} + {reference:?}: {library} gives {expected:?}, the profile {got:?}"
            ));
        }
    }
    println!(
        "{profile}: {agreed} of {} pairs agree with {library}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
