//! libcurl's URL API as `curl -L` follows a redirect, replayed as its code runs
//! (lib/urlapi.c, lib/http.c `Curl_http_follow`): the URL fetched is set with
//! `curl_url_set(h, CURLUPART_URL, base, 0)` and stored normalized; the `Location` is set on
//! the same handle with `CURLU_URLENCODE | CURLU_ALLOW_SPACE`, either parsed alone (it has a
//! scheme) or spliced as text onto the base written again (`redirect_url`; 7.88's
//! `concat_url`) and the result parsed; `curl_url_get(h, CURLUPART_URL, &url, 0)` writes it.
//!
//! libcurl reads C strings: a NUL byte ends an input. A decoded host may hold any byte: one
//! that is not UTF-8 is kept here as `%XX`, and said so.

use super::handle::{CurlUrl, flags};
use super::version::CurlVersion;
use std::borrow::Cow;
use std::fmt::Write;

use super::code::Code;
use super::splice::Cut;
use super::steps::*;

use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome, Source};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

impl CurlUrl<'_> {
    /// `curl_url_get(u, CURLUPART_URL, &url, flags)` (`urlget_url`), into `url`.
    fn write(&self, version: CurlVersion, flags: u32, url: &mut String) -> Result<(), Code> {
        let get_empty = flags & flags::GET_EMPTY != 0;
        let old = version.is_7_88();
        let query_sep = self.query.as_deref().is_some_and(|q| !q.is_empty())
            || (!old && self.query_present && get_empty);
        let fragment_sep = self.fragment.is_some() || (!old && self.fragment_present && get_empty);
        if let Some(url_read) = &self.verbatim {
            url.push_str(url_read);
            return Ok(());
        }
        if self.scheme.eq_ignore_ascii_case("file") {
            url.push_str("file://");
            // curl's printf writes a NULL string as "(nil)".
            url.push_str(self.path.as_deref().unwrap_or("(nil)"));
            if version.has_the_file_query_fix() && query_sep {
                url.push('?');
                url.push_str(self.query.as_deref().unwrap_or(""));
            }
        } else {
            let Some(host) = &self.host else {
                return Err(Code::NoHost);
            };
            url.push_str(&self.scheme);
            url.push_str("://");
            if let Some(user) = &self.user {
                url.push_str(user);
            }
            if let Some(password) = &self.password {
                url.push(':');
                url.push_str(password);
            }
            if let Some(options) = &self.options {
                url.push(';');
                url.push_str(options);
            }
            if self.user.is_some() || self.password.is_some() || self.options.is_some() {
                url.push('@');
            }
            match &self.zoneid {
                Some(zone) if host.starts_with('[') => {
                    url.push_str(&host[..host.len() - 1]);
                    url.push_str("%25");
                    url.push_str(zone);
                    url.push(']');
                }
                _ => url.push_str(host),
            }
            if let Some(port) = self.port {
                // Writing to a string cannot fail.
                let _ = write!(url, ":{port}");
            }
            match &self.path {
                Some(path) => {
                    if version.prefixes_a_slash_to_the_path() && !path.starts_with('/') {
                        url.push('/');
                    }
                    url.push_str(path);
                }
                None => url.push('/'),
            }
            if query_sep {
                url.push('?');
                url.push_str(self.query.as_deref().unwrap_or(""));
            }
        }
        if fragment_sep {
            url.push('#');
            url.push_str(self.fragment.as_deref().unwrap_or(""));
        }
        Ok(())
    }

    /// `curl_url_get`: the URL as a `String`.
    fn get(&self, version: CurlVersion, flags: u32) -> Result<String, Code> {
        let mut url = String::with_capacity(self.length());
        self.write(version, flags, &mut url)?;
        Ok(url)
    }

    /// About the length `curl_url_get` writes, for one allocation.
    fn length(&self) -> usize {
        let len = |part: &Option<Cow<'_, str>>| part.as_deref().map_or(0, str::len);
        self.scheme.len()
            + len(&self.host)
            + len(&self.user)
            + len(&self.password)
            + len(&self.path)
            + len(&self.query)
            + len(&self.fragment)
            + 16
    }
}

