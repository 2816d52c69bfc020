//! A set of exercises: the built-in ones (sets.rs) and a teacher's, read by the command line.

use crate::core::tools::quiz::exercise::Exercise;

/// A set of exercises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseSet {
    /// Its name for `--set`: `rfc2396`, `python`, `hard`.
    pub name: String,
    /// A heading: `RFC 2396 Appendix C`.
    pub title: String,
    /// The exercises, in order.
    pub exercises: Vec<Exercise>,
}
