//! A pasted redirect chain followed: each `Location` resolved against the URL it answered, as
//! a browser and as curl do, and where the two part (the public face is `uriscope::web::redirects`).

use super::paste::{Exchange, Format, Paste, PasteError};

use crate::core::base::Base;
use crate::core::profiles::curl::urlapi::escape_bytes_that_are_no_utf8;
use crate::core::profiles::curl::urlapi::refuses_multiple_locations;
use crate::core::profiles::registry::UnknownSpec;
use crate::core::specs::whatwg;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;

/// The most bytes the command line and the explorer read of a paste: a larger one is no redirect
/// chain anyone pasted.
pub const MAX_PASTE: u64 = 64 << 20;

/// The Fetch Standard's redirect statuses (§2.2.3 "Statuses").
const REDIRECT_STATUSES: [u16; 5] = [301, 302, 303, 307, 308];

/// The Fetch Standard's limit: "If request's redirect count is 20, then return a network error".
const MAX_REDIRECTS: usize = 20;

/// A chain followed both ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The format the paste was read as.
    pub format: Format,
    /// Each response, in order.
    pub hops: Vec<Hop>,
    /// Where the browser ends: the URL of the last response it follows to, or why it stops.
    pub final_browser: Result<String, String>,
    /// Where curl ends.
    pub final_curl: Result<String, String>,
}

/// One response of the chain, and what each client does with its `Location`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hop {
    /// The line of its status line in the paste (for a HAR file, the entry's number).
    pub line: usize,
    /// The URL the response answered: as the paste says it, else as curl's chain has it.
    pub url: String,
    /// The status code.
    pub status: u16,
    /// The first `Location` field's bytes, as received.
    pub location: Option<Vec<u8>>,
    /// Where the browser goes next: `None` where it does not follow this response (no
    /// `Location`, not a redirect status, or it stopped before).
    pub browser: Option<Result<String, String>>,
    /// Where curl goes next, by the `curl` profile: `None` where it does not follow.
    pub curl: Option<Result<String, String>>,
    /// `curl -v`'s own `Issue another request to this URL` after this response.
    pub curl_said: Option<String>,
    /// A HAR file's `redirectURL`: where the browser that recorded it went.
    pub browser_said: Option<String>,
    /// What a reader should know of this hop, each with the rule that says so.
    pub findings: Vec<Finding>,
}

impl Hop {
    /// Whether the browser and curl go to different places from this response.
    pub fn differs(&self) -> bool {
        let next = |answer: &Option<Result<String, String>>| match answer {
            Some(Ok(url)) => Some(url.clone()),
            _ => None,
        };
        next(&self.browser) != next(&self.curl)
    }
}

/// A finding of following a redirect: `id` for JSON, and what happened with the rule that says so.
fn redirect_finding(id: &'static str, sentence: String) -> Finding {
    Finding::Redirect { id, sentence }
}

/// The curl profile that follows a chain: `curl@RELEASE`, or the newest modelled.
pub fn curl_profile(release: Option<&str>) -> Result<Profile, UnknownSpec> {
    let word = release.map_or("curl".to_string(), |release| format!("curl@{release}"));
    match word.parse::<Spec>()? {
        Spec::Library(profile) => Ok(profile),
        _ => unreachable!("curl is a library profile"),
    }
}

