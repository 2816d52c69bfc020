//! Ruby's `URI.join` (the `uri` library Ruby 3.1 ships), replayed as its code runs (join.rs:
//! the registry's row and `merge`), its parser's two expressions (parser.rs, run by
//! regexp.rs's translation), `merge_path`, its steps and its release lines.

pub(crate) mod connection;
pub(crate) mod equality;
pub(crate) mod join;
mod merge_path;
mod parser;
mod regexp;
pub mod steps;
mod version;
