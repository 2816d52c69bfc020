//! 4.5.14's `URIUtils.normalizeSyntax(uri)`: a URI with an authority is read into a
//! `URIBuilder` (`digestURI`), its raw path split at `/` and each segment percent-decoded
//! (`URLEncodedUtils.parsePathSegments`), the `.` and `..` segments removed on a stack, the
//! scheme and host lower-cased, and the URI written again (`buildString`): the raw user
//! information, the host and port (or the raw authority where `getHost()` is null), each
//! segment encoded with `PATHSAFE`, the raw query and fragment.

use super::percent::{path_safe, url_decode, url_encode};
use super::rebuilt::Rebuilt;
use crate::core::profiles::java::uri::JavaUri;

/// `normalizeSyntax(uri)` up to `builder.build()`'s text; `None` for an opaque URI or one
/// without an authority, which it returns as it is.
pub(super) fn normalize_syntax(uri: &JavaUri) -> Option<Rebuilt> {
    if uri.opaque || uri.authority.is_none() {
        return None;
    }
    // parsePath: URLEncodedUtils.parsePathSegments, or null for an empty path.
    let raw_path = uri.path.as_deref().unwrap_or("");
    let segments_in = split_segments(raw_path)
        .into_iter()
        .map(|segment| url_decode(segment, false))
        .collect::<Vec<_>>();
    let mut segments_out: Vec<String> = Vec::new();
    for segment in &segments_in {
        match segment.as_str() {
            "." => {}
            ".." => {
                segments_out.pop();
            }
            _ => segments_out.push(segment.clone()),
        }
    }
    if segments_out.is_empty() {
        segments_out.push(String::new());
    }
    let mut text = String::new();
    if let Some(scheme) = &uri.scheme {
        text.push_str(&scheme.to_ascii_lowercase());
        text.push(':');
    }
    match &uri.host {
        // setHost cleared the encoded authority: it is written from its parts.
        Some(host) => {
            text.push_str("//");
            if let Some(user_info) = &uri.user_info {
                text.push_str(user_info);
                text.push('@');
            }
            // getHost keeps an IPv6 address's brackets, which isIPv6Address refuses: the
            // host is written as it is.
            text.push_str(&host.to_ascii_lowercase());
            if uri.port >= 0 {
                text.push(':');
                text.push_str(&uri.port.to_string());
            }
        }
        None => {
            text.push_str("//");
            text.push_str(uri.authority.as_deref().unwrap_or(""));
        }
    }
    for segment in &segments_out {
        text.push('/');
        text.push_str(&url_encode(segment, path_safe));
    }
    if let Some(query) = &uri.query {
        text.push('?');
        text.push_str(query);
    }
    if let Some(fragment) = &uri.fragment {
        text.push('#');
        text.push_str(fragment);
    }
    Some(Rebuilt {
        text,
        segments_in,
        segments_out,
        kept_encoded: false,
    })
}

/// `URLEncodedUtils.splitSegments(s, PATH_SEPARATORS)`: one leading `/` skipped, then the
/// text cut at each `/`; nothing for an empty path.
fn split_segments(path: &str) -> Vec<&str> {
    if path.is_empty() {
        return Vec::new();
    }
    path.strip_prefix('/').unwrap_or(path).split('/').collect()
}
