//! Perl's URI (`URI->new_abs`, new_abs.rs) and LWP::UserAgent's redirects (lwp.rs), both
//! `abs` (abs.rs) on URI objects (uri.rs) as URI 5.17 makes and rewrites them, with its IDNA
//! (idna.rs), its steps and its release lines.

mod abs;
pub(crate) mod canonical;
pub(crate) mod connection;
mod idna;
pub(crate) mod lwp;
pub(crate) mod new_abs;
pub mod steps;
mod uri;
mod version;
