//! The WHATWG parser's trace, read as text (its acts, one per line): the states visited with
//! the pointer and the code point, the buffers' deltas, every change to the URL record with the
//! state that made it (and what a base URL step copies), the host parser's decisions, and the
//! validation errors by the Standard's names at their byte in the input as given.

use uriscope::text::escape::needs_escape;
use uriscope::trace::Trace;
use uriscope::whatwg::{Failure, State, Url, Validation, ValidationError, parse, parse_with};

#[path = "common/whatwg_lines.rs"]
mod whatwg_lines;

fn base(text: &str) -> Url {
    parse(text, None).expect("the base parses")
}

fn trace(base: Option<&str>, input: &str) -> (Result<Url, Failure>, String) {
    let base = base.map(self::base);
    let mut trace = Trace::default();
    let result = parse_with(input, base.as_ref(), &mut trace);
    (result, whatwg_lines::lines(&trace))
}

fn errors(base: Option<&str>, input: &str) -> Vec<(&'static str, usize)> {
    let base = base.map(self::base);
    let mut errors = Validation::default();
    let _ = parse_with(input, base.as_ref(), &mut errors);
    errors
        .input
        .iter()
        .map(|&(error, at)| (error.name(), at))
        .collect()
}

/// The lines of `text` from the first that starts with `from`, `count` of them.
fn lines_from<'a>(text: &'a str, from: &str, count: usize) -> Vec<&'a str> {
    let lines: Vec<&str> = text.lines().collect();
    let start = lines
        .iter()
        .position(|line| line.starts_with(from))
        .unwrap_or_else(|| panic!("no line starts with {from:?} in\n{text}"));
    lines[start..(start + count).min(lines.len())].to_vec()
}

#[test]
fn a_whole_trace_opaque_path_and_query() {
    let (result, text) = trace(None, "sc:x?y");
    assert_eq!(result.unwrap().as_str(), "sc:x?y");
    assert_eq!(
        text,
        r#"scheme start state at byte 0: U+0073 s
  buffer += "s"
scheme state at byte 1: U+0063 c
  buffer += "c"
scheme state at byte 2: U+003A :
  scheme = "sc"
  buffer = ""
  path = ""
opaque path state at byte 3: U+0078 x
  path += "x"
opaque path state at byte 4: U+003F ?
  query = ""
query state at byte 5: U+0079 y
  buffer += "y"
query state at byte 6: EOF
  query += "y"
  buffer = ""
"#
    );
}

#[test]
fn a_base_url_step_shows_what_it_copies() {
    // The relative state copies the base's components, then (c is neither `?` nor `#`) sets
    // the query to null and shortens the path; the path state's `..` shortens it again.
    let (result, text) = trace(Some("http://a/b/c/d;p?q"), "../g");
    assert_eq!(result.unwrap().as_str(), "http://a/b/g");
    assert_eq!(
        text,
        r#"scheme start state at byte 0: U+002E .
no scheme state at byte 0: U+002E .
relative state at byte 0: U+002E .
  scheme = "http" (from the base)
  username = "" (from the base)
  password = "" (from the base)
  host = "a" (from the base)
  port = null (from the base)
  path = "/b/c/d;p" (from the base)
  query = "q" (from the base)
  query = null
  path pop "d;p"
path state at byte 0: U+002E .
  buffer += "."
path state at byte 1: U+002E .
  buffer += "."
path state at byte 2: U+002F /
  path pop "c"
  buffer = ""
path state at byte 3: U+0067 g
  buffer += "g"
path state at byte 4: EOF
  path push "g"
  buffer = ""
"#
    );
    // A base with an opaque path lends its path and query to a fragment-only reference.
    let (result, text) = trace(Some("sc:op"), "#f");
    assert_eq!(result.unwrap().as_str(), "sc:op#f");
    assert_eq!(
        lines_from(&text, "no scheme state", 5),
        [
            "no scheme state at byte 0: U+0023 #",
            "  scheme = \"sc\" (from the base)",
            "  path = \"op\" (from the base)",
            "  query = null (from the base)",
            "  fragment = \"\"",
        ]
    );
}

