//! The command line's own tests: its parsing and dispatch (each command's are in `tests/`).

use super::*;
use crate::core::vocabulary::switch::Switch;

/// The flag each switch names (in errors, and in the command line the explorer copies) is a
/// flag of `resolve` and of `compare`.
#[test]
fn every_switch_flag_is_a_flag_of_the_commands() {
    let command = command();
    for name in ["resolve", "compare"] {
        let sub = command.find_subcommand(name).unwrap();
        for switch in Switch::ALL {
            let long = switch.flag().trim_start_matches("--");
            assert!(
                sub.get_arguments().any(|arg| arg.get_long() == Some(long)),
                "{name} has no {}",
                switch.flag()
            );
        }
    }
}

/// Runs the command line on `args`; returns the exit code and what it printed.
fn run(args: &[&str]) -> (i32, String, String) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_with(
        args,
        &mut Streams {
            input: &mut io::empty(),
            out: &mut out,
            err: &mut err,
            out_is_terminal: false,
            input_is_terminal: false,
        },
    );
    let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
    (code, text(out), text(err))
}

/// The unit tests' throw-away library (core/profile_testing.rs, one registry row) reaches
/// `--spec` with its releases, the JSON, `compare --with all`, the completions and the
/// explorer's chooser, with no other file naming it.
#[test]
fn a_library_added_in_one_row_reaches_every_front_end() {
    let (code, out, _) = run(&[
        "uriscope",
        "resolve",
        "--spec",
        "toy@1.0.2",
        "http://a/b/c",
        "../d",
    ]);
    assert_eq!((code, out.as_str()), (0, "http://a/d\n"));
    let (code, _, err) = run(&[
        "uriscope",
        "resolve",
        "--spec",
        "toy@1.0.3",
        "http://a/b",
        "c",
    ]);
    assert_eq!(code, exit::EXIT_USAGE);
    assert!(
        err.contains("Toy 1.0.3 is not a release this table knows (1.0.0 to 1.0.2 are)"),
        "{err}"
    );
    let (_, json, _) = run(&[
        "uriscope",
        "resolve",
        "--json",
        "--spec",
        "toylib",
        "http://a/b",
        "c",
    ]);
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["spec"], "toy@1.1", "{json}");
    let (_, compare, _) = run(&["uriscope", "compare", "--with", "all", "http://a/b", "c"]);
    assert!(compare.contains("Toy 1.1 join"), "{compare}");
    let (_, script, _) = run(&["uriscope", "completions", "bash"]);
    assert!(
        script.contains("toy@1.0") && script.contains("toy@1.1"),
        "toy's lines not offered"
    );
    #[cfg(feature = "tui")]
    {
        let chooser = crate::tui::panes::libraries::LibrariesPane::default();
        let listed: Vec<String> = chooser.entries.iter().map(ToString::to_string).collect();
        assert!(
            listed.ends_with(&["toy@1.0".to_string(), "toy@1.1".to_string()]),
            "{listed:?}"
        );
    }
}

/// A character that breaks its rule at three places is one warning naming the three bytes, not
/// three warnings; another rule keeps its own line (newcomer report N10: six lines for three
/// backslashes).
#[test]
fn one_warning_names_every_place_of_one_finding() {
    let (code, out, err) = run(&[
        "uriscope",
        "resolve",
        "https://a.example/x/y",
        "\\\\evil.com\\p",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "https://a.example/x/\\\\evil.com\\p\n");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(
        lines[0].starts_with(
            "uriscope: warning: the reference, by RFC 2396's grammar: `\\\\` at bytes 0, 1, 10 is \
             in `unwise`"
        ),
        "{err}"
    );
    assert!(
        lines[1].starts_with(
            "uriscope: warning: the result, by RFC 2396's grammar: `\\\\` at bytes 20, 21, 30 is in \
             `unwise`"
        ),
        "{err}"
    );
    // Past twelve places, their number.
    let (_, _, err) = run(&["uriscope", "resolve", "http://a/b", &"\\".repeat(20)]);
    assert!(
        err.contains("at bytes 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 8 more places is in"),
        "{err}"
    );
}

/// compare's Why for a reference the URL Standard strips names what this reference lost and
/// what was read, not the case the rule's sentence was written for (newcomer report: a tab
/// before `g` was explained with "spaces before `/path` go and the path is absolute").
#[test]
fn the_why_of_a_strip_names_this_input() {
    let (_, out, _) = run(&["uriscope", "compare", "http://a/b/c", "\tg "]);
    let why = out.split("Why:").nth(1).expect("a Why").split_whitespace();
    let why = why.collect::<Vec<_>>().join(" ");
    assert!(
        why.contains(
            "Here the reference's leading `\\t` and trailing ` ` go, and `g` is read as it stands."
        ),
        "{out}"
    );
    assert!(!why.contains("/path"), "{out}");
}
