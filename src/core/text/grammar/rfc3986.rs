//! RFC 3986 Appendix A: the ABNF, checked component by component on the split of Appendix B
//! (the same expression as RFC 2396's, which [`UriRef`] implements).
//!
//! ```text
//! URI-reference = URI / relative-ref
//! URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
//! relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
//! hier-part     = "//" authority path-abempty / path-absolute / path-rootless / path-empty
//! relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty
//! authority     = [ userinfo "@" ] host [ ":" port ]
//! host          = IP-literal / IPv4address / reg-name
//! ```
//!
//! The split already puts every `/`-led path after an authority or at the start, so the path
//! rules differ only in what they allow in a first segment: `path-noscheme`'s
//! `segment-nz-nc` has no `:`. A `:` can be read as ending a scheme, so a relative path whose
//! first segment holds one (`this:that`) is not a relative reference (§4.2).

use super::authority::{Authority, AuthorityKind, HostKind};
use super::checked::Checked;
use super::diagnostics::{Diagnostic, Problem, Rule, Severity};
use super::grammars::Grammar;
use super::ipv6::{self, Why};
use super::shared::{
    ALPHA, CharSet, DIGIT, HEXDIG, Voice, colon_in_first_segment, no_classes, start_appendix_b,
};
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// Whose rules these are.
const SPEC: Spec = Spec::Rfc3986;

// The rules are data: rfc3986.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/text/grammar/rfc3986.rs"));

/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (§2.3)
const UNRESERVED: CharSet = ALPHA.union(DIGIT).union(CharSet::of(b"-._~"));
/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (§2.2)
const SUB_DELIMS: CharSet = CharSet::of(b"!$&'()*+,;=");
/// `%` stands for `pct-encoded`, checked as an escape by the scan.
const PCT: CharSet = CharSet::of(b"%");
const USERINFO_CHARS: CharSet = UNRESERVED
    .union(PCT)
    .union(SUB_DELIMS)
    .union(CharSet::of(b":"));
const REG_NAME_CHARS: CharSet = UNRESERVED.union(PCT).union(SUB_DELIMS);
const PCHAR_CHARS: CharSet = UNRESERVED
    .union(PCT)
    .union(SUB_DELIMS)
    .union(CharSet::of(b":@"));
/// A path: segments of `pchar` between slashes.
const PATH_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b"/"));
/// `query` and `fragment`: `pchar / "/" / "?"`.
const QUERY_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b"/?"));
const IPVFUTURE_TAIL: CharSet = UNRESERVED.union(SUB_DELIMS).union(CharSet::of(b":"));

/// RFC 3986's escape, and no named classes.
const VOICE: Voice = Voice {
    escape: &PCT_ENCODED,
    classify: no_classes,
};

pub(super) fn check(text: &str) -> Checked<'_> {
    let (uri, mut checked) = start_appendix_b(text, Grammar::Rfc3986, &SCHEME, VOICE, authority);
    let out = &mut checked.diagnostics;

    VOICE
        .scan(Component::Path, PATH_CHARS, &PCHAR)
        .run(text, uri.path, out);
    // path-noscheme: a relative reference's path that does not start with "/".
    if uri.scheme.is_none() && uri.authority.is_none() {
        colon_in_first_segment(text, uri.path, &SEGMENT_NZ_NC, out);
    }
    VOICE.check_query_and_fragment(text, &uri, QUERY_CHARS, [&QUERY, &FRAGMENT], out);
    checked
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (§3.2), split; with `out`, checked too.
pub(super) fn authority(text: &str, span: Span, out: Option<&mut Vec<Diagnostic>>) -> Authority {
    let parts = split(text, span);
    if let Some(out) = out {
        check_parts(text, &parts, out);
    }
    parts
}

/// Neither `userinfo` nor `host` may hold an `@`, so the last one ends the userinfo; a
/// `reg-name` holds no `:`, so the first one after the host starts the port, and an IP literal
/// ends at its first `]`. What follows that `]` is a port only after a `:`.
fn split(text: &str, span: Span) -> Authority {
    let value = span.of(text);
    let (userinfo, host_start) = match value.rfind('@') {
        Some(at) => (
            Some(Span::new(span.start, span.start + at)),
            span.start + at + 1,
        ),
        None => (None, span.start),
    };
    let hostport = &text[host_start..span.end];
    let (host_end, host_kind) = if let Some(literal) = hostport.strip_prefix('[') {
        let end = hostport
            .find(']')
            .map_or(span.end, |close| host_start + close + 1);
        let kind = match literal.starts_with(['v', 'V']) {
            true => HostKind::IpLiteralFuture,
            false => HostKind::IpLiteralV6,
        };
        (end, kind)
    } else {
        let end = hostport
            .find(':')
            .map_or(span.end, |colon| host_start + colon);
        let kind = match ipv4address(&text[host_start..end]) {
            Ok(()) => HostKind::Ipv4Address,
            Err(_) => HostKind::RegName,
        };
        (end, kind)
    };
    let port = text[host_end..span.end]
        .starts_with(':')
        .then(|| Span::new(host_end + 1, span.end));
    Authority {
        kind: AuthorityKind::Server,
        span,
        userinfo,
        host: Some(Span::new(host_start, host_end)),
        port,
        host_kind: Some(host_kind),
    }
}

