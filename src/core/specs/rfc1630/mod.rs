//! RFC 1630's partial form expanded in the context of a full URI: the rules in order
//! (resolve.rs), their steps, the slash runs and the dot segments.

mod dots;
pub(crate) mod resolve;
pub mod slash_run;
pub mod steps;
