//! Elixir's `URI.merge(base, rel)` (lib/elixir/lib/uri.ex), replayed as its code runs
//! (merge.rs: the registry's row, `merge`'s clauses, its dot-segment removal and `to_string`),
//! `URI.parse` (parse.rs), its steps and its release lines.

pub(crate) mod connection;
pub(crate) mod merge;
mod parse;
pub mod steps;
mod version;
