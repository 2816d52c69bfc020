//! `$uri->abs($base)` (URI 5.17's URI/_generic.pm; `URI::abs`, which returns the URI as it is,
//! for the classes that do not inherit it), with the reference and the base made as the
//! caller makes them: `URI->new_abs($reference, $base)` or, with
//! `$URI::ABS_ALLOW_RELATIVE_SCHEME`, as LWP::UserAgent follows a `Location`.

use std::collections::VecDeque;

use super::steps::*;
use super::uri::{Class, SchemeFrom, Uri};

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};

/// How the caller makes the objects and which rule `abs` follows for a scheme.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Caller {
    /// `URI->new_abs($reference, $base)`: the base a string.
    NewAbs,
    /// LWP::UserAgent's `request`: `local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1`, the base a
    /// URI object (the response's), `URI->new($location, $base)->abs($base)`.
    Lwp,
}

/// Resolves `reference` against `base` as the caller does, and gives `as_string`.
pub(super) fn resolve<O: Observer>(
    caller: Caller,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base_object = (caller == Caller::Lwp).then(|| Uri::new(base, SchemeFrom::Text("")));
    let from = match &base_object {
        Some(object) => SchemeFrom::Object(object),
        None => SchemeFrom::Text(base),
    };
    let this = Uri::new(reference, from);
    if O::ENABLED {
        read(&this, &NEW_REFERENCE, Role::Reference, obs);
        name_rewrites(reference, &this, &NEW_REFERENCE, obs);
    }
    let result = abs(
        caller,
        &this,
        super::uri::scheme_of(reference).is_some(),
        base_object,
        base,
        obs,
    )?;
    if O::ENABLED {
        obs.step(
            &AS_STRING,
            Outcome::Decision("the object is its string, as the setters left it"),
        );
        crate::core::text::recompose::assign_serialized(obs, &AS_STRING, &result.text);
    }
    Ok(result.text)
}

