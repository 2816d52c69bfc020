//! RFC 2396 Appendix A, as RFC 2732 updated it for IPv6 literals, checked component by
//! component on the split of Appendix B ([`UriRef`]).
//!
//! ```text
//! URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
//! absoluteURI   = scheme ":" ( hier_part | opaque_part )
//! relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]
//! hier_part     = ( net_path | abs_path ) [ "?" query ]
//! opaque_part   = uric_no_slash *uric
//! net_path      = "//" authority [ abs_path ]
//! abs_path      = "/"  path_segments
//! rel_path      = rel_segment [ abs_path ]
//! authority     = server | reg_name
//! server        = [ [ userinfo "@" ] hostport ]
//! hostport      = host [ ":" port ]
//! host          = hostname | IPv4address | IPv6reference     ; RFC 2732 §3
//! ipv6reference = "[" IPv6address "]"                        ; RFC 2732 §3
//! ```
//!
//! RFC 2732 §3 also replaces `IPv4address` by RFC 2373's (at most three digits a group), moves
//! `[` and `]` from `unwise` into `reserved`, and takes `IPv6address` from RFC 2373 §2.2.

use super::authority::{Authority, AuthorityKind, HostKind};
use super::checked::Checked;
use super::diagnostics::{Diagnostic, Problem, Rule, Severity};
use super::grammars::Grammar;
use super::ipv6::{self, Why};
use super::shared::{
    ALPHA, CharSet, DIGIT, Verdict, Voice, colon_in_first_segment, is_escape_at, start_appendix_b,
};
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// Whose rules these are.
const SPEC: Spec = Spec::Rfc2396;

// The rules are data: rfc2396.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/text/grammar/rfc2396.rs"));

/// `mark = "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")"` (§2.3)
const MARK: CharSet = CharSet::of(b"-_.!~*'()");
/// `unreserved = alphanum | mark` (§2.3)
const UNRESERVED: CharSet = ALPHA.union(DIGIT).union(MARK);
/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" | "$" | "," | "[" | "]"` (§2.2 as
/// RFC 2732 §3 extended it)
const RESERVED: CharSet = CharSet::of(b";/?:@&=+$,[]");
/// `%` stands for `escaped`, checked as an escape by the scan.
const PCT: CharSet = CharSet::of(b"%");
/// `uric = reserved | unreserved | escaped` (§2)
const URIC: CharSet = RESERVED.union(UNRESERVED).union(PCT);
const URIC_NO_SLASH_CHARS: CharSet = UNRESERVED.union(PCT).union(CharSet::of(b";?:@&=+$,"));
const PCHAR_CHARS: CharSet = UNRESERVED.union(PCT).union(CharSet::of(b":@&=+$,"));
/// `path_segments = segment *( "/" segment )`, `segment = *pchar *( ";" param )`,
/// `param = *pchar`.
const PATH_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b";/"));
const USERINFO_CHARS: CharSet = UNRESERVED.union(PCT).union(CharSet::of(b";:&=+$,"));
const REG_NAME_CHARS: CharSet = UNRESERVED.union(PCT).union(CharSet::of(b"$,;:@&=+"));

/// The excluded classes of §2.4.3, which name a character no rule allows.
fn excluded(c: char) -> Option<Verdict> {
    let rule = match c {
        '\0'..='\x1f' | '\x7f' => &CONTROL,
        ' ' => &SPACE,
        '<' | '>' | '#' | '%' | '"' => &DELIMS,
        '{' | '}' | '|' | '\\' | '^' | '`' => &UNWISE,
        _ => return None,
    };
    Some(Verdict::excluded(rule))
}

const VOICE: Voice = Voice {
    escape: &ESCAPED,
    classify: excluded,
};

