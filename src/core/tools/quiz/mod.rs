//! Practice with feedback: a student predicts a resolution's buffers, and the trace says where
//! the reasoning parted from the steps (trail.rs: the buffers the steps pass through;
//! diagnosis.rs: an answer compared with them; hints.rs: what a student may ask first;
//! exercise.rs: what is asked, and its answers from the trace; exercise_set.rs: a set of them;
//! sets.rs: the built-in sets; session.rs: a set played, question by question, and its scores).

pub(crate) mod diagnosis;
pub(crate) mod exercise;
pub(crate) mod exercise_set;
pub(crate) mod hints;
pub(crate) mod session;
#[cfg(feature = "examples")]
pub(crate) mod sets;
pub(crate) mod state_path;
pub(crate) mod trail;
