//! Which CPython release a `python@X.Y[.Z]` profile reproduces, and what its `urllib.parse`
//! does differently from the others: the features below are dated by the release that brought
//! each, as CPython's changelogs and the files of each line's newest release show.

use std::fmt;

use crate::core::release::release_numbers;

/// A CPython release, or a line of releases (`3.11` alone means that line's newest patch
/// release).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PythonVersion {
    major: u8,
    minor: u8,
    /// `None`: the line's newest patch release.
    patch: Option<u8>,
    /// What this release does, read once from the three numbers (each resolution asks several
    /// times): one bit per [`Feature`].
    features: u16,
}

/// The changes dated below, as bits of [`PythonVersion`]'s `features`.
#[derive(Clone, Copy)]
enum Feature {
    DeletesTabAndNewline = 1,
    StripsLeadingControls = 1 << 1,
    ReadsDigitsAsAPort = 1 << 2,
    SchemeStartsWithALetter = 1 << 3,
    ChecksBracketedHosts = 1 << 4,
    ChecksNetlocUnderNfkc = 1 << 5,
    UnsplitsRelativePaths = 1 << 6,
    KnowsRtsps = 1 << 7,
    KnowsItmsServices = 1 << 8,
    KnowsWebsockets = 1 << 9,
}

/// The lines modelled: 2.7 (`urlparse.urljoin`, the RFC 1808 algorithm every release before
/// 3.5 used) and every 3.x from 3.5, when bpo-22118 rewrote `urljoin` after RFC 3986.
const LINES: [(u8, u8); 11] = [
    (2, 7),
    (3, 5),
    (3, 6),
    (3, 7),
    (3, 8),
    (3, 9),
    (3, 10),
    (3, 11),
    (3, 12),
    (3, 13),
    (3, 14),
];

/// How `urljoin` is written in a release.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Era {
    /// 2.7 (and every release before 3.5): RFC 1808's algorithm, `..` above the root kept.
    Rfc1808,
    /// 3.5 to 3.13: bpo-22118's RFC 3986 rewrite, every component a string (`''` for absent).
    Rfc3986,
    /// 3.14 on: gh-76960 tracks absent components as `None` (`?` and `#` keep their empty
    /// component).
    Presence,
}

impl PythonVersion {
    /// The newest line modelled: what `--spec python` means.
    pub const NEWEST: PythonVersion = PythonVersion::new(3, 14, None);

    const fn new(major: u8, minor: u8, patch: Option<u8>) -> PythonVersion {
        let mut version = PythonVersion {
            major,
            minor,
            patch,
            features: 0,
        };
        let dated = [
            (
                Feature::DeletesTabAndNewline,
                version.dates_deletes_tab_and_newline(),
            ),
            (
                Feature::StripsLeadingControls,
                version.dates_strips_leading_controls(),
            ),
            (
                Feature::ReadsDigitsAsAPort,
                version.dates_reads_digits_as_a_port(),
            ),
            (
                Feature::SchemeStartsWithALetter,
                version.dates_scheme_starts_with_a_letter(),
            ),
            (
                Feature::ChecksBracketedHosts,
                version.dates_checks_bracketed_hosts(),
            ),
            (Feature::ChecksNetlocUnderNfkc, major == 3),
            (
                Feature::UnsplitsRelativePaths,
                version.dates_unsplits_relative_paths(),
            ),
            (Feature::KnowsRtsps, major == 3 && minor >= 11),
            (Feature::KnowsItmsServices, major == 3 && minor >= 12),
            (Feature::KnowsWebsockets, major == 3),
        ];
        let mut i = 0;
        while i < dated.len() {
            if dated[i].1 {
                version.features |= dated[i].0 as u16;
            }
            i += 1;
        }
        version
    }

    const fn has(self, feature: Feature) -> bool {
        self.features & feature as u16 != 0
    }

    /// Reads `3.11` or `3.11.4`; `None` for a line that is not modelled.
    pub fn parse(text: &str) -> Result<PythonVersion, String> {
        let Some((major, minor, patch)) = release_numbers(text) else {
            return Err(format!("`{text}` is not a version such as 3.11 or 3.11.4"));
        };
        if !LINES.contains(&(major, minor)) {
            return Err(format!(
                "CPython {major}.{minor} is not modelled (2.7 and 3.5 to 3.14 are; 2.7 stands \
                 for every release before 3.5)"
            ));
        }
        Ok(PythonVersion::new(major, minor, patch))
    }

