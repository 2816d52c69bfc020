//! RFC 3986 §6.2's comparison ladder, climbed one rule at a time: simple string comparison
//! (§6.2.1), syntax-based normalization (§6.2.2: percent-encoding, case, dot-segments) and
//! scheme-based normalization (§6.2.3: the port, the empty path, a `mailto` domain).
//! Protocol-based normalization (§6.2.4) needs the server, so it is named and never applied.

use crate::core::specs::rfc3986::default_ports::{default_port, defined_by};
use crate::core::specs::rfc3986::remove_dot_segments::remove_dot_segments;
use crate::core::specs::rfc3986::steps::{
    COMPARE_RELATIVE, DOUBLE_SLASH_PATH, NORM_DOTS, NORM_EMPTY_PATH, NORM_HEX, NORM_HOST_CASE,
    NORM_MAILTO, NORM_PERCENT, NORM_PORT, NORM_PROTOCOL, NORM_SCHEME_BASED, NORM_SCHEME_CASE,
    NORM_STRING, NORM_SYNTAX,
};
use crate::core::text::authority_split::split_authority;
use crate::core::text::grammar::diagnostics::Severity;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::percent::rewrite_escapes;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};

/// The rung of syntax-based normalization.
const SYNTAX: usize = 1;
/// The rung of scheme-based normalization.
const SCHEME: usize = 2;

/// RFC 3986 §6.2's ladder.
pub(crate) static NOTION: Notion = Notion {
    id: "rfc3986",
    name: "RFC 3986 §6.2",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "syntax",
            step: &NORM_SYNTAX,
        },
        Rung {
            id: "scheme",
            step: &NORM_SCHEME_BASED,
        },
    ],
    unapplied: &[&NORM_PROTOCOL],
    normalize,
    same_at: None,
    compared: None,
};

