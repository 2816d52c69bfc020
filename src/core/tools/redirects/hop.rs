//! A followed redirect chain as the readers see it: the clients, each hop with what each
//! client does with its `Location`, and where each client's path ends.

use std::fmt;

use super::paste::Format;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::finding::Finding;

/// The most bytes the command line and the explorer read of a paste: a larger one is no redirect
/// chain anyone pasted.
pub const MAX_PASTE: u64 = 64 << 20;

/// Why the browser's answer to a redirect is not known where the paste leaves its `Location`
/// out.
const UNSHOWN_LOCATION: &str = "the paste does not show this response's Location (curl -w \
     '%{json}' gives curl's answer alone), so where the browser goes is not known: paste curl \
     -sIL's output to see it";

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

    /// The clients whose columns the chain has, each with where it ends: the browser and
    /// curl, and wget for a wget log.
    pub fn clients(&self) -> Vec<(Client, &End)> {
        let mut clients = vec![
            (Client::Browser, &self.final_browser),
            (Client::Curl, &self.final_curl),
        ];
        clients.extend(self.final_wget.as_ref().map(|end| (Client::Wget, end)));
        clients
    }

    /// What `client` does at hop `index` (from 0), in words: the URL it goes to, why it fails,
    /// that it stays, or why it answers nothing there (it left the chain before). The URLs
    /// are as the paste and the clients give them: a front end escapes the words whole.
    pub fn answer_words(&self, index: usize, client: Client, end: &End) -> String {
        match (self.hops[index].answer(client), end.gone_before(index + 1)) {
            (Some(Ok(url)), _) => url.clone(),
            (Some(Err(why)), _) => format!("fails: {why}"),
            (None, Some(gone)) => format!("— ({gone})"),
            (None, None) => "stays (does not follow this response)".to_string(),
        }
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
    /// ([`connects_to`](crate::web::connects_to)): the browser by the URL Standard's record, curl by its URL API.
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
pub(super) fn redirect_finding(id: &'static str, sentence: String) -> Finding {
    Finding::Redirect { id, sentence }
}
