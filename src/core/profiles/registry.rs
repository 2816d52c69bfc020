//! The library profiles' registry: one row per library, read by everything that lists, parses
//! or runs a profile. A new library is its folder (whose entry file defines `ROW` and
//! `resolve`, and whose `connection.rs` defines `connects_to`) and one line of `libraries!`
//! below.

use std::fmt;
use std::str::FromStr;

use crate::core::profiles::curl;
use crate::core::profiles::dotnet;
use crate::core::profiles::elixir;
use crate::core::profiles::erlang;
use crate::core::profiles::go;
use crate::core::profiles::guzzle;
use crate::core::profiles::httpclient;
use crate::core::profiles::java;
use crate::core::profiles::node_legacy;
use crate::core::profiles::okhttp;
use crate::core::profiles::perl;
use crate::core::profiles::python;
use crate::core::profiles::ruby;
#[cfg(test)]
use crate::core::profiles::toy;
use crate::core::profiles::wget;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::normalization::Notion;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::spec::Spec;

/// Declares the registry: each row is a library's module, whose entry file defines `ROW` and
/// `resolve(release, base, reference, observer)` and whose `connection.rs` defines
/// `connects_to(release, url)`; the rows after `test:` exist in unit tests only.
macro_rules! libraries {
    ($($module:ident :: $file:ident),* ; test: $($test_module:ident),*) => {
        /// Every library's row, in the order lists show them.
        #[cfg(not(test))]
        static ROWS: &[&Row] = &[$(&$module::$file::ROW),*];
        #[cfg(test)]
        static ROWS: &[&Row] = &[$(&$module::$file::ROW,)* $(&$test_module::ROW),*];

        /// Resolves `reference` against `base` as the profile's library does at its release.
        pub(crate) fn resolve<O: Observer>(
            profile: Profile,
            base: &str,
            reference: &str,
            obs: &mut O,
        ) -> Result<String, Error> {
            let (row, release) = (profile.row(), profile.release_line());
            $(if std::ptr::eq(row, &$module::$file::ROW) {
                return $module::$file::resolve(release, base, reference, obs);
            })*
            $(#[cfg(test)]
            if std::ptr::eq(row, &$test_module::ROW) {
                return $test_module::resolve(release, base, reference, obs);
            })*
            unreachable!("a profile is made from a row of the registry")
        }

        /// Where the profile's library connects for `url`, as it parses that URL itself.
        pub(crate) fn connects_to(profile: Profile, url: &str) -> Result<Connection, String> {
            let (row, release) = (profile.row(), profile.release_line());
            $(if std::ptr::eq(row, &$module::$file::ROW) {
                return $module::connection::connects_to(release, url);
            })*
            $(#[cfg(test)]
            if std::ptr::eq(row, &$test_module::ROW) {
                return $test_module::connects_to(release, url);
            })*
            unreachable!("a profile is made from a row of the registry")
        }
    };
}

libraries! {
    python::urljoin,
    node_legacy::url_resolve,
    go::url,
    java::uri,
    curl::urlapi,
    ruby::join,
    guzzle::resolver,
    perl::new_abs,
    perl::lwp,
    wget::redirect,
    wget::c_locale,
    elixir::merge,
    erlang::resolve,
    httpclient::resolver,
    okhttp::resolve,
    dotnet::resolve;
    test: toy
}

/// The notions of equivalence the libraries define, in the registry's order.
pub(crate) fn equivalences() -> impl Iterator<Item = &'static Notion> {
    ROWS.iter().filter_map(|row| row.equivalence)
}

impl Profile {
    /// Every library at its newest release modelled, in the registry's order.
    pub fn newest_of_each() -> impl Iterator<Item = Profile> {
        ROWS.iter()
            .map(|&row| Profile::of(row, row.releases.newest()))
    }

    /// Every release line of every library, oldest first within each.
    pub fn every_line() -> impl Iterator<Item = Profile> {
        ROWS.iter().flat_map(|&row| {
            row.releases
                .all()
                .map(move |release| Profile::of(row, release))
        })
    }

    /// Every library's word, and its `@RELEASE` form where it has more than one line, as an
    /// error lists them: `python`, `python@RELEASE`, `node-legacy`, …
    pub fn words() -> Vec<String> {
        let mut words = Vec::new();
        for profile in Profile::newest_of_each() {
            words.push(profile.library().to_string());
            if profile.lines().next().is_some() {
                words.push(format!("{}@RELEASE", profile.library()));
            }
        }
        words
    }

