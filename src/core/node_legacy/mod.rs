//! Node.js's legacy `url.resolve(source, relative)` (lib/url.js), replayed as its code runs:
//! `url.parse` on both texts (trimming, `\` to `/`, the host loop, auto-escaping),
//! `Url.prototype.resolveObject` (its `//` branch, its protocol branch, its "psychotic" branch
//! for protocols without slashes, its right-to-left dot removal) and `Url.prototype.format`.
//!
//! JavaScript's `null` and `undefined` are `None`; `''` is `Some("")` (the code tests both
//! ways).

pub mod steps;

use steps::*;

use crate::core::{Component, Error, Event, Observer, Outcome, Role, Source, Step, UriRef};

/// Resolves `relative` against `source` as `url.resolve(source, relative)` does.
pub(crate) fn resolve<O: Observer>(
    source: &str,
    relative: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base = parse(source, &PARSE_BASE, Role::Base, obs)?;
    let reference = parse(relative, &PARSE_RELATIVE, Role::Reference, obs)?;
    let result = resolve_object(base, reference, obs);
    let href = format(&result);
    if O::ENABLED {
        obs.step(
            &FORMAT,
            Outcome::Decision("protocol + (`//` +) host + pathname + search + hash"),
        );
        let split = UriRef::parse(&href);
        for (component, value) in [
            (Component::Scheme, split.scheme),
            (Component::Authority, split.authority),
            (Component::Path, Some(split.path)),
            (Component::Query, split.query),
            (Component::Fragment, split.fragment),
        ] {
            // The path as the dot removal rewrote it; the rest as the URL object holds it.
            let from = if component == Component::Path {
                Source::Buffer
            } else {
                Source::Record
            };
            obs.assign(&FORMAT, component, from, value);
        }
    }
    Ok(href)
}

/// A legacy URL object, the fields `format` and `resolveObject` read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Url {
    /// Lower case, with its `:`.
    protocol: Option<String>,
    slashes: bool,
    auth: Option<String>,
    host: Option<String>,
    port: Option<String>,
    hostname: Option<String>,
    hash: Option<String>,
    search: Option<String>,
    pathname: Option<String>,
    href: String,
}

/// What JavaScript's `||` and `if` see.
fn truthy(value: &Option<String>) -> bool {
    value.as_deref().is_some_and(|v| !v.is_empty())
}

const SLASHED: [&str; 14] = [
    "http", "http:", "https", "https:", "ftp", "ftp:", "gopher", "gopher:", "file", "file:", "ws",
    "ws:", "wss", "wss:",
];

/// `slashedProtocol.has(protocol)` (internal/url.js).
fn slashed(protocol: Option<&str>) -> bool {
    protocol.is_some_and(|p| SLASHED.contains(&p))
}

/// `hostlessProtocol` and `unsafeProtocol`: both are `javascript`.
fn javascript(protocol: Option<&str>) -> bool {
    matches!(protocol, Some("javascript" | "javascript:"))
}

/// An exception thrown by `url.parse`, as Node prints it.
fn thrown(step: &'static Step, text: &str) -> Error {
    Error::Unresolvable {
        step,
        reason: text.to_string(),
    }
}

const INVALID_URL: &str = "TypeError [ERR_INVALID_URL]: Invalid URL";

