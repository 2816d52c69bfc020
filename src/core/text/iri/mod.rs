//! RFC 3987's two mappings between IRIs and URIs, each a traced run of its section's steps
//! (the public face is `uriscope::text::iri`).

pub(crate) mod characters;
pub(crate) mod mapping;
mod steps;
pub(crate) mod to_iri;
pub(crate) mod to_uri;
