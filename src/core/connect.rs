//! The entry point for connections: where a client that resolved a URL by a specification or
//! library connects to fetch it, as that client reads its own result.

use crate::core::profiles::registry;
use crate::core::specs::whatwg;
use crate::core::specs::whatwg::scheme::SchemeKind;
use crate::core::text::grammar::connection::connection;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::spec::Spec;

/// The connection `url` (a result of `spec`) names, as `spec`'s client parses it: the URL
/// Standard's record; an RFC's grammar; a library's own parser (Python's `urlsplit`, curl's
/// `curl_url_get`, Go's `url.Parse`, Java's `URI`, Node's legacy `url.parse`). Where the URL
/// gives no port, the scheme's default ([`default_port`]), which every client here uses. An
/// error where that parser refuses it.
///
/// ```
/// use uriscope::{Spec, resolve};
/// use uriscope::web::connects_to;
///
/// let (base, reference) = ("https://good.com/app/page.html", "//evil.com\\@good.com");
/// let python: Spec = "python".parse()?;
/// let browser = connects_to(Spec::Whatwg, &resolve(Spec::Whatwg, base, reference)?)?;
/// let script = connects_to(python, &resolve(python, base, reference)?)?;
/// assert_eq!(browser.host.as_deref(), Some("evil.com"));
/// assert_eq!(script.host.as_deref(), Some("good.com"));
/// assert_eq!(script.userinfo.as_deref(), Some("evil.com\\"));
/// assert_eq!((browser.port, script.port), (Some(443), Some(443)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn connects_to(spec: Spec, url: &str) -> Result<Connection, String> {
    let mut connection = match spec {
        Spec::Whatwg => whatwg::connection::connection(url),
        Spec::Library(profile) => registry::connects_to(profile, url),
        spec => connection(Grammar::of(spec).unwrap_or(Grammar::Rfc3986), url),
    }?;
    connection.port = connection.port.or_else(|| default_port(&connection.scheme));
    Ok(connection)
}

/// The port a client connects to for `scheme` (lower case) when the URL gives none: the URL
/// Standard's default port of a special scheme (§4.1: 21, 80, 443, 80, 443 for `ftp`, `http`,
/// `https`, `ws`, `wss`).
///
/// ```
/// assert_eq!(uriscope::web::default_port("https"), Some(443));
/// assert_eq!(uriscope::web::default_port("file"), None);
/// ```
pub fn default_port(scheme: &str) -> Option<u16> {
    SchemeKind::of(scheme).default_port()
}
