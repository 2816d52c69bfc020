//! Guzzle's `UriResolver::resolve(new Uri($base), new Uri($rel))` (guzzle/psr7 src/UriResolver.php),
//! replayed as its code runs: both texts parsed (uri.rs, over PHP's `parse_url`), an empty
//! reference the base, a reference with a scheme its own path cleaned (`withPath`), else the
//! target's authority, path and query chosen as RFC 3986 §5.2.2 says, `removeDotSegments`, and
//! the target written and parsed again (`new Uri(Uri::composeComponents(…))`); `(string)` of
//! what it returns.

use super::steps::*;
use super::uri::{Rewrites, Uri, compose_components};

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Guzzle's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["guzzlehttp/psr7", "psr7", "UriResolver", "php-guzzle"],
    releases: &super::version::RELEASES,
    name: "Guzzle {} UriResolver",
    title: "guzzle/psr7 {} UriResolver::resolve (PHP 8.2's parse_url)",
    about: "PHP's Guzzle PSR-7 UriResolver::resolve, as Guzzle follows a redirect",
    snippet: Some("php"),
    equivalence: Some(&super::normalizer::NOTION),
};

/// Resolves `reference` against `base` as `(string) UriResolver::resolve(new Uri($base), new
/// Uri($reference))` does.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base_uri = parse(base, &PARSE_BASE, Role::Base, obs)?;
    let rel = parse(reference, &PARSE_REL, Role::Reference, obs)?;
    let target = resolve_uri(&base_uri, &rel, obs)?;
    let href = target.to_text();
    if O::ENABLED {
        obs.step(
            &TO_STRING,
            Outcome::Decision(
                "scheme `:`, `//` and the authority (or for `file`), the path, then `?` query \
                 and `#` fragment where not empty",
            ),
        );
        crate::core::text::recompose::assign_serialized(obs, &TO_STRING, &href);
    }
    Ok(href)
}

