//! `whatwg::split` over every entry of the web-platform-tests' URL data
//! (`tests/data/urltestdata.json`, see `tests/data/urltestdata.LICENSE.md`): the components the
//! basic URL parser read in the input, as the explorer and `--json` show them.

use serde_json::Value;
use uriscope::Component;
use uriscope::grammar::UriRef;
use uriscope::whatwg::{Url, parse, split};

/// The five components of the Appendix B split.
const COMPONENTS: [Component; 5] = [
    Component::Scheme,
    Component::Authority,
    Component::Path,
    Component::Query,
    Component::Fragment,
];

const DATA: &str = include_str!("data/urltestdata.json");

/// Every entry of the data: its input and its base.
fn entries() -> Vec<(String, Option<String>)> {
    let data: Vec<Value> = serde_json::from_str(DATA).expect("the data is JSON");
    data.iter()
        .filter_map(Value::as_object)
        .map(|entry| {
            let input = entry["input"].as_str().expect("input is a string");
            (
                input.to_string(),
                entry["base"].as_str().map(str::to_string),
            )
        })
        .collect()
}

/// The spans of `uri`'s defined components.
fn spans(uri: &UriRef<'_>) -> Vec<(Component, usize, usize)> {
    COMPONENTS
        .iter()
        .filter_map(|&c| uri.span(c).map(|s| (c, s.start, s.end)))
        .collect()
}

#[test]
fn every_split_is_ordered_within_its_input_and_on_code_point_boundaries() {
    for (input, base) in entries() {
        let base = base.and_then(|b| parse(&b, None).ok());
        let uri = split(&input, base.as_ref());
        let mut after = 0;
        for (component, start, end) in spans(&uri) {
            assert!(
                after <= start && start <= end && end <= input.len(),
                "{input:?}: the {} at {start}..{end} is out of order",
                component.name()
            );
            assert!(
                input.is_char_boundary(start) && input.is_char_boundary(end),
                "{input:?}"
            );
            after = end;
        }
    }
}

#[test]
fn an_input_that_is_its_own_serialization_splits_as_appendix_b_reads_it() {
    let mut compared = 0;
    for (input, base) in entries() {
        let base = base.and_then(|b| parse(&b, None).ok());
        let parsed = parse(&input, base.as_ref());
        // Only an absolute input reads every component itself.
        if parse(&input, None).ok().as_ref().map(Url::as_str) != Some(input.as_str()) {
            continue;
        }
        assert_eq!(parsed.as_ref().map(Url::as_str), Ok(input.as_str()));
        let appendix_b = UriRef::parse(&input);
        let read = split(&input, base.as_ref());
        for c in COMPONENTS {
            assert_eq!(read.get(c), appendix_b.get(c), "{input:?}: {}", c.name());
        }
        compared += 1;
    }
    assert!(compared > 100, "only {compared} entries compared");
}

/// What the input set itself is in the URL record: a scheme read is the record's (ASCII
/// lowercase), a query or fragment read is defined there, an authority read gives a host.
#[test]
fn what_the_split_reads_the_record_holds() {
    let mut compared = 0;
    for (input, base) in entries() {
        let base = base.and_then(|b| parse(&b, None).ok());
        let Ok(url) = parse(&input, base.as_ref()) else {
            continue;
        };
        let read = split(&input, base.as_ref());
        if let Some(scheme) = read.scheme() {
            // The span runs over the tabs and newlines the parser removed inside it.
            let scheme = scheme.replace(['\t', '\n', '\r'], "");
            assert_eq!(scheme.to_ascii_lowercase(), url.scheme(), "{input:?}");
        }
        if read.query().is_some() {
            assert!(
                url.query().is_some(),
                "{input:?}: a query read, none in the record"
            );
        }
        if read.fragment().is_some() {
            assert!(
                url.fragment().is_some(),
                "{input:?}: a fragment read, none in the record"
            );
        }
        if read.authority().is_some() {
            assert!(
                url.host().is_some(),
                "{input:?}: an authority read, no host in the record"
            );
        }
        compared += 1;
    }
    assert!(compared > 500, "only {compared} entries compared");
}

/// The newcomer report's case (N2): a reference of two backslashes is a host under a special
/// base, not a scheme.
#[test]
fn a_backslash_authority_is_read_as_the_host_it_is() {
    let base = parse("http://127.0.0.1:18765/redirects/start", None).unwrap();
    let read = split(r"\\127.0.0.1:18765\last#frag2", Some(&base));
    assert_eq!(read.scheme(), None);
    assert_eq!(read.authority(), Some("127.0.0.1:18765"));
    assert_eq!(read.path(), r"\last");
    assert_eq!(read.query(), None);
    assert_eq!(read.fragment(), Some("frag2"));
}
