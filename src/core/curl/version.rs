//! Which libcurl a `curl@X.Y` profile reproduces.
//!
//! Two lines are modelled whole, each from its own source: 7.88 (7.88.1, the libcurl of Debian
//! bookworm, which the differential test runs) and 8.22 (the newest source, curl 8.22.0-DEV at
//! 5c61e16). 8.0 to 8.21 are 8.22's code (8.0: 7.88's) before (after) the commits that changed
//! their answers, each a switch here, dated by its commit (read from `git diff curl-8_A_0 curl-8_B_0 --
//! lib/urlapi.c lib/escape.c`, release by release, and each function's text compared tag by
//! tag): from 8.1 `parseurl` is 8.22's in all but the switches, and 8.0 is 7.88's code with
//! one; before 8.12 `concat_url` spliced, as in 7.88.

use std::fmt;

use crate::core::release::release_numbers;

/// A libcurl release line, or the first patch releases of one where a patch release changed
/// an answer (8.1.0, before 8.1.1 took back its refusal of partly numeric hosts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CurlVersion {
    /// Where the line is in `LINES` (and in the tables kept beside it); the lines are in
    /// release order, so this orders versions too.
    index: u8,
}

/// A line modelled, with its name and title as headings write them.
struct Line {
    /// Major, minor, and the first patch release it covers.
    release: (u8, u8, u8),
    name: &'static str,
    title: &'static str,
}

macro_rules! line {
    ($major:literal, $minor:literal, $title:literal) => {
        line!($major, $minor, 0, $title)
    };
    ($major:literal, $minor:literal, $patch:literal, $title:literal) => {
        Line {
            release: ($major, $minor, $patch),
            name: concat!("curl ", $major, ".", $minor, " -L"),
            title: concat!($title, " URL API, a redirect as curl -L follows it"),
        }
    };
}

/// How many lines are modelled: the tables kept beside `LINES` have as many rows.
pub(crate) const LINE_COUNT: usize = 25;

/// The lines modelled, oldest first.
const LINES: [Line; LINE_COUNT] = [
    line!(7, 88, 1, "libcurl 7.88.1"),
    line!(8, 0, "libcurl 8.0"),
    Line {
        release: (8, 1, 0),
        name: "curl 8.1.0 -L",
        title: "libcurl 8.1.0 URL API, a redirect as curl -L follows it",
    },
    line!(8, 1, 1, "libcurl 8.1"),
    line!(8, 2, "libcurl 8.2"),
    line!(8, 3, "libcurl 8.3"),
    line!(8, 4, "libcurl 8.4"),
    line!(8, 5, "libcurl 8.5"),
    line!(8, 6, "libcurl 8.6"),
    line!(8, 7, "libcurl 8.7"),
    line!(8, 8, "libcurl 8.8"),
    line!(8, 9, "libcurl 8.9"),
    line!(8, 10, "libcurl 8.10"),
    line!(8, 11, "libcurl 8.11"),
    line!(8, 12, "libcurl 8.12"),
    line!(8, 13, "libcurl 8.13"),
    line!(8, 14, "libcurl 8.14"),
    line!(8, 15, "libcurl 8.15"),
    line!(8, 16, "libcurl 8.16"),
    line!(8, 17, "libcurl 8.17"),
    line!(8, 18, "libcurl 8.18"),
    line!(8, 19, "libcurl 8.19"),
    line!(8, 20, "libcurl 8.20"),
    line!(8, 21, "libcurl 8.21"),
    line!(8, 22, "libcurl 8.22"),
];

/// Where the first 8.`minor` line is in `LINES` (evaluated at compile time where a gate asks).
const fn first_line_of(minor: u8) -> u8 {
    let mut i = 0;
    while i < LINE_COUNT {
        let (major, line_minor, _) = LINES[i].release;
        if major == 8 && line_minor >= minor {
            return i as u8;
        }
        i += 1;
    }
    LINE_COUNT as u8
}

impl CurlVersion {
    /// The newest line modelled: what `--spec curl` means.
    pub const NEWEST: CurlVersion = CurlVersion::at(LINE_COUNT - 1);

