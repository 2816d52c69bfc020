//! Validation errors, by the names the Standard gives them (§1.3 "Validation errors", the
//! tables under "URL parsing" and "Host parsing").

use std::fmt;

use crate::core::vocabulary::warning::Warning;

/// Declares the validation errors once, each with the Standard's name and what its table says
/// it means: the enum (each variant documented by its name), [`ALL`] in the order of
/// declaration, [`ValidationError::name`] and [`ValidationError::description`].
macro_rules! validation_errors {
    ($($variant:ident = $name:literal: $description:expr;)*) => {
        /// A validation error of the WHATWG URL Standard. Most do not stop the parser; the ones
        /// that do are returned in a [`Failure`](crate::core::vocabulary::whatwg_failure::Failure).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum ValidationError {
            $(#[doc = concat!("`", $name, "`")] $variant,)*
        }

        /// Every validation error, in the order of their declaration.
        pub(crate) const ALL: [ValidationError; [$(ValidationError::$variant),*].len()] =
            [$(ValidationError::$variant),*];

        impl ValidationError {
            /// The Standard's name, e.g. `invalid-reverse-solidus`.
            pub const fn name(self) -> &'static str {
                match self {
                    $(ValidationError::$variant => $name,)*
                }
            }

            /// What the error means, in the words of the Standard's table of validation errors.
            pub const fn description(self) -> &'static str {
                match self {
                    $(ValidationError::$variant => $description,)*
                }
            }
        }
    };
}

validation_errors! {
    DomainToAscii = "domain-to-ASCII":
        "Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and \
        VerifyDnsLength are all set to true";
    DomainPercentEncoded = "domain-percent-encoded":
        "the input's host to be processed as a domain contains a percent-encoded byte";
    HostInvalidCodePoint = "host-invalid-code-point":
        "an opaque host (in a URL that is not special) contains a forbidden host code point";
    Ipv4EmptyPart = "IPv4-empty-part":
        "an IPv4 address ends with a U+002E (.)";
    Ipv4TooFewParts = "IPv4-too-few-parts":
        "an IPv4 address has fewer than 4 parts";
    Ipv4TooManyParts = "IPv4-too-many-parts":
        "an IPv4 address has more than 4 parts";
    Ipv4NonNumericPart = "IPv4-non-numeric-part":
        "an IPv4 address part is not numeric";
    Ipv4NonDecimalPart = "IPv4-non-decimal-part":
        "the IPv4 address contains numbers expressed using hexadecimal or octal digits";
    Ipv4OutOfRangePart = "IPv4-out-of-range-part":
        "an IPv4 address part exceeds 255";
    Ipv6Unclosed = "IPv6-unclosed":
        "an IPv6 address is missing the closing U+005D (])";
    Ipv6InvalidCompression = "IPv6-invalid-compression":
        "an IPv6 address begins with improper compression";
    Ipv6TooManyPieces = "IPv6-too-many-pieces":
        "an IPv6 address contains more than 8 pieces";
    Ipv6MultipleCompression = "IPv6-multiple-compression":
        "an IPv6 address is compressed in more than one spot";
    Ipv6InvalidCodePoint = "IPv6-invalid-code-point":
        "an IPv6 address contains a code point that is neither an ASCII hex digit nor a \
        U+003A (:), or it unexpectedly ends";
    Ipv6TooFewPieces = "IPv6-too-few-pieces":
        "an uncompressed IPv6 address contains fewer than 8 pieces";
    Ipv6PieceLeadingZero = "IPv6-piece-leading-zero":
        "an IPv6 address piece contains a leading U+0030 (0)";
    Ipv4InIpv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces":
        "an IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 \
        pieces";
    Ipv4InIpv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point":
        "an IPv6 address with IPv4 address syntax: an IPv4 part is empty, contains a \
        non-ASCII-digit or a leading 0, or there are too many IPv4 parts";
    Ipv4InIpv6OutOfRangePart = "IPv4-in-IPv6-out-of-range-part":
        "an IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255";
    Ipv4InIpv6TooFewParts = "IPv4-in-IPv6-too-few-parts":
        "an IPv6 address with IPv4 address syntax: the IPv4 address has too few parts";
    InvalidUrlUnit = "invalid-URL-unit":
        "a code point is found that is not a URL unit (or a `%` not followed by two \
        ASCII hex digits)";
    SpecialSchemeMissingFollowingSolidus = "special-scheme-missing-following-solidus":
        "the input's scheme is not followed by \"//\"";
    MissingSchemeNonRelativeUrl = "missing-scheme-non-relative-URL":
        "the input is missing a scheme, and either no base URL was given or the base \
        URL has an opaque path";
    InvalidReverseSolidus = "invalid-reverse-solidus":
        "the URL has a special scheme and it uses U+005C (\\) instead of U+002F (/)";
    InvalidCredentials = "invalid-credentials":
        "the input includes credentials";
    HostMissing = "host-missing":
        "the input has a special scheme, but does not contain a host";
    PortOutOfRange = "port-out-of-range":
        "the input's port is too big";
    PortInvalid = "port-invalid":
        "the input's port is invalid";
    FileInvalidWindowsDriveLetter = "file-invalid-Windows-drive-letter":
        "the input is a relative-URL string that starts with a Windows drive letter and \
        the base URL's scheme is \"file\"";
    FileInvalidWindowsDriveLetterHost = "file-invalid-Windows-drive-letter-host":
        "a file: URL's host is a Windows drive letter";
}

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
