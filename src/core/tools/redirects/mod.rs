//! A redirect chain as a person pastes it: the paste read (paste.rs) and followed (chain.rs),
//! each client by its own rules (fetch.rs for the browser, curl.rs, wget.rs), what a followed
//! chain is (hop.rs), and why the clients part (reasons.rs).

pub(crate) mod chain;
pub(crate) mod curl;
pub(crate) mod fetch;
pub(crate) mod hop;
pub(crate) mod paste;
pub(crate) mod reasons;
pub(crate) mod wget;
