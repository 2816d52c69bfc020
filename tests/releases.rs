//! A library profile's release as a user names it: read against the library's table of
//! releases, refused with a reason that names what answers, and named again in titles and
//! citations.

#[path = "common/binary.rs"]
mod binary;

use binary::{stderr, stdout, uriscope};

const BASE: &str = "http://a/b/c/d;p?q";

/// `--spec SPEC` refused: the exit code of a usage error, and clap's tip.
fn refused(spec: &str) -> String {
    let out = uriscope(&["resolve", "--spec", spec, BASE, "g"]);
    assert_eq!(out.status.code(), Some(2), "{spec}");
    stderr(&out)
}

#[test]
fn a_patch_release_must_be_one_there_is() {
    let tip = refused("python@3.11.99");
    assert!(
        tip.contains("CPython 3.11.99 is not a release this table knows (3.11.0 to 3.11.15 are)"),
        "{tip}"
    );
    let out = uriscope(&["resolve", "--spec", "python@3.11.4", BASE, "g"]);
    assert_eq!(stdout(&out), "http://a/b/c/g\n");
}

/// The tip of `python` says 2.7 stands for every release before 3.5: `python@3.4` is
/// answered by it, and its title says so.
#[test]
fn a_release_before_3_5_is_answered_by_the_2_7_line() {
    let out = uriscope(&[
        "resolve",
        "--trace",
        "--spec",
        "python@3.4",
        BASE,
        "../../../g",
    ]);
    let text = stdout(&out);
    let title = text.lines().next().unwrap();
    assert_eq!(
        title,
        "CPython 3.4 urljoin, RFC 1808's algorithm (answered by 2.7: bpo-22118 rewrote urljoin \
         in 3.5, and every release before runs 2.7's) (python@3.4)"
    );
    // 2.7's RFC 1808 algorithm keeps `..` above the root.
    assert!(text.contains("http://a/../g"), "{text}");
}

#[test]
fn an_unmodelled_jdk_is_refused_naming_the_line_that_answers() {
    let tip = refused("java@11");
    assert!(
        tip.contains("OpenJDK 11 is not modelled (8, 17 and 25 are)"),
        "{tip}"
    );
    assert!(tip.contains("java@8 answers for it"), "{tip}");
    let tip = refused("java@21");
    assert!(tip.contains("java@17 answers for it"), "{tip}");
}

/// An error cites the source of the release selected, and the title names it.
#[test]
fn citations_and_titles_name_the_release_selected() {
    let out = uriscope(&[
        "resolve",
        "--trace",
        "--spec",
        "go@1.19",
        "http://a/b",
        "%zz",
    ]);
    let text = format!("{}{}", stdout(&out), stderr(&out));
    assert!(text.contains("Go 1.19 src/net/url/url.go"), "{text}");
    assert!(!text.contains("Go 1.22"), "{text}");
    let out = uriscope(&["resolve", "--trace", "--spec", "python@3.8.10", BASE, "g"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("CPython 3.8.10 urllib.parse.urljoin (python@3.8.10)"),
        "{text}"
    );
}