    /// Reads `python`, `urljoin`, `python@3.11` (its word or an alias, with `-`, `_` and spaces
    /// left out and any case); `None` where the word is no library's.
    pub(crate) fn parse(key: &str) -> Option<Result<Profile, String>> {
        let (word, release) = match key.split_once('@') {
            Some((word, release)) => (word, Some(release)),
            None => (key, None),
        };
        let row = *ROWS.iter().find(|row| {
            squeeze(row.releases.word) == word
                || row.aliases.iter().any(|alias| squeeze(alias) == word)
        })?;
        let releases = row.releases;
        let release = match release {
            None => Ok(releases.newest()),
            Some(text) => releases.parse(text),
        };
        Some(release.map(|release| Profile::of(row, release)))
    }
}

impl Spec {
    /// The library profiles, each at its newest release modelled: what `compare --with all`
    /// adds to [`Spec::ALL`].
    pub fn profiles() -> impl Iterator<Item = Spec> {
        Profile::newest_of_each().map(Spec::Library)
    }
}

/// The error for a specification name that is not one of [`Spec::ALL`] nor a library profile,
/// or for a profile's release that is not modelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSpec {
    /// The name as given.
    pub name: String,
    /// Why a profile's release was refused (`python@1.6`: not modelled), when that is the cause.
    reason: Option<String>,
}

impl UnknownSpec {
    /// Why a profile's release was refused (`python@1.6`: not modelled), when that is the cause.
    pub fn reason(&self) -> Option<&str> {
        self.reason.as_deref()
    }
}

impl fmt::Display for UnknownSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(reason) = &self.reason {
            return write!(f, "unknown profile `{}`: {reason}", self.name);
        }
        write!(
            f,
            "unknown specification `{}` (expected one of: {}, {})",
            self.name,
            Spec::ALL.map(Spec::id).join(", "),
            Profile::words().join(", ")
        )
    }
}

impl std::error::Error for UnknownSpec {}

impl FromStr for Spec {
    type Err = UnknownSpec;

    /// Accepts the ids and a few spellings people type (`RFC2396`, `rfc-3986`, `url`), and a
    /// library profile by its word or an alias, with its release (`python@3.11`) or without.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key = squeeze(s);
        let unknown = |reason| UnknownSpec {
            name: s.to_string(),
            reason,
        };
        match key.as_str() {
            "rfc1630" | "1630" => Ok(Spec::Rfc1630),
            "rfc1808" | "1808" => Ok(Spec::Rfc1808),
            "rfc2396" | "2396" => Ok(Spec::Rfc2396),
            "rfc3986" | "3986" => Ok(Spec::Rfc3986),
            "whatwg" | "url" | "browser" => Ok(Spec::Whatwg),
            _ => match Profile::parse(&key) {
                Some(Ok(profile)) => Ok(Spec::Library(profile)),
                Some(Err(reason)) => Err(unknown(Some(reason))),
                None => Err(unknown(None)),
            },
        }
    }
}

/// The word as `--spec` compares it: lower case, without `-`, `_` and spaces.
pub(crate) fn squeeze(word: &str) -> String {
    word.chars()
        .filter(|c| !matches!(c, '-' | '_' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_its_own_words_and_names_its_release() {
        let rows = ROWS;
        for (i, row) in rows.iter().enumerate() {
            let words = |row: &Row| {
                let mut words = vec![squeeze(row.releases.word)];
                words.extend(row.aliases.iter().map(|alias| squeeze(alias)));
                words
            };
            for other in &rows[i + 1..] {
                for word in words(row) {
                    assert!(!words(other).contains(&word), "{word}");
                }
            }
            assert!(row.name.contains("{}") || row.releases.lines.len() == 1);
        }
    }

    #[test]
    fn a_title_names_the_release_selected() {
        let profile = |text| match Profile::parse(text) {
            Some(Ok(profile)) => profile,
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(profile("python@3.8.10").name(), "Python 3.8.10 urljoin");
        assert_eq!(
            profile("python@3.8.10").title(),
            "CPython 3.8.10 urllib.parse.urljoin"
        );
        assert_eq!(profile("go@1.19").name(), "Go 1.19 net/url");
        assert_eq!(profile("curl@8.1.0").to_string(), "curl@8.1.0");
        assert_eq!(profile("node").to_string(), "node-legacy");
        assert_eq!(profile("node").name(), "Node url.resolve");
        assert!(profile("python@3.4").title().contains("answered by 2.7"));
    }
}
