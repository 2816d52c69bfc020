//! Erlang/OTP's `uri_string:resolve(RefURI, BaseURI)` on two binaries, replayed as its code
//! runs: the reference parsed (parse.rs); one with a scheme is the target, its path's dot
//! segments removed, and the base is never parsed; else the base parsed and asked for a
//! scheme, then `resolve_map/3`'s clause for the reference's host or its path's type (empty,
//! from the root, relative: `merge_paths`), RFC 3986 §5.2.4's removal, and `recompose`.

use super::parse::{
    Fault, Port, UriMap, has_scheme, is_sub_delim, is_unreserved, parse, read_as_relative,
};
use super::steps::*;
use crate::core::specs::rfc3986::resolve::remove_dot_segments;

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Erlang's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["uri_string", "uri_string:resolve", "otp", "erlang-otp"],
    releases: &super::version::RELEASES,
    name: "Erlang/OTP {} uri_string:resolve",
    title: "Erlang/OTP {} uri_string:resolve (stdlib's uri_string.erl)",
    about: "Erlang's uri_string:resolve, as OTP's httpc and Erlang clients resolve a link",
    snippet: Some("erlang"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `uri_string:resolve(Ref, Base)` does on binaries.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let rel = read(reference, &PARSE_REF, Role::Reference, obs)?;
    let target = if rel.scheme.is_some() {
        obs.step(
            &REF_SCHEME,
            Outcome::Decision("a scheme: the reference, its path's dot segments removed"),
        );
        normalize_path_segment(rel, obs)
    } else {
        obs.step(
            &REF_SCHEME,
            Outcome::Decision("no scheme: the base is parsed"),
        );
        let base = read(base, &PARSE_BASE, Role::Base, obs)?;
        if base.scheme.is_none() {
            return Err(failed(&BASE_SCHEME, Fault::NO_SCHEME));
        }
        obs.step(&BASE_SCHEME, Outcome::Decision("the base has a scheme"));
        resolve_map(rel, base, obs)
    };
    let href = recompose(&target, obs);
    if O::ENABLED {
        crate::core::text::recompose::assign_serialized(obs, &RECOMPOSE, &href);
    }
    Ok(href)
}

/// An error as `uri_string` returns it, at the step that met it.
fn failed(step: &'static Step, fault: Fault) -> Error {
    Error::Unresolvable {
        step,
        reason: fault.to_string(),
    }
}

/// `parse(Text)`, its keys read into the trace and its departures named.
fn read<O: Observer>(
    text: &str,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<UriMap, Error> {
    let parsed = parse(text);
    if O::ENABLED {
        let relative = read_as_relative(text);
        if parsed.is_err() && has_scheme(text) {
            obs.step(step, Outcome::Warning(&READ_AS_RELATIVE));
        }
        if parsed.is_err() && text.contains("[v") {
            obs.step(step, Outcome::Warning(&IPVFUTURE_REFUSED));
        }
        if parsed.is_ok() && has_bare_percent(text) {
            obs.step(step, Outcome::Warning(&PERCENT_UNCHECKED));
        }
        if let Ok(UriMap {
            port: Some(Port::Number(digits)),
            ..
        }) = &parsed
            && Port::value(digits) != digits
        {
            obs.step(step, Outcome::Warning(&PORT_AS_NUMBER));
        }
        obs.step(
            step,
            Outcome::Decision(match (&parsed, relative) {
                (Ok(_), false) => "read as a URI: scheme, then hier-part",
                (Ok(_), true) => "read as a relative reference",
                (Err(_), _) => "neither a URI nor a relative reference",
            }),
        );
    }
    let map = parsed.map_err(|fault| failed(step, fault))?;
    if O::ENABLED {
        let authority = authority(&map);
        obs.read_components(
            step,
            role,
            [
                (Component::Scheme, map.scheme.as_deref()),
                (Component::Authority, authority.as_deref()),
                (Component::Path, Some(map.path.as_str())),
                (Component::Query, map.query.as_deref()),
                (Component::Fragment, map.fragment.as_deref()),
            ],
        );
    }
    Ok(map)
}

/// A `%` without two hex digits after it.
fn has_bare_percent(text: &str) -> bool {
    let bytes = text.as_bytes();
    (0..bytes.len()).any(|i| {
        bytes[i] == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    })
}

/// The authority as `recompose` would write it, for the trace.
fn authority(map: &UriMap) -> Option<String> {
    let host = map.host.as_deref()?;
    let mut text = String::new();
    if let Some(userinfo) = &map.userinfo {
        text.push_str(userinfo);
        text.push('@');
    }
    text.push_str(&encode_host(host));
    match &map.port {
        None => {}
        Some(Port::Undefined) => text.push(':'),
        Some(Port::Number(digits)) => {
            text.push(':');
            text.push_str(Port::value(digits));
        }
    }
    Some(text)
}

/// `resolve_map/3`: the target from a reference without a scheme and a base with one.
fn resolve_map<O: Observer>(rel: UriMap, base: UriMap, obs: &mut O) -> UriMap {
    if rel.host.is_some() {
        obs.step(
            &TARGET,
            Outcome::Decision(
                "a host: the reference with the base's scheme, its path's dot segments removed",
            ),
        );
        let target = UriMap {
            scheme: base.scheme,
            ..rel
        };
        return normalize_path_segment(target, obs);
    }
    // maps:with([scheme, userinfo, host, port], BaseURI) merged over the reference.
    let from_base = |rel: UriMap, base: UriMap| UriMap {
        scheme: base.scheme,
        userinfo: base.userinfo,
        host: base.host,
        port: base.port,
        ..rel
    };
    if rel.path.is_empty() {
        obs.step(
            &TARGET,
            Outcome::Decision(if rel.query.is_some() {
                "empty_path: the base's path, the reference's query and fragment"
            } else {
                "empty_path: the base's path and query, the reference's fragment"
            }),
        );
        let query = rel.query.clone().or(base.query.clone());
        let path = base.path.clone();
        return UriMap {
            path,
            query,
            ..from_base(rel, base)
        };
    }
    if rel.path.starts_with('/') {
        obs.step(
            &TARGET,
            Outcome::Decision("absolute_path: the reference's path, its dot segments removed"),
        );
        return normalize_path_segment(from_base(rel, base), obs);
    }
    obs.step(
        &TARGET,
        Outcome::Decision("relative_path: the paths merged, the dot segments removed"),
    );
    let path = merge_paths(&rel.path, &base, obs);
    normalize_path_segment(
        UriMap {
            path,
            ..from_base(rel, base)
        },
        obs,
    )
}

/// `merge_paths(Path, BaseURI)`.
fn merge_paths<O: Observer>(path: &str, base: &UriMap, obs: &mut O) -> String {
    let merged = if base.host.is_some() && base.path.is_empty() {
        obs.step(
            &MERGE_PATHS,
            Outcome::Decision("a host and an empty base path: `/` and the reference's"),
        );
        format!("/{path}")
    } else {
        match base.path.rfind('/') {
            Some(last) => {
                obs.step(
                    &MERGE_PATHS,
                    Outcome::Decision("the base's path to its last `/`, then the reference's"),
                );
                format!("{}{path}", &base.path[..=last])
            }
            None => {
                obs.step(
                    &MERGE_PATHS,
                    Outcome::Decision("no `/` in the base's path: the reference's alone"),
                );
                path.to_string()
            }
        }
    };
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &MERGE_PATHS,
            component: Component::Path,
            before: &base.path,
            after: &merged,
        });
    }
    merged
}

