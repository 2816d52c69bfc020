//! The authority of a URL as libcurl's `parseurl` reads it (lib/urlapi.c): the login
//! (`parse_hostname_login`, `Curl_parse_login_details` in lib/url.c), the port (`parse_port`),
//! a numeric IPv4 address normalized (`ipv4_normalize`), an IPv6 address normalized
//! (`ipv6_parse`, with `inet_pton` and `inet_ntop`) and a name checked (`hostname_check`).

use std::borrow::Cow;

use super::code::Code;
use super::handle::CurlUrl;
use crate::core::profiles::curl::version::CurlVersion;

/// The bytes a host name may not hold (`HOSTNAME_INVALID_CHARS`); 7.88's list lacks `%` and
/// `|`.
const INVALID_IN_HOST: &[u8] = b" \r\n\t/:#?!@{}[]\\$'\"^`*<>=;,+&()%|";
const INVALID_IN_HOST_7_88: &[u8] = b" \r\n\t/:#?!@{}[]\\$'\"^`*<>=;,+&()";
static INVALID: [bool; 256] = byte_set(INVALID_IN_HOST);
static INVALID_7_88: [bool; 256] = byte_set(INVALID_IN_HOST_7_88);
/// 8.20's: `%` without `|` (a8e6f90a69 added it in 8.21).
static INVALID_8_20: [bool; 256] = byte_set(b" \r\n\t/:#?!@{}[]\\$'\"^`*<>=;,+&()%");

/// A table of the bytes in `bytes`, for a lookup per byte.
const fn byte_set(bytes: &[u8]) -> [bool; 256] {
    let mut set = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        set[bytes[i] as usize] = true;
        i += 1;
    }
    set
}

/// The schemes whose login may carry `;options` (`PROTOPT_URLOPTIONS`).
fn takes_options(scheme: &str) -> bool {
    matches!(
        scheme,
        "imap" | "imaps" | "pop3" | "pop3s" | "smtp" | "smtps"
    )
}

/// `parse_hostname_login`: the user, password and options before the first `@` moved to
/// `url`; what follows it returned.
pub(crate) fn split_login<'a>(url: &mut CurlUrl<'a>, authority: &'a str) -> &'a str {
    let Some(at) = authority.find('@') else {
        return authority;
    };
    let login = &authority[..at];
    let password_at = login.find(':');
    let options_at = if takes_options(&url.scheme) {
        login.find(';')
    } else {
        None
    };
    // `Curl_parse_login_details`: each part ends where the next separator starts.
    let end_of = |start: usize| {
        [password_at, options_at]
            .into_iter()
            .flatten()
            .filter(|&i| i > start)
            .min()
            .unwrap_or(login.len())
    };
    let user_end = [password_at, options_at]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(login.len());
    url.user = Some(Cow::Borrowed(&login[..user_end]));
    url.password = password_at.map(|i| Cow::Borrowed(&login[i + 1..end_of(i)]));
    url.options = options_at
        .map(|i| &login[i + 1..end_of(i)])
        .filter(|options| !options.is_empty())
        .map(Cow::Borrowed);
    &authority[at + 1..]
}

