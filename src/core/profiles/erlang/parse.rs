//! `uri_string:parse/1` (OTP 25, stdlib 4.2), as its recursive descent runs: the URI route
//! (`parse_scheme_start`) tried first and, on any error thrown anywhere after it, the
//! relative-ref route from the start (`parse_relative_part`), whose error is the one returned;
//! inside an authority, user information tried first (`parse_userinfo`) and, on any error, the
//! host from the authority's start (`parse_host`). Every character is checked against its
//! component's class (a `%` is taken alone, its digits unchecked), and the first that does not
//! belong is the error's data.

use super::inet::ipv6strict;

/// A URI map as `parse` returns it: the keys present and their values.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct UriMap {
    pub scheme: Option<String>,
    pub userinfo: Option<String>,
    /// Without the brackets of an IP literal (`remove_brackets`).
    pub host: Option<String>,
    pub port: Option<Port>,
    /// Always there (`maybe_add_path`), empty or not.
    pub path: String,
    pub query: Option<String>,
    pub fragment: Option<String>,
}

/// The `port` key's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Port {
    /// `port => undefined`: a `:` with no digits after it.
    Undefined,
    /// A number, its digits as written (`binary_to_integer` reads them).
    Number(String),
}

impl Port {
    /// The number as `integer_to_binary` writes it: in decimal without leading zeros.
    pub(super) fn value(digits: &str) -> &str {
        let trimmed = digits.trim_start_matches('0');
        if trimmed.is_empty() { "0" } else { trimmed }
    }
}

/// The data of an error tuple `{error, Atom, Data}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Data {
    /// A list of characters (`[Char]`, an address, `""`).
    Chars(String),
    /// The empty binary, `<<>>`.
    EmptyBinary,
}

/// An error `uri_string` returns: `{error, Atom, Data}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fault {
    pub atom: &'static str,
    pub data: Data,
}

impl Fault {
    fn invalid(c: char) -> Fault {
        Fault {
            atom: "invalid_uri",
            data: Data::Chars(c.to_string()),
        }
    }

    const END: Fault = Fault {
        atom: "invalid_uri",
        data: Data::EmptyBinary,
    };

    /// `{error,invalid_scheme,""}`: a base without a scheme.
    pub(super) const NO_SCHEME: Fault = Fault {
        atom: "invalid_scheme",
        data: Data::Chars(String::new()),
    };
}

impl std::fmt::Display for Fault {
    /// As `io_lib:format("~0tp", [Error])` writes it: a list of characters Erlang's printable
    /// range (latin-1) holds is a string in quotes, any other list its integers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let data = match &self.data {
            Data::EmptyBinary => "<<>>".to_string(),
            Data::Chars(text) if text.is_empty() => "[]".to_string(),
            Data::Chars(text) if text.chars().all(printable) => {
                let mut quoted = String::from('"');
                for c in text.chars() {
                    match c {
                        '"' => quoted.push_str("\\\""),
                        '\\' => quoted.push_str("\\\\"),
                        '\n' => quoted.push_str("\\n"),
                        '\r' => quoted.push_str("\\r"),
                        '\t' => quoted.push_str("\\t"),
                        '\u{b}' => quoted.push_str("\\v"),
                        '\u{8}' => quoted.push_str("\\b"),
                        '\u{c}' => quoted.push_str("\\f"),
                        '\u{1b}' => quoted.push_str("\\e"),
                        c => quoted.push(c),
                    }
                }
                quoted.push('"');
                quoted
            }
            Data::Chars(text) => {
                let codes: Vec<String> = text.chars().map(|c| (c as u32).to_string()).collect();
                format!("[{}]", codes.join(","))
            }
        };
        write!(f, "{{error,{},{data}}}", self.atom)
    }
}

/// `io_lib:printable_latin1_list`'s test of one character.
fn printable(c: char) -> bool {
    matches!(c as u32, 32..=126 | 160..=255) || "\n\r\t\u{b}\u{8}\u{c}\u{1b}".contains(c)
}

/// `uri_string:parse(Text)` on a binary.
pub(super) fn parse(text: &str) -> Result<UriMap, Fault> {
    if text.is_empty() {
        return Ok(UriMap::default());
    }
    let mut map = UriMap::default();
    match scheme_start(text, &mut map) {
        Ok(()) => Ok(map),
        Err(_) => {
            let mut map = UriMap::default();
            relative_part(text, &mut map)?;
            Ok(map)
        }
    }
}

/// Whether the URI route failed, so that the relative-ref route read the text.
pub(super) fn read_as_relative(text: &str) -> bool {
    !text.is_empty() && scheme_start(text, &mut UriMap::default()).is_err()
}

/// Whether the text starts with a scheme and its `:`, so that a reader takes it for a URI.
pub(super) fn has_scheme(text: &str) -> bool {
    let end = text.find(':').unwrap_or(0);
    end > 0
        && text.as_bytes()[0].is_ascii_alphabetic()
        && text[..end]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
}

