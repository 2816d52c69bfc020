//! Elixir's `to_string(URI.merge(base, rel))`, replayed as its code runs: both texts parsed
//! (parse.rs), a base without a host refused, then the first of `merge`'s clauses that matches
//! — a reference with a scheme, one with a host, one without a path, else the paths merged —
//! the dot segments removed from the last segment back, and `String.Chars.URI.to_string`.

use super::parse::{Uri, default_port, parse};
use super::steps::*;

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Elixir's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["URI.merge", "urimerge", "elixir-uri"],
    releases: &super::version::RELEASES,
    name: "Elixir {} URI.merge",
    title: "Elixir {} URI.merge (lib/elixir/lib/uri.ex)",
    about: "Elixir's URI.merge, as Phoenix and Req clients resolve a link",
    snippet: Some("elixir"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `to_string(URI.merge(base, reference))` does.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base = read(base, &PARSE_BASE, Role::Base, obs);
    let rel = read(reference, &PARSE_REL, Role::Reference, obs);
    let merged = merge(base, rel, obs)?;
    let href = to_string(&merged, obs);
    if O::ENABLED {
        crate::core::text::recompose::assign_serialized(obs, &TO_STRING, &href);
    }
    Ok(href)
}

/// `URI.parse(text)`, its parts read into the trace and what it rewrote named.
fn read<O: Observer>(text: &str, step: &'static Step, role: Role, obs: &mut O) -> Uri {
    let (uri, noticed) = parse(text);
    if O::ENABLED {
        obs.step(
            step,
            Outcome::Decision(
                "RFC 3986 Appendix B's expression, each empty part nil; the authority split \
                 into userinfo, host and port",
            ),
        );
        obs.read_components(
            step,
            role,
            [
                (Component::Scheme, uri.scheme.as_deref()),
                (Component::Authority, uri.authority.as_deref()),
                (Component::Path, uri.path.as_deref()),
                (Component::Query, uri.query.as_deref()),
                (Component::Fragment, uri.fragment.as_deref()),
            ],
        );
        if noticed.scheme_lowercased {
            obs.step(step, Outcome::Warning(&SCHEME_LOWERCASED));
        }
        if noticed.fragment_cut {
            obs.step(step, Outcome::Warning(&FRAGMENT_LINE));
        }
    }
    uri
}

/// `URI.merge(base, rel)`: its clauses in order.
fn merge<O: Observer>(base: Uri, rel: Uri, obs: &mut O) -> Result<Uri, Error> {
    if base.host.is_none() {
        if O::ENABLED && base.scheme.is_some() {
            obs.step(&ABSOLUTE_BASE, Outcome::Warning(&HOST_REQUIRED));
        }
        return Err(Error::Unresolvable {
            step: &ABSOLUTE_BASE,
            reason: "ArgumentError: you must merge onto an absolute URI".to_string(),
        });
    }
    obs.step(&ABSOLUTE_BASE, Outcome::Decision("the base has a host"));
    if rel.scheme.is_some() {
        obs.step(
            &REL_SCHEME,
            Outcome::Decision("a scheme: the reference, its path's dot segments removed"),
        );
        let path = rel
            .path
            .as_deref()
            .map(|p| remove_dot_segments_from_path(p, obs));
        return Ok(Uri { path, ..rel });
    }
    obs.step(&REL_SCHEME, Outcome::Decision("no scheme"));
    if rel.host.is_some() {
        obs.step(
            &REL_HOST,
            Outcome::Decision(
                "a host: the reference with the base's scheme, its path's dot segments removed",
            ),
        );
        let path = rel
            .path
            .as_deref()
            .map(|p| remove_dot_segments_from_path(p, obs));
        return Ok(Uri {
            scheme: base.scheme,
            path,
            ..rel
        });
    }
    if O::ENABLED && rel.authority.is_some() {
        obs.step(&REL_HOST, Outcome::Warning(&NO_HOST_NO_AUTHORITY));
    }
    obs.step(&REL_HOST, Outcome::Decision("no host"));
    let Some(rel_path) = rel.path else {
        obs.step(
            &NO_PATH,
            Outcome::Decision(if rel.query.is_some() {
                "no path: the base with the reference's query and fragment"
            } else {
                "no path: the base with its query and the reference's fragment"
            }),
        );
        return Ok(Uri {
            query: rel.query.or(base.query),
            fragment: rel.fragment,
            ..base
        });
    };
    obs.step(&NO_PATH, Outcome::Decision("a path"));
    let path = merge_paths(base.path.as_deref(), &rel_path, obs);
    Ok(Uri {
        path: Some(path),
        query: rel.query,
        fragment: rel.fragment,
        ..base
    })
}

