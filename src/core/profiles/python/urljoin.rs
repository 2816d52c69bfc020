//! CPython's `urllib.parse.urljoin` (and 2.7's `urlparse.urljoin`), replayed step by step as
//! the release asked for runs it: its cleaning, its split, its scheme gate, its merge that drops
//! empty segments, its dot removal and its `urlunparse`, each departure from RFC 3986 §5.2
//! named where the input meets it.
//!
//! The base is split on every call, as `urljoin` itself does (its `lru_cache` aside).

use std::borrow::Cow;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::segments::SegmentList;
use super::version::Era;
use super::version::PythonVersion;

use super::steps::*;

use crate::core::text::escape::quoted::quoted;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::COMPONENTS;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{NoTrace, Observer, Outcome, Source};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;

/// CPython's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["urljoin", "cpython"],
    releases: &super::version::RELEASES,
    name: "Python {} urljoin",
    title: "CPython {} urllib.parse.urljoin",
    about: "CPython's urllib.parse.urljoin (urlparse.urljoin before 3.5)",
    snippet: Some("python"),
    equivalence: None,
};

/// Resolves `url` against `base` as `urljoin(base, url)` does in CPython `release`.
pub(crate) fn resolve<O: Observer>(
    release: Release,
    base: &str,
    url: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let version = PythonVersion::of(release);
    let steps = match version.era() {
        Era::Rfc1808 => &PY27,
        Era::Rfc3986 => &PY3,
        Era::Presence => &PY314,
    };
    let join = Join {
        version,
        steps,
        base,
        url,
        room: base.len() + url.len() + 8,
    };
    join.run(obs)
}

/// One call of `urljoin`.
struct Join<'a> {
    version: PythonVersion,
    steps: &'static Steps,
    base: &'a str,
    url: &'a str,
    /// Room for the rest of the URL around a merged path, so that `urlunparse` writes into the
    /// merge's own string.
    room: usize,
}

/// A URL as `urlsplit` (and `urlparse`, for params) cut it. `None` is an absent component (3.14
/// keeps the difference; before, every absent component is `''`).
#[derive(Clone, Copy, Debug, Default)]
struct Split<'t> {
    scheme: Option<&'t str>,
    netloc: Option<&'t str>,
    path: &'t str,
    params: Option<&'t str>,
    query: Option<&'t str>,
    fragment: Option<&'t str>,
}

/// What the netloc branch gives: the reference put back together, or the netloc to go on with.
enum Netloc<'t> {
    Joined(String),
    Base(Option<&'t str>),
}

/// What `urljoin` puts back together.
#[derive(Clone, Debug, Default)]
struct Parts<'t> {
    scheme: Cow<'t, str>,
    netloc: Option<&'t str>,
    path: Cow<'t, str>,
    params: Option<&'t str>,
    query: Option<&'t str>,
    fragment: Option<&'t str>,
}

/// A text as `urlsplit` reads it after its cleaning, and the way back to the text as given.
struct Cleaned<'a> {
    text: Cow<'a, str>,
    /// Bytes stripped from the start.
    stripped: usize,
    /// Offsets, in the text after the strip, of the bytes deleted.
    deleted: Vec<usize>,
}

