//! `uriscope links`: the HTML Standard's document base URL and every URL-bearing attribute,
//! each link's result asserted as the Standard's rules give it (HTML §2.4.3, §4.2.3; the URL
//! Standard's basic URL parser), on pages built for each rule.
#![cfg(feature = "links")]

use uriscope::Finding;
use uriscope::web::links::{Audit, BaseFrom, Browser, Link, LinkFlag, LinkOptions, audit};

const DOCUMENT: &str = "https://example.com/guide/page.html?x=1#frag";

fn run(page: &str) -> Audit {
    audit(page.as_bytes(), DOCUMENT, &LinkOptions::default()).unwrap()
}

/// Each link as (element, attribute, value, result or "FAILS").
fn results(audit: &Audit) -> Vec<(String, &'static str, String, String)> {
    audit
        .links()
        .map(|l| {
            (
                l.element.clone(),
                l.attribute,
                l.value,
                l.result.unwrap_or_else(|_| "FAILS".into()),
            )
        })
        .collect()
}

fn link(audit: &Audit, value: &str) -> Link {
    audit.links().find(|l| l.value == value).unwrap()
}

fn flags_of(audit: &Audit, value: &str) -> Vec<&'static str> {
    let link = link(audit, value);
    link.flags.iter().map(|f| f.rule()).collect()
}