/// A C string: the text up to its first NUL byte.
fn c_string(text: &str) -> &str {
    text.find('\0').map_or(text, |i| &text[..i])
}

/// Which call failed, for its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Failed {
    Base,
    Location,
}

fn error(version: CurlVersion, step: &'static Step, failed: Failed, code: Code) -> Error {
    let lead = match failed {
        // 7.88's lib/url.c only logs it (DEBUGF) before curl stops with CURLE_URL_MALFORMAT.
        Failed::Base if !version.says_url_rejected() => "curl_url_set rejected the URL: ",
        // lib/url.c, parseurlandfillconn
        Failed::Base => "URL rejected: ",
        // lib/http.c, Curl_http_follow (7.88: lib/transfer.c, Curl_follow)
        Failed::Location => "The redirect target URL could not be parsed: ",
    };
    // Written piece by piece: an error is a common answer of this profile (`g:h`), and
    // `format!` costs several times more.
    let (why, name) = (code.message(version), code.name());
    let mut reason = String::with_capacity(lead.len() + why.len() + name.len() + 3);
    for piece in [lead, why, " (", name, ")"] {
        reason.push_str(piece);
    }
    Error::Unresolvable { step, reason }
}

/// `curl -L`'s escaping of a `Location`'s bytes that are not UTF-8, at `release` (the
/// redirect follower reads raw headers): `None` where no text can hold them.
pub(crate) fn escape_bytes_that_are_no_utf8(release: Release, location: &[u8]) -> Option<String> {
    super::encode::escape_bytes_that_are_no_utf8(CurlVersion(release), location)
}

/// Whether `release` refuses a response with more than one `Location` (8.17 on).
pub(crate) fn refuses_multiple_locations(release: Release) -> bool {
    CurlVersion(release).refuses_multiple_locations()
}

/// libcurl's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["libcurl"],
    releases: &super::version::RELEASES,
    name: "curl {} -L",
    title: "libcurl {} URL API, a redirect as curl -L follows it",
    about: "libcurl's URL API as curl -L follows a redirect Location",
    snippet: Some("c"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `curl -L` follows a `Location: reference` answered
/// to a request for `base` at `release`, and writes the result as `curl_url_get` does.
pub(crate) fn resolve<O: Observer>(
    release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let version = CurlVersion(release);
    let steps = super::steps::of(version);
    let base = c_string_noted(base, &steps.set_base, obs);
    let reference = c_string_noted(reference, &steps.absolute, obs);
    let mut handle = CurlUrl::default();
    set_base(version, base, &mut handle)
        .map_err(|code| error(version, &steps.set_base, Failed::Base, code))?;
    if O::ENABLED {
        obs.step(
            &steps.set_base,
            Outcome::Decision("a URL with a scheme libcurl supports: parsed and stored"),
        );
        handle.read(&steps.set_base, Role::Base, obs);
        if handle.get(version, 0).is_ok_and(|url| url != base) {
            obs.step(&steps.set_base, Outcome::Warning(&BASE_NORMALIZED));
        }
    }
    set_location(version, steps, &mut handle, reference, flags::FOLLOW, obs).map_err(|code| {
        // A Location parsed alone (or blank) fails where that is decided; a spliced one when
        // the new URL is parsed.
        let spliced = !reference.is_empty() && super::parse::scheme_length(version, reference) == 0;
        let step = if spliced {
            &steps.parse
        } else {
            &steps.absolute
        };
        error(version, step, Failed::Location, code)
    })?;
    let url = handle
        .get(version, 0)
        .map_err(|code| error(version, &steps.get, Failed::Location, code))?;
    if O::ENABLED {
        handle.note_written(version, steps, obs);
        if handle.host_escaped {
            obs.step(&steps.get, Outcome::Warning(&HOST_BYTES));
        }
        obs.step(
            &steps.get,
            Outcome::Decision(
                "scheme `://` user `:` password `@` host `:` port, the path (`/` without one), \
                 `?` query and `#` fragment when not empty",
            ),
        );
        assign_written(obs, &steps.get, &url);
    }
    Ok(url)
}

/// `curl_url_get` wrote `url`: the scheme and the authority from the handle's record, the path,
/// query and fragment from the text the splice (or the absolute Location) made, which the
/// rewrites before record.
fn assign_written<O: Observer>(obs: &mut O, step: &'static Step, url: &str) {
    let split = UriRef::parse(url);
    for component in crate::core::vocabulary::component::COMPONENTS {
        let from = match component {
            Component::Scheme | Component::Authority => Source::Record,
            _ => Source::Buffer,
        };
        obs.assign(step, component, from, split.span(component));
    }
}

/// The path, query and fragment of `before` and of `after` (each as written, `""` when
/// absent), as the rewrites of `step`: those that changed, or (`all`) every one the step wrote.
fn rewrite_parts<O: Observer>(
    obs: &mut O,
    step: &'static Step,
    before: [Option<&str>; 3],
    after: [Option<&str>; 3],
    all: bool,
) {
    for ((component, before), after) in [Component::Path, Component::Query, Component::Fragment]
        .into_iter()
        .zip(before)
        .zip(after)
    {
        if (before.is_none() && after.is_none()) || (!all && before == after) {
            continue;
        }
        obs.on_event(Event::Rewrite {
            step,
            component,
            before: before.unwrap_or(""),
            after: after.unwrap_or(""),
        });
    }
}

impl CurlUrl<'_> {
    /// The path, query and fragment as the handle holds them (`None` when absent).
    fn text_parts(&self) -> [Option<&str>; 3] {
        [
            self.path.as_deref(),
            self.query_present
                .then(|| self.query.as_deref().unwrap_or("")),
            self.fragment_present
                .then(|| self.fragment.as_deref().unwrap_or("")),
        ]
    }
}

