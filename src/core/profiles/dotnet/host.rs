//! The host checks of `CheckAuthorityHelper`, in its order: an IPv6 literal
//! (`IPv6AddressHelper.IsValid`), an IPv4 address in any of inet_aton's forms
//! (`IPv4AddressHelper.ParseNonCanonical`), a DNS name as IRI parsing reads it
//! (`DomainNameHelper.IsValidByIri`), else a Windows share name (`UncNameHelper.IsValid`, which
//! Mono keeps on Unix). Each returns where the host ends.

use std::net::Ipv6Addr;

/// A host `CheckAuthorityHelper` accepted, as `AbsoluteUri` writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Host {
    /// `[::1]`, written in its canonical form (the zone left out).
    Ipv6(Ipv6Addr),
    /// `1.2.3.4`, from any of the forms `ParseNonCanonical` reads (`1.2.3`, `0x7f.1`, `017`).
    Ipv4([u8; 4]),
    /// A DNS name (`IsValidByIri`), lower-cased.
    Name(String),
    /// A name only `UncNameHelper` accepts (`-h`, `_x`), lower-cased. Where IRI parsing
    /// rewrites the string, Mono 6.8 loses it: the URI is written with an empty host.
    Share(String),
    /// No host, where the syntax allows it (`foo:///x`).
    Empty,
}

impl Host {
    /// The host as `AbsoluteUri` writes it.
    pub(super) fn written(&self) -> String {
        match self {
            Host::Ipv6(address) => format!("[{address}]"),
            Host::Ipv4([a, b, c, d]) => format!("{a}.{b}.{c}.{d}"),
            Host::Name(name) | Host::Share(name) => name.clone(),
            Host::Empty => String::new(),
        }
    }
}

/// What ends a host for a scheme that is not an implicit file path.
fn ends_host(c: char) -> bool {
    matches!(c, '/' | '\\' | ':' | '?' | '#')
}

/// `IPv6AddressHelper.IsValid` after a `[`: the address up to `]`, a `%` zone allowed; returns
/// the address and the index after `]`.
pub(super) fn ipv6(s: &[char], start: usize) -> Option<(Ipv6Addr, usize)> {
    let close = (start..s.len()).find(|&i| s[i] == ']')?;
    let text: String = s[start..close].iter().collect();
    let address = text.split('%').next().unwrap_or_default();
    if text.contains('%') && text.ends_with('%') {
        return None;
    }
    let address: Ipv6Addr = address.parse().ok()?;
    Some((address, close + 1))
}

/// `IPv4AddressHelper.ParseNonCanonical`: up to four parts, each decimal, octal (`0`) or hex
/// (`0x`), the last filling the bytes left; returns the address and where it ends.
pub(super) fn ipv4(s: &[char], start: usize) -> Option<([u8; 4], usize)> {
    let mut parts = [0u64; 4];
    let mut dots = 0;
    let mut current = start;
    let mut value: u64;
    let mut at_least_one;
    loop {
        value = 0;
        let mut base = 10;
        at_least_one = false;
        if current < s.len() && s[current] == '0' {
            base = 8;
            current += 1;
            at_least_one = true;
            if current < s.len() && matches!(s[current], 'x' | 'X') {
                base = 16;
                current += 1;
                at_least_one = false;
            }
        }
        while current < s.len() {
            let Some(digit) = s[current].to_digit(base) else {
                break;
            };
            value = value * u64::from(base) + u64::from(digit);
            if value > u64::from(u32::MAX) {
                return None;
            }
            at_least_one = true;
            current += 1;
        }
        if current < s.len() && s[current] == '.' {
            if dots >= 3 || !at_least_one || value > 0xFF {
                return None;
            }
            parts[dots] = value;
            dots += 1;
            current += 1;
            continue;
        }
        break;
    }
    if !at_least_one || (current < s.len() && !ends_host(s[current])) {
        return None;
    }
    parts[dots] = value;
    let address: u64 = match dots {
        0 => parts[0],
        1 if parts[1] <= 0xFF_FFFF => (parts[0] << 24) | parts[1],
        2 if parts[2] <= 0xFFFF => (parts[0] << 24) | (parts[1] << 16) | parts[2],
        3 if parts[3] <= 0xFF => (parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3],
        _ => return None,
    };
    Some(((address as u32).to_be_bytes(), current))
}

