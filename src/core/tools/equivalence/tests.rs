use super::*;

#[test]
fn the_notions_are_the_specifications_then_the_libraries() {
    let ids: Vec<&str> = notions().iter().map(|n| n.id).collect();
    assert_eq!(ids[..3], ["rfc3986", "whatwg", "whatwg-exclude-fragments"]);
    assert_eq!(notion("RFC3986").map(|n| n.id), Some("rfc3986"));
}

#[test]
fn the_first_equal_rung_is_where_two_texts_meet() {
    let rfc3986 = notion("rfc3986").unwrap();
    let rung = |a, b| {
        same(rfc3986, a, b)
            .first_equal_rung
            .map(|r| rfc3986.rungs[r].id)
    };
    assert_eq!(rung("http://a/", "http://a/"), Some("string"));
    assert_eq!(rung("http://a/%7e", "http://a/~"), Some("syntax"));
    assert_eq!(rung("http://a", "http://a:80/"), Some("scheme"));
    assert_eq!(rung("http://a/", "http://a/?"), None);
}

#[test]
fn differs_at_names_the_component_and_the_characters() {
    let rfc3986 = notion("rfc3986").unwrap();
    let at = |a, b| same(rfc3986, a, b).differs_at.unwrap();
    let d = at("http://a/x?q", "http://a/x?r");
    assert_eq!(
        (d.component, d.at, d.a, d.b),
        ("query", 11, Some('q'), Some('r'))
    );
    let d = at("http://a/", "http://a/?");
    assert_eq!((d.component, d.at, d.a, d.b), ("query", 9, None, Some('?')));
    let d = at("http://a/x", "https://a/x");
    assert_eq!((d.component, d.a, d.b), ("scheme", Some(':'), Some('s')));
    let d = at("http://a/#", "http://a/");
    assert_eq!((d.component, d.a, d.b), ("fragment", Some('#'), None));
    let d = at("http://ab/", "http://ac/");
    assert_eq!((d.component, d.at), ("authority", 8));
}

#[test]
fn a_text_that_does_not_parse_is_never_the_same() {
    let whatwg = notion("whatwg").unwrap();
    let verdict = same(whatwg, "http://[", "http://[");
    assert!(!verdict.same);
    assert_eq!(verdict.first_equal_rung, Some(0));
    assert!(verdict.a.error.is_some());
}

#[test]
fn excluding_fragments_makes_two_fragments_the_same() {
    let verdicts = verdicts("https://a/#x", "HTTPS://A/#y");
    let of = |id| verdicts.iter().find(|v| v.notion.id == id).unwrap();
    assert!(!of("whatwg").same);
    assert!(of("whatwg-exclude-fragments").same);
    assert!(!of("rfc3986").same);
}
