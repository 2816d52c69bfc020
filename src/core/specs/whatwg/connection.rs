//! Where a browser connects for a URL: the URL record's scheme, host (serialized), port (the
//! scheme's default where the record's is null) and credentials (`username:password`, as the
//! record holds them, percent-encoded).

use super::parser::parse;
use crate::core::vocabulary::connection::Connection;

/// The connection the URL Standard's record of `url` gives, or why `url` does not parse.
pub fn connection(url: &str) -> Result<Connection, String> {
    let url = parse(url, None).map_err(|failure| failure.to_string())?;
    let host = url.host_str().map(str::to_string);
    let mut connection = Connection::new(url.scheme(), host, url.port());
    if url.includes_credentials() {
        connection.userinfo = Some(match url.password() {
            "" => url.username().to_string(),
            password => format!("{}:{password}", url.username()),
        });
    }
    Ok(connection)
}
