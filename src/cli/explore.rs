//! `uriscope` with no arguments, or `uriscope explore [--base B] [--ref R] [--spec S] [--mouse]`:
//! the interactive explorer.

use clap::Args;

use super::SpecArg;
use std::io::IsTerminal;

use super::exit::{EXIT_FAILED, EXIT_OK, EXIT_USAGE};
use crate::core::escape_for_terminal;
use crate::tui::{self, ExploreOptions};

#[derive(Debug, Args, Default)]
pub struct ExploreArgs {
    /// The base URI (default: the RFC 2396 Appendix C base, http://a/b/c/d;p?q)
    #[arg(long, value_name = "BASE")]
    pub base: Option<String>,
    /// The reference to resolve (default: ../g)
    #[arg(long = "ref", visible_alias = "reference", value_name = "REFERENCE")]
    pub reference: Option<String>,
    /// The specification shown first (default: rfc2396)
    #[arg(long, value_enum, value_name = "SPEC")]
    pub spec: Option<SpecArg>,
    /// Capture the mouse: click to focus a pane, wheel to scroll (blocks text selection)
    #[arg(long)]
    pub mouse: bool,
}

impl From<ExploreArgs> for ExploreOptions {
    fn from(args: ExploreArgs) -> Self {
        ExploreOptions {
            base: args.base,
            reference: args.reference,
            spec: args.spec.map(|s| s.0),
            mouse: args.mouse,
        }
    }
}

/// Opens the explorer and returns the exit code; the terminal is restored before this returns,
/// so an error can be printed.
pub fn run(args: ExploreArgs) -> i32 {
    if !(std::io::stdin().is_terminal() && std::io::stdout().is_terminal()) {
        eprintln!(
            "uriscope: the explorer needs a terminal (stdin and stdout are not both terminals); \
             from a script, use `uriscope resolve BASE REFERENCE` (see `uriscope --help`)"
        );
        return EXIT_USAGE;
    }
    match tui::run(args.into()) {
        Ok(()) => EXIT_OK,
        Err(e) => {
            let message = format!("uriscope: cannot open the explorer: {e}");
            eprintln!("{}", escape_for_terminal(&message));
            EXIT_FAILED
        }
    }
}
