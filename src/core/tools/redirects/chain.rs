//! A pasted redirect chain followed: each `Location` resolved against the URL it answered, as
//! a browser and as curl do, and where the two part (the public face is `uriscope::web::redirects`).

use std::fmt;

use super::paste::{Exchange, Format, Paste, PasteError};

use crate::core::base::Base;
use crate::core::connect::connects_to;
use crate::core::profiles::curl::urlapi::escape_bytes_that_are_no_utf8;
use crate::core::profiles::curl::urlapi::refuses_multiple_locations;
use crate::core::profiles::registry::UnknownSpec;
use crate::core::specs::whatwg;
use crate::core::text::percent::percent_decode;
use crate::core::tools::compare::compare_with;
use crate::core::tools::hosts::hosts_apart;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::validation::Validation;

/// The most bytes the command line and the explorer read of a paste: a larger one is no redirect
/// chain anyone pasted.
pub const MAX_PASTE: u64 = 64 << 20;

/// The Fetch Standard's redirect statuses (§2.2.3 "Statuses").
const REDIRECT_STATUSES: [u16; 5] = [301, 302, 303, 307, 308];

/// The Fetch Standard's limit: "If request's redirect count is 20, then return a network error".
const MAX_REDIRECTS: u64 = 20;

/// curl's default limit: `--max-redirs` is 50 unless given (`CURLOPT_MAXREDIRS`, as the curl
/// tool sets it in src/tool_operate.c).
pub const CURL_MAX_REDIRS: u64 = 50;

/// The clients a chain is followed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Client {
    /// A browser, by the Fetch Standard's HTTP-redirect fetch.
    Browser,
    /// `curl -L`, by the `curl` profile.
    Curl,
    /// GNU Wget, as its own log shows it (uriscope does not replay wget's merge).
    Wget,
}

impl Client {
    /// Its name in a sentence and in JSON keys: `browser`, `curl`, `wget`.
    pub const fn id(self) -> &'static str {
        match self {
            Client::Browser => "browser",
            Client::Curl => "curl",
            Client::Wget => "wget",
        }
    }

    /// Its name in a sentence: `the browser`, `curl`, `wget`.
    pub const fn name(self) -> &'static str {
        match self {
            Client::Browser => "the browser",
            Client::Curl => "curl",
            Client::Wget => "wget",
        }
    }

    /// The client whose requests a paste in `format` shows: the browser's for a HAR file,
    /// wget's for its log, curl's otherwise.
    pub const fn making(format: Format) -> Client {
        match format {
            Format::Har => Client::Browser,
            Format::Wget => Client::Wget,
            Format::Headers | Format::CurlVerbose | Format::CurlJson => Client::Curl,
        }
    }
}

/// Where a client's path through a chain ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// At the response to `url`, hop `at` (from 1), which it does not follow on.
    Landed {
        /// The URL that response answered.
        url: String,
        /// The hop (from 1).
        at: usize,
    },
    /// Where the paste stops describing it: after hop `after` (from 1) it would request `next`,
    /// which the paste does not show, as the paste follows `paste_follows` elsewhere (`None`:
    /// the paste ends).
    WouldRequest {
        /// The request it would make next.
        next: String,
        /// The last hop it shares with the paste (from 1).
        after: usize,
        /// The client the paste goes on with; `None` where the paste ends.
        paste_follows: Option<Client>,
    },
    /// Where it goes from hop `at` (from 1) is not known: the paste leaves that response's
    /// `Location` out.
    Unknown {
        /// The hop (from 1).
        at: usize,
    },
    /// It stops at hop `at` (from 1): a network error, a URL it cannot parse, or its redirect
    /// limit.
    Fails {
        /// The hop (from 1).
        at: usize,
        /// Why, with the rule or the client's own words.
        why: String,
    },
}

impl End {
    /// The URL it ends at or would request next, or why it fails.
    pub fn url(&self) -> Result<&str, &str> {
        match self {
            End::Landed { url, .. } | End::WouldRequest { next: url, .. } => Ok(url),
            End::Fails { why, .. } => Err(why),
            End::Unknown { .. } => Err(UNSHOWN_LOCATION),
        }
    }

