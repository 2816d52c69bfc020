//! A redirect chain as a person pastes it: the paste read (paste.rs) and each `Location`
//! followed (chain.rs).

pub(crate) mod chain;
pub(crate) mod paste;
