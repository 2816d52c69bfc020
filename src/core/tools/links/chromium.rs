//! Where Chromium resolves a page's URL otherwise than the HTML and URL Standards say, each
//! departure recognised by its rule, with Chromium's answer and the source that gives it
//! (Chromium 156 on Linux; `tests/links_browser.rs` checks every answer against it).

use super::attributes::Found;
use super::context::{Context, PageQuery, browser, has_raw_non_ascii_query};
use crate::core::specs::whatwg::query_encoding::{Encoded, QueryEncoding};
use crate::core::specs::whatwg::record::Url;
use crate::core::specs::whatwg::resolve::parse_encoded;
use crate::core::specs::whatwg::scheme::query_takes_the_encoding;
use crate::core::vocabulary::event::NoTrace;

/// Chromium's answer for a link, where it is not the Standard's, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Departure {
    /// Chromium's answer: the URL, or why it fails.
    pub answer: Result<String, String>,
    /// The rule Chromium follows, and where its source says so.
    pub why: &'static str,
}

/// Chromium's departure for `found`, whose Standard answer against `against` is `standard`.
pub(super) fn departure(
    found: &Found<'_>,
    against: &Url,
    standard: &Result<String, String>,
    context: &Context,
) -> Option<Departure> {
    let value = found.value.as_ref();
    let differs = |answer: Result<String, String>, why| {
        (answer != *standard).then_some(Departure { answer, why })
    };
    if found.whitespace_action {
        return differs(Ok(context.document_url.clone()), WHITESPACE_ACTION);
    }
    if context.chromium_has_no_base && !found.against_document && !found.fetched_before_base {
        let blank = crate::core::specs::whatwg::parser::parse("about:blank", None)
            .expect("about:blank parses");
        return differs(browser(&blank, value, None, &mut NoTrace), FAILING_BASE);
    }
    let resolve = |value: &str| browser(against, value, context.encoding.as_ref(), &mut NoTrace);
    if let Some(page) = &context.encoding
        && standard
            .as_deref()
            .is_ok_and(|url| !query_takes_the_encoding(url.split(':').next().unwrap_or_default()))
        && has_raw_non_ascii_query(value)
    {
        let every_query = EveryQuery(page);
        let answer = parse_encoded(value, Some(against), Some(&every_query), &mut NoTrace)
            .map(Url::into_string)
            .map_err(|error| error.to_string());
        return differs(answer, QUERY_IN_PAGE_ENCODING);
    }
    if standard.is_err()
        && let Some(answer) = host_with_spaces(value, resolve)
    {
        return differs(Ok(answer), SPACE_IN_HOST);
    }
    let is_file = standard
        .as_deref()
        .is_ok_and(|url| url.starts_with("file:"));
    if value.contains('|') && (is_file || against.scheme() == "file") {
        return differs(resolve(&value.replace('|', "%7C")), PIPE_IN_FILE_PATH);
    }
    if is_file && let Some(answer) = localhost_kept(value, standard) {
        return differs(Ok(answer), LOCALHOST_KEPT);
    }
    None
}

const WHITESPACE_ACTION: &str = "Chromium strips an action's spaces before it tests it for \
    empty, and submits a form whose action is only spaces to the document's URL \
    (third_party/blink/renderer/core/loader/form_submission.cc, FormSubmission::Attributes::\
    ParseAction); HTML §4.10.21.3 tests the attribute as written, so the URL parser resolves the \
    spaces, stripped, to the base URL";

const QUERY_IN_PAGE_ENCODING: &str = "Chromium encodes the query of every URL in the page's \
    encoding (url/url_canon_query.cc, with the page's CharsetConverter); the URL Standard's \
    query state sets the encoding to UTF-8 for ws:, wss: and every URL that is not special";

const FAILING_BASE: &str = "a base href that fails to parse leaves Chromium's document without \
    a base URL (document.baseURI is about:blank), so only an absolute URL resolves; HTML \
    §4.2.3's 'set the frozen base URL' falls back to the fallback base URL";

const SPACE_IN_HOST: &str = "Chromium's host canonicalizer escapes a space as %20 \
    (url/url_canon_host.cc), where the URL Standard's host parser fails on it (U+0020 is a \
    forbidden host code point)";

const PIPE_IN_FILE_PATH: &str = "Chromium on Linux escapes a | in a file: URL's path as %7C, \
    and so reads no drive letter in it (url/url_canon_fileurl.cc normalizes drive letters only \
    on Windows); the URL Standard keeps a | as it is, and reads a letter and | that start a \
    path as a drive letter";

const LOCALHOST_KEPT: &str = "Chromium keeps a file: URL's host localhost unless the path \
    starts with a drive letter (url/url_canon_fileurl.cc, DoCanonicalizeFileUrl, \
    crbug.com/41299821); the URL Standard's file host state makes localhost the empty host";

/// The page's encoding, for the query of every URL.
struct EveryQuery<'a>(&'a PageQuery);

