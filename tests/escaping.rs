//! The one escaping rule on the real binary, in every output mode a user meets: every invisible
//! character is shown as an escape and `\` as `\\` (the rule itself is checked over all of
//! Unicode by the escape module's own tests).

use std::io::Write;
use std::process::{Command, Output, Stdio};

use uriscope::text::escape::escape_for_terminal;

#[path = "common/hostile.rs"]
mod hostile_strings;
use hostile_strings::{HOSTILE, u_escape};

const BASE: &str = "http://a/b/c/d;p?q";

/// Is `c` shown as an escape by the rule (not `\`, which starts every escape)?
fn is_invisible(c: char) -> bool {
    c != '\\' && escape_for_terminal(c.encode_utf8(&mut [0; 4])) != c.to_string()
}

// The real binary.

/// Runs the binary with `args`, `stdin` as its input (none when empty).
fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_uriscope"))
        .args(args)
        .stdin(if stdin.is_empty() {
            Stdio::null()
        } else {
            Stdio::piped()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    if let Some(mut input) = child.stdin.take() {
        match input.write_all(stdin.as_bytes()) {
            // A command that refuses its arguments exits before it reads stdin.
            Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
            written => written.unwrap(),
        }
    }
    child.wait_with_output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("the output is UTF-8")
}

/// No character of `hostile` and nothing invisible (but line breaks) in `output`.
fn assert_nothing_raw(output: &str, hostile: &str, what: &str) {
    for c in hostile.chars() {
        assert!(!output.contains(c), "{what}: raw U+{:04X}", c as u32);
    }
    let raw = output.chars().find(|&c| c != '\n' && is_invisible(c));
    assert_eq!(raw, None, "{what}: {output}");
}

#[test]
fn invisible_characters_are_escaped_in_every_output() {
    for &(name, hostile) in HOSTILE {
        let reference = format!("g{hostile}h");
        let result = format!("http://a/b/c/g{hostile}h");
        let shown: String = hostile.chars().map(u_escape).collect();
        // To a pipe, `resolve` prints the result as the exact string, as `--json` has it
        // (`on_a_terminal_the_result_is_escaped` checks a terminal).
        let out = run(&["resolve", BASE, &reference], "");
        assert_eq!(text(&out.stdout), format!("{result}\n"), "{name}");
        let human: &[&[&str]] = &[
            &["resolve", "--trace", BASE, &reference],
            &["resolve", "--spec", "rfc3986", "--trace", BASE, &reference],
            &["parse", &result],
            &["compare", BASE, &reference],
        ];
        for args in human {
            let out = run(args, "");
            let what = format!("{name}: {args:?}");
            // `parse` exits 1: a character outside US-ASCII is a grammar error.
            assert!(matches!(out.status.code(), Some(0 | 1)), "{what}");
            let stdout = text(&out.stdout);
            assert_nothing_raw(&stdout, hostile, &what);
            assert!(stdout.contains(&format!("g{shown}h")), "{what}: {stdout}");
        }
        // Batch mode to a pipe: exact, one line per line (no hostile string breaks a line);
        // and an error message that quotes the input (a base without a scheme).
        let out = run(&["resolve", "--base", BASE], &format!("{reference}\n"));
        if hostile.contains(['\n', '\r']) {
            assert_eq!(text(&out.stdout).lines().count(), 1, "{name}");
        } else {
            assert_eq!(text(&out.stdout), format!("{result}\n"), "{name}");
        }
        let out = run(&["resolve", &reference, "g"], "");
        let stderr = text(&out.stderr);
        assert_nothing_raw(&stderr, hostile, name);
        assert!(stderr.contains(&format!("g{shown}h")), "{name}: {stderr}");

        // JSON: the same characters as \uXXXX, and the exact strings back.
        let json: &[(&[&str], &str)] = &[
            (&["resolve", "--json", BASE, &reference], "/result"),
            (
                &["resolve", "--json", "--trace", BASE, &reference],
                "/result",
            ),
            (&["parse", "--json", &result], "/uri"),
            (&["compare", "--json", BASE, &reference], "/reference"),
            (&["resolve", "--json", "--base", BASE], "/reference"),
        ];
        for &(args, pointer) in json {
            let batch = args.contains(&"--base");
            let out = run(args, if batch { &reference } else { "" });
            let what = format!("{name}: {args:?}");
            let stdout = text(&out.stdout);
            assert_nothing_raw(&stdout, hostile, &what);
            let value: serde_json::Value = serde_json::from_str(&stdout).expect("one JSON value");
            let expected = if pointer == "/reference" {
                &reference
            } else {
                &result
            };
            assert_eq!(value.pointer(pointer).unwrap(), expected.as_str(), "{what}");
            for c in hostile.chars() {
                let mut units = [0u16; 2];
                let escaped: String = c
                    .encode_utf16(&mut units)
                    .iter()
                    .map(|u| format!("\\u{u:04x}"))
                    .collect();
                assert!(stdout.contains(&escaped), "{what}: no {escaped}");
            }
        }
    }
}

/// RFC 3987's mappings and a host's readings quote the input in every line they write: each
/// quotation is escaped, on stdout and on stderr, and JSON has `\uXXXX`.
#[test]
fn the_mappings_and_host_readings_escape_what_they_quote() {
    for &(name, hostile) in HOSTILE {
        let uri = format!("http://g{hostile}h.example/g{hostile}h%E9");
        let runs: &[&[&str]] = &[
            &["uri-to-iri", "--trace", &uri],
            &["iri-to-uri", "--trace", &uri],
            &["iri-to-uri", "--idna", "--trace", &uri],
            &[
                "resolve", "--iri", "--trace", "--spec", "rfc3986", BASE, &uri,
            ],
            &["parse", "--spec", "rfc3986", &uri],
            &["uri-to-iri", "--json", "--trace", &uri],
            &["parse", "--json", "--spec", "rfc3986", &uri],
        ];
        for args in runs {
            let out = run(args, "");
            let what = format!("{name}: {args:?}");
            assert!(matches!(out.status.code(), Some(0 | 1)), "{what}");
            assert_nothing_raw(&text(&out.stdout), hostile, &what);
            assert_nothing_raw(&text(&out.stderr), hostile, &what);
        }
        // Alone, to a pipe, the IRI is the exact string; what stderr quotes is escaped.
        let out = run(&["uri-to-iri", "--idna", &uri], "");
        assert!(
            text(&out.stdout).starts_with(&format!("http://g{hostile}h")),
            "{name}"
        );
        assert_nothing_raw(&text(&out.stderr), hostile, name);
    }
}

#[test]
fn typed_escape_text_and_the_real_character_print_differently() {
    let typed = "g\\x1b";
    let real = "g\x1b";
    let modes: &[&[&str]] = &[
        &["resolve", "--trace", BASE],
        &["compare", BASE],
        &["parse"],
    ];
    for mode in modes {
        let with = |reference: &str| {
            let mut args = mode.to_vec();
            args.push(reference);
            text(&run(&args, "").stdout)
        };
        let (shown_typed, shown_real) = (with(typed), with(real));
        assert_ne!(shown_typed, shown_real, "{mode:?}");
        assert!(shown_typed.contains("g\\\\x1b"), "{mode:?}: {shown_typed}");
        assert!(shown_real.contains("g\\x1b"), "{mode:?}: {shown_real}");
        assert!(!shown_real.contains("g\\\\x1b"), "{mode:?}: {shown_real}");
        assert!(!shown_real.contains('\x1b'), "{mode:?}");
    }
    // To a pipe the results are the exact strings: they differ by themselves.
    let out = run(&["resolve", "--base", BASE], "g\\x1b\ng\x1b\n");
    assert_eq!(
        text(&out.stdout),
        "http://a/b/c/g\\x1b\nhttp://a/b/c/g\x1b\n"
    );
}

/// What `uriscope ARGS` writes to a pseudo-terminal on which `typed` is typed.
fn on_a_terminal(args: &[&str], typed: &[u8]) -> String {
    use portable_pty::{CommandBuilder, PtySize, native_pty_system};
    use std::io::Read;
    let pty = native_pty_system()
        .openpty(PtySize {
            rows: 24,
            cols: 200,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_uriscope"));
    cmd.args(args);
    let mut child = pty.slave.spawn_command(cmd).expect("the binary runs");
    drop(pty.slave);
    let mut reader = pty.master.try_clone_reader().unwrap();
    let mut writer = pty.master.take_writer().unwrap();
    std::io::Write::write_all(&mut writer, typed).unwrap();
    // Until the child has exited and its side of the terminal is closed (then the read
    // fails with EIO; what came before is kept).
    let output = std::thread::spawn(move || {
        let mut output = Vec::new();
        let _ = reader.read_to_end(&mut output);
        output
    });
    child.wait().unwrap();
    drop(pty.master);
    String::from_utf8(output.join().unwrap()).expect("UTF-8")
}

#[test]
fn on_a_terminal_the_result_is_escaped() {
    // The terminal turns `\n` into `\r\n`; what matters is that no ESC, BEL or U+202E is raw.
    let shown = on_a_terminal(&["resolve", BASE, "a\x1b]52;c;aGk=\x07b\u{202e}c\\d"], b"");
    // The warnings share the terminal (stderr); the result is the line that starts with it.
    assert_eq!(
        shown
            .lines()
            .find(|line| line.starts_with("http:"))
            .map(str::trim_end),
        Some("http://a/b/c/a\\x1b]52;c;aGk=\\x07b\\u{202e}c\\\\d")
    );
    let raw = shown
        .chars()
        .find(|&c| !matches!(c, '\n' | '\r') && is_invisible(c));
    assert_eq!(raw, None, "{shown:?}");
}

#[test]
fn batch_on_a_terminal_says_it_reads_until_ctrl_d() {
    // A reference, then Ctrl-D (the terminal's end of input).
    let shown = on_a_terminal(&["resolve", "--base", BASE], b"g\n\x04");
    assert!(
        shown.contains("uriscope: reading references from the terminal, one per line; Ctrl-D ends"),
        "{shown:?}"
    );
    assert!(shown.contains("http://a/b/c/g"), "{shown:?}");
}
