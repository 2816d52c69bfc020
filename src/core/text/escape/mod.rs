//! The one rule for showing untrusted text on a terminal (terminal.rs), a text as a string
//! literal (quoted.rs), and their tests.

pub(crate) mod quoted;
pub(crate) mod terminal;
#[cfg(test)]
mod tests;
