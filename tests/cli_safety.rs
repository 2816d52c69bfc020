//! How a run ends without a result, on the real binary (issue 18, defects 1 and 4): clap's errors
//! quote an argument as typed, escaped; an argument that is not UTF-8 is named and its bytes
//! shown; a panic prints one escaped line and exits with 70, after the explorer has restored the
//! terminal.

use std::ffi::OsString;
use std::process::{Command, Output};

use uriscope::text::escape::escape_for_terminal;

/// Is `c` shown as an escape by the rule (not `\\`, which starts every escape)?
fn is_invisible(c: char) -> bool {
    c != '\\' && escape_for_terminal(c.encode_utf8(&mut [0; 4])) != c.to_string()
}

const BASE: &str = "http://a/b/c/d;p?q";
/// docs/guide/07-exit-codes.md.
const EXIT_USAGE: i32 = 2;
const EXIT_PANIC: i32 = 70;

fn uriscope<S: Into<OsString> + Clone>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_uriscope"))
        .args(args.iter().cloned().map(Into::into))
        .output()
        .expect("the binary runs")
}

/// An argument made of raw bytes (which need not be UTF-8).
#[cfg(unix)]
fn bytes(b: &[u8]) -> OsString {
    use std::os::unix::ffi::OsStringExt;
    OsString::from_vec(b.to_vec())
}

/// stderr as text, after checking it is UTF-8 with nothing invisible but line breaks.
fn safe_stderr(output: &Output) -> String {
    let text = String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8");
    let raw = text.chars().find(|&c| c != '\n' && is_invisible(c));
    assert_eq!(raw, None, "raw character in: {text}");
    text
}

#[test]
fn an_invalid_value_is_quoted_as_typed_and_escaped() {
    let out = uriscope(&["resolve", "--spec", "x\x1b[31mred\nz\u{202e}", BASE, "g"]);
    assert_eq!(out.status.code(), Some(EXIT_USAGE));
    let text = safe_stderr(&out);
    // Not stripped to `xredz`: every character typed, each invisible one as its escape.
    assert!(
        text.starts_with("error: invalid value 'x\\x1b[31mred\\nz\\u{202e}' for '--spec <SPEC>'\n"),
        "{text}"
    );
    // A backslash typed is a backslash shown, distinct from an escape.
    let out = uriscope(&["resolve", "--spec", "a\\x1b", BASE, "g"]);
    assert!(safe_stderr(&out).contains("'a\\\\x1b'"));
}

#[test]
fn every_kind_of_clap_error_escapes_what_it_quotes() {
    let hostile = "\x1b]0;PWNED\x07\x1b[2J\u{e0041}";
    let shown = "\\x1b]0;PWNED\\x07\\x1b[2J\\u{e0041}";
    let mut runs: Vec<Vec<String>> = vec![
        // unknown option, and its "to pass it as a value, use --" tip
        vec![format!("--{hostile}")],
        vec!["resolve".into(), format!("--{hostile}"), BASE.into()],
        // unknown subcommand (a word alone is the explorer's BASE: after the pair, or to `help`)
        vec![BASE.into(), "g".into(), format!("res{hostile}")],
        vec!["help".into(), format!("res{hostile}")],
        // extra positional
        vec!["parse".into(), "g".into(), hostile.into()],
        // invalid value of an enumerated option, by `=` too
        vec![
            "resolve".into(),
            format!("--above-root={hostile}"),
            BASE.into(),
            "g".into(),
        ],
        vec![
            "compare".into(),
            "--variant".into(),
            hostile.into(),
            BASE.into(),
            "g".into(),
        ],
        vec![
            "resolve".into(),
            "--spec".into(),
            hostile.into(),
            BASE.into(),
            "g".into(),
        ],
    ];
    if cfg!(feature = "tui") {
        runs.push(vec!["explore".into(), "--spec".into(), hostile.into()]);
    }
    for args in &runs {
        let out = uriscope(args);
        assert_eq!(out.status.code(), Some(EXIT_USAGE), "{args:?}");
        let text = safe_stderr(&out);
        assert!(text.contains(shown), "{args:?}: {text}");
    }
}

#[test]
#[cfg(unix)]
fn the_program_name_in_argv_never_reaches_the_usage_line() {
    use std::os::unix::process::CommandExt;
    let out = Command::new(env!("CARGO_BIN_EXE_uriscope"))
        .arg0("\x1b[2Jevil")
        .args(["resolve", "--nope"])
        .output()
        .unwrap();
    let text = safe_stderr(&out);
    assert!(text.contains("Usage: uriscope resolve"), "{text}");
    assert!(!text.contains("evil"), "{text}");
}

