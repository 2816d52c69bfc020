//! Each grammar on the examples of its own specification: the ones its text gives as valid are
//! accepted, and what its rules forbid is reported with the rule, the position and a message
//! that cites the specification.

use uriscope::Component;
use uriscope::grammar::Severity;
use uriscope::grammar::{Grammar, HostKind};

/// `(byte, rule, severity)` of every diagnostic.
fn found(grammar: Grammar, text: &str) -> Vec<(usize, &'static str, Severity)> {
    grammar
        .check(text)
        .diagnostics
        .iter()
        .map(|d| (d.at, d.rule(), d.severity))
        .collect()
}

/// The only diagnostic of `text`, which must be of `severity` and `rule` at `at`, and its
/// message. A warning leaves the text valid; an error does not.
fn only(grammar: Grammar, text: &str, at: usize, rule: &str, severity: Severity) -> String {
    let checked = grammar.check(text);
    assert_eq!(
        checked.diagnostics.len(),
        1,
        "{text}: {:?}",
        checked.diagnostics
    );
    let d = &checked.diagnostics[0];
    assert_eq!((d.at, d.rule(), d.severity), (at, rule, severity), "{text}");
    assert_eq!(checked.is_valid(), severity == Severity::Warning, "{text}");
    d.message()
}

/// The only diagnostic of `text`, which must be an error of `rule` at `at`, and its message.
fn error(grammar: Grammar, text: &str, at: usize, rule: &str) -> String {
    only(grammar, text, at, rule, Severity::Error)
}

/// The only diagnostic of `text`, which must be a warning of `rule` at `at`, and its message.
fn warning(grammar: Grammar, text: &str, at: usize, rule: &str) -> String {
    only(grammar, text, at, rule, Severity::Warning)
}

fn assert_valid(grammar: Grammar, texts: &[&str]) {
    for text in texts {
        assert_eq!(found(grammar, text), [], "{grammar:?} {text}");
    }
}

fn host_kind(grammar: Grammar, text: &str) -> Option<HostKind> {
    grammar
        .check(text)
        .authority_parts
        .and_then(|a| a.host_kind)
}

mod rfc3986 {
    use super::*;
    const G: Grammar = Grammar::Rfc3986;

    /// §1.1.2 and §3's examples.
    #[test]
    fn the_rfc_examples_are_valid() {
        assert_valid(
            G,
            &[
                "ftp://ftp.is.co.za/rfc/rfc1808.txt",
                "http://www.ietf.org/rfc/rfc2396.txt",
                "ldap://[2001:db8::7]/c=GB?objectClass?one",
                "mailto:John.Doe@example.com",
                "news:comp.infosystems.www.servers.unix",
                "tel:+1-816-555-1212",
                "telnet://192.0.2.16:80/",
                "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
                "foo://example.com:8042/over/there?name=ferret#nose",
                "urn:example:animal:ferret:nose",
                // §4.2's relative references, and path-empty (which RFC 2396 lacked).
                "//example.com/a",
                "/a/b",
                "./this:that",
                "?y",
                "",
                "http:",
            ],
        );
        let checked = G.check("foo://example.com:8042/over/there?name=ferret#nose");
        let parts = checked.authority_parts.unwrap();
        let text = checked.as_str();
        assert_eq!(parts.host.unwrap().of(text), "example.com");
        assert_eq!(parts.port.unwrap().of(text), "8042");
        assert_eq!(parts.host_kind, Some(HostKind::RegName));
        assert_eq!(checked.get(Component::Query), Some("name=ferret"));
        assert_eq!(
            host_kind(G, "telnet://192.0.2.16:80/"),
            Some(HostKind::Ipv4Address)
        );
        assert_eq!(
            host_kind(G, "ldap://[2001:db8::7]/c=GB?objectClass?one"),
            Some(HostKind::IpLiteralV6)
        );
    }

    /// The brief's case: valid, and the host is an IPv6 address, not a registry name.
    #[test]
    fn an_ipv6_host_with_a_port() {
        let checked = G.check("http://[2001:db8::1]:8080/a/b");
        assert_eq!(checked.diagnostics, []);
        let parts = checked.authority_parts.unwrap();
        assert_eq!(parts.host_kind, Some(HostKind::IpLiteralV6));
        assert_eq!(parts.host.unwrap().of(checked.as_str()), "[2001:db8::1]");
        assert_eq!(parts.port.unwrap().of(checked.as_str()), "8080");
    }

