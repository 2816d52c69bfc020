//! RFC 3987's steps, as §3.1 and §3.2 word them.

use crate::core::vocabulary::step::{Document, Step};

const RFC3987: Document = Document::Published {
    id: "rfc3987",
    name: "RFC 3987",
};

/// §3.2, converting URIs to IRIs.
pub(crate) mod to_iri {
    use super::*;

    pub(crate) static OCTETS: Step = Step::of(
        RFC3987,
        "1",
        "the URI as octets in US-ASCII",
        "§3.2 step 1",
        "Represent the URI as a sequence of octets in US-ASCII.",
    );
    pub(crate) static DECODE: Step = Step::of(
        RFC3987,
        "2",
        "decode escapes, except %, reserved and not allowed",
        "§3.2 step 2",
        "Convert all percent-encodings (\"%\" followed by two hexadecimal digits) to the \
         corresponding octets, except those corresponding to \"%\", characters in \"reserved\", \
         and characters in US-ASCII not allowed in URIs.",
    )
    .iterating();
    pub(crate) static NOT_UTF8: Step = Step::of(
        RFC3987,
        "3",
        "escape again octets that are no UTF-8",
        "§3.2 step 3",
        "Re-percent-encode any octet produced in step 2 that is not part of a strictly legal \
         UTF-8 octet sequence.",
    )
    .iterating();
    pub(crate) static UNFIT: Step = Step::of(
        RFC3987,
        "4",
        "escape again characters not appropriate in an IRI",
        "§3.2 step 4",
        "Re-percent-encode all octets produced in step 3 that in UTF-8 represent characters \
         that are not appropriate according to sections 2.2, 4.1, and 6.1.",
    )
    .iterating();
    pub(crate) static CHARACTERS: Step = Step::of(
        RFC3987,
        "5",
        "read the octets as UTF-8",
        "§3.2 step 5",
        "Interpret the resulting octet sequence as a sequence of characters encoded in UTF-8.",
    )
    .iterating();
    pub(crate) static HOST: Step = Step::of(
        RFC3987,
        "ireg-name",
        "the registered name's Punycode labels by ToUnicode",
        "§3.2.1",
        "Implementations with scheme-specific knowledge MAY convert punycode-encoded domain name \
         labels to the corresponding characters by using the ToUnicode procedure.",
    );
}

/// §3.1, mapping IRIs to URIs.
pub(crate) mod to_uri {
    use super::*;

    pub(crate) static CHARACTERS: Step = Step::of(
        RFC3987,
        "1c",
        "the IRI's characters, not normalized",
        "§3.1 step 1 c",
        "If the IRI is in a Unicode-based character encoding (for example, UTF-8 or UTF-16), do \
         not normalize (see section 5.3.2.2 for details). Apply step 2 directly to the encoded \
         Unicode character sequence.",
    );
    pub(crate) static HOST: Step = Step::of(
        RFC3987,
        "ireg-name",
        "the registered name by ToASCII",
        "§3.1, ireg-name",
        "Replace the ireg-name part of the IRI by the part converted using the ToASCII \
         operation specified in section 4.1 of [RFC3490] on each dot-separated label, and by \
         using U+002E (FULL STOP) as a label separator, with the flag UseSTD3ASCIIRules set to \
         TRUE",
    );
    pub(crate) static ENCODE: Step = Step::of(
        RFC3987,
        "2",
        "each character beyond US-ASCII as %HH of its UTF-8",
        "§3.1 step 2",
        "For each character in 'ucschar' or 'iprivate', apply steps 2.1 through 2.3 below. \
         2.1. Convert the character to a sequence of one or more octets using UTF-8. 2.2. \
         Convert each octet to %HH, where HH is the hexadecimal notation of the octet value. \
         2.3. Replace the original character with the resulting character sequence.",
    )
    .iterating();
    pub(crate) static ASCII: Step = Step::of(
        RFC3987,
        "ascii",
        "escape the printable US-ASCII a URI does not allow",
        "§3.1, printable US-ASCII",
        "Systems accepting IRIs MAY also deal with the printable characters in US-ASCII that \
         are not allowed in URIs, namely \"<\", \">\", '\"', space, \"{\", \"}\", \"|\", \"\\\", \
         \"^\", and \"`\", in step 2 above. If these characters are found but are not \
         converted, then the conversion SHOULD fail.",
    )
    .iterating();
    pub(crate) static URI: Step = Step::of(
        RFC3987,
        "URI",
        "the result is a URI reference by RFC 3986",
        "§3.1",
        "The above mapping from IRIs to URIs produces URIs fully conforming to [RFC3986]. The \
         mapping is also an identity transformation for URIs and is idempotent; applying the \
         mapping a second time will not change anything.",
    );
}
