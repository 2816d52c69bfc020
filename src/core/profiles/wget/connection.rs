//! Where Wget connects for a URL: `url_parse` (parse.rs) in a UTF-8 locale, then the scheme,
//! the host (without brackets), the port (the scheme's default where none is written) and the
//! user and password.

use super::parse::{Locale, Scheme, url_parse};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `url_parse (url)` gives, or the words Wget refuses it with.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let parsed = url_parse(url.as_bytes(), Locale::Utf8).map_err(|e| e.words(Locale::Utf8))?;
    let scheme = match parsed.scheme {
        Scheme::Http => "http",
        Scheme::Https => "https",
        Scheme::Ftp => "ftp",
        Scheme::Ftps => "ftps",
    };
    let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
    let mut connection = Connection::new(scheme, Some(text(&parsed.host)), Some(parsed.port));
    connection.userinfo = parsed.user.as_ref().map(|user| match &parsed.passwd {
        Some(passwd) => format!("{}:{}", text(user), text(passwd)),
        None => text(user),
    });
    Ok(connection)
}
