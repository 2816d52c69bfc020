//! The one rule for showing untrusted text on a terminal (terminal.rs), and its tests.

pub(crate) mod terminal;
#[cfg(test)]
mod tests;
