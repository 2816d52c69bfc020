//! `uriscope redirects [FILE|-] [--url FIRST_URL]`: a pasted redirect chain, each `Location`
//! resolved as browsers (the Fetch Standard), curl and wget do, each client on its own path,
//! with where they part and why.

use std::fs::File;
use std::io::{self, Read, Write};

use clap::Args;
use clap::builder::PossibleValue;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json;
use super::json::ConnectionJson;
use crate::core::text::escape::terminal::escape_bytes;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::redirects::chain::follow_limited;
use crate::core::tools::redirects::hop::Chain;
use crate::core::tools::redirects::hop::Client;
use crate::core::tools::redirects::hop::End;
use crate::core::tools::redirects::hop::Hop;
use crate::core::tools::redirects::hop::MAX_PASTE;
use crate::core::tools::redirects::paste::read_paste;
use crate::core::vocabulary::profile::Profile;

#[derive(Debug, Args)]
pub struct RedirectsArgs {
    /// The paste (curl -sIL, curl -v -L, curl -w '%{json}', wget -S or a HAR file): a file,
    /// or - (the default) for standard input
    #[arg(value_name = "FILE")]
    pub paste: Option<String>,
    /// The URL first requested (curl -sIL does not print it; curl -v does)
    #[arg(long, value_name = "FIRST_URL")]
    pub url: Option<String>,
    /// Read the paste as this format instead of detecting it: headers (curl -sIL),
    /// curl-verbose (curl -v -L), curl-json (curl -w '%{json}'), wget (wget -S), har
    #[arg(
        long,
        value_name = "FORMAT",
        value_parser = Listed { parse: parse_paste_format, values: paste_formats },
        hide_possible_values = true
    )]
    pub format: Option<PasteFormat>,
    /// The curl release whose following is reproduced (7.88, 8.0 to 8.22)
    #[arg(
        long,
        value_name = "VERSION",
        default_value = "8.22",
        value_parser = Listed { parse: parse_curl, values: curl_releases },
        hide_possible_values = true
    )]
    pub curl: CurlArg,
    /// curl's redirect limit, as given to curl (-1: none)
    #[arg(long, value_name = "N", default_value_t = 50, allow_negative_numbers = true,
          value_parser = clap::value_parser!(i64).range(-1..))]
    pub max_redirs: i64,
    /// Print one JSON object
    #[arg(long)]
    pub json: bool,
}

/// A paste's format, as `--format` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PasteFormat(pub crate::core::tools::redirects::paste::Format);

fn parse_paste_format(text: &str) -> Result<PasteFormat, String> {
    use crate::core::tools::redirects::paste::Format;
    Format::ALL
        .into_iter()
        .find(|format| format.id() == text)
        .map(PasteFormat)
        .ok_or_else(|| {
            let ids: Vec<&str> = Format::ALL.iter().map(|f| f.id()).collect();
            format!("expected one of: {}", ids.join(", "))
        })
}

/// A value read by `parse`, whose possible values `values` lists for completions and help, so
/// that a shell offers them rather than file names.
#[derive(Clone, Copy)]
struct Listed<T> {
    parse: fn(&str) -> Result<T, String>,
    values: fn() -> Vec<PossibleValue>,
}

impl<T: Clone + Send + Sync + 'static> clap::builder::TypedValueParser for Listed<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let value = value.to_string_lossy();
        (self.parse)(&value).map_err(|why| invalid(cmd, arg, &value, &why))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new((self.values)().into_iter()))
    }
}

/// `--format`'s values: each format, with the command whose output it is.
fn paste_formats() -> Vec<PossibleValue> {
    use crate::core::tools::redirects::paste::Format;
    let value = |format: Format| PossibleValue::new(format.id()).help(format.source());
    Format::ALL.into_iter().map(value).collect()
}

/// `--curl`'s values: each curl release line modelled.
fn curl_releases() -> Vec<PossibleValue> {
    let Ok(curl) = crate::core::tools::redirects::curl::curl_profile(None) else {
        return Vec::new();
    };
    let value = |line: Profile| PossibleValue::new(line.release()).help(line.title());
    curl.lines().map(value).collect()
}

/// A `value` that `arg` cannot take, with why, as clap words a value it refuses.
fn invalid(cmd: &clap::Command, arg: Option<&clap::Arg>, value: &str, why: &str) -> clap::Error {
    let arg = arg.map_or_else(String::new, ToString::to_string);
    clap::Error::raw(
        clap::error::ErrorKind::ValueValidation,
        format!(
            "invalid value '{value}' for '{arg}': {why}\n\nFor more information, try '--help'.\n"
        ),
    )
    .with_cmd(cmd)
}

/// A curl release, as `--curl` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CurlArg(pub Profile);

fn parse_curl(text: &str) -> Result<CurlArg, String> {
    crate::core::tools::redirects::curl::curl_profile(Some(text))
        .map(CurlArg)
        .map_err(|error| error.reason().unwrap_or("not a curl release").to_string())
}

