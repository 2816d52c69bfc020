//! `URI.parse` as Ruby 3.1's `uri` (0.11.0) runs it: `RFC3986_Parser#split` matches the text
//! with one of two regular expressions (lib/uri/rfc3986_parser.rb), then `URI.for` makes the
//! object of the scheme's class (lib/uri/common.rb), whose `initialize` sets each component:
//! the scheme in lower case, the port as a number (`to_i`), the scheme's default port where
//! none is given, the query and the fragment escaped, and each class's own rules (`File`,
//! `FTP`, `LDAP`, `MailTo`).

use std::sync::LazyLock;

use regex_lite::Regex;

use super::regexp::translate;

/// `RFC3986_Parser::RFC3986_URI`, as 0.11.0 writes it.
pub(super) const RFC3986_URI: &str = r"\A(?<URI>(?<scheme>[A-Za-z][+\-.0-9A-Za-z]*):(?<hier-part>\/\/(?<authority>(?:(?<userinfo>(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*)@)?(?<host>(?<IP-literal>\[(?:(?<IPv6address>(?:\h{1,4}:){6}(?<ls32>\h{1,4}:\h{1,4}|(?<IPv4address>(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>))|::(?:\h{1,4}:){5}\g<ls32>|\h{1,4}?::(?:\h{1,4}:){4}\g<ls32>|(?:(?:\h{1,4}:)?\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}|(?:(?:\h{1,4}:){,6}\h{1,4})?::)|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+))\])|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])+))?(?::(?<port>\d*))?)(?<path-abempty>(?:\/(?<segment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*))*)|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)|(?<path-rootless>\g<segment-nz>(?:\/\g<segment>)*)|(?<path-empty>))(?:\?(?<query>[^#]*))?(?:\#(?<fragment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*))?)\z";

/// `RFC3986_Parser::RFC3986_relative_ref`, as 0.11.0 writes it. Its `IP-literal` is grouped
/// `\[(?<IPv6address>…)|(?<IPvFuture>…)\]`: a `[` and an IPv6 address without its `]`, or
/// an IPvFuture with a `]` and no `[`, so no bracketed host matches.
pub(super) const RFC3986_RELATIVE_REF: &str = r"\A(?<relative-ref>(?<relative-part>\/\/(?<authority>(?:(?<userinfo>(?:%\h\h|[!$&-.0-;=A-Z_a-z~])*)@)?(?<host>(?<IP-literal>\[(?<IPv6address>(?:\h{1,4}:){6}(?<ls32>\h{1,4}:\h{1,4}|(?<IPv4address>(?<dec-octet>[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d)\.\g<dec-octet>\.\g<dec-octet>\.\g<dec-octet>))|::(?:\h{1,4}:){5}\g<ls32>|\h{1,4}?::(?:\h{1,4}:){4}\g<ls32>|(?:(?:\h{1,4}:){,1}\h{1,4})?::(?:\h{1,4}:){3}\g<ls32>|(?:(?:\h{1,4}:){,2}\h{1,4})?::(?:\h{1,4}:){2}\g<ls32>|(?:(?:\h{1,4}:){,3}\h{1,4})?::\h{1,4}:\g<ls32>|(?:(?:\h{1,4}:){,4}\h{1,4})?::\g<ls32>|(?:(?:\h{1,4}:){,5}\h{1,4})?::\h{1,4}|(?:(?:\h{1,4}:){,6}\h{1,4})?::)|(?<IPvFuture>v\h+\.[!$&-.0-;=A-Z_a-z~]+)\])|\g<IPv4address>|(?<reg-name>(?:%\h\h|[!$&-.0-9;=A-Z_a-z~])+))?(?::(?<port>\d*))?)(?<path-abempty>(?:\/(?<segment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])*))*)|(?<path-absolute>\/(?:(?<segment-nz>(?:%\h\h|[!$&-.0-;=@-Z_a-z~])+)(?:\/\g<segment>)*)?)|(?<path-noscheme>(?<segment-nz-nc>(?:%\h\h|[!$&-.0-9;=@-Z_a-z~])+)(?:\/\g<segment>)*)|(?<path-empty>))(?:\?(?<query>[^#]*))?(?:\#(?<fragment>(?:%\h\h|[!$&-.0-;=@-Z_a-z~\/?])*))?)\z";

static URI_REGEX: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(&translate(RFC3986_URI)).expect("Ruby's RFC3986_URI"));
static RELATIVE_REGEX: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(&translate(RFC3986_RELATIVE_REF)).expect("Ruby's RFC3986_relative_ref")
});

