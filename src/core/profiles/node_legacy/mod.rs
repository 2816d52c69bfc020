//! Node.js's legacy `url.resolve` (lib/url.js), replayed as its code runs (url_resolve.rs: the
//! registry's row and the replay), its steps and its path handling.

pub(crate) mod connection;
mod path;
pub mod steps;
pub(crate) mod url_resolve;
