//! No input crashes or hangs: parsing, the grammar check and every resolver take any string,
//! and path work is linear (checked on the result of huge inputs, never on time).

use proptest::prelude::*;
use uriscope::grammar::Grammar;
use uriscope::grammar::UriRef;
use uriscope::options::AboveRoot;
use uriscope::text::escape::escape_for_terminal;
use uriscope::trace::NoTrace;
use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

/// Characters that matter to a URI parser, control and invisible characters, non-ASCII text,
/// and anything at all.
fn nasty_char() -> impl Strategy<Value = char> {
    prop_oneof![
        6 => prop::sample::select(
            &['/', '.', '%', ':', '?', '#', ';', '@', '[', ']', '=', '+', ' ', 'a', 'g', 'x', '1', 'F'][..]
        ),
        2 => prop::sample::select(
            &['\0', '\t', '\n', '\r', '\x1b', '\x7f', '\u{85}', '\u{9b}', '\u{202e}', '\u{200b}', '\u{feff}', 'é', '中', '😀', '\u{10ffff}'][..]
        ),
        1 => any::<char>(),
    ]
}

fn nasty_string() -> impl Strategy<Value = String> {
    prop::collection::vec(nasty_char(), 0..48).prop_map(|chars| chars.into_iter().collect())
}

fn all_options() -> Vec<Options> {
    let mut all = Vec::new();
    for above_root in [AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject] {
        for non_strict in [false, true] {
            for fix_empty_base_path in [false, true] {
                all.push(Options {
                    above_root,
                    non_strict,
                    fix_empty_base_path,
                    ..Options::default()
                });
            }
        }
    }
    all
}