pub(super) fn check(text: &str) -> Checked<'_> {
    let (uri, mut checked) = start_appendix_b(text, Grammar::Rfc2396, &SCHEME, VOICE, authority);
    let out = &mut checked.diagnostics;

    let path = uri.path();
    match uri.scheme {
        // absoluteURI with an opaque_part: everything after the colon (the path and the
        // query of the split) is `uric_no_slash *uric`.
        Some(scheme) if uri.authority.is_none() && !path.starts_with('/') => {
            if path.is_empty() && uri.query.is_none() {
                out.push(Diagnostic::new(
                    text,
                    scheme.end,
                    1,
                    Component::Scheme,
                    &ABSOLUTE_URI,
                    Problem::Malformed(
                        "nothing follows the scheme's `:`: an absoluteURI needs a hier_part \
                         (starting with `/`) or an opaque_part (at least one character)",
                    ),
                    Severity::Error,
                ));
            }
            let first = text.as_bytes().get(uri.path.start).copied();
            if let Some(first) = first.filter(|&b| !path.is_empty() && URIC.contains(b))
                && !URIC_NO_SLASH_CHARS.contains(first)
            {
                out.push(Diagnostic::new(
                    text,
                    uri.path.start,
                    1,
                    Component::Path,
                    &URIC_NO_SLASH,
                    Problem::NotAllowed,
                    Severity::Error,
                ));
            }
            VOICE
                .scan(Component::Path, URIC, &OPAQUE_PART)
                .run(text, uri.path, out);
        }
        _ => {
            VOICE
                .scan(Component::Path, PATH_CHARS, &PCHAR)
                .run(text, uri.path, out);
            let relative = uri.scheme.is_none() && uri.authority.is_none();
            if relative && !path.starts_with('/') {
                // rel_path = rel_segment [ abs_path ]: no colon in the first segment.
                colon_in_first_segment(text, uri.path, &REL_SEGMENT, out);
                if let Some(query) = uri.query.filter(|_| path.is_empty()) {
                    out.push(Diagnostic::new(
                        text,
                        query.start - 1,
                        1,
                        Component::Query,
                        &RELATIVE_URI,
                        Problem::Malformed(
                            "a relative reference has a path before its query \
                             (`rel_path` starts with a `rel_segment`, which is not empty), \
                             though Appendix C resolves `?y`; RFC 3986 added `path-empty`",
                        ),
                        Severity::Error,
                    ));
                }
            }
        }
    }
    VOICE.check_query_and_fragment(text, &uri, URIC, [&QUERY, &FRAGMENT], out);
    checked
}

/// `authority = server | reg_name` (§3.2): a `server` when the text is one, otherwise a
/// registry-based authority. With `out`, also the diagnostics: why a `reg_name` is not a server
/// (a warning), or the characters neither allows (errors).
pub(crate) fn authority(text: &str, span: Span, out: Option<&mut Vec<Diagnostic>>) -> Authority {
    let registry = Authority {
        kind: AuthorityKind::Registry,
        span,
        userinfo: None,
        host: None,
        port: None,
        host_kind: None,
    };
    let Some(out) = out else {
        return server(text, span).unwrap_or(registry);
    };
    let not_server = match server(text, span) {
        Ok(parts) => {
            if let Some(colon) = parts.userinfo.and_then(|u| u.of(text).find(':')) {
                out.push(Diagnostic::new(
                    text,
                    span.start + colon,
                    1,
                    Component::Authority,
                    &USERINFO,
                    Problem::Password,
                    Severity::Warning,
                ));
            }
            return parts;
        }
        Err(not_server) => not_server,
    };
    let mut bad = Vec::new();
    VOICE
        .scan(Component::Authority, REG_NAME_CHARS, &REG_NAME)
        .run(text, span, &mut bad);
    let (at, why) = not_server;
    let hostport_start = span
        .of(text)
        .find('@')
        .map_or(span.start, |a| span.start + a + 1);
    // The rule to name where the text is not a server; none where its characters say it all.
    let broken = if bad.is_empty() {
        Some((&SERVER, Problem::NotServer(why), Severity::Warning))
    } else if at >= hostport_start && text[hostport_start..span.end].starts_with('[') {
        // An IPv6reference that is not one: say why, not that `[` is no reg_name character.
        bad.retain(|d| !matches!(d.found, '[' | ']'));
        Some((&IPV6REFERENCE, Problem::Malformed(why), Severity::Error))
    } else {
        None
    };
    if let Some((rule, problem, severity)) = broken {
        out.push(Diagnostic::char(
            text,
            at,
            Component::Authority,
            rule,
            problem,
            severity,
        ));
    }
    out.append(&mut bad);
    registry
}

/// Where and why a text is not a `server`.
type NotServer = (usize, Why);

