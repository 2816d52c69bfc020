//! Perl's `URI->new_abs($reference, $base)` (URI 5.17): the registry's row for `perl-uri`,
//! and its resolution (abs.rs).

use super::abs::{Caller, resolve as abs};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// Perl URI's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["perl", "URI->new_abs", "uri-perl", "liburi-perl"],
    releases: &super::version::RELEASES,
    name: "Perl URI {} new_abs",
    title: "Perl URI {} URI->new_abs",
    about: "Perl's URI->new_abs (URI.pm)",
    snippet: Some("perl"),
    equivalence: Some(&super::canonical::NOTION),
};

/// Resolves `reference` against `base` as `URI->new_abs($reference, $base)->as_string`.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    abs(Caller::NewAbs, base, reference, obs)
}

#[cfg(test)]
mod tests;
