//! Which Go releases a `go@1.N` profile reproduces, and what its `net/url` does differently:
//! each change is a gate on the line that brought it, from the Go issue that made it.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::release::{Line, Release, Releases, Unmodelled};

/// What a line's steps cite: its own `src/net/url/url.go`.
const fn source(version: &'static str) -> Library {
    Library {
        id: "go",
        name: "Go",
        version,
        file: "src/net/url/url.go",
    }
}

/// Go's lines: 1.19 (`URL.OmitHost`, go#46059) to 1.26. The patch releases are those known
/// when the table was written (one a month for a line's year or so).
pub(super) const TABLE: Releases = Releases {
    word: "go",
    product: "Go",
    lines: &[
        Line::new(&[1, 19], 0..=13, &source("1.19")),
        Line::new(&[1, 20], 0..=14, &source("1.20")),
        Line::new(&[1, 21], 0..=13, &source("1.21")),
        Line::new(&[1, 22], 0..=12, &source("1.22")),
        Line::new(&[1, 23], 0..=12, &source("1.23")),
        Line::new(&[1, 24], 0..=13, &source("1.24")),
        Line::new(&[1, 25], 0..=15, &source("1.25")),
        Line::new(&[1, 26], 0..=9, &source("1.26")),
    ],
    unmodelled: &[Unmodelled {
        from: &[1, 0],
        to: &[1, 18],
        line: 0,
        same: false,
        why: "URL.OmitHost (go#46059) came in 1.19, and older lines read `http:/g` otherwise",
    }],
    aliases: &[],
    modelled: "1.19 to 1.26",
};

/// Go's releases.
pub(crate) static RELEASES: Releases = TABLE;

/// A Go release, as the resolver asks its gates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GoVersion(pub Release);

impl GoVersion {
    /// The newest line modelled: what `--spec go` means.
    #[cfg(test)]
    pub(crate) const NEWEST: GoVersion = GoVersion(TABLE.newest());

    /// Reads `1.22` or `1.22.3`.
    #[cfg(test)]
    pub(crate) fn parse(text: &str) -> Result<GoVersion, String> {
        RELEASES.parse(text).map(GoVersion)
    }

    /// Where the line is in the table.
    pub(crate) const fn line(self) -> usize {
        self.0.line()
    }

    /// go#66084 (1.23): a reference with an empty path against an opaque base (`urn:a:b` +
    /// `#f`) keeps the base's opaque part; before, it was dropped (`urn:#f`).
    pub(crate) const fn keeps_opaque_base(self) -> bool {
        self.0.since(const { TABLE.index_of(&[1, 23]) })
    }

    /// go#75223 and go#78077 (1.26): a bracketed host must be an IPv6 address (`netip`), a `[`
    /// anywhere else is refused, and for `http` and `https` the port starts at the first `:`.
    pub(crate) const fn checks_hosts_strictly(self) -> bool {
        self.0.since(const { TABLE.index_of(&[1, 26]) })
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
    }

    #[test]
    fn versions_not_modelled_are_refused_with_the_ones_that_are() {
        let error = GoVersion::parse("1.18").unwrap_err();
        assert!(error.contains("1.19 to 1.26"), "{error}");
        assert!(error.ends_with("go@1.19 answers for it"), "{error}");
        assert!(GoVersion::parse("2.1").is_err());
        assert!(GoVersion::parse("1").is_err());
        assert!(GoVersion::parse("1.22.1.1").is_err());
        assert!(GoVersion::parse("1.x").is_err());
        assert!(GoVersion::parse("1.19.14").is_err());
    }
}