    /// Every line modelled, oldest first.
    pub fn lines() -> impl Iterator<Item = PythonVersion> {
        LINES
            .iter()
            .map(|&(major, minor)| PythonVersion::new(major, minor, None))
    }

    /// The line's name as headings write it: `Python 3.11 urljoin`.
    pub(crate) const fn name(self) -> &'static str {
        match (self.major, self.minor) {
            (2, _) => "Python 2.7 urljoin",
            (_, 5) => "Python 3.5 urljoin",
            (_, 6) => "Python 3.6 urljoin",
            (_, 7) => "Python 3.7 urljoin",
            (_, 8) => "Python 3.8 urljoin",
            (_, 9) => "Python 3.9 urljoin",
            (_, 10) => "Python 3.10 urljoin",
            (_, 11) => "Python 3.11 urljoin",
            (_, 12) => "Python 3.12 urljoin",
            (_, 13) => "Python 3.13 urljoin",
            _ => "Python 3.14 urljoin",
        }
    }

    /// The line's title as headings write it.
    pub(crate) const fn title(self) -> &'static str {
        match (self.major, self.minor) {
            (2, _) => "CPython 2.7 urlparse.urljoin (every release before 3.5)",
            (_, 5) => "CPython 3.5 urllib.parse.urljoin",
            (_, 6) => "CPython 3.6 urllib.parse.urljoin",
            (_, 7) => "CPython 3.7 urllib.parse.urljoin",
            (_, 8) => "CPython 3.8 urllib.parse.urljoin",
            (_, 9) => "CPython 3.9 urllib.parse.urljoin",
            (_, 10) => "CPython 3.10 urllib.parse.urljoin",
            (_, 11) => "CPython 3.11 urllib.parse.urljoin",
            (_, 12) => "CPython 3.12 urllib.parse.urljoin",
            (_, 13) => "CPython 3.13 urllib.parse.urljoin",
            _ => "CPython 3.14 urllib.parse.urljoin",
        }
    }

    pub(crate) const fn era(self) -> Era {
        match (self.major, self.minor) {
            (2, _) => Era::Rfc1808,
            (_, 14..) => Era::Presence,
            _ => Era::Rfc3986,
        }
    }

    /// Whether this release has a change that came in the patch releases `since` of their
    /// lines, and in every line newer than the newest listed (an empty list: never).
    const fn since(self, since: &[(u8, u8)]) -> bool {
        if self.major < 3 || since.is_empty() {
            return false;
        }
        let patch = match self.patch {
            Some(patch) => patch,
            None => u8::MAX,
        };
        let mut i = 0;
        while i < since.len() {
            let (minor, first) = since[i];
            if self.minor == minor {
                return patch >= first;
            }
            i += 1;
        }
        self.minor > since[since.len() - 1].0
    }

    /// bpo-43882: `urlsplit` deletes every TAB, CR and LF (3.6.14, 3.7.11, 3.8.11, 3.9.5, 3.10).
    const fn dates_deletes_tab_and_newline(self) -> bool {
        self.minor > 5 && self.since(&[(6, 14), (7, 11), (8, 11), (9, 5)])
    }

    /// CVE-2023-24329 (gh-102153): `urlsplit` strips leading C0 controls and spaces (3.7.17,
    /// 3.8.17, 3.9.17, 3.10.12, 3.11.4, 3.12).
    const fn dates_strips_leading_controls(self) -> bool {
        self.minor > 6 && self.since(&[(7, 17), (8, 17), (9, 17), (10, 12), (11, 4)])
    }

    /// Before bpo-27657 (3.9; briefly 3.7.6 and 3.8.1, reverted in 3.7.7 and 3.8.2), `path:80`
    /// is not a scheme: `urlsplit` takes `x:` as a scheme only when what follows is not all
    /// digits, and reads `http:` at once.
    const fn dates_reads_digits_as_a_port(self) -> bool {
        match (self.major, self.minor, self.patch) {
            (2, ..) | (3, ..=6, _) => true,
            (3, 7, Some(6)) | (3, 8, Some(1)) => false,
            (3, 7 | 8, _) => true,
            _ => false,
        }
    }

    /// gh-99418: a scheme starts with an ASCII letter (3.11.1, 3.12).
    const fn dates_scheme_starts_with_a_letter(self) -> bool {
        self.minor > 10 && self.since(&[(11, 1)])
    }

    /// gh-103848: a bracketed host must be an IPv6 address or IPvFuture (3.11.4, 3.12).
    const fn dates_checks_bracketed_hosts(self) -> bool {
        self.minor > 10 && self.since(&[(11, 4)])
    }

    /// bpo-36216: a non-ASCII netloc must not gain a delimiter under NFKC (Python 3; for 2.7
    /// only on `unicode` arguments, and the profile reads 2.7's `str`).
    pub(crate) const fn checks_netloc_under_nfkc(self) -> bool {
        self.has(Feature::ChecksNetlocUnderNfkc)
    }

    /// gh-85110: `urlunsplit` keeps a relative path without a netloc relative and writes `//`
    /// before a path that starts with `//` (3.12.6, 3.13).
    const fn dates_unsplits_relative_paths(self) -> bool {
        self.minor > 11 && self.since(&[(12, 6)])
    }

    /// `rtsps` joined the scheme lists in 3.11.
    pub(crate) const fn knows_rtsps(self) -> bool {
        self.has(Feature::KnowsRtsps)
    }

    /// `itms-services` joined `uses_netloc` in 3.12.
    pub(crate) const fn knows_itms_services(self) -> bool {
        self.has(Feature::KnowsItmsServices)
    }

    /// `ws` and `wss` joined the scheme lists in Python 3 (bpo-25895).
    pub(crate) const fn knows_websockets(self) -> bool {
        self.has(Feature::KnowsWebsockets)
    }

    // The dated changes above, as the resolver asks for them.

    pub(crate) const fn deletes_tab_and_newline(self) -> bool {
        self.has(Feature::DeletesTabAndNewline)
    }

    pub(crate) const fn strips_leading_controls(self) -> bool {
        self.has(Feature::StripsLeadingControls)
    }

    pub(crate) const fn reads_digits_as_a_port(self) -> bool {
        self.has(Feature::ReadsDigitsAsAPort)
    }

    pub(crate) const fn scheme_starts_with_a_letter(self) -> bool {
        self.has(Feature::SchemeStartsWithALetter)
    }

    pub(crate) const fn checks_bracketed_hosts(self) -> bool {
        self.has(Feature::ChecksBracketedHosts)
    }

    pub(crate) const fn unsplits_relative_paths(self) -> bool {
        self.has(Feature::UnsplitsRelativePaths)
    }
}

