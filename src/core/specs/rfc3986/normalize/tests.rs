use super::*;

/// The text after each rung: string, syntax, scheme.
fn climbed(text: &str) -> Vec<String> {
    normalize(text).rungs
}

#[test]
fn section_6_2_2_example_is_equal_after_syntax_based_normalization() {
    // §6.2.2: "an application using this approach could reasonably consider the following two
    // URIs equivalent: example://a/b/c/%7Bfoo%7D eXAMPLE://a/./b/../b/%63/%7bfoo%7d"
    let a = climbed("example://a/b/c/%7Bfoo%7D");
    let b = climbed("eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    assert_ne!(a[0], b[0]);
    assert_eq!(a[1], b[1]);
    assert_eq!(b[1], "example://a/b/c/%7Bfoo%7D");
}

#[test]
fn section_6_2_2_1_lowercases_scheme_and_host() {
    // §6.2.2.1: "the URI <HTTP://www.EXAMPLE.com/> is equivalent to <http://www.example.com/>".
    assert_eq!(
        climbed("HTTP://www.EXAMPLE.com/")[1],
        "http://www.example.com/"
    );
    assert_eq!(climbed("http://a/%3a")[1], "http://a/%3A");
}

#[test]
fn section_6_2_3_four_http_uris_are_equal_after_scheme_based_normalization() {
    let normal: Vec<String> = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ]
    .iter()
    .map(|uri| climbed(uri)[2].clone())
    .collect();
    // "the second URI above is the normal form for the "http" scheme."
    assert!(
        normal.iter().all(|n| n == "http://example.com/"),
        "{normal:?}"
    );
    // "the URI "http://example.com/?" cannot be assumed to be equivalent to any of the examples
    // above."
    assert_eq!(climbed("http://example.com/?")[2], "http://example.com/?");
    // "two URIs that differ only by the suffix "#" are considered different regardless of the
    // scheme."
    assert_eq!(climbed("http://example.com/#")[2], "http://example.com/#");
}

#[test]
fn section_6_2_3_mailto_domain_is_case_insensitive() {
    // ""mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com""
    assert_eq!(
        climbed("mailto:Joe@Example.COM")[2],
        "mailto:Joe@example.com"
    );
    assert_eq!(
        climbed("mailto:Joe@Example.COM")[1],
        "mailto:Joe@Example.COM"
    );
}

#[test]
fn each_change_names_its_rule_and_part() {
    let n = normalize("HTTP://A:80/%7e/./b/../c");
    let rules: Vec<(&str, &str, &str, &str)> = n
        .changes
        .iter()
        .map(|c| (c.step.id, c.part, c.before.as_str(), c.after.as_str()))
        .collect();
    assert_eq!(
        rules,
        [
            ("6.2.2.2", "path", "/%7e/./b/../c", "/~/./b/../c"),
            ("6.2.2.1 scheme", "scheme", "HTTP", "http"),
            ("6.2.2.1 host", "host", "A", "a"),
            ("6.2.2.3", "path", "/~/./b/../c", "/~/c"),
            ("6.2.3 port", "port", ":80", ""),
        ]
    );
    assert_eq!(
        n.changes[4].note.as_deref(),
        Some("80 is http's default port (RFC 9110)")
    );
    assert_eq!(n.normalized(), Some("http://a/~/c"));
}

#[test]
fn escapes_of_reserved_characters_are_kept_with_their_digits_upper_cased() {
    let n = normalize("http://h%2fx%41/a%2fb?%3d#%7e%e9");
    assert_eq!(n.normalized(), Some("http://h%2Fxa/a%2Fb?%3D#~%E9"));
}

#[test]
fn ports_that_are_not_the_default_stay() {
    assert_eq!(climbed("http://a:8080")[2], "http://a:8080/");
    assert_eq!(climbed("https://a:80/")[2], "https://a:80/");
    assert_eq!(climbed("foo://a:80/")[2], "foo://a:80/");
    assert_eq!(climbed("foo://a:/")[2], "foo://a/");
    assert_eq!(climbed("http://[::1]:80/")[2], "http://[::1]/");
    assert_eq!(climbed("http://[::A]/")[1], "http://[::a]/");
}

#[test]
fn a_relative_reference_keeps_its_dots_and_is_noted() {
    let n = normalize("a/./b/../c");
    assert_eq!(n.normalized(), Some("a/./b/../c"));
    assert_eq!(n.notes[0].id, "rfc3986.compare-relative");
}

#[test]
fn a_path_that_would_read_as_an_authority_keeps_a_dot() {
    let n = normalize("a:/..//x");
    assert_eq!(n.normalized(), Some("a:/.//x"));
    assert_eq!(n.notes[0].id, "rfc3986.normalize-double-slash");
}

#[test]
fn normalizing_twice_changes_nothing() {
    for text in [
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "HTTP://%41@H%41:/",
        "a:/..//x",
        "mailto:A@B.C,d@E%41",
        "http://[V1.A]/%2e%2E/",
    ] {
        let once = normalize(text);
        let twice = normalize(once.normalized().unwrap());
        assert_eq!(twice.normalized(), once.normalized(), "{text}");
        assert!(twice.changes.is_empty(), "{text}: {:?}", twice.changes);
    }
}

#[test]
fn a_text_that_is_no_uri_reference_is_refused() {
    let n = normalize("http://a/%%36%31 b");
    assert_eq!(n.normalized(), None);
    assert!(
        n.error
            .unwrap()
            .starts_with("not a URI reference by RFC 3986's grammar: ")
    );
}
