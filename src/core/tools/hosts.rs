//! Where clients that resolved the same text would connect to different hosts: the first thing
//! a security reviewer asks of a comparison or a redirect, said in their words.

use crate::core::vocabulary::connection::Connection;

/// The sentence for `clients` (each a name and where it connects) that connect to different
/// hosts: each host with the clients that connect there, in the order first named ("Python 3.14
/// urljoin and curl 8.22 -L connect to good.com:443 as user `evil.com\`; the browser connects
/// to evil.com:443"); `None` where they connect to one host. A client that finds no host (an
/// RFC 2396 registry-based authority, a `mailto:`) connects nowhere, and is left out.
///
/// ```
/// use uriscope::web::{Connection, hosts_apart};
///
/// let mut script = Connection::new("https", Some("good.com".into()), Some(443));
/// script.userinfo = Some("evil.com\\".into());
/// let browser = Connection::new("https", Some("evil.com".into()), Some(443));
/// let said = hosts_apart(&[("Python".into(), &script), ("the browser".into(), &browser)]);
/// assert_eq!(
///     said.as_deref(),
///     Some("Python connects to good.com:443 as user `evil.com\\`; the browser connects to evil.com:443")
/// );
/// ```
pub fn hosts_apart(clients: &[(String, &Connection)]) -> Option<String> {
    let mut groups: Vec<(&Connection, Vec<&str>)> = Vec::new();
    for (name, connection) in clients.iter().filter(|(_, c)| c.host.is_some()) {
        match groups
            .iter_mut()
            .find(|(seen, _)| same_connection(seen, connection))
        {
            Some((_, names)) => names.push(name),
            None => groups.push((connection, vec![name])),
        }
    }
    let mut hosts: Vec<Option<String>> = groups.iter().map(|(c, _)| c.host_key()).collect();
    hosts.dedup();
    hosts.sort();
    hosts.dedup();
    if hosts.len() < 2 {
        return None;
    }
    let said: Vec<String> = (groups.iter())
        .map(|(connection, names)| {
            let verb = if names.len() == 1 {
                "connects"
            } else {
                "connect"
            };
            let names = match names.split_last() {
                Some((last, [])) => last.to_string(),
                Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                None => String::new(),
            };
            format!("{names} {verb} to {connection}")
        })
        .collect();
    Some(said.join("; "))
}

/// Whether two clients make the same connection: host (as compared), port and user.
fn same_connection(a: &Connection, b: &Connection) -> bool {
    a.host_key() == b.host_key() && a.port == b.port && a.userinfo == b.userinfo
}
