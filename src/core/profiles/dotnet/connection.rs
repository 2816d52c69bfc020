//! Where a .NET client connects for a URL: `new Uri(url)` (parse.rs), then `Scheme`,
//! `DnsSafeHost` (an IPv6 literal without its brackets), `Port` (the scheme's default where none
//! is written) and `UserInfo` (empty where there is none, and for `@` alone: none either way),
//! as `HttpClient` and `HttpWebRequest` read them.

use super::host::Host;
use super::parse::{MODELLED, Scheme, authority_and_rest, scheme};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `new Uri(url)` gives, or the exception it throws.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let text: Vec<char> = url.chars().collect();
    let thrown = |fault: super::parse::Fault| format!("UriFormatException: {}", fault.message());
    let (syntax, colon) = match scheme(&text).map_err(thrown)? {
        Scheme::Modelled(syntax, colon) => (syntax, colon),
        Scheme::Other(name) => return Err(format!("a `{name}:` URI is not modelled")),
        Scheme::ImplicitFile(what) => return Err(format!("{what} is not modelled")),
    };
    let uri = authority_and_rest(&text, syntax, colon).map_err(thrown)?;
    let host = match &uri.host {
        Host::Ipv6(address) => address.to_string(),
        other => other.written(),
    };
    let port = uri.port.unwrap_or(u32::from(MODELLED[syntax].1));
    let mut connection = Connection::new(MODELLED[syntax].0, Some(host), u16::try_from(port).ok());
    connection.userinfo = (uri.user_info)
        .filter(|user_info| !user_info.is_empty())
        .map(|user_info| user_info.into_iter().collect());
    Ok(connection)
}
