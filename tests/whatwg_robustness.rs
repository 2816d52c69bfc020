//! The WHATWG parser takes any input: nothing panics, the result and the trace grow linearly
//! with the input (checked on their sizes, never on time), and nothing from the input reaches
//! an output raw.

use proptest::prelude::*;
use uriscope::__private::sweeps;
use uriscope::text::escape::needs_escape;
use uriscope::trace::Event;
use uriscope::trace::{NoTrace, Observer, Trace};
use uriscope::whatwg::{
    Act, BufferEdit, Edit, Failure, HostStep, Url, Validation, ValidationError, parse, parse_with,
};

#[path = "common/whatwg_lines.rs"]
mod whatwg_lines;

/// Characters that matter to the parser, controls and invisible characters, non-ASCII text,
/// and anything at all.
fn nasty_char() -> impl Strategy<Value = char> {
    prop_oneof![
        6 => prop::sample::select(
            &['/', '\\', '.', '%', ':', '?', '#', '@', '[', ']', ' ', 'a', 'C', '|', '1', 'x', '2', 'e', 'f', 'E'][..]
        ),
        2 => prop::sample::select(
            &['\0', '\t', '\n', '\r', '\x1b', '\x7f', '\u{85}', '\u{ad}', '\u{202e}', '\u{200b}', '\u{feff}', '\u{3002}', 'é', 'ß', '中', '😀', '\u{10ffff}', '\u{fdd0}'][..]
        ),
        1 => any::<char>(),
    ]
}

fn nasty_string() -> impl Strategy<Value = String> {
    prop::collection::vec(nasty_char(), 0..40).prop_map(|chars| chars.into_iter().collect())
}

/// A scheme (special or not, or none) in front of nasty text.
fn url_ish() -> impl Strategy<Value = String> {
    (
        prop::sample::select(
            &[
                "", "http://", "https:", "file:", "file:///", "sc:", "sc://", "blob:", "ws:\\\\",
            ][..],
        ),
        nasty_string(),
    )
        .prop_map(|(scheme, rest)| format!("{scheme}{rest}"))
}

/// Parse `input` against `base` every way there is, and check what can be checked of any
/// result.
fn parse_everything(base: Option<&str>, input: &str) -> Result<(), TestCaseError> {
    let base_url = base.and_then(|base| parse(base, None).ok());
    let untraced = parse_with(input, base_url.as_ref(), &mut NoTrace);
    let mut trace = Trace::default();
    let traced = parse_with(input, base_url.as_ref(), &mut trace);
    let mut errors = Validation::default();
    let with_errors = parse_with(input, base_url.as_ref(), &mut errors);
    prop_assert_eq!(&untraced, &traced);
    prop_assert_eq!(&untraced, &with_errors);

    for c in whatwg_lines::lines(&trace).chars() {
        prop_assert!(
            c == '\n' || c == '\\' || !needs_escape(c),
            "{:?} in the trace",
            c
        );
    }
    for &(_, at) in &errors.input {
        prop_assert!(at <= input.len() && input.is_char_boundary(at));
    }
    match &untraced {
        Ok(url) => check_url(url)?,
        Err(failure) => {
            prop_assert!(failure.at <= input.len() && input.is_char_boundary(failure.at));
            prop_assert_eq!(errors.input.last(), Some(&(failure.error, failure.at)));
            for c in failure.to_string().chars() {
                prop_assert!(c == '\\' || !needs_escape(c), "{:?} in the failure", c);
            }
        }
    }
    Ok(())
}

