//! Node.js's legacy `url.resolve(source, relative)` (lib/url.js), replayed as its code runs:
//! `url.parse` on both texts (trimming, `\` to `/`, the host loop, auto-escaping),
//! `Url.prototype.resolveObject` (its `//` branch, its protocol branch, its "psychotic" branch
//! for protocols without slashes, its right-to-left dot removal) and `Url.prototype.format`.
//!
//! JavaScript's `null` and `undefined` are `None`; `''` is `Some("")` (the code tests both
//! ways).

use super::path::Merged;
use super::steps::*;

use std::borrow::Cow;

use crate::core::text::substring::substring;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, NoTrace, Observer, Outcome};
use crate::core::vocabulary::release::{Line, Release, Releases};
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Node's releases: the one line read, v20 (`url.resolve` is the same code before and since).
static RELEASES: Releases = Releases {
    word: "node-legacy",
    product: "Node.js",
    lines: &[Line::whole(&[20], &super::steps::NODE)],
    unmodelled: &[],
    aliases: &[],
    modelled: "20",
};

/// Node's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["node", "url.resolve", "urlresolve"],
    releases: &RELEASES,
    name: "Node url.resolve",
    title: "Node.js legacy url.resolve (lib/url.js, v20)",
    about: "Node.js's legacy url.resolve (lib/url.js)",
    snippet: None,
    equivalence: None,
};

/// Resolves `relative` against `source` as `url.resolve(source, relative)` does (one release:
/// `_release` is its line).
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    source: &str,
    relative: &str,
    obs: &mut O,
) -> Result<String, Error> {
    // The URL objects are filled and resolved in place.
    let (mut result, mut reference) = (Url::default(), Url::default());
    parse(source, &mut result, &PARSE_BASE, Role::Base, obs)?;
    parse(
        relative,
        &mut reference,
        &PARSE_RELATIVE,
        Role::Reference,
        obs,
    )?;
    resolve_object(&mut result, &mut reference, obs);
    let href = format(&result);
    if O::ENABLED {
        obs.step(
            &FORMAT,
            Outcome::Decision("protocol + (`//` +) host + pathname + search + hash"),
        );
        // The path as the dot removal rewrote it; the rest as the URL object holds it.
        crate::core::text::recompose::assign_serialized(obs, &FORMAT, &href);
    }
    Ok(href)
}

/// `url.parse(url, false, true)`'s `protocol` (without its `:`), `hostname`, `port` and
/// `auth`, or the error it throws.
pub(super) fn connection_parts(url: &str) -> Result<[Option<String>; 4], String> {
    let mut u = Url::default();
    parse(url, &mut u, &PARSE_BASE, Role::Base, &mut NoTrace).map_err(|error| match error {
        Error::Unresolvable { reason, .. } => reason,
        error => error.to_string(),
    })?;
    let owned = |field: Field<'_>| field.map(Cow::into_owned);
    let protocol = owned(u.protocol).map(|p| p.strip_suffix(':').unwrap_or(&p).to_string());
    Ok([protocol, owned(u.hostname), owned(u.port), owned(u.auth)])
}

/// A field of a legacy URL object: borrowed from the input where no step rewrote it.
type Field<'a> = Option<Cow<'a, str>>;

/// A legacy URL object, the fields `format` and `resolveObject` read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Url<'a> {
    /// Lower case, with its `:`.
    protocol: Field<'a>,
    slashes: bool,
    auth: Field<'a>,
    host: Field<'a>,
    port: Field<'a>,
    hostname: Field<'a>,
    hash: Field<'a>,
    search: Field<'a>,
    pathname: Field<'a>,
}

impl Url<'_> {
    /// `href === ''`: what `format` would write is empty.
    fn href_is_empty(&self) -> bool {
        !self.slashes
            && ![
                &self.protocol,
                &self.host,
                &self.hostname,
                &self.pathname,
                &self.search,
                &self.hash,
            ]
            .into_iter()
            .any(truthy)
    }
}

