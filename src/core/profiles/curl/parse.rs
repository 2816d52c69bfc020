//! `parseurl` (lib/urlapi.c): a whole URL read into a `CurlUrl`, as the release given reads it.

use std::borrow::Cow;

use super::code::Code;
use super::encode::{Query, encoded, maybe_special, urldecode_rejecting_controls};
use super::handle::CurlUrl;
use super::handle::flags;
use super::host::{
    HostKind, as_text, check_name, ipv4_normalize, parse_ipv6, split_login, split_port, write_ipv4,
};
use crate::core::profiles::curl::version::CurlVersion;

/// `MAX_SCHEME_LEN`.
const MAX_SCHEME_LEN: usize = 40;

/// `Curl_is_absolute_url`: the length of the scheme before the `:` (`ALPHA *( ALPHA / DIGIT /
/// "+" / "-" / "." )`; 7.88 takes a digit, `+`, `-` or `.` first too), 0 when there is none.
pub(crate) fn scheme_length(version: CurlVersion, url: &str) -> usize {
    /// A byte of a scheme after its first, as a table: one look-up a byte.
    static SCHEME_BYTE: [bool; 256] = {
        let mut table = [false; 256];
        let mut b = 0;
        while b < 256 {
            let c = b as u8;
            table[b] = c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.');
            b += 1;
        }
        table
    };
    let bytes = url.as_bytes();
    let mut i = 0;
    if version.wants_a_letter_first() {
        if !bytes.first().is_some_and(u8::is_ascii_alphabetic) {
            return 0;
        }
        i = 1;
    }
    let end = bytes.len().min(MAX_SCHEME_LEN);
    while i < end && SCHEME_BYTE[usize::from(bytes[i])] {
        i += 1;
    }
    if i > 0 && bytes.get(i) == Some(&b':') {
        i
    } else {
        0
    }
}

/// The schemes libcurl knows (lib/protocol.c, `Curl_get_scheme`): a Location with another
/// fails. From 8.19 that is every scheme curl has a name for, built or not; before, the
/// protocols the build has (`Curl_get_scheme_handler`): 7.88's are Debian's (asked of it: no
/// `ws` or `wss`), 8.13 to 8.18's a build with every protocol.
fn known_scheme(version: CurlVersion, scheme: &str) -> bool {
    match scheme {
        "http" | "https" => true,
        "dict" | "file" | "ftp" | "ftps" | "gopher" | "gophers" | "imap" | "imaps" | "ldap"
        | "ldaps" | "mqtt" | "pop3" | "pop3s" | "rtsp" | "sftp" | "scp" | "smb" | "smbs"
        | "smtp" | "smtps" | "telnet" | "tftp" => true,
        "ws" | "wss" => !version.is_7_88(),
        "mqtts" => version.knows_mqtts(),
        "socks" | "socks4" | "socks4a" | "socks5" | "socks5h" => version.knows_socks(),
        "rtmp" | "rtmpe" | "rtmps" | "rtmpt" | "rtmpte" | "rtmpts" => version.knows_rtmp(),
        _ => false,
    }
}

/// The scheme lower-cased (`Curl_strntolower`), borrowed when that leaves it as it is.
fn lowercase(scheme: &str) -> Cow<'_, str> {
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(scheme.to_ascii_lowercase())
    } else {
        Cow::Borrowed(scheme)
    }
}

/// The host and the port as `url` writes them (after the scheme's slashes and the login), for
/// the trace to tell what `parseurl` rewrote.
pub(crate) fn written_host_and_port(
    version: CurlVersion,
    url: &str,
) -> Option<(&str, Option<&str>)> {
    let scheme_len = scheme_length(version, url);
    let after = url.get(scheme_len + 1..)?.trim_start_matches('/');
    let authority = &after[..end_of_host(after)];
    let host = authority
        .find('@')
        .map_or(authority, |at| &authority[at + 1..]);
    let colon = if host.starts_with('[') {
        host.find(']')
            .and_then(|close| (host.as_bytes().get(close + 1) == Some(&b':')).then_some(close + 1))
    } else {
        host.find(':')
    };
    Some(match colon {
        Some(colon) => (&host[..colon], Some(&host[colon + 1..])),
        None => (host, None),
    })
}

/// The path as `parseurl` cuts it from `url` (before it is encoded and its dots removed), for
/// the trace.
pub(crate) fn raw_path(version: CurlVersion, url: &str) -> &str {
    let scheme_len = scheme_length(version, url);
    let rest = if url[..scheme_len].eq_ignore_ascii_case("file") {
        parse_file(version, url).unwrap_or("")
    } else {
        let after = url.get(scheme_len + 1..).unwrap_or("");
        let after = after.trim_start_matches('/');
        &after[end_of_host(after)..]
    };
    &rest[..rest.find(['?', '#']).unwrap_or(rest.len())]
}

