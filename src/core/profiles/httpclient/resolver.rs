//! HttpClient's `URIUtils.resolve(baseURI, reference)`, replayed as its code runs: `new
//! URI(base)` and `URI.create(reference)` (the JDK's parser), a reference that starts with `?`
//! spliced onto the base's text, an empty one resolved as `#` and cut at its `#`, any other
//! resolved by `java.net.URI.resolve` (the Java profile's replay, at JDK 17), then
//! `normalizeSyntax` (builder_45.rs) and `toString`.

use super::percent::to_ascii_string;
use super::rebuilt::Rebuilt;
use super::steps::*;
use super::{builder_45, builder_52};
use crate::core::profiles::java::uri::{JavaUri, jdk, new_uri, resolve_java_uris};

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, NoTrace, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// HttpClient's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &[
        "apache-httpclient",
        "URIUtils",
        "URIUtils.resolve",
        "httpcomponents",
    ],
    releases: &super::version::RELEASES,
    name: "Apache HttpClient {} URIUtils.resolve",
    title: "Apache HttpClient {} URIUtils.resolve (on JDK 17's java.net.URI)",
    about: "Apache HttpClient's URIUtils.resolve, as Java servers and clients follow a redirect",
    snippet: Some("httpclient"),
    equivalence: None,
};

/// The JDK line whose `java.net.URI` HttpClient runs on here.
fn jdk17() -> Release {
    jdk(17)
}

/// Resolves `reference` against `base` as `URIUtils.resolve(new URI(base), reference)
/// .toString()` does.
pub(crate) fn resolve<O: Observer>(
    release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let steps = super::steps::of(release.line());
    let version = jdk17();
    let base_uri = new_uri(version, base, Role::Base, obs)?;
    let reference_uri = create(
        version,
        reference,
        &steps.empty_reference,
        Role::Reference,
        obs,
    )?;
    let s = to_ascii_string(&reference_uri.string);
    if s.starts_with('?') {
        obs.step(
            &steps.query_reference,
            Outcome::Decision("`?`: the base's text to its first `?`, then the reference"),
        );
        let base_text = to_ascii_string(&base_uri.string);
        let cut = &base_text[..base_text.find('?').unwrap_or(base_text.len())];
        if O::ENABLED && (base_uri.fragment.is_some() && base_uri.query.is_none()) {
            obs.step(&steps.query_reference, Outcome::Warning(&QUERY_SPLICED));
        }
        let spliced = create(
            version,
            &format!("{cut}{s}"),
            &steps.query_reference,
            Role::Reference,
            obs,
        )?;
        let href = spliced.string;
        assign(obs, &steps.query_reference, &href);
        return Ok(href);
    }
    obs.step(&steps.query_reference, Outcome::Decision("no"));
    let resolved = if s.is_empty() {
        obs.step(
            &steps.empty_reference,
            Outcome::Decision("empty: the base resolved with `#`, cut at its `#`"),
        );
        let hash = create(version, "#", &steps.empty_reference, Role::Reference, obs)?;
        let with_hash = to_ascii_string(&resolve_java_uris(version, &base_uri, &hash, obs).string);
        let cut = &with_hash[..with_hash.find('#').unwrap_or(with_hash.len())];
        create(version, cut, &steps.empty_reference, Role::Reference, obs)?
    } else {
        obs.step(
            &steps.empty_reference,
            Outcome::Decision("not empty: baseURI.resolve(reference)"),
        );
        resolve_java_uris(version, &base_uri, &reference_uri, obs)
    };
    let rebuilt = if release.line() == 0 {
        builder_45::normalize_syntax(&resolved)
    } else {
        builder_52::normalize_syntax(&resolved).map_err(|reason| Error::Unresolvable {
            step: &steps.normalize_syntax,
            reason,
        })?
    };
    let Some(rebuilt) = rebuilt else {
        obs.step(
            &steps.normalize_syntax,
            Outcome::Decision("opaque, or no authority: the URI as it is"),
        );
        let href = resolved.string;
        assign(obs, &steps.normalize_syntax, &href);
        return Ok(href);
    };
    obs.step(
        &steps.normalize_syntax,
        Outcome::Decision(
            "each segment decoded, `.` dropped, `..` pops the segment before it, the scheme \
             and host lower-cased",
        ),
    );
    if O::ENABLED {
        name_departures(release.line(), steps, &resolved, &rebuilt, obs);
        let path_before = resolved.path.as_deref().unwrap_or("");
        let path_after = rebuilt
            .segments_out
            .iter()
            .map(|segment| format!("/{segment}"))
            .collect::<String>();
        obs.on_event(Event::Rewrite {
            step: &steps.normalize_syntax,
            component: Component::Path,
            before: path_before,
            after: &path_after,
        });
    }
    // builder.build(): new URI(buildString()), its exception wrapped by resolve.
    let built =
        new_uri(version, &rebuilt.text, Role::Reference, &mut NoTrace).map_err(|error| {
            Error::Unresolvable {
                step: &steps.build,
                reason: format!("java.lang.IllegalArgumentException: {}", reason_of(&error)),
            }
        })?;
    obs.step(
        &steps.build,
        Outcome::Decision(
            "scheme `:` `//` user information `@` host `:` port, each segment encoded, the raw \
             query and fragment; parsed by new URI()",
        ),
    );
    let href = built.string;
    assign(obs, &steps.build, &href);
    Ok(href)
}