    /// Reads `8.22` (a line's newest patch release), or `7.88.1` (a patch release, read as the
    /// line whose answers it gives).
    pub fn parse(text: &str) -> Result<CurlVersion, String> {
        let wrong = || format!("`{text}` is not a curl release such as 7.88 or 8.22");
        let Some((major, minor, patch)) = release_numbers(text) else {
            return Err(wrong());
        };
        let line = LINES.iter().rposition(|line| {
            let (a, b, first) = line.release;
            (a, b) == (major, minor) && patch.is_none_or(|patch| first <= patch)
        });
        let Some(line) = line else {
            let release = patch.map_or(format!("{major}.{minor}"), |patch| {
                format!("{major}.{minor}.{patch}")
            });
            return Err(format!(
                "curl {release} is not modelled (7.88.1, Debian bookworm's libcurl, and 8.0 to \
                 8.22, the newest source, are)"
            ));
        };
        Ok(CurlVersion::at(line))
    }

    /// Every line modelled, oldest first.
    pub fn lines() -> impl Iterator<Item = CurlVersion> {
        (0..LINE_COUNT).map(CurlVersion::at)
    }

    /// The line at `index` in `LINES`.
    pub(crate) const fn at(index: usize) -> CurlVersion {
        CurlVersion { index: index as u8 }
    }

    /// Where the line is in `LINES` (and in the tables kept beside it).
    pub(crate) const fn index(self) -> usize {
        self.index as usize
    }

    /// From 8.`minor` on: one comparison of indexes, as the lines are in order (a gate is
    /// asked on every resolution).
    const fn since<const MINOR: u8>(self) -> bool {
        self.index >= const { first_line_of(MINOR) }
    }

    /// From 8.1.1 on (the one patch release that changed an answer).
    const fn since_8_1_1(self) -> bool {
        self.index >= const { first_line_of(1) + 1 }
    }

    /// The line's major, minor and first patch release.
    pub(crate) const fn release(self) -> (u8, u8, u8) {
        LINES[self.index as usize].release
    }

    /// 7.88's `parseurl` (7.88 and 8.0): the fragment, query and path read before the host,
    /// each part scanned for junk, the port read with `strtol`; 4cfa5bcc9a ("urlapi:
    /// cleanups", 8.1) rewrote it around `parse_authority` and one scan of the whole URL.
    pub(crate) const fn has_7_88_parseurl(self) -> bool {
        !self.since::<1>()
    }

    /// 17a15d8846, "urlapi: detect and error on illegal IPv4 addresses" (8.1 only; 92772e6d39,
    /// "urlapi: allow numerical parts in the host name", took it back in 8.1.1): a host that
    /// starts as a number but is not an IPv4 address (`1.a`, `1.2.3.4.5`, `256.1`) is
    /// CURLUE_BAD_HOSTNAME instead of a name.
    pub(crate) const fn refuses_partly_numeric_hosts(self) -> bool {
        self.since::<1>() && !self.since_8_1_1()
    }

    /// 3c9256c8a0, "urlapi: have *set(PATH) prepend a slash if one is missing" (8.2), which
    /// took out `curl_url_get`'s `/` before a path without one.
    pub(crate) const fn prefixes_a_slash_to_the_path(self) -> bool {
        !self.since::<2>()
    }

    /// lib/url.c, `parseurlandfillconn` (8.2): a refused URL is `failf(data, "URL rejected:
    /// %s", …)`; before, only a debug build's "curl_url_set rejected".
    pub(crate) const fn says_url_rejected(self) -> bool {
        self.since::<2>()
    }

    /// 7.88's lib/urlapi.c: `concat_url` splices (and removes a leading `./` and each `../`
    /// itself), `parseurl` reads the fragment, query and path before the host and scans each
    /// part for control bytes, `dedotdotify` knows no `%2e`, `urlencode_str` writes lower-case
    /// hex and only for bytes above 0x7f.
    pub(crate) const fn is_7_88(self) -> bool {
        self.index == 0
    }

    /// 573a6ec16b, "urlapi: improved return codes" (8.22): a `\` in the port is
    /// `CURLUE_BACKSLASH`, an empty host wins over a bad port, and `curl_url_strerror` says
    /// "No host present" (before: "No host part in the URL").
    pub(crate) const fn has_improved_return_codes(self) -> bool {
        self.since::<22>()
    }

    /// 39dec13ec0 (8.22): curl's own `inet_pton`, which takes an IPv6 address ending in `:`;
    /// before, the system's (glibc's, which refuses it).
    pub(crate) const fn has_own_inet_pton(self) -> bool {
        self.since::<22>()
    }

    /// ba669d072d, "urlapi: scheme starts with alpha" (8.2): before, `Curl_is_absolute_url`
    /// took a digit, `+`, `-` or `.` first too.
    pub(crate) const fn wants_a_letter_first(self) -> bool {
        self.since::<2>()
    }

    /// 887b998e6e, "urlapi: setting a blank URL (\"\") is not an ok URL" (8.3).
    pub(crate) const fn refuses_blank_urls(self) -> bool {
        self.since::<3>()
    }

