//! IPv6 addresses (§3.5): the IPv6 parser and the IPv6 serializer.

use std::net::Ipv6Addr;

use super::context::HostContext;
use super::context::HostError;
use crate::core::specs::whatwg::raises;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::whatwg_act::HostStep;

/// "The IPv6 parser", on the text between `[` and `]`. `offset` is where that text starts in
/// the host's text (for the positions of errors).
pub(super) fn parse<O: Observer>(
    input: &str,
    offset: usize,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<Ipv6Addr, HostError> {
    let bytes = input.as_bytes();
    let at = |pointer: usize| bytes.get(pointer).copied();
    let code_point = |pointer: usize| input.get(pointer..).and_then(|rest| rest.chars().next());
    let fail = |cx: &mut HostContext<'_, '_, O>, error, pointer: usize| {
        Err(cx.fail(error, offset + pointer, code_point(pointer)))
    };
    let mut address = [0u16; 8];
    let mut piece_index = 0;
    let mut compress = None;
    let mut pointer = 0;

    // Step 5: a leading `::`.
    if at(0) == Some(b':') {
        if at(1) != Some(b':') {
            return fail(cx, raises::IPV6_INVALID_COMPRESSION, 0);
        }
        pointer += 2;
        piece_index += 1;
        compress = Some(piece_index);
        if O::ENABLED {
            cx.step(HostStep::Ipv6Compress(piece_index as u8));
        }
    }
    // Step 6: the pieces.
    while let Some(c) = at(pointer) {
        if piece_index == 8 {
            return fail(cx, raises::IPV6_TOO_MANY_PIECES, pointer);
        }
        if c == b':' {
            if compress.is_some() {
                return fail(cx, raises::IPV6_MULTIPLE_COMPRESSION, pointer);
            }
            pointer += 1;
            piece_index += 1;
            compress = Some(piece_index);
            if O::ENABLED {
                cx.step(HostStep::Ipv6Compress(piece_index as u8));
            }
            continue;
        }
        let piece_start = pointer;
        let mut value: u16 = 0;
        let mut length = 0;
        while length < 4
            && let Some(digit) = at(pointer).and_then(|b| char::from(b).to_digit(16))
        {
            value = value * 0x10 + digit as u16;
            pointer += 1;
            length += 1;
        }
        match at(pointer) {
            Some(b'.') => {
                // Step 6.5: an IPv4 address in the last two pieces.
                if length == 0 {
                    return fail(cx, raises::IPV4_IN_IPV6_EMPTY_PIECE, pointer);
                }
                pointer -= length;
                if piece_index > 6 {
                    return fail(cx, raises::IPV4_IN_IPV6_TOO_MANY_PIECES, pointer);
                }
                let mut numbers_seen = 0;
                while let Some(c) = at(pointer) {
                    if numbers_seen > 0 {
                        if c == b'.' && numbers_seen < 4 {
                            pointer += 1;
                        } else {
                            return fail(cx, raises::IPV4_IN_IPV6_NO_DOT, pointer);
                        }
                    }
                    if !at(pointer).is_some_and(|b| b.is_ascii_digit()) {
                        return fail(cx, raises::IPV4_IN_IPV6_NOT_A_DIGIT, pointer);
                    }
                    let mut ipv4_piece: Option<u16> = None;
                    while let Some(digit) = at(pointer).filter(u8::is_ascii_digit) {
                        let number = u16::from(digit - b'0');
                        ipv4_piece = match ipv4_piece {
                            None => Some(number),
                            Some(0) => {
                                return fail(cx, raises::IPV4_IN_IPV6_LEADING_ZERO, pointer);
                            }
                            Some(piece) => Some(piece * 10 + number),
                        };
                        if ipv4_piece > Some(255) {
                            return fail(cx, raises::IPV4_IN_IPV6_OUT_OF_RANGE_PART, pointer);
                        }
                        pointer += 1;
                    }
                    address[piece_index] = address[piece_index] * 0x100 + ipv4_piece.unwrap_or(0);
                    numbers_seen += 1;
                    if numbers_seen == 2 || numbers_seen == 4 {
                        if O::ENABLED {
                            cx.step(HostStep::Ipv6Piece {
                                index: piece_index as u8,
                                value: address[piece_index],
                            });
                        }
                        piece_index += 1;
                    }
                }
                if numbers_seen != 4 {
                    return fail(cx, raises::IPV4_IN_IPV6_TOO_FEW_PARTS, pointer);
                }
                break;
            }
            Some(b':') => {
                pointer += 1;
                if at(pointer).is_none() {
                    return fail(cx, raises::IPV6_ENDS_AFTER_COLON, pointer);
                }
            }
            Some(_) => return fail(cx, raises::IPV6_INVALID_CODE_POINT, pointer),
            None => {}
        }
        // "If length is greater than 1 and value is less than 0x10^(length − 1),
        // IPv6-piece-leading-zero validation error."
        if length > 1 && u32::from(value) < 1 << (4 * (length - 1)) {
            cx.error(raises::IPV6_PIECE_LEADING_ZERO, offset + piece_start);
        }
        address[piece_index] = value;
        if O::ENABLED {
            cx.step(HostStep::Ipv6Piece {
                index: piece_index as u8,
                value,
            });
        }
        piece_index += 1;
    }
    // Steps 7-8: move the pieces after `::` to the end, or insist on eight pieces.
    if let Some(compress) = compress {
        let mut swaps = piece_index - compress;
        piece_index = 7;
        while piece_index != 0 && swaps > 0 {
            address.swap(piece_index, compress + swaps - 1);
            piece_index -= 1;
            swaps -= 1;
        }
    } else if piece_index != 8 {
        return fail(cx, raises::IPV6_TOO_FEW_PIECES, pointer);
    }
    let address = Ipv6Addr::from(address);
    if O::ENABLED {
        cx.step(HostStep::Ipv6Address(address));
    }
    Ok(address)
}

/// "The IPv6 serializer": lower-case hex pieces, the first longest run of two or more zero
/// pieces compressed to `::`, appended to `out` (without the brackets).
pub fn serialize(address: Ipv6Addr, out: &mut String) {
    let pieces = address.segments();
    let compress = longest_zero_run(&pieces);
    let mut ignore0 = false;
    for (i, &piece) in pieces.iter().enumerate() {
        if ignore0 && piece == 0 {
            continue;
        }
        ignore0 = false;
        if compress == Some(i) {
            out.push_str(if i == 0 { "::" } else { ":" });
            ignore0 = true;
            continue;
        }
        push_hex(out, piece);
        if i != 7 {
            out.push(':');
        }
    }
}

/// The index of the first of the first longest run of zero pieces, if it is longer than one.
fn longest_zero_run(pieces: &[u16; 8]) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    let mut i = 0;
    while i < 8 {
        if pieces[i] != 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < 8 && pieces[i] == 0 {
            i += 1;
        }
        let length = i - start;
        if length > 1 && best.is_none_or(|(_, best_length)| length > best_length) {
            best = Some((start, length));
        }
    }
    best.map(|(start, _)| start)
}

