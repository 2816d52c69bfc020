//! The WHATWG URL Standard's basic URL parser as a traced state machine, its host parser,
//! its record and serializer, and a resolution by it (resolve.rs).

pub(crate) mod attributes;
mod code_points;
pub(crate) mod connection;
mod emit;
mod host;
mod input;
pub(crate) mod normalize;
pub(crate) mod parser;
mod percent_encode;
pub(crate) mod query_encoding;
pub(crate) mod raises;
pub(crate) mod record;
pub(crate) mod resolve;
pub(crate) mod scheme;
pub(crate) mod split;
pub(crate) mod steps;
