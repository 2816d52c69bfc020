//! Where the `url` crate (2.5.8) departs from the WHATWG URL Standard, and how to recognise
//! each departure exactly from the two parsers' answers: shared by `tests/whatwg_differential.rs`
//! and the `whatwg_url` fuzz check (`tests/common/fuzz_checks.rs`). A departure is recognised by
//! a narrow test that must explain the crate's answer exactly, not merely excuse a mismatch.
//!
//! # The departures
//!
//! 1. **`\` at the start of a relative reference against a base that is not special.** The
//!    crate reads it as `/` (in its first two code points, where the relative and relative
//!    slash states look): `foo://host/a/b` + `\..` gives `foo://host/`, `\\x` gives
//!    `foo://x`. The Standard gives `foo://host/a/\..`: the relative state treats `\` as a
//!    separator only "if url is special", and so does the relative slash state; for other
//!    URLs `\` is a code point of a path segment.
//! 2. **Three or more slashes against a base of the same special scheme.** `///x` against
//!    `http://a/b` fails in the crate; the Standard gives `http://x/`: the relative state sends
//!    `/` to the relative slash state, which for a special URL and `/` or `\` goes to the
//!    special authority ignore slashes state, which skips every further `/` and `\`.
//! 3. **`file:` paths that start with empty segments.** The crate collapses them:
//!    `file:////foo` gives `file:///foo`, `file://host//x` gives `file://host/x`. The Standard
//!    keeps every segment: the path state appends the empty buffer to the path at each `/`
//!    ("Otherwise, if buffer is not a single-dot URL path segment, then ... append buffer to
//!    url's path").
//! 4. **A Windows drive letter in a `file:` URL with a host.** The crate drops the host:
//!    `C|` against `file://host/a` gives `file:///C:`. The Standard keeps it (`file://host/C:`):
//!    the path state only replaces the drive letter's second code point ("If url's scheme is
//!    "file", url's path is empty, and buffer is a Windows drive letter, then replace the
//!    second code point in buffer with U+003A (:)"); the host-clearing step it once had is gone.
//! 5. **A `|` drive letter after an empty `file:` host.** The crate keeps it:
//!    `file:///c|/x` gives `file:///c|/x`. The Standard normalizes it as it does everywhere
//!    else (`file:///c:/x`): the file host state sets the empty host and goes to the path
//!    start state, and the path state replaces the second code point of a Windows drive
//!    letter that starts a `file:` URL's path with U+003A (:).
//! 6. **A space before `?` or `#` in an opaque path.** The crate keeps it: `sc:a #b` gives
//!    `sc:a #b`. The Standard's opaque path state: "If c is U+0020 SPACE: if remaining starts
//!    with U+003F (?) or U+0023 (#), then append "%20" to url's path; otherwise append U+0020
//!    SPACE", so `sc:a%20#b`.
//! 7. **Shortening the path over a drive letter.** The crate never lets `..` remove a segment
//!    that starts like a Windows drive letter (`C:`, `c|`, or `C:\x` in a URL that is not
//!    special), in any URL: `http://a/C:/..` gives `http://a/C:/`; nor does its resolution of
//!    a relative reference (`a` against `file:///C:/C:` gives `file:///C:/C:a`). The
//!    Standard's "shorten a URL's path" spares only a `file:` URL's path whose one segment is
//!    a normalized Windows drive letter ("If url's scheme is "file", path's size is 1, and
//!    path[0] is a normalized Windows drive letter, then return"), so `http://a/` and
//!    `file:///C:/a`.
//! 8. **A tab or newline right after a drive letter that starts a `file:` URL's path.** The
//!    crate reads it as a `/`: `file://host/u:<TAB>p/x` gives `file://host/u:/p/x`. The
//!    Standard removes every ASCII tab and newline before the state machine runs (basic URL
//!    parser step 3), so the segment is `u:p`: `file://host/u:p/x`. The crate then leaves the
//!    next segment unread, so a `.` there stays: `file:h:<TAB>./a` gives `file:///h:/./a`.
//! 9. **`\` after a port in a URL that is not special.** The crate ends the port there:
//!    `blob://foo:\x` gives `blob://foo/\x`. The Standard's port state ends the port only at
//!    EOF, `/`, `?`, `#`, or `\` "if url is special"; otherwise "port-invalid validation
//!    error, return failure".
//! 10. **An `@` with nothing after it in a URL that is not special.** `sc://@` gives `sc://` in
//!     the crate; the Standard's authority state: "If atSignSeen is true and buffer is the empty
//!     string, host-missing validation error, return failure."
//! 11. **The origin of a `blob:` URL whose path is a URL of another scheme than `http` or
//!     `https`.** The crate gives the origin of that URL (`blob:ws://x/y` has the origin
//!     `ws://x`); the Standard's origin: "If pathURL's scheme is "http", "https", or "file",
//!     then return pathURL's origin. Return a new opaque origin" (`null`; a `file:` URL's origin
//!     is opaque too), as urltestdata.json has it for `blob:ws://example.org/`.
//! 12. **An ASCII domain that UTS #46 ToASCII refuses.** The crate (with `idna` 1.1) fails
//!     `http://a.b.c.xn--pokxncvks` and `https://xn--/`, whose `xn--` labels are not valid
//!     Punycode. The Standard's domain parser: "If domain is an ASCII string, then set result
//!     to domain, lowercased", "regardless of Unicode ToASCII's outcome, due to web
//!     compatibility" (its strict ToASCII only raises a `domain-to-ASCII` validation error),
//!     so `http://a.b.c.xn--pokxncvks/`. The web-platform-tests changed their 8 entries of
//!     this kind in July 2026 (`tests/data/urltestdata-changes.json`).
//! 13. **`^` in a path.** The crate leaves it: `http://a/b^c` gives `http://a/b^c`. The
//!     Standard's path state percent-encodes each code point "using the path percent-encode
//!     set", which is "the query percent-encode set and U+003F (?), U+005E (^), U+0060 (`),
//!     U+007B ({), and U+007D (})" since March 2025 (whatwg/url#846), so `http://a/b%5Ec`.