/// What JavaScript's `||` and `if` see.
fn truthy(value: &Field<'_>) -> bool {
    value.as_deref().is_some_and(|v| !v.is_empty())
}

/// JavaScript's `toLowerCase()`, borrowing when nothing changes.
fn lower(text: Cow<'_, str>) -> Cow<'_, str> {
    // One pass: stop at the first byte that is upper case or not ASCII.
    match text
        .bytes()
        .position(|b| b.is_ascii_uppercase() || !b.is_ascii())
    {
        None => text,
        Some(_) if text.is_ascii() => Cow::Owned(text.to_ascii_lowercase()),
        Some(_) => {
            let lowered = text.to_lowercase();
            if lowered == text {
                text
            } else {
                Cow::Owned(lowered)
            }
        }
    }
}

/// `slashedProtocol.has(protocol)` (internal/url.js): the set holds each name with and
/// without its `:`, in lower case.
fn slashed(protocol: Option<&str>) -> bool {
    matches!(
        protocol.map(|p| p.strip_suffix(':').unwrap_or(p)),
        Some("http" | "https" | "ftp" | "gopher" | "file" | "ws" | "wss")
    )
}

/// `hostlessProtocol` and `unsafeProtocol`: both are `javascript`.
fn javascript(protocol: Option<&str>) -> bool {
    matches!(protocol, Some("javascript" | "javascript:"))
}

/// An exception thrown by `url.parse`, as Node prints it.
fn thrown(step: &'static Step, text: &str) -> Error {
    Error::Unresolvable {
        step,
        reason: text.to_string(),
    }
}

const INVALID_URL: &str = "TypeError [ERR_INVALID_URL]: Invalid URL";

/// `Url.prototype.parse(url, false, true)`, into `u`.
fn parse<'a, O: Observer>(
    url: &'a str,
    u: &mut Url<'a>,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<(), Error> {
    let mut rest = trim_and_convert(url);
    if let Cow::Owned(_) = rest {
        obs.step(&TRIM, Outcome::Warning(&BACKSLASH));
    }
    // protocolPattern = /^[a-z0-9.+-]+:/i
    let name = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'+' | b'-'))
        .count();
    let has_proto = name > 0 && rest.as_bytes().get(name) == Some(&b':');
    // `slashedProtocol.has(proto)`, as written and lowercased: the set is in lower case, so a
    // protocol it has as written is lower case already.
    let (mut original_case_slashed, mut slashed_protocol) = (false, false);
    if has_proto {
        let written = substring(&rest, 0..name + 1);
        original_case_slashed = slashed(Some(&written));
        let lowered = if original_case_slashed {
            written
        } else {
            lower(written)
        };
        slashed_protocol = original_case_slashed || slashed(Some(&lowered));
        u.protocol = Some(lowered);
        rest = substring(&rest, name + 1..rest.len());
    }
    let is_javascript = javascript(u.protocol.as_deref());
    // With slashesDenoteHost, `//` always starts a host.
    let slashes = rest.starts_with("//");
    if slashes && !(has_proto && is_javascript) {
        rest = substring(&rest, 2..rest.len());
        u.slashes = true;
    }
    if !is_javascript && (slashes || (has_proto && !original_case_slashed)) {
        if has_proto && !original_case_slashed && slashed_protocol && !slashes {
            obs.step(step, Outcome::Warning(&UPPER_CASE_PROTOCOL));
        }
        rest = parse_host(u, rest, step)?;
    }
    let mut marks = Marks::of(&rest);
    if !is_javascript && let Some(first) = marks.escape {
        obs.step(step, Outcome::Warning(&ESCAPED));
        rest = Cow::Owned(auto_escape(&rest, first));
        // The escapes moved what follows them.
        marks = Marks::of(&rest);
    }
    let (hash_at, question_at) = (marks.hash, marks.question);
    let before_hash = hash_at.unwrap_or(rest.len());
    if let Some(h) = hash_at {
        u.hash = Some(substring(&rest, h..rest.len()));
    }
    if let Some(q) = question_at {
        u.search = Some(substring(&rest, q..before_hash));
    }
    match question_at.or(hash_at) {
        None if !rest.is_empty() => u.pathname = Some(rest),
        Some(first) if first > 0 => u.pathname = Some(substring(&rest, 0..first)),
        _ => {}
    }
    if slashed_protocol && truthy(&u.hostname) && !truthy(&u.pathname) {
        u.pathname = Some(Cow::Borrowed("/"));
    }
    if O::ENABLED {
        let auth_host = match (u.auth.as_deref(), u.host.as_deref()) {
            (Some(auth), Some(host)) => Some(format!("{auth}@{host}")),
            (None, Some(host)) => Some(host.to_string()),
            (Some(auth), None) => Some(format!("{auth}@")),
            (None, None) => None,
        };
        obs.read_components(
            step,
            role,
            [
                (
                    Component::Scheme,
                    u.protocol.as_deref().map(|p| p.trim_end_matches(':')),
                ),
                (Component::Authority, auth_host.as_deref()),
                (Component::Path, u.pathname.as_deref()),
                (Component::Query, u.search.as_deref().map(|s| &s[1..])),
                (Component::Fragment, u.hash.as_deref().map(|h| &h[1..])),
            ],
        );
    }
    Ok(())
}