impl QueryEncoding for EveryQuery<'_> {
    fn encode(&self, query: &str, out: &mut dyn FnMut(Encoded<'_>)) {
        self.0.encode(query, out);
    }

    fn encodes_every_query(&self) -> bool {
        true
    }
}

/// Chromium's answer for a `value` whose host holds a space (and fails in the Standard's host
/// parser): the URL parsed with a stand-in host, the host then written back, its ASCII
/// lowercased and each space escaped.
fn host_with_spaces(
    value: &str,
    resolve: impl Fn(&str) -> Result<String, String>,
) -> Option<String> {
    let trimmed = value.trim_matches(|c: char| c <= ' ');
    let after_slashes = trimmed.find("//")? + 2;
    let scheme = &trimmed[..after_slashes - 2];
    let scheme_like = scheme.is_empty()
        || scheme.strip_suffix(':').is_some_and(|s| {
            s.chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
        });
    if !scheme_like {
        return None;
    }
    let rest = &trimmed[after_slashes..];
    let authority = &rest[..rest.find(['/', '\\', '?', '#']).unwrap_or(rest.len())];
    let host_start = authority.rfind('@').map_or(0, |at| at + 1);
    let host_and_port = &authority[host_start..];
    let host = match host_and_port.rfind(':') {
        Some(colon) if !host_and_port.starts_with('[') => &host_and_port[..colon],
        _ => host_and_port,
    };
    if !host.contains(' ') || !host.is_ascii() || host.trim().is_empty() {
        return None;
    }
    const STAND_IN: &str = "uriscope-stand-in.invalid";
    let start = after_slashes + host_start;
    let with_stand_in = format!(
        "{}{STAND_IN}{}",
        &trimmed[..start],
        &trimmed[start + host.len()..]
    );
    let url = resolve(&with_stand_in).ok()?;
    Some(url.replacen(STAND_IN, &host.to_ascii_lowercase().replace(' ', "%20"), 1))
}

/// Chromium's answer for a file: URL written with the host `localhost`, which it keeps where
/// the path does not start with a drive letter: the Standard's answer (whose host is empty)
/// with `localhost` written back.
fn localhost_kept(value: &str, standard: &Result<String, String>) -> Option<String> {
    let trimmed = value.trim_matches(|c: char| c <= ' ').replace('\\', "/");
    // `file://localhost/...`, or `//localhost/...` against a file: URL.
    let rest = match trimmed.split_once(':') {
        Some((scheme, rest)) if scheme.eq_ignore_ascii_case("file") => rest,
        _ => &trimmed,
    };
    let authority = rest.strip_prefix("//")?;
    let host_end = authority.find(['/', '?', '#']).unwrap_or(authority.len());
    if !authority[..host_end].eq_ignore_ascii_case("localhost") {
        return None;
    }
    if starts_with_drive_letter(&authority[host_end..]) {
        return None;
    }
    let url = standard.as_deref().ok()?;
    Some(format!("file://localhost{}", url.strip_prefix("file://")?))
}

/// Whether `path` starts with a drive letter as Chromium's FindWindowsDriveLetter finds one:
/// the first ASCII letter followed by `:` or `|`, where the path before it is only slashes
/// and `.` segments (it canonicalizes to `/`).
fn starts_with_drive_letter(path: &str) -> bool {
    let bytes = path.as_bytes();
    let Some(at) = (0..bytes.len().saturating_sub(1))
        .find(|&i| bytes[i].is_ascii_alphabetic() && matches!(bytes[i + 1], b':' | b'|'))
    else {
        return false;
    };
    path[..at]
        .split('/')
        .all(|segment| segment.is_empty() || segment == ".")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_drive_letter_is_the_first_letter_and_separator_after_slashes_and_dots() {
        for path in ["/C:/x", "/c|", "C:", "//./a|b", "/a|b"] {
            assert!(starts_with_drive_letter(path), "{path}");
        }
        for path in ["/x/C:/y", "/", "", "/etc/x", "/1:/x"] {
            assert!(!starts_with_drive_letter(path), "{path}");
        }
    }

    #[test]
    fn localhost_is_written_back_into_the_standards_answer() {
        let standard = Ok("file:///etc/x".to_owned());
        assert_eq!(
            localhost_kept("file://LOCALHOST/etc/x", &standard).as_deref(),
            Some("file://localhost/etc/x")
        );
        assert_eq!(localhost_kept("file://localhost/C:/x", &standard), None);
        assert_eq!(localhost_kept("file://host/x", &standard), None);
        assert_eq!(
            localhost_kept("//localhost/etc/x", &standard).as_deref(),
            Some("file://localhost/etc/x")
        );
    }

    #[test]
    fn a_hosts_spaces_are_escaped_and_its_ascii_lowercased() {
        let resolve = |v: &str| Ok::<_, String>(v.replace("HTTPS:", "https:"));
        assert_eq!(
            host_with_spaces("HTTPS://u@A B.example:8080/p", resolve).as_deref(),
            Some("https://u@a%20b.example:8080/p")
        );
        assert_eq!(host_with_spaces("https://ab/", resolve), None);
        assert_eq!(host_with_spaces("a b/c", resolve), None);
    }
}
