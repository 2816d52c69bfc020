//! Which libcurl a `curl@X.Y` profile reproduces.
//!
//! Two lines are modelled whole, each from its own source: 7.88 (7.88.1, the libcurl of Debian
//! bookworm, which the differential test runs) and 8.22 (the newest source, curl 8.22.0-DEV at
//! 5c61e16). 8.0 to 8.21 are 8.22's code (8.0: 7.88's) before (after) the commits that changed
//! their answers, each a switch here, dated by its commit (read from `git diff curl-8_A_0 curl-8_B_0 --
//! lib/urlapi.c lib/escape.c`, release by release, and each function's text compared tag by
//! tag): from 8.1 `parseurl` is 8.22's in all but the switches, and 8.0 is 7.88's code with
//! one; before 8.12 `concat_url` spliced, as in 7.88.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::release::{Line, Release, Releases};

/// How many lines are modelled: the tables kept beside `TABLE` have as many rows.
pub(crate) const LINE_COUNT: usize = 25;

/// The libcurl a line's steps read: its `lib/urlapi.c` at `version`.
const fn source(version: &'static str) -> Library {
    Library {
        id: "curl",
        name: "libcurl",
        version,
        file: "lib/urlapi.c",
    }
}

/// The lines, oldest first: their patch releases (those known when the table was written:
/// 8.18 to 8.21 each with its `.0`, 8.22 the newest source) and the libcurl each line's steps
/// read: 7.88.1 (Debian bookworm's: read, and run by the differential test); 8.0 to 8.21.0,
/// each the next one's code before the commits that changed its answers (see `CurlVersion`);
/// the newest source, 8.22.0-DEV (5c61e16).
pub(super) const TABLE: Releases = Releases {
    word: "curl",
    product: "curl",
    lines: &[
        Line::new(&[7, 88], 1..=1, &source("7.88.1")),
        Line::new(&[8, 0], 0..=1, &source("8.0.1")),
        Line::new(&[8, 1], 0..=0, &source("8.1.0")),
        Line::new(&[8, 1], 1..=2, &source("8.1.2")),
        Line::new(&[8, 2], 0..=1, &source("8.2.0")),
        Line::new(&[8, 3], 0..=0, &source("8.3.0")),
        Line::new(&[8, 4], 0..=0, &source("8.4.0")),
        Line::new(&[8, 5], 0..=0, &source("8.5.0")),
        Line::new(&[8, 6], 0..=0, &source("8.6.0")),
        Line::new(&[8, 7], 0..=1, &source("8.7.0")),
        Line::new(&[8, 8], 0..=0, &source("8.8.0")),
        Line::new(&[8, 9], 0..=1, &source("8.9.0")),
        Line::new(&[8, 10], 0..=1, &source("8.10.0")),
        Line::new(&[8, 11], 0..=1, &source("8.11.0")),
        Line::new(&[8, 12], 0..=1, &source("8.12.0")),
        Line::new(&[8, 13], 0..=0, &source("8.13.0")),
        Line::new(&[8, 14], 0..=1, &source("8.14.0")),
        Line::new(&[8, 15], 0..=0, &source("8.15.0")),
        Line::new(&[8, 16], 0..=0, &source("8.16.0")),
        Line::new(&[8, 17], 0..=0, &source("8.17.0")),
        Line::new(&[8, 18], 0..=0, &source("8.18.0")),
        Line::new(&[8, 19], 0..=0, &source("8.19.0")),
        Line::new(&[8, 20], 0..=0, &source("8.20.0")),
        Line::new(&[8, 21], 0..=0, &source("8.21.0")),
        Line::new(&[8, 22], 0..=0, &source("8.22.0-DEV (5c61e16)")),
    ],
    unmodelled: &[],
    aliases: &[],
    modelled: "7.88.1, Debian bookworm's libcurl, and 8.0 to 8.22, the newest source",
};

/// libcurl's releases.
pub(crate) static RELEASES: Releases = TABLE;

/// Where the first 8.`minor` line is in the table (evaluated at compile time where a gate
/// asks).
const fn first_line_of(minor: u8) -> usize {
    let mut i = 0;
    while i < LINE_COUNT {
        let numbers = TABLE.lines[i].numbers;
        if numbers[0] == 8 && numbers[1] >= minor {
            return i;
        }
        i += 1;
    }
    LINE_COUNT
}

/// A libcurl release, as the resolver asks its gates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct CurlVersion(pub Release);

impl CurlVersion {
    /// The newest line modelled: what `--spec curl` means.
    #[cfg(test)]
    pub(crate) const NEWEST: CurlVersion = CurlVersion(TABLE.newest());

    /// Reads `8.22` (a line's newest patch release), or `7.88.1` (a patch release).
    #[cfg(test)]
    pub(crate) fn parse(text: &str) -> Result<CurlVersion, String> {
        RELEASES.parse(text).map(CurlVersion)
    }

    /// Every line modelled, oldest first.
    #[cfg(test)]
    pub(crate) fn lines() -> impl Iterator<Item = CurlVersion> {
        RELEASES.all().map(CurlVersion)
    }

    /// The line at `index` in the table.
    pub(crate) const fn at(index: usize) -> CurlVersion {
        CurlVersion(Release::line_at(index))
    }

    /// Where the line is in the table (and in the tables kept beside it).
    pub(crate) const fn index(self) -> usize {
        self.0.line()
    }

    /// From 8.`minor` on: one comparison of indexes, as the lines are in order (a gate is
    /// asked on every resolution).
    const fn since<const MINOR: u8>(self) -> bool {
        self.0.since(const { first_line_of(MINOR) })
    }

    /// From 8.1.1 on (the one patch release that changed an answer).
    const fn since_8_1_1(self) -> bool {
        self.0.since(const { first_line_of(1) + 1 })
    }

    /// From 8.17 on: more than one `Location` refused (lib/http.c, `http_header_l`).
    pub(crate) const fn refuses_multiple_locations(self) -> bool {
        self.since::<17>()
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
        self.0.line() == 0
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
}

/// `8.22`, or the release as written (`8.1.0`).
impl std::fmt::Display for CurlVersion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&RELEASES.written(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_read_and_the_others_refused() {
        let v = |text| CurlVersion::parse(text).unwrap();
        assert!(v("7.88").is_7_88());
        assert!(v("7.88.1").is_7_88());
        assert!(!v("8.22").is_7_88());
        assert!(!v("8.21").has_improved_return_codes());
        assert!(CurlVersion::NEWEST.has_improved_return_codes());
        assert!(v("8.1.0").refuses_partly_numeric_hosts());
        assert!(!v("8.1.2").refuses_partly_numeric_hosts());
        assert!(!v("8.1").refuses_partly_numeric_hosts());
        assert_eq!(v("8.1").index(), v("8.1.1").index());
        assert!(v("8.1.0") < v("8.1"));
        let error = CurlVersion::parse("7.99").unwrap_err();
        assert!(error.contains("7.88"), "{error}");
        assert!(error.contains("8.0 to 8.22"), "{error}");
        assert!(CurlVersion::parse("7.87").is_err());
        assert!(CurlVersion::parse("8.23").is_err());
        assert!(CurlVersion::parse("8.1.3").is_err());
        assert_eq!(CurlVersion::lines().count(), LINE_COUNT);
        assert!(CurlVersion::parse("8").is_err());
        assert!(CurlVersion::parse("8.x").is_err());
        assert!(CurlVersion::parse("8.22.0.1").is_err());
    }
}