/// `parse_scheme_start` and `parse_scheme`: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`,
/// then `parse_hier`.
fn scheme_start(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    let first = text.chars().next().unwrap_or_default();
    if !first.is_ascii_alphabetic() {
        return Err(Fault::invalid(first));
    }
    for (at, c) in text.char_indices().skip(1) {
        if c == ':' {
            hier(&text[at + 1..], map)?;
            map.scheme = Some(text[..at].to_string());
            return Ok(());
        }
        if !(c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')) {
            return Err(Fault::invalid(c));
        }
    }
    Err(Fault::END)
}

/// `parse_hier`: `"//" authority path-abempty / path-absolute / path-rootless / path-empty`.
fn hier(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    part(text, map, Rootless::AnyPchar)
}

/// `parse_relative_part`: `"//" authority path-abempty / path-absolute / path-noscheme /
/// path-empty`.
fn relative_part(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    part(text, map, Rootless::NoColon)
}

/// What a path not from the root may start with: a URI's `path-rootless` any pchar, a
/// relative reference's `path-noscheme` a first segment without `:`.
#[derive(Clone, Copy)]
enum Rootless {
    AnyPchar,
    NoColon,
}

/// The part after a scheme (`hier`) or of a relative reference: an authority, a path, a query
/// or a fragment.
fn part(text: &str, map: &mut UriMap, rootless: Rootless) -> Result<(), Fault> {
    match text.chars().next() {
        None => Ok(()),
        Some(_) if text.starts_with("//") => authority(&text[2..], map),
        Some('/') => segment(text, map),
        Some('?') => query(&text[1..], map),
        Some('#') => fragment(&text[1..], map),
        Some(c) => match rootless {
            Rootless::AnyPchar if is_pchar(c) => segment(text, map),
            Rootless::NoColon if is_segment_nz_nc(c) => segment_nz_nc(text, map),
            _ => Err(Fault::invalid(c)),
        },
    }
}

/// After `//`: `parse_userinfo` tried, and on any error `parse_host` from the same place.
fn authority(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    let mut with_userinfo = map.clone();
    match userinfo(text, &mut with_userinfo) {
        Ok(()) => {
            *map = with_userinfo;
            Ok(())
        }
        Err(_) => host(text, map),
    }
}

/// `parse_userinfo`: `*( unreserved / pct-encoded / sub-delims / ":" ) "@"`, then the host.
fn userinfo(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    for (at, c) in text.char_indices() {
        if c == '@' {
            host(&text[at + 1..], map)?;
            map.userinfo = Some(text[..at].to_string());
            return Ok(());
        }
        if !(is_unreserved(c) || is_sub_delim(c) || matches!(c, '%' | ':')) {
            return Err(Fault::invalid(c));
        }
    }
    Err(Fault::END)
}

/// `parse_host`: an IP literal in brackets, or a registered name (an IPv4 address is one),
/// then `:` port, the path, `?` query or `#` fragment.
fn host(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    if let Some(inside) = text.strip_prefix('[') {
        return ip_literal(inside, map);
    }
    // parse_reg_name; parse_ipv4_bin, tried first on a digit, reads a subset of it and gives
    // the same map, and its errors are caught.
    for (at, c) in text.char_indices() {
        if matches!(c, ':' | '/' | '?' | '#') {
            map.host = Some(text[..at].to_string());
            return after_host(&text[at..], map);
        }
        if !(is_unreserved(c) || is_sub_delim(c) || c == '%') {
            return Err(Fault::invalid(c));
        }
    }
    map.host = Some(text.to_string());
    Ok(())
}

/// `parse_ipv6_bin` and `parse_ipv6_bin_end`: hex digits, `:` and `.` to `]`, checked by
/// `inet:parse_ipv6strict_address`, then more of them (kept in the host) up to a delimiter.
fn ip_literal(inside: &str, map: &mut UriMap) -> Result<(), Fault> {
    let is_ipv6 = |c: char| c.is_ascii_hexdigit() || matches!(c, ':' | '.');
    let Some(close) = inside.find(|c: char| !is_ipv6(c)) else {
        return Err(Fault::END);
    };
    let c = inside[close..].chars().next().unwrap_or_default();
    if c != ']' {
        return Err(Fault::invalid(c));
    }
    let address = &inside[..close];
    if !ipv6strict(address) {
        return Err(Fault {
            atom: "invalid_uri",
            data: Data::Chars(address.to_string()),
        });
    }
    let after = &inside[close + 1..];
    for (at, c) in after.char_indices() {
        if matches!(c, ':' | '/' | '?' | '#') {
            map.host = Some(remove_brackets(&inside[..close + 1 + at]));
            return after_host(&after[at..], map);
        }
        if !is_ipv6(c) {
            return Err(Fault::invalid(c));
        }
    }
    map.host = Some(remove_brackets(inside));
    Ok(())
}

/// `remove_brackets` on the host after its `[`: the `]` at its end taken off, if it is there.
fn remove_brackets(after_open: &str) -> String {
    after_open
        .strip_suffix(']')
        .unwrap_or(after_open)
        .to_string()
}

