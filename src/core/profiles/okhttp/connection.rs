//! Where OkHttp connects for a URL: `HttpUrl.get(url)` (http_url.rs), then `scheme()`,
//! `host()` (an IPv6 address without brackets), `port()` (the scheme's default where none is
//! written) and the encoded user name and password.

use super::http_url::parse;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `HttpUrl.get(url)` gives, or the exception it throws.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let (url, _) = parse(None, url)?;
    let port = u16::try_from(url.effective_port()).ok();
    let mut connection = Connection::new(url.scheme, Some(url.host.clone()), port);
    let (user, password) = (&url.encoded_username, &url.encoded_password);
    connection.userinfo = match (user.is_empty(), password.is_empty()) {
        (true, true) => None,
        (_, true) => Some(user.clone()),
        _ => Some(format!("{user}:{password}")),
    };
    Ok(connection)
}