#[test]
fn reverse_solidus_is_an_error_only_where_the_url_is_special() {
    // Relative state: "Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus
    // validation error, set state to relative slash state."
    let (result, text) = trace(Some("http://a/b"), "\\..");
    assert_eq!(result.unwrap().as_str(), "http://a/");
    assert_eq!(
        lines_from(&text, "relative state", 4),
        [
            "relative state at byte 0: U+005C \\",
            "  scheme = \"http\" (from the base)",
            "  validation error invalid-reverse-solidus at byte 0",
            "relative slash state at byte 1: U+002E .",
        ]
    );
    assert_eq!(
        errors(Some("http://a/b"), "\\.."),
        [("invalid-reverse-solidus", 0)]
    );

    // Not special: the relative state copies the base and the path state keeps `\` as a code
    // point, which is not a URL code point (invalid-URL-unit), never invalid-reverse-solidus.
    let (result, text) = trace(Some("foo://host/a/b"), "\\..");
    assert_eq!(result.unwrap().as_str(), "foo://host/a/\\..");
    assert!(!text.contains("invalid-reverse-solidus"), "{text}");
    assert_eq!(
        lines_from(&text, "path state at byte 0", 3),
        [
            "path state at byte 0: U+005C \\",
            "  validation error invalid-URL-unit at byte 0",
            "  buffer += \"\\\\\""
        ]
    );
    assert_eq!(
        errors(Some("foo://host/a/b"), "\\.."),
        [("invalid-URL-unit", 0)]
    );

    // In a special URL's path start and path states too. (The first `\` is reported twice:
    // by the special authority slashes state, and by the special authority ignore slashes
    // state, which reports every `/` or `\` it skips.)
    assert_eq!(
        errors(None, "http:\\\\h\\a\\b"),
        [
            ("special-scheme-missing-following-solidus", 5),
            ("special-scheme-missing-following-solidus", 5),
            ("special-scheme-missing-following-solidus", 6),
            ("invalid-reverse-solidus", 8),
            ("invalid-reverse-solidus", 10),
        ]
    );
}

#[test]
fn credentials_and_the_second_at_sign() {
    let (result, text) = trace(None, "http://a:b@@c:8080/");
    assert_eq!(result.unwrap().as_str(), "http://a:b%40@c:8080/");
    assert_eq!(
        lines_from(&text, "authority state at byte 10", 11),
        [
            "authority state at byte 10: U+0040 @",
            "  validation error invalid-credentials at byte 10",
            "  username += \"a\"",
            "  password += \"b\"",
            "  buffer = \"\"",
            "authority state at byte 11: U+0040 @",
            "  validation error invalid-credentials at byte 11",
            "  buffer = \"%40\" + buffer",
            "  password += \"%40\"",
            "  buffer = \"\"",
            "authority state at byte 12: U+0063 c",
        ]
    );
    // "Decrease pointer by buffer's code point length + 1": the host state reads `c:8080`
    // again, from byte 12.
    assert!(text.contains(
        "authority state at byte 18: U+002F /\n  buffer = \"\"\nhost state at byte 12: U+0063 c\n"
    ));
    assert!(text.contains("port state at byte 18: U+002F /\n  port = \"8080\"\n"));
}

