//! The profile's answers (each run on OkHttp 3.13.1, JDK 17) and the departures it names.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `HttpUrl.get(base).resolve(link).toString()` gives and the
/// departures named.
#[test]
fn the_probes_give_okhttps_answers_and_name_the_departures() {
    let q = "http://a/b/c/d;p?q";
    assert_departures(
        spec("okhttp"),
        &[
            (q, "http:g", "http://a/b/c/g", &["okhttp.same-scheme"]),
            (q, "..\\\\g", "http://a/b//g", &["okhttp.backslash"]),
            (q, "%2e%2e/g", "http://a/b/g", &["okhttp.encoded-dot"]),
            (q, " g h\t", "http://a/b/c/g%20h", &["okhttp.canonicalized"]),
            (
                q,
                "//EXAMPLE.com:80/x",
                "http://example.com/x",
                &["okhttp.canonicalized"],
            ),
            (q, "../../../g", "http://a/g", &[]),
            // Written as given: a capital in the path is kept, `a%2e` is no dot segment.
            (q, "g/A", "http://a/b/c/g/A", &[]),
            (q, "a%2e", "http://a/b/c/a%2e", &[]),
            (q, "//h:/x", "http://h/x", &["okhttp.canonicalized"]),
        ],
    );
}

/// A link with another scheme than http or https has no answer: `resolve` returns null.
#[test]
fn another_scheme_is_null() {
    let (result, named) = resolve_naming_departures(spec("okhttp"), "http://a/b", "g:h");
    assert!(result.unwrap_err().ends_with(
        "null: java.lang.IllegalArgumentException: Expected URL scheme 'http' or 'https' but was 'g'"
    ));
    assert_eq!(named, ["okhttp.http-only"]);
}