/// `Url.prototype.parse(url, false, true)`.
fn parse<O: Observer>(
    url: &str,
    step: &'static Step,
    role: Role,
    obs: &mut O,
) -> Result<Url, Error> {
    let mut u = Url::default();
    let (mut rest, converted) = trim_and_convert(url);
    if converted {
        obs.step(&TRIM, Outcome::Warning(&BACKSLASH));
    }
    // protocolPattern = /^[a-z0-9.+-]+:/i
    let name = rest
        .bytes()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'+' | b'-'))
        .count();
    let proto =
        (name > 0 && rest.as_bytes().get(name) == Some(&b':')).then(|| rest[..=name].to_string());
    let lower_proto = proto.as_deref().map(str::to_ascii_lowercase);
    if let Some(proto) = &proto {
        u.protocol = lower_proto.clone();
        rest.drain(..proto.len());
    }
    let lower = lower_proto.as_deref();
    // With slashesDenoteHost, `//` always starts a host.
    let slashes = rest.starts_with("//");
    if slashes && !(proto.is_some() && javascript(lower)) {
        rest.drain(..2);
        u.slashes = true;
    }
    let original_case_slashed = slashed(proto.as_deref());
    if !javascript(lower) && (slashes || (proto.is_some() && !original_case_slashed)) {
        if proto.is_some() && !original_case_slashed && slashed(lower) && !slashes {
            obs.step(step, Outcome::Warning(&UPPER_CASE_PROTOCOL));
        }
        rest = parse_host(&mut u, rest, step)?;
    }
    if !javascript(lower) {
        let escaped = auto_escape(&rest);
        if escaped != rest {
            obs.step(step, Outcome::Warning(&ESCAPED));
            rest = escaped;
        }
    }
    let hash_at = rest.find('#');
    let before_hash = &rest[..hash_at.unwrap_or(rest.len())];
    let question_at = before_hash.find('?');
    if let Some(h) = hash_at {
        u.hash = Some(rest[h..].to_string());
    }
    if let Some(q) = question_at {
        u.search = Some(before_hash[q..].to_string());
    }
    let first = question_at.or(hash_at);
    match first {
        None if !rest.is_empty() => u.pathname = Some(rest.clone()),
        Some(first) if first > 0 => u.pathname = Some(rest[..first].to_string()),
        _ => {}
    }
    if slashed(lower) && truthy(&u.hostname) && !truthy(&u.pathname) {
        u.pathname = Some("/".to_string());
    }
    u.href = format(&u);
    if O::ENABLED {
        let auth_host = match (&u.auth, &u.host) {
            (Some(auth), Some(host)) => Some(format!("{auth}@{host}")),
            (None, Some(host)) => Some(host.clone()),
            (Some(auth), None) => Some(format!("{auth}@")),
            (None, None) => None,
        };
        for (component, value) in [
            (
                Component::Scheme,
                u.protocol.as_deref().map(|p| p.trim_end_matches(':')),
            ),
            (Component::Authority, auth_host.as_deref()),
            (Component::Path, u.pathname.as_deref()),
            (Component::Query, u.search.as_deref().map(|s| &s[1..])),
            (Component::Fragment, u.hash.as_deref().map(|h| &h[1..])),
        ] {
            obs.on_event(Event::Read {
                step,
                role,
                component,
                value,
            });
        }
    }
    Ok(u)
}

/// The first loop of `parse`: the text between the first and the last character that is not
/// whitespace (below U+0021, U+00A0, U+FEFF), every `\` before the first `?` or `#` made `/`.
/// Also says whether a `\` was converted.
fn trim_and_convert(url: &str) -> (String, bool) {
    let mut rest = String::new();
    let (mut start, mut end): (Option<usize>, Option<usize>) = (None, None);
    let mut last_pos = 0;
    let (mut in_ws, mut split) = (false, false);
    for (i, c) in url.char_indices() {
        let is_ws = (c as u32) < 33 || c == '\u{a0}' || c == '\u{feff}';
        if start.is_none() {
            if is_ws {
                continue;
            }
            start = Some(i);
            last_pos = i;
        } else if in_ws {
            if !is_ws {
                end = None;
                in_ws = false;
            }
        } else if is_ws {
            end = Some(i);
            in_ws = true;
        }
        if !split {
            match c {
                '#' | '?' => split = true,
                '\\' => {
                    rest.push_str(&url[last_pos..i]);
                    rest.push('/');
                    last_pos = i + 1;
                }
                _ => {}
            }
        }
    }
    let Some(start) = start else {
        return (rest, false);
    };
    if last_pos == start {
        let end = end.unwrap_or(url.len());
        return (url[start..end].to_string(), false);
    }
    match end {
        None if last_pos < url.len() => rest.push_str(&url[last_pos..]),
        Some(end) if last_pos < end => rest.push_str(&url[last_pos..end]),
        _ => {}
    }
    (rest, true)
}