#[test]
fn the_host_parsers_decisions() {
    let (_, text) = trace(None, "http://0x7f.1/");
    assert_eq!(
        lines_from(&text, "  host parser", 9),
        [
            "  host parser: domain, bytes 7..13",
            "  domain parser (ASCII lowercase): \"0x7f.1\"",
            "  ends in a number: true",
            // "If parts's size is less than 4, IPv4-too-few-parts validation error."
            "  validation error IPv4-too-few-parts at byte 7",
            "  IPv4 part \"0x7f\" radix 16 = 127",
            "  validation error IPv4-non-decimal-part at byte 7",
            "  IPv4 part \"1\" radix 10 = 1",
            "  IPv4 address 127.0.0.1",
            "  host = \"127.0.0.1\"",
        ]
    );
    let (_, text) = trace(None, "http://[1::2]/");
    assert_eq!(
        lines_from(&text, "  host parser", 6),
        [
            "  host parser: IPv6 parser, bytes 7..13",
            "  IPv6 piece 0 = 0x1",
            "  IPv6 compress = 2",
            "  IPv6 piece 2 = 0x2",
            "  IPv6 address 1::2",
            "  host = \"[1::2]\"",
        ]
    );
    // Pieces are reported as the parser sets them, before the compressed ones move to the end.
    let (_, text) = trace(None, "http://[::1.2.3.4]/");
    assert!(
        text.contains("  IPv6 piece 1 = 0x102\n  IPv6 piece 2 = 0x304\n  IPv6 address ::102:304\n"),
        "{text}"
    );
    let (_, text) = trace(None, "http://Bücher.de/");
    assert!(
        text.contains("  domain parser (UTS #46 ToASCII): \"xn--bcher-kva.de\"\n"),
        "{text}"
    );
    let (_, text) = trace(None, "sc://H%41/");
    assert!(
        text.contains("  host parser: opaque-host parser, bytes 5..9\n  host = \"H%41\"\n"),
        "{text}"
    );
    // The file host state's `localhost` is the empty host.
    let (result, text) = trace(None, "file://LocalHost/x");
    assert_eq!(result.unwrap().as_str(), "file:///x");
    assert!(text.contains("  domain parser (ASCII lowercase): \"localhost\"\n  ends in a number: false\n  host = \"\"\n"), "{text}");
}

#[test]
fn windows_drive_letter_quirks() {
    // File host state: a Windows drive letter is not a host; "buffer is not reset here and
    // instead used in the path state", which normalizes it.
    let (result, text) = trace(None, "file://C|/x");
    assert_eq!(result.unwrap().as_str(), "file:///C:/x");
    assert_eq!(
        lines_from(&text, "file host state at byte 9", 6),
        [
            "file host state at byte 9: U+002F /",
            "  validation error file-invalid-Windows-drive-letter-host at byte 9",
            "path state at byte 9: U+002F /",
            "  buffer = \"C:\"",
            "  path push \"C:\"",
            "  buffer = \"\"",
        ]
    );
    // File slash state: the base's drive letter is kept for a path without one.
    let (result, text) = trace(Some("file:///C:/a/b"), "/x");
    assert_eq!(result.unwrap().as_str(), "file:///C:/x");
    assert!(
        text.contains("  path push \"C:\" (from the base)\n"),
        "{text}"
    );
    // File state: a relative reference that starts with a drive letter replaces the path.
    let (result, text) = trace(Some("file:///C:/a/b"), "D|/x");
    assert_eq!(result.unwrap().as_str(), "file:///D:/x");
    assert!(
        text.contains(
            "  validation error file-invalid-Windows-drive-letter at byte 0\n  path = \"\"\n"
        ),
        "{text}"
    );
}

