//! One input per rule that makes the specifications part, with the specification whose result
//! it makes differ and words of the reason "Why" gives for it: read by `tests/why.rs` (the
//! reason shown) and `tests/citations.rs` (its quotations are the documents').

/// The RFCs' example base (RFC 3986 §5.4, RFC 2396 Appendix C).
pub const BASE: &str = "http://a/b/c/d;p?q";
/// A real page's URL, with a query and a fragment.
pub const SHOP: &str =
    "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";

/// One rule: the input that exercises it, the specification whose reason comes first, and words
/// of that reason.
pub struct Case {
    pub rule: &'static str,
    pub base: &'static str,
    pub reference: &'static str,
    pub first: &'static str,
    pub says: &'static str,
}

pub const CASES: &[Case] = &[
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
        rule: "WHATWG: an absolute path loses its dot segments too",
        base: BASE,
        reference: "/./g",
        first: "WHATWG URL",
        says: "applies to `/./g` or `http://x/a/../b` as to a relative path",
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
