//! .NET's `new Uri(new Uri(base), reference).AbsoluteUri` as Mono 6.8 runs it: the base parsed
//! as an absolute URI, the reference asked whether it is one (`CreateThis` with
//! `UriKind.RelativeOrAbsolute`), then `ResolveHelper`'s shortcuts, `GetCombinedString`'s
//! scheme check and `CombineUri`'s join make a string that is parsed again and written
//! (`AbsoluteUri`). The http, https, ws, wss, ftp and file syntaxes and that of an unknown
//! scheme are modelled (syntax.rs); another built-in scheme (`mailto`, `news`), or a file path
//! written without a scheme, is refused naming it.

use super::canonical::{
    compress, escape, escape_unescape_iri, escaped_canonical, has_unicode, iri_applies,
    unescape_dots_and_slashes,
};
use super::host::Host;
use super::parse::{self, Fault, Scheme, Uri};
use super::steps::*;
use super::syntax::{self, Syntax};

use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::{Event, Observer, Outcome};
use crate::core::vocabulary::release::Release;
use crate::core::vocabulary::row::Row;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::warning::Warning;

/// .NET's row in the profiles' registry.
pub(crate) static ROW: Row = Row {
    aliases: &["System.Uri", "mono", "csharp", "c#", "dotnet-uri"],
    releases: &super::version::RELEASES,
    name: "Mono {} System.Uri",
    title: "Mono {} System.Uri (the .NET Framework's URI.cs)",
    about: ".NET's new Uri(baseUri, relative), as ASP.NET and C# clients resolve a link",
    snippet: Some("csharp"),
    equivalence: None,
};

/// Resolves `reference` against `base` as `new Uri(new Uri(base), reference).AbsoluteUri` does.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base_chars: Vec<char> = base.chars().collect();
    let base_uri = absolute(&base_chars, &PARSE_BASE, obs)?;
    if O::ENABLED {
        read_into_trace(&base_uri, &PARSE_BASE, Role::Base, obs);
    }
    let rel: Vec<char> = reference.chars().collect();
    if let Some(target) = absolute_reference(&rel, obs)? {
        return Ok(write(&target, &ABSOLUTE_URI, obs));
    }
    let combined = combine(&base_uri, &base_chars, &rel, obs);
    let result = absolute(&combined, &ABSOLUTE_URI, obs)?;
    Ok(write(&result, &ABSOLUTE_URI, obs))
}

/// The exception .NET throws, at the step that throws it.
fn thrown(step: &'static Step, fault: Fault) -> Error {
    if fault == Fault::DosPath {
        return unmodelled(&NOT_MODELLED, fault.message());
    }
    Error::Unresolvable {
        step,
        reason: format!("UriFormatException: {}", fault.message()),
    }
}

/// A string uriscope does not model, named.
fn unmodelled(step: &'static Step, what: &str) -> Error {
    Error::Unresolvable {
        step,
        reason: format!(
            "uriscope models System.Uri for http, https, ws, wss, ftp, file and unknown schemes' \
             URIs only; this is {what}"
        ),
    }
}

/// `CreateThis(text, false, UriKind.Absolute)`: an absolute URI of a modelled scheme, or the
/// exception.
fn absolute<O: Observer>(text: &[char], step: &'static Step, obs: &mut O) -> Result<Uri, Error> {
    match parse::scheme(text).map_err(|fault| thrown(step, fault))? {
        Scheme::Modelled(syntax, name, colon) => {
            let uri = read(text, syntax, &name, colon).map_err(|fault| thrown(step, fault))?;
            obs.step(step, Outcome::Decision("an absolute URI"));
            Ok(uri)
        }
        Scheme::Other(name) => Err(unmodelled(&NOT_MODELLED, &format!("a `{name}:` URI"))),
        Scheme::ImplicitFile(what) => Err(unmodelled(&NOT_MODELLED, what)),
    }
}

/// The parts `uri` was read into, as the trace shows them.
fn read_into_trace<O: Observer>(uri: &Uri, step: &'static Step, role: Role, obs: &mut O) {
    let text = |part: &Vec<char>| part.iter().collect::<String>();
    let authority = uri.authority.as_ref().map(|_| {
        let server = scheme_and_server(uri);
        server[uri.scheme.len() + 3..].to_string()
    });
    let (path, query, fragment) = (
        text(&uri.path),
        uri.query.as_ref().map(text),
        uri.fragment.as_ref().map(text),
    );
    obs.read_components(
        step,
        role,
        [
            (Component::Scheme, Some(&uri.scheme)),
            (Component::Authority, authority.as_deref()),
            (Component::Path, Some(&path)),
            (Component::Query, query.as_deref()),
            (Component::Fragment, fragment.as_deref()),
        ],
    );
}

