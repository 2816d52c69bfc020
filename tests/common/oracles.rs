//! Running an oracle of tests/oracles/ (a library's own code, called as its users call it) on
//! generated pairs, for the differential tests: the interpreters installed, and the lines an
//! oracle writes.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Every CPython installed: `python3` and `python2` on the PATH and pyenv's releases.
pub fn pythons() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = ["python3", "python2"].iter().map(PathBuf::from).collect();
    let root = std::env::var_os("PYENV_ROOT")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".pyenv")));
    if let Some(Ok(entries)) = root.map(|root| std::fs::read_dir(root.join("versions"))) {
        let mut releases: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|entry| entry.path().join("bin").join("python"))
            .filter(|path| path.exists())
            .collect();
        releases.sort();
        found.extend(releases);
    }
    found
}

/// The path of an oracle script.
pub fn oracle(script: &str) -> String {
    format!("{}/tests/oracles/{script}", env!("CARGO_MANIFEST_DIR"))
}

/// A C# oracle compiled by Mono's `mcs` into a directory of this test's own, removed when
/// dropped.
pub struct CSharpOracle {
    directory: PathBuf,
    program: PathBuf,
}

impl CSharpOracle {
    /// `script` of tests/oracles/ compiled once; `None` where `mcs` does not run here.
    pub fn compile(script: &str) -> Option<CSharpOracle> {
        let name = script.trim_end_matches(".cs");
        let directory =
            std::env::temp_dir().join(format!("uriscope-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&directory).ok()?;
        let program = directory.join(format!("{name}.exe"));
        let compiled = Command::new("mcs")
            .arg("-nologo")
            .arg(format!("-out:{}", program.display()))
            .arg(oracle(script))
            .status()
            .is_ok_and(|status| status.success());
        let oracle = CSharpOracle { directory, program };
        compiled.then_some(oracle)
    }

    /// The command that runs it with `args`.
    pub fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new("mono");
        command.arg(&self.program).args(args);
        command
    }
}

impl Drop for CSharpOracle {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.directory);
    }
}

/// Runs `command` (an oracle) with the pairs on its stdin, one JSON array a line: the version
/// its first line gives, and one JSON value per pair; `None` when it does not run or answers
/// another number of lines.
pub fn run_lines(
    mut command: Command,
    pairs: &[(String, String)],
) -> Option<(String, Vec<serde_json::Value>)> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let input: String = (pairs.iter())
        .map(|pair| serde_json::to_string(&[&pair.0, &pair.1]).unwrap() + "\n")
        .collect();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let mut lines = BufReader::new(child.stdout.take()?).lines();
    let first: serde_json::Value = serde_json::from_str(&lines.next()?.ok()?).ok()?;
    let version = first["version"].as_str()?.to_string();
    let mut values = Vec::new();
    for line in lines {
        values.push(serde_json::from_str(&line.ok()?).ok()?);
    }
    writer.join().ok()?.ok()?;
    child.wait().ok()?;
    (values.len() == pairs.len()).then_some((version, values))
}
