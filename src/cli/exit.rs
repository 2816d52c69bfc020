//! Exit codes, and the three ways a run can end without a result: a usage error, an output error
//! and a panic.

use std::io::{self, Write};

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue};

use crate::core::text::escape::terminal::escape_for_terminal;

/// Everything asked was done.
pub const EXIT_OK: i32 = 0;
/// The input could not be resolved or parsed (in a batch: at least one line failed).
pub const EXIT_FAILED: i32 = 1;
/// The command line itself is wrong (clap's own code for usage errors).
pub const EXIT_USAGE: i32 = 2;
/// A bug: the program panicked. `EX_SOFTWARE` of sysexits.h ("internal software error"), and
/// not Rust's default 101, so a script can tell that the one escaped line came from our hook.
pub const EXIT_PANIC: i32 = 70;

/// Why a command stopped without an exit code of its own: its streams failed, or its command
/// line parses but asks for what cannot be done (reported as clap reports its own errors,
/// under that command's usage line, with [`EXIT_USAGE`]).
#[derive(Debug)]
pub enum Stop {
    /// Reading or writing failed.
    Io(io::Error),
    /// The arguments do not go together.
    Usage {
        /// Clap's kind of error, for its wording.
        kind: clap::error::ErrorKind,
        /// What is wrong, and what to give instead.
        message: String,
    },
}

impl From<io::Error> for Stop {
    fn from(error: io::Error) -> Self {
        Stop::Io(error)
    }
}

/// What a command gives: an exit code, or why it stopped.
pub type Ran = Result<i32, Stop>;

/// A usage error: `message` says what is wrong and what to give instead.
pub fn usage(kind: clap::error::ErrorKind, message: &str) -> Ran {
    Err(Stop::Usage {
        kind,
        message: message.to_string(),
    })
}

/// Prints a clap error (or the help and version, which clap reports as errors too) and returns
/// its exit code: 2 for errors, 0 for help and version. Every piece of the error that can quote
/// argv is escaped first, so the argument is shown as typed (clap's own rendering would strip
/// its escape sequences) and nothing untrusted reaches the terminal raw.
///
/// The command must have plain styles (`Styles::plain()`): then a styled piece of the error holds
/// no escape sequence of clap's own, and any it holds came from argv.
pub fn report_clap_error(mut err: clap::Error, out: &mut dyn Write, stderr: &mut dyn Write) -> i32 {
    escape_quoted_arguments(&mut err);
    let text = err.render().to_string();
    let written = if err.use_stderr() {
        stderr.write_all(text.as_bytes())
    } else {
        out.write_all(text.as_bytes()).and_then(|()| out.flush())
    };
    match (written, err.exit_code()) {
        (Err(_), EXIT_OK) => EXIT_FAILED,
        (_, code) => code,
    }
}

/// Escapes every text in `err`'s context (the invalid value, the unknown argument, the
/// suggestions that quote it) except the usage, which is the program's own and has line breaks.
/// Text of the program's own (argument names, valid values) has nothing to escape.
fn escape_quoted_arguments(err: &mut clap::Error) {
    let escape = |text: &str| escape_for_terminal(text).into_owned();
    let escape_styled = |text: &StyledStr| StyledStr::from(escape(&text.ansi().to_string()));
    let escaped: Vec<(ContextKind, ContextValue)> = err
        .context()
        .filter(|(kind, _)| *kind != ContextKind::Usage)
        .filter_map(|(kind, value)| {
            let value = match value {
                ContextValue::String(s) => ContextValue::String(escape(s)),
                ContextValue::Strings(v) => {
                    ContextValue::Strings(v.iter().map(|s| escape(s)).collect())
                }
                ContextValue::StyledStr(s) => ContextValue::StyledStr(escape_styled(s)),
                ContextValue::StyledStrs(v) => {
                    ContextValue::StyledStrs(v.iter().map(escape_styled).collect())
                }
                _ => return None,
            };
            Some((kind, value))
        })
        .collect();
    for (kind, value) in escaped {
        err.insert(kind, value);
    }
}

/// The exit code of a run whose output may have failed to be written. A closed pipe
/// (`uriscope ... | head -1`) ends the run quietly with 0: the reader took what it wanted, and a
/// pipeline under `set -o pipefail` goes on. Any other write error is reported.
pub fn finish(result: io::Result<i32>, err: &mut dyn Write) -> i32 {
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => EXIT_OK,
        Err(e) => {
            let message = format!("uriscope: cannot write the output: {e}");
            let _ = writeln!(err, "{}", escape_for_terminal(&message));
            EXIT_FAILED
        }
    }
}

/// Makes a panic print one line to stderr, its message and location escaped (a panic message
/// can quote input), and end the process with [`EXIT_PANIC`].
///
/// Install it first: the explorer's hooks, installed when it takes the terminal, wrap the hook
/// they find, so they restore the terminal and then call this one.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let payload = info.payload();
        let message = (payload.downcast_ref::<&str>().copied())
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("(no message)");
        let location = info
            .location()
            .map(|at| format!(" at {}:{}:{}", at.file(), at.line(), at.column()))
            .unwrap_or_default();
        let line =
            format!("uriscope: internal error (a bug; please report it): {message}{location}");
        let mut err = io::stderr().lock();
        let _ = writeln!(err, "{}", escape_for_terminal(&line));
        let _ = err.flush();
        std::process::exit(EXIT_PANIC);
    }));
}
