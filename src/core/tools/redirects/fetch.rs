//! What a browser does with a redirect: the Fetch Standard's HTTP-redirect fetch and its
//! *location URL*, and where Chromium departs from it.

use super::hop::redirect_finding;
use super::paste::Exchange;
use crate::core::specs::whatwg;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::finding::Finding;

/// The Fetch Standard's redirect statuses (§2.2.3 "Statuses").
const REDIRECT_STATUSES: [u16; 5] = [301, 302, 303, 307, 308];

/// The Fetch Standard's limit: "If request's redirect count is 20, then return a network error".
const MAX_REDIRECTS: u64 = 20;

/// What the Fetch Standard's HTTP-redirect fetch does with this response, from `current`.
pub(super) fn browser_step(
    exchange: &Exchange,
    current: &str,
    followed: u64,
    findings: &mut Vec<Finding>,
) -> Option<Result<String, String>> {
    if exchange.locations.is_empty() {
        return None;
    }
    if !REDIRECT_STATUSES.contains(&exchange.status) {
        findings.push(redirect_finding(
            "not-a-redirect-status",
            format!(
                "{} is not a redirect status (301, 302, 303, 307, 308): the browser shows this \
                 response and does not follow its Location (Fetch, \"location URL\" step 1); \
                 curl follows any 3xx with a Location (lib/http.c)",
                exchange.status
            ),
        ));
        return None;
    }
    if exchange.locations.len() > 1 {
        return Some(Err(
            "more than one Location field: the location URL is failure, a network error \
             (Fetch, \"extract header list values\" step 2, \"location URL\" step 2)"
                .to_string(),
        ));
    }
    let bytes = &exchange.locations[0].1;
    let text = String::from_utf8_lossy(bytes);
    if std::str::from_utf8(bytes).is_err() {
        findings.push(redirect_finding(
            "location-not-utf8",
            "the Location's bytes are not UTF-8: the Fetch Standard hands the URL parser a byte \
             sequence (whatwg/fetch#843); read here as UTF-8, each byte that is not as U+FFFD, \
             as Node's fetch does (Chromium percent-encodes such a byte as it stands)"
                .to_string(),
        ));
    }
    let base = match whatwg::parser::parse(current, None) {
        Ok(base) => base,
        Err(failure) => return Some(Err(format!("the request URL does not parse: {failure}"))),
    };
    let location = match whatwg::parser::parse(&text, Some(&base)) {
        Ok(url) => url,
        Err(failure) => {
            return Some(Err(format!(
                "the Location does not parse against {current}: {failure}; a network error \
                 (Fetch, HTTP-redirect fetch step 5)"
            )));
        }
    };
    let had_fragment = location.fragment().is_some();
    let location = whatwg::resolve::keep_request_fragment(location, base.fragment(), &mut NoTrace);
    if let (false, Some(fragment)) = (had_fragment, base.fragment()) {
        findings.push(redirect_finding(
            "fragment-inherited",
            format!(
                "the Location has no fragment, so the browser keeps the request's `#{fragment}` \
                 (Fetch, \"location URL\" step 4; RFC 9110 §10.2.2: \"the value inherits the \
                 fragment component of the URI reference used to generate the target URI\")"
            ),
        ));
    }
    if !matches!(location.scheme(), "http" | "https") {
        return Some(Err(format!(
            "the Location leads to a `{}:` URL, not HTTP(S): a network error (Fetch, \
             HTTP-redirect fetch step 6)",
            location.scheme()
        )));
    }
    if followed >= MAX_REDIRECTS {
        return Some(Err(format!(
            "a 21st redirect, to `{}`: \"if request's redirect count is 20, then \
             return a network error\" (Fetch, HTTP-redirect fetch step 7)",
            location.as_str()
        )));
    }
    Some(Ok(location.as_str().to_string()))
}

/// Where Chromium follows this response otherwise than the Fetch Standard: copies of one
/// `Location` value, and an empty `Location`.
pub(super) fn chromium_departures(exchange: &Exchange) -> Vec<Finding> {
    let values: Vec<&[u8]> = (exchange.locations.iter())
        .map(|(_, value)| value.as_slice())
        .collect();
    if !REDIRECT_STATUSES.contains(&exchange.status) || values.is_empty() {
        return Vec::new();
    }
    let mut found = Vec::new();
    if values.iter().all(|value| value.is_empty()) {
        found.push(redirect_finding(
            "chromium-ignores-empty-location",
            "Chromium does not redirect on an empty Location: it shows this response \
             (net/http/http_response_headers.cc, HttpResponseHeaders::IsRedirect: \"If the \
             location value is empty, then it doesn't count\"). By the Fetch Standard the empty \
             Location parses to the request's own URL, which the browser requests again"
                .to_string(),
        ));
    } else if values.len() > 1 && values.iter().all(|value| *value == values[0]) {
        found.push(redirect_finding(
            "chromium-follows-copies",
            format!(
                "Chromium follows this response: its {} Location fields are copies of one value, \
                 and Chromium refuses only copies that differ \
                 (net/http/http_stream_parser.cc, HeadersContainMultipleCopiesOfField: \
                 ERR_RESPONSE_HEADERS_MULTIPLE_LOCATION). The Fetch Standard makes more than one \
                 a network error",
                values.len()
            ),
        ));
    }
    found
}
