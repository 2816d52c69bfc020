//! Where Python connects for a URL: `urlsplit(url)`, then the result's `.hostname`, `.port`
//! and the user information before the netloc's last `@` (Lib/urllib/parse.py's `_hostinfo`
//! and `_userinfo`; 2.7's `ResultMixin` in Lib/urlparse.py): what `http.client`,
//! `urllib.request` and `requests` connect to. `.port` has three readings: 2.7's (`int(port,
//! 10)` of the text between the first two `:`, `None` out of range), 3.5 to 3.9's (`int(port,
//! 10)`, which takes whitespace, a sign, `_` and any script's digits; out of range a
//! `ValueError` from 3.6, bpo-20059), and from 3.10 gh-96035's (ASCII digits only). The
//! installed 2.7.18 and 3.6 to 3.13 were run; the 3.10 and 3.11 patch releases before the
//! gh-96035 backport are answered as the later ones.

use icu_properties::props::GeneralCategory;
use icu_properties::{CodePointMapData, CodePointMapDataBorrowed};

use super::urljoin::scheme_and_netloc;
use super::version::{Era, PythonVersion};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

static GENERAL_CATEGORY: CodePointMapDataBorrowed<'static, GeneralCategory> =
    CodePointMapData::new();

/// The connection `urlsplit(url)` gives in CPython `release`, or the `ValueError` it (or
/// `.port`) raises.
pub(crate) fn connects_to(release: Release, url: &str) -> Result<Connection, String> {
    let version = PythonVersion::of(release);
    let (scheme, netloc) = scheme_and_netloc(release, url)?;
    let netloc = netloc.unwrap_or_default();
    let (userinfo, hostinfo) = match netloc.rsplit_once('@') {
        Some((userinfo, hostinfo)) => (Some(userinfo.to_string()), hostinfo),
        None => (None, netloc.as_str()),
    };
    let (host, port) = match version.era() {
        Era::Rfc1808 => python2_host_and_port(hostinfo)?,
        _ => python3_host_and_port(version, hostinfo)?,
    };
    let mut connection = Connection::new(&scheme, host, port);
    connection.userinfo = userinfo;
    Ok(connection)
}

/// 3.x's `_hostinfo`, `.hostname` and `.port`.
fn python3_host_and_port(
    version: PythonVersion,
    hostinfo: &str,
) -> Result<(Option<String>, Option<u16>), String> {
    // `_hostinfo`: a bracketed host up to `]`, the port after the `:` that follows it; else
    // the host before the first `:`.
    let (hostname, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (host, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            (host, after.split_once(':').map_or("", |(_, port)| port))
        }
        None => hostinfo.split_once(':').unwrap_or((hostinfo, "")),
    };
    // `.hostname`: lower case, but for an IPv6 zone after `%`; `None` when empty.
    let host = (!hostname.is_empty()).then(|| match hostname.split_once('%') {
        Some((address, zone)) => format!("{}%{zone}", address.to_lowercase()),
        None => hostname.to_lowercase(),
    });
    if port.is_empty() {
        return Ok((host, None));
    }
    let cast_error = || format!("ValueError: Port could not be cast to integer value as '{port}'");
    let number = if version.reads_ports_as_ascii_digits() {
        let digits = port.bytes().all(|b| b.is_ascii_digit());
        digits.then(|| big_decimal(port.bytes().map(|b| b - b'0')))
    } else {
        python_int(port)
    };
    let number = number.ok_or_else(cast_error)?;
    match u16::try_from(number) {
        Ok(port) => Ok((host, Some(port))),
        Err(_) if version.raises_on_ports_out_of_range() => {
            Err("ValueError: Port out of range 0-65535".to_string())
        }
        Err(_) => Ok((host, None)),
    }
}

