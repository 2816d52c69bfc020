//! The text of a URI: the split, its paths, percent-encoding, octets, escaping for a terminal,
//! IDNA, each RFC's grammar, RFC 3987's mappings, and the buffers the resolvers rewrite.

pub(crate) mod authority_split;
pub(crate) mod cut;
pub(crate) mod dot_segments;
pub(crate) mod escape;
pub(crate) mod grammar;
pub mod idn;
pub mod iri;
pub(crate) mod octets;
pub(crate) mod path;
pub(crate) mod percent;
pub(crate) mod recompose;
pub(crate) mod substring;
pub(crate) mod uri_ref;
pub(crate) mod url1808;
pub(crate) mod workspace;
