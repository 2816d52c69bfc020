//! Where a client connects to fetch a URL: the scheme, host, port and user information, as that
//! client's own parser reads the URL it resolved. Two clients can agree on the string and still
//! connect to different hosts (`https://evil.com\@good.com`: the browser reads `\` as `/` and
//! goes to evil.com, Python reads `evil.com\` as a user name and goes to good.com).

use std::fmt;

/// The connection a client would make for a URL.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connection {
    /// The scheme, in lower case.
    pub scheme: String,
    /// The host as the client's parser gives it (Python's `.hostname`, curl's
    /// `CURLUPART_HOST`, Go's `Hostname()`, Java's `getHost()`, Node's `hostname`, the URL
    /// Standard's host serializer); `None` where it finds none (Java's registry authority).
    pub host: Option<String>,
    /// The port given, else the scheme's default (the URL Standard's for a special scheme,
    /// which `connects_to` fills in); `None` for neither.
    pub port: Option<u16>,
    /// The user information before the `@`, as the client holds it; `None` without one.
    pub userinfo: Option<String>,
}

impl Connection {
    /// A connection to `host` of `scheme` (written in lower case), on `port` as given.
    pub fn new(scheme: &str, host: Option<String>, port: Option<u16>) -> Connection {
        Connection {
            scheme: scheme.to_ascii_lowercase(),
            host,
            port,
            userinfo: None,
        }
    }

    /// The host as a comparison between clients reads it: without an IP literal's brackets,
    /// in lower case.
    pub fn host_key(&self) -> Option<String> {
        self.host.as_deref().map(|host| {
            let host = host
                .strip_prefix('[')
                .and_then(|h| h.strip_suffix(']'))
                .unwrap_or(host);
            host.to_ascii_lowercase()
        })
    }
}

impl fmt::Display for Connection {
    /// `good.com:443 as user `evil.com\``.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(host) = &self.host else {
            return f.write_str("no host");
        };
        f.write_str(host)?;
        if let Some(port) = self.port {
            write!(f, ":{port}")?;
        }
        if let Some(user) = &self.userinfo {
            write!(f, " as user `{user}`")?;
        }
        Ok(())
    }
}
