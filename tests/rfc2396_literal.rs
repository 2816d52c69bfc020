//! RFC 2396 step 6 done literally, as string rewriting, straight from the sentences of RFC 2396
//! §5.2 step 6, and compared with the library's linear segment-stack
//! version on random paths: same result, same buffer after each step, same removals in the
//! same order.
//!
//! The literal version is quadratic on purpose: it re-scans the whole buffer for the leftmost
//! match after each removal, exactly as 6e is worded.

use proptest::prelude::*;
use uriscope::grammar::UriRef;
use uriscope::options::AboveRoot;
use uriscope::trace::NoTrace;
use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Error, Options, Spec, resolve_with};

/// One removal the rewriting made: the step, the text removed, the buffer after.
type Removal = (&'static str, String, String);

/// What the literal reading of step 6 gives.
#[derive(Debug, PartialEq, Eq)]
struct Literal {
    /// The buffer after 6a, 6b, 6c, 6d, 6e, 6f, and (when 6g does not refuse) 6g and 6h.
    buffers: Vec<String>,
    removals: Vec<Removal>,
    /// `Ok(path)`, or `Err(buffer)` when 6g avoids traversal.
    path: Result<String, String>,
}

/// Is the text starting at `i` the start of a complete path segment of `buf`?
///
/// Segments are the `/`-separated pieces; "the empty string before a leading `/` is not a
/// segment" (rfc2396.md 6.1: `abs_path = "/" path_segments`).
fn segment_starts_at(buf: &str, i: usize) -> bool {
    let starts = i == 0 || buf.as_bytes()[i - 1] == b'/';
    starts && !(i == 0 && buf.starts_with('/'))
}

/// The complete segment starting at `i` (up to the next `/` or the end).
fn segment_at(buf: &str, i: usize) -> &str {
    let rest = &buf[i..];
    &rest[..rest.find('/').unwrap_or(rest.len())]
}

fn remove(buf: &mut String, at: usize, len: usize, step: &'static str, out: &mut Vec<Removal>) {
    let text: String = buf.drain(at..at + len).collect();
    out.push((step, text, buf.clone()));
}

/// Step 6 of RFC 2396 section 5.2, as string rewriting.
fn literal_step6(
    base_path: &str,
    base_has_site: bool,
    reference_path: &str,
    options: &Options,
) -> Literal {
    let mut buffers = Vec::new();
    let mut removals = Vec::new();

    // a) "All but the last segment of the base URI's path component is copied to the buffer. In
    //    other words, any characters after the last (right-most) slash character, if any, are
    //    excluded." (With fix_empty_base_path, RFC 3986 5.2.3's "/" for a site with no path.)
    let mut buf = if base_path.is_empty() && base_has_site && options.fix_empty_base_path {
        "/".to_string()
    } else {
        match base_path.rfind('/') {
            Some(slash) => base_path[..=slash].to_string(),
            None => String::new(),
        }
    };
    buffers.push(buf.clone());

    // b) "The reference's path component is appended to the buffer string."
    buf.push_str(reference_path);
    buffers.push(buf.clone());

    // c) "All occurrences of "./", where "." is a complete path segment, are removed from the
    //    buffer string." Removed one at a time, leftmost first.
    while let Some(i) = (0..buf.len()).find(|&i| {
        buf[i..].starts_with("./") && segment_starts_at(&buf, i) && segment_at(&buf, i) == "."
    }) {
        remove(&mut buf, i, 2, "6c", &mut removals);
    }
    buffers.push(buf.clone());

    // d) "If the buffer string ends with "." as a complete path segment, that "." is removed."
    if buf.ends_with('.') {
        let i = buf.len() - 1;
        if segment_starts_at(&buf, i) && segment_at(&buf, i) == "." {
            remove(&mut buf, i, 1, "6d", &mut removals);
        }
    }
    buffers.push(buf.clone());

    // e) "All occurrences of "<segment>/../", where <segment> is a complete path segment not
    //    equal to "..", are removed from the buffer string. Removal of these path segments is
    //    performed iteratively, removing the leftmost matching pattern on each iteration, until
    //    no matching pattern remains."
    loop {
        let leftmost = (0..=buf.len()).find(|&i| {
            if !segment_starts_at(&buf, i) {
                return false;
            }
            let segment = segment_at(&buf, i);
            segment != ".." && buf[i + segment.len()..].starts_with("/../")
        });
        let Some(i) = leftmost else { break };
        let len = segment_at(&buf, i).len() + "/../".len();
        remove(&mut buf, i, len, "6e", &mut removals);
    }
    buffers.push(buf.clone());

    // f) "If the buffer string ends with "<segment>/..", where <segment> is a complete path
    //    segment not equal to "..", that "<segment>/.." is removed."
    if let Some(stem) = buf.strip_suffix("/..") {
        let i = stem.rfind('/').map_or(0, |slash| slash + 1);
        if segment_starts_at(&buf, i) && &buf[i..stem.len()] != ".." {
            let len = buf.len() - i;
            remove(&mut buf, i, len, "6f", &mut removals);
        }
    }
    buffers.push(buf.clone());

    // g) "If the resulting buffer string still begins with one or more complete path segments of
    //    "..", then the reference is considered to be in error. Implementations may handle this
    //    error by retaining these components [...], by removing them from the resolved path
    //    [...], or by avoiding traversal of the reference."
    let first = usize::from(buf.starts_with('/'));
    let begins_with_dotdot = segment_at(&buf, first) == ".." && buf.len() > first;
    if begins_with_dotdot {
        match options.above_root {
            AboveRoot::Keep => {}
            AboveRoot::Remove => loop {
                let rest = &buf[first..];
                if rest.starts_with("../") {
                    remove(&mut buf, first, 3, "6g", &mut removals);
                } else if rest == ".." {
                    remove(&mut buf, first, 2, "6g", &mut removals);
                } else {
                    break;
                }
            },
            AboveRoot::Reject => {
                return Literal {
                    buffers,
                    removals,
                    path: Err(buf),
                };
            }
        }
    }
    buffers.push(buf.clone());

    // h) "The remaining buffer string is the reference URI's new path component."
    buffers.push(buf.clone());
    Literal {
        buffers,
        removals,
        path: Ok(buf),
    }
}

/// The same three things, read from the library's trace (`prefix` is the result's scheme and
/// site, `?q` its query: the path is what lies between).
fn from_trace(trace: &Trace, result: &Result<String, Error>, prefix: &str) -> Literal {
    let buffers = ["6a", "6b", "6c", "6d", "6e", "6f", "6g", "6h"]
        .iter()
        .filter_map(|id| {
            trace
                .events_of(id)
                .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(_)))
                .map(|(i, _)| i)
                .last()
                .map(|i| trace.buffer_at(i).expect("a path step has a buffer"))
        })
        .collect();
    let removals = trace
        .events()
        .iter()
        .enumerate()
        .filter_map(|(i, e)| {
            let text = trace.removed_text(i)?;
            Some((e.step.id, text, trace.buffer_at(i)?))
        })
        .collect();
    let path = match result {
        Ok(uri) => Ok(uri
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix("?q"))
            .unwrap_or_else(|| panic!("`{uri}` is not `{prefix}` + path + `?q`"))
            .to_string()),
        Err(Error::AboveRoot { path, .. }) => Err(path.clone()),
        Err(other) => panic!("unexpected error: {other}"),
    };
    Literal {
        buffers,
        removals,
        path,
    }
}