/// `parse_port`: the port after the host (or after `]`) taken off `host`. A `:` with nothing
/// after it is dropped, as browsers do.
pub(crate) fn split_port(
    version: CurlVersion,
    url: &mut CurlUrl<'_>,
    host: &mut &str,
) -> Result<(), Code> {
    let colon = if host.starts_with('[') {
        let close = host.find(']').ok_or(Code::BadIpv6)?;
        match host.as_bytes().get(close + 1) {
            None => None,
            Some(b':') => Some(close + 1),
            Some(_) => return Err(Code::BadPortNumber),
        }
    } else {
        host.find(':')
    };
    let Some(colon) = colon else {
        return Ok(());
    };
    let port = &host[colon + 1..];
    *host = &host[..colon];
    if port.is_empty() {
        // The URL always has a scheme here: `has_scheme`.
        return Ok(());
    }
    let digits = port.bytes().take_while(u8::is_ascii_digit).count();
    if version.has_7_88_parseurl() {
        // `strtol` in base 10, the rest empty.
        if digits == 0 || digits < port.len() {
            return Err(Code::BadPortNumber);
        }
    } else {
        let backslash = |at: usize| {
            if version.has_improved_return_codes() && port.as_bytes().get(at) == Some(&b'\\') {
                Code::Backslash
            } else {
                Code::BadPortNumber
            }
        };
        if digits == 0 {
            return Err(backslash(0));
        }
        if digits < port.len() {
            return Err(backslash(digits));
        }
    }
    let value = port[..digits]
        .bytes()
        .try_fold(0u32, |n, d| {
            let n = n * 10 + u32::from(d - b'0');
            (n <= 0xffff).then_some(n)
        })
        .ok_or(Code::BadPortNumber)?;
    url.port = Some(value as u16);
    Ok(())
}

/// What `ipv4_normalize` found the host to be.
pub(crate) enum HostKind {
    /// A numeric IPv4 address, to be written as four decimal numbers.
    Ipv4([u8; 4]),
    Ipv6,
    Name,
    /// 8.1.0's HOST_BAD: partly numeric, an error.
    Bad,
}

/// `ipv4_normalize`: `16843009`, `0x7f.1` or `0177.1.1.1` written as `a.b.c.d`; one dot at
/// the end is swallowed (8.x).
pub(crate) fn ipv4_normalize(version: CurlVersion, host: &[u8]) -> HostKind {
    if version.has_7_88_parseurl() {
        return ipv4_normalize_strtoul(host, false);
    }
    if host.first() == Some(&b'[') {
        return HostKind::Ipv6;
    }
    if !version.reads_ipv4_parts_itself() {
        return ipv4_normalize_strtoul(host, version.refuses_partly_numeric_hosts());
    }
    if !version.decodes_hosts_first() {
        return ipv4_normalize_8_20(host);
    }
    let mut parts = [0u32; 4];
    let mut n = 0;
    let mut c = host;
    loop {
        let number = if c.first() == Some(&b'0') && matches!(c.get(1), Some(b'x' | b'X')) {
            c = &c[2..];
            match number(&mut c, 16) {
                Number::Ok(value) => Number::Ok(value),
                _ => return HostKind::Name,
            }
        } else if c.first() == Some(&b'0') {
            number(&mut c, 8)
        } else {
            number(&mut c, 10)
        };
        match number {
            Number::Ok(value) => parts[n] = value,
            Number::None if n > 0 && c.is_empty() => n -= 1,
            _ => return HostKind::Name,
        }
        match c.first() {
            Some(b'.') if n == 3 => {
                if c.len() > 1 {
                    return HostKind::Name;
                }
                break;
            }
            Some(b'.') => {
                n += 1;
                c = &c[1..];
            }
            None => break,
            Some(_) => return HostKind::Name,
        }
    }
    written(n, parts).map_or(HostKind::Name, HostKind::Ipv4)
}

enum Number {
    Ok(u32),
    None,
    Overflow,
}

/// `curlx_str_number`, `_hex` and `_octal` with `UINT_MAX` as the largest value.
fn number(c: &mut &[u8], base: u32) -> Number {
    let digit = |b: u8| char::from(b).to_digit(base);
    if c.first().and_then(|&b| digit(b)).is_none() {
        return Number::None;
    }
    let mut value: u32 = 0;
    while let Some(d) = c.first().and_then(|&b| digit(b)) {
        match value.checked_mul(base).and_then(|v| v.checked_add(d)) {
            Some(v) => value = v,
            None => return Number::Overflow,
        }
        *c = &c[1..];
    }
    Number::Ok(value)
}