/// Follows `paste`'s chain from `first_url` (or the first URL the paste itself gives), both
/// ways, with curl at `curl` (see [`curl_profile`]).
pub fn follow(paste: &Paste, first_url: Option<&str>, curl: Profile) -> Result<Chain, PasteError> {
    let first = first_url
        .map(str::to_string)
        .or_else(|| paste.exchanges.first().and_then(|e| e.url.clone()))
        .ok_or_else(|| PasteError {
            line: 0,
            message: format!(
                "the paste does not say which URL was requested first ({} does not print it): \
                 give it with --url",
                paste.format.source()
            ),
        })?;
    let mut browser: Result<Option<String>, String> = Ok(Some(first.clone()));
    let mut redirects = 0;
    let mut curl_url: Result<Option<String>, String> = Ok(Some(first));
    let mut hops = Vec::new();
    for exchange in &paste.exchanges {
        // The URL it answered: the paste's word, else curl's chain (curl made most pastes),
        // else the browser's where curl stopped first.
        let url = (exchange.url.clone())
            .or_else(|| curl_url.clone().ok().flatten())
            .or_else(|| browser.clone().ok().flatten())
            .unwrap_or_default();
        let mut findings = Vec::new();
        if exchange.locations.is_empty() && exchange.curl_next.is_some() {
            findings.push(redirect_finding(
                "no-location-in-paste",
                "the paste has curl's answer but not the Location it answered (curl -w \
                 '%{json}' gives redirect_url alone): paste curl -sIL's output to see both \
                 clients resolve it"
                    .to_string(),
            ));
        }
        let browser_next = browser_step(exchange, &browser, &mut redirects, &mut findings);
        let curl_next = curl_step(exchange, &curl_url, curl, &mut findings);
        if let (Some(Ok(ours)), Some(said)) = (&curl_next, &exchange.curl_next)
            && ours != said
        {
            findings.push(redirect_finding(
                "curl-said-otherwise",
                format!(
                    "the curl that made this paste requested `{said}` next; uriscope's curl \
                     {} profile gives `{ours}` (its version may be another)",
                    curl.release()
                ),
            ));
        }
        if let (Some(Ok(ours)), Some(said)) = (&browser_next, &exchange.browser_next)
            && ours != said
        {
            findings.push(redirect_finding(
                "browser-said-otherwise",
                format!(
                    "the browser that recorded this HAR file went to `{said}`; the Fetch \
                     Standard's location URL gives `{ours}`"
                ),
            ));
        }
        if let (Some(Ok(b)), Some(Ok(c))) = (&browser_next, &curl_next)
            && b != c
            && let Some(why) = parting(b, c)
        {
            findings.push(why);
        }
        browser = advance(browser, &browser_next);
        curl_url = advance(curl_url, &curl_next);
        hops.push(Hop {
            line: exchange.line,
            url,
            status: exchange.status,
            location: exchange.locations.first().map(|(_, bytes)| bytes.clone()),
            browser: browser_next,
            curl: curl_next,
            curl_said: exchange.curl_next.clone(),
            browser_said: exchange.browser_next.clone(),
            findings,
        });
    }
    Ok(Chain {
        format: paste.format,
        final_browser: ended(&hops, |hop| &hop.browser),
        final_curl: ended(&hops, |hop| &hop.curl),
        hops,
    })
}

/// Where a client is after a hop: at the URL it followed to, nowhere (with why) where it failed,
/// and out of the chain (`Ok(None)`) where it did not follow the response.
fn advance(
    state: Result<Option<String>, String>,
    next: &Option<Result<String, String>>,
) -> Result<Option<String>, String> {
    match next {
        Some(Ok(url)) => Ok(Some(url.clone())),
        Some(Err(why)) => Err(why.clone()),
        None => state.and(Ok(None)),
    }
}

/// Where a client ends: the last URL it was sent to (the first URL where it follows none), or
/// why it stopped.
fn ended(
    hops: &[Hop],
    answer: impl Fn(&Hop) -> &Option<Result<String, String>>,
) -> Result<String, String> {
    let mut last = hops.first().map(|hop| hop.url.clone()).unwrap_or_default();
    for hop in hops {
        match answer(hop) {
            Some(Ok(next)) => last = next.clone(),
            Some(Err(why)) => return Err(why.clone()),
            None => {}
        }
    }
    Ok(last)
}

/// What the Fetch Standard's HTTP-redirect fetch does with this response, from `current`.
fn browser_step(
    exchange: &Exchange,
    current: &Result<Option<String>, String>,
    redirects: &mut usize,
    findings: &mut Vec<Finding>,
) -> Option<Result<String, String>> {
    let Ok(Some(current)) = current else {
        return None;
    };
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
    *redirects += 1;
    if *redirects > MAX_REDIRECTS {
        return Some(Err(
            "a 21st redirect: a network error (Fetch, HTTP-redirect fetch step 7)".to_string(),
        ));
    }
    Some(Ok(location.as_str().to_string()))
}

/// What curl -L does with this response, from `current`: libcurl follows any `3xx` with a
/// `Location` (an empty one, or an exact repeat, ignored), resolved by its URL API.
fn curl_step(
    exchange: &Exchange,
    current: &Result<Option<String>, String>,
    curl: Profile,
    findings: &mut Vec<Finding>,
) -> Option<Result<String, String>> {
    let Ok(Some(current)) = current else {
        return None;
    };
    if !(300..400).contains(&exchange.status) {
        return None;
    }
    let mut values: Vec<&[u8]> = Vec::new();
    for (_, value) in &exchange.locations {
        if !value.is_empty() && !values.contains(&value.as_slice()) {
            values.push(value);
        }
    }
    let first = values.first()?;
    if values.len() > 1 {
        if refuses_multiple_locations(curl.release_line()) {
            return Some(Err(
                "Multiple Location headers: curl 8.17 and later refuse the response \
                 (lib/http.c, http_header_l)"
                    .to_string(),
            ));
        }
        findings.push(redirect_finding(
            "curl-first-location",
            format!(
                "curl {} follows the first of the Location fields (lib/http.c)",
                curl.release()
            ),
        ));
    }
    if std::str::from_utf8(first).is_err() {
        findings.push(redirect_finding(
            "curl-escapes-bytes",
            format!(
                "curl {} percent-encodes each byte of the Location from 0x80 up as it \
                 stands, whatever character set it was meant in (lib/urlapi.c, \
                 urlencode_str), where a browser reads each byte that is not UTF-8 as U+FFFD",
                curl.release()
            ),
        ));
    }
    // curl escapes each byte that is not UTF-8 as it is (`urlencode_str`).
    let Some(text) = escape_bytes_that_are_no_utf8(curl.release_line(), first) else {
        return Some(Err(
            "the Location's scheme or host holds bytes that are not UTF-8, which curl copies \
             raw; uriscope's text cannot hold them"
                .to_string(),
        ));
    };
    let base = match Base::parse(Spec::Library(curl), current, &Options::default()) {
        Ok(base) => base,
        Err(error) => return Some(Err(format!("the request URL does not parse: {error}"))),
    };
    Some(
        base.resolve(&text)
            .map(|resolved| resolved.as_str().to_string())
            .map_err(|error| format!("The redirect target URL could not be parsed: {error}")),
    )
}