/// The host part of `parse`: TAB, CR and LF removed up to the host's end, the auth decoded, the
/// port and the host name split, the name validated, lowercased and made ASCII. Returns the
/// text after the host.
fn parse_host(u: &mut Url, rest: String, step: &'static Step) -> Result<String, Error> {
    // The loop deletes TAB, CR and LF as it meets them, and stops at the host's end.
    let stop = rest.find(['#', '/', '?']).unwrap_or(rest.len());
    let rest = if rest[..stop].contains(['\t', '\n', '\r']) {
        let mut cleaned = rest[..stop].replace(['\t', '\n', '\r'], "");
        cleaned.push_str(&rest[stop..]);
        cleaned
    } else {
        rest
    };
    let (mut host_end, mut at_sign, mut non_host) = (None, None, None);
    for (i, b) in rest.bytes().enumerate() {
        match b {
            b' ' | b'"' | b'%' | b'\'' | b';' | b'<' | b'>' | b'\\' | b'^' | b'`' | b'{' | b'|'
            | b'}' => {
                non_host.get_or_insert(i);
            }
            b'#' | b'/' | b'?' => {
                non_host.get_or_insert(i);
                host_end = Some(i);
            }
            b'@' => {
                at_sign = Some(i);
                non_host = None;
            }
            _ => {}
        }
        if host_end.is_some() {
            break;
        }
    }
    let mut start = 0;
    if let Some(at) = at_sign {
        u.auth = Some(
            decode_uri_component(&rest[..at])
                .ok_or_else(|| thrown(step, "URIError: URI malformed"))?,
        );
        start = at + 1;
    }
    let (host, mut rest) = match non_host {
        None => (rest[start..].to_string(), String::new()),
        Some(n) => (rest[start..n].to_string(), rest[n..].to_string()),
    };
    // parseHost: portPattern = /:[0-9]*$/
    let digits = host.bytes().rev().take_while(u8::is_ascii_digit).count();
    let mut name = host.as_str();
    if host[..host.len() - digits].ends_with(':') {
        if digits > 0 {
            u.port = Some(host[host.len() - digits..].to_string());
        }
        name = &host[..host.len() - digits - 1];
    }
    let mut hostname = name.to_string();
    let ipv6 = hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']');
    if !ipv6 {
        // getHostname: the name ends at `/`, `\`, `#`, `?` or `:`; the rest goes to the path.
        if let Some(i) = hostname.find(['/', '\\', '#', '?', ':']) {
            rest = format!("/{}{rest}", &hostname[i..]);
            hostname.truncate(i);
        }
    }
    if hostname.encode_utf16().count() > 255 {
        hostname.clear();
    } else {
        hostname = hostname.to_lowercase();
    }
    if !hostname.is_empty() {
        if ipv6 {
            if hostname.contains([
                '\0', '\t', '\n', '\r', ' ', '#', '%', '/', '<', '>', '?', '@', '\\', '^', '|',
            ]) {
                return Err(thrown(step, INVALID_URL));
            }
        } else {
            hostname = idna::domain_to_ascii(&hostname).unwrap_or_default();
            let forbidden = [
                '\0', '\t', '\n', '\r', ' ', '#', '%', '/', ':', '<', '>', '?', '@', '[', '\\',
                ']', '^', '|',
            ];
            if hostname.is_empty() || hostname.contains(forbidden) {
                return Err(thrown(step, INVALID_URL));
            }
        }
    }
    let mut host = hostname.clone();
    if let Some(port) = u.port.as_deref().filter(|p| !p.is_empty()) {
        host.push(':');
        host.push_str(port);
    }
    u.host = Some(host);
    if ipv6 {
        hostname = hostname[1..hostname.len() - 1].to_string();
        if !rest.starts_with('/') {
            rest.insert(0, '/');
        }
    }
    u.hostname = Some(hostname);
    Ok(rest)
}

/// `decodeURIComponent`: every `%XX`, each run of them valid UTF-8; `None` where JavaScript
/// throws `URIError`.
fn decode_uri_component(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] != b'%' {
            let next = text[i..].find('%').map_or(text.len(), |n| i + n);
            out.push_str(&text[i..next]);
            i = next;
            continue;
        }
        let mut run = Vec::new();
        while i < bytes.len() && bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            run.push(
                u8::from_str_radix(hex, 16)
                    .ok()
                    .filter(|_| hex.bytes().all(|b| b.is_ascii_hexdigit()))?,
            );
            i += 3;
        }
        out.push_str(std::str::from_utf8(&run).ok()?);
    }
    Some(out)
}