/// Whitespace as `parse` trims it: below U+0021, U+00A0, U+FEFF.
fn is_ws(c: char) -> bool {
    (c as u32) < 33 || c == '\u{a0}' || c == '\u{feff}'
}

/// The first loop of `parse`: the text between the first and the last character that is not
/// whitespace, every `\` before the first `?` or `#` made `/` (borrowed when there is none).
fn trim_and_convert(url: &str) -> Cow<'_, str> {
    // ASCII ends are trimmed byte by byte; a non-ASCII end may be U+00A0 or U+FEFF.
    let bytes = url.as_bytes();
    let start = bytes.iter().position(|&b| b >= 33).unwrap_or(bytes.len());
    let end = bytes
        .iter()
        .rposition(|&b| b >= 33)
        .map_or(start, |i| i + 1);
    let trimmed = if bytes.get(start).is_some_and(|b| !b.is_ascii())
        || end.checked_sub(1).is_some_and(|i| !bytes[i].is_ascii())
    {
        url.trim_matches(is_ws)
    } else {
        &url[start..end]
    };
    // Borrowed when no `\` comes before the first `?` or `#`.
    let first = trimmed
        .bytes()
        .position(|b| matches!(b, b'?' | b'#' | b'\\'));
    if first.is_none_or(|i| trimmed.as_bytes()[i] != b'\\') {
        return Cow::Borrowed(trimmed);
    }
    let split = trimmed
        .bytes()
        .position(|b| matches!(b, b'?' | b'#'))
        .unwrap_or(trimmed.len());
    let mut converted = trimmed[..split].replace('\\', "/");
    converted.push_str(&trimmed[split..]);
    Cow::Owned(converted)
}

