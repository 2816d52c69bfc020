//! The query of a special URL in an encoding other than UTF-8: the basic URL parser's
//! `encoding` argument (§4.4), which HTML passes as the document's encoding (HTML §2.4.2,
//! "encoding-parse a URL"). The query state then ends with "percent-encode after encoding, with
//! encoding, buffer, and queryPercentEncodeSet" (§1.3) instead of UTF-8.

use super::percent_encode::{EncodeSet, push_percent_encoded_byte};

/// What an encoder gives for a run of the query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoded<'a> {
    /// The bytes of code points it could encode.
    Bytes(&'a [u8]),
    /// A code point the encoding has no bytes for.
    Unmappable(char),
}

/// An encoding for the query of a special URL: an encoder run over the whole query, as the
/// Standard runs "encode or fail" on the buffer (a stateful encoding such as ISO-2022-JP sees
/// the query at once).
pub trait QueryEncoding {
    /// Encodes `query`, handing each run of bytes and each unmappable code point to `out`, in
    /// order.
    fn encode(&self, query: &str, out: &mut dyn FnMut(Encoded<'_>));

    /// Whether it encodes the query of every URL, as Chromium does, not only a special URL's
    /// other than `ws:` and `wss:`, as the Standard says.
    fn encodes_every_query(&self) -> bool {
        false
    }
}

/// "Percent-encode after encoding" `query` with `encoding` and `set`, appended to `out`: a byte
/// whose isomorph is not in the set as it is, any other as `%XX`, and an unmappable code point
/// as `%26%23`, its number in decimal, `%3B`.
pub(crate) fn percent_encode_after_encoding(
    query: &str,
    encoding: &dyn QueryEncoding,
    set: EncodeSet,
    out: &mut String,
) {
    encoding.encode(query, &mut |encoded| match encoded {
        Encoded::Bytes(bytes) => {
            for &byte in bytes {
                if set.contains_byte(byte) {
                    push_percent_encoded_byte(out, byte);
                } else {
                    out.push(char::from(byte));
                }
            }
        }
        Encoded::Unmappable(c) => {
            out.push_str("%26%23");
            out.push_str(&u32::from(c).to_string());
            out.push_str("%3B");
        }
    });
}
