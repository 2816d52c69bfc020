//! Go's `net/url`: `base.Parse(ref)` on a base from `url.Parse`, replayed as its code runs
//! (src/net/url/url.go): `Parse` on both texts (the fragment cut first, the scheme lowercased,
//! `ForceQuery`, an opaque `scheme:rest`, the authority, each component decoded),
//! `ResolveReference` (its three branches and `resolvePath`'s one-pass dot removal) and
//! `String`, which escapes again what `Parse` decoded.
//!
//! Go strings are bytes: a decoded component may hold any byte, so it is a byte string here.

use super::version::GoVersion;
use std::borrow::Cow;

use super::escape::{Mode, escape, escapes_to, quote, unescape, valid_encoded};
use super::host::{Userinfo, parse_authority};
use super::steps::*;

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, NoTrace, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;

/// Go's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["golang", "net/url", "neturl"],
    releases: &super::version::RELEASES,
    name: "Go {} net/url",
    title: "Go {} net/url, (*URL).Parse and ResolveReference",
    about: "Go's net/url, base.Parse(ref)",
    snippet: Some("go"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `url.Parse(base)` and then `base.Parse(reference)`
/// do at `release`, and writes the result as `String` does.
pub(crate) fn resolve<O: Observer>(
    release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let version = GoVersion(release);
    let steps = super::steps::of(version);
    // The URL values are filled and resolved in place.
    let (mut base_url, mut url) = (Url::default(), Url::default());
    parse(
        version,
        base,
        &mut base_url,
        &steps.parse_base,
        Role::Base,
        obs,
    )?;
    parse(
        version,
        reference,
        &mut url,
        &steps.parse_reference,
        Role::Reference,
        obs,
    )?;
    resolve_reference(steps, &base_url, &mut url, obs);
    let href = url.string();
    if O::ENABLED {
        obs.step(
            &steps.string,
            Outcome::Decision(
                "scheme `:` (opaque, or `//` user `@` host, then the escaped path) `?` query \
                 `#` fragment",
            ),
        );
        crate::core::text::recompose::assign_serialized(obs, &steps.string, &href);
    }
    Ok(href)
}

/// `url.Parse(raw)` in Go `release`: its `Scheme`, its `Host` (decoded, with the port) and
/// its `User.String()`, or the error it returns.
pub(super) fn connection_parts(
    release: Release,
    raw: &str,
) -> Result<(String, String, Option<String>), String> {
    let version = GoVersion(release);
    let mut url = Url::default();
    parse(
        version,
        raw,
        &mut url,
        &super::steps::of(version).parse_base,
        Role::Base,
        &mut NoTrace,
    )
    .map_err(|error| match error {
        Error::Unresolvable { reason, .. } => reason,
        error => error.to_string(),
    })?;
    let user = url.user.as_ref().map(|user| {
        let mut written = escape(&user.username, Mode::UserPassword).into_owned();
        if let Some(password) = &user.password {
            written.push(':');
            written.push_str(&escape(password, Mode::UserPassword));
        }
        written
    });
    let host = String::from_utf8_lossy(&url.host).into_owned();
    Ok((url.scheme.into_owned(), host, user))
}

/// A `URL`: the fields `ResolveReference` and `String` read, borrowed from the input where no
/// step rewrote them.
#[derive(Clone, Debug, Default)]
struct Url<'a> {
    /// Lower case.
    scheme: Cow<'a, str>,
    /// Encoded, as written.
    opaque: &'a str,
    user: Option<Userinfo<'a>>,
    /// Decoded, with its port.
    host: Cow<'a, [u8]>,
    /// `escape(host, encodeHost)`, what `String` writes: set with `host`.
    written_host: Cow<'a, str>,
    /// Decoded.
    path: Cow<'a, [u8]>,
    /// The path as written, when escaping `path` would not give it back.
    raw_path: Cow<'a, str>,
    /// What `EscapedPath()` returns for `path` and `raw_path`: set with them, by `set_path`.
    escaped_path: Cow<'a, str>,
    omit_host: bool,
    force_query: bool,
    raw_query: &'a str,
    /// Decoded.
    fragment: Cow<'a, [u8]>,
    /// The fragment as written, when escaping `fragment` would not give it back.
    raw_fragment: &'a str,
}

