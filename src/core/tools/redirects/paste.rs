//! Reading what a person pastes: the response header blocks of `curl -sIL` or `curl -sSL -D -`,
//! and the `<`/`>`/`*` lines of `curl -v -L`, into the exchanges of a redirect chain.

use std::fmt;

/// The formats a paste comes in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Response header blocks, each a status line and its fields, a blank line apart: what
    /// `curl -sIL URL` or `curl -sSL -D - -o /dev/null URL` prints.
    Headers,
    /// `curl -v -L`'s trace: `> ` request lines, `< ` response lines, `* ` curl's own (among
    /// them `Issue another request to this URL: '…'`).
    CurlVerbose,
    /// A HAR file (HTTP Archive 1.2, a browser's developer tools' export): each entry's
    /// request URL, response status, `Location` and the browser's own `redirectURL`.
    Har,
    /// `curl -w '%{json}'`: one transfer's variables, the last response only (`url_effective`,
    /// `response_code`, and `redirect_url`, curl's answer to a `Location` it did not follow).
    CurlJson,
    /// `wget -S`'s log: a `--DATE--  URL` line per request, the response's header indented by
    /// two spaces, each byte it does not print as `\` and three octal digits.
    Wget,
}

impl Format {
    /// Every format, as `--format` lists them.
    pub const ALL: [Format; 5] = [
        Format::Har,
        Format::CurlVerbose,
        Format::CurlJson,
        Format::Wget,
        Format::Headers,
    ];

    /// A short name for `--format` and JSON.
    pub const fn id(self) -> &'static str {
        match self {
            Format::Headers => "headers",
            Format::CurlVerbose => "curl-verbose",
            Format::Wget => "wget",
            Format::Har => "har",
            Format::CurlJson => "curl-json",
        }
    }

    /// The command whose output it is.
    pub const fn source(self) -> &'static str {
        match self {
            Format::Headers => "curl -sIL (or curl -sSL -D -)",
            Format::CurlVerbose => "curl -v -L",
            Format::Wget => "wget -S",
            Format::Har => "a HAR file (a browser's developer tools)",
            Format::CurlJson => "curl -w '%{json}'",
        }
    }
}

/// One request and its response, as the paste shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Exchange {
    /// The line of the response's status line (from 1); for a HAR file, the entry's number.
    pub line: usize,
    /// The URL the request went to, where the paste says it (`curl -v`: its `Host` and request
    /// target, or curl's own line before it).
    pub url: Option<String>,
    /// The status code.
    pub status: u16,
    /// Every `Location` field: its line and its value's bytes, without the whitespace around.
    pub locations: Vec<(usize, Vec<u8>)>,
    /// `curl -v`: the URL curl said it would request next (`Issue another request to this URL`).
    pub curl_next: Option<String>,
    /// A HAR file: the URL the browser said it was redirected to (`redirectURL`).
    pub browser_next: Option<String>,
    /// `wget -S`: the URL wget requested next (its `--DATE--  URL` line after `[following]`).
    pub wget_next: Option<String>,
    /// The words of the client that made the paste where it stopped after this response:
    /// `Maximum (50) redirects followed` (curl), `20 redirections exceeded.` (wget).
    pub stopped: Option<String>,
    /// `curl -w '%{json}'`: the redirects curl followed before this response, which the paste
    /// does not show (`num_redirects`), and the URL it first requested (`url`).
    pub unseen: Option<(u64, String)>,
}

/// A paste read: its format and its exchanges, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paste {
    /// The format it was read as.
    pub format: Format,
    /// Each exchange with a final response (interim `1xx` and a proxy's `Connection
    /// established` left out).
    pub exchanges: Vec<Exchange>,
}

/// Why a paste could not be read: the line, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PasteError {
    /// The line (from 1); 0 for the paste as a whole.
    pub line: usize,
    /// What is wrong, in a sentence.
    pub message: String,
}

impl fmt::Display for PasteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            0 => f.write_str(&self.message),
            line => write!(f, "line {line}: {}", self.message),
        }
    }
}

