//! Where an Erlang client connects for a URL: `uri_string:parse(Url)` (parse.rs), then its
//! `scheme`, `host` (without an IP literal's brackets), `port` (the scheme's default where
//! the map has none, or `undefined`) and `userinfo`, as httpc reads them.

use super::parse::{Port, parse};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `uri_string:parse(Url)` gives, or the error it returns.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let map = parse(url).map_err(|fault| fault.to_string())?;
    let port = match &map.port {
        None | Some(Port::Undefined) => None,
        Some(Port::Number(digits)) => {
            let value = Port::value(digits);
            Some(
                value
                    .parse::<u16>()
                    .map_err(|_| format!("port out of range: {value}"))?,
            )
        }
    };
    let mut connection = Connection::new(map.scheme.as_deref().unwrap_or(""), map.host, port);
    connection.userinfo = map.userinfo;
    Ok(connection)
}
