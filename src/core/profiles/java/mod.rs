//! Java's `java.net.URI.resolve`, replayed as its code runs (uri.rs: the registry's row and the
//! replay), its parser, its normalization, its steps and its release lines.

pub(crate) mod connection;
pub(crate) mod equals;
mod normalize;
mod parser;
pub mod steps;
pub(crate) mod uri;
mod version;