fn page_file(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/pages/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn the_first_base_with_an_href_in_tree_order_sets_the_base_and_every_attribute_is_read() {
    let audit = audit(
        &page_file("base-rules.html"),
        DOCUMENT,
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(
        audit.document_url,
        "https://example.com/guide/page.html?x=1"
    );
    assert_eq!(audit.base_url, "https://example.com/docs/v2/");
    assert_eq!(
        audit.base_from,
        BaseFrom::Element {
            line: 7,
            href: "/docs/v2/".into()
        }
    );
    let notes: Vec<u64> = audit.base_notes.iter().map(|n| n.line).collect();
    // The second base, the SVG one, the one in the table (later), the template's.
    assert_eq!(notes, [8, 26, 27, 10]);
    let b = "https://example.com/docs/v2/";
    let doc = "https://example.com/guide/page.html?x=1";
    let expected: Vec<(&str, &str, &str, String)> = vec![
        (
            "html",
            "manifest",
            "app.appcache",
            format!("{b}app.appcache"),
        ),
        // A refresh and a script before the base are fetched as the parser meets them,
        // against the document's URL (HTML §2.4.3, §4.2.3): that is their result.
        (
            "meta",
            "content",
            "../next.html",
            "https://example.com/next.html".into(),
        ),
        (
            "script",
            "src",
            "before-base.js",
            "https://example.com/guide/before-base.js".into(),
        ),
        // A base's own href is parsed against the document's URL.
        ("base", "href", "/docs/v2/", b.into()),
        (
            "base",
            "href",
            "https://other.example/",
            "https://other.example/".into(),
        ),
        ("link", "href", "style.css", format!("{b}style.css")),
        ("link", "imagesrcset", "hero.png", format!("{b}hero.png")),
        (
            "link",
            "imagesrcset",
            "hero@2x.png",
            format!("{b}hero@2x.png"),
        ),
        ("body", "background", "bg.png", format!("{b}bg.png")),
        ("a", "href", "#top", format!("{b}#top")),
        ("a", "ping", "/ping1", "https://example.com/ping1".into()),
        (
            "a",
            "ping",
            "https://track.example/p2",
            "https://track.example/p2".into(),
        ),
        ("a", "href", "?page=2", format!("{b}?page=2")),
        (
            "a",
            "href",
            "../../../../up.html",
            "https://example.com/up.html".into(),
        ),
        (
            "a",
            "href",
            "..\\img\\a.png",
            "https://example.com/docs/img/a.png".into(),
        ),
        ("a", "href", " /a b ", "https://example.com/a%20b".into()),
        ("a", "href", "https://exa mple.com/", "FAILS".into()),
        // `&copy` followed by `=` is not a character reference in an attribute (HTML §13.2.5.73).
        ("a", "href", "?a=1&copy=2", format!("{b}?a=1&copy=2")),
        ("img", "src", "pic.png", format!("{b}pic.png")),
        ("img", "srcset", "a,b.png", format!("{b}a,b.png")),
        ("img", "srcset", "c.png", format!("{b}c.png")),
        ("img", "srcset", "d.png", format!("{b}d.png")),
        ("img", "longdesc", "desc.html", format!("{b}desc.html")),
        // An empty action or formaction is the document's URL, not the base.
        ("form", "action", "", doc.into()),
        ("button", "formaction", "send", format!("{b}send")),
        ("input", "src", "go.png", format!("{b}go.png")),
        ("input", "formaction", "", doc.into()),
        ("form", "action", "submit", format!("{b}submit")),
        (
            "blockquote",
            "cite",
            "http://quotes.example/q",
            "http://quotes.example/q".into(),
        ),
        ("video", "src", "movie.mp4", format!("{b}movie.mp4")),
        ("video", "poster", "poster.jpg", format!("{b}poster.jpg")),
        ("track", "src", "subs.vtt", format!("{b}subs.vtt")),
        ("object", "data", "data.bin", format!("{b}data.bin")),
        (
            "svg:a",
            "href",
            "svg-link.html",
            format!("{b}svg-link.html"),
        ),
        (
            "svg:use",
            "xlink:href",
            "sprite.svg#icon",
            format!("{b}sprite.svg#icon"),
        ),
        (
            "svg:base",
            "href",
            "https://svg.example/",
            "https://svg.example/".into(),
        ),
        ("table", "background", "tbg.png", format!("{b}tbg.png")),
        (
            "base",
            "href",
            "/ignored-in-table/",
            "https://example.com/ignored-in-table/".into(),
        ),
    ];
    let got = results(&audit);
    let got: Vec<(&str, &str, &str, &str)> = got
        .iter()
        .map(|(e, a, v, r)| (e.as_str(), *a, v.as_str(), r.as_str()))
        .collect();
    let expected: Vec<(&str, &str, &str, &str)> = expected
        .iter()
        .map(|(e, a, v, r)| (*e, *a, *v, r.as_str()))
        .collect();
    assert_eq!(got, expected);

    // The lines are the elements' start tags'.
    let lines: Vec<u64> = audit.links().map(|l| l.line).take(4).collect();
    assert_eq!(lines, [2, 5, 6, 7]);

    assert_eq!(
        flags_of(&audit, "#top"),
        ["fragment-leaves-page", "changed-by-base"]
    );
    assert_eq!(
        flags_of(&audit, "?page=2"),
        ["query-leaves-page", "changed-by-base"]
    );
    // The script before the base is fetched against the document's URL, which is its result.
    assert_eq!(flags_of(&audit, "before-base.js"), ["fetched-before-base"]);
    assert_eq!(
        link(&audit, "before-base.js").result.as_deref(),
        Ok("https://example.com/guide/before-base.js")
    );
    assert_eq!(
        flags_of(&audit, "style.css"),
        ["changed-by-base"],
        "after the base"
    );
    // Against the document's URL it climbs to the same place.
    assert_eq!(
        flags_of(&audit, "../../../../up.html"),
        ["climbs-above-root"]
    );
    assert_eq!(
        flags_of(&audit, "c.png"),
        ["dropped-candidate", "changed-by-base"]
    );
    // Chromium escapes the space (flagged with its answer).
    assert_eq!(
        flags_of(&audit, "https://exa mple.com/"),
        ["chromium-departs", "fails", "differs"]
    );
    assert_eq!(
        flags_of(&audit, "..\\img\\a.png"),
        ["changed-by-base", "differs"]
    );
    let backslash = link(&audit, "..\\img\\a.png");
    assert_eq!(backslash.validation_errors, ["invalid-reverse-solidus"]);
    assert_eq!(
        backslash.differs.as_ref().unwrap().result.as_deref(),
        Ok("https://example.com/docs/v2/..\\img\\a.png")
    );
    let spaces = link(&audit, " /a b ");
    assert_eq!(spaces.validation_errors, ["invalid-URL-unit"]);
    assert_eq!(flags_of(&audit, "/docs/v2/"), Vec::<&str>::new());
}

#[test]
fn a_relative_base_is_resolved_against_the_document_url() {
    let audit = run("<base href='sub/'><a href=x>x</a>");
    assert_eq!(audit.base_url, "https://example.com/guide/sub/");
    assert_eq!(results(&audit)[1].3, "https://example.com/guide/sub/x");
}

#[test]
fn a_data_or_javascript_base_falls_back_to_the_document_url_and_no_later_base_takes_over() {
    for first in ["data:/,test", "javascript:void(0)"] {
        let audit = run(&format!(
            "<base href='{first}'><base href='https://example.com/'><a href=x>x</a>"
        ));
        // The fallback base URL: the document's URL, its fragment kept (HTML §2.4.1).
        assert_eq!(audit.base_url, DOCUMENT, "{first}");
        assert!(
            matches!(audit.base_from, BaseFrom::Ignored { line: 1, .. }),
            "{first}"
        );
        let x = link(&audit, "x");
        assert_eq!(x.result.as_deref(), Ok("https://example.com/guide/x"));
    }
}

#[test]
fn a_base_that_fails_to_parse_falls_back_to_the_document_url() {
    let audit = run("<base href='https://exa mple.com/'><a href=x>x</a>");
    assert!(
        matches!(&audit.base_from, BaseFrom::Ignored { why, .. } if why.contains("fails to parse"))
    );
    assert_eq!(audit.base_url, DOCUMENT);
}

#[test]
fn no_base_leaves_the_document_url_and_nothing_is_changed_by_a_base() {
    let audit = run("<a href='#x'>x</a><a href=''>self</a>");
    assert_eq!(audit.base_from, BaseFrom::Document);
    assert_eq!(
        results(&audit)[0].3,
        "https://example.com/guide/page.html?x=1#x"
    );
    assert_eq!(
        results(&audit)[1].3,
        "https://example.com/guide/page.html?x=1"
    );
    assert!(audit.links().all(|l| l.flags.is_empty()));
}

#[test]
fn a_base_in_the_body_still_sets_the_base_and_is_noted() {
    let audit = run("<p><a href=x>x</a><base href='/b/'></p>");
    assert_eq!(audit.base_url, "https://example.com/b/");
    assert_eq!(results(&audit)[0].3, "https://example.com/b/x");
    assert_eq!(audit.base_notes.len(), 1);
    assert!(audit.base_notes[0].text.contains("outside `head`"));
}

#[test]
fn template_contents_are_not_the_document() {
    let audit = run("<template><base href='/t/'><a href=in>in</a></template><a href=out>out</a>");
    assert_eq!(audit.base_from, BaseFrom::Document);
    assert_eq!(results(&audit).len(), 1);
    assert_eq!(results(&audit)[0].3, "https://example.com/guide/out");
}

#[test]
fn noscript_in_head_hides_its_base_only_with_scripting_on() {
    let page = b"<head><noscript><base href='/ns/'></noscript></head><a href=x>x</a>";
    let on = audit(page, DOCUMENT, &LinkOptions::default()).unwrap();
    assert_eq!(on.base_url, DOCUMENT);
    let off = LinkOptions {
        scripting: false,
        ..LinkOptions::default()
    };
    let off = audit(page, DOCUMENT, &off).unwrap();
    assert_eq!(off.base_url, "https://example.com/ns/");
}

#[test]
fn a_refresh_url_is_read_by_the_shared_declarative_refresh_steps() {
    let audit = run(
        "<meta http-equiv=Refresh content=\"0; URL='a b.html'\"><meta http-equiv=refresh \
         content='5'><meta http-equiv=refresh content='0;url=javascript:alert(1)'>",
    );
    assert_eq!(results(&audit)[0].3, "https://example.com/guide/a%20b.html");
    assert_eq!(
        audit.links().count(),
        2,
        "a refresh without a URL reloads the page: no link"
    );
    assert_eq!(
        flags_of(&audit, "javascript:alert(1)"),
        ["javascript-refresh"]
    );
}

#[test]
fn a_shift_jis_page_encodes_its_special_queries_in_shift_jis() {
    let audit = audit(
        &page_file("shift-jis.html"),
        "https://example.com/p",
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(audit.encoding.encoding.name(), "Shift_JIS");
    // The URL Standard's own examples: `≡` is 81 DF in Shift_JIS, `‽` has no bytes there.
    let got = results(&audit);
    let got: Vec<(&str, &str, &str, &str)> = got
        .iter()
        .map(|(e, a, v, r)| (e.as_str(), *a, v.as_str(), r.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (
                "a",
                "href",
                "/s?q=≡&r=‽#≡",
                "https://example.com/s?q=%81%DF&r=%26%238253%3B#%E2%89%A1"
            ),
            ("a", "href", "wss://h/?q=≡", "wss://h/?q=%E2%89%A1"),
            ("a", "href", "foo://h/?q=≡", "foo://h/?q=%E2%89%A1"),
            // `ソ` is 83 5C: 5C is `\`, which the special-query set does not hold, so it stays.
            (
                "a",
                "href",
                "/t?q=≡ソ",
                "https://example.com/t?q=%81%DF%83\\"
            ),
        ]
    );
    // Chromium encodes the ws: and non-special queries in Shift_JIS too: flagged, its answer.
    for (value, chromium) in [
        ("wss://h/?q=≡", "wss://h/?q=%81%DF"),
        ("foo://h/?q=≡", "foo://h/?q=%81%DF"),
    ] {
        assert!(
            link(&audit, value).flags.iter().any(|flag| matches!(
                flag,
                Finding::Link(LinkFlag::ChromiumDeparts { chromium: Ok(url), .. }) if url == chromium
            )),
            "{value}"
        );
    }
    // A special URL's query is the same in both.
    assert!(!flags_of(&audit, "/t?q=≡ソ").contains(&"chromium-departs"));
    assert_eq!(
        flags_of(&audit, "/s?q=≡&r=‽#≡"),
        ["non-utf8-query", "differs"]
    );
    // rust-url's encoding override agrees on every link whose query Shift_JIS can encode (its
    // caller's encoder writes an unmappable code point, not the Standard's `%26%23…%3B`).
    for link in audit.links() {
        if encoding_rs::SHIFT_JIS.encode(&link.value).2 {
            continue;
        }
        fn shift_jis(text: &str) -> std::borrow::Cow<'_, [u8]> {
            encoding_rs::SHIFT_JIS.encode(text).0
        }
        let base = url::Url::parse("https://example.com/p").unwrap();
        let theirs = url::Url::options()
            .base_url(Some(&base))
            .encoding_override(Some(
                &shift_jis as &dyn Fn(&str) -> std::borrow::Cow<'_, [u8]>,
            ))
            .parse(&link.value)
            .unwrap();
        assert_eq!(
            link.result.as_deref(),
            Ok(theirs.as_str()),
            "{}",
            link.value
        );
    }
}

#[test]
fn the_encoding_given_overrides_the_pages_and_an_unknown_one_is_an_error() {
    let page = "<a href='?q=é'>x</a>";
    let latin1 = LinkOptions {
        encoding: Some("latin1".into()),
        ..LinkOptions::default()
    };
    let audit = audit(page.as_bytes(), DOCUMENT, &latin1).unwrap();
    // The UTF-8 bytes of `é` read as windows-1252 are `Ã©`, each one byte again.
    assert_eq!(
        audit.links().next().unwrap().result.as_deref(),
        Ok("https://example.com/guide/page.html?q=%C3%A9")
    );
    let bad = LinkOptions {
        encoding: Some("no-such".into()),
        ..LinkOptions::default()
    };
    assert!(
        uriscope::web::links::audit(b"", DOCUMENT, &bad)
            .unwrap_err()
            .contains("no-such")
    );
    assert!(
        uriscope::web::links::audit(b"", "not a url", &LinkOptions::default())
            .unwrap_err()
            .contains("not a URL")
    );
}

#[path = "common/binary.rs"]
mod binary;

mod command_line {
    use super::binary::uriscope_stdin as uriscope;

    /// A page the explorer cannot read ends the run as `links` ends it: exit 1, the same
    /// message, before the explorer takes the terminal (newcomer report N16); so does a paste.
    #[test]
    fn the_explorer_on_a_page_it_cannot_read_exits_as_links_does() {
        let links = uriscope(&["links", "nope.html", "--url", "http://a/"], b"");
        let explore = uriscope(
            &["explore", "--links", "nope.html", "--url", "http://a/"],
            b"",
        );
        assert_eq!(links.status.code(), Some(1));
        assert_eq!(explore.status.code(), Some(1));
        let said = String::from_utf8_lossy(&explore.stderr);
        assert!(
            said.starts_with("uriscope: cannot read the page nope.html: "),
            "{said}"
        );
        assert_eq!(said, String::from_utf8_lossy(&links.stderr));
        let paste = uriscope(&["explore", "--redirects", "nope.txt"], b"");
        assert_eq!(paste.status.code(), Some(1));
        let said = String::from_utf8_lossy(&paste.stderr);
        assert!(
            said.starts_with("uriscope: cannot read the paste nope.txt: "),
            "{said}"
        );
    }

    #[test]
    fn json_has_its_keys_and_fail_on_flagged_exits_with_one() {
        let page = "<base href='/d/'><a href='#x'>x</a><a href='y'>y</a>";
        let args = [
            "links",
            "-",
            "--url",
            "https://e.example/p",
            "--json",
            "--fail-on",
            "flagged",
        ];
        let output = uriscope(&args, page.as_bytes());
        assert_eq!(output.status.code(), Some(1));
        let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
        for key in ["document_url", "base_url", "base_from", "encoding", "links"] {
            assert!(json.get(key).is_some(), "{key}");
        }
        assert_eq!(json["base_from"]["line"], 1);
        let links = json["links"].as_array().unwrap();
        assert_eq!(links.len(), 3);
        assert_eq!(links[1]["result"], "https://e.example/d/#x");
        assert_eq!(links[1]["flags"][0], "fragment-leaves-page");
        for key in [
            "element",
            "attribute",
            "value",
            "line",
            "result",
            "validation_errors",
            "flags",
            "differs",
        ] {
            assert!(links[1].get(key).is_some(), "{key}");
        }
        // Without a flagged link, or without --fail-on, it exits with 0.
        let output = uriscope(&args[..5], page.as_bytes());
        assert_eq!(output.status.code(), Some(0));
        let only = uriscope(
            &[
                "links",
                "-",
                "--url",
                "https://e.example/p",
                "--json",
                "--only-flagged",
            ],
            page.as_bytes(),
        );
        let json: serde_json::Value = serde_json::from_slice(&only.stdout).unwrap();
        assert_eq!(json["links"].as_array().unwrap().len(), 1);
    }

    #[test]
    fn untrusted_text_is_shown_escaped_and_errors_are_messages() {
        let page = "<meta charset=utf-8><a href='/a\u{202e}b\u{1b}[31m'>x</a>";
        let output = uriscope(
            &["links", "-", "--url", "https://e.example/"],
            page.as_bytes(),
        );
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(
            text.contains("\\u{202e}") && !text.contains('\u{202e}') && !text.contains('\u{1b}'),
            "{text}"
        );
        let missing = uriscope(
            &["links", "/no/such/page.html", "--url", "https://e.example/"],
            b"",
        );
        assert_eq!(missing.status.code(), Some(1));
        assert!(
            String::from_utf8(missing.stderr)
                .unwrap()
                .contains("cannot read the page")
        );
        let bad_url = uriscope(&["links", "-", "--url", "no scheme"], b"<a href=x>");
        assert_eq!(bad_url.status.code(), Some(1));
        assert!(
            String::from_utf8(bad_url.stderr)
                .unwrap()
                .contains("is not a URL")
        );
    }
}

/// A reader that gives one byte at a time, so that every character of more than one byte is
/// split between two reads.
struct OneByteAtATime<'a>(&'a [u8]);

impl std::io::Read for OneByteAtATime<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let Some((&first, rest)) = self.0.split_first() else {
            return Ok(0);
        };
        if buf.is_empty() {
            return Ok(0);
        }
        buf[0] = first;
        self.0 = rest;
        Ok(1)
    }
}