/// A URI reference's parts, each as normalization has left it so far.
#[derive(Clone, Debug, Default)]
struct Parts {
    scheme: Option<String>,
    /// The authority's parts, when there is an authority.
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl Parts {
    fn of(uri: &UriRef<'_>) -> Parts {
        let mut parts = Parts {
            scheme: uri.scheme().map(str::to_string),
            path: uri.path().to_string(),
            query: uri.query().map(str::to_string),
            fragment: uri.fragment().map(str::to_string),
            ..Parts::default()
        };
        if let Some(authority) = uri.authority() {
            let (userinfo, host, port) = split_authority(authority);
            parts.userinfo = userinfo.map(str::to_string);
            parts.host = Some(host.to_string());
            parts.port = port.map(str::to_string);
        }
        parts
    }

    /// §5.3's recomposition.
    fn write(&self) -> String {
        let mut out = String::new();
        if let Some(scheme) = &self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(host) = &self.host {
            out.push_str("//");
            if let Some(userinfo) = &self.userinfo {
                out.push_str(userinfo);
                out.push('@');
            }
            out.push_str(host);
            if let Some(port) = &self.port {
                out.push(':');
                out.push_str(port);
            }
        }
        out.push_str(&self.path);
        if let Some(query) = &self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = &self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
        out
    }

    /// The parts that may hold percent-encodings, by name.
    fn encoded(&mut self) -> [(&'static str, Option<&mut String>); 5] {
        [
            ("userinfo", self.userinfo.as_mut()),
            ("host", self.host.as_mut()),
            ("path", Some(&mut self.path)),
            ("query", self.query.as_mut()),
            ("fragment", self.fragment.as_mut()),
        ]
    }
}

/// §2.3: `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
fn is_unreserved(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'.' | b'_' | b'~')
}

/// §6.2.2.2: each escape of an unreserved character decoded.
fn decode_unreserved(text: &str) -> String {
    rewrite_escapes(
        text,
        |octet, _| is_unreserved(octet).then(|| char::from(octet).to_string()),
        |c| c,
    )
}

/// §6.2.2.1: each escape's hexadecimal digits in upper case.
fn uppercase_hex(text: &str) -> String {
    rewrite_escapes(text, |_, escape| Some(escape.to_ascii_uppercase()), |c| c)
}

/// §6.2.2.1: every letter outside an escape in lower case.
fn lowercase_outside_escapes(text: &str) -> String {
    rewrite_escapes(text, |_, _| None, |c| c.to_ascii_lowercase())
}

/// Climbs RFC 3986 §6.2's ladder with `text`, a URI (a relative reference is normalized too,
/// but keeps its dot-segments, and is noted; a text that is no URI reference is refused).
pub(crate) fn normalize(text: &str) -> Normalization {
    let mut n = Normalization::new(text);
    // The ladder is for URIs: a text the grammar refuses (a `%` without two hex digits, a
    // space) has no normal form, and decoding around such a `%` could make a new escape.
    let checked = Grammar::Rfc3986.check(text);
    if let Some(error) = checked
        .diagnostics
        .iter()
        .find(|d| d.severity == Severity::Error)
    {
        n.error = Some(format!(
            "not a URI reference by RFC 3986's grammar: {}",
            error.message()
        ));
        return n;
    }
    let mut parts = Parts::of(&UriRef::parse(text));
    if parts.scheme.is_none() {
        n.notes.push(&COMPARE_RELATIVE);
    }

    // §6.2.2. Decoding comes first: it makes letters (`%41`) that the case rules must see.
    for (part, text) in parts.encoded() {
        if let Some(text) = text {
            let after = decode_unreserved(text);
            n.record(&NORM_PERCENT, SYNTAX, part, text, &after);
            *text = after;
        }
    }
    for (part, text) in parts.encoded() {
        if let Some(text) = text {
            let after = uppercase_hex(text);
            n.record(&NORM_HEX, SYNTAX, part, text, &after);
            *text = after;
        }
    }
    if let Some(scheme) = &mut parts.scheme {
        let after = scheme.to_ascii_lowercase();
        n.record(&NORM_SCHEME_CASE, SYNTAX, "scheme", scheme, &after);
        *scheme = after;
    }
    if let Some(host) = &mut parts.host {
        let after = lowercase_outside_escapes(host);
        n.record(&NORM_HOST_CASE, SYNTAX, "host", host, &after);
        *host = after;
    }
    // A relative reference's dot-segments are resolved against a base (§5.2.2 applies
    // remove_dot_segments to a reference with a scheme as it is).
    if parts.scheme.is_some() {
        let mut after = String::new();
        remove_dot_segments("", &parts.path, &NORM_DOTS, &mut after, &mut NoTrace);
        if parts.host.is_none() && after.starts_with("//") {
            after.insert_str(0, "/.");
            n.notes.push(&DOUBLE_SLASH_PATH);
        }
        n.record(&NORM_DOTS, SYNTAX, "path", &parts.path, &after);
        parts.path = after;
    }
    n.rungs.push(parts.write());

    // §6.2.3.
    if let Some(port) = &parts.port {
        let scheme = parts.scheme.as_deref().unwrap_or_default();
        let default = default_port(scheme).filter(|&d| port.parse::<u16>() == Ok(d));
        if port.is_empty() || default.is_some() {
            n.record(&NORM_PORT, SCHEME, "port", &format!(":{port}"), "");
            if let (Some(change), Some(default)) = (n.changes.last_mut(), default) {
                let rfc = defined_by(scheme).unwrap_or("its specification");
                change.note = Some(format!("{default} is {scheme}'s default port ({rfc})"));
            }
            parts.port = None;
        }
    }
    if parts.host.is_some() && parts.path.is_empty() {
        n.record(&NORM_EMPTY_PATH, SCHEME, "path", "", "/");
        parts.path.push('/');
    }
    if parts.scheme.as_deref() == Some("mailto") {
        let after = lowercase_mailto_domains(&parts.path);
        n.record(&NORM_MAILTO, SCHEME, "path", &parts.path, &after);
        parts.path = after;
    }
    n.rungs.push(parts.write());
    n
}

/// RFC 6068 §2's `to = addr-spec *("," addr-spec)`: the domain after each address's last `@`
/// in lower case, escapes kept.
fn lowercase_mailto_domains(path: &str) -> String {
    path.split(',')
        .map(|address| match address.rfind('@') {
            Some(at) => format!(
                "{}@{}",
                &address[..at],
                lowercase_outside_escapes(&address[at + 1..])
            ),
            None => address.to_string(),
        })
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests;