/// `MailTo`'s check of its opaque part's address list (lib/uri/mailto.rb, `initialize`).
static MAILTO_TO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\A(?:[^@,;]+@[^@,;]+(?:\z|[,;]))*\z").expect("MailTo's to"));

/// Which expression matched the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// `RFC3986_URI`: the text has a scheme.
    Uri,
    /// `RFC3986_relative_ref`.
    RelativeRef,
}

/// What `split` returns: the components as the expression matched them (`nil` is `None`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Split<'a> {
    pub form: Form,
    pub scheme: Option<&'a str>,
    pub userinfo: Option<&'a str>,
    pub host: Option<&'a str>,
    pub port: Option<&'a str>,
    pub path: Option<&'a str>,
    /// `path-rootless` and the query after a `?`: a URI with a scheme and no `/` after it.
    pub opaque: Option<String>,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

/// `RFC3986_Parser#split`: the text's components, or `URI::InvalidURIError`'s message.
pub(super) fn split(text: &str) -> Result<Split<'_>, String> {
    if !text.is_ascii() {
        return Err(format!(
            "URI::InvalidURIError: URI must be ascii only {}",
            dump(text)
        ));
    }
    let group = |captures: &regex_lite::Captures<'_>, name: &str| -> Option<&str> {
        captures.name(name).map(|m| &text[m.range()])
    };
    if let Some(m) = URI_REGEX.captures(text) {
        let query = group(&m, "query");
        let mut split = Split {
            form: Form::Uri,
            scheme: group(&m, "scheme"),
            userinfo: None,
            host: None,
            port: None,
            path: None,
            opaque: None,
            query: None,
            fragment: group(&m, "fragment"),
        };
        if let Some(rootless) = group(&m, "path_rootless") {
            let mut opaque = rootless.to_string();
            if let Some(query) = query {
                opaque.push('?');
                opaque.push_str(query);
            }
            split.opaque = Some(opaque);
        } else {
            split.userinfo = group(&m, "userinfo");
            split.host = group(&m, "host");
            split.port = group(&m, "port");
            split.path = group(&m, "path_abempty")
                .or_else(|| group(&m, "path_absolute"))
                .or_else(|| group(&m, "path_empty"));
            split.query = query;
        }
        return Ok(split);
    }
    if let Some(m) = RELATIVE_REGEX.captures(text) {
        return Ok(Split {
            form: Form::RelativeRef,
            scheme: None,
            userinfo: group(&m, "userinfo"),
            host: group(&m, "host"),
            port: group(&m, "port"),
            path: group(&m, "path_abempty")
                .or_else(|| group(&m, "path_absolute"))
                .or_else(|| group(&m, "path_noscheme"))
                .or_else(|| group(&m, "path_empty")),
            opaque: None,
            query: group(&m, "query"),
            fragment: group(&m, "fragment"),
        });
    }
    Err(format!(
        "URI::InvalidURIError: bad URI(is not URI?): {}",
        inspect(text)
    ))
}

/// The class `URI.for` picks by the scheme, upper-cased (lib/uri/common.rb's `Schemes`):
/// each with its `DEFAULT_PORT` and its own `initialize` or setters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Class {
    Generic,
    Http,
    Https,
    Ws,
    Wss,
    Ftp,
    File,
    Ldap,
    Ldaps,
    MailTo,
}

impl Class {
    /// `URI.for`'s choice: `scheme.to_s.upcase` among the registered schemes, else `Generic`.
    pub(super) fn of(scheme: Option<&str>) -> Class {
        match scheme.map(str::to_ascii_uppercase).as_deref() {
            Some("HTTP") => Class::Http,
            Some("HTTPS") => Class::Https,
            Some("WS") => Class::Ws,
            Some("WSS") => Class::Wss,
            Some("FTP") => Class::Ftp,
            Some("FILE") => Class::File,
            Some("LDAP") => Class::Ldap,
            Some("LDAPS") => Class::Ldaps,
            Some("MAILTO") => Class::MailTo,
            _ => Class::Generic,
        }
    }

    /// `DEFAULT_PORT`.
    pub(super) fn default_port(self) -> Option<&'static str> {
        match self {
            Class::Http | Class::Ws => Some("80"),
            Class::Https | Class::Wss => Some("443"),
            Class::Ftp => Some("21"),
            Class::Ldap => Some("389"),
            Class::Ldaps => Some("636"),
            Class::Generic | Class::File | Class::MailTo => None,
        }
    }
}

