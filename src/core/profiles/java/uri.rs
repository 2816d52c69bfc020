//! Java's `java.net.URI.resolve`, replayed as its code runs (URI.java): `new URI(text)` on both
//! texts (RFC 2396's grammar, strictly: a space or `\` is an error with its index), then
//! `resolve(base, child)` (RFC 2396 §5.2's steps 2 to 7: an opaque base or child returns the
//! child, a lone fragment, an absolute child returned as it is, the authority, a path from the
//! root taken as it is, `resolvePath` and `normalize` for the rest) and `toString`, which gives
//! a parsed URI's own text back and writes a new one from its components.

use super::version::JavaVersion;
use std::borrow::Cow;

use super::parser::{Parser, Quoting, Uri, quote};
use super::steps::*;

use crate::core::specs::rfc3986::resolve::remove_dot_segments;
use crate::core::text::recompose::write_query_and_fragment;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Java's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["java.net.URI", "javaneturi", "jdk"],
    releases: &super::version::RELEASES,
    name: "Java {} URI.resolve",
    title: "OpenJDK {} java.net.URI.resolve",
    about: "Java's java.net.URI.resolve",
    snippet: Some("java"),
    equivalence: Some(&super::equals::NOTION),
};

/// Resolves `reference` against `base` as `new URI(base).resolve(new URI(reference))` does at
/// `release`, and writes the result as its `toString` does.
pub(crate) fn resolve<O: Observer>(
    release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let version = JavaVersion(release);
    let steps = super::steps::of(version);
    let base = parse(base, version, &steps.parse_base, Role::Base, obs)?;
    let child = parse(reference, version, &steps.parse_child, Role::Reference, obs)?;
    let href = match resolve_uri(version, steps, &base, &child, obs) {
        Resolved::Child => child.string.to_string(),
        Resolved::Base => base.string.to_string(),
        Resolved::New(uri) => {
            let href = uri.define_string();
            if O::ENABLED {
                let authority_from = if uri.from_child_authority {
                    &child
                } else {
                    &base
                };
                if has_empty_authority(authority_from) {
                    obs.step(&steps.to_string, Outcome::Warning(&EMPTY_AUTHORITY_DROPPED));
                }
                if uri.host.is_some() && uri.authority_text() != uri.authority.unwrap_or("") {
                    obs.step(&steps.to_string, Outcome::Warning(&PORT_AS_NUMBER));
                }
            }
            href
        }
    };
    if O::ENABLED {
        obs.step(
            &steps.to_string,
            Outcome::Decision(
                "a URI parsed from text gives its text back; a new one is written from its \
                 components: scheme `:` `//` authority path `?` query `#` fragment",
            ),
        );
        crate::core::text::recompose::assign_serialized(obs, &steps.to_string, &href);
    }
    Ok(href)
}

/// `new URI(text)`, its components read into the trace.
fn parse<'a, O: Observer>(
    text: &'a str,
    version: JavaVersion,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<Uri<'a>, Error> {
    let uri =
        Parser::parse(text, version).map_err(|reason| Error::Unresolvable { step, reason })?;
    if O::ENABLED {
        obs.read_components(
            step,
            role,
            [
                (Component::Scheme, uri.scheme),
                (Component::Authority, uri.authority),
                (Component::Path, uri.path.or(uri.opaque)),
                (Component::Query, uri.query),
                (Component::Fragment, uri.fragment),
            ],
        );
    }
    Ok(uri)
}

/// Whether the text had `//` and nothing before the path: an authority the parser left
/// undefined.
fn has_empty_authority(uri: &Uri<'_>) -> bool {
    let rest = match uri.scheme {
        Some(scheme) => &uri.string[scheme.len() + 1..],
        None => uri.string,
    };
    uri.authority.is_none() && rest.starts_with("//")
}

/// What `resolve` returns: one of the URIs given (whose `toString` is its own text), or a new
/// one.
enum Resolved<'a> {
    Child,
    Base,
    New(Built<'a>),
}

/// A URI `resolve` makes (`new URI()` with its fields set).
struct Built<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    user_info: Option<&'a str>,
    host: Option<&'a str>,
    port: i32,
    path: Cow<'a, str>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
    /// Whether the authority is the child's (else the base's).
    from_child_authority: bool,
}

