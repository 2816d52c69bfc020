//! OkHttp's `HttpUrl.get(base).resolve(link).toString()`, replayed as its code runs: the base
//! parsed alone (an exception where it is not an http or https URL), then the link parsed
//! against it (http_url.rs), an exception there making `resolve` return null, and the URL
//! written by its builder's `toString`.

use super::http_url::{HttpUrl, Reading, parse};
use super::steps::*;

use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;

/// OkHttp's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["HttpUrl", "HttpUrl.resolve", "okhttp3", "retrofit"],
    releases: &super::version::RELEASES,
    name: "OkHttp {} HttpUrl.resolve",
    title: "OkHttp {} HttpUrl.resolve (okhttp3/HttpUrl.java)",
    about: "OkHttp's HttpUrl.resolve, as Android, Kotlin and Retrofit clients follow a link",
    snippet: Some("okhttp"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `HttpUrl.get(base).resolve(reference).toString()`
/// does.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let (base_url, _) = parse(None, base).map_err(|message| Error::Unresolvable {
        step: &PARSE_BASE,
        reason: format!("java.lang.IllegalArgumentException: {message}"),
    })?;
    if O::ENABLED {
        obs.step(&PARSE_BASE, Outcome::Decision("an http or https URL"));
        read(&base_url, Role::Base, obs);
    }
    let (url, reading) = match parse(Some(&base_url), reference) {
        Ok(parsed) => parsed,
        Err(message) => {
            if O::ENABLED && message.starts_with("Expected URL scheme") {
                obs.step(&SCHEME, Outcome::Warning(&HTTP_ONLY));
            }
            return Err(Error::Unresolvable {
                step: &RESOLVE,
                reason: format!(
                    "resolve(link) is null: java.lang.IllegalArgumentException: {message}"
                ),
            });
        }
    };
    if O::ENABLED {
        explain(reference, reading, obs);
        read(&url, Role::Reference, obs);
    }
    let href = url.to_text();
    if O::ENABLED {
        obs.step(
            &TO_STRING,
            Outcome::Decision(
                "scheme `://`, user information, the host (an IPv6 address in brackets), the \
                 port unless the scheme's default, each segment after `/`, `?` query, `#` \
                 fragment",
            ),
        );
        crate::core::text::recompose::assign_serialized(obs, &TO_STRING, &href);
    }
    Ok(href)
}

/// The steps `parse` took on the link, and the departures it made, as it recorded them.
fn explain<O: Observer>(reference: &str, reading: Reading, obs: &mut O) {
    let has_scheme = reference
        .trim_start_matches(['\t', '\n', '\u{c}', '\r', ' '])
        .split_once(':')
        .is_some_and(|(scheme, _)| {
            scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https")
        });
    obs.step(
        &SCHEME,
        Outcome::Decision(if has_scheme {
            "`http:` or `https:`"
        } else {
            "no scheme: the base's"
        }),
    );
    if reading.own_authority {
        obs.step(&AUTHORITY, Outcome::Decision("an authority of its own"));
    } else {
        if has_scheme {
            obs.step(&AUTHORITY, Outcome::Warning(&SAME_SCHEME_RELATIVE));
        }
        obs.step(
            &AUTHORITY,
            Outcome::Decision("a relative link: the base's authority and path"),
        );
    }
    obs.step(
        &RESOLVE_PATH,
        Outcome::Decision(
            "from the root, or after the base's last `/`: `.` skipped, `..` pops a segment",
        ),
    );
    let before_query = reference.split(['?', '#']).next().unwrap_or("");
    if before_query.contains('\\') {
        obs.step(&RESOLVE_PATH, Outcome::Warning(&BACKSLASH));
    }
    if reading.encoded_dot {
        obs.step(&RESOLVE_PATH, Outcome::Warning(&ENCODED_DOT));
    }
    if reading.canonicalized {
        obs.step(&TO_STRING, Outcome::Warning(&CANONICALIZED));
    }
}

/// The URL's parts read into the trace.
fn read<O: Observer>(url: &HttpUrl, role: Role, obs: &mut O) {
    let step = match role {
        Role::Base => &PARSE_BASE,
        _ => &RESOLVE,
    };
    let href = url.to_text();
    let split = UriRef::parse(&href);
    let part = |component| split.get(component);
    obs.read_components(
        step,
        role,
        [
            (Component::Scheme, part(Component::Scheme)),
            (Component::Authority, part(Component::Authority)),
            (Component::Path, part(Component::Path)),
            (Component::Query, part(Component::Query)),
            (Component::Fragment, part(Component::Fragment)),
        ],
    );
}

#[cfg(test)]
mod tests;