/// The path, query and fragment of a URL's text (`None` when absent).
fn split_parts(text: &str) -> [Option<&str>; 3] {
    let split = UriRef::parse(text);
    [Some(split.path()), split.query(), split.fragment()]
}

/// `text` as libcurl reads it, a NUL and what follows it cut off (and said so).
fn c_string_noted<'a, O: Observer>(text: &'a str, step: &'static Step, obs: &mut O) -> &'a str {
    let cut = c_string(text);
    if cut.len() != text.len() {
        obs.step(step, Outcome::Warning(&NUL_CUT));
    }
    cut
}

/// The first `curl_url_set(h, CURLUPART_URL, base, 0)`, on an empty handle.
fn set_base<'a>(version: CurlVersion, base: &'a str, handle: &mut CurlUrl<'a>) -> Result<(), Code> {
    // 8.x's `set_url` refuses a blank URL when the handle holds no URL to keep.
    if base.is_empty() && version.refuses_blank_urls() {
        return Err(Code::MalformedInput);
    }
    super::parse::parseurl(version, base, 0, handle)
}

/// `curl_url_set(h, CURLUPART_URL, location, flags)` on a handle holding the base (8.x's
/// `set_url`; 7.88's `CURLUPART_URL` case).
pub(crate) fn set_location<'a, O: Observer>(
    version: CurlVersion,
    steps: &'static Steps,
    handle: &mut CurlUrl<'a>,
    location: &'a str,
    flags: u32,
    obs: &mut O,
) -> Result<(), Code> {
    if location.is_empty() && !version.accepts_a_blank_location() {
        obs.step(
            &steps.absolute,
            Outcome::Decision(
                "a blank Location: not a valid URL, whatever the handle holds (8.3 to 8.13)",
            ),
        );
        obs.step(&steps.absolute, Outcome::Warning(&BLANK_REFUSED));
        return Err(Code::MalformedInput);
    }
    if location.is_empty() && version.refuses_blank_urls() {
        obs.step(
            &steps.absolute,
            Outcome::Decision(if version.drops_the_fragment_for_a_blank_location() {
                "a blank Location: the URL kept, without its fragment (RFC 3986 §5.2.2, 8.21 on)"
            } else {
                "a blank Location: the URL kept as it is, its fragment too (before 8.21)"
            }),
        );
        handle
            .get(version, flags)
            .map_err(|_| Code::MalformedInput)?;
        let before = handle.clone();
        if version.drops_the_fragment_for_a_blank_location() {
            handle.fragment = None;
            handle.fragment_present = false;
            // Written from its parts from now on.
            handle.verbatim = None;
        }
        if O::ENABLED {
            rewrite_parts(
                obs,
                &steps.absolute,
                before.text_parts(),
                handle.text_parts(),
                false,
            );
            if handle.fragment.is_some() {
                obs.step(&steps.absolute, Outcome::Warning(&BASE_FRAGMENT_KEPT));
            }
        }
        return Ok(());
    }
    let scheme_len = super::parse::scheme_length(version, location);
    if scheme_len > 0 {
        obs.step(
            &steps.absolute,
            Outcome::Decision(
                "a scheme and a `:`: the Location is parsed alone, replacing the URL",
            ),
        );
        let parsed = super::parse::parseurl(version, location, flags, handle);
        if O::ENABLED {
            let parsed = parsed.map(|()| &*handle);
            note_absolute(steps, location, scheme_len, parsed, obs);
        }
        parsed?;
        if O::ENABLED {
            handle.read(&steps.absolute, Role::Reference, obs);
            rewrite_parts(
                obs,
                &steps.absolute,
                split_parts(location),
                handle.text_parts(),
                true,
            );
            note_encoding(version, &steps.absolute, location, false, obs);
            handle.note_host(version, &steps.absolute, location, obs);
        }
        return Ok(());
    }
    obs.step(
        &steps.absolute,
        Outcome::Decision("no scheme: spliced onto the URL as text"),
    );
    let old = !version.has_redirect_url();
    let keeps_markers = version.keeps_empty_markers_in_the_base();
    let get_flags = if keeps_markers {
        flags | flags::GET_EMPTY
    } else {
        flags
    };
    // The handle holds a URL: writing it cannot fail.
    let mut base = String::with_capacity(handle.length() + location.len() * 3);
    handle.write(version, get_flags, &mut base)?;
    let (joined, cut) = if old {
        super::splice::concat_url(version, base, location)
    } else {
        // Where `redirect_url` may cut: at a query or a fragment the handle holds (8.22: even
        // empty; 8.13: not empty), or (8.12) at the first `?` or `#` of the text.
        let (query, fragment) = if keeps_markers {
            (handle.query_present, handle.fragment_present)
        } else if version.has_the_file_query_fix() {
            (
                handle.query.as_deref().is_some_and(|q| !q.is_empty()),
                handle.fragment.is_some(),
            )
        } else {
            let after_scheme = &base[handle.scheme.len() + 3..];
            (after_scheme.contains('?'), after_scheme.contains('#'))
        };
        super::splice::redirect_url(version, base, &handle.scheme, query, fragment, location)
    };
    if O::ENABLED {
        obs.step(&steps.splice, Outcome::Decision(cut.text()));
        rewrite_parts(
            obs,
            &steps.splice,
            handle.text_parts(),
            split_parts(&joined),
            true,
        );
        if cut == Cut::Directory && (location.is_empty() || location.starts_with('#')) {
            obs.step(&steps.splice, Outcome::Warning(&DIRECTORY_FOR_FRAGMENT));
        }
        note_encoding(version, &steps.splice, location, true, obs);
        let after_scheme = &joined[handle.scheme.len() + 1..];
        if after_scheme.starts_with("///") || !after_scheme.starts_with("//") {
            obs.step(&steps.splice, Outcome::Warning(&SLASHES_AS_AUTHORITY));
        }
    }
    let parse_flags = if old {
        flags
    } else {
        flags & !flags::PATH_AS_IS
    };
    // The new URL is the handle's from now on: its parts, copied from the joined text.
    let mut spliced = handle.clone();
    super::parse::parseurl_spliced(version, &joined, parse_flags, &mut spliced)?;
    if O::ENABLED {
        obs.step(
            &steps.parse,
            Outcome::Decision("the new URL parsed as a whole, its path's dot segments removed"),
        );
        note_dots(version, steps, &joined, &spliced, obs);
        if cut == Cut::Authority {
            spliced.note_host(version, &steps.parse, &joined, obs);
        }
    }
    *handle = spliced.into_owned();
    Ok(())
}

