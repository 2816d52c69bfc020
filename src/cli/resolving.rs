//! The options every command that resolves takes (`resolve`, `relative`): which specification,
//! its switches, and how to print. A command words its own help or default over these with
//! `mut_arg` (`relative` resolves by RFC 3986 unless told).

use clap::Args;

use super::spec_arg::{SPEC_VARIABLE, SpecArg};
use super::switches::Switches;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::spec::Spec;

#[derive(Debug, Args)]
pub struct Resolving {
    /// The specification whose algorithm resolves the reference. Default rfc2396, whose §5.2
    /// steps 1 to 7 the explorer's trace teaches; URISCOPE_SPEC sets your own default
    #[arg(
        long,
        value_name = "SPEC",
        env = SPEC_VARIABLE,
        default_value_t = SpecArg(Spec::Rfc2396)
    )]
    pub spec: SpecArg,
    #[command(flatten)]
    pub switches: Switches,
    /// Print every step as a table (with --json: add an `events` array)
    #[arg(long)]
    pub trace: bool,
    /// Print one JSON object (per input line in batch mode)
    #[arg(long)]
    pub json: bool,
}

impl Resolving {
    /// The specification or library profile chosen.
    pub fn spec(&self) -> Spec {
        self.spec.0
    }

    /// The options the switches select.
    pub fn options(&self) -> Options {
        self.switches.options()
    }
}
