//! The host parser (§3.5): IPv6 addresses in brackets, opaque hosts for URLs that are not
//! special, and domains (percent-decoded, through domain to ASCII, and IPv4 addresses when
//! they end in a number); and the host serializer.

use std::borrow::Cow;
use std::net::{Ipv4Addr, Ipv6Addr};

use idna::AsciiDenyList;

use super::code_points::{
    is_forbidden_domain_code_point, is_forbidden_host_code_point, is_url_code_point,
    starts_with_two_hex_digits,
};
use super::input::Input;
use super::percent_encode::{EncodeSet, percent_decode, push_str_percent_encoded};
use super::trace::{HostBranch, HostStep, Tracer};
use super::{ValidationError, ipv4, ipv6};
use crate::core::Span;

/// A host, as the host parser returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum ParsedHost<'a> {
    /// A domain, ASCII after domain to ASCII.
    Domain(Cow<'a, str>),
    /// An IPv4 address.
    Ipv4(Ipv4Addr),
    /// An IPv6 address.
    Ipv6(Ipv6Addr),
    /// An opaque host: a non-empty string, percent-encoded with the C0 control set.
    Opaque(Cow<'a, str>),
    /// The empty host.
    Empty,
}

impl ParsedHost<'_> {
    /// "The host serializer", appended to `out`.
    pub(super) fn serialize(&self, out: &mut String) {
        match self {
            ParsedHost::Domain(text) | ParsedHost::Opaque(text) => out.push_str(text),
            ParsedHost::Ipv4(address) => ipv4::serialize(*address, out),
            ParsedHost::Ipv6(address) => {
                out.push('[');
                ipv6::serialize(*address, out);
                out.push(']');
            }
            ParsedHost::Empty => {}
        }
    }
}

/// The host parser returned failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct HostError {
    pub error: ValidationError,
    /// Byte offset in the input as given.
    pub at: usize,
    pub code_point: Option<char>,
}

/// Where the host's text is, for the positions of what the host parser reports, and the
/// tracer it reports to.
pub(super) struct HostContext<'t, 'i, T> {
    tracer: &'t mut T,
    input: &'i Input<'i>,
    /// Offset of the host's text in the preprocessed input.
    start: usize,
    /// Whether offsets in the text being parsed are offsets in the host's text (not after a
    /// percent-decoding or domain to ASCII that changed the text's length).
    exact: bool,
}

impl<'t, 'i, T: Tracer> HostContext<'t, 'i, T> {
    pub(super) fn new(tracer: &'t mut T, input: &'i Input<'i>, start: usize) -> Self {
        HostContext {
            tracer,
            input,
            start,
            exact: true,
        }
    }

    /// The offset in the input as given of `offset` in the text being parsed (the host's
    /// start when the text is not the host's own).
    fn at(&self, offset: usize) -> usize {
        let offset = if self.exact { offset } else { 0 };
        self.input.original(self.start + offset)
    }

    /// A validation error that does not stop the parser.
    pub(super) fn error(&mut self, error: ValidationError, offset: usize) {
        if T::VALIDATION {
            let at = self.at(offset);
            self.tracer.validation_error(error, at);
        }
    }

    /// A validation error that returns failure; always reported.
    pub(super) fn fail(
        &mut self,
        error: ValidationError,
        offset: usize,
        code_point: Option<char>,
    ) -> HostError {
        let at = self.at(offset);
        self.tracer.validation_error(error, at);
        HostError {
            error,
            at,
            code_point,
        }
    }

    /// A decision of the host parser, for the trace.
    pub(super) fn step(&mut self, step: HostStep<&str>) {
        if T::ENABLED {
            self.tracer.host(step);
        }
    }

    fn branch(&mut self, branch: HostBranch, len: usize) {
        if T::ENABLED {
            let span = Span::new(self.at(0), self.input.original(self.start + len));
            self.tracer.host(HostStep::Branch { branch, span });
        }
    }
}

/// "The host parser" on `input` (the host state's buffer), with isOpaque when the URL is not
/// special.
pub(super) fn parse<'a, T: Tracer>(
    input: &'a str,
    is_opaque: bool,
    cx: &mut HostContext<'_, '_, T>,
) -> Result<ParsedHost<'a>, HostError> {
    if let Some(after_bracket) = input.strip_prefix('[') {
        cx.branch(HostBranch::Ipv6, input.len());
        let Some(inside) = after_bracket.strip_suffix(']') else {
            return Err(cx.fail(ValidationError::Ipv6Unclosed, input.len(), None));
        };
        return ipv6::parse(inside, 1, cx).map(ParsedHost::Ipv6);
    }
    if is_opaque {
        cx.branch(HostBranch::Opaque, input.len());
        return parse_opaque(input, cx);
    }
    cx.branch(HostBranch::Domain, input.len());
    parse_domain(input, cx)
}

