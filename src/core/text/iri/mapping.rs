//! What RFC 3987's mappings make: a mapping between an IRI and a URI, its steps, what each
//! did where, and why an escape was kept.

use std::fmt;

use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// A mapping between an IRI and a URI, as its section's steps made it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mapping {
    /// The text mapped.
    pub input: String,
    /// What the steps made of it: the URI, or the IRI.
    pub output: String,
    /// Every step, in order.
    pub steps: Vec<MappingStep>,
}

/// One step of a mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MappingStep {
    /// The step, with the sentence it carries out.
    pub step: &'static Step,
    /// The text after it; octets that are no character yet are written `<c3>`.
    pub after: String,
    /// What it did, in the order of the text.
    pub acts: Vec<MappingAct>,
}

/// What a step did at one place of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MappingAct {
    /// Where, in the input.
    pub at: Span,
    /// What.
    pub what: What,
}

/// What a step did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// Escapes became their octets.
    Decoded {
        /// The octets.
        octets: Vec<u8>,
    },
    /// Escapes were kept, or their octets escaped again.
    Kept {
        /// The octets the escapes stand for.
        octets: Vec<u8>,
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
        ascii: String,
    },
    /// A registered name's Punycode labels were converted by IDNA's ToUnicode.
    ToUnicode {
        /// What it became.
        unicode: String,
    },
    /// Something a reader should know, left as it is.
    Flagged {
        /// What.
        why: Why,
    },
}

/// Why an escape stays, or what a flag says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// `%25`: `%` itself (§3.2 step 2).
    PercentSign,
    /// An escaped reserved character (§3.2 step 2).
    Reserved(char),
    /// A US-ASCII character no URI holds plain: a control, the space, `"<>\^`{|}` (§3.2
    /// step 2; §3.1).
    NotAllowedAscii(char),
    /// Octets that are no UTF-8 (§3.2 step 3).
    NotUtf8,
    /// A character beyond US-ASCII that is neither `ucschar` nor `iprivate` (§2.2).
    NotIriCharacter(char),
    /// A private-use character outside the query (§2.2 `iprivate`).
    PrivateUseOutsideQuery(char),
    /// A bidirectional formatting character (§4.1).
    BidiControl(char),
    /// A code point Unicode has not assigned (§6.1).
    Unassigned(char),
    /// A space other than U+0020, or an invisible format character (§6.1 b).
    Invisible(char),
    /// A character beyond US-ASCII in a URI (§3.2 step 1).
    NotUsAscii(char),
    /// A text not in Normalization Form C (§3.1 step 1).
    NotNfc,
    /// A registered name left in Punycode because UTS #39 finds it may deceive.
    DeceptiveHost,
    /// A registered name left in Punycode because ToUnicode finds an error in it.
    NoUnicodeHost,
}