    /// c37b694e46, "urlapi: fix relative redirects to fragment-only" (8.8, curl #13394):
    /// `concat_url` no longer cuts the base after its last `/` for a `#frag` Location (it still
    /// cuts the query); before, `#s` gave `http://a/b/c/#s`.
    pub(crate) const fn keeps_the_path_for_a_fragment(self) -> bool {
        self.since::<8>()
    }

    /// 150b0d808b and 66e5351e0a (8.12, curl #15836): `redirect_url` replaces `concat_url`,
    /// cutting the base by the Location's first byte (`#s` and `?y` keep the base's path and
    /// query up to where they begin).
    pub(crate) const fn has_redirect_url(self) -> bool {
        self.since::<12>()
    }

    /// 4cfa5bcc9a, "urlapi: cleanups" (8.1): `dedotdotify` reads the path alone, to its
    /// length; before, it stopped at a `?` and copied the rest as it was.
    pub(crate) const fn reads_the_path_alone_for_dots(self) -> bool {
        self.since::<1>()
    }

    /// c31dd6631f, "urlapi: remove percent encoded dot sequences from the URL path" (8.13, curl
    /// #16869): `dedotdotify` rewritten around `is_dot`, which takes `%2e` for a dot.
    pub(crate) const fn reads_escaped_dots(self) -> bool {
        self.since::<13>()
    }

    /// b4538ec522, "strparse: switch to curl_off_t as base data type" (8.13): `ipv4_normalize`
    /// reads each part with curl's own number parsers (`0x` only in lower case); before, with
    /// `strtoul(…, 0)`.
    pub(crate) const fn reads_ipv4_parts_itself(self) -> bool {
        self.since::<13>()
    }

    /// bc24c60512, "urlapi: fix redirect from file:// with query, and simplify" (8.13, curl
    /// #16498): `curl_url_get` writes a `file:` URL's query; `urlencode_str` escapes control
    /// bytes and 0x7f (before, only bytes from 0x80 up: `urlchar_needs_escaping`); and
    /// `redirect_url` cuts at the base's `?` or `#` by what the handle holds, not by the first
    /// `?` of the text (which may be in the fragment).
    pub(crate) const fn has_the_file_query_fix(self) -> bool {
        self.since::<13>()
    }

    /// c221469032, "urlapi: preserve empty markers in relative URLs" (8.22, curl #22298): the
    /// base is written with CURLU_GET_EMPTY before the splice, and cut where an empty query or
    /// fragment begins too.
    pub(crate) const fn keeps_empty_markers_in_the_base(self) -> bool {
        self.since::<22>()
    }

    /// 15839450be, "urlapi: redirecting to \"\" is considered fine" (8.14, curl #17188); from
    /// 887b998e6e (8.3) until then a blank Location was `CURLUE_MALFORMED_INPUT`.
    pub(crate) const fn accepts_a_blank_location(self) -> bool {
        !self.refuses_blank_urls() || self.since::<14>()
    }

    /// b5593a6fe0, "urlapi: use uppercase hex encoding" (8.15, curl #17685): the escapes
    /// `urlencode_str` writes are `%C3`; before, `%c3`.
    pub(crate) const fn writes_upper_case_escapes(self) -> bool {
        self.since::<15>()
    }

    /// a535be4ea0 (8.18): `ipv6_parse` gives `inet_ntop` one byte more, so an address whose
    /// normal form is as long as it is written (`[::A]` → `[::a]`) is rewritten too; before,
    /// only a shorter one.
    pub(crate) const fn rewrites_equal_length_ipv6(self) -> bool {
        self.since::<18>()
    }

    /// 6c31df453b, "mqtt: initial support for MQTTS" (8.19).
    pub(crate) const fn knows_mqtts(self) -> bool {
        self.since::<19>()
    }

    /// ceae02db04, "rtmp: drop support" (8.20): the `rtmp` family unknown from then on.
    pub(crate) const fn knows_rtmp(self) -> bool {
        !self.since::<20>()
    }

    /// 0b4ebebb06, "test1675: unit tests for URL API helper functions" (8.20, curl #21296),
    /// which also made `urlencode_str` upper-case a lower-case escape already there.
    pub(crate) const fn normalizes_escapes(self) -> bool {
        self.since::<20>()
    }

    /// 9ceb3ff46a (8.20): `urlencode_str` is told whether a `?` may start the query, and the
    /// fragment is encoded with `QUERY_NO`; before, a `?` in a fragment turned its later spaces
    /// into `+`.
    pub(crate) const fn keeps_fragments_out_of_the_query(self) -> bool {
        self.since::<20>()
    }

