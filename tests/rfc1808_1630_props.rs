//! Properties of the RFC 1808 and RFC 1630 resolvers:
//! - no input makes them panic, traced or not, and tracing never changes the result;
//! - the linear path steps remove exactly what the literal string rewriting of the text removes,
//!   in the same order (RFC 1808 Step 6a-6d; RFC 1630 R4 "repeatedly find the leftmost
//!   occurrence");
//! - thousands of `../` against a deep base finish (asserting the result, never the time).

use proptest::prelude::*;
use uriscope::options::Rfc1808Variant;
use uriscope::trace::NoTrace;
use uriscope::trace::Outcome;
use uriscope::trace::Trace;
use uriscope::{Options, Spec, resolve_with};

// ---------------------------------------------------------------------------------------------
// The literal readings, written as the texts word them.

/// Is `i` the start of a complete path segment of `buf` (RFC 1808: the path has no leading
/// slash, so position 0 always is)?
fn segment_start(buf: &str, i: usize) -> bool {
    i == 0 || buf.as_bytes()[i - 1] == b'/'
}

/// RFC 1808 Step 6 read literally: the buffers after every removal of 6a, 6b, 6c and 6d.
fn literal_1808(base_path: &str, embedded_path: &str, draft05: bool) -> [Vec<String>; 4] {
    let mut buf = match base_path.rfind('/') {
        Some(s) => format!("{}{embedded_path}", &base_path[..=s]),
        None => embedded_path.to_string(),
    };
    let mut out: [Vec<String>; 4] = Default::default();
    // a) All occurrences of "./", where "." is a complete path segment, are removed.
    while let Some(i) =
        (0..buf.len()).find(|&i| buf[i..].starts_with("./") && segment_start(&buf, i))
    {
        buf.replace_range(i..i + 2, "");
        out[0].push(buf.clone());
    }
    // b) If the path ends with "." as a complete path segment, that "." is removed.
    if buf == "." || buf.ends_with("/.") {
        buf.pop();
        out[1].push(buf.clone());
    }
    // c) All occurrences of "<segment>/../", where <segment> is a complete path segment not
    //    equal to "..", are removed [...] removing the leftmost matching pattern on each
    //    iteration, until no matching pattern remains.
    loop {
        let found = (0..=buf.len())
            .filter(|&i| segment_start(&buf, i))
            .find_map(|i| {
                let j = i + buf[i..].find('/')?;
                let ok = buf[j..].starts_with("/../") && (draft05 || &buf[i..j] != "..");
                ok.then_some((i, j + 4))
            });
        let Some((i, end)) = found else { break };
        buf.replace_range(i..end, "");
        out[2].push(buf.clone());
    }
    // d) If the path ends with "<segment>/..", where <segment> is a complete path segment not
    //    equal to "..", that "<segment>/.." is removed.
    if buf.ends_with("/..") {
        let k = buf.len() - 3;
        let i = buf[..k].rfind('/').map_or(0, |s| s + 1);
        if draft05 || &buf[i..k] != ".." {
            buf.truncate(i);
            out[3].push(buf.clone());
        }
    }
    out
}

/// RFC 1630 R4 read literally (profile): repeatedly remove the leftmost occurrence of `/.`
/// (position of the `/`) or `xxx/../` (position of `xxx`; `xxx` any complete element, but not
/// the empty string before a leading `/`), until neither occurs. The buffers after each removal.
fn literal_1630(path: &str) -> Vec<String> {
    let mut buf = path.to_string();
    let mut out = Vec::new();
    loop {
        let b = buf.as_bytes();
        let dot = (0..buf.len()).find(|&q| {
            b[q] == b'/' && b.get(q + 1) == Some(&b'.') && matches!(b.get(q + 2), None | Some(b'/'))
        });
        let pair = (0..buf.len()).find_map(|i| {
            let element = if i == 0 {
                b[0] != b'/'
            } else {
                b[i - 1] == b'/'
            };
            let j = i + buf[i..].find('/')?;
            (element && buf[j..].starts_with("/../")).then_some((i, j + 4))
        });
        let range = match (dot, pair) {
            (Some(q), Some((i, _))) if q < i => q..q + 2,
            (_, Some((i, end))) => i..end,
            (Some(q), None) => q..q + 2,
            (None, None) => break,
        };
        buf.replace_range(range, "");
        out.push(buf.clone());
    }
    out
}

