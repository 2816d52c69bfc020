//! The explorer's tests that need its insides: whole screens on ratatui's TestBackend against
//! committed snapshots, `update` on key sequences, and the Markdown export rendered back. The
//! real binary in a pseudo-terminal is `tests/tui_pty.rs`.

mod escaping;
mod grammar;
mod markdown;
mod readers;
mod screens;
mod sizes;
mod update;