#[test]
fn positions_are_bytes_of_the_input_as_given() {
    // Two leading spaces and a tab are removed before the state machine runs; the space in
    // the host is byte 11 of what was typed (byte 8 of what the states read).
    let input = "  ht\ttp://a b/";
    assert_eq!(input.as_bytes()[11], b' ');
    let (result, text) = trace(None, input);
    let failure = result.unwrap_err();
    assert_eq!(
        (failure.state, failure.error, failure.at, failure.code_point),
        (State::Host, ValidationError::DomainToAscii, 11, Some(' '))
    );
    assert_eq!(
        failure.to_string(),
        "domain-to-ASCII at byte 11 (U+0020): Unicode ToASCII records an error when \
         CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true; the domain \
         parser: \"If result contains a forbidden domain code point, then return failure\"; the \
         host state returns failure"
    );
    assert!(text.starts_with(
        "  validation error invalid-URL-unit at byte 0\n  strip leading C0 control or space at bytes 0..2\n  validation error invalid-URL-unit at byte 4\n  remove ASCII tab or newline at bytes 4..5\nscheme start state at byte 2: U+0068 h\n"
    ));
    assert!(
        text.contains("host state at byte 13: U+002F /\n  host parser: domain, bytes 10..13\n"),
        "{text}"
    );
    assert_eq!(
        errors(None, input),
        [
            ("invalid-URL-unit", 0),
            ("invalid-URL-unit", 4),
            ("domain-to-ASCII", 11)
        ]
    );
}

#[test]
fn a_space_in_an_opaque_path_is_an_invalid_url_unit() {
    // Opaque path state: "Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation error."
    assert_eq!(errors(None, "sc:a b"), [("invalid-URL-unit", 4)]);
    assert_eq!(errors(None, "sc:a #b"), [("invalid-URL-unit", 4)]);
}

#[test]
fn every_failure_names_its_state_and_error() {
    let cases = [
        (
            "http://[::1",
            State::Host,
            ValidationError::Ipv6Unclosed,
            11,
        ),
        (
            "http://1.2.3.4.5/",
            State::Host,
            ValidationError::Ipv4TooManyParts,
            15,
        ),
        (
            "http://a:99999/",
            State::Port,
            ValidationError::PortOutOfRange,
            9,
        ),
        (
            "http://a:8x/",
            State::Port,
            ValidationError::PortInvalid,
            10,
        ),
        ("http://", State::Host, ValidationError::HostMissing, 7),
        (
            "http://u@/",
            State::Authority,
            ValidationError::HostMissing,
            9,
        ),
        (
            "g",
            State::NoScheme,
            ValidationError::MissingSchemeNonRelativeUrl,
            0,
        ),
        (
            "file://a^b/",
            State::FileHost,
            ValidationError::DomainToAscii,
            8,
        ),
        (
            "http://\u{AD}/",
            State::Host,
            ValidationError::DomainToAscii,
            7,
        ),
        (
            "http://xn--a.\u{FC}/",
            State::Host,
            ValidationError::DomainToAscii,
            7,
        ),
    ];
    for (input, state, error, at) in cases {
        let (result, text) = trace(None, input);
        let failure = result.unwrap_err();
        assert_eq!(
            (failure.state, failure.error, failure.at),
            (state, error, at),
            "{input}"
        );
        let last = text.lines().last().unwrap();
        assert_eq!(last, format!("  failure: {failure}"));
        assert!(
            last.contains(error.name()) && last.contains(state.name()),
            "{last}"
        );
        // The error that ends the parse is also a validation error, reported just before.
        let errors = errors(None, input);
        assert_eq!(errors.last(), Some(&(error.name(), at)), "{input}");
    }
}

#[test]
fn no_text_from_the_input_reaches_the_trace_raw() {
    let input = "sc:\u{202E}a\u{0}b?\u{7F}\u{200B}#\u{1B}[2J";
    let (_, text) = trace(None, input);
    for c in text.chars() {
        assert!(
            c == '\n' || c == '\\' || !needs_escape(c),
            "{c:?} in\n{text}"
        );
    }
    let (result, text) = trace(None, "http://a/\u{202E}b");
    assert_eq!(result.unwrap().as_str(), "http://a/%E2%80%AEb");
    assert!(text.contains("path state at byte 9: U+202E\n"), "{text}");
    for c in text.chars() {
        assert!(
            c == '\n' || c == '\\' || !needs_escape(c),
            "{c:?} in\n{text}"
        );
    }
}
