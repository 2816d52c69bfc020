//! uriscope's WHATWG parser against the `url` crate (2.5.8) on generated URL-shaped inputs:
//! every attribute of the JavaScript `URL` object, and failure, must agree, except where the
//! crate departs from the Standard. Each such class of difference is recognised by a narrow
//! test (it must explain the crate's answer exactly, not merely excuse a mismatch), and pinned
//! below by a test that quotes the step of the Standard that decides it. The departures, and
//! how each is recognised, are in `tests/common/whatwg_departures.rs`.

#[path = "common/whatwg_departures.rs"]
mod whatwg_departures;

use proptest::prelude::*;
use uriscope::whatwg::ValidationError;
use whatwg_departures::{
    Departure, agree, classify, our_attributes, ours, their_attributes, theirs,
};

// Generators: URL-shaped text, with the pieces that matter to the parser.

fn one_of(items: &'static [&'static str]) -> impl Strategy<Value = String> + Clone {
    prop::sample::select(items).prop_map(str::to_owned)
}

fn scheme() -> impl Strategy<Value = String> {
    one_of(&[
        "http", "HTTPS", "ws", "wss", "ftp", "file", "FILE", "foo", "sc", "data", "blob", "mailto",
        "non-spec", "a+b.c-d",
    ])
}

fn slashes() -> impl Strategy<Value = String> {
    one_of(&[
        "", "/", "//", "//", "///", "\\", "\\\\", "/\\", "\\/", "////",
    ])
}

fn userinfo() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => Just(String::new()),
        1 => one_of(&["user@", "user:pass@", ":@", "@", "a@b@", "u:p:q@", "%75@", "ü:é@", "a b@", "a:@b@"]),
    ]
}

fn host() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => one_of(&[
            "a", "example.com", "EXAMPLE.com", "bücher.de", "xn--bcher-kva.de", "ＡＢ.com", "a..b",
            "a.", "localhost", "LOCALHOST", "xn--", "a%2eb", "%41", "%zz", "a b", "a^b", "a|b",
            "a<b", "", "\u{AD}", "a\u{3002}b", "%ef%bc%a1",
        ]),
        3 => one_of(&[
            "1.2.3.4", "0x7f.1", "0300.0250.0.1", "4294967295", "4294967296", "1.2.3.4.5",
            "1.2.3.4.", "256.1", "1.256", "09", "0x", "1.0x", "999999999999999999999", "1..2",
            "0x100000000", "1.2.0x10000",
        ]),
        3 => one_of(&[
            "[::1]", "[1:2:3:4:5:6:7:8]", "[::ffff:1.2.3.4]", "[1::2::3]", "[::1", "[:1]",
            "[1:2:3:4:5:6:7:8:9]", "[0:0:0:0:0:0:0:0]", "[1:0:0:2:0:0:0:3]", "[::1.2.3.256]",
            "[::01.2.3.4]", "[1:2:3]", "[1:]", "[ABCD::]", "[::1.2.3]",
        ]),
        1 => one_of(&["C:", "c|", "C|"]),
    ]
}

fn port() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => Just(String::new()),
        1 => one_of(&[":", ":80", ":8080", ":0", ":00080", ":65535", ":65536", ":99999999999", ":a", ":443", ":21"]),
    ]
}

fn segment() -> impl Strategy<Value = String> {
    one_of(&[
        "a", "b", ".", "..", "%2e", "%2E%2e", ".%2e", "C:", "c|", "", "x y", "é", "%zz", "^", "{",
        "`", "'", "\"", "<", "|", "%00", "\u{0}", "@", ":",
    ])
}

fn path() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((segment(), one_of(&["/", "/", "\\"])), 0..5),
        one_of(&["", "/", "\\"]),
    )
        .prop_map(|(segments, lead)| {
            let mut path = lead;
            for (i, (segment, separator)) in segments.iter().enumerate() {
                if i > 0 {
                    path.push_str(separator);
                }
                path.push_str(segment);
            }
            path
        })
}