/// `a.b.c.d`.
pub(crate) fn write_ipv4(octets: [u8; 4]) -> String {
    let [a, b, c, d] = octets;
    format!("{a}.{b}.{c}.{d}")
}

/// A decoded host (or zone) as `curl_url_get` writes it: its UTF-8 as it is, a byte that is not
/// UTF-8 as `%XX` (curl writes the byte; `escaped` says one was), and for 7.88 (`old`) a `%` as
/// `%25`.
pub(crate) fn as_text(bytes: &[u8], old: bool, escaped: &mut bool) -> String {
    if let Ok(text) = std::str::from_utf8(bytes)
        && !(old && text.contains('%'))
    {
        return text.to_string();
    }
    let mut text = String::with_capacity(bytes.len() * 3);
    for chunk in bytes.utf8_chunks() {
        if old {
            text.push_str(&chunk.valid().replace('%', "%25"));
        } else {
            text.push_str(chunk.valid());
        }
        *escaped |= !chunk.invalid().is_empty();
        for &b in chunk.invalid() {
            let _ = std::fmt::Write::write_fmt(&mut text, format_args!("%{b:02X}"));
        }
    }
    text
}

/// The four octets of `n + 1` parts (`a`, `a.b`, `a.b.c`, `a.b.c.d`), `None` when a part is
/// too large for its place.
fn written(n: usize, parts: [u32; 4]) -> Option<[u8; 4]> {
    let [a, b, c, d] = parts;
    let octets = match n {
        0 => a.to_be_bytes(),
        1 if a <= 0xff && b <= 0xff_ffff => [a as u8, (b >> 16) as u8, (b >> 8) as u8, b as u8],
        2 if a <= 0xff && b <= 0xff && c <= 0xffff => [a as u8, b as u8, (c >> 8) as u8, c as u8],
        3 if a <= 0xff && b <= 0xff && c <= 0xff && d <= 0xff => {
            [a as u8, b as u8, c as u8, d as u8]
        }
        _ => return None,
    };
    Some(octets)
}

/// What follows part `n` of an address in the releases before 8.21: a `.` and another part
/// (`Some(true)`, not after the fourth), the end (`Some(false)`), or anything else: a name.
fn after_part(c: &mut &[u8], n: &mut usize) -> Option<bool> {
    match c.first() {
        Some(b'.') if *n == 3 => None,
        Some(b'.') => {
            *n += 1;
            *c = &c[1..];
            Some(true)
        }
        None => Some(false),
        Some(_) => None,
    }
}

/// `ipv4_normalize` from 8.13 to 8.20: `0x` (not `0X`) for hexadecimal, every part a number,
/// no dot at the end.
fn ipv4_normalize_8_20(host: &[u8]) -> HostKind {
    let mut parts = [0u32; 4];
    let mut n = 0;
    let mut c = host;
    loop {
        let number = if c.first() == Some(&b'0') && c.get(1) == Some(&b'x') {
            c = &c[2..];
            number(&mut c, 16)
        } else if c.first() == Some(&b'0') {
            number(&mut c, 8)
        } else {
            number(&mut c, 10)
        };
        let Number::Ok(value) = number else {
            return HostKind::Name;
        };
        parts[n] = value;
        match after_part(&mut c, &mut n) {
            Some(true) => {}
            Some(false) => break,
            None => return HostKind::Name,
        }
    }
    written(n, parts).map_or(HostKind::Name, HostKind::Ipv4)
}

