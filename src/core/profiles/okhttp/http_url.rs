//! OkHttp 3.13.1's `HttpUrl.Builder`: its fields, `parse(base, input)` (the scheme, which must be
//! `http` or `https`; an authority where the input has two or more slashes, no base, or another
//! scheme than the base's, else the base's authority, path and perhaps query; then the path
//! segment by segment, the query and the fragment, each canonicalized) and `toString`.

use super::canonicalize::{
    FRAGMENT_ENCODE_SET, Flags, PASSWORD_ENCODE_SET, PATH_SEGMENT_ENCODE_SET, QUERY_ENCODE_SET,
    USERNAME_ENCODE_SET, canonicalize, percent_decode,
};
use super::host::canonicalize_host;

/// An `HttpUrl`, as its `Builder` holds it (`HttpUrl`'s encoded getters read the same text back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct HttpUrl {
    pub scheme: &'static str,
    pub encoded_username: String,
    pub encoded_password: String,
    pub host: String,
    /// `-1` for the scheme's default, as the builder keeps it.
    pub port: i32,
    pub encoded_path_segments: Vec<String>,
    pub encoded_query: Option<String>,
    pub encoded_fragment: Option<String>,
}

/// How `parse` read the input, and what it rewrote, for the trace.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Reading {
    /// An authority of its own (else the base's authority and path: a relative link).
    pub own_authority: bool,
    /// A part written otherwise than the input wrote it: white space trimmed or dropped,
    /// characters percent-encoded, the host or the port written in canonical form.
    pub canonicalized: bool,
    /// A segment `%2e`, `%2e.`, `.%2e` or `%2e%2e` taken for a dot segment.
    pub encoded_dot: bool,
}

impl Reading {
    /// `canonicalize(text, …)`, noting whether it rewrote the text.
    fn canonicalize(&mut self, text: &str, encode_set: &str, flags: Flags) -> String {
        let canonical = canonicalize(text, encode_set, flags);
        self.canonicalized |= canonical != text;
        canonical
    }
}

/// `Builder.parse(base, input)` then `build()`; the `IllegalArgumentException`'s message where
/// it throws.
pub(super) fn parse(base: Option<&HttpUrl>, input: &str) -> Result<(HttpUrl, Reading), String> {
    let whitespace = |c: char| matches!(c, '\t' | '\n' | '\u{c}' | '\r' | ' ');
    let original = input;
    let input = input
        .trim_start_matches(whitespace)
        .trim_end_matches(whitespace);
    let mut reading = Reading {
        canonicalized: input.len() != original.len(),
        ..Reading::default()
    };
    let leading = original.len() - original.trim_start_matches(whitespace).len();
    let mut rest = input;
    let scheme = match scheme_delimiter_offset(input) {
        Some(colon) => {
            let starts = |prefix: &str| {
                input
                    .get(..prefix.len())
                    .is_some_and(|head| head.eq_ignore_ascii_case(prefix))
            };
            if starts("https:") {
                rest = &input[6..];
                "https"
            } else if starts("http:") {
                rest = &input[5..];
                "http"
            } else {
                // The message quotes the input from its start, its white space too.
                return Err(format!(
                    "Expected URL scheme 'http' or 'https' but was '{}'",
                    &original[..leading + colon]
                ));
            }
        }
        None => match base {
            Some(base) => base.scheme,
            None => {
                return Err(
                    "Expected URL scheme 'http' or 'https' but no colon was found".to_string(),
                );
            }
        },
    };
    let mut url = HttpUrl {
        scheme,
        encoded_username: String::new(),
        encoded_password: String::new(),
        host: String::new(),
        port: -1,
        encoded_path_segments: vec![String::new()],
        encoded_query: None,
        encoded_fragment: None,
    };
    let slashes = rest.len() - rest.trim_start_matches(['/', '\\']).len();
    match base {
        Some(base) if slashes < 2 && base.scheme == scheme => {
            url.encoded_username = base.encoded_username.clone();
            url.encoded_password = base.encoded_password.clone();
            url.host = base.host.clone();
            url.port = base.effective_port();
            url.encoded_path_segments = base.encoded_path_segments.clone();
            if rest.is_empty() || rest.starts_with('#') {
                url.encoded_query = base.encoded_query.clone();
            }
        }
        _ => {
            reading.own_authority = true;
            rest = authority(&mut url, &mut reading, &rest[slashes..])?;
        }
    }
    let path_end = rest.find(['?', '#']).unwrap_or(rest.len());
    resolve_path(&mut url, &mut reading, &rest[..path_end]);
    rest = &rest[path_end..];
    if let Some(after) = rest.strip_prefix('?') {
        let end = after.find('#').unwrap_or(after.len());
        let flags = Flags {
            already_encoded: true,
            strict: false,
            plus_is_space: true,
            ascii_only: true,
        };
        url.encoded_query = Some(reading.canonicalize(&after[..end], QUERY_ENCODE_SET, flags));
        rest = &after[end..];
    }
    if let Some(after) = rest.strip_prefix('#') {
        let flags = Flags {
            already_encoded: true,
            strict: false,
            plus_is_space: false,
            ascii_only: false,
        };
        url.encoded_fragment = Some(reading.canonicalize(after, FRAGMENT_ENCODE_SET, flags));
    }
    Ok((url, reading))
}

