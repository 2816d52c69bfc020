//! Wget following a `Location` (src/retr.c, `retrieve_url`): the header's value, trimmed,
//! spliced onto the URL just fetched (`uri_merge`, merge.rs), the result parsed (`url_parse`,
//! parse.rs) in the locale Wget runs in, and written (`url_string`): the URL it requests next.

use super::merge::{Splice, uri_merge};
use super::parse::{Locale, url_parse};
use super::steps::*;

use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};

/// The URL Wget requests after `location` from `base`, in `locale`.
pub(super) fn follow<O: Observer>(
    locale: Locale,
    base: &str,
    location: &str,
    obs: &mut O,
) -> Result<String, Error> {
    // The base is the URL Wget fetched: it parsed it (and refused it where it could not).
    url_parse(base.as_bytes(), locale).map_err(|error| Error::Unresolvable {
        step: &PARSE,
        reason: format!("{}: {}.", escnonprint(base.as_bytes()), error.words(locale)),
    })?;
    let link = location.trim_matches(|c: char| c.is_ascii_whitespace());
    obs.step(
        &LOCATION,
        Outcome::Decision("the header's value, its white space trimmed"),
    );
    let (merged, splice) = uri_merge(base.as_bytes(), link.as_bytes());
    if O::ENABLED {
        obs.step(&MERGE, Outcome::Decision(decision(splice)));
        obs.on_event(Event::Rewrite {
            step: &MERGE,
            component: Component::Path,
            before: &format!("{base} + {link}"),
            after: &String::from_utf8_lossy(&merged),
        });
    }
    let url = url_parse(&merged, locale).map_err(|error| Error::Unresolvable {
        step: &PARSE,
        reason: format!("{}: {}.", escnonprint(&merged), error.words(locale)),
    })?;
    if O::ENABLED {
        obs.step(
            &PARSE,
            Outcome::Decision(match locale {
                Locale::Utf8 => "re-encoded (reencode_escapes); its path simplified",
                Locale::C => {
                    "converted from ASCII (its unreserved escapes decoded), re-encoded; its path \
                     simplified"
                }
            }),
        );
        let rewrites = url.rewrites;
        for (made, warning) in [
            (rewrites.unescaped, &C_LOCALE_UNESCAPED),
            (rewrites.reencoded, &ESCAPED),
            (rewrites.host, &HOST_REWRITTEN),
            (
                rewrites.simplified
                    && matches!(splice, Splice::Query | Splice::Fragment | Splice::Empty),
                &PATH_SIMPLIFIED,
            ),
            (url.fragment.is_some(), &FRAGMENT_DROPPED),
        ] {
            if made {
                obs.step(&PARSE, Outcome::Warning(warning));
            }
        }
    }
    let href = url.url_string();
    if O::ENABLED {
        if url.rewrites.port {
            obs.step(&URL_STRING, Outcome::Warning(&PORT_AS_NUMBER));
        }
        obs.step(
            &URL_STRING,
            Outcome::Decision("scheme://, user information, host, the port unless the default, /path;params?query"),
        );
        crate::core::text::recompose::assign_serialized(obs, &URL_STRING, &href);
    }
    Ok(href)
}

/// What `uri_merge`'s branch did, in words.
fn decision(splice: Splice) -> &'static str {
    match splice {
        Splice::Absolute => "the link has a scheme (`[-+a-zA-Z0-9]+:`): the link as it is",
        Splice::Empty => "an empty link: the base, query and all",
        Splice::Query => "`?`: the base to its path's end, then the link",
        Splice::Fragment => "`#`: the base to its first `#`, then the link",
        Splice::NetPath => "`//`: the base to its first `//`, then the link",
        Splice::AbsolutePath => "`/`: the base to the first `/` after its `//`, then the link",
        Splice::RelativePath => "a relative path: the base to its last `/`, then the link",
        Splice::AfterHost => "a relative path after a host alone: the base, `/`, then the link",
    }
}

/// `escnonprint_uri`: each byte that does not print as `%XX`, as Wget logs a URL.
fn escnonprint(text: &[u8]) -> String {
    let mut out = String::with_capacity(text.len());
    for &b in text {
        if (0x20..0x7f).contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
