//! Where HttpClient connects for a URL: `new URI(url)` on the JDK (the Java profile's parse),
//! then `URIUtils.extractHost`'s reading of it, which for a URI the JDK parsed as a server is
//! `getHost()`, `getPort()` and the user information.

use crate::core::profiles::java;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `new URI(url)` gives on JDK 17, as the Java profile reads it.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    java::connection::connects_to(java::uri::jdk(17), url)
}
