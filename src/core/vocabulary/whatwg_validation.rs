//! Validation errors, by the names the Standard gives them (§1.3 "Validation errors", the
//! tables under "URL parsing" and "Host parsing").

use std::fmt;

use crate::core::vocabulary::warning::Warning;

/// A validation error of the WHATWG URL Standard. Most do not stop the parser; the ones that
/// do are returned in a [`Failure`](crate::core::vocabulary::whatwg_failure::Failure).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ValidationError {
    /// `domain-to-ASCII`
    DomainToAscii,
    /// `domain-percent-encoded`
    DomainPercentEncoded,
    /// `host-invalid-code-point`
    HostInvalidCodePoint,
    /// `IPv4-empty-part`
    Ipv4EmptyPart,
    /// `IPv4-too-few-parts`
    Ipv4TooFewParts,
    /// `IPv4-too-many-parts`
    Ipv4TooManyParts,
    /// `IPv4-non-numeric-part`
    Ipv4NonNumericPart,
    /// `IPv4-non-decimal-part`
    Ipv4NonDecimalPart,
    /// `IPv4-out-of-range-part`
    Ipv4OutOfRangePart,
    /// `IPv6-unclosed`
    Ipv6Unclosed,
    /// `IPv6-invalid-compression`
    Ipv6InvalidCompression,
    /// `IPv6-too-many-pieces`
    Ipv6TooManyPieces,
    /// `IPv6-multiple-compression`
    Ipv6MultipleCompression,
    /// `IPv6-invalid-code-point`
    Ipv6InvalidCodePoint,
    /// `IPv6-too-few-pieces`
    Ipv6TooFewPieces,
    /// `IPv6-piece-leading-zero`
    Ipv6PieceLeadingZero,
    /// `IPv4-in-IPv6-too-many-pieces`
    Ipv4InIpv6TooManyPieces,
    /// `IPv4-in-IPv6-invalid-code-point`
    Ipv4InIpv6InvalidCodePoint,
    /// `IPv4-in-IPv6-out-of-range-part`
    Ipv4InIpv6OutOfRangePart,
    /// `IPv4-in-IPv6-too-few-parts`
    Ipv4InIpv6TooFewParts,
    /// `invalid-URL-unit`
    InvalidUrlUnit,
    /// `special-scheme-missing-following-solidus`
    SpecialSchemeMissingFollowingSolidus,
    /// `missing-scheme-non-relative-URL`
    MissingSchemeNonRelativeUrl,
    /// `invalid-reverse-solidus`
    InvalidReverseSolidus,
    /// `invalid-credentials`
    InvalidCredentials,
    /// `host-missing`
    HostMissing,
    /// `port-out-of-range`
    PortOutOfRange,
    /// `port-invalid`
    PortInvalid,
    /// `file-invalid-Windows-drive-letter`
    FileInvalidWindowsDriveLetter,
    /// `file-invalid-Windows-drive-letter-host`
    FileInvalidWindowsDriveLetterHost,
}

/// Every validation error, in the order of their declaration.
pub(crate) const ALL: [ValidationError; 30] = {
    use ValidationError::*;
    [
        DomainToAscii,
        DomainPercentEncoded,
        HostInvalidCodePoint,
        Ipv4EmptyPart,
        Ipv4TooFewParts,
        Ipv4TooManyParts,
        Ipv4NonNumericPart,
        Ipv4NonDecimalPart,
        Ipv4OutOfRangePart,
        Ipv6Unclosed,
        Ipv6InvalidCompression,
        Ipv6TooManyPieces,
        Ipv6MultipleCompression,
        Ipv6InvalidCodePoint,
        Ipv6TooFewPieces,
        Ipv6PieceLeadingZero,
        Ipv4InIpv6TooManyPieces,
        Ipv4InIpv6InvalidCodePoint,
        Ipv4InIpv6OutOfRangePart,
        Ipv4InIpv6TooFewParts,
        InvalidUrlUnit,
        SpecialSchemeMissingFollowingSolidus,
        MissingSchemeNonRelativeUrl,
        InvalidReverseSolidus,
        InvalidCredentials,
        HostMissing,
        PortOutOfRange,
        PortInvalid,
        FileInvalidWindowsDriveLetter,
        FileInvalidWindowsDriveLetterHost,
    ]
};

/// Every validation error as a [`Warning`]: its name, and what it means.
static AS_WARNINGS: [Warning; ALL.len()] = {
    let mut table = [const { Warning { id: "", text: "" } }; ALL.len()];
    let mut i = 0;
    while i < ALL.len() {
        table[i] = Warning {
            id: ALL[i].name(),
            text: ALL[i].description(),
        };
        i += 1;
    }
    table
};