use uriscope::Component;
use uriscope::whatwg::{Failure, Host, Url, ValidationError, parse};

// The two parsers.

pub fn ours(base: Option<&str>, input: &str) -> Result<Url, Failure> {
    let base = base.map(|base| parse(base, None)).transpose()?;
    parse(input, base.as_ref())
}

pub fn theirs(base: Option<&str>, input: &str) -> Result<url::Url, url::ParseError> {
    match base {
        Some(base) => url::Url::parse(base)?.join(input),
        None => url::Url::parse(input),
    }
}

/// The JavaScript `URL` attributes of the crate's result.
pub fn their_attributes(url: &url::Url) -> [String; 11] {
    use url::quirks;
    [
        quirks::href(url).to_owned(),
        quirks::origin(url),
        quirks::protocol(url).to_owned(),
        quirks::username(url).to_owned(),
        quirks::password(url).to_owned(),
        quirks::host(url).to_owned(),
        quirks::hostname(url).to_owned(),
        quirks::port(url).to_owned(),
        quirks::pathname(url).to_owned(),
        quirks::search(url).to_owned(),
        quirks::hash(url).to_owned(),
    ]
}

pub fn our_attributes(url: &Url) -> [String; 11] {
    let a = url.attributes();
    [
        a.href, &a.origin, a.protocol, a.username, a.password, a.host, a.hostname, a.port,
        a.pathname, a.search, a.hash,
    ]
    .map(str::to_owned)
}

/// Do the two parsers agree: both fail, or both give the same attributes?
pub fn agree(ours: &Result<Url, Failure>, theirs: &Result<url::Url, url::ParseError>) -> bool {
    match (ours, theirs) {
        (Ok(ours), Ok(theirs)) => our_attributes(ours) == their_attributes(theirs),
        (Err(_), Err(_)) => true,
        _ => false,
    }
}

/// The known classes of difference (see the module's documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Departure {
    BackslashAgainstNonSpecialBase,
    SlashesAgainstSameSchemeBase,
    FileLeadingEmptySegments,
    FileDriveLetterDropsHost,
    FileDriveLetterPipeAfterEmptyHost,
    OpaquePathSpace,
    NonSpecialPortBackslash,
    NonSpecialEmptyHostAfterCredentials,
    DotDotKeepsDriveLetter,
    FileDriveLetterTab,
    BlobOriginOfOtherSchemes,
    AsciiDomainToAsciiRefuses,
    CaretInPath,
}