/// The parts of an absolute URI, IRI parsing's normalization applied where it applies.
fn read(text: &[char], syntax: &'static Syntax, name: &str, colon: usize) -> Result<Uri, Fault> {
    let iri = iri_applies(text);
    let mut uri = parse::authority_and_rest(text, syntax, name, colon, iri)?;
    // The scheme as written must be its name (else `SchemeNotCanonical` has the URI rebuilt).
    let written_scheme: String = text[..colon].iter().collect::<String>();
    let twice = iri
        && uri.authority.is_none()
        && !has_unicode(text)
        && written_scheme.trim_start_matches([' ', '\t', '\n', '\r']) == name;
    if iri {
        let mut rewrote = false;
        let mut normalize = |part: &mut Vec<char>| {
            let normalized = escape_unescape_iri(part);
            rewrote |= normalized != *part;
            *part = normalized;
        };
        if let Some(authority) = &mut uri.authority {
            if let Host::Share(_) = authority.host {
                authority.host = Host::Share(String::new());
            }
            authority.user_info.iter_mut().for_each(&mut normalize);
        }
        normalize(&mut uri.path);
        uri.query.iter_mut().for_each(&mut normalize);
        uri.fragment.iter_mut().for_each(&mut normalize);
        uri.iri_rewrote = rewrote;
        // Mono 6.8 keeps the text it read after a scheme without an authority and appends the
        // normalized rest to it; where that rest needs no escaping, the text is written too.
        let parts = [Some(&uri.path), uri.query.as_ref(), uri.fragment.as_ref()];
        if twice
            && parts
                .into_iter()
                .flatten()
                .all(|part| escaped_canonical(part))
        {
            uri.written_twice = Some(text[colon + 1..].to_vec());
        }
    }
    Ok(uri)
}

/// `CreateThis(relativeUri, false, UriKind.RelativeOrAbsolute)`: the reference as an absolute
/// URI, or `None` where it is relative; a fatal parsing error is thrown.
fn absolute_reference<O: Observer>(rel: &[char], obs: &mut O) -> Result<Option<Uri>, Error> {
    let step = &PARSE_REFERENCE;
    match parse::scheme(rel) {
        Err(Fault::MustRootedPath) => {
            obs.step(step, Outcome::Warning(&ONE_LETTER_SCHEME));
            Err(thrown(step, Fault::MustRootedPath))
        }
        Err(fault) if fault.leaves_relative() => {
            obs.step(step, Outcome::Decision("no scheme: a relative reference"));
            Ok(None)
        }
        Err(fault) => Err(thrown(step, fault)),
        Ok(Scheme::ImplicitFile("a Unix file path")) => {
            obs.step(step, Outcome::Decision("a path: a relative reference"));
            Ok(None)
        }
        Ok(Scheme::ImplicitFile(what)) => {
            if what == "a Windows drive path" {
                obs.step(step, Outcome::Warning(&ONE_LETTER_SCHEME));
            }
            Err(unmodelled(&NOT_MODELLED, what))
        }
        Ok(Scheme::Other(name)) => Err(unmodelled(&NOT_MODELLED, &format!("a `{name}:` URI"))),
        Ok(Scheme::Modelled(syntax, name, colon)) => match read(rel, syntax, &name, colon) {
            Ok(uri) => {
                obs.step(step, Outcome::Decision("an absolute URI: the result"));
                if O::ENABLED {
                    read_into_trace(&uri, step, Role::Reference, obs);
                }
                Ok(Some(uri))
            }
            Err(fault) if fault.leaves_relative() && iri_applies(rel) => {
                obs.step(step, Outcome::Warning(&MONO_NULL_REFERENCE));
                Err(Error::Unresolvable {
                    step,
                    reason: "NullReferenceException: Object reference not set to an instance \
                             of an object"
                        .to_string(),
                })
            }
            Err(fault) if fault.leaves_relative() => {
                obs.step(
                    step,
                    Outcome::Decision("a scheme but no authority: a relative reference"),
                );
                Ok(None)
            }
            Err(fault) => Err(thrown(step, fault)),
        },
    }
}

