//! Where the Standard raises each validation error: every sentence of the basic URL parser
//! (§4.4) and the host parser (§3.5) that names one, quoted, with the error it names. The
//! parser reports a validation error by the sentence it is carrying out, so a trace can say
//! why each error was raised in the Standard's own words; and the domain parser's steps that
//! return failure without naming an error of their own.

use crate::core::vocabulary::whatwg_validation::ValidationError::{self, *};

/// A sentence of the Standard that raises a validation error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Raise {
    /// The error the sentence names.
    pub error: ValidationError,
    /// The sentence, quoted from the Standard.
    pub sentence: &'static str,
}

const fn raise(error: ValidationError, sentence: &'static str) -> Raise {
    Raise { error, sentence }
}

// The basic URL parser, steps 1 to 3.

pub const LEADING_OR_TRAILING: Raise = raise(
    InvalidUrlUnit,
    "If input contains any leading or trailing C0 control or space, invalid-URL-unit \
     validation error.",
);
pub const TAB_OR_NEWLINE: Raise = raise(
    InvalidUrlUnit,
    "If input contains any ASCII tab or newline, invalid-URL-unit validation error.",
);

// The states, in the Standard's order.

pub const FILE_SCHEME_WITHOUT_SLASHES: Raise = raise(
    SpecialSchemeMissingFollowingSolidus,
    "If url's scheme is \"file\", then: If remaining does not start with \"//\", \
     special-scheme-missing-following-solidus validation error.",
);
pub const NO_SCHEME_AND_NO_BASE: Raise = raise(
    MissingSchemeNonRelativeUrl,
    "If base is null, or base has an opaque path and c is not U+0023 (#), \
     missing-scheme-non-relative-URL validation error, return failure.",
);
pub const SAME_SCHEME_WITHOUT_SLASHES: Raise = raise(
    SpecialSchemeMissingFollowingSolidus,
    "[special relative or authority state] Otherwise, special-scheme-missing-following-solidus \
     validation error, set state to relative state and decrease pointer by 1.",
);
pub const RELATIVE_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "Otherwise, if url is special and c is U+005C (\\), invalid-reverse-solidus validation \
     error, set state to relative slash state.",
);
pub const RELATIVE_SLASH_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "If url is special and c is U+002F (/) or U+005C (\\), then: If c is U+005C (\\), \
     invalid-reverse-solidus validation error.",
);
pub const SPECIAL_WITHOUT_SLASHES: Raise = raise(
    SpecialSchemeMissingFollowingSolidus,
    "[special authority slashes state] Otherwise, special-scheme-missing-following-solidus \
     validation error, set state to special authority ignore slashes state and decrease \
     pointer by 1.",
);
pub const EXTRA_SLASH: Raise = raise(
    SpecialSchemeMissingFollowingSolidus,
    "If c is neither U+002F (/) nor U+005C (\\), then set state to authority state and \
     decrease pointer by 1. Otherwise, special-scheme-missing-following-solidus validation \
     error.",
);
pub const CREDENTIALS: Raise = raise(
    InvalidCredentials,
    "If c is U+0040 (@), then: Invalid-credentials validation error.",
);
pub const NOTHING_AFTER_AT_SIGN: Raise = raise(
    HostMissing,
    "If atSignSeen is true and buffer is the empty string, host-missing validation error, \
     return failure.",
);
pub const NO_HOST_BEFORE_PORT: Raise = raise(
    HostMissing,
    "Otherwise, if c is U+003A (:) and insideBrackets is false: If buffer is the empty string, \
     host-missing validation error, return failure.",
);
pub const NO_HOST: Raise = raise(
    HostMissing,
    "If url is special and buffer is the empty string, host-missing validation error, return \
     failure.",
);
pub const PORT_OUT_OF_RANGE: Raise = raise(
    PortOutOfRange,
    "If port is not a 16-bit unsigned integer, port-out-of-range validation error, return \
     failure.",
);
pub const PORT_INVALID: Raise = raise(
    PortInvalid,
    "[port state] Otherwise, port-invalid validation error, return failure.",
);
pub const FILE_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "[file state] If c is U+002F (/) or U+005C (\\), then: If c is U+005C (\\), \
     invalid-reverse-solidus validation error.",
);
pub const FILE_DRIVE_LETTER: Raise = raise(
    FileInvalidWindowsDriveLetter,
    "If the code point substring from pointer to the end of input does not start with a \
     Windows drive letter, then shorten url's path. Otherwise: File-invalid-Windows-drive-letter \
     validation error. Set url's path to « ».",
);
pub const FILE_SLASH_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "[file slash state] If c is U+002F (/) or U+005C (\\), then: If c is U+005C (\\), \
     invalid-reverse-solidus validation error.",
);
pub const FILE_HOST_DRIVE_LETTER: Raise = raise(
    FileInvalidWindowsDriveLetterHost,
    "If state override is not given and buffer is a Windows drive letter, \
     file-invalid-Windows-drive-letter-host validation error, set state to path state.",
);
pub const PATH_START_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "If url is special, then: If c is U+005C (\\), invalid-reverse-solidus validation error.",
);
pub const PATH_REVERSE_SOLIDUS: Raise = raise(
    InvalidReverseSolidus,
    "If url is special and c is U+005C (\\), invalid-reverse-solidus validation error.",
);
pub const OPAQUE_PATH_SPACE: Raise = raise(
    InvalidUrlUnit,
    "Otherwise, if c is U+0020 SPACE: Invalid-URL-unit validation error.",
);
/// The path, opaque path, query and fragment states' check of a code point.
pub const NOT_A_URL_UNIT: Raise = raise(
    InvalidUrlUnit,
    "If c is not a URL code point and not U+0025 (%), invalid-URL-unit validation error.",
);
/// The same states' check of a `%`.
pub const LONE_PERCENT_SIGN: Raise = raise(
    InvalidUrlUnit,
    "If c is U+0025 (%) and remaining does not start with two ASCII hex digits, \
     invalid-URL-unit validation error.",
);

