//! The host parser (§3.5): IPv6 addresses in brackets, opaque hosts for URLs that are not
//! special, and domains (percent-decoded, through the domain parser, and IPv4 addresses when
//! they end in a number); and the host serializer.

use std::borrow::Cow;
use std::net::{Ipv4Addr, Ipv6Addr};

use idna::AsciiDenyList;

use crate::core::specs::whatwg::code_points::{
    is_forbidden_domain_code_point, is_forbidden_host_code_point, is_url_code_point,
    starts_with_two_hex_digits,
};
use crate::core::specs::whatwg::host::context::{HostContext, HostError};
use crate::core::specs::whatwg::percent_encode::{EncodeSet, push_str_percent_encoded};
use crate::core::specs::whatwg::raises::{self};
use crate::core::specs::whatwg::steps::{HOST_IDNA, HOST_IPV4, HOST_LOWERCASED};
use crate::core::text::percent::percent_decode;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::whatwg_act::{HostBranch, HostStep};
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// A host, as the host parser returns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ParsedHost<'a> {
    /// A domain, ASCII after the domain parser.
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
    pub(crate) fn serialize(&self, out: &mut String) {
        match self {
            ParsedHost::Domain(text) | ParsedHost::Opaque(text) => out.push_str(text),
            ParsedHost::Ipv4(address) => super::ipv4::serialize(*address, out),
            ParsedHost::Ipv6(address) => {
                out.push('[');
                super::ipv6::serialize(*address, out);
                out.push(']');
            }
            ParsedHost::Empty => {}
        }
    }
}

/// "The host parser" on `input` (the host state's buffer), with isOpaque when the URL is not
/// special.
pub(crate) fn parse<'a, O: Observer>(
    input: &'a str,
    is_opaque: bool,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<ParsedHost<'a>, HostError> {
    if let Some(after_bracket) = input.strip_prefix('[') {
        cx.branch(HostBranch::Ipv6, input.len());
        let Some(inside) = after_bracket.strip_suffix(']') else {
            return Err(cx.fail(raises::IPV6_UNCLOSED, input.len(), None));
        };
        return super::ipv6::parse(inside, 1, cx).map(ParsedHost::Ipv6);
    }
    if is_opaque {
        cx.branch(HostBranch::Opaque, input.len());
        return parse_opaque(input, cx);
    }
    cx.branch(HostBranch::Domain, input.len());
    parse_domain(input, cx)
}

/// Host parser steps 4-9: percent-decode, the domain parser, and the IPv4 parser if the
/// result ends in a number.
fn parse_domain<'a, O: Observer>(
    input: &'a str,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<ParsedHost<'a>, HostError> {
    // Step 4: "If input contains a percent-encoded byte, domain-percent-encoded validation
    // error."
    if O::VALIDATION
        && let Some(i) = first_percent_encoded_byte(input.as_bytes())
    {
        cx.error(raises::DOMAIN_PERCENT_ENCODED, i);
    }
    let decoded = percent_decode(input.as_bytes());
    let was_decoded = matches!(decoded, Cow::Owned(_));
    let is_ascii = decoded.is_ascii();
    let ascii = domain_parser(input, decoded, is_ascii, cx)?;
    if O::ENABLED {
        cx.step(HostStep::DomainParser {
            ascii: &ascii,
            lowercased: is_ascii,
        });
    }
    let ends_in_a_number = super::ipv4::ends_in_a_number(&ascii);
    if O::ENABLED {
        cx.step(HostStep::EndsInANumber(ends_in_a_number));
    }
    if !ends_in_a_number {
        return Ok(ParsedHost::Domain(ascii));
    }
    cx.exact = is_ascii && !was_decoded;
    let address = super::ipv4::parse(&ascii, cx);
    cx.exact = true;
    if O::ENABLED
        && let Ok(address) = address
    {
        let mut written = String::new();
        super::ipv4::serialize(address, &mut written);
        if written != ascii {
            cx.rule(&HOST_IPV4);
        }
    }
    address.map(ParsedHost::Ipv4)
}