impl<'a> Cleaned<'a> {
    fn of(version: PythonVersion, text: &'a str) -> Cleaned<'a> {
        let mut stripped = 0;
        let mut rest = text;
        if version.strips_leading_controls() {
            // `_WHATWG_C0_CONTROL_OR_SPACE`: U+0000 to U+0020.
            stripped = text.bytes().take_while(|&b| b <= b' ').count();
            rest = &text[stripped..];
        }
        if version.deletes_tab_and_newline()
            && rest.bytes().any(|b| matches!(b, b'\t' | b'\r' | b'\n'))
        {
            let deleted = rest
                .bytes()
                .enumerate()
                .filter(|&(_, b)| matches!(b, b'\t' | b'\r' | b'\n'))
                .map(|(i, _)| i)
                .collect();
            let kept = rest.replace(['\t', '\r', '\n'], "");
            return Cleaned {
                text: Cow::Owned(kept),
                stripped,
                deleted,
            };
        }
        Cleaned {
            text: Cow::Borrowed(rest),
            stripped,
            deleted: Vec::new(),
        }
    }

    fn changed(&self) -> bool {
        self.stripped > 0 || !self.deleted.is_empty()
    }

    /// Where a byte of the cleaned text was in the text as given.
    fn original(&self, at: usize) -> usize {
        let mut at = at;
        for &deleted in &self.deleted {
            if deleted <= at {
                at += 1;
            } else {
                break;
            }
        }
        at + self.stripped
    }

    /// The span, in the text as given, of a piece of the cleaned text.
    fn span_of(&self, piece: &str) -> Span {
        let start = piece.as_ptr() as usize - self.text.as_ptr() as usize;
        let end = start + piece.len();
        let original_end = if piece.is_empty() {
            self.original(start)
        } else {
            self.original(end - 1) + 1
        };
        Span::new(self.original(start), original_end)
    }
}

/// A Python `ValueError`, as `urlsplit` raises it.
/// `urlsplit(url)` in CPython `release`, as `urljoin` splits a text: the scheme (lower case)
/// and the netloc; the `ValueError` it raises, where it raises one.
pub(super) fn scheme_and_netloc(
    release: Release,
    url: &str,
) -> Result<(String, Option<String>), String> {
    let version = PythonVersion::of(release);
    let join = Join {
        version,
        steps: &PY3,
        base: url,
        url,
        room: 0,
    };
    let text = Cleaned::of(version, url);
    let split = join
        .split(&text, &PY3.split_base, Role::Base, None, &mut NoTrace)
        .map_err(|error| match error {
            Error::Unresolvable { reason, .. } => reason,
            error => error.to_string(),
        })?;
    let scheme = lower(split.scheme.unwrap_or("")).into_owned();
    Ok((scheme, split.netloc.map(str::to_string)))
}

fn value_error(step: &'static Step, message: String) -> Error {
    Error::Unresolvable {
        step,
        reason: format!("ValueError: {message}"),
    }
}

impl<'a> Join<'a> {
    fn run<O: Observer>(&self, obs: &mut O) -> Result<String, Error> {
        let steps = self.steps;
        if self.base.is_empty() {
            obs.step(
                &steps.join,
                Outcome::Decision("the base is empty: urljoin returns the reference as it is"),
            );
            assign_whole(&steps.join, Source::Reference, self.url, obs);
            return Ok(self.url.to_string());
        }
        if self.url.is_empty() {
            obs.step(
                &steps.join,
                Outcome::Decision("the reference is empty: urljoin returns the base as it is"),
            );
            if self.base.contains('#') {
                obs.step(
                    &steps.join,
                    Outcome::Warning(&EMPTY_REFERENCE_KEEPS_FRAGMENT),
                );
            }
            assign_whole(&steps.join, Source::Base, self.base, obs);
            return Ok(self.base.to_string());
        }
        obs.step(
            &steps.join,
            Outcome::Decision("neither is empty: split both"),
        );
        let base = Cleaned::of(self.version, self.base);
        let url = Cleaned::of(self.version, self.url);
        self.report_cleaning(&base, obs);
        let b = self.split(&base, &steps.split_base, Role::Base, None, obs)?;
        self.report_cleaning(&url, obs);
        let bscheme = b.scheme.unwrap_or("");
        let r = self.split(
            &url,
            &steps.split_reference,
            Role::Reference,
            Some(bscheme),
            obs,
        )?;
        let texts = Texts {
            base: &base,
            url: &url,
        };
        match self.version.era() {
            Era::Presence => self.join_3_14(&b, &r, texts, obs),
            _ => self.join(&b, &r, texts, obs),
        }
    }

    fn report_cleaning<O: Observer>(&self, text: &Cleaned<'_>, obs: &mut O) {
        let Some(step) = &self.steps.clean else {
            return;
        };
        if O::ENABLED && text.changed() {
            if text.stripped > 0 {
                obs.step(step, Outcome::Warning(&LEADING_STRIPPED));
            }
            if !text.deleted.is_empty() {
                obs.step(step, Outcome::Warning(&CONTROLS_DELETED));
            }
        }
    }