/// `ipv4_normalize` before 8.13 (7.88's on the host before it is decoded): each part
/// `strtoul(…, 0)` (a leading `0x` or `0X` hexadecimal, `0` octal), starting with a digit; no
/// dot at the end. 8.1.0's (`bad`) calls a host that starts as a number and is not an address
/// bad rather than a name.
fn ipv4_normalize_strtoul(host: &[u8], bad: bool) -> HostKind {
    // 8.1.0: `return n ? HOST_BAD : HOST_NAME` for a part that does not start or end as a
    // number does; HOST_BAD for a fifth part and for a number too large.
    let not_a_number = |n: usize| {
        if bad && n > 0 {
            HostKind::Bad
        } else {
            HostKind::Name
        }
    };
    let too_large = if bad { HostKind::Bad } else { HostKind::Name };
    let mut parts = [0u32; 4];
    let mut n = 0;
    let mut c = host;
    loop {
        if !c.first().is_some_and(u8::is_ascii_digit) {
            return not_a_number(n);
        }
        let (value, rest) = strtoul(c);
        c = rest;
        parts[n] = value.unwrap_or(0);
        let part = n;
        match after_part(&mut c, &mut n) {
            Some(true) => {}
            Some(false) => {
                if value.is_none() {
                    return too_large;
                }
                break;
            }
            // A fifth part.
            None if c.first() == Some(&b'.') => return too_large,
            None => return not_a_number(part),
        }
        if value.is_none() {
            return too_large;
        }
    }
    written(n, parts).map_or(too_large, HostKind::Ipv4)
}

/// `strtoul(c, &endp, 0)` on text that starts with a digit: the number (`None` when it does
/// not fit in 32 bits), and the text after its digits (`0x` without a hexadecimal digit is
/// read as `0`).
fn strtoul(c: &[u8]) -> (Option<u32>, &[u8]) {
    let (base, digits) = if c.first() == Some(&b'0')
        && matches!(c.get(1), Some(b'x' | b'X'))
        && c.get(2).is_some_and(u8::is_ascii_hexdigit)
    {
        (16, &c[2..])
    } else if c.first() == Some(&b'0') {
        (8, c)
    } else {
        (10, c)
    };
    let digit = |b: &u8| char::from(*b).to_digit(base);
    let len = digits.iter().take_while(|b| digit(b).is_some()).count();
    let value = digits[..len].iter().try_fold(0u32, |value, b| {
        value.checked_mul(base)?.checked_add(digit(b)?)
    });
    (value, &digits[len..])
}

/// `hostname_check` for a name: none of the invalid bytes, not `.` alone nor ending in `..`
/// (8.x).
pub(crate) fn check_name(version: CurlVersion, host: &[u8]) -> Result<(), Code> {
    if host.is_empty() {
        return Err(Code::NoHost);
    }
    let invalid = if version.is_7_88() {
        &INVALID_7_88
    } else if version.decodes_hosts_first() {
        &INVALID
    } else {
        &INVALID_8_20
    };
    if host.iter().any(|&b| invalid[usize::from(b)]) {
        return Err(Code::BadHostname);
    }
    if version.decodes_hosts_first() && (host.ends_with(b"..") || host == b".") {
        return Err(Code::BadHostname);
    }
    Ok(())
}

/// `ipv6_parse` (7.88: `hostname_check`'s `[` branch): `[address]` or `[address%zone]`, the
/// address checked by `inet_pton` and written again by `inet_ntop` (7.88: only when that is
/// shorter); the zone moved to `url`.
pub(crate) fn parse_ipv6(
    version: CurlVersion,
    url: &mut CurlUrl<'_>,
    host: &[u8],
) -> Result<String, Code> {
    if host.len() < 4 {
        return Err(Code::BadIpv6);
    }
    let inner = &host[1..host.len() - 1];
    let len = inner
        .iter()
        .take_while(|b| b.is_ascii_hexdigit() || **b == b':' || **b == b'.')
        .count();
    let address = &host[1..1 + len];
    if len != inner.len() {
        if host.get(1 + len) != Some(&b'%') {
            return Err(Code::BadIpv6);
        }
        // `%zone]`, the zone's `%` perhaps written `%25`.
        let mut zone = &host[2 + len..];
        if zone.starts_with(b"25") && zone.get(2).is_some_and(|&b| b != b']') {
            zone = &zone[2..];
        }
        let taken = zone.iter().take(15).take_while(|&&b| b != b']').count();
        if taken == 0 || zone.get(taken) != Some(&b']') {
            return Err(Code::BadIpv6);
        }
        url.zoneid = Some(Cow::Owned(as_text(
            &zone[..taken],
            false,
            &mut url.host_escaped,
        )));
    }
    let text = std::str::from_utf8(address).map_err(|_| Code::BadIpv6)?;
    let octets = inet_pton6(text, version.has_own_inet_pton()).ok_or(Code::BadIpv6)?;
    let written = inet_ntop6(octets);
    let address = if written.len() < text.len()
        || (version.rewrites_equal_length_ipv6() && written.len() == text.len())
    {
        written.as_str()
    } else {
        text
    };
    Ok(format!("[{address}]"))
}

