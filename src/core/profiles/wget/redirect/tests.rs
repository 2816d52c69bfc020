//! The profiles' answers (each run with Wget 1.21.3 following a 302 through a proxy on
//! 127.0.0.1) and the departures they name.

use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

#[test]
fn the_probes_give_wgets_answers_and_name_the_departure() {
    assert_departures(
        spec("wget"),
        &[
            (
                "http://a/b/c/d;p?q",
                "../g",
                "http://a/b/g",
                &["wget.path-simplified"][..0],
            ),
            ("http://a/b", "//u:p@h/x", "http://u:p@h/x", &[]),
            (
                "http://a/b",
                "%7e%3c?%7E#f",
                "http://a/%7e%3c?%7E",
                &["wget.fragment-dropped"],
            ),
            ("http://a/b", "é/x", "http://a/%C3%A9/x", &["wget.escaped"]),
            (
                "http://a/b",
                "//c:080/x",
                "http://c/x",
                &["wget.port-number"],
            ),
        ],
    );
    assert_departures(
        spec("wget-c-locale"),
        &[(
            "http://a/b",
            "%7e%3c?%7E#f",
            "http://a/~%3C?~",
            &["wget.c-locale", "wget.escaped", "wget.fragment-dropped"],
        )],
    );
}

#[test]
fn errors_are_wgets_log_lines() {
    for (profile, reference, error) in [
        ("wget", "g:h", "g:h: Unsupported scheme \u{2018}g\u{2019}."),
        ("wget-c-locale", "g:h", "g:h: Unsupported scheme 'g'."),
    ] {
        let (result, _) = resolve_naming_departures(spec(profile), "http://a/b", reference);
        let text = result.unwrap_err();
        assert!(text.ends_with(error), "{profile} {reference}: {text}");
    }
}

/// Where Wget connects: its own parse, the port the scheme's where none is written.
#[test]
fn wget_connects_where_url_parse_says() {
    use crate::core::connect::connects_to;
    let connection = connects_to(spec("wget"), "http://u:p@[::1]:8080/x").unwrap();
    assert_eq!(connection.host.as_deref(), Some("::1"));
    assert_eq!(connection.port, Some(8080));
    assert_eq!(connection.userinfo.as_deref(), Some("u:p"));
    let connection = connects_to(spec("wget"), "HTTPS://Example.COM/").unwrap();
    assert_eq!(
        (connection.host.as_deref(), connection.port),
        (Some("example.com"), Some(443))
    );
    assert!(connects_to(spec("wget"), "http://h:99999/").is_err());
}