/// `normalize_path_segment(Map)`: RFC 3986 §5.2.4 on the map's path.
fn normalize_path_segment<O: Observer>(map: UriMap, obs: &mut O) -> UriMap {
    let path = remove_dot_segments(&map.path);
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &REMOVE_DOT_SEGMENTS,
            component: Component::Path,
            before: &map.path,
            after: &path,
        });
    }
    UriMap { path, ..map }
}

/// `recompose(Map)`: each key present written with its delimiter; the host classified, an
/// IPv6 address bracketed and any other host not a reg-name percent-encoded; `port =>
/// undefined` as a lone `:`; a path not starting with `/` given one where there is a host.
fn recompose<O: Observer>(map: &UriMap, obs: &mut O) -> String {
    let mut href = String::new();
    if let Some(scheme) = &map.scheme {
        href.push_str(scheme);
        href.push(':');
    }
    if let Some(authority) = authority(map) {
        href.push_str("//");
        href.push_str(&authority);
    }
    if map.host.is_some() && !map.path.is_empty() && !map.path.starts_with('/') {
        href.push('/');
    }
    href.push_str(&map.path);
    if let Some(query) = &map.query {
        href.push('?');
        href.push_str(query);
    }
    if let Some(fragment) = &map.fragment {
        href.push('#');
        href.push_str(fragment);
    }
    if O::ENABLED {
        if map.host.as_deref().is_some_and(|host| host.contains(']')) {
            obs.step(&RECOMPOSE, Outcome::Warning(&HOST_AFTER_BRACKET));
        }
        obs.step(
            &RECOMPOSE,
            Outcome::Decision(
                "scheme `:`, `//` userinfo `@`, the host (an IPv6 address in brackets), `:` and \
                 the port, the path, `?` query, `#` fragment: each key the map has",
            ),
        );
    }
    href
}

/// `encode_host(Host)`: an IPv6 address in brackets; an IPv4 address or a reg-name as it is;
/// anything else with each character that is not a reg-name's percent-encoded.
fn encode_host(host: &str) -> String {
    if super::inet::ipv6strict(host) {
        return format!("[{host}]");
    }
    let reg_name = |c: char| is_unreserved(c) || is_sub_delim(c) || c == '%';
    if host.chars().all(reg_name) {
        return host.to_string();
    }
    let mut encoded = String::new();
    for c in host.chars() {
        if reg_name(c) {
            encoded.push(c);
        } else {
            let mut bytes = [0; 4];
            for byte in c.encode_utf8(&mut bytes).bytes() {
                encoded.push_str(&format!("%{byte:02X}"));
            }
        }
    }
    encoded
}

#[cfg(test)]
mod tests;