/// What the trace says of an absolute Location: refused for its scheme or its slashes, or its
/// slashes read as an authority.
fn note_absolute<O: Observer>(
    steps: &'static Steps,
    location: &str,
    scheme_len: usize,
    parsed: Result<&CurlUrl<'_>, Code>,
    obs: &mut O,
) {
    let slashes = location[scheme_len + 1..]
        .bytes()
        .take_while(|&b| b == b'/')
        .count();
    match parsed {
        Err(Code::UnsupportedScheme) => {
            obs.step(&steps.absolute, Outcome::Warning(&SCHEME_REFUSED));
        }
        Err(Code::BadSlashes) if slashes == 0 => {
            obs.step(&steps.absolute, Outcome::Warning(&SLASHES_REFUSED));
        }
        Ok(url) if !url.scheme.eq_ignore_ascii_case("file") && slashes != 2 => {
            obs.step(&steps.absolute, Outcome::Warning(&SLASHES_AS_AUTHORITY));
        }
        _ => {}
    }
}

/// The warnings for what `urlencode_str` changes in `location`, parsed alone (`spliced` false)
/// or spliced.
fn note_encoding<O: Observer>(
    version: CurlVersion,
    step: &'static Step,
    location: &str,
    spliced: bool,
    obs: &mut O,
) {
    if super::encode::changes(version, location) {
        let encoded = if version.normalizes_escapes() {
            &ENCODED
        } else if version.writes_upper_case_escapes() {
            &ENCODED_8_15
        } else if version.has_the_file_query_fix() {
            &ENCODED_8_13
        } else {
            &ENCODED_HIGH_BYTES
        };
        obs.step(step, Outcome::Warning(encoded));
    }
    // A spliced Location is encoded whole, and any `?` starts the query; parsed alone, each
    // part is encoded apart, and since 8.20 a fragment never holds the query.
    let query = location.find('?').map(|q| {
        let fragment_apart = !spliced && version.keeps_fragments_out_of_the_query();
        match location.find('#') {
            Some(hash) if fragment_apart && hash < q => "",
            Some(hash) if fragment_apart => &location[q..hash],
            _ => &location[q..],
        }
    });
    if query.is_some_and(|query| query.contains(' ')) {
        obs.step(step, Outcome::Warning(&PLUS_FOR_SPACE));
    }
}

