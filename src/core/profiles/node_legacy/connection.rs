//! Where Node connects for a URL `url.resolve` gave: the legacy `url.parse(url)`'s
//! `protocol`, `hostname` (lower case, in punycode), `port` and `auth` (lib/url.js).

use super::url_resolve::connection_parts;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `url.parse(url)` gives, or the error it throws.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let [protocol, hostname, port, auth] = connection_parts(url)?;
    let Some(protocol) = protocol else {
        return Err("no protocol: url.parse finds no scheme to connect by".to_string());
    };
    let host = hostname.filter(|host| !host.is_empty());
    // lib/url.js keeps `port` as the digits written; a connection reads them as a number.
    let port = match port.as_deref() {
        None | Some("") => None,
        Some(digits) => Some(
            digits
                .parse::<u16>()
                .map_err(|_| format!("the port `{digits}` is no port number from 0 to 65535"))?,
        ),
    };
    let mut connection = Connection::new(&protocol, host, port);
    connection.userinfo = auth;
    Ok(connection)
}