// The host parser and the parsers it runs.

pub const IPV6_UNCLOSED: Raise = raise(
    Ipv6Unclosed,
    "If input does not end with U+005D (]), IPv6-unclosed validation error, return failure.",
);
pub const DOMAIN_PERCENT_ENCODED: Raise = raise(
    DomainPercentEncoded,
    "If input contains a percent-encoded byte, domain-percent-encoded validation error.",
);
pub const STRICT_TO_ASCII_FAILED: Raise = raise(
    DomainToAscii,
    "If strictResult is a failure value, domain-to-ASCII validation error. This step does not \
     return.",
);
pub const IPV4_EMPTY_PART: Raise = raise(
    Ipv4EmptyPart,
    "If the last item in parts is the empty string, then: IPv4-empty-part validation error.",
);
pub const IPV4_TOO_FEW_PARTS: Raise = raise(
    Ipv4TooFewParts,
    "If parts's size is less than 4, IPv4-too-few-parts validation error.",
);
pub const IPV4_TOO_MANY_PARTS: Raise = raise(
    Ipv4TooManyParts,
    "If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure.",
);
pub const IPV4_NON_NUMERIC_PART: Raise = raise(
    Ipv4NonNumericPart,
    "If result is failure, IPv4-non-numeric-part validation error, return failure.",
);
pub const IPV4_NON_DECIMAL_PART: Raise = raise(
    Ipv4NonDecimalPart,
    "If result[1] is true, IPv4-non-decimal-part validation error.",
);
pub const IPV4_OUT_OF_RANGE_PART: Raise = raise(
    Ipv4OutOfRangePart,
    "If any item in numbers is greater than 255, IPv4-out-of-range-part validation error.",
);
pub const IPV6_INVALID_COMPRESSION: Raise = raise(
    Ipv6InvalidCompression,
    "If c is U+003A (:), then: If remaining does not start with U+003A (:), \
     IPv6-invalid-compression validation error, return failure.",
);
pub const IPV6_TOO_MANY_PIECES: Raise = raise(
    Ipv6TooManyPieces,
    "If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure.",
);
pub const IPV6_MULTIPLE_COMPRESSION: Raise = raise(
    Ipv6MultipleCompression,
    "If c is U+003A (:), then: If compress is non-null, IPv6-multiple-compression validation \
     error, return failure.",
);
pub const IPV4_IN_IPV6_EMPTY_PIECE: Raise = raise(
    Ipv4InIpv6InvalidCodePoint,
    "If c is U+002E (.), then: If length is 0, IPv4-in-IPv6-invalid-code-point validation \
     error, return failure.",
);
pub const IPV4_IN_IPV6_TOO_MANY_PIECES: Raise = raise(
    Ipv4InIpv6TooManyPieces,
    "If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces validation error, return \
     failure.",
);
pub const IPV4_IN_IPV6_NO_DOT: Raise = raise(
    Ipv4InIpv6InvalidCodePoint,
    "If numbersSeen is greater than 0, then: If c is a U+002E (.) and numbersSeen is less than \
     4, then increase pointer by 1. Otherwise, IPv4-in-IPv6-invalid-code-point validation \
     error, return failure.",
);
pub const IPV4_IN_IPV6_NOT_A_DIGIT: Raise = raise(
    Ipv4InIpv6InvalidCodePoint,
    "If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation error, return \
     failure.",
);
pub const IPV4_IN_IPV6_LEADING_ZERO: Raise = raise(
    Ipv4InIpv6InvalidCodePoint,
    "Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point validation error, return \
     failure.",
);
pub const IPV4_IN_IPV6_OUT_OF_RANGE_PART: Raise = raise(
    Ipv4InIpv6OutOfRangePart,
    "If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part validation error, return \
     failure.",
);
pub const IPV4_IN_IPV6_TOO_FEW_PARTS: Raise = raise(
    Ipv4InIpv6TooFewParts,
    "If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return failure.",
);
pub const IPV6_ENDS_AFTER_COLON: Raise = raise(
    Ipv6InvalidCodePoint,
    "Otherwise, if c is U+003A (:): Increase pointer by 1. If c is the EOF code point, \
     IPv6-invalid-code-point validation error, return failure.",
);
pub const IPV6_INVALID_CODE_POINT: Raise = raise(
    Ipv6InvalidCodePoint,
    "Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation error, \
     return failure.",
);
pub const IPV6_PIECE_LEADING_ZERO: Raise = raise(
    Ipv6PieceLeadingZero,
    "If length is greater than 1 and value is less than 0x10^(length − 1), \
     IPv6-piece-leading-zero validation error.",
);
pub const IPV6_TOO_FEW_PIECES: Raise = raise(
    Ipv6TooFewPieces,
    "Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces validation \
     error, return failure.",
);
pub const OPAQUE_HOST_FORBIDDEN: Raise = raise(
    HostInvalidCodePoint,
    "If input contains a forbidden host code point, host-invalid-code-point validation error, \
     return failure.",
);
pub const OPAQUE_HOST_NOT_A_URL_UNIT: Raise = raise(
    InvalidUrlUnit,
    "If input contains a code point that is not a URL code point and not U+0025 (%), \
     invalid-URL-unit validation error.",
);
pub const OPAQUE_HOST_LONE_PERCENT_SIGN: Raise = raise(
    InvalidUrlUnit,
    "If input contains a U+0025 (%) and the two code points following it are not ASCII hex \
     digits, invalid-URL-unit validation error.",
);