#[test]
fn a_page_read_as_it_is_parsed_gives_the_links_of_the_page_read_whole() {
    use uriscope::web::links::audit_reader;
    // Declared by a byte order mark, by `<meta>`, by nothing (UTF-8, then not: detected from
    // the whole page), in UTF-8, Shift_JIS and windows-1252, a character split by every read.
    let pages: Vec<Vec<u8>> = vec![
        page_file("shift-jis.html"),
        page_file("base-rules.html"),
        b"\xEF\xBB\xBF<base href=/b/><a href='?q=\xC3\xA9'>\xE2\x80\xAE</a>".to_vec(),
        "<a href='caf\u{e9}?q=\u{2261}'>x</a>".as_bytes().to_vec(),
        b"<a href='caf\xE9?q=\xE9'>x</a>".to_vec(),
    ];
    let mut read_apart = Vec::new();
    for page in &pages {
        let whole = audit(page, DOCUMENT, &LinkOptions::default()).unwrap();
        let read = audit_reader(OneByteAtATime(page), DOCUMENT, &LinkOptions::default()).unwrap();
        assert_eq!(read.encoding, whole.encoding);
        assert_eq!(read.base_url, whole.base_url);
        assert_eq!(read.base_from, whole.base_from);
        assert_eq!(results(&read), results(&whole));
        read_apart.push(read);
    }
    // The built pages' last results, as the Standard gives them: each character decoded whole,
    // in the encoding the page declares or, undeclared over https:, windows-1252 (UTF-8 bytes
    // read as windows-1252 in the path; in the query, encoded back to the same bytes).
    let last: Vec<String> = read_apart[2..]
        .iter()
        .map(|audit| results(audit).last().unwrap().3.clone())
        .collect();
    assert_eq!(
        last,
        [
            "https://example.com/b/?q=%C3%A9",
            "https://example.com/guide/caf%C3%83%C2%A9?q=%E2%89%A1",
            "https://example.com/guide/caf%C3%A9?q=%E9",
        ]
    );
}