    /// Why the client answers no hop after hop `hop` (from 1), where it left the chain before.
    pub fn gone_before(&self, hop: usize) -> Option<String> {
        match *self {
            End::Landed { at, .. } if at < hop => Some(format!("stayed at hop {at}")),
            End::WouldRequest { after, .. } if after < hop => {
                Some(format!("off the paste's path since hop {after}"))
            }
            End::Fails { at, .. } if at < hop => Some(format!("stopped at hop {at}")),
            End::Unknown { at } if at < hop => Some(format!("not known after hop {at}")),
            _ => None,
        }
    }
}

impl fmt::Display for End {
    /// Where it ends, in words: `ends at URL`, `would request URL next, after hop 3; …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            End::Landed { url, .. } => write!(f, "ends at {url}"),
            End::WouldRequest {
                next,
                after,
                paste_follows: Some(maker),
            } => write!(
                f,
                "would request {next} next, after hop {after}; the paste follows {} from there",
                maker.name()
            ),
            End::WouldRequest {
                next,
                after,
                paste_follows: None,
            } => write!(
                f,
                "would request {next} next, after hop {after}, where the paste ends"
            ),
            End::Fails { at, why } => write!(f, "fails at hop {at}: {why}"),
            End::Unknown { at } => write!(f, "not known after hop {at}: {UNSHOWN_LOCATION}"),
        }
    }
}

/// A chain followed by each client on its own path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// The format the paste was read as.
    pub format: Format,
    /// The client whose requests the paste shows ([`Client::making`]).
    pub maker: Client,
    /// Each response, in order.
    pub hops: Vec<Hop>,
    /// Where the browser ends.
    pub final_browser: End,
    /// Where curl ends.
    pub final_curl: End,
    /// Where wget ends, for a wget log (which alone shows wget's path).
    pub final_wget: Option<End>,
}

impl Chain {
    /// The first hop (from 1) from which the clients go to different places.
    pub fn parts_at(&self) -> Option<usize> {
        self.hops.iter().position(Hop::differs).map(|i| i + 1)
    }
}

/// One response of the chain, and what each client does with its `Location`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hop {
    /// The line of its status line in the paste (for a HAR file, the entry's number).
    pub line: usize,
    /// The URL the response answered: as the paste says it, else as its maker's path has it.
    pub url: String,
    /// The status code.
    pub status: u16,
    /// The first `Location` field's bytes, as received.
    pub location: Option<Vec<u8>>,
    /// Where the browser goes next: `None` where it does not follow this response (no
    /// `Location`, not a redirect status), or is no longer on the paste's path.
    pub browser: Option<Result<String, String>>,
    /// Where curl goes next, by the `curl` profile: `None` where it does not follow.
    pub curl: Option<Result<String, String>>,
    /// Where wget went next, read from its log (a wget paste only).
    pub wget: Option<Result<String, String>>,
    /// `curl -v`'s own `Issue another request to this URL` after this response.
    pub curl_said: Option<String>,
    /// A HAR file's `redirectURL`: where the browser that recorded it went.
    pub browser_said: Option<String>,
    /// What a reader should know of this hop, each with the rule that says so.
    pub findings: Vec<Finding>,
    /// The clients on the paste's path at this hop: each answers it (or stays at it).
    pub answering: Vec<Client>,
    /// Where the browser and curl connect for the URL each goes to next, as each parses it
    /// ([`connects_to`]): the browser by the URL Standard's record, curl by its URL API.
    pub connects_to: Vec<(Client, Result<Connection, String>)>,
}

impl Hop {
    /// Whether the clients on the paste's path at this hop go to different places from it
    /// (one that stays or fails goes nowhere).
    pub fn differs(&self) -> bool {
        let mut nexts = self
            .answering
            .iter()
            .map(|&client| match self.answer(client) {
                Some(Ok(url)) => Some(url),
                _ => None,
            });
        let first = nexts.next();
        nexts.any(|next| next != first.flatten())
    }