/// Parse, check and look at every part of `text`; assert the Appendix B invariants.
fn parse_everything(text: &str) -> Result<(), TestCaseError> {
    let uri = UriRef::parse(text);

    // The components with their separators re-join to the input, in order.
    let mut joined = String::new();
    let mut at = 0;
    if let Some(scheme) = uri.scheme {
        prop_assert_eq!(scheme.start, 0);
        prop_assert!(!scheme.is_empty(), "a defined scheme is never empty");
        prop_assert_eq!(&text[scheme.end..scheme.end + 1], ":");
        joined.push_str(uri.scheme().unwrap());
        joined.push(':');
        at = scheme.end + 1;
    }
    if let Some(authority) = uri.authority {
        prop_assert_eq!(authority.start, at + 2);
        prop_assert_eq!(&text[at..at + 2], "//");
        joined.push_str("//");
        joined.push_str(uri.authority().unwrap());
        at = authority.end;
    }
    prop_assert_eq!(uri.path.start, at);
    joined.push_str(uri.path());
    at = uri.path.end;
    if let Some(query) = uri.query {
        prop_assert_eq!(query.start, at + 1);
        joined.push('?');
        joined.push_str(uri.query().unwrap());
        at = query.end;
    }
    if let Some(fragment) = uri.fragment {
        prop_assert_eq!(fragment.start, at + 1);
        joined.push('#');
        joined.push_str(uri.fragment().unwrap());
        at = fragment.end;
    }
    prop_assert_eq!(at, text.len());
    prop_assert_eq!(&joined, text);

    // Undefined (separator absent) versus empty (separator present): Appendix B's groups.
    let before_fragment = text.split('#').next().unwrap();
    prop_assert_eq!(uri.fragment.is_some(), text.contains('#'));
    prop_assert_eq!(uri.query.is_some(), before_fragment.contains('?'));
    let scheme_end = text.find([':', '/', '?', '#']);
    let has_scheme = matches!(scheme_end, Some(i) if i > 0 && text.as_bytes()[i] == b':');
    prop_assert_eq!(uri.scheme.is_some(), has_scheme);
    let after_scheme = &text[uri.scheme.map_or(0, |s| s.end + 1)..];
    prop_assert_eq!(uri.authority.is_some(), after_scheme.starts_with("//"));
    if let Some(scheme) = uri.scheme() {
        prop_assert!(!scheme.contains([':', '/', '?', '#']));
    }
    if let Some(authority) = uri.authority() {
        prop_assert!(!authority.contains(['/', '?', '#']));
    }
    prop_assert!(!uri.path().contains(['?', '#']));
    if let Some(query) = uri.query() {
        prop_assert!(!query.contains('#'));
    }
    // Each group is greedy: it stops only at its terminator or at the end.
    let stops_at = |end: usize, terminators: &[char]| {
        text[end..]
            .chars()
            .next()
            .is_none_or(|c| terminators.contains(&c))
    };
    if let Some(authority) = uri.authority {
        prop_assert!(
            stops_at(authority.end, &['/', '?', '#']),
            "authority cut short"
        );
    }
    prop_assert!(stops_at(uri.path.end, &['?', '#']), "path cut short");
    if let Some(query) = uri.query {
        prop_assert!(stops_at(query.end, &['#']), "query cut short");
    }

    // The sub-parses and the grammar check take anything.
    if let Some(parts) = Grammar::Rfc2396.authority_parts(&uri) {
        for span in [parts.userinfo, parts.host, parts.port]
            .into_iter()
            .flatten()
        {
            prop_assert!(span.end <= text.len() && text.is_char_boundary(span.start));
        }
    }
    let segments: Vec<_> = uri.segments().collect();
    for segment in &segments {
        prop_assert!(!segment.as_str().contains('/'));
        let _ = segment.params().count();
        let _ = segment.name();
    }
    for grammar in uriscope::grammar::Grammar::ALL {
        for diagnostic in grammar.check(text).diagnostics {
            let span = diagnostic.span();
            prop_assert!(span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            prop_assert!(!diagnostic.message().is_empty());
            prop_assert!(!diagnostic.rule().is_empty());
        }
    }
    let _ = escape_for_terminal(text);
    Ok(())
}

/// Resolve with every specification and option set, traced and untraced; rebuild every buffer
/// the trace can show. Nothing may panic, and both observers must agree.
fn resolve_everything(base: &str, reference: &str) -> Result<(), TestCaseError> {
    for spec in Spec::ALL {
        for options in all_options() {
            let fast = resolve_with(spec, base, reference, &options, &mut NoTrace);
            let mut trace = Trace::default();
            let traced = resolve_with(spec, base, reference, &options, &mut trace);
            prop_assert_eq!(&fast, &traced);
            prop_assert_eq!(trace.result(), traced.as_deref().ok());
            if let Err(error) = &fast {
                prop_assert!(!error.to_string().is_empty());
            }
            for i in 0..trace.events().len() {
                let _ = trace.buffer_at(i);
                let _ = trace.removed_text(i);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn parsing_takes_any_string(text in nasty_string()) {
        parse_everything(&text)?;
    }

    #[test]
    fn parsing_takes_any_unicode(text in any::<String>()) {
        parse_everything(&text)?;
    }

    /// URI-shaped text (a scheme, `//`, then delimiters anywhere), up to 70 bytes: component
    /// boundaries at every position.
    #[test]
    fn parsing_splits_uri_shaped_text(text in "([a-z]{1,4}:)?(//)?[a-z./?#:;]{0,63}") {
        parse_everything(&text)?;
    }

    #[test]
    fn resolving_takes_any_reference(reference in nasty_string()) {
        resolve_everything("http://a/b/c/d;p?q", &reference)?;
    }

    #[test]
    fn resolving_takes_any_base_and_reference(base in nasty_string(), reference in nasty_string()) {
        resolve_everything(&base, &reference)?;
    }

    #[test]
    fn resolving_takes_dot_segment_soup(
        base in prop::collection::vec(prop::sample::select(&["", ".", "..", "x", "/"][..]), 0..12),
        reference in prop::collection::vec(prop::sample::select(&["", ".", "..", "g", "/", "?", "#"][..]), 0..12),
    ) {
        resolve_everything(&format!("http://a/{}", base.join("/")), &reference.join("/"))?;
        resolve_everything(&format!("s:{}", base.join("/")), &reference.join("/"))?;
    }
}

/// A base with 10,000 path segments: `http://a/x/x/.../x`.
fn long_base() -> String {
    format!("http://a{}", "/x".repeat(10_000))
}

fn count_removals(trace: &Trace, id: &str) -> usize {
    trace
        .events_of(id)
        .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .count()
}

fn rfc2396(base: &str, reference: &str, above_root: AboveRoot) -> (String, String, Trace) {
    let options = Options {
        above_root,
        ..Options::default()
    };
    let fast = resolve_with(Spec::Rfc2396, base, reference, &options, &mut NoTrace).unwrap();
    let mut trace = Trace::default();
    let traced = resolve_with(Spec::Rfc2396, base, reference, &options, &mut trace).unwrap();
    (fast, traced, trace)
}

/// `../`×100,000 on a 10,000-segment base: 6a copies `/x`×9,999 + `/`; 6e removes each of the
/// 9,999 `x/../` (leftmost first), then the empty string before the leading `/` stops it
/// (rfc2396.md 6.1); 90,001 `..` segments remain at the start for 6g.
#[test]
fn hundred_thousand_dotdots() {
    let reference = "../".repeat(100_000);
    let (fast, traced, trace) = rfc2396(&long_base(), &reference, AboveRoot::Keep);
    let expected = format!("http://a/{}", "../".repeat(90_001));
    assert_eq!(fast, expected);
    assert_eq!(traced, expected);
    assert_eq!(count_removals(&trace, "6e"), 9_999);
    let last = trace.events().len() - 1;
    assert_eq!(
        trace.buffer_at(last).unwrap(),
        &expected["http://a".len()..]
    );

    // 6g "removing them from the resolved path": all 90,001 go.
    let (fast, traced, trace) = rfc2396(&long_base(), &reference, AboveRoot::Remove);
    assert_eq!(fast, "http://a/");
    assert_eq!(traced, "http://a/");
    assert_eq!(count_removals(&trace, "6e"), 9_999);
    assert_eq!(count_removals(&trace, "6g"), 90_001);
}

/// `a/./b/../`×100,000 on a 10,000-segment base: 6c removes 100,000 `./`, then 6e removes
/// 100,000 `b/../`, leaving `a/`×100,000 after the base's `/x`×9,999 + `/`.
#[test]
fn hundred_thousand_dot_and_dotdot_pairs() {
    let reference = "a/./b/../".repeat(100_000);
    let (fast, traced, trace) = rfc2396(&long_base(), &reference, AboveRoot::Keep);
    let expected = format!("http://a{}/{}", "/x".repeat(9_999), "a/".repeat(100_000));
    assert_eq!(fast, expected);
    assert_eq!(traced, expected);
    assert_eq!(count_removals(&trace, "6c"), 100_000);
    assert_eq!(count_removals(&trace, "6e"), 100_000);
    let first_6e = trace
        .events_of("6e")
        .find(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .unwrap()
        .0;
    assert_eq!(trace.removed_text(first_6e).unwrap(), "b/../");
}

/// A reference of a megabyte: parsed, checked and resolved whole.
#[test]
fn megabyte_reference() {
    // 1,000,000 bytes of `x/`: the path is appended as it is.
    let reference = "x/".repeat(500_000);
    let (fast, traced, _) = rfc2396("http://a/b/c/d;p?q", &reference, AboveRoot::Keep);
    assert_eq!(fast.len(), "http://a/b/c/".len() + 1_000_000);
    assert!(fast.starts_with("http://a/b/c/x/x/") && fast.ends_with("x/x/"));
    assert_eq!(traced, fast);

    // A megabyte of dot segments that cancel out: `s/./../` → `s/../` (6c) → `` (6e).
    let reference = "s/./../".repeat(1_000_000 / 7);
    let (fast, traced, trace) = rfc2396("http://a/b/c/d;p?q", &reference, AboveRoot::Keep);
    assert_eq!(fast, "http://a/b/c/");
    assert_eq!(traced, fast);
    assert_eq!(count_removals(&trace, "6e"), 1_000_000 / 7);

    // A megabyte of characters the grammar rejects: one diagnostic each, no panic.
    let garbage = "^ %zz\u{1}é".repeat(1_000_000 / 9);
    let uri = UriRef::parse(&garbage);
    assert_eq!(uri.path(), garbage);
    for grammar in uriscope::grammar::Grammar::ALL {
        assert!(grammar.check(&garbage).diagnostics.len() >= 5 * (1_000_000 / 9));
    }
    let resolved = uriscope::resolve(Spec::Rfc2396, "http://a/b/c/d;p?q", &garbage).unwrap();
    assert_eq!(resolved, format!("http://a/b/c/{garbage}"));
}

/// The WHATWG parser on long inputs: traced as untraced, the trace a few events per byte.
fn whatwg(base: &str, reference: &str) -> (Result<String, uriscope::Error>, Trace) {
    let options = Options::default();
    let fast = resolve_with(Spec::Whatwg, base, reference, &options, &mut NoTrace);
    let mut trace = Trace::default();
    let traced = resolve_with(Spec::Whatwg, base, reference, &options, &mut trace);
    assert_eq!(traced, fast);
    let bytes = base.len() + reference.len();
    assert!(
        trace.events().len() <= 8 * bytes + 64,
        "{} events for {bytes} bytes",
        trace.events().len()
    );
    (fast, trace)
}

#[test]
fn whatwg_takes_long_inputs() {
    // Shorten the path 100,000 times: a `..` above the root is dropped, not kept.
    let (result, _) = whatwg(&long_base(), &format!("{}g", "../".repeat(100_000)));
    assert_eq!(result.unwrap(), "http://a/g");
    // `.` stays out of the path and `..` pops `b`: each `a/./b/../` adds `a/`.
    let (result, _) = whatwg("http://a/b/c/d;p?q", &"a/./b/../".repeat(100_000));
    assert_eq!(
        result.unwrap(),
        format!("http://a/b/c/{}", "a/".repeat(100_000))
    );
    // 10,000 backslashes after a special scheme are slashes the authority skips, and no host
    // follows them: the failure names the state.
    let (result, trace) = whatwg("http://a/b", &format!("http:{}", "\\".repeat(10_000)));
    let error = result.unwrap_err().to_string();
    assert!(error.contains("host-missing"), "{error}");
    assert!(trace.error().is_some());
    // A megabyte of code points outside the URL units: each is percent-encoded, once (the
    // path percent-encode set has the space and the controls; `é` is two UTF-8 bytes).
    let garbage = "x %zz\u{1}é".repeat(1_000_000 / 8);
    let (result, _) = whatwg("http://a/b/c/d;p?q", &garbage);
    let expected = format!("http://a/b/c/{}", "x%20%zz%01%C3%A9".repeat(1_000_000 / 8));
    // Not assert_eq!: a failure would print two megabytes.
    assert!(
        result.unwrap() == expected,
        "the megabyte is not encoded once"
    );
}
