//! The profile's answers (each run on Elixir 1.14.0) and the departures it names.

use super::remove_dot_segments;
use crate::core::profile_testing::{assert_departures, resolve_naming_departures, spec};

/// The probes, each with the answer `to_string(URI.merge(base, rel))` gives and the departure
/// named.
#[test]
fn the_probes_give_elixirs_answers_and_name_the_departure() {
    let q = "http://a/b/c/d;p?q";
    assert_departures(
        spec("elixir"),
        &[
            (q, ".", "http://a/b/c", &["elixir.trailing-dot"]),
            (q, "..", "http://a/b", &["elixir.trailing-dot"]),
            (q, "/..", "http://a", &["elixir.trailing-dot"]),
            (q, "g/.", "http://a/b/c/g", &["elixir.trailing-dot"]),
            (q, "//:80/x", "http://a/x", &["elixir.no-host"]),
            (q, "//u@/x", "http://a/x", &["elixir.no-host"]),
            (
                "HTTP://A:080/b",
                "x",
                "http://A/x",
                &["elixir.scheme-lowercased", "elixir.port-number"],
            ),
            (
                "http://[v1.x]/b",
                "x",
                "http://v1.x/x",
                &["elixir.host-brackets"],
            ),
            (
                "http://a/b",
                "g#s\nt",
                "http://a/g#s",
                &["elixir.fragment-line"],
            ),
            (q, "../../../g", "http://a/g", &[]),
            (q, "g:h", "g:h", &[]),
            ("http://a/b?q#f", "#s", "http://a/b?q#s", &[]),
            ("http://a/b?q#f", "", "http://a/b?q", &[]),
            ("http://u:p@a:8080/b", "//c/d", "http://c/d", &[]),
            ("http://a/b", "//u:p@c/d", "http://u:p@c/d", &[]),
            ("foo://h:80/x", "g", "foo://h:80/g", &[]),
            ("http://a", "g", "http://a/g", &[]),
            // An empty user information is none: not a port's rewriting.
            ("http://a/b", "//@c/x", "http://c/x", &[]),
            (
                "http://a/b",
                "HTTP://C/./d/../e",
                "http://C/e",
                &["elixir.scheme-lowercased"],
            ),
        ],
    );
}

/// A base without a host is refused with Elixir's own words, and the departure named where
/// it has a scheme.
#[test]
fn a_base_without_a_host_raises() {
    for base in ["mailto:x@y", "http:/a"] {
        let (result, named) = resolve_naming_departures(spec("elixir"), base, "g");
        assert!(
            result
                .unwrap_err()
                .ends_with("ArgumentError: you must merge onto an absolute URI")
        );
        assert_eq!(named, ["elixir.host-required"]);
    }
}

/// The removal reads the segments from the last back: a `..` takes the segment before it, a
/// run of `..` above the root goes, and a final dot segment takes its `/` with it.
#[test]
fn dot_segments_go_as_the_clauses_say() {
    for (path, expected) in [
        ("/a/b/../c", "/a/c"),
        ("/a/b/../../../../c", "/c"),
        ("/../a", "/a"),
        ("/a/.", "/a"),
        ("/a/b/..", "/a"),
        ("/..", ""),
        ("a/../../b", "a/b"),
        ("/a/./b/./", "/a/b/"),
        ("", ""),
    ] {
        assert_eq!(remove_dot_segments(path), expected, "{path}");
    }
}