    /// `urlsplit` (and, before 3.14, `urlparse`'s params) on a cleaned text; `default` is the
    /// scheme `urlparse` is given (the base's, for the reference).
    fn split<'t, O: Observer>(
        &self,
        text: &'t Cleaned<'_>,
        step: &'static Step,
        role: Role,
        default: Option<&str>,
        obs: &mut O,
    ) -> Result<Split<'t>, Error> {
        let version = self.version;
        let url: &'t str = &text.text;
        let mut split = Split::default();
        let mut rest = url;
        if let Some(i) = url.find(':').filter(|&i| i > 0) {
            let (name, after) = (&url[..i], &url[i + 1..]);
            let all_scheme_chars = name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'));
            let is_scheme = if version.reads_digits_as_a_port() {
                name == "http"
                    || (all_scheme_chars
                        && (after.is_empty() || after.bytes().any(|b| !b.is_ascii_digit())))
            } else {
                all_scheme_chars
                    && (!version.scheme_starts_with_a_letter()
                        || url.as_bytes()[0].is_ascii_alphabetic())
            };
            if is_scheme {
                split.scheme = Some(name);
                rest = after;
            }
        }
        if let Some(after) = rest.strip_prefix("//") {
            let end = after
                .bytes()
                .position(|b| matches!(b, b'/' | b'?' | b'#'))
                .unwrap_or(after.len());
            let netloc = &after[..end];
            rest = &after[end..];
            let (open, close) = (netloc.contains('['), netloc.contains(']'));
            if open != close {
                return Err(value_error(step, "Invalid IPv6 URL".to_string()));
            }
            if version.checks_bracketed_hosts() && open {
                let inside = netloc.split_once('[').map_or("", |(_, r)| r);
                let host = inside.split_once(']').map_or(inside, |(h, _)| h);
                check_bracketed_host(host).map_err(|m| value_error(step, m))?;
            }
            split.netloc = Some(netloc);
        }
        if let Some((before, fragment)) = rest.split_once('#') {
            split.fragment = Some(fragment);
            rest = before;
        }
        if let Some((before, query)) = rest.split_once('?') {
            split.query = Some(query);
            rest = before;
        }
        split.path = rest;
        if let Some(netloc) = split.netloc
            && version.checks_netloc_under_nfkc()
        {
            check_netloc(netloc).map_err(|m| value_error(step, m))?;
        }
        // urlparse splits `;params` off the last segment for the schemes of `uses_params`.
        let scheme = split.scheme.or(default).unwrap_or("");
        if version.era() != Era::Presence
            && split.path.contains(';')
            && uses_params(version, &lower(scheme))
        {
            let from = split.path.bytes().rposition(|b| b == b'/').unwrap_or(0);
            if let Some(i) = split.path[from..].find(';').map(|i| i + from) {
                split.params = Some(&split.path[i + 1..]);
                split.path = &split.path[..i];
            }
        }
        if O::ENABLED {
            let span = |piece: Option<&str>| piece.map(|p| text.span_of(p));
            for (component, value) in [
                (Component::Scheme, span(split.scheme)),
                (Component::Authority, span(split.netloc)),
                (Component::Path, Some(text.span_of(split.path))),
                (Component::Params, span(split.params)),
                (Component::Query, span(split.query)),
                (Component::Fragment, span(split.fragment)),
            ] {
                obs.parsed(step, role, component, value);
            }
        }
        Ok(split)
    }

    /// `urljoin` from 2.7 to 3.13: every component a string, `''` for absent.
    fn join<O: Observer>(
        &self,
        b: &Split<'_>,
        r: &Split<'_>,
        texts: Texts<'_>,
        obs: &mut O,
    ) -> Result<String, Error> {
        let (steps, version) = (self.steps, self.version);
        let bscheme = lower(or_empty(b.scheme));
        let scheme = match r.scheme {
            Some(scheme) => lower(scheme),
            None => bscheme.clone(),
        };
        if scheme != bscheme || !uses_relative(version, &scheme) {
            return Ok(self.return_reference(r, obs));
        }
        self.pass_gate("the base's scheme, one in uses_relative: resolve", r, obs);
        let mut netloc = r.netloc;
        if uses_netloc(version, &scheme) {
            match self.netloc_branch(&scheme, b, r, texts, obs) {
                Netloc::Joined(url) => return Ok(url),
                Netloc::Base(base) => netloc = base,
            }
        }
        if let Some(step) = &steps.absolute_path
            && r.path.starts_with('/')
        {
            obs.step(
                step,
                Outcome::Decision("the path starts with `/`: put back together as it is"),
            );
            if has_dot_segments(r.path) {
                obs.step(step, Outcome::Warning(&ABSOLUTE_PATH_WITH_DOTS));
            }
            let parts = Parts {
                netloc,
                ..Parts::of_reference(scheme, r)
            };
            return Ok(self.unsplit(parts, texts, obs));
        }
        if r.path.is_empty() && or_empty(r.params).is_empty() {
            obs.step(
                &steps.empty_path,
                Outcome::Decision(
                    "no path and no params: the base's path, params and (for an empty query) query",
                ),
            );
            let query = if or_empty(r.query).is_empty() {
                if r.query.is_some() {
                    obs.step(&steps.empty_path, Outcome::Warning(&EMPTY_QUERY_IS_NONE));
                }
                b.query
            } else {
                r.query
            };
            let parts = Parts {
                scheme,
                netloc,
                path: Cow::Borrowed(b.path),
                params: b.params,
                query,
                fragment: r.fragment,
            };
            return Ok(self.unsplit(parts, texts, obs));
        }
        obs.step(
            &steps.empty_path,
            Outcome::Decision("the reference has a path (or params): merge"),
        );
        let path = if version.era() == Era::Rfc1808 {
            self.merge_2_7(b.path, r.path, obs)
        } else {
            self.merge(b.path, r.path, obs)
        };
        let parts = Parts {
            scheme,
            netloc,
            path: Cow::Owned(path),
            params: r.params,
            query: r.query,
            fragment: r.fragment,
        };
        Ok(self.unsplit(parts, texts, obs))
    }

    /// `urljoin` from 3.14: absent components are `None`.
    fn join_3_14<O: Observer>(
        &self,
        b: &Split<'_>,
        r: &Split<'_>,
        texts: Texts<'_>,
        obs: &mut O,
    ) -> Result<String, Error> {
        let (steps, version) = (self.steps, self.version);
        let bscheme = b.scheme.map(lower);
        let scheme = r.scheme.map(lower).or_else(|| bscheme.clone());
        let relative = scheme
            .as_deref()
            .is_none_or(|s| s.is_empty() || uses_relative(version, s));
        if scheme != bscheme || !relative {
            return Ok(self.return_reference(r, obs));
        }
        self.pass_gate(
            "the base's scheme (or none), one in uses_relative: resolve",
            r,
            obs,
        );
        let scheme = scheme.unwrap_or_default();
        let mut netloc = r.netloc;
        if scheme.is_empty() || uses_netloc(version, &scheme) {
            match self.netloc_branch(&scheme, b, r, texts, obs) {
                Netloc::Joined(url) => return Ok(url),
                Netloc::Base(base) => netloc = base,
            }
        }
        if r.path.is_empty() {
            obs.step(
                &steps.empty_path,
                Outcome::Decision(
                    "no path: the base's path, its query if the reference has none, and its \
                     fragment if the reference has neither",
                ),
            );
            let (query, fragment) = match r.query {
                Some(_) => (r.query, r.fragment),
                None => (b.query, r.fragment.or(b.fragment)),
            };
            let parts = Parts {
                scheme,
                netloc,
                path: Cow::Borrowed(b.path),
                params: None,
                query,
                fragment,
            };
            return Ok(self.unsplit(parts, texts, obs));
        }
        obs.step(
            &steps.empty_path,
            Outcome::Decision("the reference has a path: merge"),
        );
        let path = self.merge(b.path, r.path, obs);
        let parts = Parts {
            scheme,
            netloc,
            path: Cow::Owned(path),
            params: None,
            query: r.query,
            fragment: r.fragment,
        };
        Ok(self.unsplit(parts, texts, obs))
    }

    /// `if netloc: return urlunparse(...)` / `netloc = bnetloc`, for a scheme with a netloc (in
    /// every release: truthiness makes an empty netloc none).
    fn netloc_branch<'t, O: Observer>(
        &self,
        scheme: &Cow<'t, str>,
        b: &Split<'t>,
        r: &Split<'t>,
        texts: Texts<'_>,
        obs: &mut O,
    ) -> Netloc<'t> {
        let steps = self.steps;
        if !or_empty(r.netloc).is_empty() {
            obs.step(
                &steps.netloc,
                Outcome::Decision("the reference has a netloc: it is put back together as it is"),
            );
            if has_dot_segments(r.path) {
                obs.step(&steps.netloc, Outcome::Warning(&RETURNED_WITH_DOTS));
            }
            let parts = Parts::of_reference(scheme.clone(), r);
            return Netloc::Joined(self.unsplit(parts, texts, obs));
        }
        if r.netloc.is_some() {
            obs.step(&steps.netloc, Outcome::Warning(&EMPTY_NETLOC_IS_NONE));
        }
        obs.step(
            &steps.netloc,
            Outcome::Decision("no netloc in the reference: netloc = bnetloc"),
        );
        Netloc::Base(b.netloc)
    }

    /// The scheme gate returns the reference as it is: say why, and that it is the result.
    fn return_reference<O: Observer>(&self, r: &Split<'_>, obs: &mut O) -> String {
        let gate = &self.steps.gate;
        obs.step(
            gate,
            Outcome::Decision(
                "the scheme differs from the base's, or is not in uses_relative: the reference \
                 is returned as it is",
            ),
        );
        obs.step(gate, Outcome::Warning(&NOT_IN_USES_RELATIVE));
        if r.scheme.is_some() && has_dot_segments(r.path) {
            obs.step(gate, Outcome::Warning(&RETURNED_WITH_DOTS));
        }
        assign_whole(gate, Source::Reference, self.url, obs);
        self.url.to_string()
    }

    /// The scheme gate lets the reference through; a scheme of its own with no netloc is read
    /// as relative.
    fn pass_gate<O: Observer>(&self, decision: &'static str, r: &Split<'_>, obs: &mut O) {
        obs.step(&self.steps.gate, Outcome::Decision(decision));
        if r.scheme.is_some() && or_empty(r.netloc).is_empty() {
            obs.step(&self.steps.gate, Outcome::Warning(&SAME_SCHEME_IS_RELATIVE));
        }
    }

    /// 3.5 on: the base's directory and the path, empty segments dropped between, then the
    /// dot segments resolved on a stack (in place: the stack is a prefix of the list).
    fn merge<O: Observer>(&self, bpath: &str, path: &str, obs: &mut O) -> String {
        let steps = self.steps;
        let mut segments = SegmentList::new();
        if path.starts_with('/') {
            obs.step(
                &steps.merge,
                Outcome::Decision("the path starts with `/`: the base's path is ignored"),
            );
            segments.extend(path.split('/'));
        } else {
            // base_parts = bpath.split('/'), its last item dropped unless it is empty.
            if bpath.is_empty() || bpath.ends_with('/') {
                segments.extend(bpath.split('/'));
            } else if let Some(slash) = bpath.bytes().rposition(|b| b == b'/') {
                segments.extend(bpath[..slash].split('/'));
            }
            segments.extend(path.split('/'));
            // segments[1:-1] = filter(None, segments[1:-1])
            let mut dropped = false;
            let count = segments.len();
            if count > 2 {
                let list = segments.as_mut_slice();
                let last = count - 1;
                let mut kept = 1;
                for i in 1..last {
                    if list[i].is_empty() {
                        dropped = true;
                    } else {
                        list[kept] = list[i];
                        kept += 1;
                    }
                }
                list[kept] = list[last];
                segments.truncate(kept + 1);
            }
            if O::ENABLED {
                let dir = &bpath[..bpath.rfind('/').map_or(0, |i| i + 1)];
                let before = format!("{dir}{path}");
                obs.on_event(crate::core::vocabulary::event::Event::Rewrite {
                    step: &steps.merge,
                    component: Component::Path,
                    before: &before,
                    after: &segments.joined(),
                });
            }
            if dropped {
                obs.step(&steps.merge, Outcome::Warning(&EMPTY_SEGMENTS_DROPPED));
            }
        }
        let before = if O::ENABLED {
            segments.joined()
        } else {
            String::new()
        };
        let trailing = matches!(segments.last(), Some("." | ".."));
        let mut top: usize = 0;
        let list = segments.as_mut_slice();
        for i in 0..list.len() {
            match list[i] {
                ".." => top = top.saturating_sub(1),
                "." => {}
                segment => {
                    list[top] = segment;
                    top += 1;
                }
            }
        }
        segments.truncate(top);
        if trailing {
            segments.push("");
        }
        // '/'.join(resolved_path) or '/', with room for what urlunparse puts around it.
        let mut out = String::with_capacity(bpath.len() + path.len() + self.room);
        segments.join_into(&mut out);
        if out.is_empty() {
            out.push('/');
        }
        if O::ENABLED {
            obs.on_event(crate::core::vocabulary::event::Event::Rewrite {
                step: &steps.dots,
                component: Component::Path,
                before: &before,
                after: &out,
            });
        }
        out
    }

    /// 2.7 (and every release before 3.5): the base's directory and the path, `.` removed,
    /// then `<segment>/..` pairs from the left, a `..` above the root kept.
    fn merge_2_7<O: Observer>(&self, bpath: &str, path: &str, obs: &mut O) -> String {
        let steps = self.steps;
        // bpath.split('/')[:-1] + path.split('/')
        let mut segments = SegmentList::new();
        segments.extend(bpath.split('/'));
        segments.pop();
        segments.extend(path.split('/'));
        if O::ENABLED {
            obs.on_event(crate::core::vocabulary::event::Event::Rewrite {
                step: &steps.merge,
                component: Component::Path,
                before: path,
                after: &segments.joined(),
            });
        }
        let before = if O::ENABLED {
            segments.joined()
        } else {
            String::new()
        };
        // `.` at the end becomes `''`; every other `.` goes.
        let count = segments.len();
        let list = segments.as_mut_slice();
        let mut kept = 0;
        for i in 0..count {
            match list[i] {
                "." if i == count - 1 => {
                    list[kept] = "";
                    kept += 1;
                }
                "." => {}
                segment => {
                    list[kept] = segment;
                    kept += 1;
                }
            }
        }
        segments.truncate(kept);
        // The leftmost `<segment>/..` pair goes first, again and again, and the last segment is
        // never part of a pair: one pass with a stack (a prefix of the list) gives the same list
        // in linear time.
        let list = segments.as_mut_slice();
        let mut top = 0;
        if let Some(last) = list.len().checked_sub(1) {
            for i in 0..last {
                let segment = list[i];
                if segment == ".." && top > 0 && !list[top - 1].is_empty() && list[top - 1] != ".."
                {
                    top -= 1;
                } else {
                    list[top] = segment;
                    top += 1;
                }
            }
            list[top] = list[last];
            top += 1;
        }
        segments.truncate(top);
        let len = segments.len();
        if segments.as_slice() == ["", ".."] {
            segments.as_mut_slice()[1] = "";
        } else if len >= 2 && segments.last() == Some("..") {
            segments.truncate(len - 2);
            segments.push("");
        }
        let mut out = String::with_capacity(bpath.len() + path.len() + self.room);
        segments.join_into(&mut out);
        if O::ENABLED {
            obs.on_event(crate::core::vocabulary::event::Event::Rewrite {
                step: &steps.dots,
                component: Component::Path,
                before: &before,
                after: &out,
            });
            if segments.as_slice().contains(&"..") {
                obs.step(&steps.dots, Outcome::Warning(&ABOVE_ROOT_KEPT));
            }
        }
        out
    }

    /// `urlunparse` as the release writes it. Each component of the result is said to come from
    /// the base or the reference where its text is theirs, from the buffer where a step made it.
    fn unsplit<'t, O: Observer>(&self, parts: Parts<'t>, texts: Texts<'_>, obs: &mut O) -> String {
        let version = self.version;
        let step: &'static Step =
            if version.era() == Era::Rfc3986 && !version.unsplits_relative_paths() {
                &UNSPLIT_BEFORE_GH_85110
            } else {
                &self.steps.unsplit
            };
        let scheme: &str = &parts.scheme;
        let params = or_empty(parts.params);
        let path: &str = &parts.path;
        // What comes before the path: `//` and the netloc, and a `/` before a relative path.
        // urlunsplit tests the path with its `;params` (which hold no `/`).
        let (slashes, netloc, slash) = {
            let rooted =
                |path: &str| (path.is_empty() && params.is_empty()) || path.starts_with('/');
            let netloc = or_empty(parts.netloc);
            match version.era() {
                Era::Presence => match parts.netloc {
                    Some(netloc) => (true, netloc, !rooted(path)),
                    None => (path.starts_with("//"), "", false),
                },
                _ if version.unsplits_relative_paths() => {
                    if netloc.is_empty() {
                        let two = path.starts_with("//")
                            || (!scheme.is_empty() && uses_netloc(version, scheme) && rooted(path));
                        (two, "", false)
                    } else {
                        (true, netloc, !rooted(path))
                    }
                }
                _ => {
                    let two = !netloc.is_empty()
                        || (!scheme.is_empty()
                            && uses_netloc(version, scheme)
                            && !path.starts_with("//"));
                    (two, netloc, two && !rooted(path))
                }
            }
        };
        let separator = match (scheme.is_empty(), slashes) {
            (false, true) => "://",
            (false, false) => ":",
            (true, true) => "//",
            (true, false) => "",
        };
        let prefix = [scheme, separator, netloc, if slash { "/" } else { "" }];
        // The path as one of the inputs has it (for the provenance), before it is moved.
        let path_text: Option<&'t str> = match parts.path {
            Cow::Borrowed(path) if params.is_empty() => Some(path),
            _ => None,
        };
        // A merged path is the merge's own string, made with room for the rest.
        let mut url = match parts.path {
            Cow::Owned(path) if params.is_empty() => {
                let mut url = path;
                // Each insertion moves what is after it: the empty pieces are skipped.
                for piece in prefix.iter().rev().filter(|piece| !piece.is_empty()) {
                    url.insert_str(0, piece);
                }
                url
            }
            _ => {
                let mut url = String::with_capacity(
                    prefix.iter().map(|p| p.len()).sum::<usize>()
                        + path.len()
                        + params.len()
                        + or_empty(parts.query).len()
                        + or_empty(parts.fragment).len()
                        + 3,
                );
                prefix.iter().for_each(|piece| url.push_str(piece));
                url.push_str(path);
                // urlunparse: `if params: url = "%s;%s" % (url, params)`
                if !params.is_empty() {
                    url.push(';');
                    url.push_str(params);
                }
                url
            }
        };
        // Before 3.14 an empty query or fragment is no query or fragment.
        let written = |piece: Option<&'t str>| match version.era() {
            Era::Presence => piece,
            _ => piece.filter(|p| !p.is_empty()),
        };
        if let Some(query) = written(parts.query) {
            url.push('?');
            url.push_str(query);
        }
        if let Some(fragment) = written(parts.fragment) {
            url.push('#');
            url.push_str(fragment);
        }
        let empty_dropped =
            written(parts.query) != parts.query || written(parts.fragment) != parts.fragment;
        if O::ENABLED {
            obs.step(
                step,
                Outcome::Decision("scheme, `//` netloc, path, `;` params, `?` query, `#` fragment"),
            );
            if empty_dropped {
                obs.step(step, Outcome::Warning(&EMPTY_DELIMITER_DROPPED));
            }
            // Where each component landed, read back by RFC 3986 Appendix B's split.
            let split = UriRef::parse(&url);
            for (component, piece, value) in [
                (Component::Scheme, Some(&*parts.scheme), split.scheme),
                (
                    Component::Authority,
                    parts.netloc.filter(|n| !n.is_empty()),
                    split.authority,
                ),
                (Component::Path, path_text, Some(split.path)),
                (Component::Query, parts.query, split.query),
                (Component::Fragment, parts.fragment, split.fragment),
            ] {
                let (from, value) = match (piece, value) {
                    (_, None) => (Source::Buffer, None),
                    (Some(piece), Some(span)) if span.of(&url) == piece => {
                        texts.origin(piece, span)
                    }
                    (_, span) => (Source::Buffer, span),
                };
                obs.assign(step, component, from, value);
            }
        }
        url
    }
}