impl<'a> Built<'a> {
    /// The fields of `uri` that `resolve` copies with its authority.
    fn with_authority_of(uri: &Uri<'a>, path: Cow<'a, str>) -> Built<'a> {
        Built {
            scheme: None,
            authority: uri.authority,
            user_info: uri.user_info,
            host: uri.host,
            port: uri.port,
            path,
            query: None,
            fragment: None,
            from_child_authority: false,
        }
    }

    /// The authority as `defineString` writes it for a server: `[user@]host[:port]`, the host
    /// bracketed when it holds a `:` and has no brackets.
    fn authority_text(&self) -> String {
        let mut text = String::new();
        self.write_authority(&mut text);
        text
    }

    /// `authority_text`, written at the end of `text`.
    fn write_authority(&self, text: &mut String) {
        if let Some(host) = self.host {
            if let Some(user_info) = self.user_info {
                text.push_str(user_info);
                text.push('@');
            }
            let brackets = host.contains(':') && !host.starts_with('[') && !host.ends_with(']');
            if brackets {
                text.push('[');
            }
            text.push_str(host);
            if brackets {
                text.push(']');
            }
            if self.port != -1 {
                text.push(':');
                text.push_str(&self.port.to_string());
            }
        } else if let Some(authority) = self.authority {
            text.push_str(authority);
        }
    }

    /// `defineString`.
    fn define_string(&self) -> String {
        let mut text = String::with_capacity(self.path.len() + 32);
        if let Some(scheme) = self.scheme {
            text.push_str(scheme);
            text.push(':');
        }
        if self.host.is_some() || self.authority.is_some() {
            text.push_str("//");
            self.write_authority(&mut text);
        }
        text.push_str(&self.path);
        write_query_and_fragment(&mut text, self.query, self.fragment);
        text
    }
}

/// `normalize(URI u)`'s new URI written by `toString`: `uri`'s components with the path `path`.
pub(super) fn with_path(uri: &Uri<'_>, path: String) -> String {
    let built = Built {
        scheme: uri.scheme,
        query: uri.query,
        fragment: uri.fragment,
        ..Built::with_authority_of(uri, Cow::Owned(path))
    };
    built.define_string()
}

/// Whether RFC 3986 §5.2.4 would change `path`: it holds a dot segment.
fn has_dot_segments(path: &str) -> bool {
    remove_dot_segments(path) != path
}

/// `resolve(URI base, URI child)`.
fn resolve_uri<'a, O: Observer>(
    version: JavaVersion,
    steps: &'static Steps,
    base: &Uri<'a>,
    child: &Uri<'a>,
    obs: &mut O,
) -> Resolved<'a> {
    if child.is_opaque() || base.is_opaque() {
        obs.step(
            &steps.opaque,
            Outcome::Decision("an opaque URI: the child as it is"),
        );
        if !child.is_opaque() {
            obs.step(&steps.opaque, Outcome::Warning(&OPAQUE_BASE));
        } else if O::ENABLED
            && child
                .opaque
                .is_some_and(|opaque| has_dot_segments(opaque.split('?').next().unwrap_or("")))
        {
            obs.step(&steps.opaque, Outcome::Warning(&DOTS_KEPT));
        }
        return Resolved::Child;
    }
    obs.step(&steps.opaque, Outcome::Decision("both hierarchical"));
    let child_path = child.path.unwrap_or("");
    if child.scheme.is_none()
        && child.authority.is_none()
        && child_path.is_empty()
        && child.query.is_none()
        && let Some(fragment) = child.fragment
    {
        if base.fragment == Some(fragment) {
            obs.step(
                &steps.fragment,
                Outcome::Decision("a lone fragment, the base's own: the base"),
            );
            return Resolved::Base;
        }
        obs.step(
            &steps.fragment,
            Outcome::Decision("a lone fragment: the base with it"),
        );
        let mut uri = Built::with_authority_of(base, Cow::Borrowed(base.path.unwrap_or("")));
        uri.scheme = base.scheme;
        uri.query = base.query;
        uri.fragment = Some(fragment);
        return Resolved::New(uri);
    }
    obs.step(&steps.fragment, Outcome::Decision("not a lone fragment"));
    if child.scheme.is_some() {
        obs.step(
            &steps.absolute,
            Outcome::Decision("the child has a scheme: the child as it is"),
        );
        if O::ENABLED && has_dot_segments(child_path) {
            obs.step(&steps.absolute, Outcome::Warning(&DOTS_KEPT));
        }
        return Resolved::Child;
    }
    obs.step(&steps.absolute, Outcome::Decision("no scheme"));
    let mut uri = if child.authority.is_some() {
        obs.step(
            &steps.authority,
            Outcome::Decision("the child's authority and path, as they are"),
        );
        if O::ENABLED && has_dot_segments(child_path) {
            obs.step(&steps.authority, Outcome::Warning(&DOTS_KEPT));
        }
        let mut uri = Built::with_authority_of(child, Cow::Borrowed(child_path));
        uri.from_child_authority = true;
        uri
    } else {
        obs.step(
            &steps.authority,
            Outcome::Decision("no authority: the base's"),
        );
        let path = if child_path.starts_with('/') {
            obs.step(
                &steps.path,
                Outcome::Decision("5.2 (5): a path from the root, as it is"),
            );
            if O::ENABLED && has_dot_segments(child_path) {
                obs.step(&steps.path, Outcome::Warning(&DOTS_KEPT));
            }
            Cow::Borrowed(child_path)
        } else {
            Cow::Owned(resolve_relative_path(version, steps, base, child_path, obs))
        };
        Built::with_authority_of(base, path)
    };
    uri.scheme = base.scheme;
    uri.query = child.query;
    uri.fragment = child.fragment;
    Resolved::New(uri)
}