/// An error of `Parse`, as Go prints the `*url.Error`: `parse "text": why`.
fn parse_error(step: &'static Step, text: &str, why: &str) -> Error {
    Error::Unresolvable {
        step,
        reason: format!("parse {}: {why}", quote(text.as_bytes())),
    }
}

/// `Parse(rawURL)`: the fragment cut at the first `#`, then `parse(u, false)`; into `url`, a
/// new `URL`.
fn parse<'a, O: Observer>(
    version: GoVersion,
    raw: &'a str,
    url: &mut Url<'a>,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<(), Error> {
    let (u, fragment) = match raw.find('#') {
        Some(i) => (&raw[..i], Some(&raw[i + 1..])),
        None => (raw, None),
    };
    let rest = parse_without_fragment(version, u, url, step, role, obs)
        .map_err(|why| parse_error(step, u, &why))?;
    match fragment {
        Some("") if role == Role::Reference => {
            obs.step(step, Outcome::Warning(&EMPTY_FRAGMENT_LOST));
        }
        Some(f) if !f.is_empty() => {
            let fragment = unescape(f.as_bytes(), Mode::Fragment)
                .map_err(|why| parse_error(step, raw, &why))?;
            url.fragment = fragment;
            if !escapes_to(&url.fragment, Mode::Fragment, f) {
                url.raw_fragment = f;
            }
        }
        _ => {}
    }
    if O::ENABLED {
        let written_again = url.escaped_path != rest.path
            || fragment.is_some_and(|f| url.escaped_fragment() != f)
            || rest.host.is_some_and(|h| url.written_host != h)
            || rest
                .user
                .is_some_and(|u| url.user.as_ref().map(Userinfo::string).as_deref() != Some(u));
        if written_again {
            obs.step(step, Outcome::Warning(&RE_ESCAPED));
        }
        url.read(step, role, obs);
    }
    Ok(())
}

/// The texts `parse` read each component from, to tell whether `String` writes them back.
struct Written<'a> {
    path: &'a str,
    host: Option<&'a str>,
    user: Option<&'a str>,
}

/// `parse(rawURL, false)`, into `url`.
fn parse_without_fragment<'a, O: Observer>(
    version: GoVersion,
    raw: &'a str,
    url: &mut Url<'a>,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<Written<'a>, String> {
    let mut written = Written {
        path: "",
        host: None,
        user: None,
    };
    if raw.bytes().any(|b| b < b' ' || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_string());
    }
    if raw == "*" {
        url.path = Cow::Borrowed(b"*");
        url.escaped_path = Cow::Borrowed("*");
        written.path = raw;
        return Ok(written);
    }
    let (scheme, mut rest) = scheme_of(raw)?;
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        obs.step(step, Outcome::Warning(&SCHEME_LOWERED));
        url.scheme = Cow::Owned(scheme.to_ascii_lowercase());
    } else {
        url.scheme = Cow::Borrowed(scheme);
    }
    if rest.ends_with('?') && rest.bytes().filter(|&b| b == b'?').count() == 1 {
        url.force_query = true;
        rest = &rest[..rest.len() - 1];
    } else if let Some(i) = rest.find('?') {
        url.raw_query = &rest[i + 1..];
        rest = &rest[..i];
    }
    if !rest.starts_with('/') {
        if !scheme.is_empty() {
            // Rootless paths are opaque.
            url.opaque = rest;
            return Ok(written);
        }
        let segment = &rest[..rest.find('/').unwrap_or(rest.len())];
        if segment.contains(':') {
            return Err("first path segment in URL cannot contain colon".to_string());
        }
    }
    if (!scheme.is_empty() || !rest.starts_with("///")) && rest.starts_with("//") {
        let (authority, path) = match rest[2..].find('/') {
            Some(i) => (&rest[2..2 + i], &rest[2 + i..]),
            None => (&rest[2..], ""),
        };
        let (user, host) = parse_authority(version, &url.scheme, authority)?;
        if role == Role::Reference && scheme.is_empty() && host.decoded.is_empty() && user.is_none()
        {
            obs.step(step, Outcome::Warning(&EMPTY_HOST_IS_NONE));
        }
        if O::ENABLED {
            let at = authority.rfind('@');
            written.user = at.map(|i| &authority[..i]);
            written.host = Some(&authority[at.map_or(0, |i| i + 1)..]);
        }
        (url.user, url.host, url.written_host) = (user, host.decoded, host.written);
        rest = path;
    } else if !scheme.is_empty() && rest.starts_with('/') {
        url.omit_host = true;
    } else if role == Role::Reference && rest.starts_with("///") {
        obs.step(step, Outcome::Warning(&TRIPLE_SLASH_IS_PATH));
    }
    url.set_path(Cow::Borrowed(rest))?;
    written.path = rest;
    Ok(written)
}

