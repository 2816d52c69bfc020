//! RFC 1630 "Partial (relative) form": a partial URI expanded in the context of a full URI,
//! following the digest's profile (`../shared/spec/rfc1630.md` section 6): R0 set the
//! fragment-id aside, R1 absolute?, R2 slash runs (Reading A), R3 replace the last part, R4
//! remove `xxx/../` and `/.`, R5 reattach the fragment-id.
//!
//! RFC 1630 has no component parser: its path is everything after `scheme:` up to `?`, host
//! included. The rules are string rules, and are implemented as such.

mod dots;
pub mod slash_run;
pub mod steps;

use steps::*;

use crate::core::workspace::check_lengths;
use crate::core::{Component, Error, Observer, Outcome, Role, Span, Spec};

/// Expands the partial URI `reference` in the context of `base`.
pub fn resolve<O: Observer>(base: &str, reference: &str, obs: &mut O) -> Result<String, Error> {
    check_lengths(base, reference)?;
    let context = r0_context(base, obs)?;
    let (partial, fragment) = r0_split_fragment(reference, obs);
    if r1_absolute(context, partial, obs) {
        return Ok(reference.to_string());
    }
    let joined = match r2_slash_run(context, partial, obs)? {
        Some(full) => full,
        None => {
            let expanded = r3_replace_last_part(context, partial, obs);
            r4_remove_dots(&expanded, obs)
        }
    };
    Ok(r5_reattach(joined, fragment, obs))
}

/// The context must be a full URI: a scheme name and its colon, before any slash. Its own
/// fragment-id is set aside (profile choice).
fn r0_context<'a, O: Observer>(base: &'a str, obs: &mut O) -> Result<&'a str, Error> {
    let context = base.split_once('#').map_or(base, |(context, _)| context);
    // A colon before any slash (and before any `?`, so the search never holds the scheme).
    let scheme_end = context
        .find(':')
        .filter(|&c| c > 0 && !context[..c].contains(['/', '?']));
    obs.step(
        &CONTEXT,
        Outcome::Parsed {
            role: Role::Base,
            component: Component::Scheme,
            value: scheme_end.map(|c| Span::new(0, c)),
        },
    );
    if scheme_end.is_none() {
        obs.step(
            &CONTEXT,
            Outcome::Decision(
                "the context has no scheme (no colon before any slash or `?`): it is not a full URI",
            ),
        );
        return Err(Error::BaseWithoutScheme {
            base: base.to_string(),
        });
    }
    obs.step(
        &CONTEXT,
        Outcome::Decision("the context is a full URI: scheme, colon, then the rest"),
    );
    if context.len() < base.len() {
        obs.step(
            &R0,
            Outcome::Parsed {
                role: Role::Base,
                component: Component::Fragment,
                value: Some(Span::new(context.len() + 1, base.len())),
            },
        );
        obs.step(&R0, Outcome::Warning(&CONTEXT_FRAGMENT));
    }
    Ok(context)
}

/// R0: "The fragment-id follows the URL of the whole object from which it is separated by a
/// hash sign (#). If the fragment-id is void, the hash sign may be omitted: A void fragment-id
/// with or without the hash sign means that the URL refers to the whole object."
///
/// Returns the partial URI without its fragment-id, and the fragment-id when it is not void.
fn r0_split_fragment<'a, O: Observer>(
    reference: &'a str,
    obs: &mut O,
) -> (&'a str, Option<&'a str>) {
    let (partial, fragment) = match reference.split_once('#') {
        Some((partial, fragment)) => (partial, Some(fragment).filter(|f| !f.is_empty())),
        None => (reference, None),
    };
    obs.step(
        &R0,
        Outcome::Parsed {
            role: Role::Reference,
            component: Component::Fragment,
            value: fragment.map(|f| Span::new(reference.len() - f.len(), reference.len())),
        },
    );
    obs.step(
        &R0,
        Outcome::Decision(if fragment.is_some() {
            "the fragment-id is set aside until R5"
        } else {
            "no fragment-id (a void one is the same as none)"
        }),
    );
    if partial.is_empty() {
        obs.step(
            &R0,
            Outcome::Warning(if fragment.is_some() {
                &FRAGMENT_ONLY
            } else {
                &EMPTY_REFERENCE
            }),
        );
    }
    (partial, fragment)
}

/// R1: "A partial form can be distinguished from an absolute form in that the latter must have
/// a colon and that colon must occur before any slash characters." An absolute URI is returned
/// unchanged, with no dot removal.
fn r1_absolute<O: Observer>(context: &str, partial: &str, obs: &mut O) -> bool {
    let colon = partial.find(':');
    let absolute = colon.is_some_and(|c| !partial[..c].contains('/'));
    if !absolute {
        obs.step(
            &R1,
            Outcome::Decision("no colon before any slash: a partial form"),
        );
        return false;
    }
    let before = &partial[..colon.unwrap_or_default()];
    obs.step(
        &R1,
        Outcome::Decision("a colon before any slash: an absolute URI, taken as it is; done"),
    );
    if before.contains('?') {
        obs.step(&R1, Outcome::Warning(&COLON_AFTER_QUERY));
    } else if context
        .split_once(':')
        .is_some_and(|(scheme, _)| scheme.eq_ignore_ascii_case(before))
    {
        obs.step(&R1, Outcome::Warning(&SAME_SCHEME));
    }
    true
}