/// Whether `bytes` holds a byte up to `control` (at most 0x20) or 0x7f: eight at a time.
fn has_junk(bytes: &[u8], control: u8) -> bool {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let (chunks, rest) = bytes.as_chunks::<8>();
    for chunk in chunks {
        let x = u64::from_ne_bytes(*chunk);
        // A byte below `control + 1` (exact for bounds up to 0x80), or a byte equal to 0x7f.
        let below = x.wrapping_sub(ONES * (u64::from(control) + 1)) & !x & HIGH;
        let del = x ^ (ONES * 0x7f);
        if below | (del.wrapping_sub(ONES) & !del & HIGH) != 0 {
            return true;
        }
    }
    rest.iter().any(|&b| b <= control || b == 0x7f)
}

/// Where the host (and port) of `text` ends: `strcspn(hostp, "/?#")`.
fn end_of_host(text: &str) -> usize {
    text.bytes()
        .position(|b| matches!(b, b'/' | b'?' | b'#'))
        .unwrap_or(text.len())
}

/// `STARTS_WITH_URL_DRIVE_PREFIX`: `c:` or `c|` and then `/`, `\` or the end.
fn starts_with_drive(path: &[u8]) -> bool {
    path.first().is_some_and(u8::is_ascii_alphabetic)
        && matches!(path.get(1), Some(b':' | b'|'))
        && matches!(path.get(2), None | Some(b'/' | b'\\'))
}

/// `parseurl(url, u, flags)`: what it stores borrowed from `url` where no step rewrote it.
/// Into `u`, the handle, emptied first (what it held is lost on an error too: the
/// resolution fails then).
pub(crate) fn parseurl<'a>(
    version: CurlVersion,
    url: &'a str,
    flags: u32,
    u: &mut CurlUrl<'a>,
) -> Result<(), Code> {
    *u = CurlUrl::default();
    if version.has_7_88_parseurl() {
        return parseurl_7_88(version, url, flags, u);
    }
    if has_junk(url.as_bytes(), junk_bound(flags)) {
        return Err(Code::MalformedInput);
    }
    let scheme_len = scheme_length(version, url);
    // Whether `curl_url_get` writes the URL as it is: a plain name found below, and no part
    // rewritten.
    let mut verbatim = false;
    let scheme = lowercase(&url[..scheme_len]);
    let (path, is_file) = if scheme == "file" {
        (parse_file(version, url)?, true)
    } else {
        if scheme_len == 0 {
            // Neither CURLU_DEFAULT_SCHEME nor CURLU_GUESS_SCHEME.
            return Err(Code::BadScheme);
        }
        if !known_scheme(version, &scheme) && flags & flags::NON_SUPPORT_SCHEME == 0 {
            return Err(Code::UnsupportedScheme);
        }
        let after = &url[scheme_len + 1..];
        let most = if flags & flags::NO_AUTHORITY != 0 {
            2
        } else {
            4
        };
        let slashes = after.bytes().take(most).take_while(|&b| b == b'/').count();
        if slashes == 0 || (flags & flags::NO_AUTHORITY == 0 && slashes > 3) {
            return Err(Code::BadSlashes);
        }
        u.scheme = scheme.clone();
        let hostp = &after[slashes..];
        let host_len = end_of_host(hostp);
        if host_len > 0 {
            let authority = &hostp[..host_len];
            if is_plain_name(authority) {
                // No login, port, brackets or escapes, and no number first: every step of
                // `parse_authority` leaves it as it is, and only `hostname_check` has a say.
                check_name(version, authority.as_bytes())?;
                u.host = Some(Cow::Borrowed(authority));
                // As written, when the scheme was (lower case) and had two slashes.
                verbatim = slashes == 2 && matches!(scheme, Cow::Borrowed(_));
            } else {
                u.host = Some(parse_authority(version, u, authority)?);
            }
        } else if flags & flags::NO_AUTHORITY != 0 {
            u.host = Some(Cow::Borrowed(""));
        } else {
            return Err(Code::NoHost);
        }
        (&hostp[host_len..], false)
    };
    if is_file {
        u.scheme = scheme;
    }
    let verbatim = parse_after_authority(version, path, is_file, verbatim, flags, u)?;
    u.verbatim = verbatim.then_some(Cow::Borrowed(url));
    Ok(())
}

