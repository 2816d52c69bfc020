//! A library profile: a library whose resolver uriscope replays step by step, at a release.
//! It reads what it says of itself from its library's row; the registry, in the profiles layer
//! above, lists every library and runs each one's resolver.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};

use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// A library profile: a library whose resolver uriscope replays step by step, at a release.
///
/// ```
/// use uriscope::Spec;
///
/// let Spec::Library(profile) = "python@3.8.10".parse::<Spec>()? else { unreachable!() };
/// assert_eq!(profile.library(), "python");
/// assert_eq!(profile.release(), "3.8.10");
/// assert_eq!(profile.name(), "Python 3.8.10 urljoin");
/// # Ok::<(), uriscope::profile::UnknownSpec>(())
/// ```
#[derive(Clone, Copy)]
pub struct Profile {
    row: &'static Row,
    release: Release,
}

impl Profile {
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
        std::ptr::eq(self.row, other.row)
    }

    /// The release's line, as its library's module reads its gates.
    pub(crate) fn release_line(self) -> Release {
        self.release
    }

    /// The `@release` forms the library takes, as `--help` lists them: `python@3.14`, one per
    /// line (none for a library of one line).
    pub fn lines(self) -> impl Iterator<Item = Profile> {
        let row = self.row;
        let releases = row.releases;
        // A library of one line is written by its word alone: it has no `@` forms.
        let forms = if releases.lines.len() > 1 {
            releases.lines.len()
        } else {
            0
        };
        (0..forms).map(move |line| Profile {
            row,
            release: Release::line_at(line),
        })
    }

    /// The library's row in the registry.
    pub(crate) fn row(self) -> &'static Row {
        self.row
    }

    /// The profile of `row` at `release`, for the registry.
    pub(crate) const fn of(row: &'static Row, release: Release) -> Profile {
        Profile { row, release }
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

/// Two profiles are the same library (the same row) at the same release.
impl PartialEq for Profile {
    fn eq(&self, other: &Self) -> bool {
        self.same_library(*other) && self.release == other.release
    }
}

impl Eq for Profile {}

impl Hash for Profile {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::ptr::hash(self.row, state);
        self.release.hash(state);
    }
}

/// By the library's word, then by release (oldest first).
impl Ord for Profile {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.library(), self.release).cmp(&(other.library(), other.release))
    }
}

impl PartialOrd for Profile {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `Profile(python@3.11)`: the row is the library's whole table, too long to print.
impl fmt::Debug for Profile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Profile({self})")
    }
}