    /// One address of each of §3.2.2's nine `IPv6address` forms, and `IPvFuture`.
    #[test]
    fn every_form_of_ipv6address() {
        let forms = [
            "1:2:3:4:5:6:7:8",       // 6( h16 ":" ) ls32
            "1:2:3:4:5:6:1.2.3.4",   // 6( h16 ":" ) ls32, ls32 = IPv4address
            "::2:3:4:5:6:7:8",       // "::" 5( h16 ":" ) ls32
            "1::3:4:5:6:7:8",        // [ h16 ] "::" 4( h16 ":" ) ls32
            "::3:4:5:6:7:8",         // the same without its h16
            "1:2::4:5:6:7:8",        // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
            "1:2:3::5:6:7:8",        // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
            "1:2:3:4::6:7:8",        // [ *3( h16 ":" ) h16 ] "::" h16 ":" ls32
            "1:2:3:4:5::7:8",        // [ *4( h16 ":" ) h16 ] "::" ls32
            "1:2:3:4:5::1.2.3.4",    // the same with an IPv4address
            "1:2:3:4:5:6::8",        // [ *5( h16 ":" ) h16 ] "::" h16
            "1:2:3:4:5:6:7::",       // [ *6( h16 ":" ) h16 ] "::"
            "::",                    // the same with nothing around
            "FEDC:ba98:0:0:0:0:0:1", // HEXDIG in either case
        ];
        for form in forms {
            let text = format!("http://[{form}]/");
            assert_eq!(found(G, &text), [], "{text}");
            assert_eq!(host_kind(G, &text), Some(HostKind::IpLiteralV6), "{text}");
        }
        assert_eq!(found(G, "http://[v1.fe80::a+en1]/"), []);
        assert_eq!(found(G, "http://[V7.x]/"), []);
        assert_eq!(
            host_kind(G, "http://[v1.x]/"),
            Some(HostKind::IpLiteralFuture)
        );
    }

    #[test]
    fn what_ipv6address_does_not_allow() {
        let cases = [
            (
                "1:2:3:4:5:6:7:8:9",
                "without `::`, an IPv6 address has eight",
            ),
            ("1:2:3:4:5:6:7", "without `::`, an IPv6 address has eight"),
            ("1:2:3:4:5:6:7:8::", "at most seven"),
            ("1::2::3", "`::` appears more than once"),
            ("12345::", "more than four hexadecimal digits"),
            ("::g", "not a hexadecimal digit"),
            (":1::", "a `:` stands alone"),
            ("1.2.3.4::", "an IPv4 address may only end"),
            ("::1.2.3.256", "above 255"),
            (
                "::01.2.3.4",
                "leading zero, which `dec-octet` does not allow",
            ),
            ("", "is empty"),
        ];
        for (address, why) in cases {
            let text = format!("http://[{address}]/");
            let message = error(G, &text, 7, "IPv6address");
            assert!(message.contains(why), "{text}: {message}");
            assert!(message.contains("RFC 3986 §3.2.2"), "{message}");
        }
        for future in ["v.x", "vx.y", "v1.", "v1x", "v1.a%41"] {
            error(G, &format!("http://[{future}]/"), 7, "IPvFuture");
        }
        let message = error(G, "http://[::1/", 7, "IP-literal");
        assert!(message.contains("no `]`"), "{message}");
        let message = error(G, "http://[::1]x/", 12, "authority");
        assert!(
            message.contains("only `:` and a port may follow"),
            "{message}"
        );
    }