/// What follows a host: `:` and the port, or the path, query or fragment.
fn after_host(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    match text.chars().next() {
        Some(':') => port(&text[1..], map),
        Some('/') => segment(text, map),
        Some('?') => query(&text[1..], map),
        Some('#') => fragment(&text[1..], map),
        _ => Ok(()),
    }
}

/// `parse_port`: `*DIGIT`, then the path, query or fragment.
fn port(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    let end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let rest = &text[end..];
    match rest.chars().next() {
        None | Some('/' | '?' | '#') => {}
        Some(c) => return Err(Fault::invalid(c)),
    }
    after_host(rest, map)?;
    map.port = Some(match end {
        0 => Port::Undefined,
        _ => Port::Number(text[..end].to_string()),
    });
    Ok(())
}

/// `parse_segment` from a path's start: `*( "/" / pchar )` to `?` or `#`.
fn segment(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    path_until(text, map, |c| c == '/' || is_pchar(c))
}

/// `parse_segment_nz_nc`, then `parse_segment` after the first `/`: a first segment without
/// `:`.
fn segment_nz_nc(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    let mut seen_slash = false;
    path_until(text, map, |c| {
        seen_slash |= c == '/';
        if seen_slash {
            c == '/' || is_pchar(c)
        } else {
            is_segment_nz_nc(c)
        }
    })
}

/// The path runs to `?` or `#`, each character admitted by `allowed`.
fn path_until(
    text: &str,
    map: &mut UriMap,
    mut allowed: impl FnMut(char) -> bool,
) -> Result<(), Fault> {
    for (at, c) in text.char_indices() {
        match c {
            '?' => {
                query(&text[at + 1..], map)?;
                map.path = text[..at].to_string();
                return Ok(());
            }
            '#' => {
                fragment(&text[at + 1..], map)?;
                map.path = text[..at].to_string();
                return Ok(());
            }
            c if allowed(c) => {}
            c => return Err(Fault::invalid(c)),
        }
    }
    map.path = text.to_string();
    Ok(())
}

/// `parse_query`: `*( pchar / "/" / "?" )` to `#`.
fn query(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    for (at, c) in text.char_indices() {
        if c == '#' {
            fragment(&text[at + 1..], map)?;
            map.query = Some(text[..at].to_string());
            return Ok(());
        }
        if !(is_pchar(c) || matches!(c, '/' | '?')) {
            return Err(Fault::invalid(c));
        }
    }
    map.query = Some(text.to_string());
    Ok(())
}

/// `parse_fragment`: `*( pchar / "/" / "?" )` to the end.
fn fragment(text: &str, map: &mut UriMap) -> Result<(), Fault> {
    if let Some(c) = text
        .chars()
        .find(|&c| !(is_pchar(c) || matches!(c, '/' | '?')))
    {
        return Err(Fault::invalid(c));
    }
    map.fragment = Some(text.to_string());
    Ok(())
}

/// `is_unreserved`.
pub(super) fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~')
}

/// `is_sub_delim`.
pub(super) fn is_sub_delim(c: char) -> bool {
    matches!(
        c,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | ';' | '='
    )
}

/// `is_pchar`: a `%` is admitted alone.
fn is_pchar(c: char) -> bool {
    is_unreserved(c) || is_sub_delim(c) || matches!(c, '%' | ':' | '@')
}

/// `is_segment_nz_nc`: a pchar but `:`.
fn is_segment_nz_nc(c: char) -> bool {
    c != ':' && is_pchar(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn said(text: &str) -> String {
        match parse(text) {
            Ok(map) => format!("{map:?}"),
            Err(fault) => fault.to_string(),
        }
    }

    /// Each error as OTP 25's `uri_string:parse` returns it (run with erl).
    #[test]
    fn the_error_is_the_relative_routes() {
        assert_eq!(said("http://a/b c"), "{error,invalid_uri,\":\"}");
        assert_eq!(said("//u@h/a b"), "{error,invalid_uri,\"@\"}");
        assert_eq!(said("\u{e9}"), "{error,invalid_uri,\"\u{e9}\"}");
        assert_eq!(said("\u{20ac}"), "{error,invalid_uri,[8364]}");
        assert_eq!(said("a\u{1}"), "{error,invalid_uri,[1]}");
        assert_eq!(said("//[::1"), "{error,invalid_uri,<<>>}");
        assert_eq!(said("//[1::2::3]"), "{error,invalid_uri,\"1::2::3\"}");
    }

    #[test]
    fn a_host_keeps_what_follows_its_bracket() {
        let map = parse("//[::1]ab:80/x").unwrap();
        assert_eq!(map.host.as_deref(), Some("::1]ab"));
        assert_eq!(map.port, Some(Port::Number("80".to_string())));
        let map = parse("//h:0080").unwrap();
        assert_eq!(map.port, Some(Port::Number("0080".to_string())));
        assert_eq!(parse("//h:/x").unwrap().port, Some(Port::Undefined));
        assert_eq!(parse("//@").unwrap().userinfo.as_deref(), Some(""));
    }
}