/// `Curl_junkscan`'s bound: control bytes, and a space unless CURLU_ALLOW_SPACE.
fn junk_bound(flags: u32) -> u8 {
    if flags & flags::ALLOW_SPACE != 0 {
        0x1f
    } else {
        0x20
    }
}

/// `parseurl` of a URL spliced onto the handle's: when the handle's URL was read as written
/// (`verbatim`: a lower-case scheme, `://` and a plain host name) and the new one begins with
/// the same text, then `/`, `?`, `#` or nothing, reading that beginning again would store the
/// same scheme and host: it passed the junk scan, the scheme look-up and `hostname_check` when
/// the base was set (with no flags, so at least as strict). Only what follows it is read then;
/// otherwise the whole URL. The answers are `parseurl`'s: the unit tests compare them.
pub(crate) fn parseurl_spliced<'a>(
    version: CurlVersion,
    url: &'a str,
    flags: u32,
    u: &mut CurlUrl<'a>,
) -> Result<(), Code> {
    let (Some(read), Some(host)) = (&u.verbatim, &u.host) else {
        return parseurl(version, url, flags, u);
    };
    let authority_end = u.scheme.len() + "://".len() + host.len();
    let same = url
        .as_bytes()
        .starts_with(&read.as_bytes()[..authority_end])
        && matches!(
            url.as_bytes().get(authority_end),
            None | Some(b'/' | b'?' | b'#')
        );
    if !same {
        return parseurl(version, url, flags, u);
    }
    let rest = &url[authority_end..];
    *u = CurlUrl {
        scheme: std::mem::take(&mut u.scheme),
        host: u.host.take(),
        ..CurlUrl::default()
    };
    let parsed = if has_junk(rest.as_bytes(), junk_bound(flags)) {
        Err(Code::MalformedInput)
    } else {
        parse_after_authority(version, rest, false, true, flags, u)
            .map(|verbatim| u.verbatim = verbatim.then_some(Cow::Borrowed(url)))
    };
    // Every test build checks the short cut on every spliced URL it meets.
    #[cfg(debug_assertions)]
    {
        let mut whole = CurlUrl::default();
        let expected = parseurl(version, url, flags, &mut whole).map(|()| whole);
        debug_assert_eq!(parsed.map(|()| u.clone()), expected, "{version:?} {url:?}");
    }
    parsed
}

/// The rest of `parseurl` after the scheme and the authority: `path` (what follows them) cut
/// into the path, the query and the fragment, each encoded (CURLU_URLENCODE) and the path's
/// dot segments removed. `verbatim`: whether the URL is written as it was read so far; the
/// answer, whether it still is.
fn parse_after_authority<'a>(
    version: CurlVersion,
    path: &'a str,
    is_file: bool,
    mut verbatim: bool,
    flags: u32,
    u: &mut CurlUrl<'a>,
) -> Result<bool, Code> {
    let urlencode = flags & flags::URLENCODE != 0;
    // CURLU_URLENCODE, and a byte in the path, query or fragment that a release may rewrite
    // (most URLs have none: one look at them all, not one a part).
    let rewrites = urlencode && maybe_special(path.as_bytes());
    // Each part as the flags have it stored; `verbatim` stays true while it is the text read.
    let encode = |text: &'a str, query: Query, verbatim: &mut bool| {
        let stored = if rewrites {
            encoded(version, text, query)
        } else {
            Cow::Borrowed(text)
        };
        *verbatim &= matches!(stored, Cow::Borrowed(_)) && !text.is_empty();
        stored
    };
    let mut path = path;
    if let Some(hash) = path.find('#') {
        u.fragment_present = true;
        let fragment = &path[hash + 1..];
        if fragment.is_empty() {
            // `curl_url_get` does not write an empty fragment.
            verbatim = false;
        } else {
            u.fragment = Some(encode(fragment, Query::No, &mut verbatim));
        }
        path = &path[..hash];
    }
    if let Some(question) = path.find('?') {
        u.query_present = true;
        u.query = Some(encode(&path[question + 1..], Query::Yes, &mut verbatim));
        path = &path[..question];
    }
    // `handle_path`.
    let path = encode(path, Query::No, &mut verbatim);
    // A path of one byte is kept for a `file:` URL only from e0be05cbab (8.20) on.
    let one_byte = is_file && version.keeps_one_byte_file_paths();
    let stored = path.len() > usize::from(!one_byte) || (urlencode && !path.is_empty());
    if stored {
        let dedotted = if path.len() > usize::from(!one_byte) && flags & flags::PATH_AS_IS == 0 {
            super::dots::dedotdotify(version, &path)
        } else {
            None
        };
        verbatim &= dedotted.is_none();
        u.path = Some(dedotted.map_or(path, Cow::Owned));
    }
    Ok(verbatim)
}