/// A URL's serialization is printable ASCII, its attributes are parts of it, and parsing it
/// again gives it back (the serializer's `/.` is there for that).
fn check_url(url: &Url) -> Result<(), TestCaseError> {
    let href = url.as_str();
    prop_assert!(
        href.bytes().all(|b| (b' '..=b'~').contains(&b)),
        "{:?}",
        href
    );
    let attributes = url.attributes();
    for part in [
        attributes.protocol,
        attributes.username,
        attributes.password,
        attributes.host,
        attributes.pathname,
        attributes.search,
        attributes.hash,
    ] {
        prop_assert!(href.contains(part));
    }
    let again = parse(href, None);
    prop_assert_eq!(
        again.as_ref().map(Url::as_str),
        Ok(href),
        "serialization parses back"
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]

    #[test]
    fn parsing_takes_any_input(input in url_ish()) {
        parse_everything(None, &input)?;
    }

    #[test]
    fn parsing_takes_any_unicode(input in any::<String>()) {
        parse_everything(None, &input)?;
    }

    #[test]
    fn parsing_takes_any_input_against_any_base(base in url_ish(), input in nasty_string()) {
        parse_everything(Some(&base), &input)?;
    }

    #[test]
    fn parsing_takes_any_input_against_usual_bases(
        base in prop::sample::select(&["http://a/b/c/d;p?q", "foo://h/a/b", "file:///C:/a", "sc:x", "non-spec:/a"][..]),
        input in nasty_string(),
    ) {
        parse_everything(Some(base), &input)?;
    }
}

// Large inputs: linear results and traces.

/// Counts the parser's acts and the bytes of text they carry.
#[derive(Default)]
struct Size {
    calls: usize,
    text: usize,
}

impl Observer for Size {
    fn on_event(&mut self, event: Event<'_>) {
        let Event::Whatwg { act, .. } = event else {
            return;
        };
        if matches!(act, Act::Failure(_)) {
            return;
        }
        self.calls += 1;
        self.text += match act {
            Act::Buffer(BufferEdit::Append(text) | BufferEdit::Replace(text)) => text.len(),
            Act::Buffer(BufferEdit::Prepend(text)) => text.len(),
            Act::Record(change) => match change.edit {
                Edit::Set(text) | Edit::Append(text) | Edit::Push(text) | Edit::Pop(text) => {
                    text.len()
                }
                Edit::Null => 0,
            },
            Act::Host(HostStep::DomainParser { ascii, .. }) => ascii.len(),
            Act::Host(HostStep::Ipv4Part { text, .. }) => text.len(),
            _ => 0,
        };
    }
}

/// Parses `input` against `base`, traced (the untraced parse is the same code without the
/// hooks; the properties above check they agree): the result and the trace stay within a
/// constant factor of the input.
fn parse_large(base: Option<&str>, input: &str) -> (Result<Url, Failure>, Size) {
    let base = base.map(|base| parse(base, None).unwrap());
    let mut size = Size::default();
    let result = parse_with(input, base.as_ref(), &mut size);
    if let Ok(url) = &result {
        // Percent-encoding at most triples a byte.
        let base_len = base.as_ref().map_or(0, |base| base.as_str().len());
        assert!(url.as_str().len() <= 3 * input.len() + base_len + 16);
    }
    // A state runs a code point at most a few times (the authority's buffer is read again by
    // the host state); each run reports a few hooks and each hook a small delta.
    assert!(
        size.calls <= 12 * input.len() + 64,
        "{} calls for {} bytes",
        size.calls,
        input.len()
    );
    assert!(
        size.text <= 12 * input.len() + 64,
        "{} bytes of trace for {} bytes",
        size.text,
        input.len()
    );
    (result, size)
}

const MB: usize = 1 << 20;

/// 100,000 of each under a full sweep, 20,000 otherwise.
#[test]
fn dot_dot_segments_by_the_hundred_thousand() {
    let n = sweeps::pick(100_000, 20_000);
    let (result, _) = parse_large(Some("http://a/b/c/d"), &"../".repeat(n));
    assert_eq!(result.unwrap().as_str(), "http://a/");
    let (result, _) = parse_large(Some("http://a/b/c/d"), &"%2e%2e/".repeat(n));
    assert_eq!(result.unwrap().as_str(), "http://a/");
    let (result, _) = parse_large(Some("foo://h/a"), &"a/./b/../".repeat(n));
    assert_eq!(
        result.unwrap().as_str(),
        format!("foo://h/{}", "a/".repeat(n))
    );
    let (result, _) = parse_large(Some("file:///C:/a"), &"..\\".repeat(n));
    assert_eq!(result.unwrap().as_str(), "file:///C:/");
}