/// A `URI::Generic` (or subclass) object: its instance variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Uri {
    pub class: Class,
    pub scheme: Option<String>,
    pub user: Option<String>,
    pub password: Option<String>,
    pub host: Option<String>,
    /// The port as the number `to_i` makes, in decimal (Ruby's integers have no bound).
    pub port: Option<String>,
    pub path: Option<String>,
    pub opaque: Option<String>,
    pub query: Option<String>,
    pub fragment: Option<String>,
    /// `FTP`'s `;type=` code.
    pub typecode: Option<String>,
    /// `MailTo`'s addresses and headers (`to_s` writes them, not the opaque part).
    pub mailto: Option<(String, Vec<Vec<String>>)>,
}

/// `URI.for(*split, parser)`: the object `initialize` makes, or the exception it raises.
pub(super) fn new(split: &Split<'_>) -> Result<Uri, String> {
    let class = Class::of(split.scheme);
    let mut path = split.path.map(str::to_string);
    if class == Class::Ftp {
        // FTP#initialize: `raise InvalidURIError unless path`; the leading `/` goes, and a
        // leading `%2F` is the root.
        let Some(given) = &path else {
            return Err("URI::InvalidURIError: URI::InvalidURIError".to_string());
        };
        let mut stripped = given.strip_prefix('/').unwrap_or(given).to_string();
        if let Some(rest) = stripped.strip_prefix("%2F") {
            stripped = format!("/{rest}");
        }
        path = Some(stripped);
    }
    let mut uri = Uri {
        class,
        scheme: split.scheme.map(str::to_ascii_lowercase),
        user: None,
        password: None,
        host: None,
        port: None,
        path: None,
        opaque: None,
        query: None,
        fragment: None,
        typecode: None,
        mailto: None,
    };
    uri.set_userinfo(split.userinfo);
    uri.set_host(split.host);
    uri.set_port(split.port);
    if let Some(path) = path {
        uri.set_path(&path);
    }
    uri.set_query(split.query)?;
    uri.opaque = split.opaque.clone();
    // `fragment=` deletes tab, CR and LF and escapes what is outside `[!-~]`: the expression
    // admitted none of them, so the fragment is as matched.
    uri.fragment = split.fragment.map(str::to_string);
    if uri.path.is_none() && uri.opaque.is_none() {
        uri.set_path("");
    }
    if uri.port.is_none()
        && let Some(port) = class.default_port()
    {
        uri.set_port(Some(port));
    }
    match class {
        Class::Ftp => {
            let path = uri.path.clone().unwrap_or_default();
            if let Some(at) = path.find(";type=") {
                uri.typecode = Some(path[at + ";type=".len()..].to_string());
                uri.path = Some(path[..at].to_string());
            }
        }
        // LDAP#initialize: no fragment, and a path for the DN.
        Class::Ldap | Class::Ldaps if uri.fragment.is_some() || uri.path.is_none() => {
            return Err("URI::InvalidURIError: bad LDAP URL".to_string());
        }
        Class::MailTo => uri.mailto = Some(mailto(&mut uri)?),
        _ => {}
    }
    Ok(uri)
}

/// `MailTo#initialize`: the opaque part (or `?` and the query) read as addresses and headers.
fn mailto(uri: &mut Uri) -> Result<(String, Vec<Vec<String>>), String> {
    if let Some(query) = &uri.query
        && uri.opaque.is_none()
    {
        uri.opaque = Some(format!("?{query}"));
    }
    let Some(opaque) = &uri.opaque else {
        return Err("URI::InvalidComponentError: missing opaque part for mailto URL".to_string());
    };
    let (to, header) = match opaque.split_once('?') {
        Some((to, header)) => (to, Some(header)),
        None => (opaque.as_str(), None),
    };
    if !MAILTO_TO.is_match(to) {
        return Err(format!(
            "URI::InvalidComponentError: unrecognised opaque part for mailtoURL: {opaque}"
        ));
    }
    // `set_headers`: `v.split('&')` (which drops trailing empty fields) then `split(/=/, 2)`.
    let mut headers = Vec::new();
    if let Some(header) = header {
        for field in ruby_split(header, '&') {
            headers.push(ruby_split_limit(field, '=', 2));
        }
    }
    Ok((to.to_string(), headers))
}