/// 2.7's `.hostname` and `.port` (Lib/urlparse.py, `ResultMixin`), on byte strings.
fn python2_host_and_port(hostinfo: &str) -> Result<(Option<String>, Option<u16>), String> {
    let host = if hostinfo.contains('[') && hostinfo.contains(']') {
        // `netloc.split(']')[0][1:]`: from the second byte, whatever the first is.
        let before = hostinfo.split(']').next().unwrap_or_default();
        Some(before.get(1..).unwrap_or_default().to_ascii_lowercase())
    } else if hostinfo.contains(':') {
        Some(
            hostinfo
                .split(':')
                .next()
                .unwrap_or_default()
                .to_ascii_lowercase(),
        )
    } else if hostinfo.is_empty() {
        None
    } else {
        Some(hostinfo.to_ascii_lowercase())
    };
    // `netloc.split(']')[-1]`, then the text between its first two `:`.
    let after = hostinfo.rsplit(']').next().unwrap_or_default();
    let port = match after.split(':').nth(1) {
        None | Some("") => None,
        Some(port) => {
            let number = python2_int(port).ok_or_else(|| {
                format!("ValueError: invalid literal for int() with base 10: '{port}'")
            })?;
            u16::try_from(number).ok()
        }
    };
    Ok((host, port))
}

/// 2.7's `int(text, 10)` of a byte string: ASCII whitespace around, a sign, ASCII digits.
fn python2_int(text: &str) -> Option<i128> {
    let text = text.trim_matches(|c: char| matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r'));
    let (negative, digits) = sign(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = big_decimal(digits.bytes().map(|b| b - b'0'));
    Some(if negative { -value } else { value })
}

/// 3.x's `int(text, 10)`: whitespace around (`str.isspace`), a sign, then decimal digits of any
/// script (General_Category Nd), a single `_` allowed between two digits.
fn python_int(text: &str) -> Option<i128> {
    let is_space = |c: char| c.is_whitespace() || ('\x1c'..='\x1f').contains(&c);
    let (negative, rest) = sign(text.trim_matches(is_space));
    let mut values = Vec::new();
    let mut underscore = false;
    for c in rest.chars() {
        if c == '_' && !values.is_empty() && !underscore {
            underscore = true;
            continue;
        }
        values.push(decimal_value(c)?);
        underscore = false;
    }
    if values.is_empty() || underscore {
        return None;
    }
    let value = big_decimal(values.into_iter());
    Some(if negative { -value } else { value })
}

/// A leading `+` or `-` off, and whether it was `-`.
fn sign(text: &str) -> (bool, &str) {
    match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    }
}

/// The value of a decimal digit of any script: Unicode's decimal digits come in runs of ten
/// from their zero, so a digit's value is its distance from the run's start, modulo ten.
fn decimal_value(c: char) -> Option<u8> {
    let is_digit = |c: u32| {
        char::from_u32(c).is_some_and(|c| GENERAL_CATEGORY.get(c) == GeneralCategory::DecimalNumber)
    };
    if !is_digit(c as u32) {
        return None;
    }
    let mut start = c as u32;
    while start > 0 && is_digit(start - 1) {
        start -= 1;
    }
    Some(((c as u32 - start) % 10) as u8)
}

/// A decimal number from its digits, saturating: anything past `u16` is out of range alike.
fn big_decimal(digits: impl Iterator<Item = u8>) -> i128 {
    digits.fold(0i128, |n, d| {
        n.saturating_mul(10).saturating_add(i128::from(d))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_reads_a_port_as_int_does() {
        assert_eq!(python_int(" +8_0\t"), Some(80));
        assert_eq!(python_int("\u{0668}\u{0660}"), Some(80));
        assert_eq!(python_int("\u{1D7D6}"), Some(8));
        assert_eq!(python_int("8__0"), None);
        assert_eq!(python_int("_80"), None);
        assert_eq!(python_int("-0"), Some(0));
        assert_eq!(python2_int(" 80 "), Some(80));
        assert_eq!(python2_int("8_0"), None);
    }
}