/// 5.2 (6): `resolvePath(base.path, cp, base.isAbsolute())`, with the departures it makes.
fn resolve_relative_path<O: Observer>(
    version: JavaVersion,
    steps: &'static Steps,
    base: &Uri<'_>,
    child_path: &str,
    obs: &mut O,
) -> String {
    let base_path = base.path.unwrap_or("");
    let absolute = base.scheme.is_some();
    let slash = version.slashes_an_empty_base_path();
    let path = super::normalize::resolve_path(base_path, child_path, absolute, slash);
    obs.step(
        &steps.path,
        Outcome::Decision(if child_path.is_empty() {
            "5.2 (6a): no path: the base's up to its last `/`, normalized"
        } else {
            "5.2 (6): the base's up to its last `/`, then the child's, normalized"
        }),
    );
    if O::ENABLED {
        if child_path.is_empty() && !base_path.ends_with('/') {
            obs.step(&steps.path, Outcome::Warning(&EMPTY_PATH_MERGED));
        }
        let directory = base_path.rfind('/').map_or(0, |i| i + 1);
        let merged = format!("{}{child_path}", &base_path[..directory]);
        obs.on_event(Event::Rewrite {
            step: &steps.path,
            component: Component::Path,
            before: &merged,
            after: &path,
        });
        if !slash && absolute && directory == 0 && !child_path.is_empty() {
            obs.step(&steps.path, Outcome::Warning(&NO_SLASH_BEFORE_MERGE));
        }
        if merged.contains("//") {
            obs.step(&steps.path, Outcome::Warning(&SLASHES_COLLAPSED));
        }
        if path.split('/').any(|segment| segment == "..") {
            obs.step(&steps.path, Outcome::Warning(&ABOVE_ROOT_KEPT));
        }
        if path.starts_with("./") && !merged.starts_with("./") {
            obs.step(&steps.path, Outcome::Warning(&LEADING_DOT));
        }
    }
    path
}

/// A `java.net.URI` as a library on the JDK holds one: what its getters return, and its
/// `toString`. Apache HttpClient resolves through these (core/profiles/httpclient/).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct JavaUri {
    /// `toString()`: the text parsed, or what `defineString` wrote.
    pub(crate) string: String,
    pub(crate) scheme: Option<String>,
    /// `isOpaque()`.
    pub(crate) opaque: bool,
    /// `getRawAuthority()`.
    pub(crate) authority: Option<String>,
    /// `getRawUserInfo()`.
    pub(crate) user_info: Option<String>,
    /// `getHost()`: an IPv6 address with its brackets.
    pub(crate) host: Option<String>,
    /// `getPort()`: `-1` for none.
    pub(crate) port: i32,
    /// `getRawPath()`: `None` for an opaque URI.
    pub(crate) path: Option<String>,
    /// `getRawQuery()`.
    pub(crate) query: Option<String>,
    /// `getRawFragment()`.
    pub(crate) fragment: Option<String>,
    /// `getRawSchemeSpecificPart()`: the text between the scheme and the fragment for a URI
    /// parsed from text; for one `resolve` made, its decoded parts quoted again.
    pub(crate) raw_scheme_specific_part: String,
}

impl JavaUri {
    fn parsed(uri: &Uri<'_>) -> JavaUri {
        let own = |text: Option<&str>| text.map(str::to_string);
        let start = uri.scheme.map_or(0, |scheme| scheme.len() + 1);
        let end = uri.string.len() - uri.fragment.map_or(0, |fragment| fragment.len() + 1);
        JavaUri {
            raw_scheme_specific_part: uri.string[start..end].to_string(),
            string: uri.string.to_string(),
            scheme: own(uri.scheme),
            opaque: uri.is_opaque(),
            authority: own(uri.authority),
            user_info: own(uri.user_info),
            host: own(uri.host),
            port: uri.port,
            path: own(uri.path),
            query: own(uri.query),
            fragment: own(uri.fragment),
        }
    }

    fn built(uri: &Built<'_>) -> JavaUri {
        let own = |text: Option<&str>| text.map(str::to_string);
        JavaUri {
            string: uri.define_string(),
            raw_scheme_specific_part: scheme_specific_part(uri),
            scheme: own(uri.scheme),
            opaque: false,
            authority: own(uri.authority),
            user_info: own(uri.user_info),
            host: own(uri.host),
            port: uri.port,
            path: Some(uri.path.to_string()),
            query: own(uri.query),
            fragment: own(uri.fragment),
        }
    }
}