/// `inet_pton(AF_INET6, …)`: curl's own (8.22), or glibc's (before, on Linux), which refuses
/// a `:` at the end.
fn inet_pton6(src: &str, trailing_colon: bool) -> Option<[u8; 16]> {
    let mut tmp = [0u8; 16];
    let mut tp = 0;
    let mut colonp = None;
    let mut src = src.as_bytes();
    if src.first() == Some(&b':') {
        if src.get(1) != Some(&b':') {
            return None;
        }
        src = &src[1..];
    }
    let mut curtok = src;
    let (mut saw_xdigit, mut val) = (0, 0u32);
    while let Some((&ch, rest)) = src.split_first() {
        src = rest;
        if let Some(digit) = char::from(ch).to_digit(16) {
            val = val << 4 | digit;
            saw_xdigit += 1;
            if saw_xdigit > 4 {
                return None;
            }
            continue;
        }
        if ch == b':' {
            curtok = src;
            if saw_xdigit == 0 {
                if colonp.is_some() {
                    return None;
                }
                colonp = Some(tp);
                continue;
            }
            if !trailing_colon && src.is_empty() {
                return None;
            }
            if tp + 2 > 16 {
                return None;
            }
            tmp[tp..tp + 2].copy_from_slice(&(val as u16).to_be_bytes());
            tp += 2;
            saw_xdigit = 0;
            val = 0;
            continue;
        }
        if ch == b'.'
            && tp + 4 <= 16
            && let Some(v4) = inet_pton4(curtok)
        {
            tmp[tp..tp + 4].copy_from_slice(&v4);
            tp += 4;
            saw_xdigit = 0;
            break;
        }
        return None;
    }
    if saw_xdigit > 0 {
        if tp + 2 > 16 {
            return None;
        }
        tmp[tp..tp + 2].copy_from_slice(&(val as u16).to_be_bytes());
        tp += 2;
    }
    if let Some(colonp) = colonp {
        if tp == 16 {
            return None;
        }
        let n = tp - colonp;
        tmp.copy_within(colonp..tp, 16 - n);
        tmp[colonp..16 - n].fill(0);
        tp = 16;
    }
    (tp == 16).then_some(tmp)
}

/// `inet_pton4`: four decimal numbers up to 255, without leading zeros.
fn inet_pton4(src: &[u8]) -> Option<[u8; 4]> {
    let mut tmp = [0u8; 4];
    let (mut tp, mut octets, mut saw_digit) = (0, 0, false);
    for &ch in src {
        if ch.is_ascii_digit() {
            let val = u32::from(tmp[tp]) * 10 + u32::from(ch - b'0');
            if saw_digit && tmp[tp] == 0 {
                return None;
            }
            if val > 255 {
                return None;
            }
            tmp[tp] = val as u8;
            if !saw_digit {
                octets += 1;
                if octets > 4 {
                    return None;
                }
                saw_digit = true;
            }
        } else if ch == b'.' && saw_digit {
            if octets == 4 {
                return None;
            }
            tp += 1;
            saw_digit = false;
        } else {
            return None;
        }
    }
    (octets >= 4).then_some(tmp)
}