/// `parse_file`: the path of a `file:` URL, after `file://`, `file://localhost` or
/// `file://127.0.0.1`.
fn parse_file(version: CurlVersion, url: &str) -> Result<&str, Code> {
    if url.len() <= 6 {
        return Err(Code::BadFileUrl);
    }
    let mut path = &url[5..];
    if version.wants_a_slash_in_file_urls() && !path.starts_with('/') {
        return Err(Code::BadFileUrl);
    }
    if path.starts_with("//") {
        let ptr = &path[2..];
        if !ptr.starts_with('/') && !starts_with_drive(ptr.as_bytes()) {
            let lower = ptr.get(..10).map(str::to_ascii_lowercase);
            if matches!(lower.as_deref(), Some("localhost/" | "127.0.0.1/")) {
                path = &ptr[9..];
            } else {
                return Err(Code::BadFileUrl);
            }
        } else {
            path = ptr;
        }
    }
    // Not on Windows: no drive letter.
    let bytes = path.as_bytes();
    if (bytes.first() == Some(&b'/') && starts_with_drive(&bytes[1..])) || starts_with_drive(bytes)
    {
        return Err(Code::BadFileUrl);
    }
    Ok(path)
}

/// `parse_authority`: the login and the port taken off, the host decoded, then an IPv4
/// address normalized, an IPv6 address parsed, or a name checked.
fn parse_authority<'a>(
    version: CurlVersion,
    u: &mut CurlUrl<'a>,
    authority: &'a str,
) -> Result<Cow<'a, str>, Code> {
    let mut host = split_login(u, authority);
    let port = split_port(version, u, &mut host);
    if !version.has_improved_return_codes() {
        port?;
    }
    if host.is_empty() {
        // "this makes no-host errors override port number problems" (8.22)
        return Err(Code::NoHost);
    }
    port?;
    if !version.decodes_hosts_first() {
        // 8.20: the host read as an IPv4 address as written, decoded only as a name.
        return match ipv4_normalize(version, host.as_bytes()) {
            HostKind::Ipv4(octets) => Ok(Cow::Owned(write_ipv4(octets))),
            // "Bad IPv4 address even" (8.1.0)
            HostKind::Bad => Err(Code::BadHostname),
            HostKind::Ipv6 => parse_ipv6(version, u, host.as_bytes()).map(Cow::Owned),
            HostKind::Name if !host.contains('%') => {
                check_name(version, host.as_bytes()).map(|()| Cow::Borrowed(host))
            }
            HostKind::Name => {
                let decoded =
                    urldecode_rejecting_controls(host.as_bytes()).ok_or(Code::BadHostname)?;
                check_name(version, &decoded)
                    .map(|()| Cow::Owned(as_text(&decoded, false, &mut u.host_escaped)))
            }
        };
    }
    let decoded = if host.contains('%') {
        Cow::Owned(urldecode_rejecting_controls(host.as_bytes()).ok_or(Code::BadHostname)?)
    } else {
        Cow::Borrowed(host.as_bytes())
    };
    match ipv4_normalize(version, &decoded) {
        HostKind::Ipv4(octets) => Ok(Cow::Owned(write_ipv4(octets))),
        HostKind::Bad => Err(Code::BadHostname),
        HostKind::Ipv6 => parse_ipv6(version, u, &decoded).map(Cow::Owned),
        HostKind::Name if decoded.len() == host.len() => {
            check_name(version, &decoded).map(|()| Cow::Borrowed(host))
        }
        HostKind::Name => check_name(version, &decoded)
            .map(|()| Cow::Owned(as_text(&decoded, false, &mut u.host_escaped))),
    }
}

/// An authority that is a name alone: not starting with a digit (which `ipv4_normalize` would
/// read), without `@` (a login), `:` (a port), `[` (an IPv6 address) or `%` (an escape).
fn is_plain_name(authority: &str) -> bool {
    static SPECIAL: [bool; 256] = {
        let mut table = [false; 256];
        table[b'@' as usize] = true;
        table[b':' as usize] = true;
        table[b'[' as usize] = true;
        table[b'%' as usize] = true;
        table
    };
    let bytes = authority.as_bytes();
    !bytes.first().is_some_and(u8::is_ascii_digit)
        && !bytes.iter().any(|&b| SPECIAL[usize::from(b)])
}

