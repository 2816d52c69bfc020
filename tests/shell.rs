//! The command line in the shell: `uriscope completions bash` run by bash completes the
//! subcommands and `--spec`'s values, and `uriscope man` renders with `man -l` with every
//! subcommand in it. Each skipped, saying why, where bash or man is absent.

#[path = "common/binary.rs"]
mod binary;

use std::process::Command;

use binary::{stdout, uriscope};

/// What bash's completion of `words` (the last one being completed) offers, with the script
/// `uriscope completions bash` prints loaded; `None` without bash.
fn bash_completes(script: &std::path::Path, words: &[&str]) -> Option<Vec<String>> {
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let current = words.last().copied().unwrap_or("");
    let previous = words.len().checked_sub(2).map_or("", |i| words[i]);
    let program = format!(
        "source '{}'; COMP_WORDS=({}); COMP_CWORD={}; _uriscope uriscope '{current}' \
         '{previous}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display(),
        quoted.join(" "),
        words.len() - 1
    );
    let output = Command::new("bash").args(["-c", &program]).output().ok()?;
    assert!(output.status.success(), "{output:?}");
    Some(
        String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(str::to_owned)
            .collect(),
    )
}

#[test]
fn bash_completes_the_subcommands_and_spec_values() {
    let out = uriscope(&["completions", "bash"]);
    assert_eq!(out.status.code(), Some(0));
    let script = std::env::temp_dir().join(format!("uriscope-{}.bash", std::process::id()));
    std::fs::write(&script, &out.stdout).unwrap();
    let Some(subcommands) = bash_completes(&script, &["uriscope", "re"]) else {
        println!("skipped: bash is not installed");
        return;
    };
    assert_eq!(subcommands, ["resolve", "relative", "redirects"]);
    // The explorer's own helper is no command for a person to type.
    let clip = bash_completes(&script, &["uriscope", "cl"]).unwrap();
    assert!(clip.iter().all(String::is_empty), "{clip:?}");
    let specs = bash_completes(&script, &["uriscope", "resolve", "--spec", ""]).unwrap();
    for spec in [
        "rfc2396",
        "rfc3986",
        "whatwg",
        "python",
        "node-legacy",
        "go",
        "java",
        "curl",
    ] {
        assert!(specs.iter().any(|s| s == spec), "{spec} not in {specs:?}");
    }
    // Every release line modelled, as `--spec` takes it.
    let pythons =
        bash_completes(&script, &["uriscope", "resolve", "--spec", "python@3.1"]).unwrap();
    assert_eq!(
        pythons,
        [
            "python@3.10",
            "python@3.11",
            "python@3.12",
            "python@3.13",
            "python@3.14"
        ]
    );
    let curls = bash_completes(&script, &["uriscope", "resolve", "--spec", "curl@8.1"]).unwrap();
    assert!(curls.contains(&"curl@8.1.0".to_string()), "{curls:?}");
    // compare --with offers the profiles and `all`, not file names.
    let with = bash_completes(&script, &["uriscope", "compare", "--with", ""]).unwrap();
    for value in [
        "all",
        "python",
        "python@2.7",
        "node-legacy",
        "go@1.19",
        "java@8",
        "curl@7.88",
    ] {
        assert!(with.iter().any(|s| s == value), "{value} not in {with:?}");
    }
    assert!(!with.iter().any(|s| s == "rfc3986"), "{with:?}");
    // redirects --format and --curl offer their values, not file names (newcomer report N13).
    let formats = bash_completes(&script, &["uriscope", "redirects", "--format", ""]).unwrap();
    assert_eq!(
        formats,
        ["har", "curl-verbose", "curl-json", "wget", "headers"]
    );
    let curls = bash_completes(&script, &["uriscope", "redirects", "--curl", ""]).unwrap();
    assert!(
        curls.iter().any(|c| c == "7.88") && curls.iter().any(|c| c == "8.22"),
        "{curls:?}"
    );
    assert!(!curls.iter().any(|c| c == "Cargo.toml"), "{curls:?}");
    let flags = bash_completes(&script, &["uriscope", "resolve", "--loc"]).unwrap();
    assert_eq!(flags, ["--location-url"]);
    let _ = std::fs::remove_file(&script);
    // Every shell clap_complete knows gets a script that names the program.
    for shell in ["zsh", "fish", "elvish", "powershell"] {
        let text = stdout(&uriscope(&["completions", shell]));
        assert!(text.contains("uriscope"), "{shell}: {text}");
        assert!(!text.contains("clipboard-serve"), "{shell}");
    }
    let out = uriscope(&["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn the_man_page_renders_with_every_subcommand() {
    let page = uriscope(&["man"]);
    assert_eq!(page.status.code(), Some(0));
    let path = std::env::temp_dir().join(format!("uriscope-{}.1", std::process::id()));
    std::fs::write(&path, &page.stdout).unwrap();
    let rendered = Command::new("man")
        .arg("-l")
        .arg(&path)
        .env("MANWIDTH", "100")
        .env("MANPAGER", "cat")
        .env("PAGER", "cat")
        .output();
    let _ = std::fs::remove_file(&path);
    let rendered = match rendered {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).into_owned()
        }
        Ok(output) => {
            println!(
                "skipped: man -l failed: {}",
                String::from_utf8_lossy(&output.stderr)
            );
            return;
        }
        Err(error) => {
            println!("skipped: man is not installed ({error})");
            return;
        }
    };
    // man may write bold and underline as overstrikes (`X\bX`, `_\bX`): each character
    // followed by a backspace is struck out.
    let chars: Vec<char> = rendered.chars().collect();
    let text: String = (0..chars.len())
        .filter(|&i| chars[i] != '\u{8}' && chars.get(i + 1) != Some(&'\u{8}'))
        .map(|i| chars[i])
        .collect();
    // Justified lines space their words unevenly.
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    for wanted in [
        "NAME",
        "See how a URI reference resolves",
        "SUBCOMMANDS",
        "URISCOPE RESOLVE",
        "--location-url",
        "URISCOPE REDIRECTS",
        "URISCOPE COMPLETIONS",
        "Exit codes: 0 success",
    ] {
        assert!(text.contains(wanted), "{wanted:?} not in:\n{text}");
    }
    // Each subcommand is a section of this page, not a page of its own (`uriscope-resolve(1)`).
    assert!(!text.contains("uriscope-resolve(1)"), "{text}");
    assert!(
        text.contains("uriscope resolve Resolve REFERENCE against BASE"),
        "{text}"
    );
    assert!(!text.contains("clipboard-serve"), "{text}");
}