#[test]
fn a_page_that_cannot_be_read_is_an_error_that_says_so() {
    use uriscope::web::links::{AuditError, audit_reader};
    struct Broken;
    impl std::io::Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
            Err(std::io::Error::other("the disk is gone"))
        }
    }
    let error = audit_reader(Broken, DOCUMENT, &LinkOptions::default()).unwrap_err();
    assert!(matches!(error, AuditError::Read(_)));
    assert_eq!(error.to_string(), "cannot read the page: the disk is gone");
}

#[test]
fn itemid_on_any_element_and_the_obsolete_lowsrc_and_profile_are_read() {
    let audit = run("<head profile='p1 /p2'><base href=/docs/ itemid=on-base>\
         </head><div itemscope itemtype=https://schema.example/T itemid=' urn:isbn:1 '>\
         <img src=a.png lowsrc=low.png></div><meta itemprop=x itemid=m>");
    let got = results(&audit);
    let got: Vec<(&str, &str, &str)> = got
        .iter()
        .map(|(_, a, v, r)| (*a, v.as_str(), r.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("profile", "p1", "https://example.com/docs/p1"),
            ("profile", "/p2", "https://example.com/p2"),
            // The base's own href against the document's URL; its itemid against the base.
            ("href", "/docs/", "https://example.com/docs/"),
            ("itemid", "on-base", "https://example.com/docs/on-base"),
            ("itemid", " urn:isbn:1 ", "urn:isbn:1"),
            ("src", "a.png", "https://example.com/docs/a.png"),
            ("lowsrc", "low.png", "https://example.com/docs/low.png"),
            ("itemid", "m", "https://example.com/docs/m"),
        ]
    );
    assert!(
        audit
            .links()
            .find(|l| l.attribute == "itemid")
            .is_some_and(|l| !l.against_document)
    );
}

