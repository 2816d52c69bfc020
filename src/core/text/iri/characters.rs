//! Which characters an IRI holds (RFC 3987 §2.2's `ucschar` and `iprivate`), and which it
//! should not although the grammar allows them (§4.1, §6.1).

use icu_properties::props::{BidiControl, DefaultIgnorableCodePoint, GeneralCategory};
use icu_properties::{
    CodePointMapData, CodePointMapDataBorrowed, CodePointSetData, CodePointSetDataBorrowed,
};

use crate::core::vocabulary::mapping_why::Why;

static GENERAL_CATEGORY: CodePointMapDataBorrowed<'static, GeneralCategory> =
    CodePointMapData::new();
static BIDI_CONTROL: CodePointSetDataBorrowed<'static> = CodePointSetData::new::<BidiControl>();
static DEFAULT_IGNORABLE: CodePointSetDataBorrowed<'static> =
    CodePointSetData::new::<DefaultIgnorableCodePoint>();

/// RFC 3987 §2.2 `ucschar`: the characters beyond US-ASCII an IRI holds anywhere.
pub(crate) fn is_ucschar(c: char) -> bool {
    let n = u32::from(c);
    match n {
        0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF => true,
        // Planes 1 to 14 without each plane's last two code points (noncharacters), and
        // without E0000-E0FFF (tags and variation selectors).
        0x10000..=0xEFFFD => n & 0xFFFF <= 0xFFFD && !(0xE0000..0xE1000).contains(&n),
        _ => false,
    }
}

/// RFC 3987 §2.2 `iprivate`: private-use characters, which only the query holds.
pub(crate) fn is_iprivate(c: char) -> bool {
    matches!(u32::from(c), 0xE000..=0xF8FF | 0xF0000..=0xFFFFD | 0x100000..=0x10FFFD)
}

/// Whether the character at byte `at` of `text` is one an IRI holds where a URI holds an
/// unreserved character (RFC 3987 §2.2, §6.5): a `ucschar` outside the scheme, or an
/// `iprivate` in the query. What a URI grammar finds there is no fault of an IRI.
///
/// ```
/// use uriscope::text::iri::iri_allows_at;
/// assert!(iri_allows_at("http://e/dürst", 10));
/// assert!(!iri_allows_at("http://e/d\u{E000}", 10));
/// assert!(iri_allows_at("http://e/?\u{E000}", 10));
/// assert!(!iri_allows_at("http://e/a b", 10));
/// ```
pub fn iri_allows_at(text: &str, at: usize) -> bool {
    let Some(c) = text.get(at..).and_then(|rest| rest.chars().next()) else {
        return false;
    };
    let split = crate::core::text::uri_ref::UriRef::parse(text);
    let within = |component| {
        split
            .span(component)
            .is_some_and(|s| s.start <= at && at < s.end)
    };
    if is_iprivate(c) {
        return within(crate::core::vocabulary::component::Component::Query);
    }
    is_ucschar(c) && !within(crate::core::vocabulary::component::Component::Scheme)
}

/// Whether `c` (beyond US-ASCII) is a character an IRI must not or should not hold, where it
/// stands (in the query or not), and why.
pub(crate) fn unfit(c: char, in_query: bool) -> Option<Why> {
    // The bidi formatting characters are `ucschar`, so they are asked about first.
    if BIDI_CONTROL.contains(c) {
        return Some(Why::BidiControl(c));
    }
    if is_iprivate(c) {
        return (!in_query).then_some(Why::PrivateUseOutsideQuery(c));
    }
    if !is_ucschar(c) {
        return Some(Why::NotIriCharacter(c));
    }
    match GENERAL_CATEGORY.get(c) {
        GeneralCategory::Unassigned => Some(Why::Unassigned(c)),
        GeneralCategory::SpaceSeparator
        | GeneralCategory::LineSeparator
        | GeneralCategory::ParagraphSeparator
        | GeneralCategory::Format => Some(Why::Invisible(c)),
        _ if DEFAULT_IGNORABLE.contains(c) => Some(Why::Invisible(c)),
        _ => None,
    }
}

/// US-ASCII characters no URI holds plain: the controls, the space, `"<>\^`{|}` and DEL
/// (RFC 3986 §2, RFC 3987 §3.1).
pub(crate) fn is_ascii_not_allowed(byte: u8) -> bool {
    matches!(
        byte,
        0..=0x20 | b'"' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|' | b'}' | 0x7F
    )
}

/// The printable ones among them, which §3.1 allows a system to escape ("Systems accepting
/// IRIs MAY also deal with the printable characters in US-ASCII that are not allowed in URIs").
pub(crate) fn is_ascii_printable_not_allowed(byte: u8) -> bool {
    is_ascii_not_allowed(byte) && (0x20..0x7F).contains(&byte)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grammar_s_ranges_and_the_characters_kept_out() {
        assert!(is_ucschar('ü') && is_ucschar('\u{A0}') && is_ucschar('\u{10300}'));
        assert!(!is_ucschar('\u{85}') && !is_ucschar('\u{FFFE}') && !is_ucschar('\u{1FFFF}'));
        assert!(!is_ucschar('\u{E0001}') && is_ucschar('\u{E1000}'));
        assert!(!is_ucschar('\u{FFFD}') && !is_ucschar('\u{E000}'));
        assert!(is_iprivate('\u{E000}') && is_iprivate('\u{10FFFD}') && !is_iprivate('ü'));

        assert_eq!(unfit('ü', false), None);
        assert_eq!(unfit('\u{202E}', true), Some(Why::BidiControl('\u{202E}')));
        assert_eq!(unfit('\u{2066}', true), Some(Why::BidiControl('\u{2066}')));
        assert_eq!(unfit('\u{E000}', true), None);
        assert_eq!(
            unfit('\u{E000}', false),
            Some(Why::PrivateUseOutsideQuery('\u{E000}'))
        );
        assert_eq!(unfit('\u{85}', false), Some(Why::NotIriCharacter('\u{85}')));
        assert_eq!(unfit('\u{378}', false), Some(Why::Unassigned('\u{378}')));
        assert_eq!(unfit('\u{3000}', false), Some(Why::Invisible('\u{3000}')));
        assert_eq!(unfit('\u{200B}', false), Some(Why::Invisible('\u{200B}')));
        assert_eq!(unfit('\u{AD}', false), Some(Why::Invisible('\u{AD}')));
    }
}