    /// `IPv4address` is four `dec-octet`; anything else of digits and dots is a `reg-name`.
    #[test]
    fn dec_octet_decides_between_an_address_and_a_name() {
        assert_eq!(
            host_kind(G, "http://255.0.10.1/"),
            Some(HostKind::Ipv4Address)
        );
        for (text, why) in [
            ("http://1.2.3.256/", "above 255"),
            ("http://01.2.3.4/", "leading zero"),
            ("http://1.2.3/", "fewer than four parts"),
            ("http://1.2.3.4.5/", "more than four parts"),
        ] {
            let message = warning(G, text, 7, "dec-octet");
            assert!(message.contains(why), "{message}");
            assert!(message.contains("`reg-name`"), "{message}");
            assert_eq!(host_kind(G, text), Some(HostKind::RegName), "{text}");
        }
        // A reg-name may be percent-encoded, and only well so.
        assert_eq!(found(G, "http://ex%41mple.com/"), []);
        assert_eq!(
            host_kind(G, "http://ex%41mple.com/"),
            Some(HostKind::RegName)
        );
        error(G, "http://ex%4mple.com/", 9, "pct-encoded");
        error(G, "http://a_b^/", 10, "reg-name");
    }

    /// §4.2: "A path segment that contains a colon character (e.g., "this:that") cannot be used
    /// as the first segment of a relative-path reference, as it would be mistaken for a scheme
    /// name. Such a segment must be preceded by a dot-segment (e.g., "./this:that")".
    #[test]
    fn this_that() {
        let checked = G.check("this:that");
        assert_eq!(checked.get(Component::Scheme), Some("this"));
        assert_eq!(checked.get(Component::Path), Some("that"));
        let checked = G.check("./this:that");
        assert_eq!(checked.get(Component::Scheme), None);
        assert_eq!(checked.diagnostics, []);
        let message = error(G, ":that", 0, "segment-nz-nc");
        assert!(message.contains("./this:that"), "{message}");
        assert!(message.contains("RFC 3986 §3.3, §4.2"), "{message}");
        // Not a scheme, so a relative reference with a colon in its first segment.
        let message = error(G, "this_that:x", 4, "scheme");
        assert!(message.contains("RFC 3986 §4.2"), "{message}");
        let message = error(G, "1this:that", 0, "scheme");
        assert!(message.contains("not a letter"), "{message}");
        assert_valid(G, &["a/this:that", "//h/this:that"]);
    }

    #[test]
    fn components_and_their_characters() {
        let message = error(G, "http://a/b c", 10, "pchar");
        assert!(message.contains("percent-encode it as %20"), "{message}");
        assert!(message.contains("RFC 3986 §3.3"), "{message}");
        error(G, "http://a/?b c", 11, "query");
        error(G, "http://a/#b#c", 11, "fragment");
        error(G, "http://a/%zz", 9, "pct-encoded");
        let message = error(G, "http://a:8x/", 10, "port");
        // `port = *DIGIT`: percent-encoding the `x` would not make a port of it.
        assert!(message.contains("decimal digits only"), "{message}");
        assert!(!message.contains("percent-encode"), "{message}");
        error(G, "http://u^@a/", 8, "userinfo");
        error(G, "http://a/[", 9, "pchar");
        let message = error(G, "http://a/é", 9, "pchar");
        assert!(message.contains("%C3%A9 (RFC 3986 §2.5)"), "{message}");
        let message = warning(G, "http://u:p@h/", 8, "userinfo");
        assert!(message.contains("deprecated"), "{message}");
        // The last `@` ends the userinfo, which cannot hold another.
        error(G, "http://a@b@c/", 8, "userinfo");
        // `;` is a sub-delim inside a segment: no parameters in RFC 3986.
        let checked = G.check("http://a/b;p/c");
        let segments: Vec<_> = checked
            .segments()
            .map(|s| (s.name(), s.params().count()))
            .collect();
        assert_eq!(segments, [("b;p", 0), ("c", 0)]);
    }
}

mod rfc2396 {
    use super::*;
    const G: Grammar = Grammar::Rfc2396;