/// `abs`, once `$self` is made.
fn abs<O: Observer>(
    caller: Caller,
    this: &Uri,
    had_scheme: bool,
    base_object: Option<Uri>,
    base: &str,
    obs: &mut O,
) -> Result<Uri, Error> {
    if matches!(this.class, Class::Opaque | Class::Sip(_)) {
        obs.step(
            &CLASS_ABS,
            Outcome::Decision(if this.class == Class::Opaque {
                "URI::abs: a mailto, data or urn URI is absolute as it is"
            } else {
                "URI::sip::abs: the URI as it is"
            }),
        );
        if !had_scheme {
            obs.step(&CLASS_ABS, Outcome::Warning(&OPAQUE_BASE));
        }
        return Ok(this.clone());
    }
    // `my $base = shift || Carp::croak("Missing base argument")`: as Perl reads it, an empty
    // string or `0`, the object's string for LWP's.
    let given = base_object
        .as_ref()
        .map_or(base, |object| object.text.as_str());
    if given.is_empty() || given == "0" {
        return Err(Error::Unresolvable {
            step: &SCHEME,
            reason: "Missing base argument".to_string(),
        });
    }
    let mut base_uri = None;
    let made_base = |obs: &mut O| -> Uri {
        let base = base_object
            .clone()
            .unwrap_or_else(|| Uri::new(base, SchemeFrom::Text("")));
        if O::ENABLED {
            read(&base, &NEW_BASE, Role::Base, obs);
        }
        base
    };
    if let Some(scheme) = this.scheme() {
        if caller == Caller::NewAbs {
            obs.step(
                &SCHEME,
                Outcome::Decision("a scheme, and no $URI::ABS_ALLOW_RELATIVE_SCHEME: as it is"),
            );
            if O::ENABLED && has_dot_segments(&this.path()) {
                obs.step(&SCHEME, Outcome::Warning(&DOTS_KEPT));
            }
            return Ok(this.clone());
        }
        let base = made_base(obs);
        if base.scheme().as_deref() != Some(scheme.as_str()) {
            obs.step(
                &SCHEME,
                Outcome::Decision("a scheme, not the base's: as it is"),
            );
            return Ok(this.clone());
        }
        obs.step(
            &SCHEME,
            Outcome::Decision(
                "the base's scheme, and $URI::ABS_ALLOW_RELATIVE_SCHEME: resolved as relative",
            ),
        );
        if O::ENABLED && !this.text[scheme.len() + 1..].starts_with("//") {
            obs.step(&SCHEME, Outcome::Warning(&RELATIVE_SCHEME));
        }
        base_uri = Some(base);
    } else {
        obs.step(&SCHEME, Outcome::Decision("no scheme"));
    }
    let base = match base_uri {
        Some(base) => base,
        None => made_base(obs),
    };
    let mut target = this.clone();
    target.set_scheme(base.scheme().as_deref());
    let scheme_length = super::uri::scheme_of(&this.text).map_or(0, |s| s.len() + 1);
    if this.text[scheme_length..].starts_with("//") {
        obs.step(
            &SET_SCHEME,
            Outcome::Decision("`//`: the base's scheme, the rest as it is"),
        );
        if O::ENABLED && has_dot_segments(&this.path()) {
            obs.step(&SET_SCHEME, Outcome::Warning(&DOTS_KEPT));
        }
        return Ok(target);
    }
    obs.step(&SET_SCHEME, Outcome::Decision("the base's scheme; no `//`"));
    let authority = base.authority();
    target.set_authority(authority.as_deref());
    if O::ENABLED {
        let rewritten = target.authority();
        obs.step(&AUTHORITY, Outcome::Decision("the base's authority"));
        if rewritten != authority {
            obs.step(&AUTHORITY, Outcome::Warning(&AUTHORITY_REWRITTEN));
        }
    }
    let path = this.path();
    if path.starts_with('/') {
        obs.step(
            &PATH,
            Outcome::Decision("a path from the root: as it is, dots and all"),
        );
        if O::ENABLED && has_dot_segments(&path) {
            obs.step(&PATH, Outcome::Warning(&DOTS_KEPT));
        }
        return Ok(target);
    }
    if path.is_empty() {
        obs.step(
            &PATH,
            Outcome::Decision("no path: the base, with the reference's query and fragment"),
        );
        if O::ENABLED && this.fragment().is_none() && base.fragment().is_some() {
            obs.step(&PATH, Outcome::Warning(&BASE_FRAGMENT_KEPT));
        }
        if O::ENABLED && path_scheme(this) {
            obs.step(&PATH, Outcome::Warning(&PATH_SCHEME));
        }
        let mut target = base.clone();
        if let Some(query) = this.query() {
            target.set_query(&query);
        }
        if let Some(fragment) = this.fragment() {
            target.set_fragment(&fragment);
        }
        return Ok(target);
    }
    obs.step(
        &PATH,
        Outcome::Decision("a relative path: merged with the base's"),
    );
    if O::ENABLED && path_scheme(this) {
        obs.step(&PATH, Outcome::Warning(&PATH_SCHEME));
    }
    let base_path = base.path();
    let directory = base_path.trim_end_matches(|c| c != '/');
    let merged = format!("{directory}{path}");
    let segments = remove_dots(&merged);
    let new_path = format!("/{}", segments.join("/"));
    if O::ENABLED {
        obs.on_event(Event::Rewrite {
            step: &MERGE,
            component: Component::Path,
            before: &merged,
            after: &new_path,
        });
        if segments.first().is_some_and(|s| s == "..") {
            obs.step(&MERGE, Outcome::Warning(&ABOVE_ROOT_KEPT));
        }
    }
    target.set_path(&new_path);
    Ok(target)
}