// The domain parser's steps that return failure (§3.3 IDNA, steps 6.2, 7 and 8) after its
// strict ToASCII raised domain-to-ASCII: a Failure's reason.

pub const RELAXED_TO_ASCII_FAILED: &str = "the domain parser: Unicode ToASCII with relaxed flags \
     fails too (\"If result is a failure value, then return failure\")";
pub const EMPTY_RESULT: &str =
    "the domain parser: \"If result is the empty string, then return failure\"";
pub const FORBIDDEN_IN_RESULT: &str = "the domain parser: \"If result contains a forbidden domain \
     code point, then return failure\"";

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sentence names its error, by the Standard's name (capitalised where it starts a
    /// sentence).
    #[test]
    fn each_sentence_names_its_error() {
        let all = [
            LEADING_OR_TRAILING,
            TAB_OR_NEWLINE,
            FILE_SCHEME_WITHOUT_SLASHES,
            NO_SCHEME_AND_NO_BASE,
            SAME_SCHEME_WITHOUT_SLASHES,
            RELATIVE_REVERSE_SOLIDUS,
            RELATIVE_SLASH_REVERSE_SOLIDUS,
            SPECIAL_WITHOUT_SLASHES,
            EXTRA_SLASH,
            CREDENTIALS,
            NOTHING_AFTER_AT_SIGN,
            NO_HOST_BEFORE_PORT,
            NO_HOST,
            PORT_OUT_OF_RANGE,
            PORT_INVALID,
            FILE_REVERSE_SOLIDUS,
            FILE_DRIVE_LETTER,
            FILE_SLASH_REVERSE_SOLIDUS,
            FILE_HOST_DRIVE_LETTER,
            PATH_START_REVERSE_SOLIDUS,
            PATH_REVERSE_SOLIDUS,
            OPAQUE_PATH_SPACE,
            NOT_A_URL_UNIT,
            LONE_PERCENT_SIGN,
            IPV6_UNCLOSED,
            DOMAIN_PERCENT_ENCODED,
            STRICT_TO_ASCII_FAILED,
            IPV4_EMPTY_PART,
            IPV4_TOO_FEW_PARTS,
            IPV4_TOO_MANY_PARTS,
            IPV4_NON_NUMERIC_PART,
            IPV4_NON_DECIMAL_PART,
            IPV4_OUT_OF_RANGE_PART,
            IPV6_INVALID_COMPRESSION,
            IPV6_TOO_MANY_PIECES,
            IPV6_MULTIPLE_COMPRESSION,
            IPV4_IN_IPV6_EMPTY_PIECE,
            IPV4_IN_IPV6_TOO_MANY_PIECES,
            IPV4_IN_IPV6_NO_DOT,
            IPV4_IN_IPV6_NOT_A_DIGIT,
            IPV4_IN_IPV6_LEADING_ZERO,
            IPV4_IN_IPV6_OUT_OF_RANGE_PART,
            IPV4_IN_IPV6_TOO_FEW_PARTS,
            IPV6_ENDS_AFTER_COLON,
            IPV6_INVALID_CODE_POINT,
            IPV6_PIECE_LEADING_ZERO,
            IPV6_TOO_FEW_PIECES,
            OPAQUE_HOST_FORBIDDEN,
            OPAQUE_HOST_NOT_A_URL_UNIT,
            OPAQUE_HOST_LONE_PERCENT_SIGN,
        ];
        for raise in all {
            let named = format!("{} validation error", raise.error.name());
            let capitalised = {
                let mut chars = named.chars();
                let first = chars.next().unwrap().to_ascii_uppercase();
                format!("{first}{}", chars.as_str())
            };
            assert!(
                raise.sentence.contains(&named) || raise.sentence.contains(&capitalised),
                "{:?} does not name {}",
                raise.sentence,
                raise.error.name()
            );
        }
        // Every validation error but domain-to-ASCII's failure form is raised by a sentence.
        for error in crate::core::vocabulary::whatwg_validation::ALL {
            assert!(
                all.iter().any(|raise| raise.error == error),
                "no sentence raises {}",
                error.name()
            );
        }
    }
}
