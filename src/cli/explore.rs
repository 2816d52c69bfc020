//! `uriscope [explore] [--base B] [--ref R] [--spec S] [--mouse]`: the interactive explorer; and
//! the hidden `uriscope clipboard-serve` that keeps its copies alive after it exits.

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
    /// Capture the mouse: click to focus a pane, the wheel scrolls the pane under it (blocks text
    /// selection)
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

/// `uriscope clipboard-serve x11|wayland`: started by the explorer, never by a person.
#[derive(Debug, Args)]
pub struct ClipboardServeArgs {
    /// The display server whose clipboard to serve: x11 or wayland
    #[arg(value_name = "BACKEND")]
    pub backend: String,
}

/// Serves the text on stdin as the clipboard's content until another program takes it; returns
/// the exit code.
pub fn serve_clipboard(args: &ClipboardServeArgs) -> i32 {
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    ))]
    {
        use crate::tui::clipboard::serve;
        match serve::Backend::from_id(&args.backend) {
            Some(backend) => serve::run(backend),
            None => {
                let message = format!("uriscope: unknown clipboard backend `{}`", args.backend);
                eprintln!("{}", escape_for_terminal(&message));
                EXIT_USAGE
            }
        }
    }
    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    )))]
    {
        let _ = args;
        eprintln!("uriscope: this platform keeps copies without a helper");
        EXIT_USAGE
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
