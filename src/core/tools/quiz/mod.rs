//! Practice with feedback: a student predicts a resolution's buffers, and the trace says where
//! the reasoning parted from the steps (trail.rs: the buffers the steps pass through;
//! diagnosis.rs: an answer compared with them; hints.rs: what a student may ask first).

pub(crate) mod diagnosis;
pub(crate) mod hints;
pub(crate) mod trail;