/// The buffer after each removal reported for one step id.
fn traced_buffers(trace: &Trace, id: &str) -> Vec<String> {
    trace
        .events_of(id)
        .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .map(|(i, _)| trace.buffer_at(i).unwrap())
        .collect()
}

/// How many removals one step id reported (without rebuilding each buffer).
fn removal_count(trace: &Trace, id: &str) -> usize {
    trace
        .events_of(id)
        .filter(|(_, e)| matches!(e.outcome, Outcome::Buffer(c) if c.removed() > 0))
        .count()
}

fn path_from(segments: Vec<&str>) -> String {
    segments.join("/")
}

fn segment() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec!["a", "b", ".", "..", "", "..", ".", "x.", ".y"])
}

fn options(draft05: bool) -> Options {
    Options {
        rfc1808_variant: if draft05 {
            Rfc1808Variant::Draft05
        } else {
            Rfc1808Variant::Draft06
        },
        ..Options::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// RFC 1808 Step 6: the segment-stack implementation reports the same buffers, removal by
    /// removal, as the literal string rewriting, for both draft wordings.
    #[test]
    fn rfc1808_step6_matches_the_literal_rewriting(
        base in prop::collection::vec(segment(), 0..8),
        embedded in prop::collection::vec(segment(), 1..8),
        draft05 in any::<bool>(),
    ) {
        let base_path = path_from(base);
        let embedded_path = path_from(embedded);
        // Step 6 is reached only for a non-empty path not preceded by a slash.
        prop_assume!(!embedded_path.is_empty() && !embedded_path.starts_with('/'));
        let mut trace = Trace::default();
        let result = resolve_with(
            Spec::Rfc1808,
            &format!("http://h/{base_path}"),
            &embedded_path,
            &options(draft05),
            &mut trace,
        )
        .unwrap();
        let literal = literal_1808(&base_path, &embedded_path, draft05);
        for (k, id) in ["Step 6a", "Step 6b", "Step 6c", "Step 6d"].iter().enumerate() {
            prop_assert_eq!(&traced_buffers(&trace, id), &literal[k], "{}", id);
        }
        let last = literal.iter().flatten().last().cloned();
        let expected_path = last.unwrap_or_else(|| {
            let head = base_path.rfind('/').map_or("", |s| &base_path[..=s]);
            format!("{head}{embedded_path}")
        });
        prop_assert_eq!(result, format!("http://h/{expected_path}"));
    }

    /// RFC 1630 R4: the one-pass stack reports the same buffers, removal by removal, as
    /// "repeatedly find the leftmost occurrence", with and without a `//host`.
    #[test]
    fn rfc1630_r4_matches_the_literal_rewriting(
        base in prop::collection::vec(segment(), 0..8),
        partial in prop::collection::vec(segment(), 1..8),
        with_host in any::<bool>(),
    ) {
        let base_path = path_from(base);
        let partial = path_from(partial);
        prop_assume!(!partial.starts_with('/'));
        // Without a host the context is `foo:` + a path that must not start with `//`.
        prop_assume!(with_host || !base_path.starts_with('/'));
        let context = if with_host {
            format!("http://h/{base_path}")
        } else {
            format!("foo:{base_path}")
        };
        let prefix_len = if with_host { "http://h".len() } else { "foo:".len() };
        let kept = context.rfind('/').map_or(prefix_len, |s| s + 1).max(prefix_len);
        let path = format!("{}{partial}", &context[prefix_len..kept]);
        let mut trace = Trace::default();
        let result =
            resolve_with(Spec::Rfc1630, &context, &partial, &Options::default(), &mut trace)
                .unwrap();
        let literal = literal_1630(&path);
        prop_assert_eq!(&traced_buffers(&trace, "R4"), &literal);
        let final_path = literal.last().cloned().unwrap_or(path);
        prop_assert_eq!(result, format!("{}{final_path}", &context[..prefix_len]));
    }

    /// Any string as base or reference: no panic, traced or not, the same result either way,
    /// and every event's buffer can be rebuilt.
    #[test]
    fn never_panics_on_arbitrary_strings(
        base in prop_oneof![any::<String>(), "[a-z]{1,3}:[a-z/.;?#:%]{0,24}"],
        reference in prop_oneof![any::<String>(), "[a-z/.;?#:%\u{0}\u{7f}é]{0,24}"],
        draft05 in any::<bool>(),
    ) {
        for spec in [Spec::Rfc1808, Spec::Rfc1630] {
            let options = options(draft05);
            let plain = resolve_with(spec, &base, &reference, &options, &mut NoTrace);
            let mut trace = Trace::default();
            let traced = resolve_with(spec, &base, &reference, &options, &mut trace);
            prop_assert_eq!(&plain, &traced);
            for i in 0..trace.events().len() {
                let _ = trace.buffer_at(i);
                let _ = trace.removed_text(i);
            }
            if let Err(e) = plain {
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Linear time: these finish only if the path steps are linear (a quadratic rewriting would
// take hours). Nothing is timed; the results are asserted.

/// A base whose path has 10,000 `x` segments before its last segment `d`.
fn deep_base(prefix: &str) -> String {
    format!("{prefix}{}d", "x/".repeat(10_000))
}

#[test]
fn rfc1808_a_hundred_thousand_dotdots() {
    let base = deep_base("http://a/");
    let reference = "../".repeat(100_000);
    // 6c removes the 10,000 `x/../` pairs; the remaining 90,000 `..` cannot be removed
    // (draft-06: <segment> "not equal to ".."") and stay, like `http://a/../g`.
    let mut trace = Trace::default();
    let result = resolve_with(
        Spec::Rfc1808,
        &base,
        &reference,
        &Options::default(),
        &mut trace,
    )
    .unwrap();
    assert_eq!(result, format!("http://a/{}", "../".repeat(90_000)));
    assert_eq!(removal_count(&trace, "Step 6c"), 10_000);
    // draft-05: the `../../` pairs go too, and nothing is left.
    let result = resolve_with(
        Spec::Rfc1808,
        &base,
        &reference,
        &options(true),
        &mut NoTrace,
    )
    .unwrap();
    assert_eq!(result, "http://a/");
}

#[test]
fn rfc1808_a_hundred_thousand_dot_segments() {
    let base = deep_base("http://a/");
    let reference = "a/./b/../".repeat(100_000);
    let result = resolve_with(
        Spec::Rfc1808,
        &base,
        &reference,
        &Options::default(),
        &mut NoTrace,
    )
    .unwrap();
    assert_eq!(
        result,
        format!("http://a/{}{}", "x/".repeat(10_000), "a/".repeat(100_000))
    );
}

#[test]
fn rfc1630_a_hundred_thousand_dotdots() {
    let base = deep_base("http://a/");
    let reference = "../".repeat(100_000);
    // R4 removes the 10,000 `x/../`, then (`xxx` may be `..`) the 90,000 `..` in pairs: the
    // host is protected, so the path ends as `/`.
    let mut trace = Trace::default();
    let result = resolve_with(
        Spec::Rfc1630,
        &base,
        &reference,
        &Options::default(),
        &mut trace,
    )
    .unwrap();
    assert_eq!(result, "http://a/");
    assert_eq!(removal_count(&trace, "R4"), 10_000 + 45_000);
}

#[test]
fn rfc1630_a_hundred_thousand_dot_segments() {
    let base = deep_base("http://a/");
    let reference = "a/./b/../".repeat(100_000);
    let result = resolve_with(
        Spec::Rfc1630,
        &base,
        &reference,
        &Options::default(),
        &mut NoTrace,
    )
    .unwrap();
    assert_eq!(
        result,
        format!("http://a/{}{}", "x/".repeat(10_000), "a/".repeat(100_000))
    );
}

/// A megabyte of slashes: slash-run matching is linear too.
#[test]
fn rfc1630_a_megabyte_of_slashes() {
    let base = format!("http://a/{}b", "/".repeat(1_000_000));
    let reference = format!("{}g", "/".repeat(999_999));
    let result = resolve_with(
        Spec::Rfc1630,
        &base,
        &reference,
        &Options::default(),
        &mut NoTrace,
    );
    assert!(result.is_err(), "no run of exactly 999,999 slashes exists");
    let reference = format!("{}g", "/".repeat(1_000_001));
    let result = resolve_with(
        Spec::Rfc1630,
        &base,
        &reference,
        &Options::default(),
        &mut NoTrace,
    )
    .unwrap();
    assert_eq!(result, format!("http://a{reference}"));
}
