//! `uriscope iri-to-uri` and `uriscope uri-to-iri`, the real binary: RFC 3987's own examples
//! through the command line, the steps of `--trace`, the keys of `--json`, batch mode, and a
//! property test that a URI converted to an IRI maps back to itself (§3.2's promise).

#[path = "common/binary.rs"]
mod binary;
use binary::{stderr, stdout, uriscope, uriscope_stdin};
#[allow(dead_code)]
#[path = "common/fuzz_checks.rs"]
mod fuzz_checks;
use proptest::prelude::*;
use uriscope::grammar::Grammar;
use uriscope::text::iri::{IriOptions, iri_to_uri, uri_to_iri};

#[test]
fn rfc_3987_s_examples_through_the_command_line() {
    // §3.2.1, each example's step 5 (in XML notation there).
    for (uri, iri) in [
        (
            "http://www.example.org/D%C3%BCrst",
            "http://www.example.org/D\u{FC}rst",
        ),
        (
            "http://www.example.org/D%FCrst",
            "http://www.example.org/D%FCrst",
        ),
        (
            "http://xn--99zt52a.example.org/%e2%80%ae",
            "http://xn--99zt52a.example.org/%E2%80%AE",
        ),
    ] {
        assert_eq!(stdout(&uriscope(&["uri-to-iri", uri])), format!("{iri}\n"));
    }
    // §3.1's examples.
    for (iri, uri, args) in [
        (
            "http://www.example.org/red%09ros\u{E9}#red",
            "http://www.example.org/red%09ros%C3%A9#red",
            &[][..],
        ),
        (
            "http://example.com/\u{10300}\u{10301}\u{10302}",
            "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82",
            &[],
        ),
        (
            "http://r\u{E9}sum\u{E9}.example.org",
            "http://r%C3%A9sum%C3%A9.example.org",
            &[],
        ),
        (
            "http://r\u{E9}sum\u{E9}.example.org",
            "http://xn--rsum-bpad.example.org",
            &["--idna"],
        ),
    ] {
        let mut argv = vec!["iri-to-uri"];
        argv.extend_from_slice(args);
        argv.push(iri);
        assert_eq!(stdout(&uriscope(&argv)), format!("{uri}\n"));
    }
}