fn segment() -> impl Strategy<Value = &'static str> {
    prop::sample::select(&[".", "..", "", "g", ";x=1", "a.b", "..g"][..])
}

fn path(max: usize) -> impl Strategy<Value = String> {
    prop::collection::vec(segment(), 0..max).prop_map(|segs| segs.join("/"))
}

/// A relative-path reference (the only kind that reaches step 6): empty, or a first segment
/// that is not empty, so that it does not begin with `/`.
fn relative_path(max: usize) -> impl Strategy<Value = String> {
    prop_oneof![
        1 => Just(String::new()),
        9 => (
            segment().prop_filter("not empty", |s| !s.is_empty()),
            prop::collection::vec(segment(), 0..max),
        )
            .prop_map(|(first, rest)| {
                rest.iter().fold(first.to_string(), |path, s| path + "/" + s)
            }),
    ]
}

/// A base: `http://a` + an absolute path, `http://a` with an empty path, or a scheme with a
/// relative path (`foo:a/b`, rfc2396.md 8.7).
fn base() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => path(8).prop_map(|p| format!("http://a/{p}")),
        1 => Just("http://a".to_string()),
        2 => path(8)
            .prop_filter("not a network-path", |p| !p.starts_with('/'))
            .prop_map(|p| format!("foo:{p}")),
    ]
}

fn options() -> impl Strategy<Value = Options> {
    (
        prop::sample::select(&[AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject][..]),
        any::<bool>(),
    )
        .prop_map(|(above_root, fix_empty_base_path)| Options {
            above_root,
            fix_empty_base_path,
            ..Options::default()
        })
}

