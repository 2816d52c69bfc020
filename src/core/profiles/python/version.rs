//! Which CPython release a `python@X.Y[.Z]` profile reproduces, and what its `urllib.parse`
//! does differently from the others: the features below are dated by the release that brought
//! each, as CPython's changelogs and the files of each line's newest release show.

use super::steps::{CPYTHON_2_7, CPYTHON_3, CPYTHON_3_14};
use crate::core::vocabulary::release::{Line, Release, Releases, Unmodelled};

/// A CPython release as the resolver asks its gates: its numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PythonVersion {
    major: u8,
    minor: u8,
    /// `None`: the line's newest patch release.
    patch: Option<u8>,
}

/// The lines: 2.7 (`urlparse.urljoin`, the RFC 1808 algorithm every release before 3.5 used)
/// and every 3.x from 3.5, when bpo-22118 rewrote `urljoin` after RFC 3986. Their patch
/// releases are those pyenv lists (2026-11). Each line's steps quote the source of its era:
/// 2.7.18, 3.13.0 (3.5 to 3.13, the patch releases' changes dated where a step applies them)
/// and 3.14.0.
const TABLE: Releases = Releases {
    word: "python",
    product: "CPython",
    lines: &[
        Line::new(&[2, 7], 0..=18, &CPYTHON_2_7).titled("CPython {} urljoin, RFC 1808's algorithm"),
        Line::new(&[3, 5], 0..=10, &CPYTHON_3),
        Line::new(&[3, 6], 0..=15, &CPYTHON_3),
        Line::new(&[3, 7], 0..=17, &CPYTHON_3),
        Line::new(&[3, 8], 0..=20, &CPYTHON_3),
        Line::new(&[3, 9], 0..=25, &CPYTHON_3),
        Line::new(&[3, 10], 0..=20, &CPYTHON_3),
        Line::new(&[3, 11], 0..=15, &CPYTHON_3),
        Line::new(&[3, 12], 0..=13, &CPYTHON_3),
        Line::new(&[3, 13], 0..=13, &CPYTHON_3),
        Line::new(&[3, 14], 0..=4, &CPYTHON_3_14),
    ],
    unmodelled: &[
        Unmodelled::answered_by(&[2, 0], &[2, 6], 0, BEFORE_3_5),
        Unmodelled::answered_by(&[3, 0], &[3, 4], 0, BEFORE_3_5),
    ],
    aliases: &[],
    modelled: "2.7, which stands for every release before 3.5, and 3.5 to 3.14",
};

/// Why a release before 3.5 is answered by 2.7's code.
const BEFORE_3_5: &str = "bpo-22118 rewrote urljoin in 3.5, and every release before runs 2.7's";

