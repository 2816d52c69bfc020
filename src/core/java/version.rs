//! Which JDK a `java@N` profile reproduces: `java.net.URI.resolve` is the same code from JDK 8
//! on, but for JDK-8272072.

use std::fmt;

/// A JDK release line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct JavaVersion {
    feature: u8,
}

/// The lines modelled: 8, before JDK-8272072; 17 (its updates carry the fix; 17.0.15 was run)
/// and 25 (25.0.3 was run: the same answers as 17.0.15, the exceptions' input trimmed).
const LINES: [u8; 3] = [8, 17, 25];

impl JavaVersion {
    /// The newest line modelled: what `--spec java` means.
    pub const NEWEST: JavaVersion = JavaVersion { feature: 25 };

    /// Reads `17` (or `1.8` for 8).
    pub fn parse(text: &str) -> Result<JavaVersion, String> {
        let feature = match text {
            "1.8" => 8,
            _ => text
                .parse::<u8>()
                .map_err(|_| format!("`{text}` is not a JDK release such as 8 or 17"))?,
        };
        if !LINES.contains(&feature) {
            return Err(format!(
                "JDK {feature} is not modelled (8, 17 and 25 are: 8 before JDK-8272072, the \
                 others after it)"
            ));
        }
        Ok(JavaVersion { feature })
    }

    /// JDK-8272072 (JDK 19, and the 17 updates): `resolvePath` writes a `/` before the
    /// child's path when an absolute base's path has none (`http://h:8000` + `bar` gives
    /// `http://h:8000/bar`; JDK 8 gives `http://h:8000bar`).
    pub(crate) const fn slashes_an_empty_base_path(self) -> bool {
        self.feature > 8
    }

    /// JDK 25 (25.0.3 run): a `URISyntaxException` holds its input single-spaced, without
    /// spaces at its ends (`" ?y  z"` is reported as `?y z`, at the index counted in the text
    /// given); 17.0.15 holds it as given.
    pub(crate) const fn trims_reported_input(self) -> bool {
        self.feature >= 25
    }

    /// JDK 25: an authority that is neither a server nor a registry name is reported at the
    /// first character a registry name cannot hold (17.0.15 reports its start), and a run of
    /// digits too long for an `int` in an IPv4 address is a malformed address (17.0.15 lets
    /// `Integer.parseInt`'s `NumberFormatException` through).
    pub(crate) const fn points_at_the_bad_authority_character(self) -> bool {
        self.feature >= 25
    }

    /// The line's name as headings write it.
    pub(crate) const fn name(self) -> &'static str {
        match self.feature {
            8 => "Java 8 URI.resolve",
            17 => "Java 17 URI.resolve",
            _ => "Java 25 URI.resolve",
        }
    }

    /// The line's title as headings write it.
    pub(crate) const fn title(self) -> &'static str {
        match self.feature {
            8 => "OpenJDK 8 java.net.URI.resolve (before JDK-8272072)",
            17 => "OpenJDK 17 java.net.URI.resolve",
            _ => "OpenJDK 25 java.net.URI.resolve",
        }
    }
}

/// `17`, as given.
impl fmt::Display for JavaVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.feature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_dated() {
        assert!(
            !JavaVersion::parse("8")
                .unwrap()
                .slashes_an_empty_base_path()
        );
        assert!(
            !JavaVersion::parse("1.8")
                .unwrap()
                .slashes_an_empty_base_path()
        );
        assert!(
            JavaVersion::parse("17")
                .unwrap()
                .slashes_an_empty_base_path()
        );
        assert_eq!(JavaVersion::NEWEST.to_string(), "25");
        let error = JavaVersion::parse("11").unwrap_err();
        assert!(error.contains("8, 17 and 25"), "{error}");
        assert!(JavaVersion::NEWEST.trims_reported_input());
        assert!(!JavaVersion::parse("17").unwrap().trims_reported_input());
        assert!(JavaVersion::parse("x").is_err());
    }
}