    /// RFC 2732 §2's examples: IPv6 literals in the host, which RFC 2732 §3 adds to RFC 2396's
    /// `host` as `IPv6reference`.
    #[test]
    fn rfc2732_examples_are_ipv6_references() {
        for text in [
            "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "http://[1080:0:0:0:8:800:200C:417A]/index.html",
            "http://[3ffe:2a00:100:7031::1]",
            "http://[1080::8:800:200C:417A]/foo",
            "http://[::192.9.5.5]/ipng",
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "http://[2010:836B:4179::836B:4179]",
            "http://[2001:db8::1]:8080/a/b",
        ] {
            assert_eq!(found(G, text), [], "{text}");
            assert_eq!(host_kind(G, text), Some(HostKind::Ipv6Reference), "{text}");
        }
        let message = error(G, "http://[::1::2]/", 7, "IPv6reference");
        assert!(message.contains("`::` appears more than once"), "{message}");
        assert!(message.contains("RFC 2732 §3"), "{message}");
        // RFC 2732 moved `[` and `]` out of `unwise` into `reserved`: outside the host they are
        // no longer `unwise`, and still not `pchar`.
        let message = error(G, "http://a/[", 9, "pchar");
        assert!(message.contains("RFC 2396 §3.3"), "{message}");
        error(G, "http://a/{", 9, "unwise");
        // ... but a query is `*uric`, and `uric` holds all of `reserved`.
        assert_eq!(found(G, "http://a/?[x]"), []);
    }

    /// The forms RFC 3986's tests judge, judged by RFC 2396 with RFC 2732: the same IPv6
    /// addresses, no `IPvFuture`, and an IPv4 address that is four groups of one to three digits
    /// whatever their value (RFC 2396 has no `dec-octet`).
    #[test]
    fn rfc3986_forms_judged_by_rfc2396() {
        for address in ["::", "::1", "1::", "1:2:3:4:5:6:7:8"] {
            let text = format!("http://[{address}]/");
            assert_eq!(found(G, &text), [], "{text}");
            assert_eq!(host_kind(G, &text), Some(HostKind::Ipv6Reference), "{text}");
        }
        let message = error(G, "http://[v1.x]/", 7, "IPv6reference");
        assert!(message.contains("IPvFuture"), "{message}");
        assert!(message.contains("RFC 3986 §3.2.2"), "{message}");
        assert!(!message.contains("IPv4"), "{message}");
        error(G, "http://[fe80::1%25en0]/", 7, "IPv6reference");
        for text in ["http://1.2.3.4/", "http://1.2.3.256/"] {
            assert_eq!(found(G, text), [], "{text}");
            assert_eq!(host_kind(G, text), Some(HostKind::Ipv4Address), "{text}");
        }
        // An escape is no `hostname` character: the authority is registry-based, still valid.
        let message = warning(G, "http://ex%41mple/", 9, "server");
        assert!(message.contains("reg_name"), "{message}");
        error(G, "http://a/%4", 9, "escaped");
    }

    /// Appendix C's references, all but `?y` sentences of the grammar.
    #[test]
    fn appendix_c_references() {
        assert_valid(
            G,
            &[
                "http://a/b/c/d;p?q",
                "g:h",
                "g",
                "./g",
                "g/",
                "/g",
                "//g",
                "g?y",
                "#s",
                "g#s",
                "g?y#s",
                ";x",
                "g;x",
                "g;x?y#s",
                ".",
                "./",
                "..",
                "../",
                "../g",
                "../..",
                "../../",
                "../../g",
                "",
                "../../../g",
                "/./g",
                "/../g",
                "g.",
                ".g",
                "g..",
                "..g",
                "./../g",
                "./g/.",
                "g/./h",
                "g/../h",
                "g;x=1/./y",
                "g;x=1/../y",
                "g?y/./x",
                "g?y/../x",
                "g#s/./x",
                "g#s/../x",
                "http:g",
            ],
        );
        // relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]: a path comes first.
        let message = error(G, "?y", 0, "relativeURI");
        assert!(message.contains("RFC 2396 §5"), "{message}");
        assert!(message.contains("Appendix C resolves `?y`"), "{message}");
    }

    #[test]
    fn excluded_characters_name_their_class() {
        let message = error(G, "http://a/b c", 10, "space");
        assert!(message.contains("RFC 2396 §2.4.3"), "{message}");
        assert!(message.contains("must be escaped as %20"), "{message}");
        error(G, "http://a/b\u{1}", 10, "control");
        error(G, "http://a/b<", 10, "delims");
        let message = error(G, "g#s#t", 3, "delims");
        assert!(message.contains("only the first `#`"), "{message}");
        error(G, "http://a/%zz", 9, "escaped");
        error(G, "http://a/é", 9, "pchar");
    }

