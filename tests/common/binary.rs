//! The real `uriscope` binary, run as a user runs it, for the tests that need its stdout,
//! stderr and exit code (each includes this file by `#[path]` and uses what it needs).
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The binary, without the tester's own default specification (`URISCOPE_SPEC`): the tests
/// expect each command's own default.
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_uriscope"));
    command.env_remove("URISCOPE_SPEC");
    command
}

/// Runs the binary with `args`.
pub fn uriscope(args: &[&str]) -> Output {
    command().args(args).output().expect("the binary runs")
}

/// Runs the binary with `args` and `input` on stdin.
pub fn uriscope_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = command()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Write from another thread so a large output cannot deadlock against a large input.
    let writer = std::thread::spawn(move || stdin.write_all(&input));
    let output = child.wait_with_output().unwrap();
    match writer.join().unwrap() {
        // A command that refuses its arguments exits before it reads stdin; that is its answer.
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {}
        written => written.unwrap(),
    }
    output
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}
