//! A profile against its library: what each library's differential test (tests/ruby.rs,
//! tests/guzzle.rs, tests/perl.rs, tests/wget.rs, tests/elixir.rs, tests/erlang.rs,
//! tests/httpclient.rs, tests/okhttp.rs) shares — its vendored rows and their check, the pairs
//! it generates, and the comparison once its oracle has answered.
#![allow(dead_code)]

use std::process::Command;

use uriscope::Spec;

#[path = "oracles.rs"]
pub mod oracles;
#[path = "rng.rs"]
pub mod rng;

/// The JSON lines of a file of tests/data/ (`ruby/test_generic-0.11.0.jsonl`).
pub fn rows(file: &str) -> Vec<serde_json::Value> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// Each base with each piece alone, then with `per_base` references of one to four pieces
/// drawn from `seed`.
pub fn generated(
    bases: &[&str],
    pieces: &[&str],
    seed: u64,
    per_base: usize,
) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    let mut rng = rng::Rng(seed);
    for base in bases {
        for piece in pieces {
            pairs.push((base.to_string(), piece.to_string()));
        }
        for _ in 0..per_base {
            let mut reference = String::new();
            for _ in 0..1 + rng.next(4) {
                reference.push_str(pieces[rng.next(pieces.len())]);
            }
            pairs.push((base.to_string(), reference));
        }
    }
    pairs
}

/// `count` more pairs whose bases are made of pieces too: each one of `starts` and up to three
/// pieces, its reference one piece, drawn from `seed`.
pub fn generated_bases(
    starts: &[&str],
    pieces: &[&str],
    seed: u64,
    count: usize,
) -> Vec<(String, String)> {
    let mut rng = rng::Rng(seed);
    (0..count)
        .map(|_| {
            let mut base = String::from(starts[rng.next(starts.len())]);
            for _ in 0..rng.next(4) {
                base.push_str(pieces[rng.next(pieces.len())]);
            }
            (base, pieces[rng.next(pieces.len())].to_string())
        })
        .collect()
}

/// A suite's row: base, reference, and the text its library's test asserts, or the end of the
/// error it asserts (`Err("")`: any error).
pub type SuiteRow = (String, String, Result<String, String>);

/// Checks the profile `word` on every row of `library`'s own suite; panics naming each row it
/// answers otherwise.
pub fn assert_suite(word: &str, library: &str, rows: &[SuiteRow]) {
    let profile: Spec = word.parse().expect("a profile");
    let mut failures = Vec::new();
    for (base, reference, expected) in rows {
        let got = uriscope::resolve(profile, base, reference).map_err(|error| error.to_string());
        let same = match (&got, expected) {
            (Ok(got), Ok(expected)) => got == expected,
            (Err(got), Err(expected)) => got.ends_with(expected.as_str()),
            _ => false,
        };
        if !same {
            failures.push(format!(
                "{base:?} + {reference:?} is {expected:?} in {library}'s suite; {profile} gives {got:?}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs the oracle `script` of tests/oracles/ with `program` and `args` on `pairs`, and checks
/// the profile `word` against every answer of `library`, where `modelled` accepts the version
/// the oracle reports (`Err`: why that version is skipped). A library that does not run is
/// skipped.
pub fn against_oracle(
    word: &str,
    library: &str,
    program: &str,
    script: &str,
    args: &[&str],
    pairs: &[(String, String)],
    modelled: impl Fn(&str) -> Result<(), String>,
) {
    let mut command = Command::new(program);
    command.arg(oracles::oracle(script)).args(args);
    against_command(word, library, command, pairs, modelled);
}

/// `against_oracle` with the oracle's whole command given (a class path before its script).
pub fn against_command(
    word: &str,
    library: &str,
    command: Command,
    pairs: &[(String, String)],
    modelled: impl Fn(&str) -> Result<(), String>,
) {
    let program = command.get_program().to_string_lossy().into_owned();
    let Some((version, answers)) = oracles::run_lines(command, pairs) else {
        println!("skipped: {library} does not run here (`{program}`)");
        return;
    };
    if let Err(why) = modelled(&version) {
        println!("skipped: {library} {version} is installed; {why}");
        return;
    }
    let profile: Spec = word.parse().expect("a profile");
    assert_agrees(profile, &format!("{library} {version}"), pairs, &answers);
}

/// The path of the oracle `script` of tests/oracles/.
pub fn oracle(script: &str) -> String {
    oracles::oracle(script)
}

/// Each oracle answer (`{"ok": url}` or `{"error": words}`) against the profile on the same
/// pair: a result must be the same text, an error must end with the library's own words (ours
/// cites the library's step first). Prints how many agree, and panics with the first
/// disagreements where any pair differs.
pub fn assert_agrees(
    profile: Spec,
    library: &str,
    pairs: &[(String, String)],
    answers: &[serde_json::Value],
) {
    let mut failures = Vec::new();
    let mut agreed = 0;
    for ((base, reference), value) in pairs.iter().zip(answers) {
        let expected = match value.get("ok") {
            Some(ok) => Ok(ok.as_str().unwrap_or_default().to_string()),
            None => Err(value["error"].as_str().unwrap_or_default().to_string()),
        };
        let got = uriscope::resolve(profile, base, reference).map_err(|error| error.to_string());
        let same = match (&got, &expected) {
            (Ok(got), Ok(expected)) => got == expected,
            (Err(got), Err(expected)) => got.ends_with(expected.as_str()),
            _ => false,
        };
        if same {
            agreed += 1;
        } else if failures.len() < 40 {
            failures.push(format!(
                "{base:?} + {reference:?}: {library} gives {expected:?}, the profile {got:?}"
            ));
        }
    }
    println!(
        "{profile}: {agreed} of {} pairs agree with {library}",
        pairs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