/// `autoEscapeStr`: RFC 2396's delims and unwise characters, and `'`.
fn auto_escape(rest: &str) -> String {
    let mut out = String::with_capacity(rest.len());
    for c in rest.chars() {
        match c {
            '\t' => out.push_str("%09"),
            '\n' => out.push_str("%0A"),
            '\r' => out.push_str("%0D"),
            ' ' => out.push_str("%20"),
            '"' => out.push_str("%22"),
            '\'' => out.push_str("%27"),
            '<' => out.push_str("%3C"),
            '>' => out.push_str("%3E"),
            '\\' => out.push_str("%5C"),
            '^' => out.push_str("%5E"),
            '`' => out.push_str("%60"),
            '{' => out.push_str("%7B"),
            '|' => out.push_str("%7C"),
            '}' => out.push_str("%7D"),
            c => out.push(c),
        }
    }
    out
}

/// `encodeStr(auth, noEscapeAuth, hexTable)`.
fn encode_auth(auth: &str) -> String {
    let mut out = String::with_capacity(auth.len());
    for c in auth.chars() {
        let keep = c.is_ascii_alphanumeric()
            || matches!(
                c,
                '!' | '\'' | '(' | ')' | '*' | '-' | '.' | ':' | '_' | '~'
            );
        if keep {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// `Url.prototype.format`.
fn format(u: &Url) -> String {
    let mut auth = String::new();
    if truthy(&u.auth) {
        auth = encode_auth(u.auth.as_deref().unwrap_or(""));
        auth.push('@');
    }
    let mut protocol = u.protocol.clone().unwrap_or_default();
    let mut host = String::new();
    if truthy(&u.host) {
        host = auth + u.host.as_deref().unwrap_or("");
    } else if truthy(&u.hostname) {
        let hostname = u.hostname.as_deref().unwrap_or("");
        let bracketed = hostname.len() >= 2 && hostname.starts_with('[') && hostname.ends_with(']');
        host = if hostname.contains(':') && !bracketed {
            format!("{auth}[{hostname}]")
        } else {
            auth + hostname
        };
        if truthy(&u.port) {
            host.push(':');
            host.push_str(u.port.as_deref().unwrap_or(""));
        }
    }
    let mut search = u.search.clone().unwrap_or_default();
    if !protocol.is_empty() && !protocol.ends_with(':') {
        protocol.push(':');
    }
    let mut pathname = u
        .pathname
        .as_deref()
        .unwrap_or("")
        .replace('#', "%23")
        .replace('?', "%3F");
    if u.slashes || slashed(Some(&protocol)) {
        if u.slashes || !host.is_empty() {
            if !pathname.is_empty() && !pathname.starts_with('/') {
                pathname.insert(0, '/');
            }
            host.insert_str(0, "//");
        } else if protocol.starts_with("file") {
            host = "//".to_string();
        }
    }
    search = search.replace('#', "%23");
    let mut hash = u.hash.clone().unwrap_or_default();
    if !hash.is_empty() && !hash.starts_with('#') {
        hash.insert(0, '#');
    }
    if !search.is_empty() && !search.starts_with('?') {
        search.insert(0, '?');
    }
    protocol + &host + &pathname + &search + &hash
}

/// `Url.prototype.resolveObject`.
fn resolve_object<O: Observer>(base: Url, mut relative: Url, obs: &mut O) -> Url {
    let mut result = base;
    result.hash = relative.hash.clone();
    if relative.href.is_empty() {
        obs.step(
            &EMPTY,
            Outcome::Decision("the reference is empty: the base with the reference's hash (none)"),
        );
        return result;
    }
    obs.step(&EMPTY, Outcome::Decision("the reference is not empty"));
    if relative.slashes && relative.protocol.is_none() {
        obs.step(
            &NETWORK_PATH,
            Outcome::Decision(
                "`//` and no protocol: everything but the protocol from the reference",
            ),
        );
        if has_dots(&relative.pathname) {
            obs.step(&NETWORK_PATH, Outcome::Warning(&NO_DOT_REMOVAL));
        }
        let protocol = result.protocol.take();
        result = Url {
            protocol,
            ..relative
        };
        if slashed(result.protocol.as_deref())
            && truthy(&result.hostname)
            && !truthy(&result.pathname)
        {
            obs.step(&NETWORK_PATH, Outcome::Warning(&EMPTY_PATH_IS_ROOT));
            result.pathname = Some("/".to_string());
        }
        return result;
    }
    if relative.protocol.is_some() && relative.protocol != result.protocol {
        if !slashed(relative.protocol.as_deref()) {
            obs.step(
                &OTHER_PROTOCOL,
                Outcome::Decision("another protocol, not a slashed one: the reference as it is"),
            );
            return relative;
        }
        obs.step(
            &OTHER_PROTOCOL,
            Outcome::Decision("another slashed protocol: the reference's parts"),
        );
        result.protocol = relative.protocol.clone();
        let protocol = relative.protocol.as_deref().unwrap_or("");
        if !truthy(&relative.host)
            && protocol != "file"
            && protocol != "file:"
            && !javascript(Some(protocol))
        {
            let path = relative.pathname.clone().unwrap_or_default();
            let mut rel_path: Vec<&str> = path.split('/').collect();
            // while (relPath.length && !(relative.host = relPath.shift()));
            let taken = rel_path
                .iter()
                .position(|segment| !segment.is_empty())
                .map_or(rel_path.len(), |i| i + 1);
            let shifted = taken.checked_sub(1).map(|i| rel_path[i]);
            rel_path.drain(..taken);
            relative.host = Some(shifted.unwrap_or("").to_string());
            if truthy(&relative.host) {
                obs.step(&OTHER_PROTOCOL, Outcome::Warning(&FIRST_SEGMENT_IS_HOST));
            }
            if !truthy(&relative.hostname) {
                relative.hostname = Some(String::new());
            }
            if rel_path.first() != Some(&"") {
                rel_path.insert(0, "");
            }
            if rel_path.len() < 2 {
                rel_path.insert(0, "");
            }
            result.pathname = Some(rel_path.join("/"));
        } else {
            result.pathname = relative.pathname.clone();
        }
        result.search = relative.search.clone();
        result.host = Some(relative.host.clone().unwrap_or_default());
        result.auth = relative.auth.clone();
        result.hostname = if truthy(&relative.hostname) {
            relative.hostname.clone()
        } else {
            relative.host.clone()
        };
        result.port = relative.port.clone();
        result.slashes = result.slashes || relative.slashes;
        return result;
    }
    if relative.protocol.is_some() && !truthy(&relative.host) {
        obs.step(
            &OTHER_PROTOCOL,
            Outcome::Warning(&SAME_PROTOCOL_IS_RELATIVE),
        );
    }
    let starts_with_slash = |p: &Option<String>| p.as_deref().is_some_and(|p| p.starts_with('/'));
    let is_source_abs = starts_with_slash(&result.pathname);
    let is_rel_abs = truthy(&relative.host) || starts_with_slash(&relative.pathname);
    let mut must_end_abs =
        is_rel_abs || is_source_abs || (truthy(&result.host) && truthy(&relative.pathname));
    let remove_all_dots = must_end_abs;
    let source_path = result
        .pathname
        .clone()
        .filter(|p| !p.is_empty())
        .unwrap_or_default();
    let relative_path = relative
        .pathname
        .clone()
        .filter(|p| !p.is_empty())
        .unwrap_or_default();
    let mut src_path: Vec<String> = if source_path.is_empty() {
        Vec::new()
    } else {
        source_path.split('/').map(str::to_string).collect()
    };
    let mut rel_path: Vec<String> = if relative_path.is_empty() {
        Vec::new()
    } else {
        relative_path.split('/').map(str::to_string).collect()
    };
    let no_leading_slashes = result.protocol.is_some() && !slashed(result.protocol.as_deref());
    if no_leading_slashes {
        obs.step(&PSYCHOTIC, Outcome::Warning(&NON_SLASHED_BASE));
        result.hostname = Some(String::new());
        result.port = None;
        if truthy(&result.host) {
            let host = result.host.clone().unwrap_or_default();
            if src_path.first().map(String::as_str) == Some("") {
                src_path[0] = host;
            } else {
                src_path.insert(0, host);
            }
        }
        result.host = Some(String::new());
        if relative.protocol.is_some() {
            relative.hostname = None;
            relative.port = None;
            result.auth = None;
            if truthy(&relative.host) {
                let host = relative.host.clone().unwrap_or_default();
                if rel_path.first().map(String::as_str) == Some("") {
                    rel_path[0] = host;
                } else {
                    rel_path.insert(0, host);
                }
            }
            relative.host = None;
        }
        must_end_abs = must_end_abs
            && (rel_path.first().map(String::as_str) == Some("")
                || src_path.first().map(String::as_str) == Some(""));
    }
    if is_rel_abs {
        obs.step(
            &MERGE,
            Outcome::Decision("the reference has a host or a path from the root: its path"),
        );
        if relative.host.is_some() {
            if result.host != relative.host {
                result.auth = None;
            }
            result.host = relative.host.clone();
            result.port = relative.port.clone();
        }
        if relative.hostname.is_some() {
            if result.hostname != relative.hostname {
                result.auth = None;
            }
            result.hostname = relative.hostname.clone();
        }
        result.search = relative.search.clone();
        src_path = rel_path;
    } else if !rel_path.is_empty() {
        obs.step(
            &MERGE,
            Outcome::Decision(
                "a relative path: the base's without its last segment, then the reference's",
            ),
        );
        src_path.pop();
        src_path.extend(rel_path);
        result.search = relative.search.clone();
    } else if relative.search.is_some() {
        obs.step(
            &MERGE,
            Outcome::Decision("a query alone: the base's path with the reference's search"),
        );
        if no_leading_slashes {
            let host = if src_path.is_empty() {
                None
            } else {
                Some(src_path.remove(0))
            };
            result.hostname = host.clone();
            result.host = host;
            split_auth_in_host(&mut result);
        }
        result.search = relative.search.clone();
        return result;
    }
    if src_path.is_empty() {
        obs.step(&MERGE, Outcome::Decision("no path at all"));
        result.pathname = None;
        return result;
    }
    let last = src_path.last().cloned().unwrap_or_default();
    let has_trailing_slash =
        ((truthy(&result.host) || truthy(&relative.host) || src_path.len() > 1)
            && (last == "." || last == ".."))
            || last.is_empty();
    let before = if O::ENABLED {
        src_path.join("/")
    } else {
        String::new()
    };
    // Right to left: `.` goes, `..` goes and counts one up, and a segment goes for each count.
    let mut up = 0usize;
    let mut kept: Vec<String> = Vec::with_capacity(src_path.len());
    for segment in src_path.into_iter().rev() {
        if segment == "." {
        } else if segment == ".." {
            up += 1;
        } else if up > 0 {
            up -= 1;
        } else {
            kept.push(segment);
        }
    }
    kept.reverse();
    let mut src_path = kept;
    if !must_end_abs && !remove_all_dots {
        if up > 0 {
            obs.step(&DOTS, Outcome::Warning(&ABOVE_ROOT_KEPT));
        }
        let mut restored = vec![String::from(".."); up];
        restored.append(&mut src_path);
        src_path = restored;
    }
    let first_is = |path: &[String], text: &str| path.first().map(String::as_str) == Some(text);
    let first_starts_slash = |path: &[String]| path.first().is_some_and(|s| s.starts_with('/'));
    if must_end_abs && !first_is(&src_path, "") && !first_starts_slash(&src_path) {
        src_path.insert(0, String::new());
    }
    if has_trailing_slash && !src_path.join("/").ends_with('/') {
        src_path.push(String::new());
    }
    let is_absolute = first_is(&src_path, "") || first_starts_slash(&src_path);
    if no_leading_slashes {
        let host = if is_absolute || src_path.is_empty() {
            String::new()
        } else {
            src_path.remove(0)
        };
        result.hostname = Some(host.clone());
        result.host = Some(host);
        split_auth_in_host(&mut result);
    }
    must_end_abs = must_end_abs || (truthy(&result.host) && !src_path.is_empty());
    if must_end_abs && !is_absolute {
        src_path.insert(0, String::new());
    }
    result.pathname = (!src_path.is_empty()).then(|| src_path.join("/"));
    if O::ENABLED {
        let after = result.pathname.clone().unwrap_or_default();
        obs.on_event(Event::Rewrite {
            step: &DOTS,
            component: Component::Path,
            before: &before,
            after: &after,
        });
    }
    if truthy(&relative.auth) {
        result.auth = relative.auth.clone();
    }
    result.slashes = result.slashes || relative.slashes;
    result
}

/// `result.host.split('@')` when the host has an `@` after its first character: the auth, then
/// the host.
fn split_auth_in_host(result: &mut Url) {
    let Some(host) = result.host.clone() else {
        return;
    };
    if host.find('@').is_some_and(|at| at > 0) {
        let mut parts = host.split('@');
        result.auth = parts.next().map(str::to_string);
        let host = parts.next().map(str::to_string);
        result.host = host.clone();
        result.hostname = host;
    }
}

fn has_dots(path: &Option<String>) -> bool {
    path.as_deref()
        .is_some_and(|p| p.split('/').any(|s| s == "." || s == ".."))
}

#[cfg(test)]
mod tests;
