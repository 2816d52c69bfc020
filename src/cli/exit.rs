//! Exit codes, and the two ways a run can end without a result: a usage error and an output
//! error.

use std::io::{self, Write};

use crate::core::escape_for_terminal;

/// Everything asked was done.
pub const EXIT_OK: i32 = 0;
/// The input could not be resolved or parsed (in a batch: at least one line failed).
pub const EXIT_FAILED: i32 = 1;
/// The command line itself is wrong (clap's own code for usage errors).
pub const EXIT_USAGE: i32 = 2;

/// Prints a clap error (or the help and version, which clap reports as errors too) with any
/// untrusted argument escaped, and returns its exit code: 2 for errors, 0 for help and version.
pub fn report_clap_error(err: &clap::Error) -> i32 {
    // `render` is plain text (styles are stripped by its Display), but it quotes argv verbatim.
    let text = escape_lines(&err.render().to_string());
    let written = if err.use_stderr() {
        io::stderr().lock().write_all(text.as_bytes())
    } else {
        let mut out = io::stdout().lock();
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    };
    match (written, err.exit_code()) {
        (Err(_), EXIT_OK) => EXIT_FAILED,
        (_, code) => code,
    }
}

/// `text` escaped for a terminal line by line, so its own line breaks stay line breaks.
pub fn escape_lines(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        let (body, newline) = match line.strip_suffix('\n') {
            Some(body) => (body, "\n"),
            None => (line, ""),
        };
        out.push_str(&escape_for_terminal(body));
        out.push_str(newline);
    }
    out
}

/// The exit code of a run whose output may have failed to be written. A closed pipe
/// (`uriscope ... | head -1`) ends the run quietly; any other write error is reported.
pub fn finish(result: io::Result<i32>, err: &mut impl Write) -> i32 {
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_FAILED,
        Err(e) => {
            let message = format!("uriscope: cannot write the output: {e}");
            let _ = writeln!(err, "{}", escape_for_terminal(&message));
            EXIT_FAILED
        }
    }
}
