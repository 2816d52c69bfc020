//! RFC 1630 "Partial (relative) form": a partial URI expanded in the context of a full URI.
//! RFC 1630 states its rules as prose; uriscope applies them in this order, each a step of the
//! trace: R0 set the fragment-id aside, R1 absolute?, R2 slash runs (the first run of exactly
//! that many slashes, the reading that matches every example of the RFC), R3 replace the last
//! part, R4 remove `xxx/../` and `/.`, R5 reattach the fragment-id. Where the RFC is silent the
//! step says so, and a warning names the choice.
//!
//! RFC 1630 has no component parser: its path is everything after `scheme:` up to `?`, host
//! included. The rules are string rules, and are implemented as such; which text each
//! component of the result came from is read off the string they build.

use super::steps::*;

use crate::core::text::grammar::rfc1630::absolute_colon;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Observer, Outcome, Source};
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// The partial URI without its fragment-id: where it starts in the reference, and its text.
#[derive(Clone, Copy, Debug)]
struct Partial<'a> {
    start: usize,
    text: &'a str,
}

/// Expands the partial URI `reference` in the `context` that [`r0_context`] took from the base.
pub(crate) fn resolve<O: Observer>(
    context: &str,
    reference: &str,
    options: &Options,
    obs: &mut O,
) -> Result<String, Error> {
    let (partial, fragment) = r0_split_fragment(reference, obs);
    let Some(partial) = r1_absolute(context, reference, partial, options, obs) else {
        return Ok(reference.to_string());
    };
    let joined = match r2_slash_run(context, partial, obs)? {
        Some(full) => full,
        None => {
            let expanded = r3_replace_last_part(context, partial, fragment.is_some(), obs);
            r4_remove_dots(&expanded, obs)
        }
    };
    Ok(r5_reattach(joined, fragment, reference, obs))
}

/// The context must be a full URI: a scheme name and its colon, before any slash. Its own
/// fragment-id is set aside (profile choice).
pub(crate) fn r0_context<'a, O: Observer>(base: &'a str, obs: &mut O) -> Result<&'a str, Error> {
    let context = base.split_once('#').map_or(base, |(context, _)| context);
    // A colon before any slash (and before any `?`, so the search never holds the scheme).
    let scheme_end = context
        .find(':')
        .filter(|&c| c > 0 && !context[..c].contains(['/', '?']));
    obs.parsed(
        &CONTEXT,
        Role::Base,
        Component::Scheme,
        scheme_end.map(|c| Span::new(0, c)),
    );
    if scheme_end.is_none() {
        obs.step(
            &CONTEXT,
            Outcome::Decision(
                "the context has no scheme (no colon before any slash or `?`): it is not a full URI",
            ),
        );
        return Err(Error::BaseWithoutScheme {
            step: &CONTEXT,
            base: base.to_string(),
        });
    }
    obs.step(
        &CONTEXT,
        Outcome::Decision("the context is a full URI: scheme, colon, then the rest"),
    );
    if context.len() < base.len() {
        let fragment = Span::new(context.len() + 1, base.len());
        obs.parsed(&R0, Role::Base, Component::Fragment, Some(fragment));
        // The reading decides only where the rules would have seen a slash or a `?` in it.
        if base[context.len() + 1..].contains(['/', '?']) {
            obs.step(&R0, Outcome::Warning(&CONTEXT_FRAGMENT));
        }
    }
    Ok(context)
}

/// R0: "The fragment-id follows the URL of the whole object from which it is separated by a
/// hash sign (#). If the fragment-id is void, the hash sign may be omitted: A void fragment-id
/// with or without the hash sign means that the URL refers to the whole object."
///
/// Returns the partial URI without its fragment-id, and the fragment-id's span when it is not
/// void.
fn r0_split_fragment<'a, O: Observer>(
    reference: &'a str,
    obs: &mut O,
) -> (Partial<'a>, Option<Span>) {
    let (partial, fragment) = match reference.split_once('#') {
        Some((partial, fragment)) => (partial, Some(fragment).filter(|f| !f.is_empty())),
        None => (reference, None),
    };
    let fragment = fragment.map(|f| Span::new(reference.len() - f.len(), reference.len()));
    obs.parsed(&R0, Role::Reference, Component::Fragment, fragment);
    obs.step(
        &R0,
        Outcome::Decision(if fragment.is_some() {
            "the fragment-id is set aside until R5"
        } else {
            "no fragment-id (a void one is the same as none)"
        }),
    );
    let partial = Partial {
        start: 0,
        text: partial,
    };
    (partial, fragment)
}

