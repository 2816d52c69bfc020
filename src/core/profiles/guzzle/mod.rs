//! Guzzle's PSR-7 `UriResolver::resolve` (guzzle/psr7), replayed as its code runs (resolver.rs:
//! the registry's row and the resolution), its `Uri` (uri.rs) over PHP's `parse_url`
//! (parse_url.rs), its steps and its release lines.

pub(crate) mod connection;
pub(crate) mod normalizer;
mod parse_url;
pub(crate) mod resolver;
pub mod steps;
mod uri;
mod version;