impl std::error::Error for PasteError {}

/// Reads `bytes` in `format`, or in the first format that finds a response in them.
pub fn read_paste(bytes: &[u8], format: Option<Format>) -> Result<Paste, PasteError> {
    if bytes.contains(&0) {
        let at = bytes.iter().position(|&b| b == 0).unwrap_or(0);
        let line = 1 + bytes[..at].iter().filter(|&&b| b == b'\n').count();
        return Err(PasteError {
            line,
            message: "a NUL byte: this is binary data, not a pasted HTTP exchange".to_string(),
        });
    }
    let lines: Vec<&[u8]> = bytes
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line))
        .collect();
    let format = match format {
        Some(format) => format,
        None => detect(&lines).ok_or_else(|| PasteError {
            line: 0,
            message: "no HTTP status line (`HTTP/1.1 302 Found`, or `< HTTP/2 301` from curl -v) \
                      in the paste: paste the output of curl -sIL URL or curl -v -L URL"
                .to_string(),
        })?,
    };
    let exchanges = match format {
        Format::Headers => headers(&lines)?,
        Format::CurlVerbose => verbose(&lines)?,
        Format::Wget => wget(&lines)?,
        Format::Har => har(bytes)?,
        Format::CurlJson => curl_json(bytes)?,
    };
    if exchanges.is_empty() {
        return Err(PasteError {
            line: 0,
            message: format!(
                "no response in the paste read as the output of {}",
                format.source()
            ),
        });
    }
    Ok(Paste { format, exchanges })
}

/// The format whose lines the paste has: `curl -v`'s `< HTTP/` lines, else a bare status line.
fn detect(lines: &[&[u8]]) -> Option<Format> {
    let first = lines.iter().find(|line| !line.trim_ascii().is_empty());
    if first.is_some_and(|line| line.trim_ascii().starts_with(b"{")) {
        let curl = lines
            .iter()
            .any(|line| line.windows(15).any(|w| w == b"\"url_effective\""));
        return Some(if curl { Format::CurlJson } else { Format::Har });
    }
    if lines
        .iter()
        .any(|line| status(strip(line, b"< ")).is_some())
    {
        return Some(Format::CurlVerbose);
    }
    if lines
        .iter()
        .any(|line| status(strip(line, b"  ")).is_some())
        && lines.iter().any(|line| wget_request(line).is_some())
    {
        return Some(Format::Wget);
    }
    lines
        .iter()
        .any(|line| status(line).is_some())
        .then_some(Format::Headers)
}

/// `line` without `prefix`, or nothing.
fn strip<'a>(line: &'a [u8], prefix: &[u8]) -> &'a [u8] {
    line.strip_prefix(prefix).unwrap_or(&[])
}

/// The status code of a status line: `HTTP/1.1 302 Found`, `HTTP/2 301`.
fn status(line: &[u8]) -> Option<u16> {
    let rest = line.strip_prefix(b"HTTP/")?;
    let space = rest.iter().position(|&b| b == b' ')?;
    let version = &rest[..space];
    if version.is_empty() || !version.iter().all(|b| b.is_ascii_digit() || *b == b'.') {
        return None;
    }
    let code = rest[space + 1..].get(..3)?;
    if !code.iter().all(u8::is_ascii_digit) || rest.get(space + 4).is_some_and(|&b| b != b' ') {
        return None;
    }
    std::str::from_utf8(code).ok()?.parse().ok()
}

/// A field line's name and value (the value without the whitespace around it).
fn field(line: &[u8]) -> Option<(&[u8], &[u8])> {
    let colon = line.iter().position(|&b| b == b':')?;
    let name = &line[..colon];
    if name.is_empty() || name.iter().any(|b| b.is_ascii_whitespace()) {
        return None;
    }
    Some((name, line[colon + 1..].trim_ascii()))
}

/// Whether a status line, or a response, is one to leave out: an interim `1xx`, or a proxy's
/// tunnel (`HTTP/1.1 200 Connection established`).
fn left_out(status_line: &[u8], code: u16) -> bool {
    (100..200).contains(&code)
        || status_line
            .to_ascii_lowercase()
            .windows(22)
            .any(|w| w == b"connection established")
}

