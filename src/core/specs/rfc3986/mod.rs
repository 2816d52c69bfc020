//! RFC 3986 section 5.2's resolution (resolve.rs), its steps, the merge and
//! remove_dot_segments; section 6.2's comparison ladder (normalize.rs).

mod default_ports;
mod merge;
pub(crate) mod normalize;
mod remove_dot_segments;
pub(crate) mod resolve;
pub mod steps;