pub fn run(
    args: &RedirectsArgs,
    input: &mut dyn Read,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> io::Result<i32> {
    let name = args.paste.as_deref().unwrap_or("-");
    let mut bytes = Vec::new();
    let read = match name {
        "-" => input.take(MAX_PASTE).read_to_end(&mut bytes),
        path => File::open(path).and_then(|file| file.take(MAX_PASTE).read_to_end(&mut bytes)),
    };
    if let Err(error) = read {
        writeln!(
            err,
            "uriscope: cannot read the paste {}: {error}",
            escape_for_terminal(name)
        )?;
        return Ok(EXIT_FAILED);
    }
    let chain = read_paste(&bytes, args.format.map(|f| f.0)).and_then(|paste| {
        let limit = u64::try_from(args.max_redirs).ok();
        follow_limited(&paste, args.url.as_deref(), args.curl.0, limit)
    });
    let chain = match chain {
        Ok(chain) => chain,
        Err(error) => {
            writeln!(
                err,
                "uriscope: the paste: {}",
                escape_for_terminal(&error.to_string())
            )?;
            return Ok(EXIT_FAILED);
        }
    };
    if args.json {
        json::write_line(&mut &mut *out, &RedirectsJson::of(&chain), true)?;
    } else {
        write_chain(out, &chain, &args.curl.0.release())?;
    }
    Ok(EXIT_OK)
}

/// Each hop: its response, its `Location`, where each client goes, and why they part.
fn write_chain(out: &mut dyn Write, chain: &Chain, curl: &str) -> io::Result<()> {
    let responses = match chain.hops.len() {
        1 => "1 response".to_string(),
        n => format!("{n} responses"),
    };
    let parts = match chain.parts_at() {
        Some(hop) => format!("; the clients part at hop {hop}"),
        None => String::new(),
    };
    writeln!(
        out,
        "{responses}, read as the output of {}{parts}",
        chain.format.source()
    )?;
    let clients = chain.clients();
    for (i, hop) in chain.hops.iter().enumerate() {
        writeln!(out)?;
        writeln!(
            out,
            "hop {} (line {}): {} from {}",
            i + 1,
            hop.line,
            hop.status,
            escape_for_terminal(&hop.url)
        )?;
        match &hop.location {
            Some(bytes) => writeln!(out, "  Location  {}", escape_bytes(bytes))?,
            None => match &hop.curl_said {
                Some(said) => writeln!(out, "  curl said {}", escape_for_terminal(said))?,
                None => writeln!(out, "  no Location: the chain ends here")?,
            },
        }
        if hop.location.is_some() || hop.wget.is_some() {
            let mark = if hop.differs() { "  ≠" } else { "" };
            for (j, (client, end)) in clients.iter().enumerate() {
                let last = j + 1 == clients.len();
                writeln!(
                    out,
                    "  {:<9} {}{}",
                    client.id(),
                    escape_for_terminal(&chain.answer_words(i, *client, end)),
                    if last { mark } else { "" }
                )?;
                let said = match client {
                    Client::Browser => hop.browser_said.as_deref(),
                    Client::Curl => hop.curl_said.as_deref(),
                    Client::Wget => None,
                };
                if let Some(said) = said {
                    writeln!(out, "  (it said) {}", escape_for_terminal(said))?;
                }
            }
        }
        write_findings(out, hop)?;
    }
    writeln!(out)?;
    for (client, end) in &clients {
        let name = match client {
            Client::Browser => "browser (Fetch)".to_string(),
            Client::Curl => format!("curl {curl}"),
            Client::Wget => "wget".to_string(),
        };
        writeln!(out, "{name:<16} {}", escape_for_terminal(&end.to_string()))?;
    }
    Ok(())
}

fn write_findings(out: &mut dyn Write, hop: &Hop) -> io::Result<()> {
    for finding in &hop.findings {
        writeln!(out, "  · {}", escape_for_terminal(&finding.message()))?;
    }
    Ok(())
}

/// `redirects --json`: the chain, each hop with each client's answers.
#[derive(Serialize)]
pub struct RedirectsJson<'a> {
    /// The paste's format: `headers`, `curl-verbose`, `curl-json`, `wget` or `har`.
    pub format: &'static str,
    /// The client whose requests the paste shows: `curl`, `wget` or `browser`.
    pub maker: &'static str,
    /// The first hop (from 1) from which the clients go to different places.
    pub parts_at: Option<usize>,
    pub hops: Vec<HopJson<'a>>,
    /// Where each client ends (its URL), or why it fails.
    #[serde(rename = "final")]
    pub finals: AnswersJson<'a>,
    /// How each client ends.
    pub ends: Vec<EndJson<'a>>,
}

/// How a client's path ends: `landed` at `url`; `would-request` `url` next, `after` a hop,
/// where the paste follows `paste_follows` (or ends, `null`); `fails` `at` a hop, with `error`;
/// `unknown` from hop `at` on, where the paste leaves the `Location` out (`error` says so).
#[derive(Serialize)]
pub struct EndJson<'a> {
    pub client: &'static str,
    pub end: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub paste_follows: Option<Option<&'static str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'a str>,
}