/// Header blocks: a status line starts an exchange, its fields follow until a blank line.
fn headers(lines: &[&[u8]]) -> Result<Vec<Exchange>, PasteError> {
    let mut exchanges: Vec<Exchange> = Vec::new();
    let mut open = false;
    for (i, line) in lines.iter().enumerate() {
        if let Some(code) = status(line) {
            open = !left_out(line, code);
            if open {
                exchanges.push(exchange(i + 1, code));
            }
        } else if line.is_empty() {
            open = false;
        } else if open {
            read_field(line, i + 1, exchanges.last_mut())?;
        }
    }
    Ok(exchanges)
}

/// `curl -v`'s lines: `< ` a response, `> ` a request, `* ` curl's own words.
fn verbose(lines: &[&[u8]]) -> Result<Vec<Exchange>, PasteError> {
    let mut exchanges: Vec<Exchange> = Vec::new();
    // The request being made: its target and `Host`, and the scheme curl said.
    let (mut target, mut host, mut scheme): (Option<String>, Option<String>, &str) =
        (None, None, "http");
    let mut next_url: Option<String> = None;
    let mut open = false;
    for (i, line) in lines.iter().enumerate() {
        if let Some(rest) = line.strip_prefix(b"< ") {
            if let Some(code) = status(rest) {
                open = !left_out(rest, code);
                if open {
                    let mut new = exchange(i + 1, code);
                    new.url = next_url.take().or_else(|| {
                        let (target, host) = (target.as_deref()?, host.as_deref()?);
                        Some(match target.starts_with('/') {
                            true => format!("{scheme}://{host}{target}"),
                            false => target.to_string(),
                        })
                    });
                    exchanges.push(new);
                }
            } else if rest.is_empty() {
                open = false;
            } else if open {
                read_field(rest, i + 1, exchanges.last_mut())?;
            }
        } else if let Some(rest) = line.strip_prefix(b"> ") {
            let text = String::from_utf8_lossy(rest);
            if let Some(value) = text.strip_prefix("Host:").or(text.strip_prefix("host:")) {
                host = Some(value.trim().to_string());
            } else if let Some(request_target) = request_target_of(&text) {
                target = Some(request_target.to_string());
            }
        } else if let Some(rest) = line.strip_prefix(b"* ") {
            let text = String::from_utf8_lossy(rest);
            if let Some(url) = quoted_after(&text, "Issue another request to this URL: '") {
                if let Some(last) = exchanges.last_mut() {
                    last.curl_next = Some(url.clone());
                }
                next_url = Some(url);
            } else if text.starts_with("Maximum (") && text.contains(") redirects followed") {
                if let Some(last) = exchanges.last_mut() {
                    last.stopped = Some(text.trim().to_string());
                }
            } else if let Some(url) = text
                .split_once("OPENED stream for ")
                .map(|(_, url)| url.trim().to_string())
            {
                next_url.get_or_insert(url);
            } else if text.contains("SSL connection using") || text.contains("ALPN:") {
                scheme = "https";
            } else if text.starts_with("Connected to ") || text.starts_with("Established ") {
                scheme = if connected_port(&text) == Some(443) {
                    "https"
                } else {
                    "http"
                };
            }
        }
    }
    Ok(exchanges)
}

/// The port of curl's `Connected to HOST (ADDRESS) port N` (7.x) or `Established connection
/// to HOST (ADDRESS port N) from …` (8.x): the whole number, so that `port 44319` is not 443.
fn connected_port(text: &str) -> Option<u16> {
    let digits_after = |at: usize| {
        let digits: String = text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    };
    if let Some(at) = text.find(" port ") {
        return digits_after(at + " port ".len());
    }
    text.rfind(':').and_then(|at| digits_after(at + 1))
}