/// `schemeDelimiterOffset`: the `:` after a letter and scheme characters.
fn scheme_delimiter_offset(input: &str) -> Option<usize> {
    let bytes = input.as_bytes();
    if bytes.len() < 2 || !bytes[0].is_ascii_alphabetic() {
        return None;
    }
    for (i, &b) in bytes.iter().enumerate().skip(1) {
        if b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.') {
            continue;
        }
        return (b == b':').then_some(i);
    }
    None
}

/// The flags of a user name's and a password's `canonicalize`.
const USER_FLAGS: Flags = Flags {
    already_encoded: true,
    strict: false,
    plus_is_space: false,
    ascii_only: true,
};

/// The authority loop: user information up to each `@`, then the host and port up to `/`,
/// `\`, `?`, `#` or the end; what follows.
fn authority<'a>(
    url: &mut HttpUrl,
    reading: &mut Reading,
    mut rest: &'a str,
) -> Result<&'a str, String> {
    let (mut has_username, mut has_password) = (false, false);
    loop {
        let end = rest.find(['@', '/', '\\', '?', '#']).unwrap_or(rest.len());
        if rest[end..].starts_with('@') {
            let part = &rest[..end];
            if has_password {
                let more = reading.canonicalize(part, PASSWORD_ENCODE_SET, USER_FLAGS);
                url.encoded_password = format!("{}%40{more}", url.encoded_password);
            } else {
                let colon = part.find(':').unwrap_or(part.len());
                let username =
                    reading.canonicalize(&part[..colon], USERNAME_ENCODE_SET, USER_FLAGS);
                url.encoded_username = if has_username {
                    format!("{}%40{username}", url.encoded_username)
                } else {
                    username
                };
                if colon != part.len() {
                    has_password = true;
                    url.encoded_password =
                        reading.canonicalize(&part[colon + 1..], PASSWORD_ENCODE_SET, USER_FLAGS);
                }
                has_username = true;
            }
            rest = &rest[end + 1..];
            continue;
        }
        let host_port = &rest[..end];
        let colon = port_colon_offset(host_port);
        let host_text = &host_port[..colon];
        let host = canonicalize_host(&percent_decode(host_text));
        if colon + 1 < host_port.len() {
            let port_text = &host_port[colon + 1..];
            url.port = parse_port(port_text)
                .ok_or_else(|| format!("Invalid URL port: \"{port_text}\""))?;
        } else {
            url.port = default_port(url.scheme);
        }
        url.host = host.ok_or_else(|| format!("Invalid URL host: \"{host_text}\""))?;
        let host_written = if url.host.contains(':') {
            format!("[{}]", url.host)
        } else {
            url.host.clone()
        };
        let port_written = (url.port != default_port(url.scheme)).then(|| url.port.to_string());
        let port_given = (colon < host_port.len()).then(|| &host_port[colon + 1..]);
        reading.canonicalized |= host_written != host_text || port_given != port_written.as_deref();
        return Ok(&rest[end..]);
    }
}

/// `portColonOffset`: the first `:` outside `[…]`, or the end.
fn port_colon_offset(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'[' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b']' {
                    i += 1;
                }
                // `break` leaves the switch; the loop's `i++` steps past the `]`.
            }
            b':' => return i,
            _ => {}
        }
        i += 1;
    }
    bytes.len()
}

