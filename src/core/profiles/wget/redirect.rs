//! GNU Wget following a `Location` in a UTF-8 locale: the registry's row for `wget`.

use super::follow::follow;
use super::parse::Locale;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// Wget's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["gnu-wget", "wget-utf8"],
    releases: &super::version::RELEASES,
    name: "Wget {} redirect",
    title: "GNU Wget {} following a Location (a UTF-8 locale)",
    about: "GNU Wget following a Location (uri_merge, url_parse), in a UTF-8 locale",
    snippet: None,
    equivalence: None,
};

/// The URL Wget requests after `reference` (a `Location`) from `base`.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    follow(Locale::Utf8, base, reference, obs)
}

#[cfg(test)]
mod tests;