/// `inet_ntop(AF_INET6, …)`: lower-case hex, the longest run of two or more zero words as
/// `::` (the first of equal runs), an IPv4 tail for `::a.b.c.d` and `::ffff:a.b.c.d`.
fn inet_ntop6(src: [u8; 16]) -> String {
    let words: [u16; 8] = std::array::from_fn(|i| u16::from_be_bytes([src[2 * i], src[2 * i + 1]]));
    // Runs of zero words as (start, length): the longest, the first of equal ones.
    type Run = Option<(usize, usize)>;
    let (mut best, mut cur): (Run, Run) = (None, None);
    let end_run = |run: Run, best: &mut Run| {
        if let Some(run) = run
            && best.is_none_or(|(_, len)| run.1 > len)
        {
            *best = Some(run);
        }
    };
    for (i, &word) in words.iter().enumerate() {
        if word == 0 {
            cur = Some(cur.map_or((i, 1), |(base, len)| (base, len + 1)));
        } else {
            end_run(cur.take(), &mut best);
        }
    }
    end_run(cur, &mut best);
    let best = best.filter(|&(_, len)| len >= 2);
    let mut out = String::with_capacity(46);
    let mut i = 0;
    while i < 8 {
        if let Some((base, len)) = best
            && (base..base + len).contains(&i)
        {
            if i == base {
                out.push(':');
            }
            i += 1;
            continue;
        }
        if i > 0 {
            out.push(':');
        }
        if i == 6
            && best.is_some_and(|(base, len)| {
                base == 0 && (len == 6 || (len == 5 && words[5] == 0xffff))
            })
        {
            out.push_str(&format!("{}.{}.{}.{}", src[12], src[13], src[14], src[15]));
            break;
        }
        out.push_str(&format!("{:x}", words[i]));
        i += 1;
    }
    if best.is_some_and(|(base, len)| base + len == 8) {
        out.push(':');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ipv4(version: &str, host: &str) -> Option<String> {
        match ipv4_normalize(CurlVersion::parse(version).unwrap(), host.as_bytes()) {
            HostKind::Ipv4([a, b, c, d]) => Some(format!("{a}.{b}.{c}.{d}")),
            _ => None,
        }
    }

    #[test]
    fn numeric_hosts_are_written_as_four_numbers() {
        assert_eq!(ipv4("8.22", "16843009").as_deref(), Some("1.1.1.1"));
        assert_eq!(ipv4("8.22", "0x7f.1").as_deref(), Some("127.0.0.1"));
        assert_eq!(ipv4("8.22", "0177.1.1.1").as_deref(), Some("127.1.1.1"));
        assert_eq!(ipv4("8.22", "1.2.3.4.").as_deref(), Some("1.2.3.4"));
        assert_eq!(ipv4("7.88", "1.2.3.4."), None);
        assert_eq!(ipv4("8.22", "1.2.3.256"), None);
        assert_eq!(ipv4("8.22", "08"), None);
        assert_eq!(ipv4("8.22", "example"), None);
        assert_eq!(ipv4("7.88", "0x").as_deref(), None);
    }

    #[test]
    fn ipv6_addresses_are_written_again() {
        let text = |s: &str| inet_pton6(s, true).map(inet_ntop6);
        assert_eq!(text("0:0:0:0:0:0:0:1").as_deref(), Some("::1"));
        assert_eq!(
            text("0:0:0:0:0:FFFF:129.144.52.38").as_deref(),
            Some("::ffff:129.144.52.38")
        );
        assert_eq!(text("1:0:0:2:0:0:0:3").as_deref(), Some("1:0:0:2::3"));
        assert_eq!(text("::").as_deref(), Some("::"));
        assert_eq!(text("1::2::3"), None);
        assert_eq!(text("12345::"), None);
        assert!(inet_pton6("1:2:3:4:5:6:7:8:", true).is_some());
        assert!(inet_pton6("1:2:3:4:5:6:7:8:", false).is_none());
    }
}