/// R2: "If the partial URI starts with a non-zero number of consecutive slashes, then everything
/// from the context URI up to (but not including) the first occurrence of exactly the same
/// number of consecutive slashes which has no greater number of consecutive slashes anywhere to
/// the right of it is taken to be the same and so prepended to the partial URL to form the full
/// URL."
///
/// Reading A: the first run of exactly that many slashes, from the left. `Ok(None)` when the
/// partial URI does not start with a slash.
fn r2_slash_run<O: Observer>(
    context: &str,
    partial: &str,
    obs: &mut O,
) -> Result<Option<String>, Error> {
    let n = slash_run::leading_slashes(partial);
    if n == 0 {
        obs.step(
            &R2,
            Outcome::Decision("the partial URI does not start with a slash: on to R3"),
        );
        return Ok(None);
    }
    obs.step(&R2, Outcome::Warning(&SLASH_RUN_AMBIGUOUS));
    let scope = without_search(context, obs);
    let chosen = slash_run::reading_a(scope, n);
    if chosen != slash_run::reading_b(scope, n) {
        obs.step(&R2, Outcome::Warning(&SLASH_RUN_READINGS_DIFFER));
    }
    let Some(at) = chosen else {
        obs.step(
            &R2,
            Outcome::Decision(
                "no run of exactly that many slashes in the context: RFC 1630 gives no answer \
                 (profile: an error)",
            ),
        );
        return Err(Error::Unresolvable {
            spec: Spec::Rfc1630,
            reason: format!(
                "the partial URI starts with {n} consecutive slash(es), but the context `{scope}` \
                 has no run of exactly {n} consecutive slashes to match them; RFC 1630 does not \
                 say what the partial URI means then (profile choice: no result)"
            ),
        });
    };
    obs.step(
        &R2,
        Outcome::Decision(
            "the context up to (not including) the first run of exactly as many slashes is \
             prepended; no dot removal",
        ),
    );
    obs.step(
        &R2,
        Outcome::Take {
            component: Component::Path,
            from: Role::Base,
            value: Some(Span::new(0, at)),
        },
    );
    obs.step(
        &R2,
        Outcome::Take {
            component: Component::Path,
            from: Role::Reference,
            value: Some(Span::new(0, partial.len())),
        },
    );
    Ok(Some(format!("{}{partial}", &context[..at])))
}

/// The context without its `?search` (profile choice), with a warning when there was one.
fn without_search<'a, O: Observer>(context: &'a str, obs: &mut O) -> &'a str {
    match context.find('?') {
        Some(q) => {
            obs.step(&R3, Outcome::Warning(&CONTEXT_SEARCH));
            &context[..q]
        }
        None => context,
    }
}

/// R3: "The last part of the path of the context URI (anything following the rightmost slash)
/// is removed, and the given partial URI appended in its place, and then:"
fn r3_replace_last_part<O: Observer>(context: &str, partial: &str, obs: &mut O) -> String {
    let scope = without_search(context, obs);
    let colon = scope.find(':').unwrap_or_default();
    let keep = match scope.rfind('/') {
        Some(slash) => {
            if scope[colon + 1..].starts_with("//") && slash == colon + 2 {
                obs.step(&R3, Outcome::Warning(&HOST_REPLACED));
            }
            slash + 1
        }
        None => {
            obs.step(&R3, Outcome::Warning(&CONTEXT_WITHOUT_SLASH));
            colon + 1
        }
    };
    obs.step(
        &R3,
        Outcome::Decision(
            "everything after the context's rightmost slash is removed and the partial URI \
             appended in its place",
        ),
    );
    obs.step(
        &R3,
        Outcome::Take {
            component: Component::Path,
            from: Role::Base,
            value: Some(Span::new(0, keep)),
        },
    );
    obs.step(
        &R3,
        Outcome::Take {
            component: Component::Path,
            from: Role::Reference,
            value: Some(Span::new(0, partial.len())),
        },
    );
    if partial.contains('?') {
        obs.step(&R3, Outcome::Warning(&PARTIAL_SEARCH));
    }
    format!("{}{partial}", &scope[..keep])
}

/// R4: "Within the result, all occurrences of "xxx/../" or "/." are recursively removed, where
/// xxx, ".." and "." are complete path elements."
///
/// Profile: only on the path part (after `scheme:` and any `//host`, before the first `?`).
fn r4_remove_dots<O: Observer>(expanded: &str, obs: &mut O) -> String {
    let mut start = expanded.find(':').map_or(0, |c| c + 1);
    let has_host = expanded[start..].starts_with("//");
    if has_host {
        start += 2;
        start += expanded[start..]
            .find(['/', '?'])
            .unwrap_or(expanded.len() - start);
    }
    let end = expanded[start..]
        .find('?')
        .map_or(expanded.len(), |q| start + q);
    obs.step(
        &R4,
        Outcome::Decision(if has_host {
            "on the path after `scheme://host` and before any `?` (profile: the host and the \
             search are not path elements); the leftmost `xxx/../` or `/.` is removed until \
             none remains"
        } else {
            "on the path after `scheme:` and before any `?` (profile: search words are not path \
             elements); the leftmost `xxx/../` or `/.` is removed until none remains"
        }),
    );
    let path = dots::remove_dots(&expanded[start..end], obs);
    if has_host && (path.starts_with("/../") || path == "/..") {
        obs.step(&R4, Outcome::Warning(&HOST_PROTECTED));
    }
    let mut out = String::with_capacity(expanded.len());
    out.push_str(&expanded[..start]);
    out.push_str(&path);
    out.push_str(&expanded[end..]);
    out
}

/// R5 (profile, not RFC text): the fragment-id set aside in R0 is appended when not void.
fn r5_reattach<O: Observer>(mut joined: String, fragment: Option<&str>, obs: &mut O) -> String {
    match fragment {
        Some(fragment) => {
            obs.step(
                &R5,
                Outcome::Decision("the fragment-id is appended after a hash sign"),
            );
            joined.push('#');
            joined.push_str(fragment);
        }
        None => obs.step(&R5, Outcome::Decision("no fragment-id to reattach")),
    }
    joined
}