/// Host parser steps 4-8: percent-decode, domain to ASCII, and the IPv4 parser if the result
/// ends in a number.
fn parse_domain<'a, T: Tracer>(
    input: &'a str,
    cx: &mut HostContext<'_, '_, T>,
) -> Result<ParsedHost<'a>, HostError> {
    let decoded = percent_decode(input.as_bytes());
    let was_decoded = matches!(decoded, Cow::Owned(_));
    let lowercased_only = decoded.is_ascii() && !has_xn_label(&decoded);
    let ascii: Cow<'a, str> = if lowercased_only {
        // "If domain is an ASCII string and no label starts with `xn--`, domain to ASCII is
        // equivalent to ASCII lower-casing" (the Standard's note to domain to ASCII).
        let ascii = lowercase_ascii(input, decoded);
        if let Some(i) = ascii
            .bytes()
            .position(|b| is_forbidden_domain_code_point(char::from(b)))
        {
            let offset = if was_decoded {
                decoded_offset(input.as_bytes(), i)
            } else {
                i
            };
            let code_point = char::from(ascii.as_bytes()[i]);
            return Err(cx.fail(
                ValidationError::DomainInvalidCodePoint,
                offset,
                Some(code_point),
            ));
        }
        ascii
    } else {
        match idna::domain_to_ascii_cow(&decoded, AsciiDenyList::URL) {
            Ok(ascii) => Cow::Owned(ascii.into_owned()),
            Err(_) => return Err(name_domain_failure(input, &decoded, cx)),
        }
    };
    if ascii.is_empty() {
        return Err(cx.fail(ValidationError::DomainToAscii, 0, None));
    }
    if T::ENABLED {
        cx.step(HostStep::DomainToAscii {
            ascii: &ascii,
            lowercased_only,
        });
    }
    let ends_in_a_number = ipv4::ends_in_a_number(&ascii);
    if T::ENABLED {
        cx.step(HostStep::EndsInANumber(ends_in_a_number));
    }
    if !ends_in_a_number {
        return Ok(ParsedHost::Domain(ascii));
    }
    cx.exact = lowercased_only && !was_decoded;
    let address = ipv4::parse(&ascii, cx);
    cx.exact = true;
    address.map(ParsedHost::Ipv4)
}

/// Which validation error domain to ASCII reports when the `idna` crate refuses `decoded`:
/// the crate applies the forbidden domain code points as its deny list, so ask it again
/// without one to tell UTS #46 ToASCII's failure (`domain-to-ASCII`) from a result that
/// contains a forbidden domain code point (`domain-invalid-code-point`).
fn name_domain_failure<T: Tracer>(
    input: &str,
    decoded: &[u8],
    cx: &mut HostContext<'_, '_, T>,
) -> HostError {
    let forbidden_in_result = idna::domain_to_ascii_cow(decoded, AsciiDenyList::EMPTY)
        .is_ok_and(|ascii| ascii.chars().any(is_forbidden_domain_code_point));
    if !forbidden_in_result {
        return cx.fail(ValidationError::DomainToAscii, 0, None);
    }
    // Point at the forbidden code point when the input itself has it (it may also come from a
    // mapping, such as a full-width percent sign; then at the host).
    let text = String::from_utf8_lossy(decoded);
    match text
        .char_indices()
        .find(|&(_, c)| is_forbidden_domain_code_point(c))
    {
        Some((i, c)) if text.len() == decoded.len() => {
            let offset = decoded_offset(input.as_bytes(), i);
            cx.fail(ValidationError::DomainInvalidCodePoint, offset, Some(c))
        }
        _ => cx.fail(ValidationError::DomainInvalidCodePoint, 0, None),
    }
}

/// Does a label of `domain` start with an ASCII case-insensitive `xn--`?
fn has_xn_label(domain: &[u8]) -> bool {
    domain
        .split(|&b| b == b'.')
        .any(|label| label.len() >= 4 && label[..4].eq_ignore_ascii_case(b"xn--"))
}

