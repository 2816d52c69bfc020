//! Why RFC 3987's mapping keeps an escape, or flags a character: each reason with the section
//! that gives it.

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