/// `getScheme`: the letters, digits, `+`, `-` and `.` before a `:`, starting with a letter.
fn scheme_of(raw: &str) -> Result<(&str, &str), String> {
    for (i, b) in raw.bytes().enumerate() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i > 0 => {}
            b':' if i == 0 => return Err("missing protocol scheme".to_string()),
            b':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok(("", raw)),
        }
    }
    Ok(("", raw))
}

impl<'a> Url<'a> {
    /// `setPath(p)`: the path decoded, and kept as written when escaping it would not give it
    /// back.
    ///
    /// And `EscapedPath()` for them, read once here: `RawPath` when it is a valid escaping of
    /// the path (it always decodes to it here), `*` for `*`, else the path escaped.
    fn set_path(&mut self, p: Cow<'a, str>) -> Result<(), String> {
        // One pass: a `%` to decode, or a byte that escaping would change.
        let (mut percent, mut changed) = (false, false);
        for b in p.bytes() {
            percent |= b == b'%';
            changed |= super::escape::should_escape(b, Mode::Path);
        }
        let keep_written = if percent {
            self.path = Cow::Owned(unescape(p.as_bytes(), Mode::Path)?.into_owned());
            !escapes_to(&self.path, Mode::Path, &p)
        } else {
            // Nothing to decode: the path is the text, kept as written only when escaping it
            // would change it.
            self.path = match &p {
                Cow::Borrowed(text) => Cow::Borrowed(text.as_bytes()),
                Cow::Owned(text) => Cow::Owned(text.as_bytes().to_vec()),
            };
            changed
        };
        self.raw_path = if keep_written {
            p.clone()
        } else {
            Cow::Borrowed("")
        };
        self.escaped_path = if *self.path == *b"*" {
            Cow::Borrowed("*")
        } else if self.raw_path.is_empty() || valid_encoded(&p, Mode::Path) {
            p
        } else {
            Cow::Owned(escape(&self.path, Mode::Path).into_owned())
        };
        Ok(())
    }

    /// `EscapedFragment`, as `EscapedPath`.
    fn escaped_fragment(&self) -> Cow<'_, str> {
        if !self.raw_fragment.is_empty()
            && valid_encoded(self.raw_fragment, Mode::Fragment)
            && unescape(self.raw_fragment.as_bytes(), Mode::Fragment)
                .is_ok_and(|f| *f == *self.fragment)
        {
            return Cow::Borrowed(self.raw_fragment);
        }
        escape(&self.fragment, Mode::Fragment)
    }

    /// `String`.
    fn string(&self) -> String {
        let mut buf = String::with_capacity(
            self.scheme.len()
                + self.opaque.len()
                + self.host.len()
                + self.path.len()
                + self.raw_query.len()
                + self.fragment.len()
                + 8,
        );
        if !self.scheme.is_empty() {
            buf.push_str(&self.scheme);
            buf.push(':');
        }
        if self.opaque.is_empty() {
            let no_host = self.host.is_empty() && self.user.is_none();
            // `OmitHost` with no host: the empty authority is not written.
            if !no_host || (!self.scheme.is_empty() && !self.omit_host) {
                if !self.host.is_empty() || !self.path.is_empty() || self.user.is_some() {
                    buf.push_str("//");
                }
                if let Some(user) = &self.user {
                    buf.push_str(&user.string());
                    buf.push('@');
                }
                buf.push_str(&self.written_host);
            }
            let path = &self.escaped_path;
            if !path.is_empty() && !path.starts_with('/') && !self.host.is_empty() {
                buf.push('/');
            }
            // RFC 3986 §4.2: a first segment with a colon needs `./` in a relative reference.
            if buf.is_empty() && path.split('/').next().is_some_and(|s| s.contains(':')) {
                buf.push_str("./");
            }
            buf.push_str(path);
        } else {
            buf.push_str(self.opaque);
        }
        if self.force_query || !self.raw_query.is_empty() {
            buf.push('?');
            buf.push_str(self.raw_query);
        }
        if !self.fragment.is_empty() {
            buf.push('#');
            buf.push_str(&self.escaped_fragment());
        }
        buf
    }

    /// The components as the trace shows them: the opaque part as the path, decoded values
    /// as Go holds them.
    fn read<O: Observer>(&self, step: &'static Step, role: Role, obs: &mut O) {
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        let authority = (!self.host.is_empty() || self.user.is_some()).then(|| {
            let user = self.user.as_ref().map(Userinfo::string);
            match user {
                Some(user) => format!("{user}@{}", text(&self.host)),
                None => text(&self.host),
            }
        });
        let path = if self.opaque.is_empty() {
            text(&self.path)
        } else {
            self.opaque.to_string()
        };
        let query = (self.force_query || !self.raw_query.is_empty()).then_some(self.raw_query);
        let fragment = (!self.fragment.is_empty()).then(|| text(&self.fragment));
        obs.read_components(
            step,
            role,
            [
                (
                    Component::Scheme,
                    (!self.scheme.is_empty()).then_some(&*self.scheme),
                ),
                (Component::Authority, authority.as_deref()),
                (Component::Path, Some(path.as_str())),
                (Component::Query, query),
                (Component::Fragment, fragment.as_deref()),
            ],
        );
    }
}