/// `new Uri($text)`, its parts read into the trace and its rewrites named.
fn parse<O: Observer>(
    text: &str,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<Uri, Error> {
    let (uri, rewrites) = Uri::read(text).map_err(|reason| Error::Unresolvable { step, reason })?;
    if O::ENABLED {
        obs.step(
            step,
            Outcome::Decision(
                "each run of bytes but `:/@?&=#` urlencoded, parse_url, each part urldecoded, \
                 then filtered",
            ),
        );
        // PSR-7 holds an empty component as none (the path is always there).
        fn given(text: &str) -> Option<&str> {
            (!text.is_empty()).then_some(text)
        }
        let authority = uri.authority();
        obs.read_components(
            step,
            role,
            [
                (Component::Scheme, given(&uri.scheme)),
                (Component::Authority, given(&authority)),
                (Component::Path, Some(uri.path.as_str())),
                (Component::Query, given(&uri.query)),
                (Component::Fragment, given(&uri.fragment)),
            ],
        );
        name_rewrites(rewrites, step, obs);
    }
    Ok(uri)
}

/// The departures a parse made, as `new Uri()` recorded them.
fn name_rewrites<O: Observer>(rewrites: Rewrites, step: &'static Step, obs: &mut O) {
    for (made, warning) in [
        (rewrites.empty_component, &EMPTY_AS_NONE),
        (rewrites.lowercased, &LOWERCASED),
        (rewrites.port, &DEFAULT_PORT_DROPPED),
        (rewrites.encoded, &ENCODED),
        (rewrites.file_slashes, &FILE_SLASHES),
    ] {
        if made {
            obs.step(step, Outcome::Warning(warning));
        }
    }
}

/// `UriResolver::resolve($base, $rel)`.
fn resolve_uri<O: Observer>(base: &Uri, rel: &Uri, obs: &mut O) -> Result<Uri, Error> {
    if rel.to_text().is_empty() {
        obs.step(
            &SAME_DOCUMENT,
            Outcome::Decision("(string) $rel is '': the base, as it is"),
        );
        return Ok(base.clone());
    }
    obs.step(
        &SAME_DOCUMENT,
        Outcome::Decision("a reference that writes something"),
    );
    if !rel.scheme.is_empty() {
        obs.step(
            &ABSOLUTE,
            Outcome::Decision("a scheme: the reference, its path's dots removed"),
        );
        let path = remove_dot_segments(&rel.path, obs);
        let target = rel.with_path(&path).map_err(|reason| Error::Unresolvable {
            step: &WITH_PATH,
            reason,
        })?;
        if O::ENABLED && target.host != rel.host {
            obs.step(&WITH_PATH, Outcome::Warning(&LOCALHOST));
        }
        return Ok(target);
    }
    obs.step(&ABSOLUTE, Outcome::Decision("no scheme"));
    let (authority, path, query) = if rel.authority().is_empty() {
        obs.step(&AUTHORITY, Outcome::Decision("no authority: the base's"));
        target_from_base(base, rel, obs)
    } else {
        obs.step(
            &AUTHORITY,
            Outcome::Decision("the reference's authority, its path's dots removed, its query"),
        );
        let path = remove_dot_segments(&rel.path, obs);
        (rel.authority(), path, rel.query.clone())
    };
    let composed = compose_components(&base.scheme, &authority, &path, &query, &rel.fragment);
    obs.step(
        &COMPOSE,
        Outcome::Decision("the target written, and parsed again by new Uri()"),
    );
    let (target, rewrites) = Uri::read(&composed).map_err(|reason| Error::Unresolvable {
        step: &COMPOSE,
        reason,
    })?;
    if O::ENABLED {
        name_rewrites(rewrites, &COMPOSE, obs);
    }
    Ok(target)
}

/// The target's authority (the base's), path and query, for a reference without an authority.
fn target_from_base<O: Observer>(base: &Uri, rel: &Uri, obs: &mut O) -> (String, String, String) {
    let authority = base.authority();
    if rel.path.is_empty() {
        obs.step(
            &PATH,
            Outcome::Decision(if rel.query.is_empty() {
                "no path: the base's path and query"
            } else {
                "no path: the base's path, the reference's query"
            }),
        );
        let query = if rel.query.is_empty() {
            &base.query
        } else {
            &rel.query
        };
        (authority, base.path.clone(), query.clone())
    } else {
        let merged = if rel.path.starts_with('/') {
            obs.step(&PATH, Outcome::Decision("a path from the root"));
            rel.path.clone()
        } else if !authority.is_empty() && base.path.is_empty() {
            obs.step(
                &PATH,
                Outcome::Decision("an authority and no base path: `/` and the reference's"),
            );
            format!("/{}", rel.path)
        } else {
            obs.step(
                &PATH,
                Outcome::Decision(
                    "the base's path up to its last `/` (all of it without one), then the \
                     reference's",
                ),
            );
            match base.path.rfind('/') {
                None => rel.path.clone(),
                Some(last) => format!("{}{}", &base.path[..=last], rel.path),
            }
        };
        let path = remove_dot_segments(&merged, obs);
        (authority, path, rel.query.clone())
    }
}

/// `UriResolver::removeDotSegments($path)`, its rewrite in the trace.
fn remove_dot_segments<O: Observer>(path: &str, obs: &mut O) -> String {
    let cleaned = remove_dots(path);
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &REMOVE_DOT_SEGMENTS,
            component: Component::Path,
            before: path,
            after: &cleaned,
        });
    }
    cleaned
}

/// `removeDotSegments`: each `..` pops the segment before it, each `.` goes; a `/` is put back
/// at the start where the path had one, and at the end where it ended in a dot segment.
pub(super) fn remove_dots(path: &str) -> String {
    if path.is_empty() || path == "/" {
        return path.to_string();
    }
    let mut results: Vec<&str> = Vec::new();
    let mut last = "";
    for segment in path.split('/') {
        if segment == ".." {
            results.pop();
        } else if segment != "." {
            results.push(segment);
        }
        last = segment;
    }
    let mut new_path = results.join("/");
    if path.starts_with('/') && !new_path.starts_with('/') {
        // Re-add the leading slash if necessary for cases like "/..".
        new_path.insert(0, '/');
    } else if !new_path.is_empty() && (last == "." || last == "..") {
        new_path.push('/');
    }
    new_path
}

#[cfg(test)]
mod tests;