/// `piece` as the shortest lower-case hexadecimal number.
fn push_hex(out: &mut String, piece: u16) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut started = false;
    for shift in [12, 8, 4, 0] {
        let digit = (piece >> shift) & 0xF;
        if digit != 0 || started || shift == 0 {
            out.push(char::from(HEX[usize::from(digit)]));
            started = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn serialized(pieces: [u16; 8]) -> String {
        let mut out = String::new();
        serialize(Ipv6Addr::from(pieces), &mut out);
        out
    }

    #[test]
    fn serializer_compresses_the_first_longest_run() {
        assert_eq!(serialized([0, 0xf, 0, 0, 0xf, 0xf, 0, 0]), "0:f::f:f:0:0");
        assert_eq!(serialized([0; 8]), "::");
        assert_eq!(serialized([0, 0, 0, 0, 0, 0, 0, 1]), "::1");
        assert_eq!(serialized([1, 0, 0, 0, 0, 0, 0, 0]), "1::");
        assert_eq!(serialized([1, 0, 2, 0, 3, 0, 4, 0]), "1:0:2:0:3:0:4:0");
        assert_eq!(
            serialized([0x2001, 0xdb8, 0, 0, 1, 0, 0, 1]),
            "2001:db8::1:0:0:1"
        );
        assert_eq!(
            serialized([0xABCD, 0x10, 0, 0, 0, 0, 0xffff, 0x102]),
            "abcd:10::ffff:102"
        );
    }
}
