//! 5.2.1's `URIUtils.normalizeSyntax(uri)` over httpcore5 5.2.1's `URIBuilder`: a URI with an
//! authority is read into a builder (`digestURI`: an IPv6 host without its brackets, a
//! registry authority parsed by `URIAuthority.parse`, the path split and decoded, the query cut
//! into parameters), `normalizeSyntax` lower-cases the scheme and, for a path from the root,
//! drops every encoded form so that each part is written again from its decoded value (the
//! host, the user information, each path segment, each query parameter and the fragment
//! encoded with `PercentCodec.UNRESERVED`), the empty and `.` segments dropped and `..` popped;
//! then a scheme of `http` where there is none and `/` for an empty path.

use super::percent::{unreserved, url_decode, url_encode};
use super::rebuilt::Rebuilt;
use crate::core::profiles::java::uri::{JavaUri, decode};

/// The builder's fields `buildString` reads.
#[derive(Default)]
struct Builder {
    scheme: Option<String>,
    encoded_scheme_specific_part: Option<String>,
    encoded_authority: Option<String>,
    host: Option<String>,
    port: i32,
    encoded_user_info: Option<String>,
    user_info: Option<String>,
    encoded_path: Option<String>,
    path_segments: Option<Vec<String>>,
    path_rootless: bool,
    encoded_query: Option<String>,
    query_params: Option<Vec<(String, Option<String>)>>,
    encoded_fragment: Option<String>,
    fragment: Option<String>,
}

/// `normalizeSyntax(uri)` up to `builder.build()`'s text; `Ok(None)` for an opaque URI or one
/// without an authority, returned as it is; `Err` for the `IllegalArgumentException` a port
/// out of range throws from `URIAuthority.parse`.
pub(super) fn normalize_syntax(uri: &JavaUri) -> Result<Option<Rebuilt>, String> {
    if uri.opaque || uri.authority.is_none() {
        return Ok(None);
    }
    let mut builder = digest(uri)?;
    let segments_in = builder.path_segments.clone().unwrap_or_default();
    // URIBuilder.normalizeSyntax.
    if let Some(scheme) = &mut builder.scheme {
        scheme.make_ascii_lowercase();
    }
    let kept_encoded = builder.path_rootless;
    if !builder.path_rootless {
        builder.encoded_scheme_specific_part = None;
        builder.encoded_authority = None;
        builder.encoded_user_info = None;
        builder.encoded_path = None;
        builder.encoded_query = None;
        builder.encoded_fragment = None;
        if let Some(host) = &mut builder.host {
            host.make_ascii_lowercase();
        }
        if let Some(input) = &builder.path_segments {
            let mut output: Vec<String> = Vec::new();
            for segment in input {
                match segment.as_str() {
                    "" | "." => {}
                    ".." => {
                        output.pop();
                    }
                    _ => output.push(segment.clone()),
                }
            }
            if input.last().is_some_and(String::is_empty) || input.is_empty() {
                output.push(String::new());
            }
            builder.path_segments = Some(output);
        }
    }
    // URIUtils.normalizeSyntax.
    if builder.scheme.is_none() {
        builder.scheme = Some("http".to_string());
    }
    let path_empty = builder.path_segments.as_ref().is_none_or(Vec::is_empty)
        && builder.encoded_path.as_ref().is_none_or(String::is_empty);
    if path_empty {
        builder.encoded_scheme_specific_part = None;
        builder.path_segments = Some(vec![String::new()]);
        builder.encoded_path = None;
        builder.path_rootless = false;
    }
    let segments_out = builder.path_segments.clone().unwrap_or_default();
    Ok(Some(Rebuilt {
        text: build_string(&builder),
        segments_in,
        segments_out,
        kept_encoded,
    }))
}

