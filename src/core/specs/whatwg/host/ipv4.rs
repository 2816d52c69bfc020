//! IPv4 addresses (§3.5): the ends-in-a-number checker, the IPv4 number parser, the IPv4
//! parser and the IPv4 serializer.

use std::net::Ipv4Addr;

use super::context::HostContext;
use super::context::HostError;
use crate::core::specs::whatwg::raises;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::whatwg_act::HostStep;

/// "The ends in a number checker": does the last label (ignoring one trailing empty label)
/// consist of ASCII digits only, or parse as an IPv4 number (`0x` followed by hex digits)?
pub fn ends_in_a_number(input: &str) -> bool {
    // The last part, or the one before it if the last is empty and is not the only one.
    let mut parts = input.as_bytes();
    if let Some(without_dot) = parts.strip_suffix(b".") {
        parts = without_dot;
    } else if parts.is_empty() {
        return false;
    }
    let last = match parts.iter().rposition(|&b| b == b'.') {
        Some(dot) => &input[dot + 1..parts.len()],
        None => &input[..parts.len()],
    };
    if !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    parse_ipv4_number(last).is_some()
}

/// An IPv4 number: its value (saturated at `u64::MAX`: any value that large fails anyway), its
/// radix, and whether it was written in hex or octal (an `IPv4-non-decimal-part`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ipv4Number {
    /// The number's value, saturated at `u64::MAX`.
    pub value: u64,
    /// 10, 16 (after `0x` or `0X`) or 8 (after a leading `0`).
    pub radix: u8,
}

/// "The IPv4 number parser": `None` for failure.
pub fn parse_ipv4_number(input: &str) -> Option<Ipv4Number> {
    if input.is_empty() {
        return None;
    }
    let bytes = input.as_bytes();
    let (digits, radix) =
        if bytes.len() >= 2 && (bytes.starts_with(b"0x") || bytes.starts_with(b"0X")) {
            (&bytes[2..], 16)
        } else if bytes.len() >= 2 && bytes[0] == b'0' {
            (&bytes[1..], 8)
        } else {
            (bytes, 10)
        };
    let mut value: u64 = 0;
    for &byte in digits {
        let digit = char::from(byte).to_digit(radix)?;
        value = value
            .saturating_mul(u64::from(radix))
            .saturating_add(u64::from(digit));
    }
    Some(Ipv4Number {
        value,
        radix: radix as u8,
    })
}

/// "The IPv4 parser", on a domain that ends in a number.
pub(super) fn parse<O: Observer>(
    input: &str,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<Ipv4Addr, HostError> {
    // Step 2: a last empty part is a validation error, and removed if it is not the only one.
    let mut parts_text = input;
    if let Some(without) = input.strip_suffix('.') {
        cx.error(raises::IPV4_EMPTY_PART, input.len() - 1);
        // A trailing `.` means at least two parts, so the last one always goes.
        parts_text = without;
    }
    // Steps 3-4: fewer than four parts is a validation error; more than four is failure,
    // before any part is parsed.
    if O::VALIDATION && parts_text.bytes().filter(|&b| b == b'.').count() < 3 {
        cx.error(raises::IPV4_TOO_FEW_PARTS, 0);
    }
    if let Some((fifth, _)) = parts_text.match_indices('.').nth(3) {
        return Err(cx.fail(raises::IPV4_TOO_MANY_PARTS, fifth + 1, None));
    }
    // Steps 5-6: parse each part.
    let mut numbers = [0u64; 4];
    let mut starts = [0usize; 4];
    let mut count = 0;
    let mut start = 0;
    for part in parts_text.split('.') {
        let number = parse_ipv4_number(part);
        if O::ENABLED {
            cx.step(HostStep::Ipv4Part {
                text: part,
                radix: number.map_or(10, |n| n.radix),
                value: number.map(|n| n.value),
            });
        }
        let Some(number) = number else {
            return Err(cx.fail(raises::IPV4_NON_NUMERIC_PART, start, None));
        };
        if number.radix != 10 {
            cx.error(raises::IPV4_NON_DECIMAL_PART, start);
        }
        numbers[count] = number.value;
        starts[count] = start;
        count += 1;
        start += part.len() + 1;
    }
    let numbers = &numbers[..count];
    // Steps 7-9: a part above 255 is a validation error; failure unless it is the last part
    // and the last part fits in the bytes the other parts left.
    let last = numbers[count - 1];
    let limit = 1u64 << (8 * (5 - count));
    if let Some(i) = numbers[..count - 1].iter().position(|&n| n > 255) {
        return Err(cx.fail(raises::IPV4_OUT_OF_RANGE_PART, starts[i], None));
    }
    if last >= limit {
        return Err(cx.fail(raises::IPV4_OUT_OF_RANGE_PART, starts[count - 1], None));
    }
    if last > 255 {
        cx.error(raises::IPV4_OUT_OF_RANGE_PART, starts[count - 1]);
    }
    // Steps 10-14: the last part fills the low bytes, each other part one byte above it.
    let mut ipv4 = last as u32;
    for (counter, &n) in numbers[..count - 1].iter().enumerate() {
        ipv4 += (n as u32) << (8 * (3 - counter));
    }
    let address = Ipv4Addr::from(ipv4);
    if O::ENABLED {
        cx.step(HostStep::Ipv4Address(address));
    }
    Ok(address)
}

/// "The IPv4 serializer": four decimal numbers separated by `.`, appended to `out`.
pub fn serialize(address: Ipv4Addr, out: &mut String) {
    for (i, byte) in address.octets().into_iter().enumerate() {
        if i > 0 {
            out.push('.');
        }
        if byte >= 100 {
            out.push(char::from(b'0' + byte / 100));
        }
        if byte >= 10 {
            out.push(char::from(b'0' + byte / 10 % 10));
        }
        out.push(char::from(b'0' + byte % 10));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_in_a_number_checker() {
        for yes in ["1", "a.1", "a.1.", "0x", "a.0X1f", "09", "a.b.0x"] {
            assert!(ends_in_a_number(yes), "{yes}");
        }
        for no in ["", ".", "a", "1.a", "0x1g", "1..", "a.1a", "1.."] {
            assert!(!ends_in_a_number(no), "{no}");
        }
    }

    #[test]
    fn number_forms() {
        let n = |s| parse_ipv4_number(s).map(|n| (n.value, n.radix));
        assert_eq!(n("0"), Some((0, 10)));
        assert_eq!(n("0x"), Some((0, 16)));
        assert_eq!(n("0X1F"), Some((31, 16)));
        assert_eq!(n("010"), Some((8, 8)));
        assert_eq!(n("00"), Some((0, 8)));
        assert_eq!(n("08"), None);
        assert_eq!(n(""), None);
        assert_eq!(n("4294967296"), Some((1 << 32, 10)));
        assert_eq!(n(&"9".repeat(40)), Some((u64::MAX, 10)), "saturates");
    }

    #[test]
    fn serializer() {
        let mut out = String::new();
        serialize(Ipv4Addr::new(0, 10, 100, 255), &mut out);
        assert_eq!(out, "0.10.100.255");
    }
}