/// The two cleaned texts, to say where a piece of the result came from.
#[derive(Clone, Copy)]
struct Texts<'c> {
    base: &'c Cleaned<'c>,
    url: &'c Cleaned<'c>,
}

impl Texts<'_> {
    /// The base's or the reference's span of `piece` when it is a piece of theirs; else the
    /// result's `span`.
    fn origin(&self, piece: &str, span: Span) -> (Source, Option<Span>) {
        for (text, source) in [(self.base, Source::Base), (self.url, Source::Reference)] {
            let range = text.text.as_ptr() as usize..=text.text.as_ptr() as usize + text.text.len();
            let at = piece.as_ptr() as usize;
            if range.contains(&at) && range.contains(&(at + piece.len())) {
                return (source, Some(text.span_of(piece)));
            }
        }
        (Source::Buffer, Some(span))
    }
}

impl<'t> Parts<'t> {
    fn of_reference(scheme: Cow<'t, str>, r: &Split<'t>) -> Parts<'t> {
        Parts {
            scheme,
            netloc: r.netloc,
            path: Cow::Borrowed(r.path),
            params: r.params,
            query: r.query,
            fragment: r.fragment,
        }
    }
}

/// `step` returned one of the texts as it is: each component of the result is that text's.
fn assign_whole<O: Observer>(step: &'static Step, from: Source, text: &str, obs: &mut O) {
    if O::ENABLED {
        let split = UriRef::parse(text);
        for component in COMPONENTS {
            obs.assign(step, component, from, split.span(component));
        }
    }
}