/// `digestURI(uri, UTF-8)`.
fn digest(uri: &JavaUri) -> Result<Builder, String> {
    let host = uri.host.as_ref().map(|host| {
        match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
            Some(inner) if is_ipv6_address(inner) => inner.to_string(),
            _ => host.clone(),
        }
    });
    let mut builder = Builder {
        scheme: uri.scheme.clone(),
        encoded_scheme_specific_part: Some(uri.raw_scheme_specific_part.clone()),
        encoded_authority: uri.authority.clone(),
        host,
        port: uri.port,
        encoded_user_info: uri.user_info.clone(),
        user_info: uri
            .user_info
            .as_deref()
            .map(|user_info| decode(user_info, true)),
        encoded_path: uri.path.clone(),
        path_segments: uri.path.as_deref().map(parse_path),
        path_rootless: uri
            .path
            .as_deref()
            .is_none_or(|path| !path.starts_with('/')),
        encoded_query: uri.query.clone(),
        query_params: uri.query.as_deref().map(parse_query),
        encoded_fragment: uri.fragment.clone(),
        fragment: uri
            .fragment
            .as_deref()
            .map(|fragment| decode(fragment, true)),
    };
    if let (Some(authority), None) = (&uri.authority, &builder.host) {
        match parse_authority(authority) {
            Ok((user_info, host, port)) => {
                builder.user_info = user_info.as_deref().map(|u| url_decode(u, false));
                builder.encoded_user_info = user_info;
                builder.host = Some(url_decode(&host, false));
                builder.port = port;
            }
            Err(Thrown::Syntax) => {}
            Err(Thrown::IllegalArgument(message)) => return Err(message),
        }
    }
    Ok(builder)
}

/// What `URIAuthority.parse` throws.
enum Thrown {
    /// A `URISyntaxException`, which `digestURI` ignores.
    Syntax,
    /// An `IllegalArgumentException` (a port out of range), which nothing catches.
    IllegalArgument(String),
}

/// `URIAuthority.parse(authority)`: user information up to an `@`, then `Host.parse`: an IPv6
/// address in brackets or a name up to `:`, and the port (`Integer.parseInt`, checked to be
/// from -1 to 65535).
fn parse_authority(authority: &str) -> Result<(Option<String>, String, i32), Thrown> {
    let separators = |c: char| matches!(c, '/' | '#' | '?' | '@') || is_whitespace(c);
    let token_end = authority.find(separators).unwrap_or(authority.len());
    let (user_info, rest) = match authority[token_end..].strip_prefix('@') {
        Some(rest) => {
            let token = &authority[..token_end];
            (
                (!token.trim_matches(is_whitespace).is_empty()).then(|| token.to_string()),
                rest,
            )
        }
        None => (None, authority),
    };
    let (host, after) = if let Some(inside) = rest.strip_prefix('[') {
        let end = inside
            .find(|c: char| c == ']' || is_whitespace(c))
            .unwrap_or(inside.len());
        let name = &inside[..end];
        if !inside[end..].starts_with(']') || !is_ipv6_address(name) {
            return Err(Thrown::Syntax);
        }
        (name, &inside[end + 1..])
    } else {
        let end = rest
            .find(|c: char| matches!(c, '/' | '#' | '?' | ':') || is_whitespace(c))
            .unwrap_or(rest.len());
        (&rest[..end], &rest[end..])
    };
    let port_text = after.strip_prefix(':').map(|after| {
        let end = after
            .find(|c: char| matches!(c, '/' | '#' | '?') || is_whitespace(c))
            .unwrap_or(after.len());
        &after[..end]
    });
    let port = match port_text {
        Some(text) if !text.trim_matches(is_whitespace).is_empty() => {
            if !rest.starts_with('[') && text.contains(':') {
                return Err(Thrown::Syntax);
            }
            java_parse_int(text).ok_or(Thrown::Syntax)?
        }
        _ => -1,
    };
    if !(-1..=65535).contains(&port) {
        return Err(Thrown::IllegalArgument(format!(
            "java.lang.IllegalArgumentException: Port number(Use -1 to specify the scheme \
             default port): {port} is out of range [-1, 65535]"
        )));
    }
    Ok((user_info, host.to_string(), port))
}

/// `Tokenizer.isWhitespace`: space, tab, CR and LF.
fn is_whitespace(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

/// `Integer.parseInt(text)`: an optional sign, then decimal digits of any script, within an
/// `int`.
fn java_parse_int(text: &str) -> Option<i32> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text.strip_prefix('+').unwrap_or(text)),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: i64 = 0;
    for c in digits.chars() {
        value = value * 10 + i64::from(c.to_digit(10)?);
        if value > i64::from(i32::MAX) + 1 {
            return None;
        }
    }
    let value = if negative { -value } else { value };
    i32::try_from(value).ok()
}

/// `URIBuilder.parsePath(path, UTF-8)`: `splitPath` (a leading `/` skipped, then cut at each
/// `/`), each segment decoded.
fn parse_path(path: &str) -> Vec<String> {
    if path.is_empty() {
        return Vec::new();
    }
    path.strip_prefix('/')
        .unwrap_or(path)
        .split('/')
        .map(|segment| url_decode(segment, false))
        .collect()
}

