//! `compare`'s "Why", read as its user reads it: for each rule where the specifications part, the
//! first reason listed is that rule, under the specification whose result it made differ, quoting
//! the document. One case per rule, each the smallest input that exercises it; the first five are
//! the cases a new user met with a wrong reason or none.

use std::ffi::OsString;

use uriscope::__private::run_command_line_with;

/// The RFCs' example base (RFC 3986 §5.4, RFC 2396 Appendix C).
const BASE: &str = "http://a/b/c/d;p?q";
/// A real page's URL, with a query and a fragment.
const SHOP: &str =
    "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";

/// The text `uriscope compare BASE REFERENCE` prints.
fn compare(base: &str, reference: &str) -> String {
    let args: Vec<OsString> = ["uriscope", "compare", base, reference]
        .iter()
        .map(OsString::from)
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_command_line_with(&args, &mut std::io::empty(), &mut out, &mut err);
    let err = String::from_utf8(err).expect("UTF-8");
    assert!(code == 0 || code == 1, "exit {code}: {err}");
    String::from_utf8(out).expect("UTF-8")
}

/// The bullets of the "Why:" section, each on one line (wrapped lines joined).
fn why(text: &str) -> Vec<String> {
    let Some(section) = text.split("\nWhy:\n").nth(1) else {
        return Vec::new();
    };
    let section = section.split("\n\n").next().unwrap_or_default();
    let mut bullets: Vec<String> = Vec::new();
    for line in section.lines() {
        match line.strip_prefix("  - ") {
            Some(first) => bullets.push(first.to_string()),
            None => {
                let last = bullets
                    .last_mut()
                    .expect("a bullet before its continuation");
                last.push(' ');
                last.push_str(line.trim_start());
            }
        }
    }
    bullets
}

/// One rule: the input that exercises it, the specification whose reason comes first, and words
/// of that reason.
struct Case {
    rule: &'static str,
    base: &'static str,
    reference: &'static str,
    first: &'static str,
    says: &'static str,
}