/// A component as Python before 3.14 holds it: `''` for absent.
fn or_empty(piece: Option<&str>) -> &str {
    piece.unwrap_or("")
}

/// `str.lower()` on a scheme (ASCII by `scheme_chars`).
fn lower(scheme: &str) -> Cow<'_, str> {
    if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
        Cow::Owned(scheme.to_ascii_lowercase())
    } else {
        Cow::Borrowed(scheme)
    }
}

fn has_dot_segments(path: &str) -> bool {
    path.split('/').any(|s| s == "." || s == "..")
}

/// `uses_relative`: the schemes whose references `urljoin` resolves.
fn uses_relative(version: PythonVersion, scheme: &str) -> bool {
    match scheme {
        "" | "ftp" | "http" | "gopher" | "nntp" | "imap" | "wais" | "file" | "https" | "shttp"
        | "mms" | "prospero" | "rtsp" | "rtspu" | "sftp" | "svn" | "svn+ssh" => true,
        "ws" | "wss" => version.knows_websockets(),
        "rtsps" => version.knows_rtsps(),
        _ => false,
    }
}

/// `uses_netloc`: the schemes with a `//` netloc.
fn uses_netloc(version: PythonVersion, scheme: &str) -> bool {
    match scheme {
        "" | "ftp" | "http" | "gopher" | "nntp" | "telnet" | "imap" | "wais" | "file" | "mms"
        | "https" | "shttp" | "snews" | "prospero" | "rtsp" | "rtspu" | "rsync" | "svn"
        | "svn+ssh" | "sftp" | "nfs" | "git" | "git+ssh" => true,
        "ws" | "wss" => version.knows_websockets(),
        "rtsps" => version.knows_rtsps(),
        "itms-services" => version.knows_itms_services(),
        _ => false,
    }
}