/// "The domain parser" (§3.3 IDNA) with beStrict false, on `decoded`, the percent-decoding
/// of `input` (`is_ascii` when it is an ASCII string).
fn domain_parser<'a, O: Observer>(
    input: &'a str,
    decoded: Cow<'a, [u8]>,
    is_ascii: bool,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<Cow<'a, str>, HostError> {
    // Steps 1-2: a strict Unicode ToASCII only decides whether there is a domain-to-ASCII
    // validation error ("This step does not return"), so only an observer that wants those
    // errors pays for it.
    let strict_failed = O::VALIDATION && strict_to_ascii(&decoded).is_err();
    if strict_failed {
        let (offset, _) = at_fault(input);
        cx.error(raises::STRICT_TO_ASCII_FAILED, offset);
    }
    // What follows fails only where the strict ToASCII failed too, and the Standard names no
    // other validation error for it: the failure is that error's, reported once.
    let fail = |cx: &mut HostContext<'_, '_, O>, reason| {
        let (offset, code_point) = at_fault(input);
        let mut failure = if strict_failed {
            cx.failed(ValidationError::DomainToAscii, offset, code_point)
        } else {
            cx.fail(raises::STRICT_TO_ASCII_FAILED, offset, code_point)
        };
        failure.reason = Some(reason);
        failure
    };
    let result: Cow<'a, str> = if is_ascii {
        // Step 5: "If domain is an ASCII string, then set result to domain, lowercased",
        // "regardless of Unicode ToASCII's outcome, due to web compatibility".
        if O::ENABLED && decoded.iter().any(u8::is_ascii_uppercase) {
            cx.rule(&HOST_LOWERCASED);
        }
        lowercase_ascii(input, decoded)
    } else {
        // Step 6: Unicode ToASCII with the relaxed flags (CheckHyphens, UseSTD3ASCIIRules and
        // VerifyDnsLength false).
        match idna::domain_to_ascii_cow(&decoded, AsciiDenyList::EMPTY) {
            Ok(ascii) => {
                cx.rule(&HOST_IDNA);
                Cow::Owned(ascii.into_owned())
            }
            Err(_) => return Err(fail(cx, raises::RELAXED_TO_ASCII_FAILED)),
        }
    };
    // Step 7.
    if result.is_empty() {
        return Err(fail(cx, raises::EMPTY_RESULT));
    }
    // Step 8.
    if result
        .bytes()
        .any(|b| is_forbidden_domain_code_point(char::from(b)))
    {
        return Err(fail(cx, raises::FORBIDDEN_IN_RESULT));
    }
    Ok(result)
}

/// Where a domain that strict ToASCII refuses is at fault: its first forbidden domain code
/// point when the percent-decoded input has one (UseSTD3ASCIIRules refuses it, and it stays
/// in the result), else the host's start (a forbidden code point then comes from a mapping,
/// or the fault is elsewhere). Only on the way to an error: it decodes the input again.
fn at_fault(input: &str) -> (usize, Option<char>) {
    let decoded = percent_decode(input.as_bytes());
    let forbidden = decoded
        .iter()
        .position(|&b| b.is_ascii() && is_forbidden_domain_code_point(char::from(b)));
    match forbidden {
        Some(i) => (
            decoded_offset(input.as_bytes(), i),
            Some(char::from(decoded[i])),
        ),
        None => (0, None),
    }
}

/// "Domain parser ToASCII" with beStrict true: Unicode ToASCII with CheckHyphens,
/// UseSTD3ASCIIRules and VerifyDnsLength set (CheckBidi and CheckJoiners are always set).
fn strict_to_ascii(domain: &[u8]) -> Result<Cow<'_, str>, idna::Errors> {
    idna::uts46::Uts46::new().to_ascii(
        domain,
        AsciiDenyList::STD3,
        idna::uts46::Hyphens::Check,
        idna::uts46::DnsLength::Verify,
    )
}