/// 7.88's `junkscan`: a control byte, or a space without CURLU_ALLOW_SPACE.
fn junk(text: &str, flags: u32) -> bool {
    text.bytes().any(|b| (1..0x20).contains(&b) || b == 0x7f)
        || (flags & flags::ALLOW_SPACE == 0 && text.contains(' '))
}

/// 7.88's `parseurl`: the scheme and where the host ends, then the fragment, the query and the
/// path, each scanned for junk, and the host last.
fn parseurl_7_88<'a>(
    version: CurlVersion,
    url: &'a str,
    flags: u32,
    u: &mut CurlUrl<'a>,
) -> Result<(), Code> {
    let scheme_len = scheme_length(version, url);
    let scheme = lowercase(&url[..scheme_len]);
    let mut host_text = "";
    let path = if scheme == "file" {
        parse_file(version, url)?
    } else {
        if scheme_len == 0 {
            return Err(Code::BadScheme);
        }
        let after = &url[scheme_len + 1..];
        let slashes = after.bytes().take(4).take_while(|&b| b == b'/').count();
        if !known_scheme(version, &scheme) && flags & flags::NON_SUPPORT_SCHEME == 0 {
            return Err(Code::UnsupportedScheme);
        }
        if !(1..=3).contains(&slashes) {
            return Err(Code::BadSlashes);
        }
        let hostp = &after[slashes..];
        let host_len = end_of_host(hostp);
        if host_len == 0 && flags & flags::NO_AUTHORITY == 0 {
            return Err(Code::NoHost);
        }
        host_text = &hostp[..host_len];
        &hostp[host_len..]
    };
    u.scheme = scheme;
    let urlencode = flags & flags::URLENCODE != 0;
    let mut path = path;
    if let Some(hash) = path.find('#') {
        let fragment = &path[hash + 1..];
        if !fragment.is_empty() {
            if junk(fragment, flags) {
                return Err(Code::BadFragment);
            }
            u.fragment = Some(Cow::Borrowed(fragment));
        }
        u.fragment_present = true;
        path = &path[..hash];
    }
    if let Some(question) = path.find('?') {
        let written = &path[question + 1..];
        u.query_present = true;
        let query = if urlencode {
            encoded(version, written, Query::Yes)
        } else {
            Cow::Borrowed(written)
        };
        if junk(&query, flags) {
            return Err(Code::BadQuery);
        }
        u.query = Some(query);
        path = &path[..question];
    }
    let encoded_path = (!path.is_empty() && urlencode).then(|| encoded(version, path, Query::No));
    let path_len = encoded_path.as_ref().map_or(path.len(), |path| path.len());
    // A path of one byte is not kept (`u->path` stays what the encoding stored).
    if path_len <= 1 {
        u.path = encoded_path;
    } else {
        let path = encoded_path.unwrap_or(Cow::Borrowed(path));
        if junk(&path, flags) {
            return Err(Code::BadPath);
        }
        let dedotted = if flags & flags::PATH_AS_IS == 0 {
            super::dots::dedotdotify(version, &path)
        } else {
            None
        };
        u.path = Some(dedotted.map_or(path, Cow::Owned));
    }
    if u.scheme == "file" {
        return Ok(());
    }
    if host_text.is_empty() {
        // CURLU_NO_AUTHORITY.
        u.host = Some(Cow::Borrowed(""));
        return Ok(());
    }
    let mut host = split_login(u, host_text);
    for (part, code) in [
        (&u.user, Code::BadUser),
        (&u.password, Code::BadPassword),
        (&u.options, Code::BadLogin),
    ] {
        if part.as_deref().is_some_and(|text| junk(text, flags)) {
            return Err(code);
        }
    }
    split_port(version, u, &mut host)?;
    if junk(host, flags) {
        return Err(Code::BadHostname);
    }
    let host = match ipv4_normalize(version, host.as_bytes()) {
        HostKind::Ipv4(octets) => Cow::Owned(write_ipv4(octets)),
        _ if host.starts_with('[') => Cow::Owned(parse_ipv6(version, u, host.as_bytes())?),
        _ if host.contains('%') => {
            let decoded = urldecode_rejecting_controls(host.as_bytes()).ok_or(Code::BadHostname)?;
            check_name(version, &decoded)?;
            Cow::Owned(as_text(&decoded, true, &mut u.host_escaped))
        }
        _ => {
            check_name(version, host.as_bytes())?;
            Cow::Borrowed(host)
        }
    };
    u.host = Some(host);
    Ok(())
}
