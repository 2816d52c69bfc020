//! Where LWP connects for a URL: `URI->new($url)`, then, for a server's class (`http`, `ftp`,
//! …), `host` (the authority without its user information, port and brackets, unescaped),
//! `port` (the scheme's default where none is written) and `userinfo`; a URI of another class
//! has no host to connect to.

use super::uri::{SchemeFrom, Uri};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `URI->new($url)` gives.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let uri = Uri::new(url, SchemeFrom::Text(""));
    let scheme = uri.scheme().unwrap_or_default();
    if !uri.class.is_server() {
        return Ok(Connection::new(&scheme, None, None));
    }
    let authority = uri.authority();
    let Some(authority) = authority else {
        return Ok(Connection::new(&scheme, None, uri.class.default_port()));
    };
    let (userinfo, host_port) = match authority.rfind('@') {
        Some(at) => (Some(authority[..at].to_string()), &authority[at + 1..]),
        None => (None, authority.as_str()),
    };
    // `/:(\d*)$/`: the port (none where it is empty); `s/:\d+$//`: the host without a port
    // that has digits, so `h:` keeps its `:`.
    let digits = host_port
        .bytes()
        .rev()
        .take_while(u8::is_ascii_digit)
        .count();
    let before = &host_port[..host_port.len() - digits];
    let port = if before.ends_with(':') {
        &host_port[before.len()..]
    } else {
        ""
    };
    let host = match before.strip_suffix(':') {
        Some(host) if digits > 0 => host,
        _ => host_port,
    };
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    let port = match port {
        "" => uri.class.default_port(),
        digits => Some(
            digits
                .trim_start_matches('0')
                .parse::<u16>()
                .or_else(|_| {
                    if digits.bytes().all(|b| b == b'0') {
                        Ok(0)
                    } else {
                        Err(())
                    }
                })
                .map_err(|()| format!("port {digits}"))?,
        ),
    };
    let mut connection = Connection::new(&scheme, Some(unescape(host)), port);
    connection.userinfo = userinfo;
    Ok(connection)
}

/// `uri_unescape`: each `%XX` as the character of that number (Perl's byte string, read as
/// Latin-1).
fn unescape(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%'
            && let (Some(high), Some(low)) = (
                bytes.get(i + 1).and_then(|&b| hex(b)),
                bytes.get(i + 2).and_then(|&b| hex(b)),
            )
        {
            out.push(char::from_u32(high * 16 + low).unwrap_or('\u{fffd}'));
            i += 3;
        } else {
            out.push(bytes[i] as char);
            i += 1;
        }
    }
    out
}
