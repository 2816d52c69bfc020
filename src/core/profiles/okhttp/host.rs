//! OkHttp 3.13.1's `Util.canonicalizeHost`: a host holding `:` read as an IPv6 address
//! (`decodeIpv6`, its brackets dropped) and written in RFC 5952's form (`inet6AddressToAscii`),
//! an IPv4-mapped one as its IPv4 address (`InetAddress.getByAddress` gives an `Inet4Address`);
//! any other through `java.net.IDN.toASCII` (java_idn.rs), lower-cased, and refused where it
//! is empty or holds a character a Host header cannot.

use super::java_idn;

/// `canonicalizeHost(host)`: the host as OkHttp writes it, or `None` (an invalid host).
pub(super) fn canonicalize_host(host: &str) -> Option<String> {
    if host.contains(':') {
        let inner = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            Some(inner) => inner,
            None => host,
        };
        let address = decode_ipv6(inner)?;
        if address[..10].iter().all(|&b| b == 0) && address[10] == 0xff && address[11] == 0xff {
            let [a, b, c, d] = [address[12], address[13], address[14], address[15]];
            return Some(format!("{a}.{b}.{c}.{d}"));
        }
        return Some(inet6_address_to_ascii(&address));
    }
    let result = java_idn::to_ascii(host).ok()?.to_ascii_lowercase();
    if result.is_empty() || result.chars().any(invalid_in_host) {
        return None;
    }
    Some(result)
}

/// `containsInvalidHostnameAsciiCodes`'s test of one character.
fn invalid_in_host(c: char) -> bool {
    c <= '\u{1f}' || c >= '\u{7f}' || " #%/:?@[\\]".contains(c)
}

/// `decodeIpv6(input)`: groups of one to four hex digits, one `::`, an IPv4 suffix.
fn decode_ipv6(input: &str) -> Option<[u8; 16]> {
    let chars: Vec<char> = input.chars().collect();
    let limit = chars.len();
    let mut address = [0u8; 16];
    let mut b = 0;
    let mut compress: Option<usize> = None;
    let mut group_offset = 0;
    let mut i = 0;
    while i < limit {
        if b == address.len() {
            return None;
        }
        if i + 2 <= limit && chars[i] == ':' && chars[i + 1] == ':' {
            if compress.is_some() {
                return None;
            }
            i += 2;
            b += 2;
            compress = Some(b);
            if i == limit {
                break;
            }
        } else if b != 0 {
            if chars[i] == ':' {
                i += 1;
            } else if chars[i] == '.' {
                if !decode_ipv4_suffix(&chars[group_offset..], &mut address, b - 2) {
                    return None;
                }
                b += 2;
                break;
            } else {
                return None;
            }
        }
        let mut value: u32 = 0;
        group_offset = i;
        while i < limit {
            let Some(digit) = chars[i].to_digit(16).filter(|_| chars[i].is_ascii()) else {
                break;
            };
            value = (value << 4) + digit;
            i += 1;
        }
        let length = i - group_offset;
        if length == 0 || length > 4 {
            return None;
        }
        address[b] = ((value >> 8) & 0xff) as u8;
        address[b + 1] = (value & 0xff) as u8;
        b += 2;
    }
    if b != address.len() {
        let compress = compress?;
        let moved = b - compress;
        address.copy_within(compress..b, 16 - moved);
        address[compress..16 - moved].fill(0);
    }
    Some(address)
}

/// `decodeIpv4Suffix`: four decimal bytes from `offset`, no leading zeros.
fn decode_ipv4_suffix(chars: &[char], address: &mut [u8; 16], offset: usize) -> bool {
    let mut b = offset;
    let mut i = 0;
    while i < chars.len() {
        if b == address.len() {
            return false;
        }
        if b != offset {
            if chars[i] != '.' {
                return false;
            }
            i += 1;
        }
        let mut value: u32 = 0;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            if value == 0 && start != i {
                return false;
            }
            value = value * 10 + (chars[i] as u32 - '0' as u32);
            if value > 255 {
                return false;
            }
            i += 1;
        }
        if i == start {
            return false;
        }
        address[b] = value as u8;
        b += 1;
    }
    b == offset + 4
}

/// `inet6AddressToAscii`: RFC 5952's text, the first longest run of two or more zero groups as
/// `::`.
fn inet6_address_to_ascii(address: &[u8; 16]) -> String {
    let mut longest_offset = None;
    let mut longest_length = 0;
    let mut i = 0;
    while i < 16 {
        let start = i;
        while i < 16 && address[i] == 0 && address[i + 1] == 0 {
            i += 2;
        }
        let length = i - start;
        if length > longest_length && length >= 4 {
            longest_offset = Some(start);
            longest_length = length;
        }
        i += 2;
    }
    let mut text = String::new();
    let mut i = 0;
    while i < 16 {
        if Some(i) == longest_offset {
            text.push(':');
            i += longest_length;
            if i == 16 {
                text.push(':');
            }
        } else {
            if i > 0 {
                text.push(':');
            }
            let group = u16::from(address[i]) << 8 | u16::from(address[i + 1]);
            text.push_str(&format!("{group:x}"));
            i += 2;
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each as OkHttp 3.13.1 writes the host (run).
    #[test]
    fn hosts_are_canonicalized_as_okhttp_does() {
        assert_eq!(
            canonicalize_host("[::ffff:1.2.3.4]").as_deref(),
            Some("1.2.3.4")
        );
        assert_eq!(
            canonicalize_host("[0:0:0:0:0:0:0:1]").as_deref(),
            Some("::1")
        );
        assert_eq!(
            canonicalize_host("[1:0:0:2:0:0:0:3]").as_deref(),
            Some("1:0:0:2::3")
        );
        assert_eq!(canonicalize_host("[1::2::3]"), None);
        assert_eq!(canonicalize_host("A.Example").as_deref(), Some("a.example"));
        assert_eq!(canonicalize_host("a b"), None);
        assert_eq!(canonicalize_host(""), None);
    }
}