/// R1: "A partial form can be distinguished from an absolute form in that the latter must have
/// a colon and that colon must occur before any slash characters." An absolute URI is returned
/// unchanged, with no dot removal: `None`.
///
/// With `non_strict`, the loophole RFC 1630 left open ("If the scheme parts are different, the
/// whole absolute URI must be given"): a scheme equal to the context's is dropped, and the rest
/// is the partial URI.
fn r1_absolute<'a, O: Observer>(
    context: &str,
    reference: &'a str,
    partial: Partial<'a>,
    options: &Options,
    obs: &mut O,
) -> Option<Partial<'a>> {
    let text = partial.text;
    let Some(colon) = absolute_colon(text) else {
        obs.step(
            &R1,
            Outcome::Decision("no colon before any slash: a partial form"),
        );
        return Some(partial);
    };
    let before = &text[..colon];
    let same_scheme = !before.contains('?')
        && context
            .split_once(':')
            .is_some_and(|(scheme, _)| scheme.eq_ignore_ascii_case(before));
    if same_scheme && options.non_strict {
        obs.step(&R1, Outcome::Warning(&LOOPHOLE));
        obs.step(
            &R1,
            Outcome::Decision(
                "a colon before any slash, after the context's own scheme; non-strict: the                  scheme is dropped and the rest is a partial form",
            ),
        );
        return Some(Partial {
            start: partial.start + colon + 1,
            text: &text[colon + 1..],
        });
    }
    obs.step(
        &R1,
        Outcome::Decision("a colon before any slash: an absolute URI, taken as it is; done"),
    );
    if before.contains('?') {
        obs.step(&R1, Outcome::Warning(&COLON_AFTER_QUERY));
    } else if same_scheme {
        obs.step(&R1, Outcome::Warning(&SAME_SCHEME));
    }
    if O::ENABLED {
        let read = UriRef::parse(reference);
        for component in COMPONENTS {
            obs.assign(&R1, component, Source::Reference, read.span(component));
        }
    }
    None
}

/// Reports, at `step`, where `components` of `joined` (the context's first `seam` bytes, then
/// the partial URI) came from: the context, the partial, or the joined string itself when a
/// component straddles the seam. The joined string starts the result, so its spans are the
/// result's.
fn assign_joined<O: Observer>(
    step: &'static Step,
    joined: &str,
    seam: usize,
    partial: Partial<'_>,
    components: &[Component],
    obs: &mut O,
) {
    if !O::ENABLED {
        return;
    }
    let read = UriRef::parse(joined);
    for &component in components {
        let (from, value) = match read.span(component) {
            // The context supplies what precedes the seam, and its search is dropped: an
            // undefined query is the partial's, anything else undefined the context's.
            None if component == Component::Query => (Source::Reference, None),
            None => (Source::Base, None),
            Some(span) if span.end <= seam && !(span.is_empty() && span.start == seam) => {
                (Source::Base, Some(span))
            }
            Some(span) if span.start >= seam => {
                let at = partial.start + span.start - seam;
                (Source::Reference, Some(Span::new(at, at + span.len())))
            }
            Some(span) => (Source::Buffer, Some(span)),
        };
        obs.assign(step, component, from, value);
    }
}