/// `3.11` or `3.11.4`, as given.
impl fmt::Display for PythonVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)?;
        match self.patch {
            Some(patch) => write!(f, ".{patch}"),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(text: &str) -> PythonVersion {
        PythonVersion::parse(text).unwrap()
    }

    #[test]
    fn a_security_fix_is_in_the_patch_releases_that_carry_it() {
        assert!(!v("3.8.10").deletes_tab_and_newline());
        assert!(v("3.8.11").deletes_tab_and_newline());
        assert!(v("3.8").deletes_tab_and_newline());
        assert!(v("3.10.0").deletes_tab_and_newline());
        assert!(!v("3.5").deletes_tab_and_newline());
        assert!(!v("2.7").deletes_tab_and_newline());
        assert!(!v("3.7.16").strips_leading_controls());
        assert!(v("3.7.17").strips_leading_controls());
        assert!(!v("3.6").strips_leading_controls());
        assert!(v("3.12.0").strips_leading_controls());
        assert!(!v("3.11.3").checks_bracketed_hosts());
        assert!(v("3.11").checks_bracketed_hosts());
        assert!(!v("3.12.5").unsplits_relative_paths());
        assert!(v("3.12.6").unsplits_relative_paths());
        assert!(v("3.13.0").unsplits_relative_paths());
        assert!(!v("3.8.1").reads_digits_as_a_port());
        assert!(v("3.8.2").reads_digits_as_a_port());
        assert!(!v("3.9").reads_digits_as_a_port());
    }

    #[test]
    fn versions_not_modelled_are_refused_with_the_ones_that_are() {
        assert_eq!(v("3.11").to_string(), "3.11");
        assert_eq!(v("3.11.4").to_string(), "3.11.4");
        let error = PythonVersion::parse("3.4").unwrap_err();
        assert!(error.contains("2.7 and 3.5 to 3.14"), "{error}");
        assert!(PythonVersion::parse("3").is_err());
        assert!(PythonVersion::parse("3.11.4.1").is_err());
        assert!(PythonVersion::parse("3.x").is_err());
    }
}
