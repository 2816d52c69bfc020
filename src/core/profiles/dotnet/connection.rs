//! Where a .NET client connects for a URL: `new Uri(url)` (parse.rs), then `Scheme`,
//! `DnsSafeHost` (an IPv6 literal without its brackets), `Port` (the scheme's default where none
//! is written) and `UserInfo` (empty where there is none, and for `@` alone: none either way),
//! as `HttpClient` and `HttpWebRequest` read them.

use super::host::Host;
use super::parse::{Fault, Scheme, authority_and_rest, scheme};
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `new Uri(url)` gives, or the exception it throws.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    let text: Vec<char> = url.chars().collect();
    let thrown = |fault: Fault| format!("UriFormatException: {}", fault.message());
    let uri = match scheme(&text).map_err(thrown)? {
        Scheme::Modelled(syntax, name, colon) => {
            authority_and_rest(&text, syntax, &name, colon, false).map_err(thrown)?
        }
        Scheme::Other(name) => return Err(format!("a `{name}:` URI is not modelled")),
        Scheme::ImplicitFile(what) => return Err(format!("{what} is not modelled")),
    };
    let Some(authority) = &uri.authority else {
        return Err(format!("`{url}` has no authority to connect to"));
    };
    let host = match &authority.host {
        Host::Ipv6(address) => address.to_string(),
        other => other.written(),
    };
    let port = authority.port.or(uri.syntax.default_port.map(u32::from));
    let port = port.and_then(|port| u16::try_from(port).ok());
    let mut connection = Connection::new(&uri.scheme, Some(host), port);
    connection.userinfo = (authority.user_info.clone())
        .filter(|user_info| !user_info.is_empty())
        .map(|user_info| user_info.into_iter().collect());
    Ok(connection)
}