/// The input as the parser sees it: without leading/trailing C0 controls and spaces, tabs or
/// newlines.
pub fn preprocessed(input: &str) -> String {
    input
        .trim_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

/// Which known departure of the crate explains its answer `theirs` where ours is `ours`, if
/// one does exactly. Departures can combine (a `file:` URL whose host the crate drops may also
/// have a path it shortens differently), so each differing attribute must be explained.
pub fn classify(
    base: Option<&str>,
    input: &str,
    ours: &Result<Url, Failure>,
    theirs: &Result<url::Url, url::ParseError>,
) -> Option<Departure> {
    // A base the two read differently: the departure is the base's.
    if let Some(base) = base {
        let (our_base, their_base) = (parse(base, None), url::Url::parse(base));
        if !agree(&our_base, &their_base) {
            return classify(None, base, &our_base, &their_base);
        }
    }
    if let Some(departure) = rewritten_input(base, input, ours, theirs) {
        return Some(departure);
    }
    match (ours, theirs) {
        (Ok(our_url), Ok(their_url)) => differing_attributes(base, input, our_url, their_url),
        (Err(failure), Ok(their_url)) => our_failure(failure, their_url),
        _ => None,
    }
}

/// Departures shown by rewriting the input into one the crate reads as the Standard does: the
/// crate's answer for the rewritten input must be ours (or depart from it in a known way), and
/// ours must not change.
pub fn rewritten_input(
    base: Option<&str>,
    input: &str,
    ours: &Result<Url, Failure>,
    theirs: &Result<url::Url, url::ParseError>,
) -> Option<Departure> {
    let our_href = ours.as_ref().ok().map(Url::as_str);
    let explains = |base: Option<&str>, rewritten: &str| {
        let (ours_again, theirs_again) =
            (self::ours(base, rewritten), self::theirs(base, rewritten));
        ours_again.is_ok()
            && ours_again.as_ref().ok().map(Url::as_str) == our_href
            && (agree(&ours_again, &theirs_again)
                || classify(base, rewritten, &ours_again, &theirs_again).is_some())
    };
    // 8: a tab or newline right after a drive letter that starts a `file:` URL's path, which
    // the crate reads as a `/`: the crate's answer is ours for the input with that `/`. Only
    // the path's first segment is read so, so one such `/` explains it: the first place a tab
    // or newline follows what looks like a drive letter starting a segment (one place only,
    // as the rewritten input is classified again).
    if theirs.as_ref().is_ok_and(|url| url.scheme() == "file") {
        let places = tab_after_drive_letter(input).into_iter();
        // The crate also leaves the segment after that `/` unread, so a `.` or `..` there stays
        // in its answer: read again, its answer is ours for the input with the `/`.
        let their_href = theirs.as_ref().map(|url| url.as_str()).ok();
        let reread = their_href.and_then(|href| self::ours(None, href).ok());
        for at in places {
            let slashed = format!("{}/{}", &input[..at], &input[at + 1..]);
            let slashed_ours = self::ours(base, &slashed);
            let slashed_href = slashed_ours.as_ref().map(Url::as_str).ok();
            if agree(&slashed_ours, theirs)
                || (slashed_href.is_some() && reread.as_ref().map(Url::as_str) == slashed_href)
                || classify(base, &slashed, &slashed_ours, theirs).is_some()
            {
                return Some(Departure::FileDriveLetterTab);
            }
        }
    }
    // 12: an ASCII domain the crate's domain to ASCII refuses: with that one host replaced by
    // a plain one, the crate's answer must be ours with the same host (or depart from it in a
    // known way).
    if let (Ok(our_url), Err(url::ParseError::IdnaError)) = (ours, theirs)
        && let Some(host) = refused_ascii_domain(our_url)
    {
        let (href, plain) = (our_url.as_str(), "plain.example");
        let replaced = format!("{}{plain}{}", &href[..host.start], &href[host.end..]);
        let (ours_again, theirs_again) =
            (self::ours(None, &replaced), self::theirs(None, &replaced));
        if ours_again.is_ok()
            && (agree(&ours_again, &theirs_again)
                || classify(None, &replaced, &ours_again, &theirs_again).is_some())
        {
            return Some(Departure::AsciiDomainToAsciiRefuses);
        }
    }
    let input = preprocessed(input);
    let base = base?;
    let base_url = parse(base, None).ok()?;
    // 1: a relative reference against a base that is not special, starting with `\` or `/\`:
    // a `.` segment in front puts the `\` where the crate too reads it as a code point.
    if !base_url.is_special() {
        let dotted = if input.starts_with('\\') {
            Some(format!("./{input}"))
        } else if input.starts_with("/\\") {
            Some(format!("/.{input}"))
        } else {
            None
        };
        if dotted.is_some_and(|dotted| explains(Some(base), &dotted)) {
            return Some(Departure::BackslashAgainstNonSpecialBase);
        }
    }
    // 2: three slashes against a base of the same special scheme, which the crate refuses:
    // with the scheme written in front, it reads them.
    let bytes = input.as_bytes();
    if theirs.is_err()
        && base_url.is_special()
        && bytes.len() >= 3
        && bytes[..3].iter().all(|&b| b == b'/' || b == b'\\')
        && explains(None, &format!("{}:{input}", base_url.scheme()))
    {
        return Some(Departure::SlashesAgainstSameSchemeBase);
    }
    None
}

/// Where in `url`'s serialization its host is, when the host is a domain that the crate's
/// domain to ASCII refuses (an `http:` URL with it alone fails with `IdnaError`).
fn refused_ascii_domain(url: &Url) -> Option<std::ops::Range<usize>> {
    let host = url
        .host_str()
        .filter(|_| url.host() == Some(Host::Domain))?;
    let alone = url::Url::parse(&format!("http://{host}/"));
    if alone != Err(url::ParseError::IdnaError) {
        return None;
    }
    let authority = url.span_of(Component::Authority)?;
    let authority_text = &url.as_str()[authority.start..authority.end];
    let start = authority.start + authority_text.rfind('@').map_or(0, |at| at + 1);
    Some(start..start + host.len())
}

/// Departures where we fail and the crate does not: 9 and 10, in URLs that are not special.
pub fn our_failure(failure: &Failure, their_url: &url::Url) -> Option<Departure> {
    if is_special(their_url.scheme()) {
        return None;
    }
    match (failure.error, failure.code_point) {
        (ValidationError::PortInvalid, Some('\\')) => Some(Departure::NonSpecialPortBackslash),
        (ValidationError::HostMissing, _)
            if their_url.host_str().unwrap_or_default().is_empty() =>
        {
            Some(Departure::NonSpecialEmptyHostAfterCredentials)
        }
        _ => None,
    }
}

/// Departures where both succeed: every attribute that differs must be explained, and only
/// the host and the path (and so `href`) may differ.
pub fn differing_attributes(
    base: Option<&str>,
    input: &str,
    our_url: &Url,
    their_url: &url::Url,
) -> Option<Departure> {
    let ours = our_attributes(our_url);
    let theirs = their_attributes(their_url);
    // protocol, username, password, port, search, hash: never explained.
    if [2, 3, 4, 7, 9, 10].iter().any(|&i| ours[i] != theirs[i]) {
        return None;
    }
    let mut departure = None;
    // 11: the crate gives a `blob:` URL the origin of any URL in its path that has one.
    if ours[1] != theirs[1] {
        let inner_scheme = our_url.path().split_once(':').map(|(scheme, _)| scheme);
        let standard_reads_it = matches!(inner_scheme, Some("http" | "https"));
        if our_url.scheme() == "blob" && ours[1] == "null" && !standard_reads_it {
            departure = Some(Departure::BlobOriginOfOtherSchemes);
        } else {
            return None;
        }
    }
    // 4: the crate drops a `file:` host when the path starts with a drive letter.
    if ours[5] != theirs[5] || ours[6] != theirs[6] {
        let drive_letter_first = our_url
            .path_segments()
            .and_then(|mut segments| segments.next())
            .is_some_and(|first| is_drive_letter(first.as_bytes()));
        if our_url.scheme() == "file" && drive_letter_first && theirs[6].is_empty() {
            departure = Some(Departure::FileDriveLetterDropsHost);
        } else {
            return None;
        }
    }
    if ours[8] != theirs[8] {
        departure = Some(differing_path(
            base,
            &preprocessed(input),
            our_url,
            their_url,
        )?);
    }
    departure
}

/// Which departure explains the crate's path.
pub fn differing_path(
    base: Option<&str>,
    input: &str,
    our_url: &Url,
    their_url: &url::Url,
) -> Option<Departure> {
    let (ours, mut theirs) = (our_url.path(), their_url.path());
    // 13: the crate's `^` in a path that is not opaque is our `%5E`; other departures may
    // explain the rest.
    let caret_encoded;
    if !our_url.has_opaque_path() && theirs.contains('^') {
        caret_encoded = theirs.replace('^', "%5E");
        if ours == caret_encoded {
            return Some(Departure::CaretInPath);
        }
        theirs = &caret_encoded;
    }
    // 6: our opaque path ends in `%20` before `?` or `#`, where the crate keeps the space.
    if our_url.has_opaque_path()
        && let Some(before) = ours.strip_suffix("%20")
        && theirs == format!("{before} ")
    {
        return Some(Departure::OpaquePathSpace);
    }
    if our_url.scheme() == "file" {
        // 5: `|` for the drive letter's `:`.
        let bytes = ours.as_bytes();
        if bytes.len() >= 3
            && is_drive_letter(&bytes[1..3])
            && theirs == format!("/{}|{}", &ours[1..2], &ours[3..])
        {
            return Some(Departure::FileDriveLetterPipeAfterEmptyHost);
        }
        // 3: the path's leading run of `/` collapsed to one.
        if ours.starts_with("//") && theirs == format!("/{}", ours.trim_start_matches('/')) {
            return Some(Departure::FileLeadingEmptySegments);
        }
    }
    // 7: a path shortened (by a `..` or a relative reference) where there is a drive letter,
    // in the input or the base, that the crate kept.
    let base_has_drive_letter = base
        .and_then(|base| parse(base, None).ok())
        .is_some_and(|base| {
            base.path_segments().is_some_and(|mut segments| {
                segments.any(|s| starts_with_drive_letter(s.as_bytes()))
            })
        });
    // The input's path, roughly: before `?` and `#`, after a scheme if it has one.
    let path = &input[..input.find(['?', '#']).unwrap_or(input.len())];
    let path = path.split_once(':').map_or(path, |(scheme, rest)| {
        let is_scheme = scheme.len() > 1
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c));
        if is_scheme { rest } else { path }
    });
    let segments: Vec<&str> = path.split(['/', '\\']).collect();
    let shortens = base.is_some() || segments.iter().any(|s| is_dot_dot(s));
    let has_drive_letter = segments.iter().any(|s| is_drive_letter(s.as_bytes()));
    if shortens
        && (has_drive_letter || base_has_drive_letter)
        && theirs
            .split('/')
            .any(|segment| segment.len() >= 2 && is_drive_letter(&segment.as_bytes()[..2]))
    {
        return Some(Departure::DotDotKeepsDriveLetter);
    }
    None
}