/// `parsePort`: the text canonicalized (not as encoded), then `Integer.parseInt`, 1 to 65535.
fn parse_port(text: &str) -> Option<i32> {
    let flags = Flags {
        already_encoded: false,
        strict: false,
        plus_is_space: false,
        ascii_only: true,
    };
    let canonical = canonicalize(text, "", flags);
    let digits = canonical.strip_prefix('+').unwrap_or(&canonical);
    let negative = canonical.starts_with('-');
    let digits = if negative { &canonical[1..] } else { digits };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value: i64 = digits
        .parse()
        .ok()
        .filter(|&v: &i64| v <= i64::from(i32::MAX) + 1)?;
    let value = if negative { -value } else { value };
    (1..=65535).contains(&value).then_some(value as i32)
}

/// `defaultPort(scheme)`.
pub(super) fn default_port(scheme: &str) -> i32 {
    match scheme {
        "http" => 80,
        "https" => 443,
        _ => -1,
    }
}

/// `resolvePath(input, pos, limit)` on the path's text.
fn resolve_path(url: &mut HttpUrl, reading: &mut Reading, path: &str) {
    if path.is_empty() {
        return;
    }
    let mut rest = path;
    if let Some(after) = path.strip_prefix(['/', '\\']) {
        url.encoded_path_segments = vec![String::new()];
        rest = after;
    } else if let Some(last) = url.encoded_path_segments.last_mut() {
        last.clear();
    }
    let mut i = 0;
    while i < rest.len() {
        let end = rest[i..].find(['/', '\\']).map_or(rest.len(), |at| i + at);
        let trailing_slash = end < rest.len();
        push(url, reading, &rest[i..end], trailing_slash);
        i = if trailing_slash { end + 1 } else { end };
    }
}

/// `push`: a segment canonicalized; `.` skipped, `..` pops, any other replaces an empty last
/// segment or is added.
fn push(url: &mut HttpUrl, reading: &mut Reading, text: &str, trailing_slash: bool) {
    let segment = reading.canonicalize(text, PATH_SEGMENT_ENCODE_SET, USER_FLAGS);
    let lower = segment.to_ascii_lowercase();
    let dot = segment == "." || lower == "%2e";
    let dot_dot = segment == ".." || lower == "%2e." || lower == ".%2e" || lower == "%2e%2e";
    reading.encoded_dot |= (dot || dot_dot) && lower.contains("%2e");
    if dot {
        return;
    }
    if dot_dot {
        pop(url);
        return;
    }
    let segments = &mut url.encoded_path_segments;
    match segments.last_mut() {
        Some(last) if last.is_empty() => *last = segment,
        _ => segments.push(segment),
    }
    if trailing_slash {
        segments.push(String::new());
    }
}

/// `pop`: the last segment removed, so that the path ends with `/`.
fn pop(url: &mut HttpUrl) {
    let segments = &mut url.encoded_path_segments;
    let removed = segments.pop().unwrap_or_default();
    match segments.last_mut() {
        Some(last) if removed.is_empty() => last.clear(),
        _ => segments.push(String::new()),
    }
}

impl HttpUrl {
    /// `effectivePort()`: the port, or the scheme's default.
    pub(super) fn effective_port(&self) -> i32 {
        if self.port == -1 {
            default_port(self.scheme)
        } else {
            self.port
        }
    }

    /// `Builder.toString()`, which `HttpUrl.toString()` returns.
    pub(super) fn to_text(&self) -> String {
        let mut text = format!("{}://", self.scheme);
        if !self.encoded_username.is_empty() || !self.encoded_password.is_empty() {
            text.push_str(&self.encoded_username);
            if !self.encoded_password.is_empty() {
                text.push(':');
                text.push_str(&self.encoded_password);
            }
            text.push('@');
        }
        if self.host.contains(':') {
            text.push('[');
            text.push_str(&self.host);
            text.push(']');
        } else {
            text.push_str(&self.host);
        }
        let port = self.effective_port();
        if port != default_port(self.scheme) {
            text.push(':');
            text.push_str(&port.to_string());
        }
        for segment in &self.encoded_path_segments {
            text.push('/');
            text.push_str(segment);
        }
        if let Some(query) = &self.encoded_query {
            text.push('?');
            text.push_str(query);
        }
        if let Some(fragment) = &self.encoded_fragment {
            text.push('#');
            text.push_str(fragment);
        }
        text
    }
}