/// Where `input`'s first percent-encoded byte (`%` and two ASCII hex digits) starts.
fn first_percent_encoded_byte(input: &[u8]) -> Option<usize> {
    (0..input.len()).find(|&i| input[i] == b'%' && starts_with_two_hex_digits(&input[i + 1..]))
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
fn parse_opaque<'a, O: Observer>(
    input: &'a str,
    cx: &mut HostContext<'_, '_, O>,
) -> Result<ParsedHost<'a>, HostError> {
    if let Some(i) = input
        .bytes()
        .position(|b| b.is_ascii() && is_forbidden_host_code_point(char::from(b)))
    {
        let code_point = char::from(input.as_bytes()[i]);
        return Err(cx.fail(raises::OPAQUE_HOST_FORBIDDEN, i, Some(code_point)));
    }
    if O::VALIDATION {
        if let Some((i, _)) = input
            .char_indices()
            .find(|&(_, c)| !is_url_code_point(c) && c != '%')
        {
            cx.error(raises::OPAQUE_HOST_NOT_A_URL_UNIT, i);
        }
        let bytes = input.as_bytes();
        if let Some(i) = (0..bytes.len())
            .find(|&i| bytes[i] == b'%' && !starts_with_two_hex_digits(&bytes[i + 1..]))
        {
            cx.error(raises::OPAQUE_HOST_LONE_PERCENT_SIGN, i);
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
    use crate::core::specs::whatwg::emit::Emit;
    use crate::core::specs::whatwg::input::Input;
    use crate::core::vocabulary::event::NoTrace;
    use crate::core::vocabulary::validation::Validation;

    /// `text` through the host parser: the host serialized or the failure, and the validation
    /// errors raised on the way, each with its byte.
    fn parsed(text: &str, is_opaque: bool) -> (Result<String, HostError>, Validation) {
        let input = Input::new(text, &mut Emit::new(&mut NoTrace));
        let mut raised = Validation::default();
        let mut cx = HostContext::new(Emit::new(&mut raised), &input, 0);
        let host = parse(input.text(), is_opaque, &mut cx).map(|host| {
            let mut out = String::new();
            host.serialize(&mut out);
            out
        });
        (host, raised)
    }

    fn host(text: &str, is_opaque: bool) -> Result<String, ValidationError> {
        parsed(text, is_opaque).0.map_err(|e| e.error)
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
        // "If domain is an ASCII string, then set result to domain, lowercased", whatever
        // Unicode ToASCII says of its `xn--` labels.
        assert_eq!(host("xn--a", false).as_deref(), Ok("xn--a"));
        assert_eq!(host("XN--A.b", false).as_deref(), Ok("xn--a.b"));
        // "If result contains a forbidden domain code point, then return failure": the
        // Standard names no error of its own for it, the strict ToASCII's domain-to-ASCII
        // comes first.
        assert_eq!(host("a b", false), Err(ValidationError::DomainToAscii));
        assert_eq!(host("a%25b", false), Err(ValidationError::DomainToAscii));
        assert_eq!(
            host("a\u{FF05}b", false),
            Err(ValidationError::DomainToAscii)
        );
        // Relaxed ToASCII maps a soft hyphen to nothing: "If result is the empty string,
        // then return failure."
        assert_eq!(host("\u{AD}", false), Err(ValidationError::DomainToAscii));
        // A non-ASCII domain fails when relaxed ToASCII fails (here, invalid Punycode).
        assert_eq!(host("xn--a.ü", false), Err(ValidationError::DomainToAscii));
    }

    /// Asserts the validation errors `text` raises as a domain, at their offsets, and whether
    /// it parses.
    #[track_caller]
    fn assert_domain(text: &str, errors: &[(&str, usize)], parses: bool) {
        let (host, raised) = parsed(text, false);
        let names: Vec<_> = raised.input.iter().map(|&(e, at)| (e.name(), at)).collect();
        assert_eq!((names.as_slice(), host.is_ok()), (errors, parses), "{text}");
    }

    #[test]
    fn the_domain_parser_reports_what_strict_to_ascii_refuses_and_goes_on() {
        // Steps 1-2: "If strictResult is a failure value, domain-to-ASCII validation error.
        // This step does not return."
        assert_domain("example.com", &[], true);
        assert_domain("a_b.com", &[("domain-to-ASCII", 0)], true);
        assert_domain("-a.com", &[("domain-to-ASCII", 0)], true);
        assert_domain("xn--pokxncvks", &[("domain-to-ASCII", 0)], true);
        assert_domain("a..b", &[("domain-to-ASCII", 0)], true);
        let label_64 = format!("{}.com", "a".repeat(64));
        assert_domain(&label_64, &[("domain-to-ASCII", 0)], true);
        // At the forbidden domain code point, which UseSTD3ASCIIRules refuses; failure adds no
        // second error.
        assert_domain("a b", &[("domain-to-ASCII", 1)], false);
        // Host parser step 4: "If input contains a percent-encoded byte,
        // domain-percent-encoded validation error."
        assert_domain("ex%41mple.com", &[("domain-percent-encoded", 2)], true);
        assert_domain(
            "a%zz%2e%",
            &[("domain-percent-encoded", 4), ("domain-to-ASCII", 1)],
            false,
        );
    }

    #[test]
    fn ipv4_forms() {
        use ValidationError::*;
        for (text, want) in [
            ("0x7f.1", Ok("127.0.0.1")),
            ("0300.0250.0.1", Ok("192.168.0.1")),
            ("4294967295", Ok("255.255.255.255")),
            ("4294967296", Err(Ipv4OutOfRangePart)),
            ("1.2.3.4.5", Err(Ipv4TooManyParts)),
            ("1.2.3.4.", Ok("1.2.3.4")),
            ("1.256.3", Err(Ipv4OutOfRangePart)),
            ("1.2.65536", Err(Ipv4OutOfRangePart)),
            ("1.2.65535", Ok("1.2.255.255")),
            ("09.1", Err(Ipv4NonNumericPart)),
            ("1.a.2", Err(Ipv4NonNumericPart)),
            // Does not end in a number: a domain.
            ("a.1x", Ok("a.1x")),
        ] {
            assert_eq!(host(text, false), want.map(String::from), "{text}");
        }
    }

    #[test]
    fn ipv6() {
        use ValidationError::*;
        // The host parser's step 1, "If input starts with U+005B ([), then:", comes before
        // its step 2, "If isOpaque is true".
        assert_eq!(
            host("[1:2:3:4:5:6:7:8]", true).as_deref(),
            Ok("[1:2:3:4:5:6:7:8]")
        );
        for (text, want) in [
            ("[::1]", Ok("[::1]")),
            ("[0:0:0:0:0:0:13.1.68.3]", Ok("[::d01:4403]")),
            ("[::1", Err(Ipv6Unclosed)),
            ("[:1]", Err(Ipv6InvalidCompression)),
            ("[1::2::3]", Err(Ipv6MultipleCompression)),
            ("[1:2:3:4:5:6:7:8:9]", Err(Ipv6TooManyPieces)),
            ("[1:2:3]", Err(Ipv6TooFewPieces)),
            ("[1:]", Err(Ipv6InvalidCodePoint)),
            ("[1:x]", Err(Ipv6InvalidCodePoint)),
            ("[::1.2.3.]", Err(Ipv4InIpv6InvalidCodePoint)),
            ("[::1.2.3]", Err(Ipv4InIpv6TooFewParts)),
            ("[::1.2.3.256]", Err(Ipv4InIpv6OutOfRangePart)),
            ("[::01.2.3.4]", Err(Ipv4InIpv6InvalidCodePoint)),
            ("[1:2:3:4:5:6:7:1.2.3.4]", Err(Ipv4InIpv6TooManyPieces)),
        ] {
            assert_eq!(host(text, false), want.map(String::from), "{text}");
        }
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
        assert!(
            parsed("a<%zz", true).0.is_err(),
            "< is a forbidden host code point"
        );
    }

    #[test]
    fn error_positions_point_into_the_host() {
        let failure = parsed("ab%25c", false).0.unwrap_err();
        assert_eq!((failure.at, failure.code_point), (2, Some('%')));

        let (host, raised) = parsed("1.0x2.3.4", false);
        assert!(host.is_ok());
        assert_eq!(raised.input, [(ValidationError::Ipv4NonDecimalPart, 2)]);
    }

    #[test]
    fn ipv4_and_ipv6_errors_that_do_not_stop_the_parser() {
        // "If parts's size is less than 4, IPv4-too-few-parts validation error."
        assert_domain("1.2.3", &[("IPv4-too-few-parts", 0)], true);
        // The trailing dot's empty root label fails VerifyDnsLength (UTS #46's IdnaTestV2.txt:
        // `a.b.c.d.` gives A4_2), so strict ToASCII fails too.
        assert_domain(
            "1.2.3.",
            &[
                ("domain-to-ASCII", 0),
                ("IPv4-empty-part", 5),
                ("IPv4-too-few-parts", 0),
            ],
            true,
        );
        assert_domain("1.2.3.4", &[], true);
        // "If length is greater than 1 and value is less than 0x10^(length − 1),
        // IPv6-piece-leading-zero validation error."
        assert_domain("[::01]", &[("IPv6-piece-leading-zero", 3)], true);
        assert_domain("[0:0001::]", &[("IPv6-piece-leading-zero", 3)], true);
        assert_domain("[0:0::1000]", &[], true);
    }
}
