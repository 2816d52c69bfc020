//! A Perl `URI` object (libwww-perl's URI 5.17): a string blessed into the class its scheme
//! names. `URI->new` (URI.pm) trims the text, picks the class, and `_init` escapes what is not
//! `uric` (`_server`'s classes first put a non-ASCII host through IDNA); the getters and
//! setters (URI/_generic.pm, URI/_query.pm, URI.pm) read and rewrite the string with their own
//! expressions, as `abs` calls them.

use std::sync::LazyLock;

use icu_properties::props::GeneralCategory;
use icu_properties::{CodePointMapData, CodePointMapDataBorrowed};
use regex_lite::Regex;

use super::idna;

static GENERAL_CATEGORY: CodePointMapDataBorrowed<'static, GeneralCategory> =
    CodePointMapData::new();

/// `$URI::scheme_re`.
const SCHEME_RE: &str = "[a-zA-Z][a-zA-Z0-9.+\\-]*";

fn regex(pattern: &str) -> Regex {
    Regex::new(pattern).expect("a URI.pm expression")
}

/// `$$self =~ m,^((?:$URI::scheme_re:)?)(?://([^/?\#]*))?(.*)$,os` (`authority`).
static AUTHORITY: LazyLock<Regex> =
    LazyLock::new(|| regex(&format!(r"(?s)\A((?:{SCHEME_RE}:)?)(?://([^/?#]*))?(.*)\z")));
/// `$$self =~ m,^((?:[^:/?\#]+:)?(?://[^/?\#]*)?)([^?\#]*)(.*)$,s` (`path`): its scheme is any
/// run of bytes before a `:`, not `scheme_re`.
static PATH: LazyLock<Regex> =
    LazyLock::new(|| regex(r"(?s)\A((?:[^:/?#]+:)?(?://[^/?#]*)?)([^?#]*)(.*)\z"));
/// `$$self =~ m,^((?:[^:/?\#]+:)?(?://[^/?\#]*)?)([^\#]*)(.*)$,s` (`path_query`).
static PATH_QUERY: LazyLock<Regex> =
    LazyLock::new(|| regex(r"(?s)\A((?:[^:/?#]+:)?(?://[^/?#]*)?)([^#]*)(.*)\z"));
/// `Regexp::IPv6`'s `$IPv6_re`, as `_looks_like_raw_ip6_address` matches it (`/^$IPv6_re$/i`).
static IPV6: LazyLock<Regex> = LazyLock::new(|| regex(&format!(r"(?i)\A(?:{})\z", ipv6_re())));

/// The classes whose behaviour `abs` meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    /// `URI::_generic` (no scheme, or one that is not `scheme_re`), `URI::_foreign` (a scheme
    /// with no module), `URI::file`, `URI::ldapi`: `_generic`'s `abs`.
    Generic,
    /// A `URI::_server` class (`http`, `ssh`, …), with its default port: `_generic`'s `abs`, a
    /// host put through IDNA when the text is escaped.
    Server(u16),
    /// `URI::ftp`: a server whose `path` is `path_query`, the query with the path.
    Ftp,
    /// `URI::sip` and `URI::sips`: a server whose `abs` returns the URI as it is.
    Sip(u16),
    /// `URI::mailto`, `URI::data`, `URI::urn`: `URI`'s `abs` (the URI as it is), and a scheme
    /// put before a text without one.
    Opaque,
}

impl Class {
    /// `URI::implementor($scheme)`: the module `URI/$scheme.pm` where there is one.
    pub(super) fn of(scheme: Option<&str>) -> Class {
        let Some(scheme) = scheme.filter(|s| is_scheme(s)) else {
            return Class::Generic;
        };
        match scheme.to_ascii_lowercase().as_str() {
            "http" => Class::Server(80),
            "https" => Class::Server(443),
            "ftp" => Class::Ftp,
            "gopher" => Class::Server(70),
            "ldap" => Class::Server(389),
            "ldaps" => Class::Server(636),
            "mms" => Class::Server(1755),
            "news" | "nntp" => Class::Server(119),
            "nntps" | "snews" => Class::Server(563),
            "pop" => Class::Server(110),
            "rlogin" => Class::Server(513),
            "rsync" => Class::Server(873),
            "rtsp" | "rtspu" => Class::Server(554),
            "ssh" | "sftp" => Class::Server(22),
            "telnet" | "tn3270" => Class::Server(23),
            "sip" => Class::Sip(5060),
            "sips" => Class::Sip(5061),
            "mailto" | "data" | "urn" => Class::Opaque,
            _ => Class::Generic,
        }
    }

