//! GNU Wget following a `Location` under `LC_ALL=C`: the registry's row for `wget-c-locale`.

use super::follow::follow;
use super::parse::Locale;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// The C locale's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["wget-c", "wget-lc-all-c"],
    releases: &super::version::C_LOCALE_RELEASES,
    name: "Wget {} redirect (C locale)",
    title: "GNU Wget {} following a Location under LC_ALL=C",
    about: "GNU Wget following a Location under LC_ALL=C, whose IRI conversion decodes escapes",
    snippet: None,
    equivalence: None,
};

/// The URL Wget requests after `reference` (a `Location`) from `base`, under `LC_ALL=C`.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    follow(Locale::C, base, reference, obs)
}
