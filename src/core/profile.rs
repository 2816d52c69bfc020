//! The library profiles' registry: one row per library (its `--spec` word, its releases, its
//! headings, its snippet language, its examples, its entry point), read by
//! everything that lists, names or runs a profile. A new library is its module and one line of
//! [`libraries!`].

use std::fmt;

#[cfg(test)]
use super::profile_testing::toy;
use super::release::Release;
use super::row::Row;
use super::{curl, go, java, node_legacy, python};
use crate::core::error::Error;
use crate::core::event::Observer;

/// Declares the registry: each row is a library's module, which defines `ROW` and
/// `resolve(release, base, reference, observer)`; the rows after `test:` exist in unit tests
/// only.
macro_rules! libraries {
    ($($id:ident => $module:ident),* ; test: $($test_id:ident => $test_module:ident),*) => {
        /// A library in the registry, in the order it lists them.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        enum Library {
            $($id,)*
            $(#[cfg(test)] $test_id,)*
        }

        impl Library {
            #[cfg(not(test))]
            const ALL: &[Library] = &[$(Library::$id),*];
            #[cfg(test)]
            const ALL: &[Library] = &[$(Library::$id,)* $(Library::$test_id),*];

            fn row(self) -> &'static Row {
                match self {
                    $(Library::$id => &$module::ROW,)*
                    $(#[cfg(test)] Library::$test_id => &$test_module::ROW,)*
                }
            }
        }

        /// Resolves `reference` against `base` as the profile's library does at its release.
        pub(crate) fn resolve<O: Observer>(
            profile: Profile,
            base: &str,
            reference: &str,
            obs: &mut O,
        ) -> Result<String, Error> {
            let release = profile.release;
            match profile.library {
                $(Library::$id => $module::resolve(release, base, reference, obs),)*
                $(#[cfg(test)] Library::$test_id => $test_module::resolve(release, base, reference, obs),)*
            }
        }
    };
}

libraries! {
    Python => python,
    NodeLegacy => node_legacy,
    Go => go,
    Java => java,
    Curl => curl;
    test: Toy => toy
}

/// A library profile: a library whose resolver uriscope replays step by step, at a release.
///
/// ```
/// use uriscope::Spec;
///
/// let Spec::Library(profile) = "python@3.8.10".parse::<Spec>()? else { unreachable!() };
/// assert_eq!(profile.library(), "python");
/// assert_eq!(profile.release(), "3.8.10");
/// assert_eq!(profile.name(), "Python 3.8.10 urljoin");
/// # Ok::<(), uriscope::UnknownSpec>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Profile {
    library: Library,
    release: Release,
}

impl Profile {
    /// Every library at its newest release modelled, in the registry's order.
    pub fn newest_of_each() -> impl Iterator<Item = Profile> {
        Library::ALL.iter().map(|&library| Profile {
            library,
            release: library.row().releases.newest(),
        })
    }

    /// Every release line of every library, oldest first within each.
    pub fn every_line() -> impl Iterator<Item = Profile> {
        Library::ALL.iter().flat_map(|&library| {
            library
                .row()
                .releases
                .all()
                .map(move |release| Profile { library, release })
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

    /// The library's word: `python`.
    pub fn library(self) -> &'static str {
        self.row().releases.word
    }

    /// The release as written, or its line: `3.8.10`, `3.14`.
    pub fn release(self) -> String {
        self.row().releases.written(self.release)
    }

    /// A short heading: `Python 3.8.10 urljoin` (a library of one line: `Node url.resolve`).
    pub fn name(self) -> String {
        self.heading(self.row().name)
    }

    /// A heading with the document: `CPython 3.8.10 urllib.parse.urljoin`, and for a release
    /// answered by another line, which and why.
    pub fn title(self) -> String {
        let line = &self.row().releases.lines[self.release.line()];
        let title = self.heading(line.title.unwrap_or(self.row().title));
        match self.row().releases.stand_in_note(self.release) {
            Some(note) => format!("{title} ({note})"),
            None => title,
        }
    }

    /// What the library is, for help.
    pub fn about(self) -> &'static str {
        self.row().about
    }

    /// The language whose snippet calls it, if any.
    pub fn snippet(self) -> Option<&'static str> {
        self.row().snippet
    }

    /// Its built-in examples' TOML, if it has them.
    pub(crate) fn examples(self) -> Option<&'static str> {
        self.row().examples
    }

    /// The line the release belongs to, as the explorer's chooser lists it: `python@3.8` for
    /// `python@3.8.10`.
    pub fn line(self) -> Profile {
        Profile {
            release: Release::line_at(self.release.line()),
            ..self
        }
    }

    /// Whether it is the same library (at any release).
    pub fn same_library(self, other: Profile) -> bool {
        self.library == other.library
    }

    /// The release's line, as its library's module reads its gates.
    pub(crate) fn release_line(self) -> Release {
        self.release
    }

    /// The `@release` forms the library takes, as `--help` lists them: `python@3.14`, one per
    /// line (none for a library of one line).
    pub fn lines(self) -> impl Iterator<Item = Profile> {
        let library = self.library;
        let releases = self.row().releases;
        // A library of one line is written by its word alone: it has no `@` forms.
        let forms = if releases.lines.len() > 1 {
            releases.lines.len()
        } else {
            0
        };
        (0..forms).map(move |line| Profile {
            library,
            release: Release::line_at(line),
        })
    }

    /// Reads `python`, `urljoin`, `python@3.11` (its word or an alias, with `-`, `_` and spaces
    /// left out and any case); `None` where the word is no library's.
    pub(crate) fn parse(key: &str) -> Option<Result<Profile, String>> {
        let (word, release) = match key.split_once('@') {
            Some((word, release)) => (word, Some(release)),
            None => (key, None),
        };
        let library = *Library::ALL.iter().find(|library| {
            let row = library.row();
            squeeze(row.releases.word) == word
                || row.aliases.iter().any(|alias| squeeze(alias) == word)
        })?;
        let releases = library.row().releases;
        let release = match release {
            None => Ok(releases.newest()),
            Some(text) => releases.parse(text),
        };
        Some(release.map(|release| Profile { library, release }))
    }

    fn row(self) -> &'static Row {
        self.library.row()
    }

    fn heading(self, template: &str) -> String {
        let releases = self.row().releases;
        if releases.lines.len() == 1 {
            return template.replace(" {}", "");
        }
        template.replace("{}", &self.release())
    }
}

/// `python@3.11`; a library of one line by its word alone (`node-legacy`).
impl fmt::Display for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.row().releases.lines.len() == 1 {
            return f.write_str(self.library());
        }
        write!(f, "{}@{}", self.library(), self.release())
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
        let rows: Vec<&Row> = Library::ALL.iter().map(|l| l.row()).collect();
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
