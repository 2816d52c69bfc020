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
    let mut command = super::command();
    clap_complete::generate(args.shell, &mut command, "uriscope", out);
    Ok(EXIT_OK)
}
