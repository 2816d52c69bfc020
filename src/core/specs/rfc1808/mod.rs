//! RFC 1808 section 4's resolution of relative URLs (resolve.rs), its steps and its merge.

mod merge;
pub(crate) mod resolve;
pub mod steps;