impl ValidationError {
    /// The error as a warning of the trace (its id is the Standard's name), for the places
    /// that list a resolution's warnings.
    pub fn warning(self) -> &'static Warning {
        &AS_WARNINGS[self as usize]
    }

    /// The Standard's name, e.g. `invalid-reverse-solidus`.
    pub const fn name(self) -> &'static str {
        use ValidationError::*;
        match self {
            DomainToAscii => "domain-to-ASCII",
            DomainPercentEncoded => "domain-percent-encoded",
            HostInvalidCodePoint => "host-invalid-code-point",
            Ipv4EmptyPart => "IPv4-empty-part",
            Ipv4TooFewParts => "IPv4-too-few-parts",
            Ipv4TooManyParts => "IPv4-too-many-parts",
            Ipv4NonNumericPart => "IPv4-non-numeric-part",
            Ipv4NonDecimalPart => "IPv4-non-decimal-part",
            Ipv4OutOfRangePart => "IPv4-out-of-range-part",
            Ipv6Unclosed => "IPv6-unclosed",
            Ipv6InvalidCompression => "IPv6-invalid-compression",
            Ipv6TooManyPieces => "IPv6-too-many-pieces",
            Ipv6MultipleCompression => "IPv6-multiple-compression",
            Ipv6InvalidCodePoint => "IPv6-invalid-code-point",
            Ipv6TooFewPieces => "IPv6-too-few-pieces",
            Ipv6PieceLeadingZero => "IPv6-piece-leading-zero",
            Ipv4InIpv6TooManyPieces => "IPv4-in-IPv6-too-many-pieces",
            Ipv4InIpv6InvalidCodePoint => "IPv4-in-IPv6-invalid-code-point",
            Ipv4InIpv6OutOfRangePart => "IPv4-in-IPv6-out-of-range-part",
            Ipv4InIpv6TooFewParts => "IPv4-in-IPv6-too-few-parts",
            InvalidUrlUnit => "invalid-URL-unit",
            SpecialSchemeMissingFollowingSolidus => "special-scheme-missing-following-solidus",
            MissingSchemeNonRelativeUrl => "missing-scheme-non-relative-URL",
            InvalidReverseSolidus => "invalid-reverse-solidus",
            InvalidCredentials => "invalid-credentials",
            HostMissing => "host-missing",
            PortOutOfRange => "port-out-of-range",
            PortInvalid => "port-invalid",
            FileInvalidWindowsDriveLetter => "file-invalid-Windows-drive-letter",
            FileInvalidWindowsDriveLetterHost => "file-invalid-Windows-drive-letter-host",
        }
    }

    /// What the error means, in the words of the Standard's table of validation errors.
    pub const fn description(self) -> &'static str {
        use ValidationError::*;
        match self {
            DomainToAscii => {
                "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and \
                 VerifyDnsLength are all set to true"
            }
            DomainPercentEncoded => {
                "the input's host to be processed as a domain contains a percent-encoded byte"
            }
            HostInvalidCodePoint => {
                "an opaque host (in a URL that is not special) contains a forbidden host code point"
            }
            Ipv4EmptyPart => "an IPv4 address ends with a U+002E (.)",
            Ipv4TooFewParts => "an IPv4 address has fewer than 4 parts",
            Ipv4TooManyParts => "an IPv4 address has more than 4 parts",
            Ipv4NonNumericPart => "an IPv4 address part is not numeric",
            Ipv4NonDecimalPart => {
                "the IPv4 address contains numbers expressed using hexadecimal or octal digits"
            }
            Ipv4OutOfRangePart => "an IPv4 address part exceeds 255",
            Ipv6Unclosed => "an IPv6 address is missing the closing U+005D (])",
            Ipv6InvalidCompression => "an IPv6 address begins with improper compression",
            Ipv6TooManyPieces => "an IPv6 address contains more than 8 pieces",
            Ipv6MultipleCompression => "an IPv6 address is compressed in more than one spot",
            Ipv6InvalidCodePoint => {
                "an IPv6 address contains a code point that is neither an ASCII hex digit nor a \
                 U+003A (:), or it unexpectedly ends"
            }
            Ipv6TooFewPieces => "an uncompressed IPv6 address contains fewer than 8 pieces",
            Ipv6PieceLeadingZero => "an IPv6 address piece contains a leading U+0030 (0)",
            Ipv4InIpv6TooManyPieces => {
                "an IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 \
                 pieces"
            }
            Ipv4InIpv6InvalidCodePoint => {
                "an IPv6 address with IPv4 address syntax: an IPv4 part is empty, contains a \
                 non-ASCII-digit or a leading 0, or there are too many IPv4 parts"
            }
            Ipv4InIpv6OutOfRangePart => {
                "an IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255"
            }
            Ipv4InIpv6TooFewParts => {
                "an IPv6 address with IPv4 address syntax: the IPv4 address has too few parts"
            }
            InvalidUrlUnit => {
                "a code point is found that is not a URL unit (or a `%` not followed by two \
                 ASCII hex digits)"
            }
            SpecialSchemeMissingFollowingSolidus => "the input's scheme is not followed by \"//\"",
            MissingSchemeNonRelativeUrl => {
                "the input is missing a scheme, and either no base URL was given or the base \
                 URL has an opaque path"
            }
            InvalidReverseSolidus => {
                "the URL has a special scheme and it uses U+005C (\\) instead of U+002F (/)"
            }
            InvalidCredentials => "the input includes credentials",
            HostMissing => "the input has a special scheme, but does not contain a host",
            PortOutOfRange => "the input's port is too big",
            PortInvalid => "the input's port is invalid",
            FileInvalidWindowsDriveLetter => {
                "the input is a relative-URL string that starts with a Windows drive letter and \
                 the base URL's scheme is \"file\""
            }
            FileInvalidWindowsDriveLetterHost => "a file: URL's host is a Windows drive letter",
        }
    }
}

impl fmt::Display for ValidationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_has_its_own_warning() {
        for (i, error) in ALL.into_iter().enumerate() {
            assert_eq!(error as usize, i);
            assert_eq!(error.warning().id, error.name());
            assert_eq!(error.warning().text, error.description());
        }
    }
}
