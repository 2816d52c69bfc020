//! The minimal command line of the explorer, to be folded into the main CLI:
//! `uriscope` (no arguments) or `uriscope explore [--base B] [--ref R] [--spec S] [--mouse]`.

use clap::{Args, Parser, Subcommand};

use super::ExploreOptions;
use crate::core::Spec;

#[derive(Debug, Parser)]
#[command(
    name = "uriscope",
    version,
    about = "See how a URI reference resolves, step by step"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Open the interactive explorer.
    Explore(ExploreArgs),
}

#[derive(Debug, Args, Default)]
pub struct ExploreArgs {
    /// The base URI (default: the RFC 2396 Appendix C base, http://a/b/c/d;p?q).
    #[arg(long)]
    pub base: Option<String>,
    /// The reference to resolve (default: ../g).
    #[arg(long = "ref", visible_alias = "reference")]
    pub reference: Option<String>,
    /// rfc1630, rfc1808, rfc2396 (default), rfc3986 or whatwg.
    #[arg(long)]
    pub spec: Option<Spec>,
    /// Capture the mouse: click to focus a pane, wheel to scroll (blocks text selection).
    #[arg(long)]
    pub mouse: bool,
}

impl From<ExploreArgs> for ExploreOptions {
    fn from(args: ExploreArgs) -> Self {
        ExploreOptions {
            base: args.base,
            reference: args.reference,
            spec: args.spec,
            mouse: args.mouse,
        }
    }
}

/// The explorer options from these arguments (no subcommand: the built-in example).
pub fn options(cli: Cli) -> ExploreOptions {
    match cli.command {
        Some(Command::Explore(args)) => args.into(),
        None => ExploreOptions::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explore_arguments() {
        let cli = Cli::try_parse_from([
            "uriscope",
            "explore",
            "--base",
            "http://a/",
            "--ref",
            "g",
            "--spec",
            "3986",
            "--mouse",
        ])
        .unwrap();
        assert_eq!(
            options(cli),
            ExploreOptions {
                base: Some("http://a/".into()),
                reference: Some("g".into()),
                spec: Some(Spec::Rfc3986),
                mouse: true,
            }
        );
        assert_eq!(
            options(Cli::try_parse_from(["uriscope"]).unwrap()),
            ExploreOptions::default()
        );
        assert!(Cli::try_parse_from(["uriscope", "explore", "--spec", "rfc9999"]).is_err());
    }
}