#[test]
fn an_opaque_document_url_is_taken_and_a_relative_link_fails_against_it() {
    for document in [
        "about:blank",
        "about:srcdoc",
        "data:text/html,<a href=x>",
        "blob:https://example.com/0b8c",
        "javascript:void(0)",
    ] {
        let audit = audit(
            b"<a href=x>x</a><a href='https://a.example/'>a</a>",
            document,
            &LinkOptions::default(),
        )
        .unwrap_or_else(|why| panic!("{document}: {why}"));
        assert_eq!(audit.document_url, document);
        assert_eq!(audit.base_url, document);
        let links: Vec<Link> = audit.links().collect();
        // No relative reference resolves against an opaque path (the URL Standard's no scheme
        // state); an absolute URL does.
        let error = links[0].result.as_ref().unwrap_err();
        assert!(
            error.contains("missing-scheme-non-relative-URL"),
            "{document}: {error}"
        );
        assert_eq!(links[1].result.as_deref(), Ok("https://a.example/"));
    }
}

#[test]
fn an_iframe_document_resolves_against_its_about_base_url() {
    let options = LinkOptions {
        about_base: Some("https://parent.example/dir/page.html#top".to_owned()),
        ..LinkOptions::default()
    };
    // The fallback base URL of a srcdoc document, and of about:blank whatever its query or
    // fragment, is the about base URL; other documents' is their own URL.
    for document in ["about:srcdoc", "about:blank", "about:blank?q#f"] {
        let audit = audit(b"<a href=x>x</a>", document, &options).unwrap();
        assert_eq!(audit.base_from, BaseFrom::AboutBase, "{document}");
        assert_eq!(audit.base_url, "https://parent.example/dir/page.html#top");
        assert_eq!(results(&audit)[0].3, "https://parent.example/dir/x");
    }
    for document in ["about:blankx", "about:srcdoc2", "https://example.com/a/"] {
        let audit = audit(b"<a href=x>x</a>", document, &options).unwrap();
        assert_eq!(audit.base_from, BaseFrom::Document, "{document}");
        assert_eq!(audit.base_url, document);
    }
    // A base element's href is parsed against the fallback base URL.
    let based = audit(b"<base href=sub/><a href=x>x</a>", "about:srcdoc", &options).unwrap();
    assert_eq!(based.base_url, "https://parent.example/dir/sub/");
    // A srcdoc document given no about base URL says what it lacks.
    let without = audit(b"<a href=x>x</a>", "about:srcdoc", &LinkOptions::default()).unwrap();
    assert_eq!(without.base_from, BaseFrom::SrcdocWithoutAboutBase);
}

