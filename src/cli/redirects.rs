//! `uriscope redirects [FILE|-] [--url FIRST_URL]`: a pasted redirect chain, each `Location`
//! resolved as browsers (the Fetch Standard) and curl do, with where they part and why.

use std::fs::File;
use std::io::{self, Read, Write};

use clap::Args;
use serde::Serialize;

use super::exit::{EXIT_FAILED, EXIT_OK};
use super::json;
use crate::core::text::escape::terminal::escape_bytes;
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::tools::redirects::chain::Chain;
use crate::core::tools::redirects::chain::Hop;
use crate::core::tools::redirects::chain::MAX_PASTE;
use crate::core::tools::redirects::chain::follow;
use crate::core::tools::redirects::paste::read_paste;
use crate::core::vocabulary::profile::Profile;

#[derive(Debug, Args)]
pub struct RedirectsArgs {
    /// The paste: a file, or - (the default) for standard input
    #[arg(value_name = "FILE")]
    pub paste: Option<String>,
    /// The URL first requested (curl -sIL does not print it; curl -v does)
    #[arg(long, value_name = "FIRST_URL")]
    pub url: Option<String>,
    /// Read the paste as this format instead of detecting it
    #[arg(long, value_name = "FORMAT", value_parser = parse_paste_format)]
    pub format: Option<PasteFormat>,
    /// The curl release whose following is reproduced (7.88, 8.0 to 8.22)
    #[arg(long, value_name = "VERSION", default_value = "8.22", value_parser = parse_curl)]
    pub curl: CurlArg,
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

/// A curl release, as `--curl` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CurlArg(pub Profile);

fn parse_curl(text: &str) -> Result<CurlArg, String> {
    crate::core::tools::redirects::chain::curl_profile(Some(text))
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
    let chain = read_paste(&bytes, args.format.map(|f| f.0))
        .and_then(|paste| follow(&paste, args.url.as_deref(), args.curl.0));
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
    writeln!(
        out,
        "{responses}, read as the output of {}",
        chain.format.source()
    )?;
    // Where a client stopped before a hop: it never sees that response.
    let (mut browser_gone, mut curl_gone) = (false, false);
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
        if hop.location.is_some() {
            let mark = if hop.differs() { "  ≠" } else { "" };
            writeln!(out, "  browser   {}", answer(&hop.browser, browser_gone))?;
            if let Some(said) = &hop.browser_said {
                writeln!(out, "  (it said) {}", escape_for_terminal(said))?;
            }
            writeln!(out, "  curl      {}{mark}", answer(&hop.curl, curl_gone))?;
            if let Some(said) = &hop.curl_said {
                writeln!(out, "  (it said) {}", escape_for_terminal(said))?;
            }
        }
        write_findings(out, hop)?;
        browser_gone |= !matches!(hop.browser, Some(Ok(_)));
        curl_gone |= !matches!(hop.curl, Some(Ok(_)));
    }
    writeln!(out)?;
    let curl = format!("curl {curl}");
    writeln!(
        out,
        "{:<16} ends at {}",
        "browser (Fetch)",
        ended(&chain.final_browser)
    )?;
    writeln!(out, "{curl:<16} ends at {}", ended(&chain.final_curl))
}

fn write_findings(out: &mut dyn Write, hop: &Hop) -> io::Result<()> {
    for finding in &hop.findings {
        writeln!(out, "  · {}", escape_for_terminal(&finding.message()))?;
    }
    Ok(())
}

/// Where a client goes from a hop, in words; `gone` when it stopped at an earlier one.
fn answer(next: &Option<Result<String, String>>, gone: bool) -> String {
    match next {
        Some(Ok(url)) => escape_for_terminal(url).into_owned(),
        Some(Err(why)) => format!("fails: {}", escape_for_terminal(why)),
        None if gone => "— (stopped at an earlier response)".to_string(),
        None => "stays (does not follow this response)".to_string(),
    }
}

fn ended(last: &Result<String, String>) -> String {
    match last {
        Ok(url) => escape_for_terminal(url).into_owned(),
        Err(why) => format!("nowhere: {}", escape_for_terminal(why)),
    }
}

/// `redirects --json`: the chain, each hop with both clients' answers.
#[derive(Serialize)]
pub struct RedirectsJson<'a> {
    /// The paste's format: `headers`, `curl-verbose`, `wget` or `har`.
    pub format: &'static str,
    pub hops: Vec<HopJson<'a>>,
    #[serde(rename = "final")]
    pub ends: AnswersJson<'a>,
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
}

/// A finding of a hop.
#[derive(Serialize)]
pub struct RedirectFindingJson {
    pub rule: &'static str,
    pub says: String,
}

/// Where the browser and curl go (from a hop, or in the end): a URL, `null` where one does not
/// follow, or a reason in `browser_error` or `curl_error` where it fails.
#[derive(Serialize)]
pub struct AnswersJson<'a> {
    pub browser: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub browser_error: Option<&'a str>,
    pub curl: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub curl_error: Option<&'a str>,
}

impl<'a> AnswersJson<'a> {
    fn of(
        browser: Option<&'a Result<String, String>>,
        curl: Option<&'a Result<String, String>>,
    ) -> Self {
        let split = |answer: Option<&'a Result<String, String>>| match answer {
            Some(Ok(url)) => (Some(url.as_str()), None),
            Some(Err(why)) => (None, Some(why.as_str())),
            None => (None, None),
        };
        let ((browser, browser_error), (curl, curl_error)) = (split(browser), split(curl));
        AnswersJson {
            browser,
            browser_error,
            curl,
            curl_error,
        }
    }
}

impl<'a> RedirectsJson<'a> {
    pub fn of(chain: &'a crate::core::tools::redirects::chain::Chain) -> Self {
        RedirectsJson {
            format: chain.format.id(),
            hops: (chain.hops.iter())
                .map(|hop| HopJson {
                    line: hop.line,
                    url: &hop.url,
                    status: hop.status,
                    location: (hop.location.as_ref())
                        .map(|bytes| String::from_utf8_lossy(bytes).into_owned()),
                    next: AnswersJson::of(hop.browser.as_ref(), hop.curl.as_ref()),
                    curl_said: hop.curl_said.as_deref(),
                    browser_said: hop.browser_said.as_deref(),
                    differs: hop.differs(),
                    findings: (hop.findings.iter())
                        .map(|f| RedirectFindingJson {
                            rule: f.rule(),
                            says: f.message(),
                        })
                        .collect(),
                })
                .collect(),
            ends: AnswersJson::of(Some(&chain.final_browser), Some(&chain.final_curl)),
        }
    }
}