#[test]
#[cfg(unix)]
fn an_argument_that_is_not_utf8_is_named_and_its_bytes_shown() {
    // Each with the usage line it is given under: the subcommand's.
    let cases: Vec<(Vec<OsString>, &str, &str)> = vec![
        (
            vec!["resolve".into(), BASE.into(), bytes(b"g\xff\x1b")],
            "argument 3 (`[REFERENCE]`) is not valid UTF-8: 'g\\xff\\x1b'",
            "Usage: uriscope resolve ",
        ),
        (
            vec!["compare".into(), bytes(b"http://a/\xc3"), "g".into()],
            "argument 2 (`<BASE>`) is not valid UTF-8: 'http://a/\\xc3'",
            "Usage: uriscope compare ",
        ),
        (
            vec!["resolve".into(), bytes(b"--base=http://\xfe"), "g".into()],
            "argument 2 (`--base <BASE>`) is not valid UTF-8: '--base=http://\\xfe'",
            "Usage: uriscope resolve ",
        ),
        (
            vec![
                "resolve".into(),
                "--spec".into(),
                bytes(b"\x80"),
                BASE.into(),
                "g".into(),
            ],
            "argument 3 (`--spec <SPEC>`) is not valid UTF-8: '\\x80'",
            "Usage: uriscope resolve ",
        ),
        (
            vec!["parse".into(), bytes(b"g\\\xff")],
            "argument 2 (`<URI>`) is not valid UTF-8: 'g\\\\\\xff'",
            "Usage: uriscope parse ",
        ),
        // A word alone is the explorer's BASE.
        (
            vec![bytes(b"\xffresolve")],
            "argument 1 (`[BASE]`) is not valid UTF-8: '\\xffresolve'",
            "Usage: uriscope [OPTIONS] [BASE]",
        ),
        // Not an argument uriscope knows: the position alone.
        (
            vec!["a".into(), "b".into(), bytes(b"\xff")],
            "argument 3 is not valid UTF-8: '\\xff'",
            "Usage: uriscope [OPTIONS] [BASE]",
        ),
    ];
    for (args, expected, usage) in &cases {
        let out = uriscope(args);
        assert_eq!(out.status.code(), Some(EXIT_USAGE), "{args:?}");
        let text = safe_stderr(&out);
        assert!(text.starts_with(&format!("error: {expected}\n")), "{text}");
        assert!(text.contains(usage), "{text}");
        assert!(text.contains("percent-encode"), "{text}");
        assert!(out.stdout.is_empty());
    }
    // Every argument that is not UTF-8, each on its line.
    let out = uriscope(&["resolve".into(), bytes(b"http://a/\xff"), bytes(b"g\xfe")]);
    let text = safe_stderr(&out);
    assert!(
        text.starts_with(
            "error: argument 2 (`[BASE]`) is not valid UTF-8: 'http://a/\\xff'\n\
             argument 3 (`[REFERENCE]`) is not valid UTF-8: 'g\\xfe'\n"
        ),
        "{text}"
    );
}

#[test]
fn a_panic_prints_one_escaped_line_and_exits_70() {
    let message = "boom \x1b]0;PWNED\x07\x1b[2J\x1b[31m\nsecond line\u{202e}\u{e0041}\\";
    let out = Command::new(env!("CARGO_BIN_EXE_uriscope"))
        .args(["resolve", BASE, "g"])
        .env("URISCOPE_TEST_PANIC", message)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(EXIT_PANIC));
    assert!(out.stdout.is_empty());
    let text = safe_stderr(&out);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.ends_with('\n'));
    assert!(
        text.starts_with(
            "uriscope: internal error (a bug; please report it): boom \
             \\x1b]0;PWNED\\x07\\x1b[2J\\x1b[31m\\nsecond line\\u{202e}\\u{e0041}\\\\ at src/"
        ),
        "{text}"
    );
}

/// A reader that closes the pipe early (`uriscope … | head -1`) ends the run quietly with 0, so a
/// pipeline under `set -o pipefail` goes on.
#[test]
#[cfg(unix)]
fn a_closed_pipe_ends_the_run_with_0() {
    use std::process::Stdio;
    // `sh -c` closes the pipe at once: `exec 1>&-` is `head -1` having read its line.
    let script = format!(
        "\"{}\" man | (exec 0<&-; true); echo \"${{PIPESTATUS[0]}}\"",
        env!("CARGO_BIN_EXE_uriscope")
    );
    let out = Command::new("bash")
        .args(["-c", &script])
        .stderr(Stdio::piped())
        .output()
        .unwrap();
    let status = String::from_utf8_lossy(&out.stdout);
    assert_eq!(status.trim(), "0", "{}", safe_stderr(&out));
    assert!(out.stderr.is_empty(), "{}", safe_stderr(&out));
}