/// `URI.create(text)`: `new URI(text)`, a `URISyntaxException` thrown as an
/// `IllegalArgumentException` with its message.
fn create<O: Observer>(
    version: Release,
    text: &str,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<JavaUri, Error> {
    new_uri(version, text, role, obs).map_err(|error| {
        let reason = reason_of(&error);
        let reason = match reason.strip_prefix("java.net.URISyntaxException: ") {
            Some(message) => format!("java.lang.IllegalArgumentException: {message}"),
            None => reason,
        };
        Error::Unresolvable { step, reason }
    })
}

/// The exception a parse threw, as Java prints it.
fn reason_of(error: &Error) -> String {
    match error {
        Error::Unresolvable { reason, .. } => reason.clone(),
        other => other.to_string(),
    }
}

/// The departures `normalizeSyntax` made, named at its step.
fn name_departures<O: Observer>(
    line: usize,
    steps: &'static super::steps::Steps,
    resolved: &JavaUri,
    rebuilt: &Rebuilt,
    obs: &mut O,
) {
    let step = &steps.normalize_syntax;
    let raw_path = resolved.path.as_deref().unwrap_or("");
    let raw_segments: Vec<&str> = raw_path
        .strip_prefix('/')
        .unwrap_or(raw_path)
        .split('/')
        .collect();
    if !raw_path.is_empty() && raw_segments != rebuilt.segments_in {
        obs.step(step, Outcome::Warning(&SEGMENTS_RECODED));
    }
    let inner_empty = rebuilt
        .segments_in
        .iter()
        .take(rebuilt.segments_in.len().saturating_sub(1))
        .any(String::is_empty);
    if line == 1 && !rebuilt.kept_encoded && inner_empty {
        obs.step(step, Outcome::Warning(&EMPTY_SEGMENTS_DROPPED));
    }
    if matches!(
        rebuilt.segments_in.last().map(String::as_str),
        Some("." | "..")
    ) && rebuilt
        .segments_out
        .last()
        .is_some_and(|last| !last.is_empty())
    {
        obs.step(step, Outcome::Warning(&TRAILING_DOT));
    }
    if raw_path.is_empty() {
        obs.step(step, Outcome::Warning(&EMPTY_SEGMENTS));
    }
    let upper = |part: &Option<String>| {
        part.as_deref()
            .is_some_and(|p| p.bytes().any(|b| b.is_ascii_uppercase()))
    };
    // 5.2 with a rootless path keeps the encoded authority: only the scheme is lower-cased.
    let host_lowered = upper(&resolved.host) && !rebuilt.kept_encoded;
    if upper(&resolved.scheme) || host_lowered {
        obs.step(step, Outcome::Warning(&LOWERCASED));
    }
    if line == 1 && !rebuilt.kept_encoded {
        let written =
            |text: &str, mark: char| text.split_once(mark).map(|(_, rest)| rest.to_string());
        let text = &rebuilt.text;
        let fragment_out = written(text, '#');
        if fragment_out != resolved.fragment {
            obs.step(step, Outcome::Warning(&FRAGMENT_RECODED));
        }
        let query_out = text.split('#').next().and_then(|t| written(t, '?'));
        if query_out != resolved.query {
            obs.step(step, Outcome::Warning(&QUERY_RECODED));
        }
    }
    if line == 1 && resolved.scheme.is_none() {
        obs.step(&steps.build, Outcome::Warning(&HTTP_SCHEME_ADDED));
    }
}

/// Each component of the result assigned at `step`.
fn assign<O: Observer>(obs: &mut O, step: &'static Step, href: &str) {
    if O::ENABLED {
        crate::core::text::recompose::assign_serialized(obs, step, href);
    }
}

#[cfg(test)]
mod tests;
