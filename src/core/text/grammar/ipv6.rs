//! `IPv6address`, the one rule RFC 3986 and RFC 2396 (through RFC 2732) share for IP literals.
//!
//! RFC 3986 §3.2.2 writes its nine forms as ABNF:
//!
//! ```text
//! IPv6address =                            6( h16 ":" ) ls32
//!             /                       "::" 5( h16 ":" ) ls32
//!             / [               h16 ] "::" 4( h16 ":" ) ls32
//!             / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//!             / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//!             / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//!             / [ *4( h16 ":" ) h16 ] "::"              ls32
//!             / [ *5( h16 ":" ) h16 ] "::"              h16
//!             / [ *6( h16 ":" ) h16 ] "::"
//! h16         = 1*4HEXDIG
//! ls32        = ( h16 ":" h16 ) / IPv4address
//! ```
//!
//! RFC 2732 §3 takes `IPv6address` from RFC 2373 §2.2, whose prose gives the same three forms
//! (`x:x:x:x:x:x:x:x`, `::` once for a run of zero pieces, `x:x:x:x:x:x:d.d.d.d`). The nine
//! alternatives say together: eight 16-bit pieces, or at most seven around one `::`, where an
//! IPv4 address may end the address and counts for two. The two RFCs differ only in the IPv4
//! address, which the caller gives.

use super::shared::HEXDIG;

/// Why a text is not an address, as a clause a message can end with.
pub type Why = &'static str;

/// Checks `address` (the text between `[` and `]`) against `IPv6address`, with `ipv4` judging an
/// embedded IPv4 address.
pub fn check(address: &str, ipv4: fn(&str) -> Result<(), Why>) -> Result<(), Why> {
    if address.is_empty() {
        return Err("the IPv6 address is empty");
    }
    match address.find("::") {
        None => {
            if pieces(address, true, ipv4)? != 8 {
                return Err("without `::`, an IPv6 address has eight 16-bit pieces (`h16`)");
            }
        }
        Some(at) => {
            let (head, tail) = (&address[..at], &address[at + 2..]);
            if tail.contains("::") {
                return Err("`::` appears more than once in the IPv6 address");
            }
            if pieces(head, false, ipv4)? + pieces(tail, true, ipv4)? > 7 {
                return Err(
                    "with `::`, an IPv6 address has at most seven 16-bit pieces (`h16`) besides",
                );
            }
        }
    }
    Ok(())
}

/// How many 16-bit pieces `part` (a side of `::`, or the whole address) holds; `ends` says
/// whether it ends the address, the only place an IPv4 address (two pieces) may stand.
fn pieces(part: &str, ends: bool, ipv4: fn(&str) -> Result<(), Why>) -> Result<usize, Why> {
    if part.is_empty() {
        return Ok(0);
    }
    let mut count = 0;
    let mut rest = part.split(':').peekable();
    while let Some(piece) = rest.next() {
        let last = ends && rest.peek().is_none();
        if piece.is_empty() {
            return Err(
                "a `:` stands alone in the IPv6 address (pieces are separated by one \
                        `:`; only `::` stands for zero pieces)",
            );
        }
        if piece.contains('.') {
            if !last {
                return Err("an IPv4 address may only end the IPv6 address (`ls32`)");
            }
            ipv4(piece)?;
            count += 2;
        } else if !piece.bytes().all(|b| HEXDIG.contains(b)) {
            return Err("a piece of the IPv6 address has a character that is not a \
                        hexadecimal digit (`h16 = 1*4HEXDIG`)");
        } else if piece.len() > 4 {
            return Err(
                "a piece of the IPv6 address has more than four hexadecimal digits \
                        (`h16 = 1*4HEXDIG`)",
            );
        } else {
            count += 1;
        }
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn any_ipv4(s: &str) -> Result<(), Why> {
        if s.split('.').count() == 4 {
            Ok(())
        } else {
            Err("bad IPv4")
        }
    }

    #[test]
    fn the_forms_and_their_limits() {
        for ok in [
            "1:2:3:4:5:6:7:8",
            "::",
            "::1",
            "1::",
            "1:2:3:4:5:6:7::",
            "::2:3:4:5:6:7:8",
            "1:2:3:4:5:6:1.2.3.4",
            "::1.2.3.4",
            "1:2:3:4:5::1.2.3.4",
        ] {
            assert_eq!(check(ok, any_ipv4), Ok(()), "{ok}");
        }
        for bad in [
            "",
            "1:2:3:4:5:6:7",
            "1:2:3:4:5:6:7:8:9",
            "1:2:3:4:5:6:7:8::",
            "1::2::3",
            ":1::",
            "::1:",
            "12345::",
            "g::",
            "1.2.3.4::",
            "1:2:3:4:5:6::1.2.3.4",
        ] {
            assert!(check(bad, any_ipv4).is_err(), "{bad}");
        }
    }
}