const CASES: &[Case] = &[
    // The cases of the newcomer's report.
    Case {
        rule: "WHATWG: `%2e%2e` is a double-dot segment",
        base: SHOP,
        reference: "%2e%2e/x",
        first: "WHATWG URL",
        says: "\"A double-dot URL path segment is a URL path segment that is \"..\" or an ASCII \
               case-insensitive match for \".%2e\", \"%2e.\", or \"%2e%2e\"\"",
    },
    Case {
        rule: "WHATWG: a special URL reads `\\` as `/`",
        base: SHOP,
        reference: "\\\\evil.com",
        first: "WHATWG URL",
        says: "reads `\\\\` as `/` in a special URL",
    },
    Case {
        rule: "WHATWG: `..` stops at a file URL's drive letter",
        base: "file:///C:/x",
        reference: "..",
        first: "WHATWG URL",
        says: "\"If url's scheme is \"file\", path's size is 1, and path[0] is a normalized \
               Windows drive letter, then return\" (§4.1)",
    },
    Case {
        rule: "WHATWG: the input's ends are stripped",
        base: SHOP,
        reference: "  /path with spaces",
        first: "WHATWG URL",
        says: "\"Remove any leading and trailing C0 control or space from input\" (§4.4)",
    },
    // One case per rule.
    Case {
        rule: "WHATWG: `%2e` is a single-dot segment",
        base: SHOP,
        reference: "%2e/x",
        first: "WHATWG URL",
        says: "and a single-dot one is \".\" or \"%2e\"",
    },
    Case {
        rule: "WHATWG: tabs and newlines are removed",
        base: SHOP,
        reference: "a\tb",
        first: "WHATWG URL",
        says: "\"Remove all ASCII tab or newline from input\" (§4.4)",
    },
    Case {
        rule: "WHATWG: a special scheme's default port is dropped",
        base: SHOP,
        reference: "//shop.example.com:443/x",
        first: "WHATWG URL",
        says: "\"url's port to null, if port is url's scheme's default port\"",
    },
    Case {
        rule: "WHATWG: a host is lowercased",
        base: BASE,
        reference: "//EXAMPLE.com/x",
        first: "WHATWG URL",
        says: "\"If domain is an ASCII string, then set result to domain, lowercased\" (§3.3)",
    },
    Case {
        rule: "WHATWG: a non-ASCII host is written in IDNA",
        base: BASE,
        reference: "//bücher.example/",
        first: "WHATWG URL",
        says: "so `bücher.example` becomes `xn--bcher-kva.example`",
    },
    Case {
        rule: "WHATWG: a host that ends in a number is an IPv4 address",
        base: BASE,
        reference: "//0x7f.1/",
        first: "WHATWG URL",
        says: "\"If asciiDomain ends in a number, then return the result of IPv4 parsing \
               asciiDomain\" (§3.5)",
    },
    Case {
        rule: "WHATWG: `C|` is written `C:`",
        base: "file:///x",
        reference: "C|/y",
        first: "WHATWG URL",
        says: "then replace the second code point in buffer with U+003A (:)",
    },
    Case {
        rule: "WHATWG: a path from the root keeps the file base's drive letter",
        base: "file:///C:/a/b",
        reference: "/d",
        first: "WHATWG URL",
        says: "then append base's path[0] to url's path",
    },
    Case {
        rule: "WHATWG: a base with an opaque path takes no relative reference",
        base: "mailto:x@y",
        reference: "z",
        first: "WHATWG URL",
        says: "\"If base is null, or base has an opaque path and c is not U+0023 (#), \
               missing-scheme-non-relative-URL validation error, return failure\"",
    },
    Case {
        rule: "WHATWG: a repeated special scheme without `//` is relative",
        base: BASE,
        reference: "http:g",
        first: "WHATWG URL",
        says: "\"if url is special, base is non-null, and base's scheme is url's scheme\"",
    },
    Case {
        rule: "RFC 3986 (and WHATWG): a `..` above the root is dropped",
        base: BASE,
        reference: "../../../g",
        first: "RFC 3986",
        says: "\"remove the last segment and its preceding \"/\" (if any) from the output \
               buffer\"",
    },
    Case {
        rule: "RFC 3986: an absolute path loses its dot segments too",
        base: BASE,
        reference: "/./g",
        first: "RFC 3986",
        says: "\"T.path = remove_dot_segments(R.path)\" (§5.2.2)",
    },
    Case {
        rule: "RFC 2396: a query-only reference drops the base's last segment (6a)",
        base: BASE,
        reference: "?y",
        first: "RFC 2396",
        says: "6a drops the base's last segment",
    },
    Case {
        rule: "RFC 2396: a base with no path: the result's path joins its authority",
        base: "http://a",
        reference: "g",
        first: "RFC 2396",
        says: "\"When authority is present, the path must either be empty or begin with a \
               slash\"",
    },
    Case {
        rule: "RFC 1808: `;x` replaces only the base's params",
        base: BASE,
        reference: ";x",
        first: "RFC 1808",
        says: "RFC 1808 keeps `;params` outside the path",
    },
    Case {
        rule: "RFC 1808: dot segments after `;` are params, never removed",
        base: BASE,
        reference: "g;x=1/../y",
        first: "RFC 1808",
        says: "\"Parameters, regardless of their purpose, do not form a part of the URL path and \
               thus do not affect the resolving of relative paths.\"",
    },
    Case {
        rule: "RFC 1808: an empty query is an absent one",
        base: BASE,
        reference: "g?",
        first: "RFC 1808",
        says: "\"If the question mark is the last character, or no question mark is present, \
               then the query information is empty\"",
    },
    Case {
        rule: "RFC 1808: only an empty reference inherits the base's fragment",
        base: "http://a/b/c/d;p?q#f",
        reference: "",
        first: "RFC 1808",
        says: "\"Fragment identifiers are only inherited from the base URL when the entire \
               embedded URL is empty\"",
    },
    Case {
        rule: "RFC 1630: an empty partial URI gives the context up to its last slash",
        base: BASE,
        reference: "",
        first: "RFC 1630",
        says: "says nothing about an empty partial URI",
    },
    Case {
        rule: "RFC 1630: a bare fragment-id is an empty partial plus the fragment-id",
        base: BASE,
        reference: "#s",
        first: "RFC 1630",
        says: "a partial URI that is only a fragment-id",
    },
    Case {
        rule: "RFC 1630: a context whose only slashes are its `//` loses its host",
        base: "http://a",
        reference: "g",
        first: "RFC 1630",
        says: "\"anything following the rightmost slash\" is the host",
    },
    Case {
        rule: "RFC 1630: a partial URI's `?search` replaces the last part",
        base: BASE,
        reference: "?y",
        first: "RFC 1630",
        says: "says nothing about a `?search` in a partial URI",
    },
    Case {
        rule: "RFC 1630: a final `..` stays",
        base: "http://a/b/c/",
        reference: "..",
        first: "RFC 1630",
        says: "RFC 1630 removes only \"xxx/../\"",
    },
    Case {
        rule: "RFC 1808: an empty net_loc is none, and the base's is inherited",
        base: BASE,
        reference: "///g",
        first: "RFC 1808",
        says: "\"If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the \
               embedded URL inherits the <net_loc> (if any) of the base URL.\"",
    },
    Case {
        rule: "WHATWG: slashes after a special URL's `//` are skipped",
        base: BASE,
        reference: "///g",
        first: "WHATWG URL",
        says: "the special authority ignore slashes state says",
    },
];

