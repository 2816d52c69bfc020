//! Where curl connects for a URL: `curl_url_set(h, CURLUPART_URL, url, 0)`, then
//! `curl_url_get`'s `CURLUPART_SCHEME`, `CURLUPART_HOST` (an IPv6 address in brackets),
//! `CURLUPART_PORT` and `CURLUPART_USER` with `CURLUPART_PASSWORD` (lib/urlapi.c).

use super::handle::CurlUrl;
use super::parse::parseurl;
use super::version::CurlVersion;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection libcurl `release`'s URL API gives for `url`, or the `CURLUcode` it returns.
pub(crate) fn connects_to(release: Release, url: &str) -> Result<Connection, String> {
    let (version, mut handle) = (CurlVersion(release), CurlUrl::default());
    parseurl(version, url, 0, &mut handle).map_err(|code| {
        format!(
            "curl_url_set rejected the URL: {} ({})",
            code.message(version),
            code.name()
        )
    })?;
    let host = handle.host.as_deref().map(str::to_string);
    let mut connection = Connection::new(&handle.scheme, host, handle.port);
    connection.userinfo = match (&handle.user, &handle.password) {
        (None, None) => None,
        (user, password) => Some(format!(
            "{}{}",
            user.as_deref().unwrap_or(""),
            password
                .as_deref()
                .map(|p| format!(":{p}"))
                .unwrap_or_default()
        )),
    };
    Ok(connection)
}
