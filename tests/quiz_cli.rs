//! `uriscope quiz` without playing: the built-in sets listed, a teacher's set checked as it is
//! loaded (each refusal naming its line), `--seed` and `--spec` as the order and the
//! specification asked, the progress report on nothing played, and playing refused where there
//! is no terminal. Playing is tests/quiz_tmux.rs.
#![cfg(feature = "tui")]

use std::process::Output;

#[path = "common/binary.rs"]
mod binary;
use binary::{command, stderr, stdout, uriscope, uriscope_stdin};

/// A directory of this test's own, made empty.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("uriscope-quiz-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn lines(output: &Output) -> Vec<String> {
    stdout(output).lines().map(str::to_string).collect()
}

#[test]
fn every_built_in_set_is_listed_with_its_count() {
    let out = uriscope(&["quiz", "--list", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let sets: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let names: Vec<&str> = sets
        .as_array()
        .unwrap()
        .iter()
        .map(|set| {
            assert!(set["exercises"].as_u64().unwrap() > 0, "{set}");
            set["name"].as_str().unwrap()
        })
        .collect();
    for name in [
        "rfc2396", "rfc3986", "whatwg", "python", "easy", "hard", "partings",
    ] {
        assert!(names.contains(&name), "{names:?}");
    }
    let out = uriscope(&["quiz", "--list"]);
    assert!(stdout(&out).contains("uriscope quiz --set NAME plays one"));
}

#[test]
fn a_teachers_set_is_checked_and_listed_without_playing() {
    let dir = scratch("set");
    let set = dir.join("week3.toml");
    std::fs::write(
        &set,
        "title = \"Week 3\"\nspec = \"rfc2396\"\nbase = \"http://a/b/c/d;p?q\"\n\n\
         [[exercise]]\nreference = \"../g\"\n\n\
         [[exercise]]\nreference = \"?y\"\nspecs = [\"rfc2396\", \"rfc3986\"]\nask = \"result\"\n",
    )
    .unwrap();
    let out = uriscope(&["quiz", "--list", "--set", set.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listed = lines(&out);
    assert_eq!(listed[0], "Week 3: 4 exercises");
    assert!(listed[1].contains("rfc2396      steps"), "{listed:?}");
    assert!(
        listed[4].contains("rfc2396      parting:rfc3986"),
        "{listed:?}"
    );

    // Refused, naming the line; exit 2, on stderr under the usage line.
    std::fs::write(
        &set,
        "title = \"x\"\n[[exercise]]\nreference = \"g\"\nspec = \"rfc2396\"\n",
    )
    .unwrap();
    let out = uriscope(&["quiz", "--list", "--set", set.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stdout(&out).is_empty());
    assert!(
        stderr(&out).contains("line 2: no base: give `base` here or at the top of the set"),
        "{}",
        stderr(&out)
    );
    let out = uriscope(&["quiz", "--list", "--set", "no-such-set"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("no set `no-such-set`"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_seed_gives_the_same_order_again_and_spec_asks_every_exercise_under_it() {
    let listed = |args: &[&str]| {
        let mut all = vec!["quiz", "--list", "--set", "rfc2396"];
        all.extend(args);
        let out = uriscope(&all);
        assert!(out.status.success(), "{}", stderr(&out));
        lines(&out)
    };
    let own = listed(&[]);
    let seven = listed(&["--seed", "7"]);
    assert_eq!(seven, listed(&["--seed", "7"]));
    assert_ne!(seven, own);
    let sorted = |mut lines: Vec<String>| {
        // Without the numbers, the same exercises.
        lines = lines
            .iter()
            .map(|l| l.get(6..).unwrap_or("").to_string())
            .collect();
        lines.sort();
        lines
    };
    assert_eq!(sorted(seven), sorted(own));
    // --ask: the result alone, or each exercise's steps where it has them.
    let results = listed(&["--ask", "result"]);
    assert!(
        results[1..].iter().all(|l| l.contains(" result ")),
        "{results:?}"
    );
    let steps = listed(&["--ask", "steps"]);
    assert!(
        steps[1..].iter().any(|l| l.contains(" steps ")),
        "{steps:?}"
    );
    let under = listed(&["--spec", "rfc3986"]);
    assert!(under[0].contains("under RFC 3986: "), "{}", under[0]);
    assert!(
        under[1..].iter().all(|l| l.contains(" rfc3986 ")),
        "{under:?}"
    );
}

#[test]
fn the_report_of_nothing_played_and_playing_without_a_terminal() {
    let dir = scratch("report");
    let out = command()
        .args(["quiz", "--report"])
        .env("XDG_DATA_HOME", &dir)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).contains("Nothing played yet"),
        "{}",
        stdout(&out)
    );
    let out = command()
        .args(["quiz", "--report", "--json"])
        .env("XDG_DATA_HOME", &dir)
        .output()
        .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["played"], 0);
    assert!(
        report["file"]
            .as_str()
            .unwrap()
            .ends_with("uriscope/quiz-progress.jsonl")
    );

    let out = uriscope_stdin(&["quiz"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("the quiz needs a terminal"),
        "{}",
        stderr(&out)
    );
    let out = uriscope_stdin(&["quiz", "--json"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--json needs a FILE while playing"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(dir).unwrap();
}
