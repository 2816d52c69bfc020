//! `uriscope parse --spec SPEC`: each specification's grammar and component model, in the text
//! and in the JSON, and the refusal of `whatwg` until its parser is in.

#[path = "common/binary.rs"]
mod binary;
use binary::{stdout, uriscope};

/// The line whose label (after any indent) is `label`.
fn line(text: &str, label: &str) -> String {
    text.lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("no `{label}` line in\n{text}"))
        .to_string()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = uriscope(args);
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

#[test]
fn an_ipv6_host_is_valid_under_rfc3986_and_rfc2396() {
    let out = uriscope(&[
        "parse",
        "--spec",
        "rfc3986",
        "http://[2001:db8::1]:8080/a/b",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        line(&text, "grammar").contains("RFC 3986 Appendix A"),
        "{text}"
    );
    assert!(
        line(&text, "host kind").ends_with("IP-literal (IPv6address)"),
        "{text}"
    );
    assert!(
        line(&text, "host ").ends_with("\"[2001:db8::1]\""),
        "{text}"
    );
    assert!(line(&text, "port").ends_with("\"8080\""), "{text}");
    assert!(
        text.contains("no diagnostics: a valid URI reference"),
        "{text}"
    );
    assert!(!text.contains("registry"), "{text}");
    assert!(line(&text, "path rule").ends_with("path-abempty"), "{text}");

    let out = uriscope(&["parse", "http://[2001:db8::1]:8080/a/b"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(line(&text, "grammar").contains("RFC 2732"), "{text}");
    assert!(line(&text, "kind").ends_with("server-based"), "{text}");
    assert!(
        line(&text, "host kind").ends_with("IPv6reference"),
        "{text}"
    );
}

#[test]
fn each_grammar_judges_by_its_own_rules() {
    // RFC 2396 has no empty relative path before a query; RFC 3986 has `path-empty`.
    let out = uriscope(&["parse", "?y"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let diagnostic = line(&text, "byte 0");
    assert!(diagnostic.contains("rule `relativeURI`"), "{diagnostic}");
    assert!(diagnostic.contains("RFC 2396 §5"), "{diagnostic}");
    assert_eq!(
        uriscope(&["parse", "--spec", "rfc3986", "?y"])
            .status
            .code(),
        Some(0)
    );

    // `~` is `national` in RFC 1808 and RFC 1630, unreserved in RFC 2396 and RFC 3986.
    for (spec, code) in [
        ("rfc1630", 1),
        ("rfc1808", 1),
        ("rfc2396", 0),
        ("rfc3986", 0),
    ] {
        let out = uriscope(&["parse", "--spec", spec, "http://a/~b"]);
        assert_eq!(out.status.code(), Some(code), "{spec}");
    }
    let text = stdout(&uriscope(&["parse", "--spec", "rfc1808", "http://a/~b"]));
    assert!(line(&text, "byte 9").contains("rule `national`"), "{text}");
    assert!(line(&text, "byte 9").contains("RFC 1808 §2.2"), "{text}");

    // RFC 3986 §4.2: no colon in the first segment of a relative path.
    let text = stdout(&uriscope(&["parse", "--spec", "rfc3986", ":that"]));
    let diagnostic = line(&text, "byte 0");
    assert!(diagnostic.contains("error") && diagnostic.contains("`segment-nz-nc`"));
    assert!(diagnostic.contains("./this:that"), "{diagnostic}");
}

#[test]
fn rfc1808_shows_net_loc_and_params() {
    let out = uriscope(&["parse", "--spec", "rfc1808", "//g?y/x;p"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(line(&text, "grammar").contains("RFC 1808 §2.2"), "{text}");
    assert!(line(&text, "net_loc").ends_with("\"g?y\""), "{text}");
    assert!(line(&text, "params").ends_with("\"p\""), "{text}");
    assert!(line(&text, "query").ends_with("\"\" (empty)"), "{text}");
    assert!(line(&text, "path").contains("\"/x\""), "{text}");
    assert!(line(&text, "path").contains("§2.4.6"), "{text}");
    assert!(!text.contains("authority"), "{text}");
}

#[test]
fn rfc1630_says_what_it_cannot_check() {
    let out = uriscope(&["parse", "--spec", "rfc1630", "../g?a+b"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(line(&text, "search").ends_with("\"a+b\""), "{text}");
    assert!(line(&text, "note").contains("no BNF for partial"), "{text}");
    let text = stdout(&uriscope(&["parse", "--spec", "rfc1630", "http://a/b"]));
    assert!(line(&text, "path").ends_with("\"//a/b\""), "{text}");
    assert!(
        !text.contains("authority") && !text.contains("note"),
        "{text}"
    );
}

#[test]
fn json_keeps_its_keys_and_adds_spec_host_kind_path_rule_and_params() {
    let v = json(&[
        "parse",
        "--json",
        "--spec",
        "rfc3986",
        "http://u@[::1]:80/a;b?q#f",
    ]);
    assert_eq!(v["spec"], "rfc3986");
    assert_eq!(v["valid"], true);
    let c = &v["components"];
    for key in [
        "scheme",
        "authority",
        "authority_kind",
        "userinfo",
        "host",
        "port",
        "path",
        "segments",
        "query",
        "fragment",
        "host_kind",
        "path_rule",
        "params",
    ] {
        assert!(c.get(key).is_some(), "no {key} in {c}");
    }
    assert_eq!(c["host"], "[::1]");
    assert_eq!(c["host_kind"], "IP-literal");
    assert_eq!(c["authority_kind"], "server");
    assert_eq!(c["params"], serde_json::Value::Null);
    assert_eq!(c["segments"][0]["name"], "a;b");
    assert_eq!(c["path_rule"], "path-abempty");
    for (text, rule) in [
        ("/a", "path-absolute"),
        ("a:b", "path-rootless"),
        ("a/b:c", "path-noscheme"),
        ("?q", "path-empty"),
    ] {
        let v = json(&["parse", "--json", "--spec", "rfc3986", text]);
        assert_eq!(v["components"]["path_rule"], rule, "{text}");
    }

    let v = json(&["parse", "--json", "http://a/b;p?q"]);
    assert_eq!(v["spec"], "rfc2396");
    assert_eq!(v["components"]["host_kind"], "hostname");
    assert_eq!(v["components"]["segments"][0]["params"][0], "p");
    assert_eq!(v["components"]["path_rule"], serde_json::Value::Null);

    let v = json(&["parse", "--json", "--spec", "rfc1808", "http://a/b;p?q"]);
    assert_eq!(v["components"]["params"], "p");
    assert_eq!(v["components"]["authority"], "a");
    assert_eq!(v["components"]["authority_kind"], serde_json::Value::Null);
    assert_eq!(v["components"]["fragment"], "");

    let v = json(&["parse", "--json", "--spec", "rfc3986", "http://a/b c"]);
    assert_eq!(v["valid"], false);
    let d = &v["diagnostics"][0];
    assert_eq!((d["at"].as_u64(), d["len"].as_u64()), (Some(10), Some(1)));
    assert_eq!(
        (&d["found"], &d["rule"], &d["severity"]),
        (&" ".into(), &"pchar".into(), &"error".into())
    );
    assert_eq!(d["component"], "path");
    assert!(d["message"].as_str().unwrap().contains("RFC 3986 §3.3"));
}

#[test]
fn whatwg_parses_and_the_help_names_each_grammar() {
    // The WHATWG Standard has a parser, not a grammar: `parse` prints the URL's attributes.
    let out = uriscope(&["parse", "--spec", "whatwg", "HTTP://A/b"]);
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert_eq!(line(&text, "href"), "href        \"http://a/b\"");
    // `--base` is the WHATWG parser's: a grammar judges a reference alone.
    let out = uriscope(&["parse", "--base", "http://a/", "g"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--base applies to --spec whatwg"), "{err}");

    // clap wraps the help: compare with the line breaks and indents made single spaces.
    let help = stdout(&uriscope(&["parse", "--help"]));
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for grammar in [
        "RFC 1630's \"BNF of Generic URI Syntax\"",
        "RFC 1808 §2.2's BNF",
        "RFC 2396 Appendix A, with RFC 2732's IPv6 literals",
        "RFC 3986 Appendix A (ABNF)",
        "partial forms have no BNF",
        "[default: rfc2396]",
    ] {
        assert!(help.contains(grammar), "{grammar} not in\n{help}");
    }
}

/// A non-ASCII registered name under RFC 3986: the advice names the IDNA encoding for a name
/// meant for the DNS (§3.2.2) before percent-encoding for any other, and `parse` shows the
/// IDNA form (UTS #46 ToASCII, as Python's `idna` codec and Node's `URL` give it).
#[test]
fn a_non_ascii_name_is_advised_its_idna_encoding() {
    let out = uriscope(&["parse", "--spec", "rfc3986", "https://bücher.example/"]);
    let text = stdout(&out);
    assert!(
        text.contains("host IDNA \"xn--bcher-kva.example\""),
        "{text}"
    );
    assert!(
        text.contains(
            "a name meant for the DNS is written in its IDNA encoding (`xn--` labels; RFC 3986 \
             §3.2.2: \"URI producers should provide these registered names in the IDNA \
             encoding, rather than a percent-encoding\"), any other percent-encodes its UTF-8 \
             octets: %C3%BC (RFC 3986 §2.5)"
        ),
        "{text}"
    );
    let out = uriscope(&[
        "parse",
        "--json",
        "--spec",
        "rfc3986",
        "https://b%C3%BCcher.example/",
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(doc["components"]["host_idna"], "xn--bcher-kva.example");
    // An ASCII name has nothing to encode; RFC 2396's grammar has no such rule.
    let doc: serde_json::Value = serde_json::from_slice(
        &uriscope(&[
            "parse",
            "--json",
            "--spec",
            "rfc3986",
            "https://example.com/",
        ])
        .stdout,
    )
    .unwrap();
    assert!(doc["components"]["host_idna"].is_null());
}