fn query_or_fragment(mark: &'static str) -> impl Strategy<Value = String> {
    prop_oneof![
        2 => Just(String::new()),
        1 => prop::collection::vec(one_of(&["a", "=", "&", "'", " ", "\"", "<", "%", "%zz", "é", "\\", "?", "/", "`", "#", "{"]), 0..4)
            .prop_map(move |parts| format!("{mark}{}", parts.concat())),
    ]
}

fn authority() -> impl Strategy<Value = String> {
    (userinfo(), host(), port()).prop_map(|(userinfo, host, port)| userinfo + &host + &port)
}

/// An absolute URL string (possibly invalid).
fn absolute() -> impl Strategy<Value = String> {
    (
        scheme(),
        slashes(),
        prop::option::of(authority()),
        path(),
        query_or_fragment("?"),
        query_or_fragment("#"),
    )
        .prop_map(|(scheme, slashes, authority, path, query, fragment)| {
            format!(
                "{scheme}:{slashes}{}{path}{query}{fragment}",
                authority.unwrap_or_default()
            )
        })
}

/// A relative reference (possibly with a scheme-relative authority).
fn relative() -> impl Strategy<Value = String> {
    (
        prop::option::of((slashes(), authority())),
        path(),
        query_or_fragment("?"),
        query_or_fragment("#"),
    )
        .prop_map(|(authority, path, query, fragment)| {
            let authority =
                authority.map_or(String::new(), |(slashes, authority)| slashes + &authority);
            format!("{authority}{path}{query}{fragment}")
        })
}

/// Leading/trailing C0 controls and spaces, and tabs or newlines anywhere.
fn with_noise(text: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (
        text,
        one_of(&["", "", "", " ", "\u{0} ", "\u{1F}"]),
        one_of(&["", "", "", " ", " \u{0}"]),
        prop::collection::vec(
            (any::<prop::sample::Index>(), one_of(&["\t", "\n", "\r"])),
            0..2,
        ),
    )
        .prop_map(|(mut text, lead, trail, inserts)| {
            for (index, insert) in inserts {
                let boundaries: Vec<usize> = (0..=text.len())
                    .filter(|&i| text.is_char_boundary(i))
                    .collect();
                text.insert_str(boundaries[index.index(boundaries.len())], &insert);
            }
            format!("{lead}{text}{trail}")
        })
}

const BASES: &[&str] = &[
    "http://a/b/c/d;p?q",
    "https://user:pass@h:8080/p/q?x#f",
    "foo://host/a/b",
    "non-spec:/a/b",
    "foo:/",
    "sc:opaque",
    "about:blank",
    "file:///C:/a/b",
    "file://host/a/b",
    "file:///",
    "ws://w/",
];

fn case() -> impl Strategy<Value = (Option<String>, String)> {
    prop_oneof![
        1 => (Just(None), with_noise(absolute())),
        2 => (
            prop_oneof![3 => one_of(BASES), 1 => absolute()].prop_map(Some),
            with_noise(prop_oneof![2 => relative(), 1 => absolute()]),
        ),
    ]
}

proptest! {
    // 4000 cases by default; more with PROPTEST_CASES.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(4000),
        ..ProptestConfig::default()
    })]

    #[test]
    fn agrees_with_the_url_crate_where_it_follows_the_standard((base, input) in case()) {
        let base = base.as_deref();
        let ours = ours(base, &input);
        let theirs = theirs(base, &input);
        if !agree(&ours, &theirs) {
            let departure = classify(base, &input, &ours, &theirs);
            prop_assert!(
                departure.is_some(),
                "{base:?} + {input:?}: ours {:?}, the url crate's {:?}",
                ours.as_ref().map(our_attributes),
                theirs.as_ref().map(their_attributes),
            );
        }
    }
}

// Each departure, pinned: the Standard's value, and the crate's other answer.

fn href(base: Option<&str>, input: &str) -> Option<String> {
    ours(base, input).ok().map(|url| url.as_str().to_owned())
}