    /// 3f06e27502, "urlapi: make dedotdotify handle leading dots correctly" (8.20, curl
    /// #20974).
    pub(crate) const fn reads_leading_dots_correctly(self) -> bool {
        self.since::<20>()
    }

    /// e0be05cbab, "urlapi: fix handling of \"file:///\"" (8.20): a `file:` path of one byte
    /// (`/`) is kept; before, it was dropped and `curl_url_get` printed `(nil)`.
    pub(crate) const fn keeps_one_byte_file_paths(self) -> bool {
        self.since::<20>()
    }

    /// 8.21's changes to the host (each its own commit): the host decoded before it is read as
    /// an IPv4 address (04afd16076), `0X` read as `0x` (1b6724882c), one dot after a numeric
    /// address swallowed (831a151484, d74c0ada4e), a name ending in `..` or `.` alone refused
    /// (9135294115), `|` refused in a name (a8e6f90a69).
    pub(crate) const fn decodes_hosts_first(self) -> bool {
        self.since::<21>()
    }

    /// f1959ae962 (8.21): a `file:` URL whose path does not start with `/` is refused.
    pub(crate) const fn wants_a_slash_in_file_urls(self) -> bool {
        self.since::<21>()
    }

    /// 780ccb256e, "urlapi: drop base fragment on empty redirect" (8.21, curl #21745).
    pub(crate) const fn drops_the_fragment_for_a_blank_location(self) -> bool {
        self.since::<21>()
    }

    /// bc40e09f63 (8.21): `socks`, `socks4`, `socks4a`, `socks5` and `socks5h` known as schemes.
    pub(crate) const fn knows_socks(self) -> bool {
        self.since::<21>()
    }

    /// eae88a7473, "urlapi: avoid dedotdotify() if possible" (8.22): a path with no dot
    /// segment is left alone; before, any path of two bytes or more was copied (the same text).
    pub(crate) const fn skips_paths_without_dots(self) -> bool {
        self.since::<22>()
    }

    /// The line's name as headings write it.
    pub(crate) const fn name(self) -> &'static str {
        LINES[self.index()].name
    }

    /// The line's title as headings write it.
    pub(crate) const fn title(self) -> &'static str {
        LINES[self.index()].title
    }
}

/// `8.22`, or `8.1.0` for a line that covers only a line's first patch releases.
impl fmt::Display for CurlVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (major, minor, patch) = self.release();
        write!(f, "{major}.{minor}")?;
        // A line that a later one takes over from a patch release on is written with its own.
        let next = LINES.get(self.index() + 1).map(|line| line.release);
        if next.is_some_and(|(a, b, _)| (a, b) == (major, minor)) {
            write!(f, ".{patch}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_the_others_refused() {
        assert!(CurlVersion::parse("7.88").unwrap().is_7_88());
        assert!(CurlVersion::parse("7.88.1").unwrap().is_7_88());
        assert!(!CurlVersion::parse("8.22").unwrap().is_7_88());
        assert!(
            !CurlVersion::parse("8.21")
                .unwrap()
                .has_improved_return_codes()
        );
        assert!(CurlVersion::NEWEST.has_improved_return_codes());
        assert_eq!(CurlVersion::NEWEST.to_string(), "8.22");
        assert_eq!(CurlVersion::parse("7.88.1").unwrap().to_string(), "7.88");
        assert_eq!(CurlVersion::parse("8.1.0").unwrap().to_string(), "8.1.0");
        assert_eq!(CurlVersion::parse("8.1.2").unwrap().to_string(), "8.1");
        assert_eq!(
            CurlVersion::parse("8.1").unwrap(),
            CurlVersion::parse("8.1.1").unwrap()
        );
        assert!(CurlVersion::parse("8.1.0").unwrap() < CurlVersion::parse("8.1").unwrap());
        let error = CurlVersion::parse("7.99").unwrap_err();
        assert!(error.contains("7.88"), "{error}");
        assert!(error.contains("8.0 to 8.22"), "{error}");
        assert!(CurlVersion::parse("7.87").is_err());
        assert!(CurlVersion::parse("8.23").is_err());
        assert_eq!(CurlVersion::parse("8.16.1").unwrap().name(), "curl 8.16 -L");
        assert_eq!(CurlVersion::lines().count(), LINE_COUNT);
        assert!(CurlVersion::parse("8").is_err());
        assert!(CurlVersion::parse("8.x").is_err());
        assert!(CurlVersion::parse("8.22.0.1").is_err());
    }
}