#[test]
fn an_about_base_that_is_no_url_is_refused_with_its_reason() {
    let options = LinkOptions {
        about_base: Some("dir/page.html".to_owned()),
        ..LinkOptions::default()
    };
    let why = audit(b"<a href=x>x</a>", "about:srcdoc", &options).unwrap_err();
    assert!(
        why.starts_with("the about base URL \"dir/page.html\" is not a URL: "),
        "{why}"
    );
}

#[test]
fn the_base_url_keeps_the_document_urls_fragment_as_base_uri_does() {
    let audit = audit(
        b"<a href=x>x</a>",
        "https://example.com/a/b#frag",
        &LinkOptions::default(),
    )
    .unwrap();
    assert_eq!(audit.base_url, "https://example.com/a/b#frag");
    assert_eq!(audit.document_url, "https://example.com/a/b");
}

#[test]
fn binary_data_is_refused_saying_what_it_is() {
    // A gzipped page, as `curl` saves one without --compressed.
    let gzip = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03\xb3I\xb4\x03\x00";
    let why = audit(gzip, DOCUMENT, &LinkOptions::default()).unwrap_err();
    assert!(
        why.starts_with("the page is binary data, not HTML: byte 0 is 0x1F"),
        "{why}"
    );
    assert!(why.contains("gzip"), "{why}");
    // UTF-16 holds NUL bytes, and is a page all the same.
    let utf16: Vec<u8> = "\u{feff}<a href=x>x</a>"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    let page = audit(&utf16, DOCUMENT, &LinkOptions::default()).unwrap();
    assert_eq!(results(&page)[0].3, "https://example.com/guide/x");
}