fn their_href(base: Option<&str>, input: &str) -> Option<String> {
    theirs(base, input).ok().map(String::from)
}

#[test]
fn backslash_against_a_base_that_is_not_special_is_a_code_point() {
    // Relative state: "Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus
    // validation error, set state to relative slash state." `foo` is not special, so the path
    // state takes `\` as a code point of the segment.
    assert_eq!(
        href(Some("foo://host/a/b"), "\\..").as_deref(),
        Some("foo://host/a/\\..")
    );
    assert_eq!(
        their_href(Some("foo://host/a/b"), "\\..").as_deref(),
        Some("foo://host/")
    );
    assert_eq!(
        href(Some("non-spec:/a/b"), "\\\\x").as_deref(),
        Some("non-spec:/a/\\\\x")
    );
    assert_eq!(
        their_href(Some("non-spec:/a/b"), "\\\\x").as_deref(),
        Some("non-spec://x")
    );
}

#[test]
fn three_slashes_against_a_base_of_the_same_special_scheme() {
    // Relative slash state: "If url is special and c is U+002F (/) or U+005C (\), then ... set
    // state to special authority ignore slashes state", which skips every `/` and `\`.
    assert_eq!(
        href(Some("http://a/b"), "///x").as_deref(),
        Some("http://x/")
    );
    assert_eq!(
        href(Some("http://a/b"), "/\\/\\x/y").as_deref(),
        Some("http://x/y")
    );
    assert_eq!(their_href(Some("http://a/b"), "///x"), None);
}

#[test]
fn file_paths_keep_their_leading_empty_segments() {
    // Path state: "Otherwise, if buffer is not a single-dot URL path segment, then: ... Append
    // buffer to url's path." An empty buffer is appended like any other.
    assert_eq!(href(None, "file:////foo").as_deref(), Some("file:////foo"));
    assert_eq!(
        href(Some("file://host/a"), ".//x").as_deref(),
        Some("file://host//x")
    );
    assert_eq!(
        their_href(None, "file:////foo").as_deref(),
        Some("file:///foo")
    );
}

#[test]
fn a_drive_letter_keeps_the_file_host() {
    // Path state: "If url's scheme is "file", url's path is empty, and buffer is a Windows
    // drive letter, then replace the second code point in buffer with U+003A (:)." The host
    // stays.
    assert_eq!(
        href(Some("file://host/a"), "C|").as_deref(),
        Some("file://host/C:")
    );
    assert_eq!(
        href(None, "file://example.net/C:/").as_deref(),
        Some("file://example.net/C:/")
    );
    assert_eq!(
        their_href(Some("file://host/a"), "C|").as_deref(),
        Some("file:///C:")
    );
}

#[test]
fn a_drive_letter_after_an_empty_file_host_is_normalized() {
    // File host state: an empty buffer sets the empty host and goes to the path start state;
    // then the path state: "If url's scheme is "file", url's path is empty, and buffer is a
    // Windows drive letter, then replace the second code point in buffer with U+003A (:)."
    assert_eq!(href(None, "file:///c|/x").as_deref(), Some("file:///c:/x"));
    assert_eq!(
        href(Some("file:///a/b"), "///C|").as_deref(),
        Some("file:///C:")
    );
    assert_eq!(
        their_href(None, "file:///c|/x").as_deref(),
        Some("file:///c|/x")
    );
}

#[test]
fn a_space_before_query_or_fragment_in_an_opaque_path_is_encoded() {
    // Opaque path state: "If c is U+0020 SPACE: If remaining starts with U+003F (?) or U+0023
    // (#), then append "%20" to url's path. Otherwise, append U+0020 SPACE to url's path."
    assert_eq!(href(None, "sc:a #b").as_deref(), Some("sc:a%20#b"));
    assert_eq!(href(None, "data:x  ?y").as_deref(), Some("data:x %20?y"));
    assert_eq!(href(None, "sc:a b").as_deref(), Some("sc:a b"));
    assert_eq!(their_href(None, "sc:a #b").as_deref(), Some("sc:a #b"));
}