/// The host part of `parse`: TAB, CR and LF removed up to the host's end, the auth decoded, the
/// port and the host name split, the name validated, lowercased and made ASCII. Returns the
/// text after the host.
fn parse_host<'a>(
    u: &mut Url<'a>,
    rest: Cow<'a, str>,
    step: &'static Step,
) -> Result<Cow<'a, str>, Error> {
    // The loop deletes TAB, CR and LF as it meets them, and stops at the host's end.
    let stop = rest
        .bytes()
        .position(|b| matches!(b, b'#' | b'/' | b'?'))
        .unwrap_or(rest.len());
    let rest = if rest.as_bytes()[..stop]
        .iter()
        .any(|b| matches!(b, b'\t' | b'\n' | b'\r'))
    {
        let mut cleaned = rest[..stop].replace(['\t', '\n', '\r'], "");
        cleaned.push_str(&rest[stop..]);
        Cow::Owned(cleaned)
    } else {
        rest
    };
    let (mut host_end, mut at_sign, mut non_host) = (None, None, None);
    for (i, b) in rest.bytes().enumerate() {
        match b {
            b' ' | b'"' | b'%' | b'\'' | b';' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|'
            | b'}' => {
                non_host.get_or_insert(i);
            }
            b'#' | b'/' | b'?' => {
                non_host.get_or_insert(i);
                host_end = Some(i);
            }
            b'@' => {
                at_sign = Some(i);
                non_host = None;
            }
            _ => {}
        }
        if host_end.is_some() {
            break;
        }
    }
    let mut start = 0;
    if let Some(at) = at_sign {
        let decoded = decode_uri_component(&rest[..at])
            .ok_or_else(|| thrown(step, "URIError: URI malformed"))?;
        u.auth = Some(Cow::Owned(decoded));
        start = at + 1;
    }
    let end = non_host.unwrap_or(rest.len());
    let host = substring(&rest, start..end);
    let mut rest = substring(&rest, end..rest.len());
    // parseHost: portPattern = /:[0-9]*$/
    let digits = host.bytes().rev().take_while(u8::is_ascii_digit).count();
    let port_at = host.len() - digits;
    let mut hostname = if host[..port_at].ends_with(':') {
        if digits > 0 {
            u.port = Some(substring(&host, port_at..host.len()));
        }
        substring(&host, 0..port_at - 1)
    } else {
        host
    };
    let ipv6 = hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']');
    if !ipv6 {
        // getHostname: the name ends at `/`, `\`, `#`, `?` or `:`; the rest goes to the path.
        if let Some(i) = hostname
            .bytes()
            .position(|b| matches!(b, b'/' | b'\\' | b'#' | b'?' | b':'))
        {
            rest = Cow::Owned(["/", &hostname[i..], &rest].concat());
            hostname = substring(&hostname, 0..i);
        }
    }
    // `hostname.length > hostnameMaxLen`, in UTF-16 code units (never more than the bytes).
    hostname = if hostname.len() > 255 && hostname.encode_utf16().count() > 255 {
        Cow::Borrowed("")
    } else {
        lower(hostname)
    };
    // forbiddenHostCharsIpv6 = /[\0\t\n\r #%/<>?@\\^|]/; forbiddenHostChars adds `:`, `[`, `]`.
    let forbidden = |b: u8| {
        matches!(
            b,
            b'\0'
                | b'\t'
                | b'\n'
                | b'\r'
                | b' '
                | b'#'
                | b'%'
                | b'/'
                | b'<'
                | b'>'
                | b'?'
                | b'@'
                | b'\\'
                | b'^'
                | b'|'
        ) || (!ipv6 && matches!(b, b':' | b'[' | b']'))
    };
    if !hostname.is_empty() {
        if !ipv6 {
            hostname = to_ascii(hostname);
        }
        if (!ipv6 && hostname.is_empty()) || hostname.bytes().any(forbidden) {
            return Err(thrown(step, INVALID_URL));
        }
    }
    u.host = Some(match u.port.as_deref().filter(|p| !p.is_empty()) {
        Some(port) => Cow::Owned([&*hostname, ":", port].concat()),
        None => hostname.clone(),
    });
    if ipv6 {
        // `hostname.slice(1, -1)`: the brackets off, or `''` left as it is (a name too long).
        hostname = if hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']') {
            substring(&hostname, 1..hostname.len() - 1)
        } else {
            Cow::Borrowed("")
        };
        if !rest.starts_with('/') {
            rest = Cow::Owned(["/", &rest].concat());
        }
    }
    u.hostname = Some(hostname);
    Ok(rest)
}

/// The IDNA `toASCII` `url.parse` calls (UTS #46, not strict): an empty result for a name it
/// refuses. A name of lower-case ASCII letters, digits, `-`, `_` and `.` with no label starting
/// `xn--` maps to itself, without the tables.
fn to_ascii(hostname: Cow<'_, str>) -> Cow<'_, str> {
    let plain = hostname
        .bytes()
        .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || matches!(b, b'-' | b'_' | b'.'));
    let punycode = hostname.split('.').any(|label| label.starts_with("xn--"));
    if plain && !punycode {
        return hostname;
    }
    Cow::Owned(idna::domain_to_ascii(&hostname).unwrap_or_default())
}