/// `ResolveHelper`, `GetCombinedString` and `CombineUri`: the string to parse again.
fn combine<O: Observer>(base: &Uri, base_text: &[char], rel: &[char], obs: &mut O) -> Vec<char> {
    let is_lws = |c: &char| matches!(c, ' ' | '\n' | '\r' | '\t');
    let start = rel.iter().take_while(|c| is_lws(c)).count();
    let end = rel.len() - rel[start..].iter().rev().take_while(|c| is_lws(c)).count();
    if start > 0 || end < rel.len() {
        obs.step(&RESOLVE_HELPER, Outcome::Warning(&TRIMMED));
    }
    let rel = &rel[start..end];
    match rel.first() {
        None => {
            obs.step(&RESOLVE_HELPER, Outcome::Decision("empty: the base"));
            // `UriFormat.SafeUnescaped`, which escapes a `#` in the fragment.
            let written = absolute_uri(base, true, false);
            let fragment = (base.fragment.as_ref())
                .map(|fragment| format!("#{}", escape(fragment, &['#'])))
                .unwrap_or_default();
            return chars(&(written + &fragment));
        }
        Some('#') => {
            obs.step(
                &RESOLVE_HELPER,
                Outcome::Decision("a fragment: the base's, replaced"),
            );
            return [chars(&absolute_uri(base, true, false)), rel.to_vec()].concat();
        }
        Some('?') if base.syntax.has(syntax::MAY_HAVE_QUERY) => {
            obs.step(
                &RESOLVE_HELPER,
                Outcome::Decision("a query: the base's, replaced"),
            );
            return [chars(&absolute_uri(base, false, false)), rel.to_vec()].concat();
        }
        _ => {}
    }
    obs.step(&RESOLVE_HELPER, Outcome::Decision("a path or an authority"));
    let mut rel = rel.to_vec();
    let scheme = scheme_colon(&rel)
        .and_then(|colon| Some((colon, parse::scheme_syntax(&rel[..colon]).ok()?)));
    if let Some((colon, name)) = scheme {
        if name != base.scheme {
            obs.step(
                &COMBINED_STRING,
                Outcome::Decision("another scheme: the reference alone"),
            );
            return rel;
        }
        obs.step(&COMBINED_STRING, Outcome::Warning(&SAME_SCHEME));
        rel.drain(..=colon);
    }
    if rel.is_empty() {
        obs.step(
            &COMBINED_STRING,
            Outcome::Decision("nothing left: the base as written"),
        );
        return base_text.to_vec();
    }
    combine_uri(base, rel, obs)
}

/// Where `GetCombinedString` finds a scheme's `:`: before any `/`, `\`, `?` or `#`, after two
/// characters at least.
fn scheme_colon(rel: &[char]) -> Option<usize> {
    let at = rel
        .iter()
        .position(|c| matches!(c, '/' | '\\' | '?' | '#' | ':'))?;
    (rel[at] == ':' && at >= 2).then_some(at)
}

/// `CombineUri` for a base of a syntax that is not a file's.
fn combine_uri<O: Observer>(base: &Uri, mut rel: Vec<char>, obs: &mut O) -> Vec<char> {
    let server = chars(&scheme_and_server(base));
    if base.syntax.has(syntax::FILE_LIKE) && (rel[0] == '/' || rel[0] == '\\') {
        // A share path (`//h/x`), else a path from the root of no host: Mono on Unix takes
        // no base as a share path.
        if matches!(rel.get(1), Some('/' | '\\')) {
            obs.step(
                &COMBINE_URI,
                Outcome::Decision("a share path: `file:` before it"),
            );
            return [chars("file:"), rel].concat();
        }
        obs.step(
            &COMBINE_URI,
            Outcome::Decision("a path from the root: `file://` before it"),
        );
        return [chars("file://"), rel].concat();
    }
    if rel[0] == '/' || rel[0] == '\\' {
        if rel.get(1) == Some(&'/') {
            obs.step(
                &COMBINE_URI,
                Outcome::Decision("an authority: the base's scheme before it"),
            );
            return [chars(&base.scheme), vec![':'], rel].concat();
        }
        if rel[0] == '\\' {
            obs.step(&COMBINE_URI, Outcome::Warning(&BACKSLASH));
            rel[0] = '/';
        }
        obs.step(
            &COMBINE_URI,
            Outcome::Decision("a path from the root: the base's server before it"),
        );
        return [server, rel].concat();
    }
    let base_path = chars(&written_path(base));
    let keep = (base_path.iter().rposition(|&c| c == '/')).map_or(0, |at| at + 1);
    let has_query = base.syntax.has(syntax::MAY_HAVE_QUERY);
    let split = (rel.iter())
        .position(|&c| c == '#' || (has_query && c == '?'))
        .unwrap_or(rel.len());
    let extra = rel.split_off(split);
    let mut path = [&base_path[..keep], &rel[..]].concat();
    obs.step(
        &COMBINE_URI,
        Outcome::Decision("a relative path: the base's path up to its last `/`, then it"),
    );
    let joined: String = path.iter().collect();
    if O::ENABLED {
        let before: String = base_path.iter().collect();
        obs.on_event(Event::Rewrite {
            step: &COMBINE_URI,
            component: Component::Path,
            before: &before,
            after: &joined,
        });
    }
    compress(
        &mut path,
        0,
        base.syntax.has(syntax::CANONICALIZE_AS_FILE_PATH),
    );
    obs.step(&COMPRESS, Outcome::Decision("the joined path compressed"));
    if O::ENABLED {
        let after: String = path.iter().collect();
        obs.on_event(Event::Rewrite {
            step: &COMPRESS,
            component: Component::Path,
            before: &joined,
            after: &after,
        });
    }
    [server, path, extra].concat()
}