/// `appendSchemeSpecificPart(sb, null, getAuthority(), getUserInfo(), host, port, getPath(),
/// getQuery())`: what `getRawSchemeSpecificPart()` gives for a URI whose text is not yet
/// written.
fn scheme_specific_part(uri: &Built<'_>) -> String {
    let mut part = String::new();
    if let Some(host) = uri.host {
        part.push_str("//");
        if let Some(user_info) = uri.user_info {
            part.push_str(&quote(&decode(user_info, true), Quoting::UserInfo));
            part.push('@');
        }
        let brackets = host.contains(':') && !host.starts_with('[') && !host.ends_with(']');
        if brackets {
            part.push('[');
        }
        part.push_str(host);
        if brackets {
            part.push(']');
        }
        if uri.port != -1 {
            part.push(':');
            part.push_str(&uri.port.to_string());
        }
    } else if let Some(authority) = uri.authority {
        part.push_str("//");
        let authority = decode(authority, true);
        let literal_end = authority
            .find(']')
            .filter(|_| authority.starts_with('[') && authority.contains(':'));
        match literal_end {
            Some(end) => {
                part.push_str(&authority[..=end]);
                part.push_str(&quote(&authority[end + 1..], Quoting::Authority));
            }
            None => part.push_str(&quote(&authority, Quoting::Authority)),
        }
    }
    part.push_str(&quote(&decode(&uri.path, true), Quoting::Path));
    if let Some(query) = uri.query {
        part.push('?');
        part.push_str(&quote(&decode(query, false), Quoting::Uric));
    }
    part
}

/// `URI.decode(s, ignorePercentInBrackets)`, as the getters (`getPath()`, `getUserInfo()`,
/// `getFragment()`; `getQuery()` without brackets) decode a component: each run of `%XX` read
/// as UTF-8, a `U+FFFD` for each malformed sequence.
pub(crate) fn decode(s: &str, ignore_percent_in_brackets: bool) -> String {
    if !s.contains('%') {
        return s.to_string();
    }
    let mut decoded = String::with_capacity(s.len());
    let mut between_brackets = false;
    let mut rest = s;
    while let Some(c) = rest.chars().next() {
        if c == '[' {
            between_brackets = true;
        } else if between_brackets && c == ']' {
            between_brackets = false;
        }
        if c != '%' || (between_brackets && ignore_percent_in_brackets) {
            decoded.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let mut bytes = Vec::new();
        while let Some(escape) = rest.strip_prefix('%') {
            let value = escape
                .get(..2)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok());
            let Some(value) = value else { break };
            bytes.push(value);
            rest = &escape[2..];
        }
        if bytes.is_empty() {
            // Not an escape (the parser admits none such outside brackets): kept.
            decoded.push('%');
            rest = &rest[1..];
            continue;
        }
        decoded.push_str(&String::from_utf8_lossy(&bytes));
    }
    decoded
}

/// The JDK line `feature` (`17`) of the Java profile's table.
pub(crate) fn jdk(feature: u8) -> Release {
    Release::line_at(super::version::RELEASES.index_of(&[feature]))
}

/// `new URI(text)` on the JDK line `release`, its components read into the trace as the Java
/// profile reads a base (`role` Base) or a child; the error as Java prints the exception.
pub(crate) fn new_uri<O: Observer>(
    release: Release,
    text: &str,
    role: Role,
    obs: &mut O,
) -> Result<JavaUri, Error> {
    let version = JavaVersion(release);
    let steps = super::steps::of(version);
    let step = match role {
        Role::Base => &steps.parse_base,
        _ => &steps.parse_child,
    };
    parse(text, version, step, role, obs).map(|uri| JavaUri::parsed(&uri))
}

/// `base.resolve(child)` on the JDK line `release`, each step of URI.java in the trace.
pub(crate) fn resolve_java_uris<O: Observer>(
    release: Release,
    base: &JavaUri,
    child: &JavaUri,
    obs: &mut O,
) -> JavaUri {
    let version = JavaVersion(release);
    let steps = super::steps::of(version);
    // Both were parsed from their text, which parses again to the same URI.
    let (Ok(base_uri), Ok(child_uri)) = (
        Parser::parse(&base.string, version),
        Parser::parse(&child.string, version),
    ) else {
        unreachable!("a JavaUri is parsed from its text")
    };
    match resolve_uri(version, steps, &base_uri, &child_uri, obs) {
        Resolved::Child => child.clone(),
        Resolved::Base => base.clone(),
        Resolved::New(uri) => JavaUri::built(&uri),
    }
}

#[cfg(test)]
mod tests;
