//! The web-platform-tests' URL parsing data (`tests/data/urltestdata.json`, see
//! `tests/data/urltestdata.LICENSE.md`), every entry: parsed with its base when it has one and
//! without when it has none, failures included, every attribute of the JavaScript `URL` object
//! compared; untraced, traced (the trace must not change the result) and with only the
//! validation errors collected.

use serde_json::{Map, Value};
use uriscope::whatwg::{Failure, Recorder, Tracer, Untraced, Url, ValidationErrors, parse_with};

const DATA: &str = include_str!("data/urltestdata.json");

/// `new URL(input, base)`: the base is parsed first, with no base, and its failure is the
/// constructor's.
fn construct<T: Tracer>(input: &str, base: Option<&str>, tracer: &mut T) -> Result<Url, Failure> {
    let base = base
        .map(|base| parse_with(base, None, tracer))
        .transpose()?;
    parse_with(input, base.as_ref(), tracer)
}

/// `url.searchParams.toString()`: the query parsed and serialized as
/// application/x-www-form-urlencoded.
fn search_params(url: &Url) -> String {
    let query = url.query().unwrap_or_default();
    form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form_urlencoded::parse(query.as_bytes()))
        .finish()
}

/// Every difference between what `entry` expects and what the parser gives.
fn check(entry: &Map<String, Value>) -> Vec<String> {
    let input = entry["input"].as_str().expect("input is a string");
    let base = entry["base"].as_str();
    let untraced = construct(input, base, &mut Untraced);
    let mut problems = Vec::new();

    let mut recorder = Recorder::default();
    if construct(input, base, &mut recorder) != untraced {
        problems.push("the traced parse gives another result".to_owned());
    }
    let mut errors = ValidationErrors::default();
    if construct(input, base, &mut errors) != untraced {
        problems.push("the parse that collects validation errors gives another result".to_owned());
    }

    if entry.get("failure") == Some(&Value::Bool(true)) {
        if let Ok(url) = &untraced {
            problems.push(format!("expected failure, got {:?}", url.as_str()));
        }
        // "If a URL fails to parse with any valid base, it must also fail to parse with no
        // base, i.e. when used as a base URL itself" (url/failure.html).
        if base.is_none() && construct("about:blank", Some(input), &mut Untraced).is_ok() {
            problems.push("used as a base, it does not fail".to_owned());
        }
        return problems;
    }
    let url = match untraced {
        Ok(url) => url,
        Err(failure) => {
            problems.push(format!("unexpected failure: {failure}"));
            return problems;
        }
    };
    let attributes = url.attributes();
    let actual = [
        ("href", attributes.href.to_owned()),
        ("origin", attributes.origin.clone()),
        ("protocol", attributes.protocol.to_owned()),
        ("username", attributes.username.to_owned()),
        ("password", attributes.password.to_owned()),
        ("host", attributes.host.to_owned()),
        ("hostname", attributes.hostname.to_owned()),
        ("port", attributes.port.to_owned()),
        ("pathname", attributes.pathname.to_owned()),
        ("search", attributes.search.to_owned()),
        ("hash", attributes.hash.to_owned()),
        ("searchParams", search_params(&url)),
    ];
    for (name, actual) in actual {
        // Entries give `origin` and `searchParams` only where they test them.
        let Some(expected) = entry.get(name) else {
            assert!(
                matches!(name, "origin" | "searchParams"),
                "entry without {name}"
            );
            continue;
        };
        if expected.as_str() != Some(actual.as_str()) {
            problems.push(format!("{name}: expected {expected}, got {actual:?}"));
        }
    }
    problems
}

#[test]
fn every_entry_of_urltestdata_passes() {
    let data: Vec<Value> = serde_json::from_str(DATA).expect("urltestdata.json is JSON");
    let entries: Vec<&Map<String, Value>> = data.iter().filter_map(Value::as_object).collect();
    let mut failures = Vec::new();
    for entry in &entries {
        let problems = check(entry);
        if !problems.is_empty() {
            failures.push(format!(
                "<{}> against <{}>:\n    {}",
                entry["input"].as_str().unwrap_or_default().escape_debug(),
                entry["base"].as_str().unwrap_or("no base").escape_debug(),
                problems.join("\n    ")
            ));
        }
    }
    let passed = entries.len() - failures.len();
    assert!(
        failures.is_empty(),
        "{passed} of {} entries pass; these do not:\n{}",
        entries.len(),
        failures.join("\n")
    );
    // The vendored file's size: a truncated copy would pass with fewer entries.
    assert_eq!(entries.len(), 819);
    let failures_expected = entries
        .iter()
        .filter(|entry| entry.contains_key("failure"))
        .count();
    let with_base = entries
        .iter()
        .filter(|entry| entry["base"].is_string())
        .count();
    assert_eq!((failures_expected, with_base), (272, 316));
}
