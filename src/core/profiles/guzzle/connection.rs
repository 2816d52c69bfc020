//! Where Guzzle connects for a URL: `new Uri($url)` (uri.rs), then `getScheme()`, `getHost()`,
//! `getPort()` (`null` for the scheme's default, which `removeDefaultPort` dropped) and
//! `getUserInfo()`, as Guzzle's handlers read them.

use super::uri::Uri;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `new Uri($url)` gives, or the exception it throws.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let uri = Uri::new(url)?;
    let host = (!uri.host.is_empty()).then(|| uri.host.clone());
    let mut connection = Connection::new(&uri.scheme, host, uri.port);
    connection.userinfo = (!uri.user_info.is_empty()).then(|| uri.user_info.clone());
    Ok(connection)
}
