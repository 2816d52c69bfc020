//! CPython's `urllib.parse.urljoin`, replayed as the release asked for runs it (urljoin.rs: the
//! registry's row and the replay), its steps, its release lines and its segment merge.

pub(crate) mod connection;
mod segments;
pub mod steps;
pub(crate) mod urljoin;
mod version;