/// The diagnostics of an authority's parts.
fn check_parts(text: &str, parts: &Authority, out: &mut Vec<Diagnostic>) {
    if let Some(userinfo) = parts.userinfo {
        VOICE
            .scan(Component::Authority, USERINFO_CHARS, &USERINFO)
            .run(text, userinfo, out);
        if let Some(colon) = userinfo.of(text).find(':') {
            out.push(Diagnostic::new(
                text,
                userinfo.start + colon,
                1,
                Component::Authority,
                &USERINFO,
                Problem::Password,
                Severity::Warning,
            ));
        }
    }
    let Some(host) = parts.host else { return };
    let name = host.of(text);
    if name.starts_with('[') {
        if name.len() < 2 || !name.ends_with(']') {
            out.push(Diagnostic::new(
                text,
                host.start,
                host.len(),
                Component::Authority,
                &IP_LITERAL,
                Problem::Malformed("no `]` closes the IP literal that this `[` opens"),
                Severity::Error,
            ));
        } else {
            ip_literal(text, host, out);
        }
        if host.end < parts.span.end && parts.port.is_none() {
            out.push(Diagnostic::char(
                text,
                host.end,
                Component::Authority,
                &AUTHORITY,
                Problem::Malformed("only `:` and a port may follow an IP literal"),
                Severity::Error,
            ));
        }
    } else if parts.host_kind == Some(HostKind::RegName) {
        reg_name(text, host, out);
    }
    VOICE
        .scan(Component::Authority, DIGIT, &PORT)
        .run(text, parts.port, out);
}

/// `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`, brackets included in `host`.
fn ip_literal(text: &str, host: Span, out: &mut Vec<Diagnostic>) {
    let inner = &text[host.start + 1..host.end - 1];
    // ABNF strings match either case: "v" is `v` or `V`.
    let (rule, verdict) = match inner.strip_prefix(['v', 'V']) {
        Some(future) => (&IPVFUTURE, ipv_future(future)),
        None => (&IPV6ADDRESS, ipv6::check(inner, ipv4address)),
    };
    if let Err(why) = verdict {
        out.push(Diagnostic::new(
            text,
            host.start,
            host.len(),
            Component::Authority,
            rule,
            Problem::Malformed(why),
            Severity::Error,
        ));
    }
}

/// `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, after the `v`.
fn ipv_future(rest: &str) -> Result<(), Why> {
    let version = rest.bytes().take_while(|&b| HEXDIG.contains(b)).count();
    if version == 0 {
        return Err("the IP literal's `v` is not followed by a hexadecimal version number");
    }
    let Some(address) = rest[version..].strip_prefix('.') else {
        return Err("the IP literal's version number is not followed by `.`");
    };
    if address.is_empty() {
        return Err("nothing follows the `.` of the IP literal's version");
    }
    if !address.bytes().all(|b| IPVFUTURE_TAIL.contains(b)) {
        return Err(
            "the IP literal has a character that is not `unreserved`, `sub-delims` or \
                    `:` after its version",
        );
    }
    Ok(())
}

/// `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`
fn ipv4address(text: &str) -> Result<(), Why> {
    let mut parts = 0;
    for part in text.split('.') {
        parts += 1;
        dec_octet(part)?;
    }
    match parts {
        4 => Ok(()),
        n if n < 4 => Err("the IPv4 address has fewer than four parts"),
        _ => Err("the IPv4 address has more than four parts"),
    }
}

/// `dec-octet`: 0 to 255, written without leading zeros.
fn dec_octet(part: &str) -> Result<(), Why> {
    match part.as_bytes() {
        [] => Err("a part of the IPv4 address is empty"),
        bytes if !bytes.iter().all(|&b| DIGIT.contains(b)) => {
            Err("a part of the IPv4 address is not digits")
        }
        [b'0', _, ..] => {
            Err("a part of the IPv4 address has a leading zero, which `dec-octet` does not allow")
        }
        bytes if bytes.len() > 3 || part > "255" && bytes.len() == 3 => {
            Err("a part of the IPv4 address is above 255")
        }
        _ => Ok(()),
    }
}

/// A `reg-name`: a host that is neither an IP literal nor an `IPv4address` ("If host matches
/// the rule for IPv4address, then it should be considered an IPv4 address literal and not a
/// reg-name", §3.2.2). One of digits and dots that misses `dec-octet` is valid, but worth a
/// warning: it is not the address it looks like.
fn reg_name(text: &str, host: Span, out: &mut Vec<Diagnostic>) {
    VOICE
        .scan(Component::Authority, REG_NAME_CHARS, &REG_NAME)
        .run(text, host, out);
    let name = host.of(text);
    if name.contains('.')
        && name.bytes().all(|b| b == b'.' || DIGIT.contains(b))
        && let Err(why) = ipv4address(name)
    {
        out.push(Diagnostic::new(
            text,
            host.start,
            host.len(),
            Component::Authority,
            &DEC_OCTET,
            Problem::NotIpv4(why),
            Severity::Warning,
        ));
    }
}