/// `resolve BASE` alone reads the references from stdin, as `--base BASE` does.
#[test]
fn resolve_with_a_base_alone_reads_references_from_stdin() {
    let out = binary::uriscope_stdin(&["resolve", "http://a/b/c/d;p?q"], b"g\n../x\n?y\n");
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    assert_eq!(
        stdout(&out),
        "http://a/b/c/g\nhttp://a/b/x\nhttp://a/b/c/?y\n"
    );
    let out = binary::uriscope_stdin(
        &["resolve", "--spec", "whatwg", "http://a/b/c/d;p?q"],
        b"?y\n",
    );
    assert_eq!(stdout(&out), "http://a/b/c/d;p?y\n");
}

/// `uriscope WORD …` where WORD is no subcommand and no URI: said, with the subcommands, rather
/// than the explorer opened on a base `reslove`.
#[test]
fn a_mistyped_subcommand_is_named_as_such() {
    let out = binary::uriscope_stdin(&["reslove", "g"], b"");
    assert_eq!(out.status.code(), Some(2));
    let said = binary::stderr(&out);
    assert!(
        said.contains("`reslove` is no subcommand (resolve, parse,"),
        "{said}"
    );
    assert!(
        said.contains("nor a BASE: a base is an absolute URI"),
        "{said}"
    );
}

/// A value of `URISCOPE_SPEC` that `--spec` cannot read stops only the commands that read it
/// (`resolve`, `relative`, `parse` and the explorer), each naming the variable; `man`,
/// `completions` and the rest run as without it. `parse` reads a specification it names, and
/// keeps its own default for a library, which has no grammar.
#[test]
fn uriscope_spec_is_read_by_the_commands_that_use_it_alone() {
    let with = |spec: &str, args: &[&str]| {
        binary::command()
            .env("URISCOPE_SPEC", spec)
            .args(args)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap()
    };
    for args in [
        &["man"][..],
        &["completions", "bash"],
        &["compare", "http://a/b", "g"],
        &["normalize", "HTTP://A/"],
        &["uri-to-iri", "http://a/%C3%BC"],
    ] {
        let out = with("nope", args);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{args:?}: {}",
            binary::stderr(&out)
        );
    }
    for args in [
        &["resolve", "http://a/b", "g"][..],
        &["relative", "http://a/b", "http://a/c"],
        &["parse", "http://a/b"],
        &["http://a/b", "g"],
    ] {
        let out = with("nope", args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(binary::stderr(&out).contains("URISCOPE_SPEC"), "{args:?}");
    }
    let grammar = |spec: &str| stdout(&with(spec, &["parse", "http://a/b"]));
    assert!(grammar("rfc3986").starts_with("grammar     RFC 3986 Appendix A"));
    assert!(grammar("whatwg").starts_with("parser      WHATWG URL Standard"));
    assert!(grammar("python").starts_with("grammar     RFC 2396 Appendix A"));
    // --spec still wins.
    let out = with("rfc3986", &["parse", "--spec", "rfc1808", "http://a/b"]);
    assert!(stdout(&out).starts_with("grammar     RFC 1808"));
}

/// `URISCOPE_SPEC` names the specification `resolve`, `relative` and the explorer use where
/// `--spec` is not given; `--spec` still wins, `--help` shows it, and a value it cannot read is
/// refused with a tip naming it.
#[test]
fn uriscope_spec_sets_the_default_specification() {
    let with = |spec: &str, args: &[&str]| {
        binary::command()
            .env("URISCOPE_SPEC", spec)
            .args(args)
            .output()
            .unwrap()
    };
    let base = "http://a/b/c/d;p?q";
    // As a browser: the query replaces the base's, the path stays.
    let out = with("whatwg", &["resolve", base, "?y"]);
    assert_eq!(stdout(&out), "http://a/b/c/d;p?y\n");
    let out = with("python@3.11", &["resolve", base, "?y"]);
    assert_eq!(stdout(&out), "http://a/b/c/d;p?y\n");
    let out = with("whatwg", &["resolve", "--spec", "rfc2396", base, "?y"]);
    assert_eq!(stdout(&out), "http://a/b/c/?y\n");
    let out = with("rfc2396", &["relative", base, "http://a/b/c/d;p?y"]);
    assert_eq!(stdout(&out), "d;p?y\n");
    let help = stdout(&with("whatwg", &["resolve", "--help"]));
    assert!(help.contains("[env: URISCOPE_SPEC=whatwg]"), "{help}");
    let out = with("rfc9999", &["resolve", base, "g"]);
    assert_eq!(out.status.code(), Some(2));
    let said = binary::stderr(&out);
    assert!(
        said.contains("URISCOPE_SPEC holds this value; it is read where --spec is not given"),
        "{said}"
    );
}
