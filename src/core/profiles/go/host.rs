//! `parseAuthority` and `parseHost` (src/net/url/url.go), and the part of `netip.ParseAddr`
//! (src/net/netip/netip.go) that the newest `parseHost` calls on a bracketed host.

use std::borrow::Cow;

use super::escape::{Mode, one_of, quote, unescape};
use crate::core::profiles::go::version::GoVersion;

/// A `Userinfo`: the user name and, when set, the password, decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Userinfo<'a> {
    pub(super) username: Cow<'a, [u8]>,
    pub(super) password: Option<Cow<'a, [u8]>>,
}

/// A host as `URL` holds it (decoded) and as `String` writes it (`escape(host, encodeHost)`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Host<'a> {
    pub(super) decoded: Cow<'a, [u8]>,
    pub(super) written: Cow<'a, str>,
}

/// `parseAuthority(scheme, authority)`: the user information before the last `@`, and the
/// host, each checked and decoded.
pub(super) fn parse_authority<'a>(
    version: GoVersion,
    scheme: &str,
    authority: &'a str,
) -> Result<(Option<Userinfo<'a>>, Host<'a>), String> {
    let at = authority.rfind('@');
    let text = &authority[at.map_or(0, |i| i + 1)..];
    let host = match parse_host(version, scheme, text)? {
        // Nothing decoded, and `unescape` let no ASCII byte through that `escape` would
        // change: an ASCII host is written as it is.
        Cow::Borrowed(decoded) if text.is_ascii() => Host {
            decoded: Cow::Borrowed(decoded),
            written: Cow::Borrowed(text),
        },
        decoded => Host {
            written: Cow::Owned(super::escape::escape(&decoded, Mode::Host).into_owned()),
            decoded,
        },
    };
    let Some(at) = at else {
        return Ok((None, host));
    };
    let userinfo = &authority[..at];
    if !valid_userinfo(userinfo) {
        return Err("net/url: invalid userinfo".to_string());
    }
    let user = match userinfo.split_once(':') {
        None => Userinfo {
            username: unescape(userinfo.as_bytes(), Mode::UserPassword)?,
            password: None,
        },
        Some((username, password)) => Userinfo {
            username: unescape(username.as_bytes(), Mode::UserPassword)?,
            password: Some(unescape(password.as_bytes(), Mode::UserPassword)?),
        },
    };
    Ok((Some(user), host))
}

/// `validUserinfo`: RFC 3986 §3.2.1's characters, and `%` and `@`.
fn valid_userinfo(s: &str) -> bool {
    s.bytes()
        .all(|b| b.is_ascii_alphanumeric() || one_of(b, b"-._:~!$&'()*+,;=%@"))
}

/// `validOptionalPort`: empty, or `:` and digits.
fn valid_optional_port(port: &str) -> bool {
    port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|digits| digits.bytes().all(|b| b.is_ascii_digit()))
}

fn invalid_port(colon_port: &str) -> String {
    format!("invalid port {} after host", quote(colon_port.as_bytes()))
}

/// `parseHost(scheme, host)`: `host[:port]`, the port checked, the name decoded (only non-ASCII
/// bytes may be escaped, and `%25` in an IPv6 zone).
fn parse_host<'a>(
    version: GoVersion,
    scheme: &str,
    host: &'a str,
) -> Result<Cow<'a, [u8]>, String> {
    let open = if version.checks_hosts_strictly() {
        host.rfind('[')
    } else {
        host.starts_with('[').then_some(0)
    };
    match open {
        Some(1..) => return Err("invalid IP-literal".to_string()),
        Some(_) => {
            let close = host
                .rfind(']')
                .ok_or_else(|| "missing ']' in host".to_string())?;
            let colon_port = &host[close + 1..];
            if !valid_optional_port(colon_port) {
                return Err(invalid_port(colon_port));
            }
            if version.checks_hosts_strictly() {
                return bracketed(host, close, colon_port);
            }
            // Before the checks: the zone is decoded on its own, the rest as a host.
            if let Some(zone) = host[..close].find("%25") {
                let mut decoded = unescape(&host.as_bytes()[..zone], Mode::Host)?.into_owned();
                decoded.extend_from_slice(&unescape(&host.as_bytes()[zone..close], Mode::Zone)?);
                decoded.extend_from_slice(&unescape(&host.as_bytes()[close..], Mode::Host)?);
                return Ok(Cow::Owned(decoded));
            }
        }
        None => {
            if let Some(first) = host.find(':') {
                let last = host.rfind(':').unwrap_or(first);
                // go#75223, go#78077: only http and https keep the port after the first `:`.
                let colon =
                    if version.checks_hosts_strictly() && (scheme == "http" || scheme == "https") {
                        first
                    } else {
                        last
                    };
                if !valid_optional_port(&host[colon..]) {
                    return Err(invalid_port(&host[colon..]));
                }
            }
        }
    }
    unescape(host.as_bytes(), Mode::Host)
}