    /// A client's answer.
    pub fn answer(&self, client: Client) -> &Option<Result<String, String>> {
        match client {
            Client::Browser => &self.browser,
            Client::Curl => &self.curl,
            Client::Wget => &self.wget,
        }
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

/// Follows `paste`'s chain from `first_url` (or the first URL the paste itself gives), each
/// client on its own path, with curl at `curl` (see [`curl_profile`]) and its default limit.
pub fn follow(paste: &Paste, first_url: Option<&str>, curl: Profile) -> Result<Chain, PasteError> {
    follow_limited(paste, first_url, curl, Some(CURL_MAX_REDIRS))
}

/// Where a client is on the chain: on the paste's path (at this URL, after this many
/// redirects), or off it.
enum Course {
    On(String, u64),
    Off(End),
}

/// [`follow`], with curl's `--max-redirs` (`None`: no limit, as `--max-redirs -1`).
pub fn follow_limited(
    paste: &Paste,
    first_url: Option<&str>,
    curl: Profile,
    curl_max_redirs: Option<u64>,
) -> Result<Chain, PasteError> {
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
    let maker = Client::making(paste.format);
    let on = || Course::On(first.clone(), 0);
    let mut browser = on();
    let mut curl_course = on();
    let mut wget = (maker == Client::Wget).then(on);
    let mut hops: Vec<Hop> = Vec::new();
    let mut previous_url = first.clone();
    for (i, exchange) in paste.exchanges.iter().enumerate() {
        let number = i + 1;
        let mut findings = Vec::new();
        // The URL it answered: the paste's word, else the maker's path.
        let url = exchange.url.clone().unwrap_or_else(|| previous_url.clone());
        if let Some((followed, requested)) = &exchange.unseen {
            findings.push(redirect_finding(
                "redirects-not-shown",
                format!(
                    "curl followed {followed} redirect(s) from `{requested}` that the paste does \
                     not show (curl -w '%{{json}}' writes the last response only): each client \
                     is taken to have come here; paste curl -sIL or curl -v -L to see each hop"
                ),
            ));
        }
        if exchange.locations.is_empty() && exchange.curl_next.is_some() {
            findings.push(redirect_finding(
                "no-location-in-paste",
                "the paste has curl's answer but not the Location it answered (curl -w \
                 '%{json}' gives redirect_url alone): paste curl -sIL's output to see both \
                 clients resolve it"
                    .to_string(),
            ));
        }
        // A redirect whose Location the paste leaves out (curl -w '%{json}'): only the
        // paste's own client's answer is known.
        let unshown = exchange.locations.is_empty()
            && (exchange.curl_next.is_some() || exchange.stopped.is_some());
        let browser_next = match &mut browser {
            Course::On(..) if unshown => None,
            Course::On(current, followed) => {
                browser_step(exchange, current, *followed, &mut findings)
            }
            Course::Off(_) => None,
        };
        let curl_next = match &mut curl_course {
            Course::On(..) if unshown && maker == Client::Curl => curl_said(exchange),
            Course::On(current, followed) => curl_step(
                exchange,
                current,
                (curl, curl_max_redirs),
                *followed,
                &mut findings,
            ),
            Course::Off(_) => None,
        };
        // curl's own word that it stopped at its limit (curl -v) outweighs uriscope's count,
        // which assumed the limit given with --max-redirs.
        let curl_next = match (&curl_next, &exchange.stopped, maker) {
            (Some(Ok(_)), Some(_), Client::Curl) => curl_said(exchange),
            _ => curl_next,
        };
        let wget_next = match &wget {
            Some(Course::On(..)) => wget_step(exchange),
            _ => None,
        };
        said_otherwise(exchange, &browser_next, &curl_next, curl, &mut findings);
        let mut hop = Hop {
            line: exchange.line,
            url,
            status: exchange.status,
            location: exchange.locations.first().map(|(_, bytes)| bytes.clone()),
            browser: browser_next,
            curl: curl_next,
            wget: wget_next,
            curl_said: exchange.curl_next.clone(),
            browser_said: exchange.browser_next.clone(),
            findings,
            answering: [
                (Client::Browser, Some(&browser)),
                (Client::Curl, Some(&curl_course)),
                (Client::Wget, wget.as_ref()),
            ]
            .into_iter()
            .filter(|(_, course)| matches!(course, Some(Course::On(..))))
            .map(|(client, _)| client)
            .collect(),
            connects_to: Vec::new(),
        };
        hop.findings.extend(chromium_departures(exchange));
        hop.connects_to = [
            (Client::Browser, Spec::Whatwg),
            (Client::Curl, Spec::Library(curl)),
        ]
        .into_iter()
        .filter_map(|(client, spec)| match hop.answer(client) {
            Some(Ok(next)) => Some((client, connects_to(spec, next))),
            _ => None,
        })
        .collect();
        let connections: Vec<(String, &Connection)> = (hop.connects_to.iter())
            .filter_map(|(client, to)| Some((client.name().to_string(), to.as_ref().ok()?)))
            .collect();
        if let Some(apart) = hosts_apart(&connections) {
            // What a security reviewer asks first: it leads the hop's findings.
            hop.findings
                .insert(0, redirect_finding("hosts-differ", apart));
        }
        if hop.differs() {
            let reasons = why_apart(&hop, curl);
            hop.findings.extend(reasons);
        }
        // Where the paste goes next: the next response's URL, else its maker's answer.
        let next_exchange = paste.exchanges.get(i + 1);
        let paste_next = next_exchange.map(|next| {
            let ok = |client| hop.answer(client).clone().and_then(Result::ok);
            (next.url.clone())
                .or_else(|| ok(maker))
                .or_else(|| ok(Client::Curl))
                .or_else(|| ok(Client::Browser))
        });
        for (client, course) in [
            (Client::Browser, &mut browser),
            (Client::Curl, &mut curl_course),
        ]
        .into_iter()
        .chain(wget.as_mut().map(|course| (Client::Wget, course)))
        {
            let answer = hop.answer(client).clone();
            let answer = match answer {
                None if unshown && client != maker => Some(Err(UNSHOWN_LOCATION.to_string())),
                answer => answer,
            };
            let (finding, moved) = moved_on(client, maker, course, answer, number, &paste_next);
            hop.findings.extend(finding);
            if let Some(next) = moved {
                *course = next;
            }
        }
        if let Some(Some(next)) = &paste_next {
            previous_url = next.clone();
        }
        hops.push(hop);
    }
    let last = hops.len();
    let ended = |course: Course| match course {
        Course::On(url, _) => End::Landed { url, at: last },
        Course::Off(end) => end,
    };
    Ok(Chain {
        format: paste.format,
        maker,
        hops,
        final_browser: ended(browser),
        final_curl: ended(curl_course),
        final_wget: wget.map(ended),
    })
}

/// Where a client is after a hop it answered: on the paste's path still, off it where it
/// stops, lands or goes where the paste does not (with the finding that says so).
fn moved_on(
    client: Client,
    maker: Client,
    course: &Course,
    answer: Option<Result<String, String>>,
    hop: usize,
    paste_next: &Option<Option<String>>,
) -> (Option<Finding>, Option<Course>) {
    let Course::On(current, followed) = course else {
        return (None, None);
    };
    let next = match answer {
        Some(Err(why)) if why == UNSHOWN_LOCATION => {
            return (None, Some(Course::Off(End::Unknown { at: hop })));
        }
        None => {
            let landed = End::Landed {
                url: current.clone(),
                at: hop,
            };
            return (None, Some(Course::Off(landed)));
        }
        Some(Err(why)) => return (None, Some(Course::Off(End::Fails { at: hop, why }))),
        Some(Ok(next)) => next,
    };
    let followed = followed + 1;
    match paste_next {
        None => (
            None,
            Some(Course::Off(End::WouldRequest {
                next,
                after: hop,
                paste_follows: None,
            })),
        ),
        // The paste goes on where this client goes (the fragment is never sent), or it is the
        // paste's own client, whose path the paste is.
        Some(Some(shown)) if same_request(&next, shown) => (None, Some(Course::On(next, followed))),
        Some(shown) if client == maker => (
            None,
            Some(Course::On(shown.clone().unwrap_or(next), followed)),
        ),
        Some(shown) => {
            let sentence = match shown {
                Some(shown) => format!(
                    "{} would request `{next}` next; the paste follows {} from here, to \
                     `{shown}`, and shows no more of {}'s path",
                    client.name(),
                    maker.name(),
                    client.name()
                ),
                None => format!(
                    "{} would request `{next}` next; the paste follows {} from here",
                    client.name(),
                    maker.name()
                ),
            };
            let id = match client {
                Client::Browser => "browser-leaves-paste",
                Client::Curl => "curl-leaves-paste",
                Client::Wget => "wget-leaves-paste",
            };
            (
                Some(redirect_finding(id, sentence)),
                Some(Course::Off(End::WouldRequest {
                    next,
                    after: hop,
                    paste_follows: Some(maker),
                })),
            )
        }
    }
}

/// Whether two URLs make the same request: equal but for the fragment, which is not sent.
fn same_request(a: &str, b: &str) -> bool {
    without_fragment(a) == without_fragment(b)
}

fn without_fragment(url: &str) -> &str {
    url.split_once('#').map_or(url, |(url, _)| url)
}

/// Where the paste's own client said it went, where uriscope's model of it says otherwise.
fn said_otherwise(
    exchange: &Exchange,
    browser_next: &Option<Result<String, String>>,
    curl_next: &Option<Result<String, String>>,
    curl: Profile,
    findings: &mut Vec<Finding>,
) {
    if let (Some(Ok(ours)), Some(said)) = (curl_next, &exchange.curl_next)
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
    if let (Some(Ok(ours)), Some(said)) = (browser_next, &exchange.browser_next)
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
}

/// Why the browser's answer to a redirect is not known where the paste leaves its `Location`
/// out.
const UNSHOWN_LOCATION: &str = "the paste does not show this response's Location (curl -w \
     '%{json}' gives curl's answer alone), so where the browser goes is not known: paste curl \
     -sIL's output to see it";

/// curl's answer, as the paste gives it: its limit's words (with the URL it would have
/// requested), else its next URL (`redirect_url`, or `Issue another request`).
fn curl_said(exchange: &Exchange) -> Option<Result<String, String>> {
    match (&exchange.stopped, &exchange.curl_next) {
        (Some(words), next) => Some(Err(format!(
            "curl said `{words}`{}",
            next.as_ref()
                .map(|next| format!(", where it would have requested `{next}`"))
                .unwrap_or_default()
        ))),
        (None, Some(next)) => Some(Ok(next.clone())),
        (None, None) => None,
    }
}

/// wget's answer, as its log shows it: the URL it requested next, or its words where it
/// stopped.
fn wget_step(exchange: &Exchange) -> Option<Result<String, String>> {
    match (&exchange.wget_next, &exchange.stopped) {
        (Some(next), _) => Some(Ok(next.clone())),
        (None, Some(words)) => Some(Err(format!(
            "wget said `{words}` (src/retr.c, retrieve_url: --max-redirect, 20 unless given)"
        ))),
        (None, None) => None,
    }
}

/// What the Fetch Standard's HTTP-redirect fetch does with this response, from `current`.
fn browser_step(
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

/// What curl -L does with this response, from `current`: libcurl follows any `3xx` with a
/// `Location` (an empty one, or an exact repeat, ignored), resolved by its URL API.
fn curl_step(
    exchange: &Exchange,
    current: &str,
    (curl, max_redirs): (Profile, Option<u64>),
    followed: u64,
    findings: &mut Vec<Finding>,
) -> Option<Result<String, String>> {
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
    let next = base
        .resolve(&text)
        .map(|resolved| resolved.as_str().to_string())
        .map_err(|error| format!("The redirect target URL could not be parsed: {error}"));
    match max_redirs {
        Some(max) if followed >= max && next.is_ok() => Some(Err(format!(
            "Maximum ({max}) redirects followed: curl stops with exit 47, \
             CURLE_TOO_MANY_REDIRECTS, where it would have requested `{}` (Curl_follow: \
             lib/transfer.c to 8.9, lib/http.c since; --max-redirs, 50 unless given)",
            next.unwrap_or_default()
        ))),
        _ => Some(next),
    }
}

/// Where Chromium follows this response otherwise than the Fetch Standard: copies of one
/// `Location` value, and an empty `Location`.
fn chromium_departures(exchange: &Exchange) -> Vec<Finding> {
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

/// Why the clients that follow this hop go to different places, in the words of the rules
/// that made each answer: the fragment rule, the reasons the resolvers recorded where the
/// browser's and curl's answers part (the WHATWG parser's and the curl profile's), wget's
/// escaping; and where none is recorded, the component where they part.
fn why_apart(hop: &Hop, curl: Profile) -> Vec<Finding> {
    let ok = |answer: &Option<Result<String, String>>| answer.clone().and_then(Result::ok);
    let (browser, curl_next, wget) = (ok(&hop.browser), ok(&hop.curl), ok(&hop.wget));
    let mut found = Vec::new();
    let fragment_only = |a: &Option<String>, b: &Option<String>| matches!((a, b), (Some(a), Some(b)) if a != b && same_request(a, b));
    let others: Vec<&str> = [(Client::Curl, &curl_next), (Client::Wget, &wget)]
        .into_iter()
        .filter(|(_, other)| fragment_only(&browser, other))
        .map(|(client, _)| client.name())
        .collect();
    if !others.is_empty() {
        found.push(redirect_finding(
            "fragment-differs",
            format!(
                "they differ in the fragment: a browser keeps the request's fragment where the \
                 Location has none (RFC 9110 §10.2.2); {} does not (and sends none)",
                others.join(" and ")
            ),
        ));
    }
    if let (Some(b), Some(c), Some(location)) = (&browser, &curl_next, &hop.location)
        && !same_request(b, c)
    {
        let text = String::from_utf8_lossy(location);
        let comparison = compare_with(&hop.url, &text, &Options::default(), &[Spec::Library(curl)]);
        for (spec, warning) in &comparison.explanations {
            let who = match spec {
                Spec::Whatwg => "the browser".to_string(),
                Spec::Library(profile) if *profile == curl => format!("curl {}", curl.release()),
                _ => continue,
            };
            found.push(redirect_finding(
                warning.id,
                format!("{who}: {}", warning.text),
            ));
        }
        if found.iter().all(|f| f.rule() == "fragment-differs") {
            // No step recorded a reason: the validation errors the browser's parser raised on
            // the Location say what it read otherwise.
            let mut errors = Validation::default();
            if let Ok(base) = whatwg::parser::parse(&hop.url, None) {
                let _ = whatwg::parser::parse_with(&text, Some(&base), &mut errors);
            }
            let mut raised: Vec<String> = Vec::new();
            for (error, at) in &errors.input {
                let said = format!("{} at byte {at} ({})", error.name(), error.description());
                if !raised.contains(&said) {
                    raised.push(said);
                }
            }
            let browser_read = match raised.is_empty() {
                true => String::new(),
                false => format!("; the URL Standard's parser raised {}", raised.join(", ")),
            };
            found.push(redirect_finding(
                "parts-in-component",
                format!(
                    "the browser's URL parser (the URL Standard, §4.4) gives `{b}`, curl's URL \
                     API (lib/urlapi.c) gives `{c}`: {}{browser_read}",
                    first_difference(b, c)
                ),
            ));
        }
    }
    if let Some(w) = &wget {
        let other = [&curl_next, &browser]
            .into_iter()
            .flatten()
            .find(|other| !same_request(other, w));
        if let Some(other) = other {
            let decoded =
                |url: &str| percent_decode(without_fragment(url).as_bytes()).to_ascii_lowercase();
            let why = if decoded(other) == decoded(w) {
                "they differ in percent-encoding alone"
            } else {
                "they differ beyond percent-encoding"
            };
            found.push(redirect_finding(
                "wget-merges",
                format!(
                    "wget requested `{w}` (its log's next request line): wget merges a Location \
                     by its own rules and escapes what it merged (src/url.c, uri_merge and \
                     reencode_escapes; uriscope reads its answer from the log and does not \
                     replay it); {why} from `{other}`"
                ),
            ));
        }
    }
    found
}

/// Where two URLs first differ, by component as the URL Standard splits them.
fn first_difference(a: &str, b: &str) -> String {
    let at = a
        .bytes()
        .zip(b.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    format!(
        "they first differ at byte {at} (`{}` against `{}`)",
        &a[floor(a, at)..],
        &b[floor(b, at)..]
    )
}

/// The char boundary at or before `at`.
fn floor(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
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
        assert_eq!(chain.final_browser.url(), Ok("http://a.example/x/d?x"));
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/x/d?x"));
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
        assert_eq!(chain.final_browser.url(), Ok("http://a.example/"));

        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /one\nLocation: /two\n\n",
            "http://a.example/",
        );
        assert!(matches!(&chain.hops[0].browser, Some(Err(why)) if why.contains("more than one")));
        assert!(matches!(&chain.hops[0].curl, Some(Err(why)) if why.contains("Multiple")));
        assert!(chain.final_browser.url().is_err());
    }

    #[test]
    fn the_first_url_is_needed() {
        let paste = read_paste(b"HTTP/1.1 302 Found\nLocation: /x\n\n", None).unwrap();
        let error = follow(&paste, None, curl_profile(None).unwrap()).unwrap_err();
        assert!(error.message.contains("give it with --url"), "{error}");
    }

    /// Each client's answers along the chain, `-` where it gives none.
    fn column(chain: &Chain, client: Client) -> Vec<String> {
        (chain.hops.iter())
            .map(|hop| match hop.answer(client) {
                Some(Ok(url)) => url.clone(),
                Some(Err(_)) => "fails".to_string(),
                None => "-".to_string(),
            })
            .collect()
    }

    #[test]
    fn once_the_clients_part_the_paste_follows_its_own_client_alone() {
        // A `\` sends the browser to /c/1 and curl into a loop, which curl -sIL shows.
        let mut paste = Vec::new();
        for _ in 0..4 {
            paste.extend_from_slice(b"HTTP/1.1 302 Found\nLocation: \\\\a.example\\c\\1\n\n");
        }
        let chain = follow_limited(
            &read_paste(&paste, None).unwrap(),
            Some("http://a.example/start"),
            curl_profile(Some("8.22")).unwrap(),
            Some(3),
        )
        .unwrap();
        assert_eq!(
            column(&chain, Client::Browser),
            ["http://a.example/c/1", "-", "-", "-"]
        );
        let loop_url = "http://a.example/\\\\a.example\\c\\1";
        assert_eq!(
            column(&chain, Client::Curl),
            [loop_url, loop_url, loop_url, "fails"]
        );
        assert_eq!(chain.parts_at(), Some(1));
        assert_eq!(
            chain.final_browser,
            End::WouldRequest {
                next: "http://a.example/c/1".to_string(),
                after: 1,
                paste_follows: Some(Client::Curl),
            }
        );
        assert!(
            matches!(&chain.final_curl, End::Fails { at: 4, why } if why.starts_with("Maximum (3) redirects followed"))
        );
        assert_eq!(
            chain.final_browser.gone_before(2).as_deref(),
            Some("off the paste's path since hop 1")
        );
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert!(rules.contains(&"whatwg.backslash-as-slash"), "{rules:?}");
        assert!(rules.contains(&"browser-leaves-paste"), "{rules:?}");
    }

    #[test]
    fn every_hop_where_the_clients_part_says_why() {
        for location in [
            &b"/a b?q=a b"[..],
            b"\\\\h\\x",
            b"//h/%7e/x/../y",
            b"/caf\xe9",
            b"HTTP://H/./x",
            b"/x#",
            b"?",
        ] {
            let mut paste = b"HTTP/1.1 302 Found\nLocation: ".to_vec();
            paste.extend_from_slice(location);
            paste.extend_from_slice(b"\n\n");
            let chain = followed(&paste, "http://a.example/p/q#f");
            let hop = &chain.hops[0];
            if hop.differs() {
                let reasons = (hop.findings.iter()).filter(|f| {
                    !f.rule().contains("leaves-paste") && f.rule() != "fragment-inherited"
                });
                assert!(reasons.count() > 0, "{location:?}: {hop:#?}");
            }
        }
    }

    #[test]
    fn the_browser_stops_at_its_21st_redirect() {
        let mut paste = Vec::new();
        for n in 1..=22 {
            paste.extend_from_slice(format!("HTTP/1.1 302 Found\nLocation: /{n}\n\n").as_bytes());
        }
        let chain = followed(&paste, "http://a.example/0");
        assert!(
            matches!(&chain.final_browser, End::Fails { at: 21, why } if why.contains("redirect count is 20"))
        );
        assert_eq!(
            chain.hops[19].browser,
            Some(Ok("http://a.example/20".to_string()))
        );
        // curl's limit is 50: it would go on, where the paste ends.
        assert!(matches!(
            chain.final_curl,
            End::WouldRequest {
                after: 22,
                paste_follows: None,
                ..
            }
        ));
    }

    #[test]
    fn chromium_departures_are_named() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /same\nLocation: /same\n\nHTTP/1.1 200 OK\n\n",
            "http://a.example/",
        );
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert_eq!(rules, ["chromium-follows-copies"]);
        assert!(matches!(chain.final_browser, End::Fails { at: 1, .. }));
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/same"));
        let chain = followed(b"HTTP/1.1 302 Found\nLocation:\n\n", "http://a.example/e");
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert_eq!(rules, ["chromium-ignores-empty-location"]);
        // curl ignores an empty Location; by the Fetch Standard it is the request's own URL.
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/e"));
        assert_eq!(
            chain.hops[0].browser,
            Some(Ok("http://a.example/e".to_string()))
        );
    }

    #[test]
    fn wget_logs_give_wget_its_own_column() {
        let paste = b"--2026-11-29 17:30:05--  http://h/start\n  HTTP/1.1 302 Found\n\
            \x20 Location: /a\\tb c?q=a b\nLocation: /a%09b c?q=a b [following]\n\
            --2026-11-29 17:30:05--  http://h/a%09b%20c?q=a%20b\n  HTTP/1.1 301 Moved\n\
            \x20 Location: /loop\nLocation: /loop [following]\n1 redirections exceeded.\n";
        let chain = follow(
            &read_paste(paste, None).unwrap(),
            None,
            curl_profile(None).unwrap(),
        )
        .unwrap();
        assert_eq!(chain.maker, Client::Wget);
        assert_eq!(
            chain.hops[0].location.as_deref(),
            Some(&b"/a\tb c?q=a b"[..])
        );
        assert_eq!(
            column(&chain, Client::Wget),
            ["http://h/a%09b%20c?q=a%20b", "fails"]
        );
        // The URL parser strips the tab ("remove all ASCII tab or newline from input"), where
        // wget escapes it; curl writes the query's space as `+`. Both leave wget's path.
        assert_eq!(
            column(&chain, Client::Browser),
            ["http://h/ab%20c?q=a%20b", "-"]
        );
        for end in [&chain.final_browser, &chain.final_curl] {
            assert!(
                matches!(
                    end,
                    End::WouldRequest {
                        after: 1,
                        paste_follows: Some(Client::Wget),
                        ..
                    }
                ),
                "{end:?}"
            );
        }
        assert!(
            matches!(&chain.final_wget, Some(End::Fails { at: 2, why }) if why.contains("1 redirections exceeded."))
        );
    }

    #[test]
    fn a_curl_json_paste_says_what_curl_said() {
        let json = br#"{"errormsg":"Maximum (3) redirects followed","exitcode":47,"num_redirects":3,"redirect_url":"http://h/loop","response_code":302,"url":"http://h/start","url_effective":"http://h/loop"}"#;
        let chain = follow(
            &read_paste(json, None).unwrap(),
            None,
            curl_profile(None).unwrap(),
        )
        .unwrap();
        assert!(
            matches!(&chain.final_curl, End::Fails { at: 1, why } if why.contains("Maximum (3) redirects followed"))
        );
        assert_eq!(chain.final_browser, End::Unknown { at: 1 });
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert!(rules.contains(&"redirects-not-shown"), "{rules:?}");
    }
}
