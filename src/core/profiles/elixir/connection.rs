//! Where an Elixir client connects for a URL: `URI.parse(url)` (parse.rs), then `scheme`,
//! `host` (without an IP literal's brackets), `port` (the scheme's default where none is
//! written) and `userinfo`, as Req and Mint read them.

use super::parse::parse;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `URI.parse(url)` gives; it never raises.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let (uri, _) = parse(url);
    let port = match uri.port {
        None => None,
        Some(port) => Some(
            port.parse::<u16>()
                .map_err(|_| format!("port out of range: {port}"))?,
        ),
    };
    let mut connection = Connection::new(uri.scheme.as_deref().unwrap_or(""), uri.host, port);
    connection.userinfo = uri.userinfo;
    Ok(connection)
}