/// R2: "If the partial URI starts with a non-zero number of consecutive slashes, then everything
/// from the context URI up to (but not including) the first occurrence of exactly the same
/// number of consecutive slashes which has no greater number of consecutive slashes anywhere to
/// the right of it is taken to be the same and so prepended to the partial URL to form the full
/// URL."
///
/// Read as the first run of exactly that many slashes, from the left: the reading every example
/// of the RFC follows. `Ok(None)` when the partial URI does not start with a slash.
fn r2_slash_run<O: Observer>(
    context: &str,
    partial: Partial<'_>,
    obs: &mut O,
) -> Result<Option<String>, Error> {
    let n = super::slash_run::leading_slashes(partial.text);
    if n == 0 {
        obs.step(
            &R2,
            Outcome::Decision("the partial URI does not start with a slash: on to R3"),
        );
        return Ok(None);
    }
    let scope = without_search(context, &R2, obs);
    let chosen = super::slash_run::reading_a(scope, n);
    // The wording's ambiguity is noted where it decides: where its two readings part.
    if chosen != super::slash_run::reading_b(scope, n) {
        obs.step(&R2, Outcome::Warning(&SLASH_RUN_AMBIGUOUS));
        obs.step(&R2, Outcome::Warning(&SLASH_RUN_READINGS_DIFFER));
    }
    let Some(at) = chosen else {
        obs.step(
            &R2,
            Outcome::Decision(
                "no run of exactly that many slashes in the context: RFC 1630 gives no answer, \
                 and uriscope gives no result",
            ),
        );
        return Err(Error::Unresolvable {
            step: &R2,
            reason: format!(
                "the partial URI starts with {n} consecutive slash{}, but the context `{scope}` \
                 has no run of exactly {n} consecutive slash{} to match them; RFC 1630 does not \
                 say what the partial URI means then",
                if n == 1 { "" } else { "es" },
                if n == 1 { "" } else { "es" },
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
    let full = format!("{}{}", &context[..at], partial.text);
    assign_joined(
        &R2,
        &full,
        at,
        partial,
        &[
            Component::Scheme,
            Component::Authority,
            Component::Path,
            Component::Query,
        ],
        obs,
    );
    Ok(Some(full))
}

/// The context without its `?search` (uriscope's reading: RFC 1630 speaks only of the path),
/// with a warning at `step` when the reading decides: when the search holds a slash that the
/// rules would otherwise have seen.
fn without_search<'a, O: Observer>(context: &'a str, step: &'static Step, obs: &mut O) -> &'a str {
    match context.find('?') {
        Some(q) => {
            if context[q..].contains('/') {
                obs.step(step, Outcome::Warning(&CONTEXT_SEARCH));
            }
            &context[..q]
        }
        None => context,
    }
}

/// R3: "The last part of the path of the context URI (anything following the rightmost slash)
/// is removed, and the given partial URI appended in its place, and then:"
fn r3_replace_last_part<O: Observer>(
    context: &str,
    partial: Partial<'_>,
    has_fragment: bool,
    obs: &mut O,
) -> String {
    // An empty partial URI (a bare fragment-id included) is where uriscope reads the RFC's
    // silence: the rule decides the result here, so its note is recorded here.
    if partial.text.is_empty() {
        let note = if has_fragment {
            &FRAGMENT_ONLY
        } else {
            &EMPTY_REFERENCE
        };
        obs.step(&R3, Outcome::Warning(note));
    }
    let scope = without_search(context, &R3, obs);
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
    if partial.text.contains('?') {
        obs.step(&R3, Outcome::Warning(&PARTIAL_SEARCH));
    }
    let expanded = format!("{}{}", &scope[..keep], partial.text);
    // R4 makes the path; the rest is settled here.
    assign_joined(
        &R3,
        &expanded,
        keep,
        partial,
        &[Component::Scheme, Component::Authority, Component::Query],
        obs,
    );
    expanded
}

/// R4: "Within the result, all occurrences of "xxx/../" or "/." are recursively removed, where
/// xxx, ".." and "." are complete path elements."
///
/// uriscope's reading: only on the path part (after `scheme:` and any `//host`, before the
/// first `?`).
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
    super::dots::start(&expanded[start..end], obs);
    obs.step(
        &R4,
        Outcome::Decision(if has_host {
            "on the path after `scheme://host` and before any `?` (the host and the search are \
             not path elements); the leftmost `xxx/../` or `/.` is removed until none remains"
        } else {
            "on the path after `scheme:` and before any `?` (search words are not path \
             elements); the leftmost `xxx/../` or `/.` is removed until none remains"
        }),
    );
    let mut out = String::with_capacity(expanded.len());
    out.push_str(&expanded[..start]);
    super::dots::remove_dots(&expanded[start..end], &mut out, obs);
    let path = &out[start..];
    if has_host && (path.starts_with("/../") || path == "/..") {
        obs.step(&R4, Outcome::Warning(&HOST_PROTECTED));
    }
    obs.assign(
        &R4,
        Component::Path,
        Source::Buffer,
        Some(Span::new(start, out.len())),
    );
    out.push_str(&expanded[end..]);
    out
}

/// R5 (uriscope's reading; RFC 1630 keeps the fragment-id out of the rules): the fragment-id
/// set aside in R0 is appended when not void.
fn r5_reattach<O: Observer>(
    mut joined: String,
    fragment: Option<Span>,
    reference: &str,
    obs: &mut O,
) -> String {
    match fragment {
        Some(span) => {
            obs.step(
                &R5,
                Outcome::Decision(
                    "uriscope's reading (the rules above do not mention the fragment-id): set \
                     aside first, it is appended last, after a hash sign",
                ),
            );
            joined.push('#');
            joined.push_str(span.of(reference));
        }
        None => obs.step(&R5, Outcome::Decision("no fragment-id to reattach")),
    }
    obs.assign(&R5, Component::Fragment, Source::Reference, fragment);
    joined
}
