use super::*;

#[test]
fn the_serialization_is_the_normal_form_and_each_state_says_what_it_changed() {
    let n = normalize("HTTP://User@EXAMPLE.com:80/a/./b/../c?%7e#x y");
    assert_eq!(
        n.normalized(),
        Some("http://User@example.com/a/c?%7e#x%20y")
    );
    let parts: Vec<(&str, &str, &str, &str)> = n
        .changes
        .iter()
        .map(|c| (c.step.place, c.part, c.before.as_str(), c.after.as_str()))
        .collect();
    assert_eq!(
        parts,
        [
            ("§4.4 scheme state", "scheme", "HTTP", "http"),
            ("§4.4 host state", "host", "EXAMPLE.com", "example.com"),
            ("§4.4 port state", "port", ":80", ""),
            ("§4.4 path state", "path", "/a/./b/../c", "/a/c"),
            ("§4.4 fragment state", "fragment", "x y", "x%20y"),
        ]
    );
    // The reasons are the trace's, recorded where the parser acted.
    let port = &n.changes[2];
    assert!(
        port.note.as_deref().unwrap().contains("default port"),
        "{port:?}"
    );
}

#[test]
fn excluding_fragments_drops_the_fragment() {
    let n = normalize_excluding_fragments("https://a/#top");
    assert_eq!(n.normalized(), Some("https://a/"));
    assert_eq!(
        n.changes.last().unwrap().step.id,
        "equals, exclude fragments"
    );
}

#[test]
fn a_failure_is_the_standards_words() {
    let n = normalize("http://[::1");
    assert_eq!(n.normalized(), None);
    assert!(n.error.is_some());
}

#[test]
fn preprocessing_is_a_change_of_the_whole_text() {
    let n = normalize(" http://a/\tb ");
    assert_eq!(n.normalized(), Some("http://a/b"));
    assert_eq!(
        n.changes[0].step.place,
        "§4.4 basic URL parser, steps 1 to 3"
    );
}