/// `curl -w '%{json}'`'s object (one per line, one per transfer): the last response of each
/// transfer, with curl's answer to its `Location` where it did not follow it.
fn curl_json(bytes: &[u8]) -> Result<Vec<Exchange>, PasteError> {
    let mut exchanges = Vec::new();
    for (i, line) in bytes.split(|&b| b == b'\n').enumerate() {
        if line.trim_ascii().is_empty() {
            continue;
        }
        let value: serde_json::Value =
            serde_json::from_slice(line).map_err(|error| PasteError {
                line: i + 1,
                message: format!("not curl's -w '%{{json}}': the JSON does not parse ({error})"),
            })?;
        let text = |key: &str| value.get(key).and_then(serde_json::Value::as_str);
        let status = (value.get("response_code"))
            .and_then(serde_json::Value::as_u64)
            .and_then(|code| u16::try_from(code).ok())
            .ok_or_else(|| PasteError {
                line: i + 1,
                message: "curl's -w '%{json}' object has no response_code".to_string(),
            })?;
        let mut new = exchange(i + 1, status);
        new.url = text("url_effective").map(str::to_string);
        new.curl_next = text("redirect_url")
            .filter(|u| !u.is_empty())
            .map(str::to_string);
        let exit = value.get("exitcode").and_then(serde_json::Value::as_u64);
        new.stopped = (text("errormsg").filter(|_| exit.is_some_and(|code| code != 0)))
            .map(|message| format!("{message} (exit {})", exit.unwrap_or_default()));
        let followed = value
            .get("num_redirects")
            .and_then(serde_json::Value::as_u64);
        if let (Some(followed @ 1..), Some(first)) = (followed, text("url")) {
            new.unseen = Some((followed, first.to_string()));
        }
        exchanges.push(new);
    }
    Ok(exchanges)
}

/// A HAR file's entries, in the order the browser made them: each with a response that has a
/// status (a redirect the browser followed, or the page it ended on).
fn har(bytes: &[u8]) -> Result<Vec<Exchange>, PasteError> {
    let value: serde_json::Value = serde_json::from_slice(bytes).map_err(|error| PasteError {
        line: error.line(),
        message: format!("not a HAR file: the JSON does not parse ({error})"),
    })?;
    let entries = value
        .pointer("/log/entries")
        .and_then(serde_json::Value::as_array)
        .ok_or_else(|| PasteError {
            line: 0,
            message: "not a HAR file: no `log.entries` array".to_string(),
        })?;
    let mut exchanges = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let text = |pointer: &str| entry.pointer(pointer).and_then(serde_json::Value::as_str);
        let Some(status) = (entry.pointer("/response/status"))
            .and_then(serde_json::Value::as_u64)
            .and_then(|status| u16::try_from(status).ok())
            .filter(|status| (100..600).contains(status))
        else {
            continue;
        };
        let mut new = exchange(i + 1, status);
        new.url = text("/request/url").map(str::to_string);
        new.browser_next = text("/response/redirectURL")
            .filter(|url| !url.is_empty())
            .map(str::to_string);
        let headers = (entry.pointer("/response/headers"))
            .and_then(serde_json::Value::as_array)
            .map_or(&[][..], Vec::as_slice);
        for header in headers {
            let name = header.get("name").and_then(serde_json::Value::as_str);
            let value = header.get("value").and_then(serde_json::Value::as_str);
            if let (Some(name), Some(value)) = (name, value)
                && name.eq_ignore_ascii_case("location")
            {
                new.locations
                    .push((i + 1, value.trim().as_bytes().to_vec()));
            }
        }
        exchanges.push(new);
    }
    Ok(exchanges)
}