#[test]
fn uri_to_iri_idna_decodes_punycode_unless_it_deceives() {
    // §3.2.1's example, with the MAY taken.
    let out = uriscope(&[
        "uri-to-iri",
        "--idna",
        "http://xn--99zt52a.example.org/%e2%80%ae",
    ]);
    assert_eq!(
        stdout(&out),
        "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE\n"
    );
    let out = uriscope(&[
        "uri-to-iri",
        "--idna",
        "--trace",
        "https://xn--l-7sba6dbr.com/",
    ]);
    let text = stdout(&out);
    assert!(
        text.contains("ireg-name the registered name's Punycode labels by ToUnicode"),
        "{text}"
    );
    assert!(text.ends_with("https://xn--l-7sba6dbr.com/\n"), "{text}");
    assert!(
        stderr(&out).contains("warning: `xn--l-7sba6dbr.com` at byte 8: kept in Punycode"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn uri_to_iri_says_why_each_escape_stays() {
    let out = uriscope(&["uri-to-iri", "https://bücher.example/D%C3%BCrst?q=%E9"]);
    assert_eq!(stdout(&out), "https://bücher.example/Dürst?q=%E9\n");
    let notes = stderr(&out);
    assert!(
        notes.contains("kept `%E9` at byte 37: not UTF-8"),
        "{notes}"
    );
    assert!(
        notes.contains("warning: `ü` at byte 9: U+00FC is beyond US-ASCII"),
        "{notes}"
    );
}

#[test]
fn trace_shows_every_step_with_the_text_after_it() {
    let text = stdout(&uriscope(&[
        "uri-to-iri",
        "--trace",
        "http://xn--99zt52a.example.org/%e2%80%ae",
    ]));
    for line in [
        "RFC 3987 §3.2: a URI converted to an IRI",
        "2         decode escapes, except %, reserved and not allowed    \
         http://xn--99zt52a.example.org/<e2><80><ae>",
        "4         escape again characters not appropriate in an IRI     \
         http://xn--99zt52a.example.org/%E2%80%AE",
        "          `%e2%80%ae` at byte 31: kept (E2 80 AE): U+202E is a bidirectional \
         formatting character",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let text = stdout(&uriscope(&["iri-to-uri", "--trace", "http://e/ü x"]));
    for line in [
        "RFC 3987 §3.1: an IRI mapped to a URI",
        "          `ü` at byte 9: written %C3%BC (U+00FC)",
        "          ` ` at byte 11: written %20 (U+0020)",
        "URI       the result is a URI reference by RFC 3986",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
}

#[test]
fn json_has_the_issue_s_keys() {
    let out = uriscope(&["uri-to-iri", "--json", "http://e/%C3%BC%E9%2F"]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["input"], "http://e/%C3%BC%E9%2F");
    assert_eq!(value["uri"], "http://e/%C3%BC%E9%2F");
    assert_eq!(value["iri"], "http://e/\u{FC}%E9%2F");
    let steps = value["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 5);
    assert_eq!(steps[2]["citation"], "RFC 3987 §3.2 step 3");
    assert_eq!(steps[1]["after"], "http://e/<c3><bc><e9>%2F");
    let kept: Vec<(u64, &str, &str)> = (value["kept_escaped"].as_array().unwrap().iter())
        .map(|k| {
            let why = k["why"].as_str().unwrap();
            assert!(!why.is_empty());
            (
                k["at"].as_u64().unwrap(),
                k["octets"].as_str().unwrap(),
                k["rule"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(kept, [(15, "E9", "not-utf8"), (18, "2F", "reserved")]);

    // A refusal: the URI is null and the error says why; the exit code is 1.
    let out = uriscope(&["iri-to-uri", "--json", "http://e/\u{7}"]);
    assert_eq!(out.status.code(), Some(1));
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["uri"], serde_json::Value::Null);
    assert_eq!(value["iri"], "http://e/\u{7}");
    assert!(
        value["error"]
            .as_str()
            .unwrap()
            .starts_with("no URI reference")
    );
}

#[test]
fn without_the_argument_every_line_is_mapped() {
    let out = uriscope_stdin(&["uri-to-iri"], b"%C3%BC\n%FF\r\nplain\n");
    assert_eq!(stdout(&out), "\u{FC}\n%FF\nplain\n");
    assert!(stderr(&out).contains("uriscope: line 2: kept `%FF`"));
    let out = uriscope_stdin(&["iri-to-uri", "--json"], b"\xFF\n\xC3\xBC\n");
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = (stdout(&out).lines())
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(lines[0]["line"], 1);
    assert!(
        lines[0]["error"]
            .as_str()
            .unwrap()
            .contains("not valid UTF-8")
    );
    assert_eq!(lines[1]["uri"], "%C3%BC");
    // A table cannot keep one line per line.
    let out = uriscope_stdin(&["uri-to-iri", "--trace"], b"x\n");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn an_iri_that_maps_to_no_uri_says_where() {
    let out = uriscope(&["iri-to-uri", "http://e/100%"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("error: no URI reference: at byte 12 of `http://e/100%`"),
        "{}",
        stderr(&out)
    );
    let out = uriscope(&["iri-to-uri", "--idna", "http://a\u{FFFD}b/"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("ToASCII fails"), "{}", stderr(&out));
}

/// Characters a URI holds, escapes among them (of any octet, in either case), weighted to the
/// escapes of UTF-8 and of the characters RFC 3987 keeps out.
fn uri_text() -> impl Strategy<Value = String> {
    let escape = prop_oneof![
        any::<u8>().prop_map(|b| format!("%{b:02X}")),
        any::<u8>().prop_map(|b| format!("%{b:02x}")),
        any::<char>().prop_map(|c| {
            let mut buffer = [0; 4];
            (c.encode_utf8(&mut buffer).bytes())
                .map(|b| format!("%{b:02X}"))
                .collect::<String>()
        }),
        prop::sample::select(vec![
            "\u{202E}", "\u{E000}", "\u{85}", "\u{378}", "\u{3000}"
        ])
        .prop_map(|c| c.bytes().map(|b| format!("%{b:02X}")).collect::<String>()),
    ];
    let plain = "[a-zA-Z0-9/?:@!$&'()*+,;=._~-]{0,3}";
    prop::collection::vec((plain, escape), 0..12).prop_map(|pieces| {
        let mut text = String::from("http://e/");
        for (plain, escape) in pieces {
            text.push_str(&plain);
            text.push_str(&escape);
        }
        text
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn a_uri_converted_to_an_iri_maps_back(uri in uri_text()) {
        prop_assume!(Grammar::Rfc3986.check(&uri).is_valid());
        // The fuzz target's check: for a URI, the round trip below, and more.
        fuzz_checks::iri_mappings_hold(uri.as_bytes());
        let iri = uri_to_iri(&uri);
        let back = iri_to_uri(&iri.output, &IriOptions::default()).unwrap();
        prop_assert_eq!(
            fuzz_checks::percent_normalized(&back.output),
            fuzz_checks::percent_normalized(&uri)
        );
    }
}

#[test]
fn resolve_iri_resolves_the_iris_and_shows_the_uri() {
    let out = uriscope(&[
        "resolve",
        "--iri",
        "--spec",
        "rfc3986",
        "http://example.org/dürst/x?q",
        "../bücher#frag",
    ]);
    assert_eq!(
        stdout(&out),
        "IRI  http://example.org/bücher#frag\nURI  http://example.org/b%C3%BCcher#frag\n"
    );
    // §6.5: a character beyond US-ASCII is read as an unreserved one, no grammar finding; a
    // space is still one.
    let notes = stderr(&out);
    assert!(!notes.contains("pchar"), "{notes}");
    let out = uriscope(&["resolve", "--iri", "--spec", "rfc3986", "http://e/a", "x ü"]);
    let notes = stderr(&out);
    assert!(notes.contains("the reference, by RFC 3986's grammar: space at byte 1"));
    assert!(!notes.contains("not US-ASCII"), "{notes}");

    let out = uriscope(&[
        "resolve",
        "--iri",
        "--json",
        "--spec",
        "rfc3986",
        "http://e/a",
        "ü",
    ]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["result"], "http://e/ü");
    assert_eq!(value["iri"]["uri"], "http://e/%C3%BC");
    assert_eq!(value["iri"]["from_uris"], "http://e/%C3%BC");
    assert_eq!(value["iri"]["agree"], true);
    assert_eq!(value["findings"].as_array().unwrap().len(), 0);
}

#[test]
fn resolve_iri_says_where_mapping_first_parts_from_resolving_first() {
    // The WHATWG parser reads `\` as `/` in an http URL; mapped to a URI first, it is `%5C`.
    let out = uriscope(&[
        "resolve",
        "--iri",
        "--spec",
        "whatwg",
        "http://e/a/b",
        "..\\x",
    ]);
    assert_eq!(stdout(&out), "IRI  http://e/x\nURI  http://e/x\n");
    let notes = stderr(&out);
    assert!(
        notes.contains("mapped to URIs first resolve to `http://e/a/..%5Cx`, another URI"),
        "{notes}"
    );
    assert!(notes.contains("RFC 3987 §3.1"), "{notes}");
    // One line per input line cannot hold two.
    let out = uriscope_stdin(&["resolve", "--iri", "--base", "http://a/"], b"x\n");
    assert_eq!(out.status.code(), Some(2));
    let out = uriscope_stdin(
        &["resolve", "--iri", "--json", "--base", "http://a/"],
        b"\xC3\xA9\n",
    );
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["iri"]["uri"], "http://a/%C3%A9");
}