/// `decodeURIComponent`: every `%XX`, each run of them valid UTF-8; `None` where JavaScript
/// throws `URIError`.
fn decode_uri_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            let next = text[i..].find('%').map_or(text.len(), |n| i + n);
            out.push_str(&text[i..next]);
            i = next;
            continue;
        }
        let mut run = Vec::new();
        while i < bytes.len() && bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            run.push(
                u8::from_str_radix(hex, 16)
                    .ok()
                    .filter(|_| hex.bytes().all(|b| b.is_ascii_hexdigit()))?,
            );
            i += 3;
        }
        out.push_str(std::str::from_utf8(&run).ok()?);
    }
    Some(out)
}

/// Where `parse` acts on the text after the host, found in one pass: the first byte
/// `autoEscapeStr` escapes, the first `#`, and the first `?` before it.
#[derive(Default)]
struct Marks {
    escape: Option<usize>,
    hash: Option<usize>,
    question: Option<usize>,
}

impl Marks {
    fn of(rest: &str) -> Marks {
        const ESCAPE: u8 = 1;
        const HASH: u8 = 2;
        const QUESTION: u8 = 3;
        /// `escapedCodes` (RFC 2396's delims and unwise characters, and `'`), `#` and `?`.
        const CLASS: [u8; 256] = {
            let mut table = [0; 256];
            let escaped = b"\t\n\r \"'<>\\^`{|}";
            let mut i = 0;
            while i < escaped.len() {
                table[escaped[i] as usize] = ESCAPE;
                i += 1;
            }
            table[b'#' as usize] = HASH;
            table[b'?' as usize] = QUESTION;
            table
        };
        let mut marks = Marks::default();
        for (i, &b) in rest.as_bytes().iter().enumerate() {
            match CLASS[usize::from(b)] {
                ESCAPE => {
                    marks.escape.get_or_insert(i);
                }
                HASH => {
                    marks.hash.get_or_insert(i);
                }
                QUESTION if marks.hash.is_none() => {
                    marks.question.get_or_insert(i);
                }
                _ => {}
            }
        }
        marks
    }
}

/// `autoEscapeStr`, from the first byte it escapes.
fn auto_escape(rest: &str, first: usize) -> String {
    let escaped = |b: u8| match b {
        b'\t' => Some("%09"),
        b'\n' => Some("%0A"),
        b'\r' => Some("%0D"),
        b' ' => Some("%20"),
        b'"' => Some("%22"),
        b'\'' => Some("%27"),
        b'<' => Some("%3C"),
        b'>' => Some("%3E"),
        b'\\' => Some("%5C"),
        b'^' => Some("%5E"),
        b'`' => Some("%60"),
        b'{' => Some("%7B"),
        b'|' => Some("%7C"),
        b'}' => Some("%7D"),
        _ => None,
    };
    let mut out = String::with_capacity(rest.len() + 8);
    out.push_str(&rest[..first]);
    push_escaped(&mut out, &rest[first..], escaped);
    out
}

/// `encodeStr(auth, noEscapeAuth, hexTable)`, into `out`.
fn encode_auth_into(auth: &str, out: &mut String) {
    for c in auth.chars() {
        let keep = c.is_ascii_alphanumeric()
            || matches!(
                c,
                '!' | '\'' | '(' | ')' | '*' | '-' | '.' | ':' | '_' | '~'
            );
        if keep {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('%');
                out.push(char::from(HEX[usize::from(b >> 4)]));
                out.push(char::from(HEX[usize::from(b & 15)]));
            }
        }
    }
}

/// `text` onto `out`, each byte `escape` names as its escape; the runs between in one copy.
#[inline]
fn push_escaped(out: &mut String, text: &str, escape: impl Fn(u8) -> Option<&'static str>) {
    let mut last = 0;
    for (i, b) in text.bytes().enumerate() {
        if let Some(code) = escape(b) {
            out.push_str(&text[last..i]);
            out.push_str(code);
            last = i + 1;
        }
    }
    out.push_str(&text[last..]);
}