/// `server = [ [ userinfo "@" ] hostport ]`, `hostport = host [ ":" port ]`.
fn server(text: &str, span: Span) -> Result<Authority, NotServer> {
    let mut parts = Authority {
        kind: AuthorityKind::Server,
        span,
        userinfo: None,
        host: None,
        port: None,
        host_kind: None,
    };
    if span.is_empty() {
        return Ok(parts); // the empty server
    }
    let host_start = match span.of(text).find('@') {
        Some(at) => {
            let userinfo = Span::new(span.start, span.start + at);
            if let Some(bad) = first_outside(text, userinfo, USERINFO_CHARS) {
                return Err((bad, "not allowed in `userinfo`"));
            }
            parts.userinfo = Some(userinfo);
            span.start + at + 1
        }
        None => span.start,
    };
    let hostport = &text[host_start..span.end];
    if let Some(second) = hostport.find('@') {
        return Err((
            host_start + second,
            "a second `@` (a server has one, between the userinfo and the host)",
        ));
    }
    let host_end = if hostport.starts_with('[') {
        let close = hostport
            .find(']')
            .ok_or((host_start, "no `]` closes the IPv6reference this `[` opens"))?;
        let address = &hostport[1..close];
        if address.starts_with(['v', 'V']) {
            return Err((
                host_start,
                "RFC 2732's IPv6reference holds an IPv6 address only: the `v` form \
                 (`IPvFuture`) came with RFC 3986 §3.2.2",
            ));
        }
        ipv6::check(address, ipv4address).map_err(|why| (host_start, why))?;
        parts.host_kind = Some(HostKind::Ipv6Reference);
        let end = host_start + close + 1;
        if end < span.end && text.as_bytes()[end] != b':' {
            return Err((end, "only `:` and a port may follow an IPv6reference"));
        }
        end
    } else {
        let end = hostport
            .find(':')
            .map_or(span.end, |colon| host_start + colon);
        if end == host_start {
            let at = if end < span.end { end } else { host_start - 1 };
            return Err((at, "a server has a host name or IPv4 address here"));
        }
        parts.host_kind = Some(host(text, Span::new(host_start, end))?);
        end
    };
    parts.host = Some(Span::new(host_start, host_end));
    if host_end < span.end {
        let port = Span::new(host_end + 1, span.end);
        if let Some(bad) = port.of(text).bytes().position(|b| !DIGIT.contains(b)) {
            return Err((port.start + bad, "a port is digits only (`port = *digit`)"));
        }
        parts.port = Some(port);
    }
    Ok(parts)
}

/// The first byte of `span` that starts a character outside `allowed` or a `%` that does not
/// start an escape.
fn first_outside(text: &str, span: Span, allowed: CharSet) -> Option<usize> {
    let bytes = &text.as_bytes()[..span.end];
    (span.start..span.end)
        .find(|&i| !allowed.contains(bytes[i]) || bytes[i] == b'%' && !is_escape_at(bytes, i))
}

/// `host = hostname | IPv4address` (a non-empty host that is not an IPv6reference).
fn host(text: &str, host: Span) -> Result<HostKind, NotServer> {
    let name = host.of(text);
    if name.bytes().all(|b| b == b'.' || DIGIT.contains(b)) {
        return ipv4address(name)
            .map(|()| HostKind::Ipv4Address)
            .map_err(|why| (host.start, why));
    }
    hostname(name)
        .map(|()| HostKind::Hostname)
        .map_err(|(offset, why)| (host.start + offset, why))
}

/// `hostname = *( domainlabel "." ) toplabel [ "." ]`,
/// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum`,
/// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum`. The error is at a byte offset into
/// `name`.
fn hostname(name: &str) -> Result<(), (usize, Why)> {
    let labels = name.strip_suffix('.').unwrap_or(name);
    let count = labels.split('.').count();
    let mut offset = 0;
    for (k, label) in labels.split('.').enumerate() {
        let bytes = label.as_bytes();
        let (Some(&first), Some(&last)) = (bytes.first(), bytes.last()) else {
            return Err((
                offset,
                "an empty label in a host name (two dots, or a dot first)",
            ));
        };
        let alphanum = ALPHA.union(DIGIT);
        if let Some(bad) = bytes
            .iter()
            .position(|&b| !(alphanum.contains(b) || b == b'-'))
        {
            return Err((
                offset + bad,
                "not allowed in a `hostname` (letters, digits and `-` between dots)",
            ));
        }
        if first == b'-' {
            return Err((offset, "a host name's label starts with a letter or digit"));
        }
        if last == b'-' {
            return Err((
                offset + bytes.len() - 1,
                "a host name's label ends with a letter or digit",
            ));
        }
        if k + 1 == count && !ALPHA.contains(first) {
            return Err((
                offset,
                "the last label of a host name (`toplabel`) starts with a letter",
            ));
        }
        offset += label.len() + 1;
    }
    Ok(())
}

/// `IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT`: RFC 2373's rule, which
/// RFC 2732 §3 puts in place of RFC 2396's `1*digit` groups.
fn ipv4address(text: &str) -> Result<(), Why> {
    let mut parts = 0;
    for part in text.split('.') {
        parts += 1;
        if part.is_empty() || !part.bytes().all(|b| DIGIT.contains(b)) {
            return Err("an IPv4 address has four groups of digits between dots");
        }
        if part.len() > 3 {
            return Err("an IPv4 address group has one to three digits (RFC 2732 §3)");
        }
    }
    match parts {
        4 => Ok(()),
        _ => Err("an IPv4 address has four groups of digits between dots"),
    }
}