/// `decoded` (ASCII), lower-cased, borrowing `input` when it is `decoded` and already lower
/// case.
fn lowercase_ascii<'a>(input: &'a str, decoded: Cow<'a, [u8]>) -> Cow<'a, str> {
    let mut bytes = match decoded {
        Cow::Borrowed(_) if !input.bytes().any(|b| b.is_ascii_uppercase()) => {
            return Cow::Borrowed(input);
        }
        Cow::Borrowed(bytes) => bytes.to_vec(),
        Cow::Owned(bytes) => bytes,
    };
    bytes.make_ascii_lowercase();
    Cow::Owned(String::from_utf8(bytes).expect("ASCII bytes are UTF-8"))
}

/// The offset in the host's text of byte `index` of its percent-decoding.
fn decoded_offset(input: &[u8], index: usize) -> usize {
    let mut offset = 0;
    for _ in 0..index {
        let escaped = input[offset] == b'%' && starts_with_two_hex_digits(&input[offset + 1..]);
        offset += if escaped { 3 } else { 1 };
    }
    offset
}

/// "The opaque-host parser".
fn parse_opaque<'a, T: Tracer>(
    input: &'a str,
    cx: &mut HostContext<'_, '_, T>,
) -> Result<ParsedHost<'a>, HostError> {
    if let Some(i) = input
        .bytes()
        .position(|b| b.is_ascii() && is_forbidden_host_code_point(char::from(b)))
    {
        let code_point = char::from(input.as_bytes()[i]);
        return Err(cx.fail(ValidationError::HostInvalidCodePoint, i, Some(code_point)));
    }
    if T::VALIDATION {
        if let Some((i, _)) = input
            .char_indices()
            .find(|&(_, c)| !is_url_code_point(c) && c != '%')
        {
            cx.error(ValidationError::InvalidUrlUnit, i);
        }
        let bytes = input.as_bytes();
        if let Some(i) = (0..bytes.len())
            .find(|&i| bytes[i] == b'%' && !starts_with_two_hex_digits(&bytes[i + 1..]))
        {
            cx.error(ValidationError::InvalidUrlUnit, i);
        }
    }
    if input.is_empty() {
        return Ok(ParsedHost::Empty);
    }
    if !input
        .bytes()
        .any(|b| EncodeSet::C0_CONTROL.contains_byte(b))
    {
        return Ok(ParsedHost::Opaque(Cow::Borrowed(input)));
    }
    let mut encoded = String::with_capacity(input.len() + 8);
    push_str_percent_encoded(&mut encoded, input, EncodeSet::C0_CONTROL);
    Ok(ParsedHost::Opaque(Cow::Owned(encoded)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::whatwg::{Untraced, ValidationErrors};

    fn host(text: &str, is_opaque: bool) -> Result<String, ValidationError> {
        let input = Input::new(text, &mut Untraced);
        let mut tracer = Untraced;
        let mut cx = HostContext::new(&mut tracer, &input, 0);
        let host = parse(input.text(), is_opaque, &mut cx).map_err(|e| e.error)?;
        let mut out = String::new();
        host.serialize(&mut out);
        Ok(out)
    }

    #[test]
    fn domains() {
        assert_eq!(host("ExAmPle.ORG", false).as_deref(), Ok("example.org"));
        assert_eq!(host("%41.com", false).as_deref(), Ok("a.com"));
        assert_eq!(host("bücher.de", false).as_deref(), Ok("xn--bcher-kva.de"));
        assert_eq!(
            host("XN--BCHER-KVA.de", false).as_deref(),
            Ok("xn--bcher-kva.de")
        );
        assert_eq!(
            host("a b", false),
            Err(ValidationError::DomainInvalidCodePoint)
        );
        assert_eq!(
            host("a%25b", false),
            Err(ValidationError::DomainInvalidCodePoint)
        );
        assert_eq!(
            host("a\u{FF05}b", false),
            Err(ValidationError::DomainInvalidCodePoint)
        );
        assert_eq!(host("xn--a", false), Err(ValidationError::DomainToAscii));
        assert_eq!(host("\u{AD}", false), Err(ValidationError::DomainToAscii));
    }

    #[test]
    fn ipv4_forms() {
        assert_eq!(host("0x7f.1", false).as_deref(), Ok("127.0.0.1"));
        assert_eq!(host("0300.0250.0.1", false).as_deref(), Ok("192.168.0.1"));
        assert_eq!(host("4294967295", false).as_deref(), Ok("255.255.255.255"));
        assert_eq!(
            host("4294967296", false),
            Err(ValidationError::Ipv4OutOfRangePart)
        );
        assert_eq!(
            host("1.2.3.4.5", false),
            Err(ValidationError::Ipv4TooManyParts)
        );
        assert_eq!(host("1.2.3.4.", false).as_deref(), Ok("1.2.3.4"));
        assert_eq!(
            host("1.256.3", false),
            Err(ValidationError::Ipv4OutOfRangePart)
        );
        assert_eq!(
            host("1.2.65536", false),
            Err(ValidationError::Ipv4OutOfRangePart)
        );
        assert_eq!(host("1.2.65535", false).as_deref(), Ok("1.2.255.255"));
        assert_eq!(
            host("09.1", false),
            Err(ValidationError::Ipv4NonNumericPart)
        );
        assert_eq!(
            host("1.a.2", false),
            Err(ValidationError::Ipv4NonNumericPart)
        );
        assert_eq!(
            host("a.1x", false).as_deref(),
            Ok("a.1x"),
            "does not end in a number"
        );
    }

    #[test]
    fn ipv6() {
        assert_eq!(host("[::1]", false).as_deref(), Ok("[::1]"));
        assert_eq!(
            host("[0:0:0:0:0:0:13.1.68.3]", false).as_deref(),
            Ok("[::d01:4403]")
        );
        assert_eq!(
            host("[1:2:3:4:5:6:7:8]", true).as_deref(),
            Ok("[1:2:3:4:5:6:7:8]")
        );
        assert_eq!(host("[::1", false), Err(ValidationError::Ipv6Unclosed));
        assert_eq!(
            host("[:1]", false),
            Err(ValidationError::Ipv6InvalidCompression)
        );
        assert_eq!(
            host("[1::2::3]", false),
            Err(ValidationError::Ipv6MultipleCompression)
        );
        assert_eq!(
            host("[1:2:3:4:5:6:7:8:9]", false),
            Err(ValidationError::Ipv6TooManyPieces)
        );
        assert_eq!(
            host("[1:2:3]", false),
            Err(ValidationError::Ipv6TooFewPieces)
        );
        assert_eq!(
            host("[1:]", false),
            Err(ValidationError::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            host("[1:x]", false),
            Err(ValidationError::Ipv6InvalidCodePoint)
        );
        assert_eq!(
            host("[::1.2.3.]", false),
            Err(ValidationError::Ipv4InIpv6InvalidCodePoint)
        );
        assert_eq!(
            host("[::1.2.3]", false),
            Err(ValidationError::Ipv4InIpv6TooFewParts)
        );
        assert_eq!(
            host("[::1.2.3.256]", false),
            Err(ValidationError::Ipv4InIpv6OutOfRangePart)
        );
        assert_eq!(
            host("[::01.2.3.4]", false),
            Err(ValidationError::Ipv4InIpv6InvalidCodePoint)
        );
        assert_eq!(
            host("[1:2:3:4:5:6:7:1.2.3.4]", false),
            Err(ValidationError::Ipv4InIpv6TooManyPieces)
        );
    }

    #[test]
    fn opaque_hosts() {
        assert_eq!(host("ExAmple", true).as_deref(), Ok("ExAmple"));
        assert_eq!(host("é%zz", true).as_deref(), Ok("%C3%A9%zz"));
        assert_eq!(host("", true).as_deref(), Ok(""));
        assert_eq!(
            host("a^b", true),
            Err(ValidationError::HostInvalidCodePoint)
        );
        let input = Input::new("a<%zz", &mut Untraced);
        let mut errors = ValidationErrors::default();
        let mut cx = HostContext::new(&mut errors, &input, 0);
        assert!(
            parse(input.text(), true, &mut cx).is_err(),
            "< is a forbidden host code point"
        );
    }

    #[test]
    fn error_positions_point_into_the_host() {
        let input = Input::new("ab%25c", &mut Untraced);
        let mut errors = ValidationErrors::default();
        let mut cx = HostContext::new(&mut errors, &input, 0);
        let failure = parse(input.text(), false, &mut cx).unwrap_err();
        assert_eq!((failure.at, failure.code_point), (2, Some('%')));

        let input = Input::new("1.0x2.3.4", &mut Untraced);
        let mut errors = ValidationErrors::default();
        let mut cx = HostContext::new(&mut errors, &input, 0);
        assert!(parse(input.text(), false, &mut cx).is_ok());
        assert_eq!(errors.0, [(ValidationError::Ipv4NonDecimalPart, 2)]);
    }
}