impl<'a> EndJson<'a> {
    fn of(client: Client, end: &'a End) -> Self {
        let mut json = EndJson {
            client: client.id(),
            end: "",
            url: None,
            after: None,
            paste_follows: None,
            at: None,
            error: None,
        };
        match end {
            End::Landed { url, .. } => (json.end, json.url) = ("landed", Some(url.as_str())),
            End::WouldRequest {
                next,
                after,
                paste_follows,
            } => {
                (json.end, json.url, json.after) =
                    ("would-request", Some(next.as_str()), Some(*after));
                json.paste_follows = Some(paste_follows.map(Client::id));
            }
            End::Fails { at, why } => {
                (json.end, json.at, json.error) = ("fails", Some(*at), Some(why.as_str()));
            }
            End::Unknown { at } => {
                (json.end, json.at, json.error) = ("unknown", Some(*at), end.url().err());
            }
        }
        json
    }
}

/// One response of a chain.
#[derive(Serialize)]
pub struct HopJson<'a> {
    /// The line of its status line in the paste.
    pub line: usize,
    /// The URL it answered.
    pub url: &'a str,
    pub status: u16,
    /// The first `Location` field (bytes that are not UTF-8 as U+FFFD); `null` without one.
    pub location: Option<String>,
    /// Where each client goes next.
    #[serde(flatten)]
    pub next: AnswersJson<'a>,
    /// `curl -v`'s own next URL, where the paste has it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curl_said: Option<&'a str>,
    /// A HAR file's `redirectURL`: where the browser that recorded it went.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub browser_said: Option<&'a str>,
    pub differs: bool,
    pub findings: Vec<RedirectFindingJson>,
    /// Where the browser and curl connect for their next URL, as each parses it: by client.
    pub connects_to: std::collections::BTreeMap<&'static str, Option<ConnectionJson>>,
}

/// A finding of a hop.
#[derive(Serialize)]
pub struct RedirectFindingJson {
    pub rule: &'static str,
    pub says: String,
}

/// Where each client goes (from a hop, or in the end): a URL, `null` where one does not
/// follow, or a reason in `browser_error`, `curl_error` or `wget_error` where it fails. The
/// `wget` keys appear for a wget log only, which alone shows wget's path.
#[derive(Serialize)]
pub struct AnswersJson<'a> {
    pub browser: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub browser_error: Option<&'a str>,
    pub curl: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curl_error: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wget: Option<Option<&'a str>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub wget_error: Option<&'a str>,
}

/// A URL, or why there is none.
type Answer<'a> = Result<&'a str, &'a str>;

impl<'a> AnswersJson<'a> {
    fn of(
        browser: Option<Answer<'a>>,
        curl: Option<Answer<'a>>,
        wget: Option<Option<Answer<'a>>>,
    ) -> Self {
        let split = |answer: Option<Answer<'a>>| match answer {
            Some(Ok(url)) => (Some(url), None),
            Some(Err(why)) => (None, Some(why)),
            None => (None, None),
        };
        let ((browser, browser_error), (curl, curl_error)) = (split(browser), split(curl));
        let (wget, wget_error) = match wget.map(split) {
            Some((url, error)) => (Some(url), error),
            None => (None, None),
        };
        AnswersJson {
            browser,
            browser_error,
            curl,
            curl_error,
            wget,
            wget_error,
        }
    }
}

impl<'a> RedirectsJson<'a> {
    pub fn of(chain: &'a Chain) -> Self {
        let answer = |next: &'a Option<Result<String, String>>| {
            next.as_ref()
                .map(|next| next.as_deref().map_err(String::as_str))
        };
        let wget_log = chain.final_wget.is_some();
        RedirectsJson {
            format: chain.format.id(),
            maker: chain.maker.id(),
            parts_at: chain.parts_at(),
            hops: (chain.hops.iter())
                .map(|hop| HopJson {
                    line: hop.line,
                    url: &hop.url,
                    status: hop.status,
                    location: (hop.location.as_ref())
                        .map(|bytes| String::from_utf8_lossy(bytes).into_owned()),
                    next: AnswersJson::of(
                        answer(&hop.browser),
                        answer(&hop.curl),
                        wget_log.then(|| answer(&hop.wget)),
                    ),
                    curl_said: hop.curl_said.as_deref(),
                    browser_said: hop.browser_said.as_deref(),
                    differs: hop.differs(),
                    connects_to: (hop.connects_to.iter())
                        .map(|(client, to)| (client.id(), ConnectionJson::pair(Some(to)).0))
                        .collect(),
                    findings: (hop.findings.iter())
                        .map(|f| RedirectFindingJson {
                            rule: f.rule(),
                            says: f.message(),
                        })
                        .collect(),
                })
                .collect(),
            finals: AnswersJson::of(
                Some(chain.final_browser.url()),
                Some(chain.final_curl.url()),
                chain.final_wget.as_ref().map(|end| Some(end.url())),
            ),
            ends: chain
                .clients()
                .into_iter()
                .map(|(client, end)| EndJson::of(client, end))
                .collect(),
        }
    }
}