/// CPython's releases.
pub(crate) static RELEASES: Releases = TABLE;

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
    /// The release's numbers, read from the table.
    pub(crate) fn of(release: Release) -> PythonVersion {
        let numbers = TABLE.lines[release.line()].numbers;
        PythonVersion::new(numbers[0], numbers[1], release.patch(&RELEASES))
    }

    /// Reads `3.11` or `3.11.4`.
    #[cfg(test)]
    pub(crate) fn parse(text: &str) -> Result<PythonVersion, String> {
        RELEASES.parse(text).map(PythonVersion::of)
    }

    const fn new(major: u8, minor: u8, patch: Option<u8>) -> PythonVersion {
        PythonVersion {
            major,
            minor,
            patch,
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
    pub(crate) const fn deletes_tab_and_newline(self) -> bool {
        self.minor > 5 && self.since(&[(6, 14), (7, 11), (8, 11), (9, 5)])
    }

    /// CVE-2023-24329 (gh-102153): `urlsplit` strips leading C0 controls and spaces (3.7.17,
    /// 3.8.17, 3.9.17, 3.10.12, 3.11.4, 3.12).
    pub(crate) const fn strips_leading_controls(self) -> bool {
        self.minor > 6 && self.since(&[(7, 17), (8, 17), (9, 17), (10, 12), (11, 4)])
    }

    /// Before bpo-27657 (3.9; briefly 3.7.6 and 3.8.1, reverted in 3.7.7 and 3.8.2), `path:80`
    /// is not a scheme: `urlsplit` takes `x:` as a scheme only when what follows is not all
    /// digits, and reads `http:` at once.
    pub(crate) const fn reads_digits_as_a_port(self) -> bool {
        match (self.major, self.minor, self.patch) {
            (2, ..) | (3, ..=6, _) => true,
            (3, 7, Some(6)) | (3, 8, Some(1)) => false,
            (3, 7 | 8, _) => true,
            _ => false,
        }
    }

    /// gh-96035: `.port` takes ASCII digits only, where `int` took whitespace, a sign, `_` and
    /// any script's digits (3.10.13 and 3.11.7 were run with it; the patch release of each
    /// line that took the backport is not pinned, so every 3.10 and 3.11 release is read so).
    pub(crate) const fn reads_ports_as_ascii_digits(self) -> bool {
        self.major == 3 && self.minor >= 10
    }

    /// bpo-20059: `.port` raises a `ValueError` for a port out of range, where it gave `None`
    /// (3.6).
    pub(crate) const fn raises_on_ports_out_of_range(self) -> bool {
        self.major == 3 && self.minor >= 6
    }

    /// gh-99418: a scheme starts with an ASCII letter (3.11.1, 3.12).
    pub(crate) const fn scheme_starts_with_a_letter(self) -> bool {
        self.minor > 10 && self.since(&[(11, 1)])
    }

    /// gh-103848: a bracketed host must be an IPv6 address or IPvFuture (3.11.4, 3.12).
    pub(crate) const fn checks_bracketed_hosts(self) -> bool {
        self.minor > 10 && self.since(&[(11, 4)])
    }

    /// bpo-36216: a non-ASCII netloc must not gain a delimiter under NFKC (Python 3; for 2.7
    /// only on `unicode` arguments, and the profile reads 2.7's `str`).
    pub(crate) const fn checks_netloc_under_nfkc(self) -> bool {
        self.major == 3
    }

    /// gh-85110: `urlunsplit` keeps a relative path without a netloc relative and writes `//`
    /// before a path that starts with `//` (3.12.6, 3.13).
    pub(crate) const fn unsplits_relative_paths(self) -> bool {
        self.minor > 11 && self.since(&[(12, 6)])
    }

    /// `rtsps` joined the scheme lists in 3.11.
    pub(crate) const fn knows_rtsps(self) -> bool {
        self.major == 3 && self.minor >= 11
    }

    /// `itms-services` joined `uses_netloc` in 3.12.
    pub(crate) const fn knows_itms_services(self) -> bool {
        self.major == 3 && self.minor >= 12
    }

    /// `ws` and `wss` joined the scheme lists in Python 3 (bpo-25895).
    pub(crate) const fn knows_websockets(self) -> bool {
        self.major == 3
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
    fn versions_not_modelled_are_refused_or_answered_by_their_line() {
        let error = PythonVersion::parse("3.11.99").unwrap_err();
        assert_eq!(
            error,
            "CPython 3.11.99 is not a release this table knows (3.11.0 to 3.11.15 are)"
        );
        // 2.7 stands for every release before 3.5, as the refusal of 1.6 says.
        assert_eq!(v("3.4"), v("2.7"));
        assert_eq!(v("3.4.10").era(), Era::Rfc1808);
        let error = PythonVersion::parse("1.6").unwrap_err();
        assert!(
            error.contains("2.7, which stands for every release before 3.5,"),
            "{error}"
        );
        assert!(PythonVersion::parse("3").is_err());
        assert!(PythonVersion::parse("3.11.4.1").is_err());
        assert!(PythonVersion::parse("3.x").is_err());
    }
}