/// `merge_paths(base_path, rel_path)`.
fn merge_paths<O: Observer>(base_path: Option<&str>, rel_path: &str, obs: &mut O) -> String {
    let base_path = base_path.unwrap_or("/");
    if rel_path.starts_with('/') {
        obs.step(
            &MERGE_PATHS,
            Outcome::Decision("a path from the root: the reference's"),
        );
        return remove_dot_segments_from_path(rel_path, obs);
    }
    obs.step(
        &MERGE_PATHS,
        Outcome::Decision("the base's segments but its last, then the reference's"),
    );
    let kept = &base_path[..base_path.rfind('/').map_or(0, |slash| slash + 1)];
    let merged = format!("{kept}{rel_path}");
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &MERGE_PATHS,
            component: Component::Path,
            before: base_path,
            after: &merged,
        });
    }
    remove_dot_segments_from_path(&merged, obs)
}

/// `remove_dot_segments_from_path(path)`, its rewrite in the trace.
fn remove_dot_segments_from_path<O: Observer>(path: &str, obs: &mut O) -> String {
    let cleaned = remove_dot_segments(path);
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &REMOVE_DOT_SEGMENTS,
            component: Component::Path,
            before: path,
            after: &cleaned,
        });
        let last = path.rsplit('/').next();
        if path.contains('/') && matches!(last, Some("." | "..")) && !cleaned.ends_with('/') {
            obs.step(&REMOVE_DOT_SEGMENTS, Outcome::Warning(&TRAILING_DOT));
        }
    }
    cleaned
}

/// `remove_dot_segments(path_to_segments(path), [])` joined with `/`: the segments are read
/// from the last back, each taken onto `acc` (whose head is `acc`'s last element here); a `.`
/// goes, and a `..` at `acc`'s second place takes the head with it, unless `..` is the head
/// too. At the end, the `..` after the head (the first segment) go.
pub(super) fn remove_dot_segments(path: &str) -> String {
    let mut acc: Vec<&str> = Vec::new();
    let mut segments = path.split('/').rev().peekable();
    while let Some(&head) = segments.peek() {
        let n = acc.len();
        if head == "." {
            segments.next();
        } else if n >= 2 && acc[n - 1] == ".." && acc[n - 2] == ".." {
            acc.push(head);
            segments.next();
        } else if n >= 2 && acc[n - 2] == ".." {
            acc.truncate(n - 2);
        } else {
            acc.push(head);
            segments.next();
        }
    }
    if let Some(head) = acc.pop() {
        while acc.last() == Some(&"..") {
            acc.pop();
        }
        acc.push(head);
    }
    acc.reverse();
    acc.join("/")
}

/// `String.Chars.URI.to_string(uri)`.
fn to_string<O: Observer>(uri: &Uri, obs: &mut O) -> String {
    let scheme = uri.scheme.as_deref();
    let default = scheme.and_then(default_port);
    let port = uri.port.as_deref().filter(|&port| Some(port) != default);
    let mut href = String::new();
    if let Some(scheme) = scheme {
        href.push_str(scheme);
        href.push(':');
    }
    match &uri.host {
        None => {
            if let Some(authority) = &uri.authority {
                href.push_str("//");
                href.push_str(authority);
            }
        }
        Some(host) => {
            href.push_str("//");
            if let Some(userinfo) = &uri.userinfo {
                href.push_str(userinfo);
                href.push('@');
            }
            if host.contains(':') {
                href.push('[');
                href.push_str(host);
                href.push(']');
            } else {
                href.push_str(host);
            }
            if let Some(port) = port {
                href.push(':');
                href.push_str(port);
            }
            if O::ENABLED {
                let written = uri.authority.as_deref().unwrap_or_default();
                let said = &href[href.rfind("//").map_or(0, |at| at + 2)..];
                // What differs: the brackets taken off a host, or a port written after the
                // host (outside any brackets) read as a number.
                if written.contains('[') && !said.contains('[') {
                    obs.step(&TO_STRING, Outcome::Warning(&HOST_BRACKETS));
                }
                let port_of = |text: &str| {
                    let host_port = text.rsplit('@').next().unwrap_or(text);
                    let after_host = host_port.rsplit(']').next().unwrap_or(host_port);
                    after_host
                        .rsplit_once(':')
                        .map(|(_, port)| port.to_string())
                };
                if said != written && port_of(written) != port_of(said) {
                    obs.step(&TO_STRING, Outcome::Warning(&PORT_AS_NUMBER));
                }
            }
        }
    }
    href.push_str(uri.path.as_deref().unwrap_or_default());
    if let Some(query) = &uri.query {
        href.push('?');
        href.push_str(query);
    }
    if let Some(fragment) = &uri.fragment {
        href.push('#');
        href.push_str(fragment);
    }
    obs.step(
        &TO_STRING,
        Outcome::Decision(
            "scheme `:`, `//` and the userinfo `@`, the host (in brackets where it holds `:`), \
             `:` and the port unless the scheme's default; the path, `?` query, `#` fragment",
        ),
    );
    href
}

#[cfg(test)]
mod tests;