    /// `_no_scheme_ok`: a `_generic` class holds a text without a scheme as it is.
    fn no_scheme_ok(self) -> bool {
        self != Class::Opaque
    }

    /// `default_port`.
    pub(super) fn default_port(self) -> Option<u16> {
        match self {
            Class::Server(port) => Some(port),
            Class::Ftp => Some(21),
            Class::Sip(port) => Some(port),
            Class::Generic | Class::Opaque => None,
        }
    }

    /// A `URI::_server` class: it has a host, and escapes a host through IDNA.
    pub(super) fn is_server(self) -> bool {
        matches!(self, Class::Server(_) | Class::Ftp | Class::Sip(_))
    }
}

/// Whether `text` is `\A$scheme_re\z`.
pub(super) fn is_scheme(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '+' | '-'))
}

/// The `scheme_re` at the start of `text`, before a `:`.
pub(super) fn scheme_of(text: &str) -> Option<&str> {
    let (scheme, _) = text.split_once(':')?;
    is_scheme(scheme).then_some(scheme)
}

/// A `URI` object: its class and its string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Uri {
    pub class: Class,
    pub text: String,
}

/// What `URI->new`'s second argument is: a scheme or base as a string, or a URI object.
pub(super) enum SchemeFrom<'a> {
    Text(&'a str),
    Object(&'a Uri),
}

impl Uri {
    /// `URI->new($uri, $scheme)`.
    pub(super) fn new(uri: &str, from: SchemeFrom<'_>) -> Uri {
        let uri = unwrapped(uri);
        let (class, scheme) = match scheme_of(&uri) {
            Some(scheme) => (Class::of(Some(scheme)), Some(scheme.to_string())),
            None => match from {
                SchemeFrom::Object(base) => (base.class, base.scheme()),
                SchemeFrom::Text(text) => {
                    let scheme = match text.find(':') {
                        Some(colon) if is_scheme(&text[..colon]) => Some(&text[..colon]),
                        _ if is_scheme(text.strip_suffix('\n').unwrap_or(text)) => {
                            Some(text.strip_suffix('\n').unwrap_or(text))
                        }
                        // `$scheme` stays the text, which no module is named for.
                        _ => None,
                    };
                    (Class::of(scheme), scheme.map(str::to_string))
                }
            },
        };
        Uri::init(class, &uri, scheme.as_deref())
    }

    /// `$class->_init($str, $scheme)`: the text escaped, and the scheme put before it where
    /// it has none and the class wants one.
    fn init(class: Class, text: &str, scheme: Option<&str>) -> Uri {
        let mut text = uric_escape(class, text);
        if scheme_of(&text).is_none() && !class.no_scheme_ok() {
            text = format!("{}:{text}", scheme.unwrap_or_default());
        }
        Uri { class, text }
    }

    /// `scheme`: the scheme in lower case.
    pub(super) fn scheme(&self) -> Option<String> {
        scheme_of(&self.text).map(str::to_ascii_lowercase)
    }

    /// `scheme($new)` (`_scheme`): the old scheme taken off, and the URI made again as
    /// `URI->new("$new:$rest")`, of the class `$new` names; without a scheme, the old one
    /// taken off where the class allows none.
    pub(super) fn set_scheme(&mut self, scheme: Option<&str>) {
        let rest = match scheme_of(&self.text) {
            Some(old) => self.text[old.len() + 1..].to_string(),
            None => self.text.clone(),
        };
        match scheme.filter(|s| !s.is_empty()) {
            Some(scheme) => *self = Uri::new(&format!("{scheme}:{rest}"), SchemeFrom::Text("")),
            None if self.class.no_scheme_ok() => self.text = rest,
            None => {}
        }
    }

    /// `authority`: the text after `//`, up to the path.
    pub(super) fn authority(&self) -> Option<String> {
        let captures = AUTHORITY.captures(&self.text)?;
        captures.get(2).map(|m| m.as_str().to_string())
    }

    /// `authority($auth)`: escaped by `$ACHAR`, its user part by `uric4user` (its last `@`
    /// kept), a host that looks like a raw IPv6 address bracketed; the path after it given a
    /// `/` (`_check_path`).
    pub(super) fn set_authority(&mut self, authority: Option<&str>) {
        let Some(captures) = AUTHORITY.captures(&self.text) else {
            return;
        };
        let mut text = captures[1].to_string();
        let rest = captures[3].to_string();
        if let Some(authority) = authority {
            let mut authority = escape(authority, achar);
            // `/^(.*@)?([^@]+)$/`
            if let Some(host_start) = authority.rfind('@').map_or(Some(0), |at| Some(at + 1))
                && host_start < authority.len()
            {
                let mut user = escape(&authority[..host_start], uric4user);
                if let Some(kept) = user.strip_suffix("%40") {
                    user = format!("{kept}@");
                }
                let mut host = authority[host_start..].to_string();
                if looks_like_raw_ip6_address(&host) {
                    host = format!("[{host}]");
                }
                authority = user + &host;
            }
            text.push_str("//");
            text.push_str(&authority);
        }
        let rest = check_path(&rest, &text);
        text.push_str(&rest);
        self.text = text;
    }

    /// `path` (`_generic`'s); `URI::ftp`'s is `path_query`, which reads to the `#`.
    pub(super) fn path(&self) -> String {
        let captures = if self.class == Class::Ftp {
            PATH_QUERY.captures(&self.text)
        } else {
            PATH.captures(&self.text)
        };
        captures.map(|c| c[2].to_string()).unwrap_or_default()
    }

    /// `path($new)`: escaped by `$PCHAR` (`uric` but `?`; all of `uric` for `URI::ftp`'s
    /// `path_query`), and checked (`_check_path`).
    pub(super) fn set_path(&mut self, path: &str) {
        let ftp = self.class == Class::Ftp;
        let captures = if ftp {
            PATH_QUERY.captures(&self.text)
        } else {
            PATH.captures(&self.text)
        };
        let Some(captures) = captures else {
            return;
        };
        let mut text = captures[1].to_string();
        let rest = captures[3].to_string();
        let path = check_path(&escape(path, |c| uric(c) && (ftp || c != '?')), &text);
        text.push_str(&path);
        text.push_str(&rest);
        self.text = text;
    }

    /// `query`: the text after the first `?` before any `#`.
    pub(super) fn query(&self) -> Option<String> {
        let before_fragment = self.text.split('#').next().unwrap_or_default();
        before_fragment
            .split_once('?')
            .map(|(_, query)| query.to_string())
    }

    /// `query($q)`: the old one replaced, escaped by `uric`.
    pub(super) fn set_query(&mut self, query: &str) {
        let (before_fragment, fragment) = match self.text.find('#') {
            Some(at) => self.text.split_at(at),
            None => (self.text.as_str(), ""),
        };
        let head = before_fragment.split('?').next().unwrap_or_default();
        self.text = format!("{head}?{}{fragment}", escape(query, uric));
    }

    /// `fragment`: the text after the first `#`.
    pub(super) fn fragment(&self) -> Option<String> {
        self.text
            .split_once('#')
            .map(|(_, fragment)| fragment.to_string())
    }

    /// `fragment($f)`: the old one taken off, the new one escaped by `uric`.
    pub(super) fn set_fragment(&mut self, fragment: &str) {
        if let Some(at) = self.text.find('#') {
            self.text.truncate(at);
        }
        self.text.push('#');
        self.text.push_str(&escape(fragment, uric));
    }
}

/// The text `URI->new` escapes: `<URL:…>` and then quotes taken off, then white space.
pub(super) fn unwrapped(text: &str) -> String {
    trim(&strip_wrapping(&strip_wrapping_angle(text)))
}

/// `s/^<(?:URL:)?(.*)>$/$1/`: `.` does not match a line feed, and `$` matches before a last one.
fn strip_wrapping_angle(text: &str) -> String {
    let (core, line_feed) = split_last_line_feed(text);
    match core.strip_prefix('<').and_then(|t| t.strip_suffix('>')) {
        Some(inner) if !core.contains('\n') => {
            format!("{}{line_feed}", inner.strip_prefix("URL:").unwrap_or(inner))
        }
        _ => text.to_string(),
    }
}

/// `s/^"(.*)"$/$1/`.
fn strip_wrapping(text: &str) -> String {
    let (core, line_feed) = split_last_line_feed(text);
    match core.strip_prefix('"').and_then(|t| t.strip_suffix('"')) {
        Some(inner) if !core.contains('\n') => format!("{inner}{line_feed}"),
        _ => text.to_string(),
    }
}

fn split_last_line_feed(text: &str) -> (&str, &str) {
    match text.strip_suffix('\n') {
        Some(core) => (core, "\n"),
        None => (text, ""),
    }
}

/// `s/^\s+//; s/\s+$//`: Perl's `\s` is Unicode's White_Space.
fn trim(text: &str) -> String {
    text.trim_matches(char::is_whitespace).to_string()
}

/// `$URI::uric`: `;/?:@&=+$,`, the unreserved characters (`-_.!~*'()` and alphanumerics), `%`.
pub(super) fn uric(c: char) -> bool {
    c.is_ascii_alphanumeric() || ";/?:@&=+$,-_.!~*'()%".contains(c)
}

/// `$URI::uric4host`: `uric` and `[]`.
pub(super) fn uric4host(c: char) -> bool {
    uric(c) || c == '[' || c == ']'
}

/// `_generic`'s `$ACHAR`: `uric4host` without `/` and `?`.
fn achar(c: char) -> bool {
    uric4host(c) && c != '/' && c != '?'
}

/// `$URI::uric4user`: `!$'()*,;:._~%-+=&` and alphanumerics.
fn uric4user(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!$'()*,;:._~%-+=&".contains(c)
}

/// `s/([^$class])/ URI::Escape::escape_char($1)/eg`: each character outside the class as the
/// `%XX` of its UTF-8 bytes.
pub(super) fn escape(text: &str, kept: impl Fn(char) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if kept(c) {
            out.push(c);
        } else {
            let mut bytes = [0; 4];
            for b in c.encode_utf8(&mut bytes).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    out
}

/// `$class->_uric_escape($str)`: for a `_server` class, a host holding more than `uric4host`
/// put through IDNA first (`_host_escape`); then each character but `uric` and `#` escaped,
/// and `[` and `]` given back to the host (`_fix_uric_escape_for_host_part`).
fn uric_escape(class: Class, text: &str) -> String {
    let mut text = text.to_string();
    if class.is_server() {
        text = host_escape(&text);
    }
    let mut escaped = escape(&text, |c| uric(c) || c == '#');
    fix_uric_escape_for_host_part(&mut escaped);
    escaped
}

/// `_server::_uric_escape`'s host: `//`, the user information to the last `@` on its line,
/// the port (`:` and digits, Unicode's), and between them a host that IDNA encodes where it
/// holds more than `uric4host` and encodes without failing.
fn host_escape(text: &str) -> String {
    let scheme = scheme_of(text).map_or(0, |s| s.len() + 1);
    let Some(after) = text[scheme..].strip_prefix("//") else {
        return text.to_string();
    };
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let (authority, rest) = after.split_at(end);
    // `s/(.*@)//`: the first line that holds a `@`, from its start to its last `@`.
    let mut user = (0, 0);
    let mut start = 0;
    for line in authority.split('\n') {
        if let Some(at) = line.rfind('@') {
            user = (start, start + at + 1);
            break;
        }
        start += line.len() + 1;
    }
    let ui = &authority[user.0..user.1];
    let host = format!("{}{}", &authority[..user.0], &authority[user.1..]);
    // `s/(:\d+)\z//`: `\d` is any decimal digit.
    let digits = host
        .chars()
        .rev()
        .take_while(|&c| GENERAL_CATEGORY.get(c) == GeneralCategory::DecimalNumber)
        .map(char::len_utf8)
        .sum::<usize>();
    let (host, port) = match host[..host.len() - digits].strip_suffix(':') {
        Some(name) if digits > 0 => (name.to_string(), &host[name.len()..]),
        _ => (host.clone(), ""),
    };
    if host.chars().all(uric4host) {
        return text.to_string();
    }
    match idna::encode(&host) {
        Ok(host) => format!("{}//{ui}{host}{port}{rest}", &text[..scheme]),
        Err(_) => text.to_string(),
    }
}

/// `_fix_uric_escape_for_host_part`: `%5B` and `%5D` (any case) given back as `[` and `]` in
/// a `mailto:` text, and in an authority's host.
fn fix_uric_escape_for_host_part(text: &mut String) {
    if !text.contains('%') {
        return;
    }
    let unescape = |part: &str| {
        let mut out = part.to_string();
        for (escaped, bracket) in [("%5B", "["), ("%5b", "["), ("%5D", "]"), ("%5d", "]")] {
            out = out.replace(escaped, bracket);
        }
        out
    };
    for prefix in ["data:", "ldapi:", "urn:", "sqlite:", "sqlite3:"] {
        if text.starts_with(prefix) {
            return;
        }
    }
    if text.starts_with("mailto:") {
        *text = unescape(text);
        return;
    }
    let scheme = scheme_of(text).map_or(0, |s| s.len() + 1);
    let Some(after) = text[scheme..].strip_prefix("//") else {
        return;
    };
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    if end == 0 {
        return;
    }
    let authority = &after[..end];
    let host_start = authority.rfind('@').map_or(0, |at| at + 1);
    let host = &authority[host_start..];
    let digits = host.bytes().rev().take_while(u8::is_ascii_digit).count();
    let name_end = match host[..host.len() - digits].strip_suffix(':') {
        Some(name) if digits > 0 => name.len(),
        _ => host.len(),
    };
    let at = scheme + 2 + host_start;
    let fixed = unescape(&text[at..at + name_end]);
    text.replace_range(at..at + name_end, &fixed);
}

/// `_check_path($path, $pre)`: after an authority a `/` before a path that starts otherwise;
/// with nothing before it, `./` before a path whose first segment would read as a scheme.
fn check_path(path: &str, pre: &str) -> String {
    if pre.contains('/') {
        if !path.is_empty() && !path.starts_with(['/', '?', '#']) {
            return format!("/{path}");
        }
    } else if !path.starts_with("//") && pre.is_empty() {
        let first = path.find([':', '/', '?', '#']);
        if first.is_some_and(|at| at > 0 && path[at..].starts_with(':')) {
            return format!("./{path}");
        }
    }
    path.to_string()
}

/// `_looks_like_raw_ip6_address`: not empty nor `0`, two `:` at least, and `Regexp::IPv6`'s
/// expression.
fn looks_like_raw_ip6_address(host: &str) -> bool {
    !host.is_empty() && host != "0" && host.matches(':').count() >= 2 && IPV6.is_match(host)
}

/// `Regexp::IPv6`'s `$IPv6_re`, built as the module builds it.
fn ipv6_re() -> String {
    let ipv4 = "((25[0-5]|2[0-4][0-9]|[0-1]?[0-9]{1,2})[.](25[0-5]|2[0-4][0-9]|[0-1]?[0-9]{1,2})[.](25[0-5]|2[0-4][0-9]|[0-1]?[0-9]{1,2})[.](25[0-5]|2[0-4][0-9]|[0-1]?[0-9]{1,2}))";
    let g = "[0-9a-fA-F]{1,4}";
    let tail = [
        ":".to_string(),
        format!("(:({g})?|{ipv4})"),
        format!(":({ipv4}|{g}(:{g})?|)"),
        format!("(:{ipv4}|:{g}(:{ipv4}|(:{g}){{0,2}})|:)"),
        format!("((:{g}){{0,2}}(:{ipv4}|(:{g}){{1,2}})|:)"),
        format!("((:{g}){{0,3}}(:{ipv4}|(:{g}){{1,2}})|:)"),
        format!("((:{g}){{0,4}}(:{ipv4}|(:{g}){{1,2}})|:)"),
    ];
    let mut re = g.to_string();
    for tail in &tail {
        re = format!("{g}:({re}|{tail})");
    }
    re = format!(":(:{g}){{0,5}}((:{g}){{1,2}}|:{ipv4})|{re}");
    re.replace('(', "(?:")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_raw_ipv6_address_is_one_regexp_ipv6_reads() {
        assert!(looks_like_raw_ip6_address("1:2:3:4:5:6:7:8"));
        assert!(looks_like_raw_ip6_address("::1"));
        assert!(!looks_like_raw_ip6_address("a:b:c"));
        assert!(!looks_like_raw_ip6_address("[::1]"));
    }

    #[test]
    fn new_escapes_and_picks_the_class() {
        let uri = Uri::new("<URL:http://é.com/a b>\n", SchemeFrom::Text(""));
        assert_eq!(uri.text, "http://xn--9ca.com/a%20b");
        // The wrapping goes before the white space does.
        let uri = Uri::new(" <g> ", SchemeFrom::Text(""));
        assert_eq!(uri.text, "%3Cg%3E");
        let uri = Uri::new("g", SchemeFrom::Text("MAILTO:x@y"));
        assert_eq!((uri.class, uri.text.as_str()), (Class::Opaque, "MAILTO:g"));
        let uri = Uri::new("//[::1]/x", SchemeFrom::Text("http://a/"));
        assert_eq!(uri.text, "//[::1]/x");
    }
}
