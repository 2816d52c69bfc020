//! What a step of RFC 3987's mappings (§3.1, an IRI to a URI; §3.2, a URI to an IRI) did at
//! one place of the text mapped, handed to an observer as it happens.
//!
//! Like the WHATWG parser's acts, an act is generic over its text: `&str` as the mapping hands
//! it over, and a span of the text a [`Trace`](crate::trace::Trace) keeps once recorded
//! ([`Trace::mapping_act`](crate::trace::Trace::mapping_act) reads it back). Every act keeps
//! the piece of the input it is about, so a reader needs nothing else to say what it did: the
//! octets of the escapes it decoded or kept are those the piece spells.

use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::span::Span;

/// What a step did at one place of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MappingAct<T> {
    /// Where, in the input.
    pub at: Span,
    /// The input's text there: the escapes decoded or kept, the character written as escapes.
    pub text: T,
    /// What the step did.
    pub what: What<T>,
}

/// What a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum What<T> {
    /// Escapes became the octets they spell.
    Decoded,
    /// Escapes were kept, or their octets escaped again.
    Kept {
        /// Why.
        why: Why,
    },
    /// Octets were read as a character in UTF-8.
    Read {
        /// The character.
        character: char,
    },
    /// A character was written as escapes of its octets in UTF-8.
    Encoded {
        /// The character.
        character: char,
    },
    /// A registered name was converted by IDNA's ToASCII.
    ToAscii {
        /// What it became.
        ascii: T,
    },
    /// A registered name's Punycode labels were converted by IDNA's ToUnicode.
    ToUnicode {
        /// What it became.
        unicode: T,
    },
    /// Something a reader should know, left as it is.
    Flagged {
        /// What.
        why: Why,
    },
}

impl<T> What<T> {
    /// A short name for JSON: `decoded`, `kept`, `read`, `encoded`, `to-ascii`, `to-unicode`
    /// or `warning`.
    pub const fn id(&self) -> &'static str {
        match self {
            What::Decoded => "decoded",
            What::Kept { .. } => "kept",
            What::Read { .. } => "read",
            What::Encoded { .. } => "encoded",
            What::ToAscii { .. } => "to-ascii",
            What::ToUnicode { .. } => "to-unicode",
            What::Flagged { .. } => "warning",
        }
    }

    /// The same act, its text converted by `f`.
    pub fn map_text<U>(self, f: impl FnOnce(T) -> U) -> What<U> {
        match self {
            What::Decoded => What::Decoded,
            What::Kept { why } => What::Kept { why },
            What::Read { character } => What::Read { character },
            What::Encoded { character } => What::Encoded { character },
            What::ToAscii { ascii } => What::ToAscii { ascii: f(ascii) },
            What::ToUnicode { unicode } => What::ToUnicode {
                unicode: f(unicode),
            },
            What::Flagged { why } => What::Flagged { why },
        }
    }

    /// The same act, its text borrowed.
    pub fn as_ref(&self) -> What<&T> {
        match self {
            What::Decoded => What::Decoded,
            What::Kept { why } => What::Kept { why: *why },
            What::Read { character } => What::Read {
                character: *character,
            },
            What::Encoded { character } => What::Encoded {
                character: *character,
            },
            What::ToAscii { ascii } => What::ToAscii { ascii },
            What::ToUnicode { unicode } => What::ToUnicode { unicode },
            What::Flagged { why } => What::Flagged { why: *why },
        }
    }
}

impl<T> MappingAct<T> {
    /// The same act, its texts converted by `f`.
    pub fn map_text<U>(self, mut f: impl FnMut(T) -> U) -> MappingAct<U> {
        MappingAct {
            at: self.at,
            text: f(self.text),
            what: self.what.map_text(f),
        }
    }
}
