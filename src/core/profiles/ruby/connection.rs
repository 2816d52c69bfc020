//! Where Ruby connects for a URL: `URI(url)` parsed as `uri` 0.11.0 does (parser.rs), then
//! `scheme`, `hostname` (the host without an IP literal's brackets, what `Net::HTTP.start`
//! is given), `port` (the scheme's default where none is written) and `userinfo`.

use super::parser;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `URI(url)` gives in Ruby `release`, or the exception it raises.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let uri = parser::new(&parser::split(url)?)?;
    let host = uri.host.as_deref().map(|host| {
        host.strip_prefix('[')
            .and_then(|h| h.strip_suffix(']'))
            .unwrap_or(host)
            .to_string()
    });
    let port = match &uri.port {
        None => None,
        Some(port) => Some(
            port.parse::<u16>()
                .map_err(|_| format!("port out of range: {port}"))?,
        ),
    };
    let mut connection = Connection::new(uri.scheme.as_deref().unwrap_or(""), host, port);
    connection.userinfo = uri.userinfo();
    Ok(connection)
}
