//! libcurl's URL API as `curl -L` follows a redirect, replayed as its code runs
//! (lib/urlapi.c, lib/http.c `Curl_http_follow`): the URL fetched is set with
//! `curl_url_set(h, CURLUPART_URL, base, 0)` and stored normalized; the `Location` is set on
//! the same handle with `CURLU_URLENCODE | CURLU_ALLOW_SPACE`, either parsed alone (it has a
//! scheme) or spliced as text onto the base written again (`redirect_url`; 7.88's
//! `concat_url`) and the result parsed; `curl_url_get(h, CURLUPART_URL, &url, 0)` writes it.
//!
//! libcurl reads C strings: a NUL byte ends an input. A decoded host may hold any byte: it is a
//! byte string here.

mod code;
mod dots;
mod encode;
mod host;
mod parse;
mod splice;
pub mod steps;
#[cfg(test)]
mod tests;
mod version;

pub use version::CurlVersion;

use code::Code;
use splice::Cut;
use steps::*;

use crate::core::{Component, Error, Event, Observer, Outcome, Role, Source, Step, UriRef};

/// The `CURLU_*` flags of include/curl/urlapi.h this profile follows.
pub(crate) mod flags {
    pub const NON_SUPPORT_SCHEME: u32 = 1 << 3;
    pub const PATH_AS_IS: u32 = 1 << 4;
    pub const URLENCODE: u32 = 1 << 7;
    pub const NO_AUTHORITY: u32 = 1 << 10;
    pub const ALLOW_SPACE: u32 = 1 << 11;
    pub const GET_EMPTY: u32 = 1 << 14;
    /// What `Curl_http_follow` passes for a redirect (without `--path-as-is`).
    pub const FOLLOW: u32 = URLENCODE | ALLOW_SPACE;
}

/// A `CURLU` handle's parts, as `parseurl` stores them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct CurlUrl {
    /// Lower case; empty in a handle never set.
    scheme: String,
    user: Option<String>,
    password: Option<String>,
    options: Option<String>,
    /// Decoded; `None` for a `file:` URL.
    host: Option<Vec<u8>>,
    zoneid: Option<String>,
    port: Option<u16>,
    path: Option<String>,
    /// `Some("")` for a `?` with nothing after it.
    query: Option<String>,
    /// `None` for a `#` with nothing after it.
    fragment: Option<String>,
    query_present: bool,
    fragment_present: bool,
}

/// What `curl_url_get(CURLUPART_URL)` wrote, and whether a host byte that is not UTF-8 had to
/// be shown as `%XX`.
struct Written {
    url: String,
    host_bytes: bool,
}