fn chars(text: &str) -> Vec<char> {
    text.chars().collect()
}

/// `GetParts(UriComponents.SchemeAndServer | UriComponents.UserInfo)`: `http://u@h:8`, or
/// `urn:` where there is no authority.
fn scheme_and_server(uri: &Uri) -> String {
    let mut out = format!("{}:", uri.scheme);
    let Some(authority) = &uri.authority else {
        return out;
    };
    out.push_str("//");
    if let Some(user_info) = &authority.user_info {
        out.push_str(&escape(user_info, &['?', '#', '/']));
        out.push('@');
    }
    out.push_str(&authority.host.written());
    if let Some(port) = uri.written_port() {
        out.push_str(&format!(":{port}"));
    }
    out
}

/// The path as `AbsoluteUri` writes it: after an authority rooted, `\` as `/` and
/// compressed; escaped.
fn written_path(uri: &Uri) -> String {
    let mut path = uri.path.clone();
    if uri.authority.is_some() {
        if path.first() != Some(&'/') && path.first() != Some(&'\\') {
            path.insert(0, '/');
        }
        if uri.syntax.has(syntax::UNESCAPE_DOTS_AND_SLASHES) {
            unescape_dots_and_slashes(&mut path);
        }
        compress(
            &mut path,
            0,
            uri.syntax.has(syntax::CANONICALIZE_AS_FILE_PATH),
        );
    }
    escape(&path, &['?', '#'])
}

/// `GetParts(UriComponents.AbsoluteUri, UriFormat.UriEscaped)`, its query and fragment left
/// out where asked.
fn absolute_uri(uri: &Uri, with_query: bool, with_fragment: bool) -> String {
    let mut out = scheme_and_server(uri);
    if let Some(rest) = &uri.written_twice {
        out.extend(rest);
    }
    out.push_str(&written_path(uri));
    if let (true, Some(query)) = (with_query, &uri.query) {
        out.push('?');
        out.push_str(&escape(query, &['#']));
    }
    if let (true, Some(fragment)) = (with_fragment, &uri.fragment) {
        out.push('#');
        out.push_str(&escape(fragment, &[]));
    }
    out
}

/// The result written, with what .NET rewrote named.
fn write<O: Observer>(uri: &Uri, step: &'static Step, obs: &mut O) -> String {
    let href = absolute_uri(uri, true, true);
    if O::ENABLED {
        let warn =
            |obs: &mut O, warning: &'static Warning| obs.step(step, Outcome::Warning(warning));
        if uri.authority.is_some() && uri.path.contains(&'\\') {
            warn(obs, &BACKSLASH);
        }
        if uri.iri_rewrote {
            warn(obs, &IRI_UNESCAPED);
        }
        if uri.written_twice.is_some() {
            warn(obs, &MONO_WRITTEN_TWICE);
        }
        let parts = [Some(&uri.path), uri.query.as_ref(), uri.fragment.as_ref()];
        let escaped = parts.into_iter().flatten().any(|part| {
            let kept: String = part.iter().filter(|&&c| c != '\\').collect();
            escape(&kept.chars().collect::<Vec<_>>(), &[]) != kept
        });
        if escaped {
            warn(obs, &ESCAPED);
        }
        let canonical_host = (uri.authority.as_ref())
            .is_some_and(|authority| matches!(authority.host, Host::Ipv4(_) | Host::Ipv6(_)));
        let port = uri.authority.as_ref().and_then(|authority| authority.port);
        if canonical_host || port.is_some_and(|port| uri.written_port() != Some(port)) {
            warn(obs, &CANONICAL_AUTHORITY);
        }
        obs.step(step, Outcome::Decision("AbsoluteUri"));
        crate::core::text::recompose::assign_serialized(obs, step, &href);
    }
    href
}

#[cfg(test)]
mod tests;
