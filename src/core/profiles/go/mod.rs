//! Go's `net/url` (`base.Parse(ref)`), replayed as its code runs (url.rs: the registry's row and
//! the replay), its escaping, its host parsing, its steps and its release lines.

pub(crate) mod connection;
mod escape;
mod host;
pub mod steps;
pub(crate) mod url;
mod version;
