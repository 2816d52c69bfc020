//! Resolution run backwards: the shortest reference to a target (shortest.rs), the candidates
//! it tries (candidates.rs) and their forms (form.rs), and the one every specification agrees
//! on (portable.rs).

pub(crate) mod candidates;
pub(crate) mod form;
pub(crate) mod portable;
pub(crate) mod shortest;