#[test]
fn what_the_parser_fetches_before_a_late_base_is_flagged() {
    // Each fetched from the document's URL by Chromium 156 (its server's log), not the base's.
    let audit = run(
        "<img src=i.png><img srcset='s.png 1x'><video poster=p.png></video>\
         <iframe src=f.html></iframe><meta http-equiv=refresh content='1;url=r.html'>\
         <a href=a.html>a</a><video src=v.mp4></video><base href=/sub/>",
    );
    for value in ["i.png", "s.png", "p.png", "f.html", "r.html"] {
        assert_eq!(flags_of(&audit, value), ["fetched-before-base"], "{value}");
        let fetched = link(&audit, value);
        // The result is what the browser fetches; the flag holds the base's answer.
        assert_eq!(
            fetched.result.as_deref(),
            Ok(format!("https://example.com/guide/{value}").as_str())
        );
        assert!(fetched.against_document, "{value}");
        let with_base = fetched.flags.iter().find_map(|flag| match flag {
            Finding::Link(LinkFlag::FetchedBeforeBase(with_base)) => Some(with_base.clone()),
            _ => None,
        });
        assert_eq!(
            with_base,
            Some(Ok(format!("https://example.com/sub/{value}")))
        );
    }
    // A link is followed, and media are selected, later: against the base.
    for value in ["a.html", "v.mp4"] {
        assert_eq!(flags_of(&audit, value), ["changed-by-base"], "{value}");
    }
}

#[test]
fn a_page_given_as_utf_16_is_text_though_it_holds_nul_bytes() {
    let utf16: Vec<u8> = "<a href=x>x</a>"
        .encode_utf16()
        .flat_map(u16::to_be_bytes)
        .collect();
    let options = LinkOptions {
        encoding: Some("utf-16be".to_owned()),
        ..LinkOptions::default()
    };
    let page = audit(&utf16, DOCUMENT, &options).unwrap();
    assert_eq!(results(&page)[0].3, "https://example.com/guide/x");
    assert!(audit(&utf16, DOCUMENT, &LinkOptions::default()).is_err());
}

#[test]
fn chromiums_departures_are_flagged_with_its_answer_and_asked_for_with_browser_chromium() {
    let page = page_file("chromium-departures.html");
    let document = "file:///srv/pages/chromium-departures.html";
    let departure = |link: &Link| {
        link.flags.iter().find_map(|flag| match flag {
            Finding::Link(LinkFlag::ChromiumDeparts {
                chromium, standard, ..
            }) => Some((chromium.clone(), standard.clone())),
            _ => None,
        })
    };
    let expected: &[(&str, Option<&str>, Option<&str>)] = &[
        (
            "https://exa mple.com/",
            Some("https://exa%20mple.com/"),
            None,
        ),
        (
            "http://A B.example:8080/p",
            Some("http://a%20b.example:8080/p"),
            None,
        ),
        (
            "file://localhost/etc/hosts",
            Some("file://localhost/etc/hosts"),
            Some("file:///etc/hosts"),
        ),
        (
            "file://LOCALHOST/x?q#f",
            Some("file://localhost/x?q#f"),
            Some("file:///x?q#f"),
        ),
        (
            "//localhost/y",
            Some("file://localhost/y"),
            Some("file:///y"),
        ),
        (
            "file:///C|/x/y",
            Some("file:///C%7C/x/y"),
            Some("file:///C:/x/y"),
        ),
        ("/c|", Some("file:///c%7C"), Some("file:///c:")),
        (
            "c|x",
            Some("file:///srv/pages/c%7Cx"),
            Some("file:///srv/pages/c|x"),
        ),
        (
            "file://localhost/a|b",
            Some("file:///a%7Cb"),
            Some("file:///a|b"),
        ),
        ("//C|/x", None, Some("file:///C:/x")),
    ];
    for browser in [Browser::Standard, Browser::Chromium] {
        let options = LinkOptions {
            browser,
            ..LinkOptions::default()
        };
        let audit = audit(&page, document, &options).unwrap();
        for &(value, chromium, standard) in expected {
            let link = link(&audit, value);
            let (theirs, ours) = departure(&link).unwrap_or_else(|| panic!("{value:?} flagged"));
            assert_eq!(
                (theirs.ok().as_deref(), ours.ok().as_deref()),
                (chromium, standard),
                "{value:?}"
            );
            let asked = if browser == Browser::Chromium {
                chromium
            } else {
                standard
            };
            assert_eq!(
                link.result.as_deref().ok(),
                asked,
                "{value:?} under {browser:?}"
            );
        }
        // No departure where Chromium agrees, and a whitespace action's neighbour is no
        // departure either: " next.html " is resolved alike.
        for value in ["plain.html", " next.html ", "file://localhost/C:/x"] {
            assert_eq!(departure(&link(&audit, value)), None, "{value:?}");
        }
    }
}