#[test]
fn backslash_after_a_port_of_a_url_that_is_not_special_fails() {
    // Port state: the port ends at "c is the EOF code point, U+002F (/), U+003F (?), or U+0023
    // (#)" or "url is special and c is U+005C (\)"; "Otherwise, port-invalid validation error,
    // return failure."
    let failure = ours(None, "blob://foo:\\x").unwrap_err();
    assert_eq!(
        (failure.error, failure.at),
        (ValidationError::PortInvalid, 11)
    );
    assert_eq!(
        their_href(None, "blob://foo:\\x").as_deref(),
        Some("blob://foo/\\x")
    );
    assert_eq!(
        href(None, "http://foo:\\x").as_deref(),
        Some("http://foo/x")
    );
}

#[test]
fn an_at_sign_with_no_host_after_it_fails() {
    // Authority state: "If atSignSeen is true and buffer is the empty string, host-missing
    // validation error, return failure."
    let failure = ours(None, "sc://@").unwrap_err();
    assert_eq!(
        (failure.error, failure.at),
        (ValidationError::HostMissing, 6)
    );
    assert_eq!(
        ours(Some("foo:/"), "//@").unwrap_err().error,
        ValidationError::HostMissing
    );
    assert_eq!(their_href(None, "sc://@").as_deref(), Some("sc://"));
    assert_eq!(
        href(None, "sc://").as_deref(),
        Some("sc://"),
        "no @: the empty host"
    );
}

#[test]
fn dot_dot_removes_a_drive_letter_outside_file_urls() {
    // "To shorten a url's path: ... If url's scheme is "file", path's size is 1, and path[0]
    // is a normalized Windows drive letter, then return. Remove path's last item, if any."
    // The exception is for `file:` alone.
    assert_eq!(href(None, "http://a/C:/..").as_deref(), Some("http://a/"));
    assert_eq!(href(None, "foo:/C:/../b").as_deref(), Some("foo:/b"));
    assert_eq!(href(None, "file:///C:/..").as_deref(), Some("file:///C:/"));
    assert_eq!(href(None, "http://a/c|/..").as_deref(), Some("http://a/"));
    assert_eq!(
        their_href(None, "http://a/C:/..").as_deref(),
        Some("http://a/C:/")
    );
}

#[test]
fn a_tab_after_a_drive_letter_is_removed_before_parsing() {
    // Basic URL parser step 3: "Remove all ASCII tab or newline from input", before the state
    // machine runs, so `u:\tp` is the segment `u:p`.
    assert_eq!(
        href(None, "file://host/u:\tp/x").as_deref(),
        Some("file://host/u:p/x")
    );
    assert_eq!(
        href(Some("file:///a/b"), "/C|\n/x").as_deref(),
        Some("file:///C:/x")
    );
    assert_eq!(
        their_href(None, "file://host/u:\tp/x").as_deref(),
        Some("file://host/u:/p/x")
    );
    // The crate leaves the segment after its `/` unread, `.` included.
    assert_eq!(href(None, "file:h:\t./a").as_deref(), Some("file:///h:./a"));
    assert_eq!(
        their_href(None, "file:h:\t./a").as_deref(),
        Some("file:///h:/./a")
    );
}

#[test]
fn a_blob_url_has_an_origin_only_from_http_and_https() {
    // The origin of a URL, for "blob": "If pathURL's scheme is "http", "https", or "file",
    // then return pathURL's origin. Return a new opaque origin." A `file:` URL's origin is
    // opaque itself; urltestdata.json gives `null` for `blob:ws://example.org/`.
    let origin = |input: &str| ours(None, input).unwrap().attributes().origin;
    assert_eq!(origin("blob:https://x:443/y"), "https://x");
    assert_eq!(origin("blob:ws://x/y"), "null");
    assert_eq!(origin("blob:file://host/path"), "null");
    assert_eq!(
        theirs(None, "blob:ws://x/y")
            .unwrap()
            .origin()
            .ascii_serialization(),
        "ws://x"
    );
}