/// The newest `parseHost` on `[…]`: the name decoded (its zone on its own), then
/// `netip.ParseAddr`, which must find an IPv6 address.
fn bracketed<'a>(
    host: &'a str,
    close: usize,
    colon_port: &'a str,
) -> Result<Cow<'a, [u8]>, String> {
    let port = unescape(colon_port.as_bytes(), Mode::Host)?;
    let name = &host[1..close];
    let mut decoded = match name.find("%25") {
        Some(zone) => {
            let mut part = unescape(&name.as_bytes()[..zone], Mode::Host)?.into_owned();
            part.extend_from_slice(&unescape(&name.as_bytes()[zone..], Mode::Zone)?);
            part
        }
        None => unescape(name.as_bytes(), Mode::Host)?.into_owned(),
    };
    match parse_addr(&decoded) {
        Err(error) => return Err(format!("invalid host: {error}")),
        Ok(Family::V4) => return Err("invalid IP-literal".to_string()),
        Ok(Family::V6) => {}
    }
    decoded.insert(0, b'[');
    decoded.push(b']');
    decoded.extend_from_slice(&port);
    Ok(Cow::Owned(decoded))
}

/// What `netip.ParseAddr` found.
#[derive(Debug, PartialEq, Eq)]
enum Family {
    V4,
    V6,
}

/// `netip.ParseAddr(s)`: the family, or the error as `parseAddrError` prints it.
fn parse_addr(s: &[u8]) -> Result<Family, String> {
    let error = |msg: &str, at: &[u8]| {
        if at.is_empty() {
            format!("ParseAddr({}): {msg}", quote(s))
        } else {
            format!("ParseAddr({}): {msg} (at {})", quote(s), quote(at))
        }
    };
    for &c in s {
        match c {
            b'.' => {
                return ipv4_fields(s)
                    .map(|_| Family::V4)
                    .map_err(|(m, at)| error(m, at));
            }
            b':' => return ipv6(s).map(|()| Family::V6).map_err(|(m, at)| error(m, at)),
            b'%' => return Err(error("missing IPv6 address", b"")),
            _ => {}
        }
    }
    Err(error("unable to parse IP", b""))
}

type AddrError<'a> = (&'static str, &'a [u8]);

/// `parseIPv4Fields` over `s`, a part of the text given.
fn ipv4_fields(s: &[u8]) -> Result<(), AddrError<'_>> {
    let (mut val, mut pos, mut digits) = (0u32, 0, 0);
    for (i, &c) in s.iter().enumerate() {
        if c.is_ascii_digit() {
            if digits == 1 && val == 0 {
                return Err(("IPv4 field has octet with leading zero", b""));
            }
            val = val * 10 + u32::from(c - b'0');
            digits += 1;
            if val > 255 {
                return Err(("IPv4 field has value >255", b""));
            }
        } else if c == b'.' {
            if i == 0 || i == s.len() - 1 || s[i - 1] == b'.' {
                return Err(("IPv4 field must have at least one digit", &s[i..]));
            }
            if pos == 3 {
                return Err(("IPv4 address too long", b""));
            }
            pos += 1;
            val = 0;
            digits = 0;
        } else {
            return Err(("unexpected character", &s[i..]));
        }
    }
    if pos < 3 {
        return Err(("IPv4 address too short", b""));
    }
    Ok(())
}

