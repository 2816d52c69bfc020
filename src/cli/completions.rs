//! `uriscope completions SHELL`: the shell's completion script for the whole command line, made
//! by clap_complete from the same definition the parser reads (every subcommand and flag, and
//! `--spec`'s values with their descriptions).

use std::io::{self, Write};

use clap::Args;
use clap_complete::Shell;

use super::exit::EXIT_OK;

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell
    #[arg(value_name = "SHELL")]
    pub shell: Shell,
}

/// Writes the script to `out`.
pub fn run(args: &CompletionsArgs, out: &mut dyn Write) -> io::Result<i32> {
    let mut command = shown(&super::command());
    clap_complete::generate(args.shell, &mut command, "uriscope", out);
    Ok(EXIT_OK)
}

/// The command line as a person may type it: `command` without its hidden subcommands (the
/// explorer's `clipboard-serve`), which clap_complete would offer (it skips hidden arguments and
/// values, not hidden subcommands).
fn shown(command: &clap::Command) -> clap::Command {
    let mut shown =
        clap::Command::new(command.get_name().to_owned()).args(command.get_arguments().cloned());
    if let Some(about) = command.get_about() {
        shown = shown.about(about.clone());
    }
    if let Some(version) = command.get_version() {
        shown = shown.version(version.to_owned());
    }
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        shown = shown.subcommand(self::shown(sub));
    }
    shown
}