/// `IPv4AddressHelper.IsValidCanonical`, for an unknown scheme: four decimal numbers up to
/// 255, none with a leading `00` or a `0` before another digit; returns where it ends.
pub(super) fn ipv4_canonical(s: &[char], start: usize) -> Option<([u8; 4], usize)> {
    let mut numbers = [0u8; 4];
    let (mut dots, mut number, mut have_number, mut first_zero) = (0, 0u32, false, false);
    let mut at = start;
    while at < s.len() && !ends_host(s[at]) {
        match s[at] {
            c @ '0'..='9' => {
                if !have_number && c == '0' {
                    if s.get(at + 1) == Some(&'0') {
                        return None;
                    }
                    first_zero = true;
                }
                have_number = true;
                number = number * 10 + c.to_digit(10).unwrap_or_default();
                if number > 255 {
                    return None;
                }
            }
            '.' => {
                if !have_number || (number > 0 && first_zero) || dots == 3 {
                    return None;
                }
                numbers[dots] = number as u8;
                dots += 1;
                (number, have_number, first_zero) = (0, false, false);
            }
            _ => return None,
        }
        at += 1;
    }
    if dots != 3 || !have_number {
        return None;
    }
    numbers[3] = number as u8;
    Some((numbers, at))
}

/// `DomainNameHelper.IsValidByIri`: labels (ended by `.` or an ideographic full stop) of at
/// most 63 octets (a character beyond U+00FF counts two, a label beyond ASCII four more for
/// `xn--`), each starting with a letter, a digit or a character from U+00A0 on, and holding
/// those, `-` and `_`; a final dot is allowed. Returns where the name ends.
pub(super) fn dns_name(s: &[char], start: usize) -> Option<usize> {
    let end = (start..s.len())
        .find(|&i| ends_host(s[i]))
        .unwrap_or(s.len());
    if end == start {
        return None;
    }
    let is_dot = |c: char| matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}');
    let mut position = start;
    while position < end {
        let label_end = (position..end).find(|&i| is_dot(s[i])).unwrap_or(end);
        let label = &s[position..label_end];
        let octets: usize = label
            .iter()
            .map(|&c| if c > '\u{FF}' { 2 } else { 1 })
            .sum();
        let wide = label.iter().any(|&c| c >= '\u{A0}');
        let first_ok = label
            .first()
            .is_some_and(|&c| c >= '\u{A0}' || c.is_ascii_alphanumeric());
        if !first_ok || octets + if wide { 4 } else { 0 } > 63 {
            return None;
        }
        let rest_ok = label[1..]
            .iter()
            .all(|&c| c >= '\u{A0}' || c.is_ascii_alphanumeric() || matches!(c, '-' | '_'));
        if !rest_ok {
            return None;
        }
        position = label_end + 1;
    }
    Some(end)
}

/// `UncNameHelper.IsValid`: a first label of letters, digits, `-` and `_` holding something
/// other than a digit, later labels starting with a letter or digit, no empty label but a
/// final dot. Returns where the name ends.
pub(super) fn share_name(s: &[char], start: usize) -> Option<usize> {
    let mut end = s.len();
    let mut valid_short_name = false;
    let mut i = start;
    while i < end {
        let c = s[i];
        if ends_host(c) {
            end = i;
            break;
        } else if c == '.' {
            i += 1;
            break;
        }
        if c.is_alphabetic() || c == '-' || c == '_' {
            valid_short_name = true;
        } else if !c.is_ascii_digit() {
            return None;
        }
        i += 1;
    }
    if !valid_short_name {
        return None;
    }
    while i < end {
        let c = s[i];
        if ends_host(c) {
            end = i;
            break;
        } else if c == '.' {
            if !valid_short_name || (i > start && s[i - 1] == '.') {
                return None;
            }
            valid_short_name = false;
        } else if c == '-' || c == '_' {
            if !valid_short_name {
                return None;
            }
        } else if c.is_alphabetic() || c.is_ascii_digit() {
            valid_short_name = true;
        } else {
            return None;
        }
        i += 1;
    }
    if i > start && s[i - 1] == '.' {
        valid_short_name = true;
    }
    (valid_short_name && end - start <= 256).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chars(text: &str) -> Vec<char> {
        text.chars().collect()
    }

    #[test]
    fn ipv4_reads_inet_aton_forms() {
        assert_eq!(ipv4(&chars("1.2.3/"), 0), Some(([1, 2, 0, 3], 5)));
        assert_eq!(ipv4(&chars("0x7f.1"), 0), Some(([127, 0, 0, 1], 6)));
        assert_eq!(ipv4(&chars("1.2.3.4.5"), 0), None);
        assert_eq!(ipv4(&chars("1.2.3."), 0), None);
    }

    #[test]
    fn names_follow_the_dns_then_the_share_rules() {
        assert_eq!(dns_name(&chars("a.b./x"), 0), Some(4));
        assert_eq!(dns_name(&chars("-h"), 0), None);
        assert_eq!(share_name(&chars("-h"), 0), Some(2));
        assert_eq!(share_name(&chars("a..b"), 0), None);
        assert_eq!(share_name(&chars("80"), 0), None);
    }
}