impl Why {
    /// A short name for JSON: `not-utf8`, `bidi-control`.
    pub const fn id(self) -> &'static str {
        match self {
            Why::PercentSign => "percent-sign",
            Why::Reserved(_) => "reserved",
            Why::NotAllowedAscii(_) => "not-allowed",
            Why::NotUtf8 => "not-utf8",
            Why::NotIriCharacter(_) => "not-iri-character",
            Why::PrivateUseOutsideQuery(_) => "private-use-outside-query",
            Why::BidiControl(_) => "bidi-control",
            Why::Unassigned(_) => "unassigned",
            Why::Invisible(_) => "invisible",
            Why::NotUsAscii(_) => "not-us-ascii",
            Why::NotNfc => "not-nfc",
            Why::DeceptiveHost => "deceptive-host",
            Why::NoUnicodeHost => "no-unicode-host",
        }
    }

    /// What it means, with the section that says so.
    pub fn sentence(self) -> String {
        match self {
            Why::PercentSign => "`%` itself: decoded, it would start an escape (RFC 3987 §3.2 \
                 step 2)"
                .to_string(),
            Why::Reserved(c) => format!(
                "`{c}` is reserved: decoded, it would delimit where it is data (RFC 3987 §3.2 \
                 step 2, RFC 3986 §2.2)"
            ),
            Why::NotAllowedAscii(c) => format!(
                "{} is a US-ASCII character no URI holds plain (RFC 3986 §2): RFC 3987 keeps \
                 its escape (§3.2 step 2), and escapes it only where it is printable (§3.1)",
                code_point(c)
            ),
            Why::NotUtf8 => "not UTF-8: these octets form no character in UTF-8, and no other \
                 character set may be guessed (RFC 3987 §3.2 steps 3 and 5)"
                .to_string(),
            Why::NotIriCharacter(c) => format!(
                "{} is no IRI character: `ucschar` leaves out the controls, the noncharacters, \
                 the specials and the tags (RFC 3987 §2.2)",
                code_point(c)
            ),
            Why::PrivateUseOutsideQuery(c) => format!(
                "{} is a private-use character, which an IRI holds only in its query (RFC 3987 \
                 §2.2, `iprivate`)",
                code_point(c)
            ),
            Why::BidiControl(c) => format!(
                "{} is a bidirectional formatting character, which an IRI must not contain: it \
                 changes how the text around it is shown (RFC 3987 §4.1)",
                code_point(c)
            ),
            Why::Unassigned(c) => format!(
                "{} is unassigned in Unicode 18.0: how it will look or normalize is not known \
                 (RFC 3987 §6.1)",
                code_point(c)
            ),
            Why::Invisible(c) => format!(
                "{} is a space or an invisible character, easily missed or mistaken (RFC 3987 \
                 §6.1 b)",
                code_point(c)
            ),
            Why::NotUsAscii(c) => format!(
                "{} is beyond US-ASCII, which a URI is written in: kept as it is, an IRI's \
                 character already (RFC 3987 §3.2 step 1)",
                code_point(c)
            ),
            Why::NotNfc => "not in Normalization Form C: kept, as for any IRI in a Unicode \
                 encoding (variant c); one read from paper or a legacy encoding would be \
                 normalized first, to other octets (RFC 3987 §3.1 step 1, §5.3.2.2)"
                .to_string(),
            Why::DeceptiveHost => "kept in Punycode: its labels mix scripts or can be taken for \
                 an ASCII name (UTS #39 §4, §5.1), so showing them decoded would deceive; \
                 `uriscope parse` says how"
                .to_string(),
            Why::NoUnicodeHost => "kept in Punycode: UTS #46 ToUnicode finds an error in it \
                 (RFC 3987 §3.2.1's conversion needs a valid name)"
                .to_string(),
        }
    }
}

/// `U+00FC`.
fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

/// An escape a URI-to-IRI mapping kept, or escaped again, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kept<'a> {
    /// Where its escapes are in the input.
    pub at: Span,
    /// The octets they stand for.
    pub octets: &'a [u8],
    /// Why they stay.
    pub why: Why,
}

impl Mapping {
    /// The escapes the mapping left in its output, with why, in the order of the input.
    pub fn kept_escaped(&self) -> impl Iterator<Item = Kept<'_>> {
        let mut kept: Vec<Kept<'_>> = (self.acts())
            .filter_map(|act| match &act.what {
                What::Kept { octets, why } => Some(Kept {
                    at: act.at,
                    octets,
                    why: *why,
                }),
                _ => None,
            })
            .collect();
        kept.sort_by_key(|kept| kept.at.start);
        kept.into_iter()
    }

    /// What the mapping flagged, with where.
    pub fn flags(&self) -> impl Iterator<Item = (Span, Why)> + '_ {
        self.acts().filter_map(|act| match act.what {
            What::Flagged { why } => Some((act.at, why)),
            _ => None,
        })
    }

    fn acts(&self) -> impl Iterator<Item = &MappingAct> {
        self.steps.iter().flat_map(|step| &step.acts)
    }
}

/// How a mapping treats a registered name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct IriOptions {
    /// [`iri_to_uri`](super::to_uri::iri_to_uri): convert a registered name beyond US-ASCII with IDNA's ToASCII instead
    /// of escaping it, as §3.1 allows for a scheme whose names are domain names
    /// (`xn--bcher-kva.example` rather than `b%C3%BCcher.example`). [`uri_to_iri_with`](super::to_iri::uri_to_iri_with):
    /// convert its Punycode labels with ToUnicode, as §3.2.1 allows, unless UTS #39 finds
    /// the name may deceive.
    pub idna_host: bool,
}

/// Why an IRI maps to no URI: where, and the mapping as far as it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotMapped {
    /// The first byte of the input the reason is about.
    pub at: usize,
    /// The reason, in a sentence.
    pub message: String,
    /// The steps taken, the last the one that refused.
    pub mapping: Mapping,
}

impl fmt::Display for NotMapped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for NotMapped {}

/// Octets as escapes with upper-case hexadecimal digits, as §3.1 step 2.2 says they SHOULD be.
pub(super) fn push_escapes(out: &mut String, octets: &[u8]) {
    use std::fmt::Write;
    for octet in octets {
        let _ = write!(out, "%{octet:02X}");
    }
}
