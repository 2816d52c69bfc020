//! Where Python connects for a URL: `urlsplit(url)`, then the `SplitResult`'s `.hostname`,
//! `.port` and the user information before the netloc's last `@` (`_hostinfo` and
//! `_userinfo` in Lib/urllib/parse.py): what `http.client`, `urllib.request` and `requests`
//! connect to.

use super::urljoin::scheme_and_netloc;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::release::Release;

/// The connection `urlsplit(url)` gives in CPython `release`, or the `ValueError` it (or
/// `.port`) raises.
pub(crate) fn connects_to(release: Release, url: &str) -> Result<Connection, String> {
    let (scheme, netloc) = scheme_and_netloc(release, url)?;
    let netloc = netloc.unwrap_or_default();
    let (userinfo, hostinfo) = match netloc.rsplit_once('@') {
        Some((userinfo, hostinfo)) => (Some(userinfo.to_string()), hostinfo),
        None => (None, netloc.as_str()),
    };
    // `_hostinfo`: a bracketed host up to `]`, the port after the `:` that follows it; else
    // the host before the first `:`.
    let (hostname, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (host, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            (host, after.split_once(':').map_or("", |(_, port)| port))
        }
        None => hostinfo.split_once(':').unwrap_or((hostinfo, "")),
    };
    // `.hostname`: lower case, but for an IPv6 zone after `%`; `None` when empty.
    let host = (!hostname.is_empty()).then(|| match hostname.split_once('%') {
        Some((address, zone)) => format!("{}%{zone}", address.to_lowercase()),
        None => hostname.to_lowercase(),
    });
    // `.port`: ASCII digits as an int from 0 to 65535, else a ValueError.
    let port = match port {
        "" => None,
        digits if digits.bytes().all(|b| b.is_ascii_digit()) => {
            let port = digits.trim_start_matches('0');
            match port.parse::<u16>() {
                Ok(port) => Some(port),
                Err(_) if port.is_empty() => Some(0),
                Err(_) => return Err("ValueError: Port out of range 0-65535".to_string()),
            }
        }
        other => {
            return Err(format!(
                "ValueError: Port could not be cast to integer value as '{other}'"
            ));
        }
    };
    let mut connection = Connection::new(&scheme, host, port);
    connection.userinfo = userinfo;
    Ok(connection)
}