/// `wget -S`'s log: `--2026-11-26 10:00:00--  URL` before each request, then the response's
/// status line and fields indented by two spaces.
fn wget(lines: &[&[u8]]) -> Result<Vec<Exchange>, PasteError> {
    let mut exchanges: Vec<Exchange> = Vec::new();
    let mut requested: Option<String> = None;
    let mut open = false;
    // Whether wget said it follows the last response's Location (`Location: … [following]`).
    let mut following = false;
    for (i, line) in lines.iter().enumerate() {
        if let Some(url) = wget_request(line) {
            if let (true, Some(last)) = (following, exchanges.last_mut()) {
                last.wget_next = Some(url.clone());
            }
            requested = Some(url);
            (open, following) = (false, false);
        } else if line.starts_with(b"Location: ") && line.ends_with(b" [following]") {
            following = true;
            open = false;
        } else if let Some(limit) = redirections_exceeded(line) {
            if let Some(last) = exchanges.last_mut() {
                last.stopped = Some(limit);
            }
            open = false;
        } else if let Some(rest) = line.strip_prefix(b"  ") {
            if let Some(code) = status(rest) {
                open = !left_out(rest, code);
                if open {
                    let mut new = exchange(i + 1, code);
                    new.url = requested.take();
                    exchanges.push(new);
                }
            } else if open {
                read_field(&wget_decoded(rest), i + 1, exchanges.last_mut())?;
            }
        } else {
            open = false;
        }
    }
    Ok(exchanges)
}

