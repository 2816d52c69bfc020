//! Which JDKs a `java@N` profile reproduces: `java.net.URI.resolve` is the same code from JDK 8
//! on, but for JDK-8272072 and JDK 25's error messages.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::release::{Line, Release, Releases, Unmodelled};

/// What a line's steps cite: OpenJDK's `URI.java` at `version`, in the file it had there.
const fn source(version: &'static str, file: &'static str) -> Library {
    Library {
        id: "java",
        name: "OpenJDK",
        version,
        file,
    }
}

/// Where `URI.java` is from JDK 9 on.
const URI_JAVA: &str = "src/java.base/share/classes/java/net/URI.java";

/// The lines: 8, before JDK-8272072; 17 (its updates carry the fix; 17.0.15 was read and run)
/// and 25 (25.0.3 was run: the same answers as 17.0.15, the exceptions' input trimmed). A JDK is
/// named by its feature release alone.
pub(super) const TABLE: Releases = Releases {
    word: "java",
    product: "OpenJDK",
    lines: &[
        Line::whole(
            &[8],
            &source("8", "jdk/src/share/classes/java/net/URI.java"),
        ),
        Line::whole(&[17], &source("17.0.15", URI_JAVA)),
        Line::whole(&[25], &source("25.0.3", URI_JAVA)),
    ],
    unmodelled: &[
        Unmodelled {
            from: &[9],
            to: &[18],
            line: 0,
            same: false,
            why: "its resolve is JDK 8's until JDK-8272072 (JDK 19; backported to some update \
                  releases, which java@17 answers for)",
        },
        Unmodelled {
            from: &[19],
            to: &[24],
            line: 1,
            same: false,
            why: "its resolve gives the results of 17 and 25 (they agree on every result), \
                  but its error messages may read as either's",
        },
    ],
    aliases: &[("1.8", "8")],
    modelled: "8, 17 and 25",
};

/// The JDK's releases.
pub(crate) static RELEASES: Releases = TABLE;

/// A JDK release, as the resolver asks its gates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct JavaVersion(pub Release);

impl JavaVersion {
    /// The newest line modelled: what `--spec java` means.
    pub(crate) const NEWEST: JavaVersion = JavaVersion(TABLE.newest());

    /// Reads `17` (or `1.8` for 8).
    #[cfg(test)]
    pub(crate) fn parse(text: &str) -> Result<JavaVersion, String> {
        RELEASES.parse(text).map(JavaVersion)
    }

    /// Where the line is in the table.
    pub(crate) const fn line(self) -> usize {
        self.0.line()
    }

    /// JDK-8272072 (JDK 19, and the 17 updates): `resolvePath` writes a `/` before the
    /// child's path when an absolute base's path has none (`http://h:8000` + `bar` gives
    /// `http://h:8000/bar`; JDK 8 gives `http://h:8000bar`).
    pub(crate) const fn slashes_an_empty_base_path(self) -> bool {
        self.0.since(const { TABLE.index_of(&[17]) })
    }

    /// JDK 25 (25.0.3 run): a `URISyntaxException` holds its input single-spaced, without
    /// spaces at its ends (`" ?y  z"` is reported as `?y z`, at the index counted in the text
    /// given); 17.0.15 holds it as given.
    pub(crate) const fn trims_reported_input(self) -> bool {
        self.0.since(const { TABLE.index_of(&[25]) })
    }

    /// JDK 25: an authority that is neither a server nor a registry name is reported at the
    /// first character a registry name cannot hold (17.0.15 reports its start), and a run of
    /// digits too long for an `int` in an IPv4 address is a malformed address (17.0.15 lets
    /// `Integer.parseInt`'s `NumberFormatException` through).
    pub(crate) const fn points_at_the_bad_authority_character(self) -> bool {
        self.trims_reported_input()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_dated() {
        let v = |text| JavaVersion::parse(text).unwrap();
        assert!(!v("8").slashes_an_empty_base_path());
        assert!(!v("1.8").slashes_an_empty_base_path());
        assert!(v("17").slashes_an_empty_base_path());
        assert!(JavaVersion::NEWEST.trims_reported_input());
        assert!(!v("17").trims_reported_input());
        assert!(JavaVersion::parse("x").is_err());
    }

    #[test]
    fn an_unmodelled_jdk_names_the_line_that_answers_for_it() {
        let error = JavaVersion::parse("11").unwrap_err();
        assert!(
            error.starts_with("OpenJDK 11 is not modelled (8, 17 and 25 are)"),
            "{error}"
        );
        assert!(error.ends_with("java@8 answers for it"), "{error}");
        let error = JavaVersion::parse("21").unwrap_err();
        assert!(error.ends_with("java@17 answers for it"), "{error}");
        assert!(JavaVersion::parse("7").is_err());
        let error = JavaVersion::parse("17.0").unwrap_err();
        assert!(error.contains("OpenJDK releases are named 17"), "{error}");
    }
}