/// `parseIPv6`: groups of one to four hex digits, one `::`, an IPv4 address in the last two
/// groups, a non-empty zone after `%`.
fn ipv6(input: &[u8]) -> Result<(), AddrError<'_>> {
    let mut s = input;
    let mut zone: &[u8] = b"";
    if let Some(i) = s.iter().position(|&b| b == b'%') {
        zone = &s[i + 1..];
        s = &s[..i];
        if zone.is_empty() {
            return Err(("zone must be a non-empty string", b""));
        }
    }
    let mut ellipsis: Option<usize> = None;
    if s.starts_with(b"::") {
        ellipsis = Some(0);
        s = &s[2..];
        if s.is_empty() {
            return Ok(());
        }
    }
    let mut i = 0;
    while i < 16 {
        let mut off = 0;
        let mut acc = 0u32;
        while off < s.len() {
            let Some(digit) = char::from(s[off]).to_digit(16) else {
                break;
            };
            acc = (acc << 4) + digit;
            if off > 3 {
                return Err(("each group must have 4 or less digits", s));
            }
            if acc > 0xffff {
                return Err(("IPv6 field has value >=2^16", s));
            }
            off += 1;
        }
        if off == 0 {
            return Err(("each colon-separated field must have at least one digit", s));
        }
        if s.get(off) == Some(&b'.') {
            if ellipsis.is_none() && i != 12 {
                return Err((
                    "embedded IPv4 address must replace the final 2 fields of the address",
                    s,
                ));
            }
            if i + 4 > 16 {
                return Err((
                    "too many hex fields to fit an embedded IPv4 at the end of the address",
                    s,
                ));
            }
            let end = input.len() - if zone.is_empty() { 0 } else { zone.len() + 1 };
            ipv4_fields(&input[end - s.len()..end])?;
            s = b"";
            i += 4;
            break;
        }
        i += 2;
        s = &s[off..];
        if s.is_empty() {
            break;
        }
        if s[0] != b':' {
            return Err(("unexpected character, want colon", s));
        } else if s.len() == 1 {
            return Err(("colon must be followed by more characters", s));
        }
        s = &s[1..];
        if s[0] == b':' {
            if ellipsis.is_some() {
                return Err(("multiple :: in address", s));
            }
            ellipsis = Some(i);
            s = &s[1..];
            if s.is_empty() {
                break;
            }
        }
    }
    if !s.is_empty() {
        return Err(("trailing garbage after address", s));
    }
    if i < 16 {
        if ellipsis.is_none() {
            return Err(("address string too short", b""));
        }
    } else if ellipsis.is_some() {
        return Err(("the :: must expand to at least one field of zeros", b""));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn newest(host: &str) -> Result<String, String> {
        parse_host(GoVersion::NEWEST, "http", host)
            .map(|h| String::from_utf8_lossy(&h).into_owned())
    }

    /// The rows of `TestParseErrors` (src/net/url/url_test.go) that reach `parseHost`.
    #[test]
    fn the_hosts_gos_suite_accepts_and_refuses() {
        for good in [
            "[::1]",
            "[::1]:80",
            "[::1%25en0]",
            "[::1]:",
            "x:",
            "[::1%25%41]",
            "[::ffff:192.168.0.1]",
            "[::ffff:192.168.0.1]:8080",
            "[::ffff:c0a8:1]",
        ] {
            assert!(newest(good).is_ok(), "{good}: {:?}", newest(good));
        }
        for bad in [
            "[::1]:namedport",
            "x:namedport",
            "[::1]a",
            "[::1]%23",
            "[::1]:%38%30",
            "[%10::1]",
            "%41:8080",
            "y(z:123)",
            "a b.com",
            "[192.168.0.1]",
            "[192.168.0.1]:8080",
            "[::ffff:192.168.0.1000]",
            "[not-an-ip]",
            "[fe80::1%foo]",
            "[fe80::1",
            "fe80::1]",
            "[test.com]",
        ] {
            assert!(newest(bad).is_err(), "{bad}: {:?}", newest(bad));
        }
        assert_eq!(newest("[::1%25en0]:80").unwrap(), "[::1%en0]:80");
        assert_eq!(newest("[192.168.0.1]").unwrap_err(), "invalid IP-literal");
        assert_eq!(
            newest("[not-an-ip]").unwrap_err(),
            "invalid host: ParseAddr(\"not-an-ip\"): unable to parse IP"
        );
        assert_eq!(
            newest("a:1:2").unwrap_err(),
            "invalid port \":1:2\" after host"
        );
    }

    #[test]
    fn before_the_checks_any_bracketed_name_and_the_last_colon_were_taken() {
        let old = GoVersion::parse("1.25").unwrap();
        assert!(parse_host(old, "http", "[not-an-ip]").is_ok());
        assert!(parse_host(old, "http", "a:1:2").is_ok());
        assert!(parse_host(GoVersion::NEWEST, "mongodb", "a:1:2").is_ok());
    }
}