/// A wget log line with its escapes undone. wget 1.21 logs each header line through gnulib's
/// `quotearg` in its escape style (src/http.c, `print_server_response`): a backslash doubled, a
/// tab, a newline and the other C escapes as `\t`, `\n`, `\a`, `\b`, `\f`, `\r`, `\v`, and
/// any other byte it does not print as `\` and three octal digits, so a Latin-1 `é` in a
/// Location reads `\351` and `/\\h\bs` reads `/\\\\h\\bs`.
fn wget_decoded(line: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        let octal = line
            .get(i + 1..i + 4)
            .filter(|d| d[0] <= b'3' && d.iter().all(|b| (b'0'..=b'7').contains(b)));
        let named = match line.get(i + 1) {
            Some(b'\\') => Some(b'\\'),
            Some(b'a') => Some(0x07),
            Some(b'b') => Some(0x08),
            Some(b't') => Some(b'\t'),
            Some(b'n') => Some(b'\n'),
            Some(b'v') => Some(0x0b),
            Some(b'f') => Some(0x0c),
            Some(b'r') => Some(b'\r'),
            _ => None,
        };
        match (line[i], named, octal) {
            (b'\\', Some(byte), _) => {
                out.push(byte);
                i += 2;
            }
            (b'\\', None, Some(digits)) => {
                out.push(digits.iter().fold(0, |n, d| n * 8 + (d - b'0')));
                i += 4;
            }
            (byte, _, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    out
}

/// wget's words where it stops at its limit: `20 redirections exceeded.` (src/retr.c,
/// `retrieve_url`).
fn redirections_exceeded(line: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(line).ok()?.trim();
    let (count, rest) = text.split_once(' ')?;
    (count.bytes().all(|b| b.is_ascii_digit()) && rest == "redirections exceeded.")
        .then(|| text.to_string())
}

/// The URL of a `wget` request line: `--2026-11-26 10:00:00--  http://h/p`.
fn wget_request(line: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(line.strip_prefix(b"--")?).ok()?;
    let (date, url) = text.split_once("--  ")?;
    (date.len() <= 32
        && date
            .bytes()
            .all(|b| b.is_ascii_digit() || b" -:".contains(&b)))
    .then(|| url.trim().to_string())
}

/// The target of a request line, `GET /path HTTP/1.1`.
fn request_target_of(line: &str) -> Option<&str> {
    let mut parts = line.split(' ');
    let (method, target, version) = (parts.next()?, parts.next()?, parts.next()?);
    let is_method = !method.is_empty() && method.bytes().all(|b| b.is_ascii_uppercase());
    (parts.next().is_none() && is_method && version.starts_with("HTTP/")).then_some(target)
}

/// The text between `prefix` and the last `'` of `text`.
fn quoted_after(text: &str, prefix: &str) -> Option<String> {
    let (_, rest) = text.split_once(prefix)?;
    let end = rest.rfind('\'')?;
    Some(rest[..end].to_string())
}

fn exchange(line: usize, status: u16) -> Exchange {
    Exchange {
        line,
        url: None,
        status,
        locations: Vec::new(),
        curl_next: None,
        browser_next: None,
        wget_next: None,
        stopped: None,
        unseen: None,
    }
}

/// Keeps a `Location` field of the open response; a line that is no field is an error.
fn read_field(line: &[u8], number: usize, open: Option<&mut Exchange>) -> Result<(), PasteError> {
    let Some((name, value)) = field(line) else {
        return Err(PasteError {
            line: number,
            message: format!(
                "`{}` is neither a status line nor a header field (`Name: value`): the paste is \
                 cut, or not the output of curl",
                crate::core::text::escape::terminal::escape_bytes(&line[..line.len().min(80)])
            ),
        });
    };
    if name.eq_ignore_ascii_case(b"location")
        && let Some(open) = open
    {
        open.locations.push((number, value.to_vec()));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn curl_headers_blocks() {
        let paste = b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 302 Found\r\nLocation: ../up\r\n\
            Content-Length: 0\r\n\r\nHTTP/2 301\r\nlocation: /new#x\r\n\r\nHTTP/1.1 200 OK\r\n\
            Content-Type: text/html\r\n\r\n";
        let paste = read_paste(paste, None).unwrap();
        assert_eq!(paste.format, Format::Headers);
        let summary: Vec<(usize, u16, Vec<&[u8]>)> = (paste.exchanges.iter())
            .map(|e| {
                let locations = e.locations.iter().map(|(_, l)| l.as_slice()).collect();
                (e.line, e.status, locations)
            })
            .collect();
        assert_eq!(
            summary,
            [
                (3, 302, vec![&b"../up"[..]]),
                (7, 301, vec![&b"/new#x"[..]]),
                (10, 200, vec![])
            ]
        );
    }

    #[test]
    fn curl_verbose_lines() {
        let paste = b"* Connected to a.example (127.0.0.1) port 80 (#0)\n\
            > GET /old HTTP/1.1\n> Host: a.example\n> User-Agent: curl/7.88.1\n>\n\
            < HTTP/1.1 302 Found\n< Location: next/page\n< Content-Length: 0\n<\n\
            * Connection #0 to host a.example left intact\n\
            * Issue another request to this URL: 'http://a.example/next/page'\n\
            > GET /next/page HTTP/1.1\n> Host: a.example\n>\n< HTTP/1.1 200 OK\n<\n";
        let paste = read_paste(paste, None).unwrap();
        assert_eq!(paste.format, Format::CurlVerbose);
        let first = &paste.exchanges[0];
        assert_eq!(first.url.as_deref(), Some("http://a.example/old"));
        assert_eq!(first.locations, [(7, b"next/page".to_vec())]);
        assert_eq!(
            first.curl_next.as_deref(),
            Some("http://a.example/next/page")
        );
        assert_eq!(
            paste.exchanges[1].url.as_deref(),
            Some("http://a.example/next/page")
        );
    }

    #[test]
    fn a_port_is_read_whole() {
        assert_eq!(
            connected_port("Connected to h (127.0.0.1) port 44319 (#0)"),
            Some(44319)
        );
        assert_eq!(
            connected_port("Established connection to h (::1 port 443) from ::1 port 5"),
            Some(443)
        );
        let paste = b"* Connected to 127.0.0.1 (127.0.0.1) port 44319 (#0)\n\
            > GET /rel HTTP/1.1\n> Host: 127.0.0.1:44319\n>\n< HTTP/1.1 200 OK\n<\n";
        let paste = read_paste(paste, None).unwrap();
        assert_eq!(
            paste.exchanges[0].url.as_deref(),
            Some("http://127.0.0.1:44319/rel")
        );
    }

    #[test]
    fn wget_logs() {
        let paste = b"--2026-11-26 19:40:07--  http://127.0.0.1:18777/rel\n\
            Connecting to 127.0.0.1:18777... connected.\n\
            HTTP request sent, awaiting response... \n  HTTP/1.0 302 Found\n\
            \x20 Server: BaseHTTP/0.6 Python/3.11.7\n  Location: next/page\n  Content-Length: 0\n\
            Location: next/page [following]\n\
            --2026-11-26 19:40:07--  http://127.0.0.1:18777/next/page\n\
            HTTP request sent, awaiting response... \n  HTTP/1.0 200 OK\n  Content-Length: 0\n\
            Length: 0\n";
        let paste = read_paste(paste, None).unwrap();
        assert_eq!(paste.format, Format::Wget);
        let first = &paste.exchanges[0];
        assert_eq!(first.url.as_deref(), Some("http://127.0.0.1:18777/rel"));
        assert_eq!((first.line, first.status), (4, 302));
        assert_eq!(first.locations, [(6, b"next/page".to_vec())]);
        assert_eq!(
            paste.exchanges[1].url.as_deref(),
            Some("http://127.0.0.1:18777/next/page")
        );
        // wget 1.21.3's own log of a Location `/\\h:1\bs` and one `/caf` + E9 + 01: a
        // backslash doubled, a byte it does not print in octal.
        let paste = b"--2026-11-26 21:30:00--  http://h:1/bs\n  HTTP/1.1 302 Found\n\
            \x20 Location: /\\\\\\\\127.0.0.1:1\\\\bs\n\
            --2026-11-26 21:30:00--  http://h:1/l\n  HTTP/1.1 302 Found\n\
            \x20 Location: /caf\\351\\001\n";
        let paste = read_paste(paste, None).unwrap();
        let locations: Vec<&[u8]> = (paste.exchanges.iter())
            .map(|exchange| exchange.locations[0].1.as_slice())
            .collect();
        assert_eq!(locations, [&b"/\\\\127.0.0.1:1\\bs"[..], b"/caf\xe9\x01"]);
    }

    #[test]
    fn har_files() {
        let har = br#"{"log": {"version": "1.2", "entries": [
            {"request": {"method": "GET", "url": "https://a.example/old"},
             "response": {"status": 302, "redirectURL": "https://a.example/new",
                          "headers": [{"name": "location", "value": "/new"}]}},
            {"request": {"method": "GET", "url": "https://a.example/new"},
             "response": {"status": 200, "redirectURL": "", "headers": []}}]}}"#;
        let paste = read_paste(har, None).unwrap();
        assert_eq!(paste.format, Format::Har);
        let first = &paste.exchanges[0];
        assert_eq!(first.url.as_deref(), Some("https://a.example/old"));
        assert_eq!(first.browser_next.as_deref(), Some("https://a.example/new"));
        assert_eq!(first.locations, [(1, b"/new".to_vec())]);
        assert_eq!(paste.exchanges[1].browser_next, None);
        let error = read_paste(b"{\"log\": 1}", None).unwrap_err();
        assert!(error.message.contains("log.entries"), "{error}");
    }

    #[test]
    fn curl_json_objects() {
        let json = br#"{"http_code":302,"num_redirects":0,"redirect_url":"http://a.example/next","response_code":302,"url":"http://a.example/old","url_effective":"http://a.example/old"}"#;
        let paste = read_paste(json, None).unwrap();
        assert_eq!(paste.format, Format::CurlJson);
        let only = &paste.exchanges[0];
        assert_eq!(
            (only.status, only.url.as_deref()),
            (302, Some("http://a.example/old"))
        );
        assert_eq!(only.curl_next.as_deref(), Some("http://a.example/next"));
        assert!(only.locations.is_empty());
    }

    #[test]
    fn bad_pastes_say_where() {
        let error = read_paste(b"hello\nworld\n", None).unwrap_err();
        assert_eq!(error.line, 0);
        assert!(error.message.starts_with("no HTTP status line"));
        let error = read_paste(b"HTTP/1.1 302 Found\nLocation: /x\nLocat", None).unwrap_err();
        assert_eq!(error.line, 3);
        assert!(error.to_string().starts_with("line 3: `Locat` is neither"));
        let error = read_paste(b"HTTP/1.1 302 Found\n\0\x01", None).unwrap_err();
        assert_eq!(error.line, 2);
    }
}