/// For each rule, the first reason "Why" gives under the specification it made part from the
/// others is that rule, in the document's words; the reasons of the specifications that part come
/// before any other's.
#[test]
fn the_first_reason_is_the_rule_that_decided() {
    let mut wrong = Vec::new();
    for case in CASES {
        let text = compare(case.base, case.reference);
        let bullets = why(&text);
        let expected = format!("{}: ", case.first);
        let first_of_spec = bullets.iter().find(|b| b.starts_with(&expected));
        match first_of_spec {
            Some(first) if first.contains(case.says) => {}
            _ => wrong.push(format!(
                "{} (`{}` against `{}`): expected \"{expected}…{}…\" first, Why gives:\n    {}",
                case.rule,
                case.reference.escape_debug(),
                case.base,
                case.says,
                bullets.join("\n    ")
            )),
        }
        // The specifications that part: those whose result row is marked.
        let parting: Vec<&str> = text
            .lines()
            .zip(text.lines().skip(1))
            .filter(|(_, next)| next.contains(" differ"))
            .map(|(row, _)| row)
            .collect();
        // A row starts with the specification's name, padded to 11 columns.
        let label = |row: &str| row.get(..10).unwrap_or(row).trim_end().to_string();
        if let Some(first) = bullets.first()
            && !parting.is_empty()
            && !parting.iter().any(|row| first.starts_with(&label(row)))
        {
            wrong.push(format!(
                "{}: the first reason is not of a specification that parts: {first}",
                case.rule
            ));
        }
    }
    assert!(CASES.len() >= 25, "a case per rule");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A reason is given only for a specification whose result parts from most: where every
/// specification agrees there is no "Why" at all, and a note no input exercised does not appear.
#[test]
fn no_reason_where_the_specifications_agree() {
    for (base, reference) in [(BASE, "g"), (BASE, "../g"), (SHOP, "x?y#z"), (BASE, "//g")] {
        let text = compare(base, reference);
        assert!(why(&text).is_empty(), "{base} + {reference}:\n{text}");
    }
    // The RFC 1630 notes on the context's `?search` and fragment-id: neither decides here.
    let text = compare(SHOP, "%2e%2e/x");
    assert!(!text.contains("`?search`"), "{text}");
    assert!(!text.contains("own fragment-id"), "{text}");
}

/// A base without a scheme: each specification says so in its own words, and only RFC 2396 and
/// RFC 3986, which have the sentence, quote "only the scheme component is required".
#[test]
fn a_base_without_a_scheme_is_refused_in_each_document_s_words() {
    let text = compare("/rel", "x");
    let row = |label: &str| {
        text.lines()
            .find(|line| line.starts_with(label))
            .unwrap_or_else(|| panic!("no {label} row:\n{text}"))
            .to_string()
    };
    for label in ["RFC 1630", "RFC 1808", "WHATWG URL"] {
        assert!(
            !row(label).contains("only the scheme component"),
            "{}",
            row(label)
        );
    }
    assert!(
        row("RFC 2396")
            .contains("(\"only the scheme component is required to be present in the base URI\")"),
        "{}",
        row("RFC 2396")
    );
    assert!(
        row("RFC 3986")
            .contains("(\"only the scheme component is required to be present in a base URI\")"),
        "{}",
        row("RFC 3986")
    );
}