fn compare(base: &str, reference_path: &str, options: &Options) -> Result<(), TestCaseError> {
    // A query keeps an empty path from being "the current document" (step 2); step 6 never
    // looks at it.
    let reference = format!("{reference_path}?q");
    let parsed_base = UriRef::parse(base);
    let parsed_ref = UriRef::parse(&reference);
    prop_assume!(parsed_ref.scheme.is_none() && parsed_ref.authority.is_none());
    prop_assume!(!parsed_ref.has_absolute_path());

    let want = literal_step6(
        parsed_base.path(),
        parsed_base.authority.is_some(),
        reference_path,
        options,
    );
    let mut trace = Trace::default();
    let result = resolve_with(Spec::Rfc2396, base, &reference, options, &mut trace);
    let site = parsed_base
        .authority()
        .map_or(String::new(), |a| format!("//{a}"));
    let prefix = format!("{}:{site}", parsed_base.scheme().unwrap());
    let got = from_trace(&trace, &result, &prefix);
    prop_assert_eq!(
        &got,
        &want,
        "base {:?} reference {:?} {:?}",
        base,
        reference,
        options
    );

    // The untraced path gives the same answer.
    let fast = resolve_with(Spec::Rfc2396, base, &reference, options, &mut NoTrace);
    prop_assert_eq!(&fast, &result);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn segment_stack_matches_string_rewriting(
        base in base(),
        reference_path in relative_path(10),
        options in options(),
    ) {
        compare(&base, &reference_path, &options)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Paths of 64 bytes and more, where the trace tests for `./` a block of 64 bytes at a time.
    #[test]
    fn segment_stack_matches_string_rewriting_on_long_paths(
        base in base(),
        reference_path in relative_path(80),
        options in options(),
    ) {
        compare(&base, &reference_path, &options)?;
    }
}

/// The literal reading itself, on the rows of Appendix C (examples.md 3.1/3.2) that reach step
/// 6, so the oracle is checked against the published answers too.
#[test]
fn literal_reading_gives_appendix_c_paths() {
    let keep = Options::default();
    let rows = [
        ("g", "/b/c/g"),
        ("./g", "/b/c/g"),
        ("g/", "/b/c/g/"),
        (";x", "/b/c/;x"),
        (".", "/b/c/"),
        ("./", "/b/c/"),
        ("..", "/b/"),
        ("../", "/b/"),
        ("../g", "/b/g"),
        ("../..", "/"),
        ("../../", "/"),
        ("../../g", "/g"),
        ("../../../g", "/../g"),
        ("../../../../g", "/../../g"),
        ("g.", "/b/c/g."),
        (".g", "/b/c/.g"),
        ("g..", "/b/c/g.."),
        ("..g", "/b/c/..g"),
        ("./../g", "/b/g"),
        ("./g/.", "/b/c/g/"),
        ("g/./h", "/b/c/g/h"),
        ("g/../h", "/b/c/h"),
        ("g;x=1/./y", "/b/c/g;x=1/y"),
        ("g;x=1/../y", "/b/c/y"),
    ];
    for (reference, path) in rows {
        let got = literal_step6("/b/c/d;p", true, reference, &keep);
        assert_eq!(got.path.as_deref(), Ok(path), "{reference}");
    }
    let remove = Options {
        above_root: AboveRoot::Remove,
        ..keep
    };
    // Step 6g alternatives (examples.md 3.4): both give `http://a/g`.
    for reference in ["../../../g", "../../../../g"] {
        let got = literal_step6("/b/c/d;p", true, reference, &remove);
        assert_eq!(got.path.as_deref(), Ok("/g"), "{reference}");
    }
}

/// Hand-picked shapes the random mix may hit rarely: empty segments before `..`, a buffer that
/// starts with `./` or `..`, a base with no slash at all.
#[test]
fn edge_cases_agree() {
    let all = [AboveRoot::Keep, AboveRoot::Remove, AboveRoot::Reject];
    let cases = [
        ("http://a/b//c", "../../../g"),
        ("http://a/b/c", "g//../../x"),
        ("http://a/", ".."),
        ("http://a/", "../.."),
        ("http://a", ".//../g"),
        ("http://a", "a/..//../x"),
        ("foo:a", "../g"),
        ("foo:a/b", "../../c"),
        ("foo:", "."),
        ("foo:", ".."),
        ("http://a/b/c/d;p", "a/x/../../g"),
        ("http://a/b/c/d;p", "../../../../.."),
    ];
    for (base, reference) in cases {
        for above_root in all {
            for fix_empty_base_path in [false, true] {
                let options = Options {
                    above_root,
                    fix_empty_base_path,
                    ..Options::default()
                };
                compare(base, reference, &options).unwrap();
            }
        }
    }
}
