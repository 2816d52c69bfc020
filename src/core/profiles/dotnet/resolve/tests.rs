//! Mono 6.8's answers on the pairs that show each of its steps (each run on Mono 6.8.0.105).

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

fn resolve(base: &str, reference: &str) -> Result<String, String> {
    resolve_naming_departures(spec("dotnet"), base, reference).0
}

fn ok(base: &str, reference: &str, expected: &str) {
    assert_eq!(
        resolve(base, reference).as_deref(),
        Ok(expected),
        "{base} + {reference}"
    );
}

fn fails(base: &str, reference: &str, message: &str) {
    let error = resolve(base, reference).unwrap_err();
    assert!(error.ends_with(message), "{base} + {reference}: {error}");
}

#[test]
fn the_shortcuts_and_the_combining() {
    let base = "http://a/b/c/d;p?q";
    ok(base, "http:g", "http://a/b/c/g");
    ok(base, "http:?x", "http://a/b/c/?x");
    ok(base, "\\x", "http://a/x");
    fails(base, "//h\\x/..", "The hostname could not be parsed.");
    fails(
        base,
        "g:h",
        "A Dos path must be rooted, for example, 'c:\\\\'.",
    );
    fails(base, "https:x", "The Authority/Host could not be parsed.");
    ok("ftp://h/a", "?q", "ftp://h/%3Fq");
    ok("urn:a/b/c", "../g", "urn:a/g");
    ok("urn:a:b", "/g", "urn:/g");
}

#[test]
fn iri_parsing_unescapes_and_mono_writes_some_paths_twice() {
    ok("http://a/b", "%41%2e%2e/x%7e", "http://a/A../x~");
    ok("http://a/b", "x%21%20", "http://a/x%21%20");
    ok("urn:a:b", "%41", "urn:%41A");
    ok("urn:a:b", "%41 b", "urn:A%20b");
    ok("http://-h_/a", "%41", "http:///A");
    fails(
        "http://a/b",
        "ws:%41",
        "NullReferenceException: Object reference not set to an instance of an object",
    );
}

#[test]
fn the_authority_is_written_canonically() {
    ok("http://a/b", "//H.EX:080/x", "http://h.ex/x");
    ok("http://a/b", "//0x7f.1/", "http://127.0.0.1/");
    ok("http://a/b", "//[0:0::1]:8/", "http://[::1]:8/");
    ok("foo://h:80/a/b", "c", "foo://h:80/a/c");
    fails("http://a/b", "//a b/", "The hostname could not be parsed.");
    fails("http://a/b", "//h:65536/", "Invalid port specified.");
}

#[test]
fn a_file_uri_has_no_port_and_its_path_unescapes_dots_and_slashes() {
    ok("file:///tmp/a/b", "../c", "file:///tmp/c");
    ok("file:///tmp/a/b", "//h/c", "file://h/c");
    ok("file://h/share/a/b", "/c", "file:///c");
    ok("file:///tmp/a", "a%2fb", "file:///tmp/a/b");
    ok("http://z/", "file://", "file:///");
    ok("http://z/", "file:////H/x", "file://h/x");
    fails(
        "http://z/",
        "file://h:80/x",
        "A Dos path must be rooted, for example, 'c:\\\\'.",
    );
}

#[test]
fn other_syntaxes_are_refused_naming_them() {
    fails("mailto:x@y", "y", "this is a `mailto:` URI");
    fails("/a/b", "c", "this is a Unix file path");
    fails("http://a/b", "c:/x", "this is a Windows drive path");
}

/// Each departure is named where the code made it, and only there.
#[test]
fn the_departures_are_named_where_they_happen() {
    let q = "http://a/b/c/d;p?q";
    assert_departures(
        spec("dotnet"),
        &[
            (q, "g", "http://a/b/c/g", &[]),
            (q, "http:g", "http://a/b/c/g", &["dotnet.same-scheme"]),
            (q, " g\n", "http://a/b/c/g", &["dotnet.trimmed"]),
            (q, "\\g", "http://a/g", &["dotnet.backslash"]),
            (q, "%41", "http://a/b/c/A", &["dotnet.iri-unescaped"]),
            (q, "a b", "http://a/b/c/a%20b", &["dotnet.escaped"]),
            (q, "//H:80/", "http://h/", &["dotnet.canonical-authority"]),
        ],
    );
}