#[test]
fn backslashes_by_the_ten_thousand() {
    let slashes = "\\".repeat(10_000);
    // Special: every `\` is skipped by the special authority ignore slashes state, and then
    // there is no host.
    let (result, _) = parse_large(Some("http://a/b"), &slashes);
    assert_eq!(result.unwrap_err().error, ValidationError::HostMissing);
    let (result, _) = parse_large(Some("http://a/b"), &format!("x{slashes}"));
    assert_eq!(
        result.unwrap().as_str(),
        format!("http://a/x{}", "/".repeat(10_000))
    );
    // Not special: `\` is a code point of the segment.
    let (result, _) = parse_large(Some("foo://h/a/b"), &slashes);
    assert_eq!(result.unwrap().as_str(), format!("foo://h/a/{slashes}"));
    let (result, _) = parse_large(None, &format!("file:{slashes}x"));
    assert_eq!(
        result.unwrap().as_str(),
        format!("file:///{}x", "/".repeat(9_997))
    );
}

#[test]
fn megabyte_inputs() {
    let cases = [
        format!("http://a/{}", "x".repeat(MB)),
        format!("http://a/{}", "é".repeat(MB / 2)),
        format!("http://a/?{}", "\u{0}".repeat(MB)),
        format!("http://a/#{}", " ".repeat(MB)),
        format!("sc:{}#", " ".repeat(MB)),
        format!("http://{}/", "a".repeat(MB)),
        format!("http://{}/", "é".repeat(MB / 2)),
        format!("sc://{}/", "é".repeat(MB / 2)),
        format!("http://{}h/", "u@".repeat(MB / 2)),
        format!("http://{}h/", "@".repeat(MB)),
        format!("http://h:{}/", "0".repeat(MB)),
        format!("http://h/{}", "\t\n".repeat(MB / 2)),
        format!("{}http://h/{}", " ".repeat(MB / 2), "\u{1}".repeat(MB / 2)),
        format!("{}http://h/", "blob:".repeat(MB / 5)),
        // Empty labels: a domain that does not end in a number.
        format!("http://1.{}/", ".".repeat(MB)),
        "a".repeat(MB),
        ":".repeat(MB),
        "/".repeat(MB),
    ];
    for input in &cases {
        let (result, _) = parse_large(Some("http://base/"), input);
        if let Ok(url) = result {
            let _ = url.origin();
        }
    }
    // Credentials before every `@` but the last: `%40` for each, nothing dropped.
    let (result, _) = parse_large(None, &format!("http://{}h/", "@".repeat(MB)));
    assert_eq!(result.unwrap().username().len(), 3 * (MB - 1));
}

#[test]
fn long_ip_address_garbage() {
    // A quarter of a megabyte each: the host state reads the text twice, the IP parsers stop
    // early, nothing is kept.
    const N: usize = MB / 4;
    let cases = [
        format!("http://[{}]/", "1:".repeat(N / 2)),
        format!("http://[{}]/", ":".repeat(N)),
        format!("http://[::{}]/", "1.".repeat(N / 2)),
        format!("http://[{}", "f".repeat(N)),
        format!("http://{}1/", "1.".repeat(N / 2)),
        format!("http://{}/", "9".repeat(N)),
        format!("http://0x{}/", "f".repeat(N)),
        format!("http://0{}/", "7".repeat(N)),
    ];
    for input in &cases {
        let (result, _) = parse_large(None, input);
        assert!(result.is_err(), "{}…", &input[..20]);
    }
}

#[test]
fn the_trace_grows_linearly() {
    // Ten times the input, ten times the trace (by its hook calls and their text).
    for unit in [
        "../",
        "a/./b/../",
        "%2e%2e/",
        "x\\",
        "?a'b",
        "#a b",
        "é",
        "u@",
    ] {
        // Ten times as much: 10,000 and 100,000 under a full sweep, 2,000 and 20,000 otherwise.
        let small_count = sweeps::pick(10_000, 2_000);
        let small = parse_large(Some("http://a/b/c/d"), &unit.repeat(small_count)).1;
        let large = parse_large(Some("http://a/b/c/d"), &unit.repeat(10 * small_count)).1;
        assert!(
            large.calls <= 11 * small.calls,
            "{unit}: {} then {} calls",
            small.calls,
            large.calls
        );
        assert!(
            large.text <= 11 * small.text + 64,
            "{unit}: {} then {} bytes",
            small.text,
            large.text
        );
    }
}
