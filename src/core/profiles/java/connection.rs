//! Where Java connects for a URL: `new URI(s)` parsed as the JDK does, then `getScheme()`,
//! `getHost()` (null for a registry-based authority, which the parser falls back to when the
//! authority does not parse as a server), `getPort()` and `getRawUserInfo()`.

use super::parser::Parser;
use super::version::JavaVersion;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `URI` gives for `url` in the JDK `release`, or the exception it throws.
pub(crate) fn connects_to(release: Release, url: &str) -> Result<Connection, String> {
    let uri = Parser::parse(url, JavaVersion(release))?;
    // `getPort()` is -1 for none; a number above 65535 is one no socket connects to
    // (`InetSocketAddress` throws "port out of range").
    let port = match uri.port {
        -1 => None,
        port => Some(u16::try_from(port).map_err(|_| format!("port out of range:{port}"))?),
    };
    let mut connection =
        Connection::new(uri.scheme.unwrap_or(""), uri.host.map(str::to_string), port);
    connection.userinfo = uri.user_info.map(str::to_string);
    Ok(connection)
}