/// The first tab or newline that follows a drive letter starting a segment (or a scheme's
/// data), tabs and newlines inside it aside, as the crate sees them.
fn tab_after_drive_letter(input: &str) -> Option<usize> {
    // The last three bytes that are not tabs or newlines.
    let mut seen = [0u8; 3];
    for (i, &b) in input.as_bytes().iter().enumerate() {
        if matches!(b, b'\t' | b'\n' | b'\r') {
            let starts_segment = matches!(seen[0], 0 | b'/' | b'\\' | b':');
            if starts_segment && is_drive_letter(&seen[1..]) {
                return Some(i);
            }
        } else {
            seen = [seen[1], seen[2], b];
        }
    }
    None
}

pub fn is_drive_letter(segment: &[u8]) -> bool {
    matches!(segment, [letter, b':' | b'|'] if letter.is_ascii_alphabetic())
}

/// The Standard's "starts with a Windows drive letter" (what the crate checks a segment with).
pub fn starts_with_drive_letter(text: &[u8]) -> bool {
    text.len() >= 2
        && is_drive_letter(&text[..2])
        && (text.len() == 2 || matches!(text[2], b'/' | b'\\' | b'?' | b'#'))
}

/// A double-dot URL path segment.
pub fn is_dot_dot(segment: &str) -> bool {
    ["..", ".%2e", "%2e.", "%2e%2e"]
        .iter()
        .any(|dots| segment.eq_ignore_ascii_case(dots))
}

pub fn is_special(scheme: &str) -> bool {
    matches!(scheme, "ftp" | "http" | "https" | "ws" | "wss" | "file")
}