#[test]
fn an_ascii_domain_is_lowercased_even_where_to_ascii_refuses_it() {
    // The domain parser: "If domain is an ASCII string, then set result to domain,
    // lowercased", "regardless of Unicode ToASCII's outcome, due to web compatibility".
    assert_eq!(
        href(None, "http://a.b.c.XN--pokxncvks").as_deref(),
        Some("http://a.b.c.xn--pokxncvks/")
    );
    assert_eq!(
        href(Some("https://xn--/a"), "b").as_deref(),
        Some("https://xn--/b")
    );
    assert_eq!(
        href(None, "http://u:p@xn--a.com:81/").as_deref(),
        Some("http://u:p@xn--a.com:81/")
    );
    assert_eq!(their_href(None, "http://a.b.c.xn--pokxncvks"), None);
    // A domain that is not ASCII still goes through ToASCII, which fails on the same label.
    assert!(ours(None, "http://xn--pokxncvks.\u{FC}/").is_err());
}

#[test]
fn a_caret_in_a_path_is_percent_encoded() {
    // Path state: "UTF-8 percent-encode c using the path percent-encode set", which is "the
    // query percent-encode set and U+003F (?), U+005E (^), U+0060 (`), U+007B ({), and U+007D
    // (})". An opaque path uses the C0 control percent-encode set, a query the query set:
    // neither has `^`.
    assert_eq!(
        href(None, "http://a/b^c").as_deref(),
        Some("http://a/b%5Ec")
    );
    assert_eq!(href(None, "foo://h/^").as_deref(), Some("foo://h/%5E"));
    assert_eq!(href(None, "foo:^").as_deref(), Some("foo:^"));
    assert_eq!(
        href(None, "http://a/?^#^").as_deref(),
        Some("http://a/?^#^")
    );
    assert_eq!(
        their_href(None, "http://a/b^c").as_deref(),
        Some("http://a/b^c")
    );
}

#[test]
fn each_departure_is_recognised_by_the_classifier() {
    let cases = [
        (
            Some("foo://host/a/b"),
            "\\..",
            Departure::BackslashAgainstNonSpecialBase,
        ),
        (
            Some("http://a/b"),
            "///x",
            Departure::SlashesAgainstSameSchemeBase,
        ),
        (None, "file:////foo", Departure::FileLeadingEmptySegments),
        (
            Some("file://host/a"),
            "C|",
            Departure::FileDriveLetterDropsHost,
        ),
        (
            None,
            "file:///c|/x",
            Departure::FileDriveLetterPipeAfterEmptyHost,
        ),
        (None, "sc:a #b", Departure::OpaquePathSpace),
        (None, "blob://foo:\\x", Departure::NonSpecialPortBackslash),
        (
            None,
            "sc://@",
            Departure::NonSpecialEmptyHostAfterCredentials,
        ),
        (None, "http:a/C:/..", Departure::DotDotKeepsDriveLetter),
        (None, "file://host/u:\tp/x", Departure::FileDriveLetterTab),
        (None, "file:h:\t./a", Departure::FileDriveLetterTab),
        (None, "blob:ws://x/y", Departure::BlobOriginOfOtherSchemes),
        (
            None,
            "http://u:p@a.XN--pokxncvks:81/",
            Departure::AsciiDomainToAsciiRefuses,
        ),
        (
            Some("https://xn--/a"),
            "b",
            Departure::AsciiDomainToAsciiRefuses,
        ),
        (Some("http://a/b"), "c^d", Departure::CaretInPath),
        (None, "file:///C:/../^", Departure::CaretInPath),
    ];
    for (base, input, departure) in cases {
        let classified = classify(base, input, &ours(base, input), &theirs(base, input));
        assert_eq!(classified, Some(departure), "{base:?} + {input:?}");
    }
}