    #[test]
    fn absolute_and_opaque() {
        let message = error(G, "http:", 4, "absoluteURI");
        assert!(
            message.contains("nothing follows the scheme's `:`"),
            "{message}"
        );
        assert_valid(
            G,
            &["mailto:a@b", "urn:isbn:0451450523", "news:a?b", "x:?y"],
        );
        error(G, "x:[a", 2, "uric_no_slash");
        let message = error(G, "a_b:c", 1, "scheme");
        assert!(message.contains("RFC 2396 §5"), "{message}");
        error(G, ":a", 0, "rel_segment");
        assert_valid(G, &["./this:that"]);
    }

    /// `authority = server | reg_name`: a server when it is one, else a registry name, with
    /// the reason; `host = hostname | IPv4address | IPv6reference`.
    #[test]
    fn server_or_registry() {
        assert_eq!(host_kind(G, "http://www.w3.org/"), Some(HostKind::Hostname));
        assert_eq!(
            host_kind(G, "http://10.0.0.1:80/"),
            Some(HostKind::Ipv4Address)
        );
        let message = warning(G, "http://a_b:80/", 8, "server");
        assert!(message.contains("not allowed in a `hostname`"), "{message}");
        assert!(message.contains("registry-based"), "{message}");
        let message = warning(G, "http://1.2.3.4444/", 7, "server");
        assert!(
            message.contains("one to three digits (RFC 2732 §3)"),
            "{message}"
        );
        let message = warning(G, "http://a.1b/", 9, "server");
        assert!(message.contains("`toplabel`"), "{message}");
        warning(G, "http://a:b/", 9, "server");
        let message = warning(G, "http://u:p@h/", 8, "userinfo");
        assert!(message.contains("NOT RECOMMENDED"), "{message}");
        let registry = G.check("http://a_b/").authority_parts.unwrap();
        assert_eq!(registry.kind, uriscope::grammar::AuthorityKind::Registry);
        // Neither: the characters no reg_name allows.
        error(G, "http://a b/", 8, "space");
        // The empty server, and a server with an empty port.
        assert_valid(G, &["http:///", "http://a:/"]);
    }
}

mod rfc1808 {
    use super::*;
    const G: Grammar = Grammar::Rfc1808;

    /// Section 5's base and every reference of §5.1 and §5.2.
    #[test]
    fn the_rfc_examples_are_valid() {
        assert_valid(
            G,
            &[
                "http://a/b/c/d;p?q#f",
                "g:h",
                "g",
                "./g",
                "g/",
                "/g",
                "//g",
                "?y",
                "g?y",
                "g?y/./x",
                "#s",
                "g#s",
                "g#s/./x",
                "g?y#s",
                ";x",
                "g;x",
                "g;x?y#s",
                ".",
                "./",
                "..",
                "../",
                "../g",
                "../..",
                "../../",
                "../../g",
                "../../../g",
                "../../../../g",
                "/./g",
                "/../g",
                "g.",
                ".g",
                "g..",
                "..g",
                "./../g",
                "./g/.",
                "g/./h",
                "g/../h",
                "http:g",
                "http:",
            ],
        );
    }

    /// §2.4's parse: net_loc up to the next `/`, params a component, absent = empty.
    #[test]
    fn components_by_section_2_4() {
        let checked = G.check("http://a/b/c/d;p?q#f");
        let get = |c| checked.get(c);
        assert_eq!(get(Component::Scheme), Some("http"));
        assert_eq!(get(Component::Authority), Some("a"));
        assert_eq!(get(Component::Path), Some("/b/c/d"));
        assert_eq!(get(Component::Params), Some("p"));
        assert_eq!(get(Component::Query), Some("q"));
        assert_eq!(get(Component::Fragment), Some("f"));
        assert_eq!(G.component_name(Component::Authority), "net_loc");
        assert_eq!(G.check("//g?y").get(Component::Authority), Some("g?y"));
        let checked = G.check("g;x=1/../y");
        assert_eq!(checked.get(Component::Path), Some("g"));
        assert_eq!(checked.get(Component::Params), Some("x=1/../y"));
        assert_eq!(checked.diagnostics, []);
        // "If the question mark is the last character, or no question mark is present, then
        // the query information is empty."
        assert_eq!(G.check("g?").get(Component::Query), Some(""));
        assert_eq!(G.check("g").get(Component::Query), Some(""));
        assert_eq!(G.check("g").get(Component::Authority), None);
    }