impl Uri {
    /// `set_userinfo`: the text before the first `:` is the user, the rest the password.
    /// `File` keeps none.
    pub(super) fn set_userinfo(&mut self, userinfo: Option<&str>) {
        if self.class == Class::File {
            return;
        }
        let (user, password) = match userinfo.map(|ui| ruby_split_limit(ui, ':', 2)) {
            None => (None, None),
            Some(parts) => {
                let mut parts = parts.into_iter();
                (parts.next(), parts.next())
            }
        };
        self.user = user;
        if password.is_some() {
            self.password = password;
        }
    }

    /// `set_host`; `File`'s makes none and `localhost` the empty host.
    pub(super) fn set_host(&mut self, host: Option<&str>) {
        self.host = match (self.class, host) {
            (Class::File, None | Some("localhost")) => Some(String::new()),
            (_, host) => host.map(str::to_string),
        };
    }

    /// `set_port`: `v.empty? ? nil : v.to_i`; `File`'s keeps none.
    pub(super) fn set_port(&mut self, port: Option<&str>) {
        if self.class == Class::File {
            return;
        }
        self.port = port.filter(|port| !port.is_empty()).map(|digits| {
            let number = digits.trim_start_matches('0');
            if number.is_empty() { "0" } else { number }.to_string()
        });
    }

    /// `set_path`; `FTP`'s writes a `/` before the path and a leading `/` as `%2F`.
    pub(super) fn set_path(&mut self, path: &str) {
        self.path = Some(if self.class == Class::Ftp {
            match path.strip_prefix('/') {
                Some(rest) => format!("/%2F{rest}"),
                None => format!("/{path}"),
            }
        } else {
            path.to_string()
        });
    }

    /// The `path` reader; `FTP`'s gives the path without its `/`, a leading `%2F` as `/`.
    pub(super) fn path(&self) -> Option<String> {
        let path = self.path.as_deref()?;
        if self.class != Class::Ftp {
            return Some(path.to_string());
        }
        let path = path.strip_prefix('/').unwrap_or(path);
        Some(match path.strip_prefix("%2F") {
            Some(rest) => format!("/{rest}"),
            None => path.to_string(),
        })
    }

    /// `query=`: tab, CR and LF deleted, a `%` without two hexadecimal digits refused, and
    /// each octet outside `[!$-&(-;=?-_a-~]` escaped; `query conflicts with opaque` where the
    /// object has an opaque part.
    pub(super) fn set_query(&mut self, query: Option<&str>) -> Result<(), String> {
        let Some(query) = query else {
            self.query = None;
            return Ok(());
        };
        if self.opaque.is_some() {
            return Err("URI::InvalidURIError: query conflicts with opaque".to_string());
        }
        let query: Vec<u8> = query.bytes().filter(|b| !b"\t\r\n".contains(b)).collect();
        if let Some(at) = query
            .windows(3)
            .position(|w| w[0] == b'%' && !w[1].is_ascii_hexdigit() && !w[2].is_ascii_hexdigit())
        {
            return Err(format!(
                "URI::InvalidURIError: invalid percent escape: {}",
                String::from_utf8_lossy(&query[at..at + 3])
            ));
        }
        let mut escaped = String::with_capacity(query.len());
        for (i, &b) in query.iter().enumerate() {
            let escape = query[i..].starts_with(b"%")
                && query.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && query.get(i + 2).is_some_and(u8::is_ascii_hexdigit);
            let kept =
                matches!(b, b'!' | b'$'..=b'&' | b'('..=b';' | b'=' | b'?'..=b'_' | b'a'..=b'~');
            if escape || kept {
                escaped.push(b as char);
            } else {
                escaped.push_str(&format!("%{b:02X}"));
            }
        }
        self.query = Some(escaped);
        Ok(())
    }

    /// `userinfo`: the user, and `:` and the password where there is one.
    pub(super) fn userinfo(&self) -> Option<String> {
        let user = self.user.as_deref()?;
        Some(match &self.password {
            Some(password) => format!("{user}:{password}"),
            None => user.to_string(),
        })
    }

    /// `absolute?`: it has a scheme.
    pub(super) fn is_absolute(&self) -> bool {
        self.scheme.is_some()
    }