#[test]
fn a_failing_base_leaves_chromium_with_no_base_so_a_relative_link_fails_there() {
    let audit = audit(
        &page_file("failing-base.html"),
        DOCUMENT,
        &LinkOptions::default(),
    )
    .unwrap();
    let x = link(&audit, "x");
    assert_eq!(x.result.as_deref(), Ok("https://example.com/guide/x"));
    assert!(x.flags.iter().any(|flag| matches!(
        flag,
        Finding::Link(LinkFlag::ChromiumDeparts {
            chromium: Err(_),
            ..
        })
    )));
    // An absolute URL resolves alike without a base.
    let other = link(&audit, "http:other");
    assert!(other.flags.iter().all(|f| f.rule() != "chromium-departs"));
}

#[test]
fn an_action_of_only_spaces_goes_to_the_base_by_the_standard_and_the_document_in_chromium() {
    let audit = run("<base href='/sub/'><form action='  \t'></form><form action=''></form>");
    let spaces = link(&audit, "  \t");
    assert_eq!(spaces.result.as_deref(), Ok("https://example.com/sub/"));
    assert!(spaces.flags.iter().any(|flag| matches!(
        flag,
        Finding::Link(LinkFlag::ChromiumDeparts { chromium: Ok(url), .. })
            if url == "https://example.com/guide/page.html?x=1"
    )));
    // An empty action is the document's URL for both.
    assert_eq!(flags_of(&audit, ""), ["empty-action"]);
}

#[test]
fn what_no_browser_fetches_says_so_and_a_form_without_action_is_reported() {
    let audit = run(
        "<html manifest=m.appcache><head profile='p1 p2'><base href=/b/></head>\
         <img src=a.png lowsrc=l.png longdesc=d.html><div itemscope itemid=i.html></div>\
         <q cite=c.html>q</q><object data=o.bin codebase=cb/></object><form><input></form>",
    );
    for value in [
        "m.appcache",
        "p1",
        "p2",
        "l.png",
        "d.html",
        "i.html",
        "c.html",
        "cb/",
    ] {
        let flags = flags_of(&audit, value);
        assert!(flags.contains(&"never-fetched"), "{value}: {flags:?}");
        assert!(
            !link(&audit, value).is_flagged(),
            "{value}: it only informs"
        );
    }
    for value in ["a.png", "o.bin"] {
        assert!(
            !flags_of(&audit, value).contains(&"never-fetched"),
            "{value}"
        );
    }
    // The form with no action submits to the document's URL, as an empty action does.
    let form = audit.links().find(|l| l.element == "form").unwrap();
    assert_eq!((form.attribute, form.value.as_str()), ("action", ""));
    assert_eq!(
        form.result.as_deref(),
        Ok("https://example.com/guide/page.html?x=1")
    );
    assert!(form.flags.iter().any(|f| f.rule() == "empty-action"));
}

#[test]
fn the_urls_of_style_sheets_and_style_attributes_are_links() {
    let audit = run(
        "<head><style>@import 'i.css'; body { background: url(bg.png) }</style>\
         <base href=/b/><style>q { list-style: url(\"late.png\") }</style></head>\
         <div style='background: url(d.png), url( e\\ f.png )'>x</div>",
    );
    let got: Vec<(String, &str, String)> = audit
        .links()
        .filter(|l| l.element != "base")
        .map(|l| (l.element, l.attribute, l.result.unwrap()))
        .collect();
    assert_eq!(
        got,
        [
            // A sheet before the base is parsed, and its URLs resolved, before the base is.
            (
                "style".into(),
                "#text",
                "https://example.com/guide/i.css".into()
            ),
            (
                "style".into(),
                "#text",
                "https://example.com/guide/bg.png".into()
            ),
            (
                "style".into(),
                "#text",
                "https://example.com/b/late.png".into()
            ),
            ("div".into(), "style", "https://example.com/b/d.png".into()),
            (
                "div".into(),
                "style",
                "https://example.com/b/e%20f.png".into()
            ),
        ]
    );
    assert_eq!(flags_of(&audit, "bg.png"), ["fetched-before-base"]);
}
