//! uriscope: see how a URI reference resolves against a base, step by step, under RFC 1630,
//! RFC 1808, RFC 2396, RFC 3986 and the WHATWG URL Standard.
//!
//! [`resolve`] is the front door; [`resolve_with`] takes [`Options`] and an [`Observer`]: a
//! [`Trace`] records every step (pass [`NoTrace`] for none; it costs nothing). A trace reads as
//! its [`steps`](Trace::steps), and says which step set each component of the result
//! ([`Trace::assignment`]).
//!
//! ```
//! use uriscope::{Component, Options, Spec, Trace, resolve_with};
//!
//! let mut trace = Trace::default();
//! let result = resolve_with(Spec::Rfc2396, "http://a/b/c/d;p?q", "g/../h", &Options::default(), &mut trace);
//! assert_eq!(result.as_deref(), Ok("http://a/b/c/h"));
//!
//! // Step by step: RFC 2396 §5.2 steps 6a to 6h, with the buffer after each.
//! for step in trace.steps() {
//!     if let Some(buffer) = step.buffer_after(&trace) {
//!         println!("{:4} {:45} {buffer}", step.step.id, step.step.title);
//!     }
//! }
//! let six_e = trace.steps().into_iter().find(|s| s.step.id == "6e").unwrap();
//! assert_eq!(six_e.buffer_after(&trace).as_deref(), Some("/b/c/h"));
//! assert_eq!(six_e.changes(&trace).next().unwrap().removed, "g/../");
//!
//! // Which step made the path what it is.
//! let path = trace.assignment(Component::Path).unwrap();
//! assert_eq!(path.step.citation().to_string(), "RFC 2396 §5.2 step 6h");
//! ```

#![warn(missing_docs)]

mod core;

#[cfg(feature = "cli")]
mod cli;
#[cfg(feature = "tui")]
mod tui;

pub use crate::core::*;

/// The `uriscope` binary's entry point: runs the command line on the process's arguments and
/// returns the exit code. Not library API.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub fn run_command_line() -> i32 {
    cli::main()
}

/// A keystroke in the explorer and the frame drawn after it, for `benches/explorer.rs`. Not
/// library API.
#[cfg(feature = "tui")]
#[doc(hidden)]
pub use tui::bench::Keystrokes as ExplorerKeystrokes;

/// Runs a command other than the explorer on `args` (the first is the program's name), reading
/// batch input from `input` and writing to `out` and `err`; returns the exit code. For the fuzz
/// targets and tests, which check every output mode without a process. Not library API.
#[cfg(feature = "cli")]
#[doc(hidden)]
pub fn run_command_line_with(
    args: &[std::ffi::OsString],
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
    err: &mut dyn std::io::Write,
) -> i32 {
    cli::run_with(args, &mut cli::Streams { input, out, err })
}