impl Userinfo<'_> {
    /// `(*Userinfo).String`: the name and password escaped.
    fn string(&self) -> String {
        let mut text = escape(&self.username, Mode::UserPassword).into_owned();
        if let Some(password) = &self.password {
            text.push(':');
            text.push_str(&escape(password, Mode::UserPassword));
        }
        text
    }
}

/// `ResolveReference(ref)`, `url := *ref` being the reference itself, resolved in place.
fn resolve_reference<'a, O: Observer>(
    steps: &'static Steps,
    base: &Url<'a>,
    url: &mut Url<'a>,
    obs: &mut O,
) {
    let own_scheme = !url.scheme.is_empty();
    if !own_scheme {
        url.scheme = base.scheme.clone();
    }
    if own_scheme || !url.host.is_empty() || url.user.is_some() {
        obs.step(
            &steps.absolute,
            Outcome::Decision(if own_scheme {
                "a scheme: the reference's own parts (an opaque `g:h` as it is), its path's dots \
                 removed"
            } else {
                "a host or user information: the base's scheme, the reference's parts, its \
                 path's dots removed"
            }),
        );
        let resolved = resolve_path(&url.escaped_path, "");
        if O::ENABLED {
            obs.on_event(Event::Rewrite {
                step: &steps.absolute,
                component: Component::Path,
                before: &url.escaped_path,
                after: &resolved,
            });
            if resolved
                != crate::core::specs::rfc3986::resolve::remove_dot_segments(&url.escaped_path)
            {
                obs.step(&steps.absolute, Outcome::Warning(&ROOT_SLASH));
            }
        }
        // The path is a valid escaping: `setPath` cannot fail.
        let _ = url.set_path(Cow::Owned(resolved));
        return;
    }
    obs.step(
        &steps.absolute,
        Outcome::Decision("no scheme, no host, no user information"),
    );
    // An opaque reference has a scheme: the branch above took it.
    let no_path = url.path.is_empty();
    if no_path && !url.force_query && url.raw_query.is_empty() {
        url.raw_query = base.raw_query;
        if url.fragment.is_empty() {
            obs.step(
                &steps.empty,
                Outcome::Decision("no path, no query, no fragment: the base's query and fragment"),
            );
            if !base.fragment.is_empty() {
                obs.step(&steps.empty, Outcome::Warning(&BASE_FRAGMENT_KEPT));
            }
            url.fragment = base.fragment.clone();
            url.raw_fragment = base.raw_fragment;
        } else {
            obs.step(
                &steps.empty,
                Outcome::Decision("no path, no query: the base's query"),
            );
        }
    } else {
        obs.step(
            &steps.empty,
            Outcome::Decision(if no_path {
                "a query and no path"
            } else {
                "a path"
            }),
        );
    }
    if no_path && !base.opaque.is_empty() {
        if let Some(step) = &steps.opaque_base {
            obs.step(
                step,
                Outcome::Decision("no path against an opaque base: the base's opaque part"),
            );
            url.opaque = base.opaque;
            url.user = None;
            url.host = Cow::Borrowed(b"");
            url.written_host = Cow::Borrowed("");
            url.path = Cow::Borrowed(b"");
            url.raw_path = Cow::Borrowed("");
            url.escaped_path = Cow::Borrowed("");
            return;
        }
        obs.step(&steps.merge, Outcome::Warning(&OPAQUE_BASE_DROPPED));
    } else if let Some(step) = &steps.opaque_base {
        obs.step(
            step,
            Outcome::Decision("a path, or a base that is not opaque"),
        );
    }
    url.host = base.host.clone();
    url.written_host = base.written_host.clone();
    url.user = base.user.clone();
    let base_path = &*base.escaped_path;
    let resolved = resolve_path(base_path, &url.escaped_path);
    obs.step(
        &steps.merge,
        Outcome::Decision(if no_path {
            "no path: the base's, its dots removed"
        } else if url.path.starts_with(b"/") {
            "an absolute path: the reference's, its dots removed"
        } else {
            "a relative path: the base's up to its last `/`, then the reference's, dots removed"
        }),
    );
    if O::ENABLED {
        // What resolvePath cleaned: the reference's path, or the base's with it, or the base's.
        let full = if no_path {
            base_path.to_string()
        } else if url.escaped_path.starts_with('/') {
            url.escaped_path.to_string()
        } else {
            let directory = base_path.rfind('/').map_or(0, |i| i + 1);
            format!("{}{}", &base_path[..directory], url.escaped_path)
        };
        obs.on_event(Event::Rewrite {
            step: &steps.merge,
            component: Component::Path,
            before: &full,
            after: &resolved,
        });
        if !base.opaque.is_empty() {
            if !no_path {
                obs.step(&steps.merge, Outcome::Warning(&OPAQUE_BASE));
            }
        } else if no_path {
            if resolved != base_path {
                obs.step(&steps.merge, Outcome::Warning(&BASE_PATH_CLEANED));
            }
        } else if resolved != rfc_path(base, base_path, &url.escaped_path) {
            obs.step(&steps.merge, Outcome::Warning(&ROOT_SLASH));
        }
    }
    // The path is a valid escaping: `setPath` cannot fail.
    let _ = url.set_path(Cow::Owned(resolved));
}