    #[test]
    fn what_the_bnf_does_not_allow() {
        let message = error(G, "//a//b", 4, "fsegment");
        assert!(message.contains("RFC 1808 §2.2"), "{message}");
        // With a scheme, `scheme ":" *( uchar | reserved )` takes it.
        assert_valid(G, &["http://a//b", "///b", "1a:b"]);
        let message = error(G, "http://a/~b", 9, "national");
        assert!(message.contains("RFC 1808 keeps out of URIs"), "{message}");
        error(G, "http://a/b c", 10, "pchar");
        error(G, "http://a/b;c d", 12, "param");
        error(G, "http://a b/", 8, "net_loc");
        error(G, "http://a/?b<", 11, "punctuation");
        error(G, "http://a/%zz", 9, "escape");
    }
}

mod rfc1630 {
    use super::*;
    const G: Grammar = Grammar::Rfc1630;

    /// The partial-form examples and their context, and Examples 1 and 2.
    #[test]
    fn the_rfc_examples() {
        assert_valid(
            G,
            &[
                "magic://a/b/c//d/e/f",
                "magic://a/b/c//d/e/",
                "g",
                "/g",
                "//g",
                "../g",
                "g:h",
                "http://info.cern.ch/albert/bertram/marie-claude",
                "http://info.cern.ch/albert/bertram/marie%2Dclaude",
                "http://info.cern.ch/albert/bertram%2Fmarie-claude",
            ],
        );
        let checked = G.check("magic://a/b/c//d/e/f");
        assert_eq!(checked.get(Component::Scheme), Some("magic"));
        assert_eq!(checked.get(Component::Authority), None);
        assert_eq!(checked.get(Component::Path), Some("//a/b/c//d/e/f"));
        assert_eq!(checked.note(), None);
        assert!(
            G.check("../g")
                .note()
                .unwrap()
                .contains("no BNF for partial")
        );
    }

    /// Example 3: "are illegal, as all % characters imply encodings, and there is no decoding
    /// defined for "%*" or "%as" in this recommendation."
    #[test]
    fn example_3_is_illegal() {
        let message = error(
            G,
            "fxqn:/us/va/reston/cnri/ietf/24/asdf%*.fred",
            36,
            "escape",
        );
        assert!(message.contains("Example 3"), "{message}");
        error(G, "news:12345667123%asdghfh@info.cern.ch", 16, "escape");
    }

    #[test]
    fn classes() {
        let message = error(G, "http://a/~b", 9, "national");
        assert!(message.contains("%7E, its ISO Latin-1 code"), "{message}");
        error(G, "http://a/<", 9, "punctuation");
        let message = error(G, "http://a/é", 9, "path");
        assert!(message.contains("%E9, its ISO Latin-1 code"), "{message}");
        let message = warning(G, "http://a/b c", 10, "path");
        assert!(message.contains("%20"), "{message}");
        warning(G, "http://a/?b=c", 11, "search");
        warning(G, "g#a#b", 3, "fragmentid");
        // `"` is `extra` in RFC 1630.
        assert_valid(G, &["http://a/\"b\""]);
        let message = error(G, "g?x:y", 1, "ialpha");
        assert!(message.contains("not a scheme"), "{message}");
        let message = error(G, ":g", 0, "ialpha");
        assert!(message.contains("is empty"), "{message}");
        error(G, "1g:h", 0, "ialpha");
    }
}

/// The WHATWG URL Standard has a parser with validation errors, not a grammar of this kind.
#[test]
fn whatwg_has_no_grammar_here() {
    assert_eq!(Grammar::of(uriscope::Spec::Whatwg), None);
    for grammar in Grammar::ALL {
        assert_eq!(Grammar::of(grammar.spec()), Some(grammar));
    }
}