impl CurlUrl {
    /// `curl_url_get(u, CURLUPART_URL, &url, flags)` (`urlget_url`).
    fn get(&self, version: CurlVersion, flags: u32) -> Result<Written, Code> {
        let get_empty = flags & flags::GET_EMPTY != 0;
        let old = version.is_7_88();
        let query_sep = self.query.as_deref().is_some_and(|q| !q.is_empty())
            || (!old && self.query_present && get_empty);
        let fragment_sep = self.fragment.is_some() || (!old && self.fragment_present && get_empty);
        let mut url = String::new();
        let mut host_bytes = false;
        if self.scheme.eq_ignore_ascii_case("file") {
            url.push_str("file://");
            // curl's printf writes a NULL string as "(nil)".
            url.push_str(self.path.as_deref().unwrap_or("(nil)"));
            if !old && query_sep {
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
                Some(zone) if host.first() == Some(&b'[') => {
                    host_bytes |= push_host(&mut url, &host[..host.len() - 1], old);
                    url.push_str("%25");
                    url.push_str(zone);
                    url.push(']');
                }
                _ => host_bytes |= push_host(&mut url, host, old),
            }
            if let Some(port) = self.port {
                url.push(':');
                url.push_str(&port.to_string());
            }
            match self.path.as_deref() {
                Some(path) => {
                    if old && !path.starts_with('/') {
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
        Ok(Written { url, host_bytes })
    }
}

/// The host written: its UTF-8 as it is, any other byte as `%XX` (curl writes it raw); 7.88
/// writes a `%` as `%25`. Whether a byte had to be escaped.
fn push_host(url: &mut String, host: &[u8], old: bool) -> bool {
    let mut escaped = false;
    for chunk in host.utf8_chunks() {
        for c in chunk.valid().chars() {
            if old && c == '%' {
                url.push_str("%25");
            } else {
                url.push(c);
            }
        }
        for &b in chunk.invalid() {
            url.push_str(&format!("%{b:02X}"));
            escaped = true;
        }
    }
    escaped
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
    let reason = match failed {
        // lib/url.c, parseurlandfillconn
        Failed::Base => "URL rejected",
        // lib/http.c, Curl_http_follow
        Failed::Location => "The redirect target URL could not be parsed",
    };
    Error::Unresolvable {
        step,
        reason: format!("{reason}: {} ({})", code.message(version), code.name()),
    }
}

/// Resolves `reference` against `base` as `curl -L` follows a `Location: reference` answered
/// to a request for `base`, and writes the result as `curl_url_get` does.
pub(crate) fn resolve<O: Observer>(
    version: CurlVersion,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let steps = steps::of(version);
    let base = c_string_noted(base, &steps.set_base, obs);
    let reference = c_string_noted(reference, &steps.absolute, obs);
    let mut handle = CurlUrl::default();
    set_base(version, &mut handle, base)
        .map_err(|code| error(version, &steps.set_base, Failed::Base, code))?;
    if O::ENABLED {
        obs.step(
            &steps.set_base,
            Outcome::Decision("a URL with a scheme libcurl supports: parsed and stored"),
        );
        handle.read(version, &steps.set_base, Role::Base, obs);
        if handle
            .get(version, 0)
            .is_ok_and(|written| written.url != base)
        {
            obs.step(&steps.set_base, Outcome::Warning(&BASE_NORMALIZED));
        }
    }
    set_location(version, steps, &mut handle, reference, flags::FOLLOW, obs)
        .map_err(|code| error(version, &steps.absolute, Failed::Location, code))?;
    let written = handle
        .get(version, 0)
        .map_err(|code| error(version, &steps.get, Failed::Location, code))?;
    if O::ENABLED {
        handle.note_written(version, steps, obs);
        if written.host_bytes {
            obs.step(&steps.get, Outcome::Warning(&HOST_BYTES));
        }
        obs.step(
            &steps.get,
            Outcome::Decision(
                "scheme `://` user `:` password `@` host `:` port, the path (`/` without one), \
                 `?` query and `#` fragment when not empty",
            ),
        );
        assign_written(obs, &steps.get, &written.url);
    }
    Ok(written.url)
}

/// `curl_url_get` wrote `url`: the scheme and the authority from the handle's record, the path,
/// query and fragment from the text the splice (or the absolute Location) made, which the
/// rewrites before record.
fn assign_written<O: Observer>(obs: &mut O, step: &'static Step, url: &str) {
    let split = UriRef::parse(url);
    for component in crate::core::uri_ref::COMPONENTS {
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

impl CurlUrl {
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
fn set_base(version: CurlVersion, handle: &mut CurlUrl, base: &str) -> Result<(), Code> {
    // 8.x's `set_url` refuses a blank URL when the handle holds no URL to keep.
    if base.is_empty() && !version.is_7_88() {
        return Err(Code::MalformedInput);
    }
    *handle = parse::parseurl(version, base, 0)?;
    Ok(())
}

/// `curl_url_set(h, CURLUPART_URL, location, flags)` on a handle holding the base (8.x's
/// `set_url`; 7.88's `CURLUPART_URL` case).
pub(crate) fn set_location<O: Observer>(
    version: CurlVersion,
    steps: &'static Steps,
    handle: &mut CurlUrl,
    location: &str,
    flags: u32,
    obs: &mut O,
) -> Result<(), Code> {
    if location.is_empty() && !version.is_7_88() {
        obs.step(
            &steps.absolute,
            Outcome::Decision(
                "a blank Location: the URL kept, without its fragment (RFC 3986 §5.2.2, 8.21 on)",
            ),
        );
        handle
            .get(version, flags)
            .map_err(|_| Code::MalformedInput)?;
        let before = O::ENABLED.then(|| handle.clone());
        handle.fragment = None;
        handle.fragment_present = false;
        if let Some(before) = before {
            rewrite_parts(
                obs,
                &steps.absolute,
                before.text_parts(),
                handle.text_parts(),
                false,
            );
        }
        return Ok(());
    }
    let scheme_len = parse::scheme_length(version, location);
    if scheme_len > 0 {
        obs.step(
            &steps.absolute,
            Outcome::Decision(
                "a scheme and a `:`: the Location is parsed alone, replacing the URL",
            ),
        );
        let parsed = parse::parseurl(version, location, flags);
        if O::ENABLED {
            note_absolute(version, steps, location, scheme_len, &parsed, obs);
        }
        *handle = parsed?;
        if O::ENABLED {
            handle.read(version, &steps.absolute, Role::Reference, obs);
            rewrite_parts(
                obs,
                &steps.absolute,
                split_parts(location),
                handle.text_parts(),
                true,
            );
            note_encoding(version, &steps.absolute, location, obs);
            handle.note_host(version, &steps.absolute, location, obs);
        }
        return Ok(());
    }
    obs.step(
        &steps.absolute,
        Outcome::Decision("no scheme: spliced onto the URL as text"),
    );
    let old = version.is_7_88();
    let get_flags = if old { flags } else { flags | flags::GET_EMPTY };
    // The handle holds a URL: writing it cannot fail.
    let base = handle.get(version, get_flags)?.url;
    let (joined, cut) = if old {
        splice::concat_url(version, &base, location)
    } else {
        splice::redirect_url(
            version,
            &base,
            &handle.scheme,
            handle.query_present,
            handle.fragment_present,
            location,
        )
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
        if old && cut == Cut::Directory && (location.is_empty() || location.starts_with('#')) {
            obs.step(&steps.splice, Outcome::Warning(&DIRECTORY_FOR_FRAGMENT));
        }
        note_encoding(version, &steps.splice, location, obs);
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
    let parsed = parse::parseurl(version, &joined, parse_flags)?;
    if O::ENABLED {
        obs.step(
            &steps.parse,
            Outcome::Decision("the new URL parsed as a whole, its path's dot segments removed"),
        );
        note_dots(version, steps, &joined, &parsed, parse_flags, obs);
        if cut == Cut::Authority {
            parsed.note_host(version, &steps.parse, &joined, obs);
        }
    }
    *handle = parsed;
    Ok(())
}

/// What the trace says of an absolute Location: refused for its scheme or its slashes, or its
/// slashes read as an authority.
fn note_absolute<O: Observer>(
    version: CurlVersion,
    steps: &'static Steps,
    location: &str,
    scheme_len: usize,
    parsed: &Result<CurlUrl, Code>,
    obs: &mut O,
) {
    let slashes = location[scheme_len + 1..]
        .bytes()
        .take_while(|&b| b == b'/')
        .count();
    match parsed {
        Err(Code::UnsupportedScheme) => {
            obs.step(&steps.absolute, Outcome::Warning(&SCHEME_REFUSED))
        }
        Err(Code::BadSlashes) if slashes == 0 => {
            obs.step(&steps.absolute, Outcome::Warning(&SLASHES_REFUSED))
        }
        Ok(url) if !url.scheme.eq_ignore_ascii_case("file") && slashes != 2 => {
            obs.step(&steps.absolute, Outcome::Warning(&SLASHES_AS_AUTHORITY))
        }
        _ => {}
    }
    let _ = version;
}

/// The warnings for what `urlencode_str` changes in `location`.
fn note_encoding<O: Observer>(
    version: CurlVersion,
    step: &'static Step,
    location: &str,
    obs: &mut O,
) {
    let bytes = location.as_bytes();
    let lower_escape = |i: usize| {
        bytes[i] == b'%'
            && bytes.len() - i >= 3
            && bytes[i + 1].is_ascii_hexdigit()
            && bytes[i + 2].is_ascii_hexdigit()
            && (bytes[i + 1].is_ascii_lowercase() || bytes[i + 2].is_ascii_lowercase())
    };
    let changed = bytes.iter().enumerate().any(|(i, &b)| {
        b == b' ' || b >= 0x80 || (!version.is_7_88() && (b < 0x20 || b == 0x7f || lower_escape(i)))
    });
    if changed {
        let encoded = if version.is_7_88() {
            &ENCODED_7_88
        } else {
            &ENCODED
        };
        obs.step(step, Outcome::Warning(encoded));
    }
    if location
        .find('?')
        .is_some_and(|q| location[q..].contains(' '))
    {
        obs.step(step, Outcome::Warning(&PLUS_FOR_SPACE));
    }
}

/// The path's dot removal, as a rewrite, and `%2e` counted as a dot.
fn note_dots<O: Observer>(
    version: CurlVersion,
    steps: &'static Steps,
    joined: &str,
    parsed: &CurlUrl,
    flags: u32,
    obs: &mut O,
) {
    let _ = flags;
    let split = UriRef::parse(joined);
    // The path as parseurl cut it, after the authority (a file: URL's whole path).
    let before = split.path();
    let Some(after) = parsed.path.as_deref() else {
        return;
    };
    let before_encoded = if before
        .bytes()
        .any(|b| b == b' ' || !(0x20..0x7f).contains(&b))
    {
        let mut out = String::new();
        encode::urlencode_str(version, &mut out, before, true, encode::Query::No);
        out
    } else {
        before.to_string()
    };
    if before_encoded != after {
        obs.on_event(Event::Rewrite {
            step: &steps.parse,
            component: Component::Path,
            before: &before_encoded,
            after,
        });
        let lower = before_encoded.to_ascii_lowercase();
        if lower.contains("%2e")
            && crate::core::rfc3986::remove_dot_segments(&before_encoded) != after
        {
            obs.step(&steps.parse, Outcome::Warning(&ESCAPED_DOT));
        }
    }
}

impl CurlUrl {
    /// The parts as the trace shows them: the authority written again, the rest as stored.
    fn read<O: Observer>(
        &self,
        version: CurlVersion,
        step: &'static Step,
        role: Role,
        obs: &mut O,
    ) {
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
            push_host(&mut text, host, version.is_7_88());
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
        for (component, value) in [
            (Component::Scheme, Some(self.scheme.as_str())),
            (Component::Authority, authority.as_deref()),
            (Component::Path, Some(self.path.as_deref().unwrap_or(""))),
            (Component::Query, query),
            (Component::Fragment, fragment),
        ] {
            obs.on_event(Event::Read {
                step,
                role,
                component,
                value,
            });
        }
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
        let (Some(host), Some((written, port))) =
            (&self.host, parse::written_host_and_port(version, text))
        else {
            return;
        };
        let mut stored = String::new();
        push_host(&mut stored, host, false);
        if let Some(zone) = &self.zoneid {
            stored.insert_str(stored.len() - 1, &format!("%25{zone}"));
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
        if version.is_7_88() && file {
            if self.query.as_deref().is_some_and(|q| !q.is_empty()) {
                obs.step(&steps.get, Outcome::Warning(&FILE_QUERY_DROPPED));
            }
            if self.path.is_none() {
                obs.step(&steps.get, Outcome::Warning(&NIL_PATH));
            }
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
    set_base(version, &mut handle, c_string(base)).map_err(|code| (Failed::Base, code))?;
    set_location(
        version,
        steps::of(version),
        &mut handle,
        c_string(location),
        set_flags,
        &mut crate::core::NoTrace,
    )
    .map_err(|code| (Failed::Location, code))?;
    handle
        .get(version, get_flags)
        .map(|written| written.url)
        .map_err(|code| (Failed::Location, code))
}
