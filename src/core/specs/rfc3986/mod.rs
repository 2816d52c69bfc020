//! RFC 3986 section 5.2's resolution (resolve.rs), its steps, the merge and
//! remove_dot_segments.

mod merge;
mod remove_dot_segments;
pub(crate) mod resolve;
pub mod steps;