/// `Url.prototype.format`.
fn format(u: &Url<'_>) -> String {
    let protocol = u.protocol.as_deref().unwrap_or("");
    let colon = !protocol.is_empty() && !protocol.ends_with(':');
    // `slashedProtocol.has(protocol)`, on the protocol with its `:` added: the set has both.
    let slashed_protocol = slashed(Some(protocol));
    let auth = u.auth.as_deref().filter(|a| !a.is_empty());
    let host = u.host.as_deref().filter(|h| !h.is_empty());
    let hostname = u.hostname.as_deref().filter(|h| !h.is_empty());
    let pathname = u.pathname.as_deref().unwrap_or("");
    let search = u.search.as_deref().unwrap_or("");
    let hash = u.hash.as_deref().unwrap_or("");
    let mut out = String::with_capacity(
        protocol.len()
            + 3
            + auth.map_or(0, |a| a.len() * 3 + 1)
            + host.or(hostname).map_or(0, |h| h.len() + 8)
            + pathname.len()
            + search.len()
            + hash.len()
            + 4,
    );
    out.push_str(protocol);
    if colon {
        out.push(':');
    }
    let has_host = host.is_some() || hostname.is_some();
    let mut slash_before_path = false;
    if u.slashes || slashed_protocol {
        if u.slashes || has_host {
            out.push_str("//");
            slash_before_path = !pathname.is_empty() && !pathname.starts_with('/');
        } else if protocol.starts_with("file") {
            out.push_str("//");
        }
    }
    if has_host {
        if let Some(auth) = auth {
            encode_auth_into(auth, &mut out);
            out.push('@');
        }
        match (host, hostname) {
            (Some(host), _) => out.push_str(host),
            (None, Some(hostname)) => {
                let bracketed =
                    hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']');
                if hostname.contains(':') && !bracketed {
                    out.push('[');
                    out.push_str(hostname);
                    out.push(']');
                } else {
                    out.push_str(hostname);
                }
                if let Some(port) = u.port.as_deref().filter(|p| !p.is_empty()) {
                    out.push(':');
                    out.push_str(port);
                }
            }
            (None, None) => {}
        }
    }
    if slash_before_path {
        out.push('/');
    }
    // pathname.replace(/[?#]/g, encodeURIComponent)
    push_escaped(&mut out, pathname, |b| match b {
        b'#' => Some("%23"),
        b'?' => Some("%3F"),
        _ => None,
    });
    if !search.is_empty() && !search.starts_with('?') {
        out.push('?');
    }
    // search.replace(/#/g, '%23')
    push_escaped(&mut out, search, |b| (b == b'#').then_some("%23"));
    if !hash.is_empty() && !hash.starts_with('#') {
        out.push('#');
    }
    out.push_str(hash);
    out
}