/// The path's dot removal, as a rewrite, and `%2e` counted as a dot.
fn note_dots<O: Observer>(
    version: CurlVersion,
    steps: &'static Steps,
    joined: &str,
    parsed: &CurlUrl<'_>,
    obs: &mut O,
) {
    let Some(after) = parsed.path.as_deref() else {
        return;
    };
    let before = super::encode::encoded(
        version,
        super::parse::raw_path(version, joined),
        super::encode::Query::No,
    );
    if before != after {
        obs.on_event(Event::Rewrite {
            step: &steps.parse,
            component: Component::Path,
            before: &before,
            after,
        });
        if before.to_ascii_lowercase().contains("%2e")
            && crate::core::specs::rfc3986::resolve::remove_dot_segments(&before) != after
        {
            obs.step(&steps.parse, Outcome::Warning(&ESCAPED_DOT));
        }
    }
}

impl CurlUrl<'_> {
    /// The parts as the trace shows them: the authority written again, the rest as stored.
    fn read<O: Observer>(&self, step: &'static Step, role: Role, obs: &mut O) {
        let authority = self.host.as_ref().map(|host| {
            let mut text = String::new();
            if let Some(user) = &self.user {
                text.push_str(user);
                if let Some(password) = &self.password {
                    text.push(':');
                    text.push_str(password);
                }
                text.push('@');
            }
            text.push_str(host);
            if let Some(port) = self.port {
                text.push_str(&format!(":{port}"));
            }
            text
        });
        let query = self
            .query_present
            .then(|| self.query.as_deref().unwrap_or(""));
        let fragment = self
            .fragment_present
            .then(|| self.fragment.as_deref().unwrap_or(""));
        obs.read_components(
            step,
            role,
            [
                (Component::Scheme, Some(&*self.scheme)),
                (Component::Authority, authority.as_deref()),
                (Component::Path, Some(self.path.as_deref().unwrap_or(""))),
                (Component::Query, query),
                (Component::Fragment, fragment),
            ],
        );
    }

    /// A host `parseurl` rewrote (decoded, a numeric address written again), and a `:` with no
    /// port dropped, against `text`, the URL it read.
    fn note_host<O: Observer>(
        &self,
        version: CurlVersion,
        step: &'static Step,
        text: &str,
        obs: &mut O,
    ) {
        let (Some(host), Some((written, port))) = (
            &self.host,
            super::parse::written_host_and_port(version, text),
        ) else {
            return;
        };
        let mut stored = String::new();
        match &self.zoneid {
            Some(zone) => {
                stored.push_str(&host[..host.len() - 1]);
                stored.push_str("%25");
                stored.push_str(zone);
                stored.push(']');
            }
            None => stored.push_str(host),
        }
        if stored != written {
            obs.step(step, Outcome::Warning(&HOST_REWRITTEN));
        }
        if port == Some("") {
            obs.step(step, Outcome::Warning(&PORT_COLON_DROPPED));
        }
    }

    /// What `curl_url_get` without CURLU_GET_EMPTY drops or adds.
    fn note_written<O: Observer>(&self, version: CurlVersion, steps: &'static Steps, obs: &mut O) {
        let file = self.scheme.eq_ignore_ascii_case("file");
        if self.query.as_deref() == Some("") {
            obs.step(&steps.get, Outcome::Warning(&EMPTY_QUERY_DROPPED));
        }
        if self.fragment_present && self.fragment.is_none() {
            obs.step(&steps.get, Outcome::Warning(&EMPTY_FRAGMENT_DROPPED));
        }
        if !file && self.path.is_none() {
            obs.step(&steps.get, Outcome::Warning(&EMPTY_PATH_SLASH));
        }
        if !version.has_the_file_query_fix()
            && file
            && self.query.as_deref().is_some_and(|q| !q.is_empty())
        {
            obs.step(&steps.get, Outcome::Warning(&FILE_QUERY_DROPPED));
        }
        // Only a release that drops a one-byte `file:` path (7.88, 8.19) gets here.
        if file && self.path.is_none() {
            obs.step(&steps.get, Outcome::Warning(&NIL_PATH));
        }
    }
}

/// `curl_url_set(base, 0)`, `curl_url_set(location, set_flags)` and
/// `curl_url_get(get_flags)` on one handle, as libcurl's own tests call them (lib1560.c
/// `set_url`): the URL written or the failing call's code.
#[cfg(test)]
pub(crate) fn run(
    version: CurlVersion,
    base: &str,
    location: &str,
    set_flags: u32,
    get_flags: u32,
) -> Result<String, (Failed, Code)> {
    let mut handle = CurlUrl::default();
    set_base(version, c_string(base), &mut handle).map_err(|code| (Failed::Base, code))?;
    set_location(
        version,
        super::steps::of(version),
        &mut handle,
        c_string(location),
        set_flags,
        &mut crate::core::vocabulary::event::NoTrace,
    )
    .map_err(|code| (Failed::Location, code))?;
    handle
        .get(version, get_flags)
        .map_err(|code| (Failed::Location, code))
}

#[cfg(test)]
mod tests;