    /// `to_s` (with `FTP`'s typecode and `MailTo`'s own).
    pub(super) fn to_s(&self) -> String {
        let mut text = String::new();
        if let Some(scheme) = &self.scheme {
            text.push_str(scheme);
            text.push(':');
        }
        if let Some((to, headers)) = &self.mailto {
            text.push_str(to);
            if !headers.is_empty() {
                let fields: Vec<String> = headers.iter().map(|field| field.join("=")).collect();
                text.push('?');
                text.push_str(&fields.join("&"));
            }
        } else if let Some(opaque) = &self.opaque {
            text.push_str(opaque);
        } else {
            if self.host.is_some() || matches!(self.scheme.as_deref(), Some("file" | "postgres")) {
                text.push_str("//");
            }
            if let Some(userinfo) = self.userinfo() {
                text.push_str(&userinfo);
                text.push('@');
            }
            if let Some(host) = &self.host {
                text.push_str(host);
            }
            if let Some(port) = &self.port
                && Some(port.as_str()) != self.class.default_port()
            {
                text.push(':');
                text.push_str(port);
            }
            text.push_str(self.path.as_deref().unwrap_or_default());
            if let Some(typecode) = &self.typecode {
                text.push_str(";type=");
                text.push_str(typecode);
            }
            if let Some(query) = &self.query {
                text.push('?');
                text.push_str(query);
            }
        }
        if let Some(fragment) = &self.fragment {
            text.push('#');
            text.push_str(fragment);
        }
        text
    }
}

/// Ruby's `String#split(sep)`: trailing empty fields dropped, and none for an empty string.
pub(super) fn ruby_split(text: &str, separator: char) -> Vec<&str> {
    let mut fields: Vec<&str> = text.split(separator).collect();
    while fields.last() == Some(&"") {
        fields.pop();
    }
    fields
}

/// Ruby's `String#split(sep, limit)` with a positive limit: empty fields kept, none for an
/// empty string.
pub(super) fn ruby_split_limit(text: &str, separator: char, limit: usize) -> Vec<String> {
    if text.is_empty() {
        return Vec::new();
    }
    text.splitn(limit, separator).map(str::to_string).collect()
}

/// Ruby's `String#inspect` of an ASCII string, as an error quotes it.
pub(super) fn inspect(text: &str) -> String {
    quote(text, |c, out| out.push_str(&format!("\\u{:04X}", c as u32)))
}

/// Ruby's `String#dump`: `inspect`, with a control character as `\xNN` and any other
/// non-ASCII one as `\uNNNN` (`\u{N}` beyond the BMP).
pub(super) fn dump(text: &str) -> String {
    quote(text, |c, out| {
        if c.is_ascii() {
            out.push_str(&format!("\\x{:02X}", c as u32));
        } else if (c as u32) > 0xFFFF {
            out.push_str(&format!("\\u{{{:X}}}", c as u32));
        } else {
            out.push_str(&format!("\\u{:04X}", c as u32));
        }
    })
}

/// The quoting `inspect` and `dump` share; `other` writes what neither names.
fn quote(text: &str, other: impl Fn(char, &mut String)) -> String {
    let mut out = String::from("\"");
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{c}' => out.push_str("\\f"),
            '\u{b}' => out.push_str("\\v"),
            '\u{8}' => out.push_str("\\b"),
            '\u{7}' => out.push_str("\\a"),
            '\u{1b}' => out.push_str("\\e"),
            '#' if matches!(chars.peek(), Some('{' | '$' | '@')) => out.push_str("\\#"),
            c if c == ' ' || c.is_ascii_graphic() => out.push(c),
            c => other(c, &mut out),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_expression_splits_as_ruby_does() {
        let split = split("http://u:p@a:080/b/c?q#f").unwrap();
        assert_eq!(split.form, Form::Uri);
        assert_eq!(
            (split.userinfo, split.host, split.port, split.path),
            (Some("u:p"), Some("a"), Some("080"), Some("/b/c"))
        );
        let opaque = super::split("mailto:x@y?s=1").unwrap();
        assert_eq!(opaque.opaque.as_deref(), Some("x@y?s=1"));
        assert_eq!(super::split("g;x").unwrap().path, Some("g;x"));
        // The relative reference's IP-literal is grouped so that no bracketed host matches.
        assert!(super::split("//[::1]/b").is_err());
        assert!(super::split("http://[::1]/b").is_ok());
        assert_eq!(super::split("//").unwrap().host, None);
    }

    #[test]
    fn errors_quote_the_text_as_ruby_does() {
        assert_eq!(
            split("a b").unwrap_err(),
            "URI::InvalidURIError: bad URI(is not URI?): \"a b\""
        );
        assert_eq!(
            inspect("a\u{1}\u{7f}\u{1b}#{x}\"\\"),
            r#""a\u0001\u007F\e\#{x}\"\\""#
        );
        assert_eq!(dump("é\u{1}#{\u{1F600}"), r#""\u00E9\x01\#{\u{1F600}""#);
    }
}