/// `Url.prototype.resolveObject`.
fn resolve_object<'a, O: Observer>(result: &mut Url<'a>, relative: &mut Url<'a>, obs: &mut O) {
    result.hash = relative.hash.clone();
    if relative.href_is_empty() {
        obs.step(
            &EMPTY,
            Outcome::Decision("the reference is empty: the base with the reference's hash (none)"),
        );
        return;
    }
    obs.step(&EMPTY, Outcome::Decision("the reference is not empty"));
    if relative.slashes && relative.protocol.is_none() {
        obs.step(
            &NETWORK_PATH,
            Outcome::Decision(
                "`//` and no protocol: everything but the protocol from the reference",
            ),
        );
        if has_dots(relative.pathname.as_deref()) {
            obs.step(&NETWORK_PATH, Outcome::Warning(&NO_DOT_REMOVAL));
        }
        let protocol = result.protocol.take();
        *result = Url {
            protocol,
            ..std::mem::take(relative)
        };
        if slashed(result.protocol.as_deref())
            && truthy(&result.hostname)
            && !truthy(&result.pathname)
        {
            obs.step(&NETWORK_PATH, Outcome::Warning(&EMPTY_PATH_IS_ROOT));
            result.pathname = Some(Cow::Borrowed("/"));
        }
        return;
    }
    if relative.protocol.is_some() && relative.protocol != result.protocol {
        if !slashed(relative.protocol.as_deref()) {
            obs.step(
                &OTHER_PROTOCOL,
                Outcome::Decision("another protocol, not a slashed one: the reference as it is"),
            );
            *result = std::mem::take(relative);
            return;
        }
        obs.step(
            &OTHER_PROTOCOL,
            Outcome::Decision("another slashed protocol: the reference's parts"),
        );
        result.protocol = relative.protocol.clone();
        let protocol = relative.protocol.as_deref().unwrap_or("");
        if !truthy(&relative.host)
            && protocol != "file"
            && protocol != "file:"
            && !javascript(Some(protocol))
        {
            let path = relative.pathname.clone().unwrap_or_default();
            let mut rel_path: Vec<&str> = path.split('/').collect();
            // while (relPath.length && !(relative.host = relPath.shift()));
            let taken = rel_path
                .iter()
                .position(|segment| !segment.is_empty())
                .map_or(rel_path.len(), |i| i + 1);
            let shifted = taken.checked_sub(1).map(|i| rel_path[i]);
            rel_path.drain(..taken);
            relative.host = Some(Cow::Owned(shifted.unwrap_or("").to_string()));
            if truthy(&relative.host) {
                obs.step(&OTHER_PROTOCOL, Outcome::Warning(&FIRST_SEGMENT_IS_HOST));
            }
            if !truthy(&relative.hostname) {
                relative.hostname = Some(Cow::Borrowed(""));
            }
            if rel_path.first() != Some(&"") {
                rel_path.insert(0, "");
            }
            if rel_path.len() < 2 {
                rel_path.insert(0, "");
            }
            result.pathname = Some(Cow::Owned(rel_path.join("/")));
        } else {
            result.pathname = relative.pathname.take();
        }
        result.search = relative.search.take();
        result.host = Some(relative.host.clone().unwrap_or_default());
        result.auth = relative.auth.take();
        result.hostname = if truthy(&relative.hostname) {
            relative.hostname.take()
        } else {
            relative.host.take()
        };
        result.port = relative.port.take();
        result.slashes = result.slashes || relative.slashes;
        return;
    }
    if relative.protocol.is_some() && !truthy(&relative.host) {
        obs.step(
            &OTHER_PROTOCOL,
            Outcome::Warning(&SAME_PROTOCOL_IS_RELATIVE),
        );
    }
    let starts_with_slash = |p: &Field<'_>| p.as_deref().is_some_and(|p| p.starts_with('/'));
    let is_source_abs = starts_with_slash(&result.pathname);
    let is_rel_abs = truthy(&relative.host) || starts_with_slash(&relative.pathname);
    let mut must_end_abs =
        is_rel_abs || is_source_abs || (truthy(&result.host) && truthy(&relative.pathname));
    let remove_all_dots = must_end_abs;
    let mut src_path = super::path::split(result.pathname.clone());
    let mut rel_path = super::path::split(relative.pathname.clone());
    let no_leading_slashes = result.protocol.is_some() && !slashed(result.protocol.as_deref());
    if no_leading_slashes {
        obs.step(&PSYCHOTIC, Outcome::Warning(&NON_SLASHED_BASE));
        result.hostname = Some(Cow::Borrowed(""));
        result.port = None;
        if let Some(host) = result.host.as_deref().filter(|h| !h.is_empty()) {
            src_path = super::path::put_host_first(host, &src_path);
        }
        result.host = Some(Cow::Borrowed(""));
        if relative.protocol.is_some() {
            relative.hostname = None;
            relative.port = None;
            result.auth = None;
            if let Some(host) = relative.host.as_deref().filter(|h| !h.is_empty()) {
                rel_path = super::path::put_host_first(host, &rel_path);
            }
            relative.host = None;
        }
        must_end_abs = must_end_abs
            && (super::path::first_is_empty(&rel_path) || super::path::first_is_empty(&src_path));
    }
    let merged = if is_rel_abs {
        obs.step(
            &MERGE,
            Outcome::Decision("the reference has a host or a path from the root: its path"),
        );
        if relative.host.is_some() {
            if result.host != relative.host {
                result.auth = None;
            }
            result.host = relative.host.clone();
            result.port = relative.port.clone();
        }
        if relative.hostname.is_some() {
            if result.hostname != relative.hostname {
                result.auth = None;
            }
            result.hostname = relative.hostname.clone();
        }
        result.search = relative.search.clone();
        Merged::of(rel_path.as_deref())
    } else if let Some(rel) = rel_path.as_deref() {
        obs.step(
            &MERGE,
            Outcome::Decision(
                "a relative path: the base's without its last segment, then the reference's",
            ),
        );
        result.search = relative.search.clone();
        Merged::pop_and_concat(src_path.as_deref(), rel)
    } else if relative.search.is_some() {
        obs.step(
            &MERGE,
            Outcome::Decision("a query alone: the base's path with the reference's search"),
        );
        if no_leading_slashes {
            let host = super::path::shift(&src_path).0;
            result.hostname = host.clone();
            result.host = host;
            split_auth_in_host(result);
        }
        result.search = relative.search.clone();
        return;
    } else {
        Merged::of(src_path.as_deref())
    };
    if merged.is_empty() {
        obs.step(&MERGE, Outcome::Decision("no path at all"));
        result.pathname = None;
        return;
    }
    let last = merged.last();
    let has_trailing_slash =
        ((truthy(&result.host) || truthy(&relative.host) || merged.has_more_than_one())
            && (last == "." || last == ".."))
            || last.is_empty();
    let before = if O::ENABLED {
        merged.joined()
    } else {
        String::new()
    };
    let (mut src_path, up) = merged.remove_dots();
    if !must_end_abs && !remove_all_dots && up > 0 {
        obs.step(&DOTS, Outcome::Warning(&ABOVE_ROOT_KEPT));
        super::path::unshift_repeated(&mut src_path, "..", up);
    }
    if must_end_abs && !super::path::first_is_empty(&src_path) {
        super::path::unshift_repeated(&mut src_path, "", 1);
    }
    if has_trailing_slash && !src_path.as_deref().is_some_and(|t| t.ends_with('/')) {
        super::path::push_empty(&mut src_path);
    }
    let is_absolute = super::path::first_is_empty(&src_path);
    if no_leading_slashes {
        let host = if is_absolute {
            Cow::Borrowed("")
        } else {
            let (first, rest) = super::path::shift(&src_path);
            src_path = rest;
            first.unwrap_or_default()
        };
        result.hostname = Some(host);
        result.host = result.hostname.clone();
        split_auth_in_host(result);
    }
    must_end_abs = must_end_abs || (truthy(&result.host) && src_path.is_some());
    if must_end_abs && !is_absolute {
        super::path::unshift_repeated(&mut src_path, "", 1);
    }
    result.pathname = src_path;
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &DOTS,
            component: Component::Path,
            before: &before,
            after: result.pathname.as_deref().unwrap_or_default(),
        });
    }
    if truthy(&relative.auth) {
        result.auth = relative.auth.take();
    }
    result.slashes = result.slashes || relative.slashes;
}

/// `result.host.split('@')` when the host has an `@` after its first character: the auth, then
/// the host.
fn split_auth_in_host(result: &mut Url<'_>) {
    let Some(host) = result.host.take() else {
        return;
    };
    match host.find('@') {
        Some(at) if at > 0 => {
            // `split('@')[1]`: up to a second `@`, if any.
            let end = host[at + 1..].find('@').map_or(host.len(), |n| at + 1 + n);
            result.auth = Some(substring(&host, 0..at));
            result.host = Some(substring(&host, at + 1..end));
            result.hostname = result.host.clone();
        }
        _ => result.host = Some(host),
    }
}

fn has_dots(path: Option<&str>) -> bool {
    path.is_some_and(|p| p.split('/').any(|s| s == "." || s == ".."))
}

#[cfg(test)]
mod tests;
