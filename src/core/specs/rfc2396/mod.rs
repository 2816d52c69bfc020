//! RFC 2396 section 5.2's resolution, steps 1 to 7 (resolve.rs), its steps and step 6's
//! merge.

mod merge;
pub(crate) mod resolve;
pub mod steps;