/// Why the browser's and curl's next URLs part, where a rule says it.
fn parting(browser: &str, curl: &str) -> Option<Finding> {
    let without_fragment = |url: &str| url.split_once('#').map_or(url, |(u, _)| u).to_string();
    (without_fragment(browser) == without_fragment(curl)).then(|| {
        redirect_finding(
            "fragment-differs",
            "they differ in the fragment alone: a browser keeps the request's fragment where the \
             Location has none (RFC 9110 §10.2.2), curl does not"
                .to_string(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::redirects::paste::read_paste;

    fn followed(paste: &[u8], first: &str) -> Chain {
        follow(
            &read_paste(paste, None).unwrap(),
            Some(first),
            curl_profile(None).unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn each_hop_resolves_against_the_url_it_answered() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: b/c\n\nHTTP/1.1 301 Moved\nLocation: ../d?x\n\n\
              HTTP/1.1 200 OK\n\n",
            "http://a.example/x/y",
        );
        let next: Vec<_> = chain.hops.iter().map(|h| h.browser.clone()).collect();
        assert_eq!(
            next,
            [
                Some(Ok("http://a.example/x/b/c".to_string())),
                Some(Ok("http://a.example/x/d?x".to_string())),
                None
            ]
        );
        assert_eq!(chain.hops[1].url, "http://a.example/x/b/c");
        assert_eq!(chain.final_browser.as_deref(), Ok("http://a.example/x/d?x"));
        assert_eq!(chain.final_curl.as_deref(), Ok("http://a.example/x/d?x"));
        assert!(!chain.hops[0].differs());
    }

    #[test]
    fn the_fragment_rule_and_where_the_clients_part() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /new\n\nHTTP/1.1 200 OK\n\n",
            "https://a.example/old#sec",
        );
        let hop = &chain.hops[0];
        assert_eq!(
            hop.browser,
            Some(Ok("https://a.example/new#sec".to_string()))
        );
        assert_eq!(hop.curl, Some(Ok("https://a.example/new".to_string())));
        assert!(hop.differs());
        let ids: Vec<&str> = hop.findings.iter().map(Finding::rule).collect();
        assert_eq!(ids, ["fragment-inherited", "fragment-differs"]);
        // An empty fragment is a fragment: nothing is inherited.
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /ef#\n\n",
            "https://a.example/old#sec",
        );
        assert_eq!(
            chain.hops[0].browser,
            Some(Ok("https://a.example/ef#".to_string()))
        );
    }

    #[test]
    fn statuses_and_location_counts() {
        let chain = followed(
            b"HTTP/1.1 300 Multiple Choices\nLocation: /x\n\n",
            "http://a.example/",
        );
        assert_eq!(chain.hops[0].browser, None);
        assert_eq!(
            chain.hops[0].curl,
            Some(Ok("http://a.example/x".to_string()))
        );
        assert_eq!(chain.hops[0].findings[0].rule(), "not-a-redirect-status");
        assert_eq!(chain.final_browser.as_deref(), Ok("http://a.example/"));

        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /one\nLocation: /two\n\n",
            "http://a.example/",
        );
        assert!(matches!(&chain.hops[0].browser, Some(Err(why)) if why.contains("more than one")));
        assert!(matches!(&chain.hops[0].curl, Some(Err(why)) if why.contains("Multiple")));
        assert!(chain.final_browser.is_err());
    }

    #[test]
    fn the_first_url_is_needed() {
        let paste = read_paste(b"HTTP/1.1 302 Found\nLocation: /x\n\n", None).unwrap();
        let error = follow(&paste, None, curl_profile(None).unwrap()).unwrap_err();
        assert!(error.message.contains("give it with --url"), "{error}");
    }
}