/// RFC 3986 §5.2.2–5.2.4's path for the same escaped paths, to name where Go's differs.
fn rfc_path(base: &Url<'_>, base_path: &str, reference_path: &str) -> String {
    let merged = if reference_path.starts_with('/') {
        reference_path.to_string()
    } else if (!base.host.is_empty() || base.user.is_some()) && base_path.is_empty() {
        format!("/{reference_path}")
    } else {
        let directory = base_path.rfind('/').map_or(0, |i| i + 1);
        format!("{}{reference_path}", &base_path[..directory])
    };
    crate::core::specs::rfc3986::resolve::remove_dot_segments(&merged)
}

/// `resolvePath(base, ref)`: the reference's path, or the base's up to its last `/` and the
/// reference's, or the base's when the reference has none; then, in one pass, `.` dropped and
/// `..` removing the segment before it (not above the root), a `/` after a final dot segment,
/// and one of two leading slashes stripped.
fn resolve_path(base: &str, reference: &str) -> String {
    let full = if reference.is_empty() {
        Cow::Borrowed(base)
    } else if !reference.starts_with('/') {
        let directory = base.rfind('/').map_or(0, |i| i + 1);
        Cow::Owned([&base[..directory], reference].concat())
    } else {
        Cow::Borrowed(reference)
    };
    if full.is_empty() {
        return String::new();
    }
    let mut dst = String::with_capacity(full.len() + 2);
    dst.push('/');
    let mut first = true;
    let mut elem = "";
    for segment in full.split('/') {
        elem = segment;
        if elem == "." {
            first = false;
            continue;
        }
        if elem == ".." {
            // Ignore the leading '/' already written.
            match dst[1..].rfind('/') {
                None => {
                    dst.truncate(1);
                    first = true;
                }
                Some(index) => dst.truncate(index + 1),
            }
        } else {
            if !first {
                dst.push('/');
            }
            dst.push_str(elem);
            first = false;
        }
    }
    if elem == "." || elem == ".." {
        dst.push('/');
    }
    // An initial '/' was written, and two are not wanted.
    if dst.len() > 1 && dst.as_bytes()[1] == b'/' {
        dst.remove(0);
    }
    dst
}

#[cfg(test)]
mod tests;
