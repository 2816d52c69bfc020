//! What RFC 3987's mappings make: a mapping between an IRI and a URI, its steps, what each
//! did where, and why an escape was kept.

use std::fmt;

use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::finding::Finding;
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

    /// What the mapping flagged, each a [`Finding::Mapping`] with where.
    pub fn flags(&self) -> impl Iterator<Item = Finding> + '_ {
        self.acts().filter_map(|act| match act.what {
            What::Flagged { why } => Some(Finding::Mapping { why, at: act.at }),
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