/// `URIBuilder.parseQuery(query, UTF-8, false)`: `name[=value]` cut at `&`, a parameter
/// without a name dropped, each part decoded.
fn parse_query(query: &str) -> Vec<(String, Option<String>)> {
    let mut params = Vec::new();
    let mut rest = query;
    while !rest.is_empty() {
        let end = rest.find(['&', '=']).unwrap_or(rest.len());
        let name = rest[..end].trim_matches(is_whitespace);
        let mut value = None;
        rest = &rest[end..];
        if let Some(delimiter) = rest.chars().next() {
            rest = &rest[1..];
            if delimiter == '=' {
                let end = rest.find('&').unwrap_or(rest.len());
                value = Some(rest[..end].trim_matches(is_whitespace));
                rest = rest.get(end + 1..).unwrap_or("");
            }
        }
        if !name.is_empty() {
            params.push((
                url_decode(name, false),
                value.map(|value| url_decode(value, false)),
            ));
        }
    }
    params
}

/// `InetAddressUtils.isIPv6Address`: two to seven `:`, and eight groups of one to four hex
/// digits, or at most six on each side of one `::`.
fn is_ipv6_address(text: &str) -> bool {
    let colons = text.matches(':').count();
    if !(2..=7).contains(&colons) {
        return false;
    }
    let groups = |part: &str, most: usize| {
        part.is_empty()
            || part.split(':').count() <= most
                && part
                    .split(':')
                    .all(|g| (1..=4).contains(&g.len()) && g.bytes().all(|b| b.is_ascii_hexdigit()))
    };
    let standard = text.split(':').count() == 8 && !text.is_empty() && groups(text, 8);
    let compressed = text
        .split_once("::")
        .is_some_and(|(left, right)| groups(left, 6) && groups(right, 6));
    standard || compressed
}

/// `buildString()`.
fn build_string(builder: &Builder) -> String {
    let mut text = String::new();
    if let Some(scheme) = &builder.scheme {
        text.push_str(scheme);
        text.push(':');
    }
    if let Some(ssp) = &builder.encoded_scheme_specific_part {
        text.push_str(ssp);
        write_fragment(builder, &mut text);
        return text;
    }
    let authority_specified = if let Some(authority) = &builder.encoded_authority {
        text.push_str("//");
        text.push_str(authority);
        true
    } else if let Some(host) = &builder.host {
        text.push_str("//");
        if let Some(encoded) = &builder.encoded_user_info {
            text.push_str(encoded);
            text.push('@');
        } else if let Some(user_info) = &builder.user_info {
            match user_info.split_once(':') {
                Some((user, password)) => {
                    text.push_str(&url_encode(user, unreserved));
                    text.push(':');
                    text.push_str(&url_encode(password, unreserved));
                }
                None => text.push_str(&url_encode(user_info, unreserved)),
            }
            text.push('@');
        }
        if is_ipv6_address(host) {
            text.push('[');
            text.push_str(host);
            text.push(']');
        } else {
            text.push_str(&url_encode(host, unreserved));
        }
        if builder.port >= 0 {
            text.push(':');
            text.push_str(&builder.port.to_string());
        }
        true
    } else {
        false
    };
    if let Some(path) = &builder.encoded_path {
        if authority_specified && !path.is_empty() && !path.starts_with('/') {
            text.push('/');
        }
        text.push_str(path);
    } else if let Some(segments) = &builder.path_segments {
        let rootless = !authority_specified && builder.path_rootless;
        for (i, segment) in segments.iter().enumerate() {
            if i > 0 || !rootless {
                text.push('/');
            }
            text.push_str(&url_encode(segment, unreserved));
        }
    }
    if let Some(query) = &builder.encoded_query {
        text.push('?');
        text.push_str(query);
    } else if let Some(params) = builder.query_params.as_ref().filter(|p| !p.is_empty()) {
        text.push('?');
        for (i, (name, value)) in params.iter().enumerate() {
            if i > 0 {
                text.push('&');
            }
            text.push_str(&url_encode(name, unreserved));
            if let Some(value) = value {
                text.push('=');
                text.push_str(&url_encode(value, unreserved));
            }
        }
    }
    write_fragment(builder, &mut text);
    text
}

/// The end of `buildString()`: the raw fragment, or the decoded one encoded again.
fn write_fragment(builder: &Builder, text: &mut String) {
    if let Some(fragment) = &builder.encoded_fragment {
        text.push('#');
        text.push_str(fragment);
    } else if let Some(fragment) = &builder.fragment {
        text.push('#');
        text.push_str(&url_encode(fragment, unreserved));
    }
}
