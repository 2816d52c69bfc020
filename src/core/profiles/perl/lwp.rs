//! LWP::UserAgent following a `Location` (libwww-perl 6.68, lib/LWP/UserAgent.pm, `request`):
//! `local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1`, then `URI->new($location, $base)->abs($base)`
//! with the response's base, a URI object. The registry's row for `perl-lwp`.

use super::abs::{Caller, resolve as abs};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// LWP's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["lwp", "libwww-perl", "LWP::UserAgent"],
    releases: &super::version::LWP_RELEASES,
    name: "Perl LWP (URI {}) redirect",
    title: "LWP::UserAgent's redirect, Perl URI {} abs with $URI::ABS_ALLOW_RELATIVE_SCHEME",
    about: "Perl's LWP::UserAgent following a Location (URI->abs, relative schemes allowed)",
    snippet: None,
    equivalence: None,
};

/// Resolves `reference` (a `Location`) against `base` as LWP::UserAgent does.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    abs(Caller::Lwp, base, reference, obs)
}
