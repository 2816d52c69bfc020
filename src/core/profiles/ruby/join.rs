//! Ruby's `URI.join(base, reference)`, replayed as its code runs: `URI.parse` on the base
//! (parser.rs), then `base.merge(reference)` (lib/uri/generic.rb): the reference parsed, a
//! reference with a scheme returned as it is, one with no path, authority or query the base
//! with its fragment, else the path taken or merged (merge_path.rs), then each part of the
//! authority the reference has, its query and fragment; and `to_s`.

use super::merge_path::merge_path;
use super::parser::{self, Class, Form, Split, Uri};
use super::steps::*;

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Ruby's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["URI.join", "urijoin", "ruby-uri"],
    releases: &super::version::RELEASES,
    name: "Ruby {} URI.join",
    title: "Ruby {} URI.join (uri 0.11)",
    about: "Ruby's URI.join and URI#merge",
    snippet: Some("ruby"),
    equivalence: Some(&super::equality::NOTION),
};

/// Resolves `reference` against `base` as `URI.join(base, reference).to_s` does in Ruby 3.1.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base_uri = parse(base, &PARSE_BASE, Role::Base, obs)?;
    let rel = parse(reference, &PARSE_REFERENCE, Role::Reference, obs)?;
    let merged = merge(&base_uri, &rel, reference.starts_with("//"), obs)?;
    if base_uri.class == Class::Ftp {
        ftp_typecode(&base_uri, &merged, reference, obs)?;
    }
    let href = merged.to_s();
    if O::ENABLED {
        let empty_host = |text: &str| {
            parser::split(text).is_ok_and(|split| {
                split.form == Form::Uri
                    && split.host.is_none()
                    && text[split.scheme.map_or(0, |s| s.len() + 1)..].starts_with("//")
            })
        };
        let from = if merged.is_absolute() && rel.is_absolute() {
            reference
        } else {
            base
        };
        if !matches!(merged.scheme.as_deref(), Some("file" | "postgres"))
            && merged.host.is_none()
            && empty_host(from)
        {
            obs.step(&TO_S, Outcome::Warning(&EMPTY_HOST_DROPPED));
        }
        obs.step(
            &TO_S,
            Outcome::Decision(
                "scheme `:`, then `//` for a host, the user information and `@`, the host, the \
                 port unless the scheme's default, the path, `?` query; then `#` fragment",
            ),
        );
        crate::core::text::recompose::assign_serialized(obs, &TO_S, &href);
    }
    Ok(href)
}

