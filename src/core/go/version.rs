//! Which Go release a `go@1.N` profile reproduces, and what its `net/url` does differently:
//! each change is dated by the release that brought it, from the Go issue that made it.

use std::fmt;

use crate::core::release::release_numbers;

/// A line of Go releases (`1.22`); a patch number, if given, is read and kept for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GoVersion {
    minor: u8,
    patch: Option<u8>,
}

/// The oldest line modelled: `URL.OmitHost` (go#46059) came in 1.19, and every line since
/// resolves with the code read here.
const OLDEST: u8 = 19;
/// The newest line, whose `src/net/url/url.go` the profile follows.
const NEWEST: u8 = 26;

impl GoVersion {
    /// The newest line modelled: what `--spec go` means.
    pub const NEWEST: GoVersion = GoVersion {
        minor: NEWEST,
        patch: None,
    };

    /// Reads `1.22` or `1.22.3`.
    pub fn parse(text: &str) -> Result<GoVersion, String> {
        let wrong = || format!("`{text}` is not a Go version such as 1.22 or 1.22.3");
        let Some((1, minor, patch)) = release_numbers(text) else {
            return Err(wrong());
        };
        if !(OLDEST..=NEWEST).contains(&minor) {
            return Err(format!(
                "Go 1.{minor} is not modelled (1.{OLDEST} to 1.{NEWEST} are: 1.19 brought \
                 URL.OmitHost)"
            ));
        }
        Ok(GoVersion { minor, patch })
    }

    /// Every line modelled, oldest first.
    pub fn lines() -> impl Iterator<Item = GoVersion> {
        (OLDEST..=NEWEST).map(|minor| GoVersion { minor, patch: None })
    }

    /// go#66084 (1.23): a reference with an empty path against an opaque base (`urn:a:b` +
    /// `#f`) keeps the base's opaque part; before, it was dropped (`urn:#f`).
    pub(crate) const fn keeps_opaque_base(self) -> bool {
        self.minor >= 23
    }

    /// go#75223 and go#78077 (1.26): a bracketed host must be an IPv6 address (`netip`), a `[`
    /// anywhere else is refused, and for `http` and `https` the port starts at the first `:`.
    pub(crate) const fn checks_hosts_strictly(self) -> bool {
        self.minor >= 26
    }

    /// The line's name as headings write it: `Go 1.26 net/url`.
    pub(crate) const fn name(self) -> &'static str {
        match self.minor {
            19 => "Go 1.19 net/url",
            20 => "Go 1.20 net/url",
            21 => "Go 1.21 net/url",
            22 => "Go 1.22 net/url",
            23 => "Go 1.23 net/url",
            24 => "Go 1.24 net/url",
            25 => "Go 1.25 net/url",
            _ => "Go 1.26 net/url",
        }
    }

    /// The line's title as headings write it.
    pub(crate) const fn title(self) -> &'static str {
        match self.minor {
            19 => "Go 1.19 net/url, (*URL).Parse and ResolveReference",
            20 => "Go 1.20 net/url, (*URL).Parse and ResolveReference",
            21 => "Go 1.21 net/url, (*URL).Parse and ResolveReference",
            22 => "Go 1.22 net/url, (*URL).Parse and ResolveReference",
            23 => "Go 1.23 net/url, (*URL).Parse and ResolveReference",
            24 => "Go 1.24 net/url, (*URL).Parse and ResolveReference",
            25 => "Go 1.25 net/url, (*URL).Parse and ResolveReference",
            _ => "Go 1.26 net/url, (*URL).Parse and ResolveReference",
        }
    }
}

/// `1.22` or `1.22.3`, as given.
impl fmt::Display for GoVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "1.{}", self.minor)?;
        match self.patch {
            Some(patch) => write!(f, ".{patch}"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_change_is_in_the_lines_that_carry_it() {
        let v = |text| GoVersion::parse(text).unwrap();
        assert!(!v("1.22").keeps_opaque_base());
        assert!(v("1.23").keeps_opaque_base());
        assert!(!v("1.25.4").checks_hosts_strictly());
        assert!(v("1.26").checks_hosts_strictly());
        assert_eq!(GoVersion::NEWEST.to_string(), "1.26");
        assert_eq!(v("1.22.3").to_string(), "1.22.3");
    }

    #[test]
    fn versions_not_modelled_are_refused_with_the_ones_that_are() {
        let error = GoVersion::parse("1.18").unwrap_err();
        assert!(error.contains("1.19 to 1.26"), "{error}");
        assert!(GoVersion::parse("2.1").is_err());
        assert!(GoVersion::parse("1").is_err());
        assert!(GoVersion::parse("1.22.1.1").is_err());
        assert!(GoVersion::parse("1.x").is_err());
    }
}