/// `uses_params`: the schemes whose last segment has `;params`.
fn uses_params(version: PythonVersion, scheme: &str) -> bool {
    match scheme {
        "" | "ftp" | "hdl" | "prospero" | "http" | "imap" | "https" | "shttp" | "rtsp"
        | "rtspu" | "sip" | "sips" | "mms" | "sftp" | "tel" => true,
        "rtsps" => version.knows_rtsps(),
        _ => false,
    }
}

/// `_check_bracketed_host` (gh-103848): IPvFuture or an IPv6 address, never IPv4.
fn check_bracketed_host(host: &str) -> Result<(), String> {
    if let Some(rest) = host.strip_prefix('v') {
        // re.match(r"\Av[a-fA-F0-9]+\..+\Z", hostname)
        let hex = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
        let after = &rest[hex..];
        let ok = hex > 0 && after.len() > 1 && after.starts_with('.') && !after[1..].contains('\n');
        return if ok {
            Ok(())
        } else {
            Err("IPvFuture address is invalid".to_string())
        };
    }
    if host.parse::<Ipv4Addr>().is_ok() {
        return Err("An IPv4 address cannot be in brackets".to_string());
    }
    // ipaddress.IPv6Address takes a `%scope_id` (3.9).
    let (address, scope) = match host.split_once('%') {
        Some((address, scope)) => (address, Some(scope)),
        None => (host, None),
    };
    let scope_ok = scope.is_none_or(|s| !s.is_empty() && !s.contains('%'));
    if scope_ok && address.parse::<Ipv6Addr>().is_ok() {
        return Ok(());
    }
    Err(format!(
        "{} does not appear to be an IPv4 or IPv6 address",
        python_repr(host)
    ))
}

/// `_checknetloc` (bpo-36216): a non-ASCII netloc must not gain `/`, `?`, `#`, `@` or `:` under
/// NFKC.
fn check_netloc(netloc: &str) -> Result<(), String> {
    if netloc.is_ascii() {
        return Ok(());
    }
    let n: String = netloc
        .chars()
        .filter(|c| !matches!(c, '@' | ':' | '#' | '?'))
        .collect();
    let normalized = icu_normalizer::ComposingNormalizerBorrowed::new_nfkc().normalize(&n);
    if n == normalized {
        return Ok(());
    }
    if normalized.contains(['/', '?', '#', '@', ':']) {
        return Err(format!(
            "netloc '{netloc}' contains invalid characters under NFKC normalization"
        ));
    }
    Ok(())
}

/// A string as Python's `repr` quotes it (the common cases: quotes and backslashes).
fn python_repr(text: &str) -> String {
    let quote = if text.contains('\'') && !text.contains('"') {
        '"'
    } else {
        '\''
    };
    quoted(text, quote, |c, out| {
        out.push(c);
        Ok(())
    })
}

#[cfg(test)]
mod tests;
