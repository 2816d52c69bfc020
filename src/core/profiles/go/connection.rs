//! Where Go connects for a URL: `url.Parse(url)`, then `URL.Scheme`, `URL.Hostname()` and
//! `URL.Port()` (`splitHostPort` on `URL.Host`, src/net/url/url.go) and `URL.User.String()`:
//! what `net/http` dials.

use super::url::connection_parts;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `url.Parse(url)` gives in Go `release`, or the error it returns.
pub(crate) fn connects_to(release: Release, url: &str) -> Result<Connection, String> {
    let (scheme, host, user) = connection_parts(release, url)?;
    // `splitHostPort`: a port after the last `:` where it is digits (or nothing), then the
    // brackets off.
    let (mut hostname, mut port) = (host.as_str(), "");
    if let Some(colon) = host.rfind(':')
        && host[colon + 1..].bytes().all(|b| b.is_ascii_digit())
    {
        (hostname, port) = (&host[..colon], &host[colon + 1..]);
    }
    if let Some(inside) = hostname.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        hostname = inside;
    }
    let port = match port {
        "" => None,
        digits => Some(
            digits
                .parse::<u16>()
                .map_err(|_| format!("the port `{digits}` is no port number from 0 to 65535"))?,
        ),
    };
    let host = (!hostname.is_empty()).then(|| hostname.to_string());
    let mut connection = Connection::new(&scheme, host, port);
    connection.userinfo = user;
    Ok(connection)
}