/// `URI.parse(text)`: `split`, then `URI.for`; its components read into the trace.
fn parse<O: Observer>(
    text: &str,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<Uri, Error> {
    let unresolvable = |reason: String| Error::Unresolvable { step, reason };
    let split = match parser::split(text) {
        Ok(split) => split,
        Err(reason) => {
            if O::ENABLED && role == Role::Reference && text.starts_with("//[") {
                obs.step(step, Outcome::Warning(&IP_LITERAL_REFUSED));
            }
            return Err(unresolvable(reason));
        }
    };
    let uri = parser::new(&split).map_err(unresolvable)?;
    if O::ENABLED {
        read(&split, &uri, step, role, obs);
        if uri.query.as_deref() != split.query {
            obs.step(step, Outcome::Warning(&QUERY_ESCAPED));
        }
        let default = uri.class.default_port();
        if let Some(port) = split.port
            && uri.class != Class::File
            && (port.is_empty() || port.len() > 1 && port.starts_with('0') || Some(port) == default)
        {
            obs.step(step, Outcome::Warning(&PORT_AS_NUMBER));
        }
    }
    Ok(uri)
}

/// The trace's account of a parse: which expression matched, the class made, each component.
fn read<O: Observer>(split: &Split<'_>, uri: &Uri, step: &'static Step, role: Role, obs: &mut O) {
    let form = match (split.form, &split.opaque) {
        (Form::Uri, Some(_)) => "RFC3986_URI matched, its path rootless: an opaque part",
        (Form::Uri, None) => "RFC3986_URI matched",
        (Form::RelativeRef, _) => "RFC3986_relative_ref matched",
    };
    obs.step(step, Outcome::Decision(form));
    obs.step(
        step,
        Outcome::Decision(match uri.class {
            Class::Generic => "URI.for: URI::Generic",
            Class::Http => "URI.for: URI::HTTP (DEFAULT_PORT 80)",
            Class::Https => "URI.for: URI::HTTPS (DEFAULT_PORT 443)",
            Class::Ws => "URI.for: URI::WS (DEFAULT_PORT 80)",
            Class::Wss => "URI.for: URI::WSS (DEFAULT_PORT 443)",
            Class::Ftp => "URI.for: URI::FTP (DEFAULT_PORT 21; the path without its `/`)",
            Class::File => "URI.for: URI::File (no port or user information; `localhost` is ``)",
            Class::Ldap => "URI.for: URI::LDAP (DEFAULT_PORT 389)",
            Class::Ldaps => "URI.for: URI::LDAPS (DEFAULT_PORT 636)",
            Class::MailTo => "URI.for: URI::MailTo (the opaque part read as addresses)",
        }),
    );
    let authority = split.host.is_some() || split.userinfo.is_some() || split.port.is_some();
    let authority_text = authority.then(|| authority_of(uri));
    obs.read_components(
        step,
        role,
        [
            (Component::Scheme, uri.scheme.as_deref()),
            (Component::Authority, authority_text.as_deref()),
            (
                Component::Path,
                uri.path.as_deref().or(split.opaque.as_deref()),
            ),
            (Component::Query, uri.query.as_deref()),
            (Component::Fragment, uri.fragment.as_deref()),
        ],
    );
}

/// The user information, host and port as `to_s` writes them.
fn authority_of(uri: &Uri) -> String {
    let mut text = String::new();
    if let Some(userinfo) = uri.userinfo() {
        text.push_str(&userinfo);
        text.push('@');
    }
    text.push_str(uri.host.as_deref().unwrap_or_default());
    if let Some(port) = &uri.port
        && Some(port.as_str()) != uri.class.default_port()
    {
        text.push(':');
        text.push_str(port);
    }
    text
}

/// `merge(oth)`, with the reference already parsed.
fn merge<O: Observer>(
    base_uri: &Uri,
    rel: &Uri,
    empty_authority: bool,
    obs: &mut O,
) -> Result<Uri, Error> {
    if rel.is_absolute() {
        obs.step(
            &ABSOLUTE,
            Outcome::Decision("the reference has a scheme: the reference as it is"),
        );
        if O::ENABLED && has_dot_segments(rel.path.as_deref().unwrap_or_default()) {
            obs.step(&ABSOLUTE, Outcome::Warning(&DOTS_KEPT));
        }
        return Ok(rel.clone());
    }
    if !base_uri.is_absolute() {
        return Err(Error::Unresolvable {
            step: &ABSOLUTE,
            reason: "URI::BadURIError: both URI are relative".to_string(),
        });
    }
    obs.step(
        &ABSOLUTE,
        Outcome::Decision("no scheme, and the base has one"),
    );
    let mut base = base_uri.clone();
    let authority = rel.userinfo().is_some() || rel.host.is_some() || rel.port.is_some();
    // `//` and nothing after it that the expressions read as an authority.
    let empty_authority = empty_authority && !authority;
    let rel_path = rel.path().unwrap_or_default();
    if rel_path.is_empty() && !authority && rel.query.is_none() {
        obs.step(
            &SAME_DOCUMENT,
            Outcome::Decision(if rel.fragment.is_some() {
                "no path, authority or query: the base, with the reference's fragment"
            } else {
                "no path, authority or query: the base as it is"
            }),
        );
        if O::ENABLED {
            if rel.fragment.is_none() && base.fragment.is_some() {
                obs.step(&SAME_DOCUMENT, Outcome::Warning(&BASE_FRAGMENT_KEPT));
            }
            if empty_authority {
                obs.step(&SAME_DOCUMENT, Outcome::Warning(&EMPTY_AUTHORITY_IGNORED));
            }
        }
        if rel.fragment.is_some() {
            base.fragment = rel.fragment.clone();
        }
        return Ok(base);
    }
    obs.step(
        &SAME_DOCUMENT,
        Outcome::Decision("a path, authority or query: the base's query and fragment go"),
    );
    base.query = None;
    base.fragment = None;
    if authority {
        obs.step(
            &PATH,
            Outcome::Decision("an authority: the reference's path, as it is"),
        );
        if O::ENABLED && has_dot_segments(&rel_path) {
            obs.step(&PATH, Outcome::Warning(&DOTS_KEPT));
        }
        if let Some(path) = rel.path() {
            base.set_path(&path);
        }
    } else if let (Some(base_path), Some(rel_path)) = (base.path(), rel.path()) {
        obs.step(
            &PATH,
            Outcome::Decision("no authority: merge_path(base.path, rel.path)"),
        );
        if O::ENABLED && empty_authority {
            obs.step(&PATH, Outcome::Warning(&EMPTY_AUTHORITY_IGNORED));
        }
        let merged = merge_path(&base_path, &rel_path);
        if O::ENABLED {
            trace_merge(&base_path, &rel_path, &merged, obs);
        }
        base.set_path(&merged);
    } else {
        obs.step(
            &PATH,
            Outcome::Decision("no authority, and the base has no path (opaque): kept"),
        );
    }
    let rel_userinfo = rel.userinfo();
    if O::ENABLED
        && rel.host.is_some()
        && ((rel_userinfo.is_none() && base.user.is_some())
            || (rel.port.is_none() && base.port.is_some() && base.port != rel_default(&base)))
    {
        obs.step(&AUTHORITY, Outcome::Warning(&AUTHORITY_KEPT));
    }
    if rel_userinfo.is_some() {
        base.set_userinfo(rel_userinfo.as_deref());
    }
    if rel.host.is_some() {
        base.set_host(rel.host.as_deref());
    }
    if rel.port.is_some() {
        base.set_port(rel.port.as_deref());
    }
    if rel.query.is_some() {
        base.set_query(rel.query.as_deref())
            .map_err(|reason| Error::Unresolvable {
                step: &AUTHORITY,
                reason,
            })?;
    }
    if rel.fragment.is_some() {
        base.fragment = rel.fragment.clone();
    }
    obs.step(
        &AUTHORITY,
        Outcome::Decision(
            "each of the user information, host, port, query and fragment the reference has",
        ),
    );
    Ok(base)
}

/// The base's default port, as a reference with no port leaves it.
fn rel_default(base: &Uri) -> Option<String> {
    base.class.default_port().map(str::to_string)
}

/// The merge's account: the base's and the reference's paths, and the result.
fn trace_merge<O: Observer>(base_path: &str, rel_path: &str, merged: &str, obs: &mut O) {
    obs.on_event(Event::Rewrite {
        step: &MERGE_PATH,
        component: Component::Path,
        before: &format!("{base_path} + {rel_path}"),
        after: merged,
    });
    obs.step(
        &MERGE_PATH,
        Outcome::Decision(if rel_path.starts_with('/') {
            "the reference's path is from the root: the base's segments go"
        } else {
            "the base's segments but its last, then the reference's, `.` deleted and each `..` \
             cancelled"
        }),
    );
    let dots = |path: &str| path.split('/').any(|s| s == "." || s == "..");
    if dots(base_path) && !rel_path.starts_with('/') || dots(merged) {
        obs.step(&MERGE_PATH, Outcome::Warning(&BASE_DOTS_KEPT));
    }
}

/// `FTP#merge`: where the result is not `==` the base, `oth.typecode` is asked of the string
/// given, which has no such method.
fn ftp_typecode<O: Observer>(
    base: &Uri,
    merged: &Uri,
    reference: &str,
    obs: &mut O,
) -> Result<(), Error> {
    if ftp_equal(base, merged) {
        obs.step(
            &FTP_TYPECODE,
            Outcome::Decision("the result is == the base: its typecode is not asked"),
        );
        return Ok(());
    }
    let receiver = parser::inspect(reference);
    Err(Error::Unresolvable {
        step: &FTP_TYPECODE,
        reason: format!("NoMethodError: undefined method `typecode' for {receiver}:String"),
    })
}

/// `==`: the same class, and the same `component_ary` once each is `normalize`d (an empty path
/// `/`, the scheme and host in lower case); an FTP URI's components are its scheme, user
/// information, host, port, path and typecode.
fn ftp_equal(a: &Uri, b: &Uri) -> bool {
    let key = |uri: &Uri| {
        let path = uri.path().unwrap_or_default();
        (
            uri.class,
            uri.scheme.clone(),
            uri.userinfo(),
            uri.host.as_deref().map(str::to_ascii_lowercase),
            uri.port.clone(),
            if path.is_empty() {
                "/".to_string()
            } else {
                path
            },
            uri.typecode.clone(),
        )
    };
    b.class == Class::Ftp && key(a) == key(b)
}

/// Whether RFC 3986 §5.2.4 would change `path`: it holds a `.` or `..` segment.
fn has_dot_segments(path: &str) -> bool {
    path.split('/')
        .any(|segment| segment == "." || segment == "..")
}

#[cfg(test)]
mod tests;