/// The merge's dot removal: the merged path split at `/` (a leading empty segment dropped),
/// each `.` removed and each segment with the `..` after it, `..` above the root kept, and a
/// last `.` made empty. `abs`'s loop splices an array at its index `$i`; here the segments
/// before `$i` are a stack and those from it a queue, so each splice is a pop.
fn remove_dots(merged: &str) -> Vec<String> {
    let mut rest: VecDeque<String> = if merged.is_empty() {
        VecDeque::new()
    } else {
        merged.split('/').map(str::to_string).collect()
    };
    if rest.front().is_some_and(String::is_empty) {
        rest.pop_front();
    }
    // `$p[0 .. $i - 1]`, with `$i = 1`.
    let mut done: Vec<String> = rest.pop_front().into_iter().collect();
    while let (Some(top), Some(next)) = (done.last(), rest.front()) {
        if top == "." {
            // `splice(@p, $i-1, 1); $i-- if $i > 1;`
            done.pop();
        } else if next == ".." && top != ".." {
            // `splice(@p, $i-1, 2);` and, where `$i` was not 1, `push(@p, "")` at the end.
            let first = done.len() == 1;
            done.pop();
            rest.pop_front();
            if !first && rest.is_empty() {
                rest.push_back(String::new());
            }
        } else {
            done.extend(rest.pop_front());
            continue;
        }
        if done.is_empty() {
            done.extend(rest.pop_front());
        }
    }
    done.extend(rest);
    if done.last().is_some_and(|s| s == ".") {
        let last = done.len() - 1;
        done[last] = String::new();
    }
    done
}

/// Whether `path` reads a first `…:` as a scheme that `scheme_re` does not: the reference's
/// path getter (`[^:/?#]+:`) takes it off.
fn path_scheme(this: &Uri) -> bool {
    this.scheme().is_none() && {
        let first = this.text.find([':', '/', '?', '#']);
        first.is_some_and(|at| at > 0 && this.text[at..].starts_with(':'))
    }
}

/// Whether RFC 3986 §5.2.4 would change `path`: it holds a dot segment.
fn has_dot_segments(path: &str) -> bool {
    path.split('/')
        .any(|segment| segment == "." || segment == "..")
}

/// The trace's account of an object: its class and its components.
fn read<O: Observer>(
    uri: &Uri,
    step: &'static crate::core::vocabulary::step::Step,
    role: Role,
    obs: &mut O,
) {
    obs.step(
        step,
        Outcome::Decision(match uri.class {
            Class::Generic => "URI::_generic (or _foreign, file): _generic's abs",
            Class::Server(_) => "a URI::_server class (http, ssh, …): _generic's abs, IDNA hosts",
            Class::Ftp => "URI::ftp: _generic's abs, IDNA hosts, the query read with the path",
            Class::Sip(_) => "URI::sip: abs returns the URI",
            Class::Opaque => "URI::mailto, data or urn: abs returns the URI",
        }),
    );
    let authority = uri.authority();
    let query = uri.query();
    let fragment = uri.fragment();
    let scheme = uri.scheme();
    let path = uri.path();
    obs.read_components(
        step,
        role,
        [
            (Component::Scheme, scheme.as_deref()),
            (Component::Authority, authority.as_deref()),
            (Component::Path, Some(path.as_str())),
            (Component::Query, query.as_deref()),
            (Component::Fragment, fragment.as_deref()),
        ],
    );
}

/// What `URI->new` changed of the text: trimmed, unwrapped, escaped.
fn name_rewrites<O: Observer>(
    given: &str,
    uri: &Uri,
    step: &'static crate::core::vocabulary::step::Step,
    obs: &mut O,
) {
    let unwrapped = super::uri::unwrapped(given);
    if unwrapped != given {
        obs.step(step, Outcome::Warning(&TRIMMED));
    }
    if !uri.text.ends_with(&unwrapped) {
        obs.step(step, Outcome::Warning(&ESCAPED));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dots_go_as_the_loop_removes_them() {
        for (merged, path) in [
            ("/b/c/../../../g", "/../g"),
            ("/b/c/./g", "/b/c/g"),
            ("/b/c/..", "/b/"),
            ("/b/c/.", "/b/c/"),
            ("", "/"),
            ("/a/..", "/"),
        ] {
            assert_eq!(
                format!("/{}", remove_dots(merged).join("/")),
                path,
                "{merged}"
            );
        }
    }
}
