//! An authority's three parts as RFC 3986 §3.2 writes them, `[ userinfo "@" ] host [ ":" port ]`,
//! read from any text (one that breaks the grammar too): the userinfo up to the last `@`, an IP
//! literal up to its `]`, the port after the last `:` when only digits follow.

/// `(userinfo, host, port)` of `authority`.
pub(crate) fn split_authority(authority: &str) -> (Option<&str>, &str, Option<&str>) {
    let (userinfo, host_port) = match authority.rfind('@') {
        Some(at) => (Some(&authority[..at]), &authority[at + 1..]),
        None => (None, authority),
    };
    let (host, port) = split_port(host_port);
    (userinfo, host, port)
}

/// Splits a host from its port (§3.2.3: `":" port`, digits only, maybe none).
fn split_port(host_port: &str) -> (&str, Option<&str>) {
    if host_port.starts_with('[')
        && let Some(end) = host_port.find(']')
    {
        return match host_port[end + 1..].strip_prefix(':') {
            Some(port) => (&host_port[..=end], Some(port)),
            None => (host_port, None),
        };
    }
    match host_port.rfind(':') {
        Some(colon) if host_port[colon + 1..].bytes().all(|b| b.is_ascii_digit()) => {
            (&host_port[..colon], Some(&host_port[colon + 1..]))
        }
        _ => (host_port, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_the_three_parts() {
        assert_eq!(
            split_authority("u@[::1]:80"),
            (Some("u"), "[::1]", Some("80"))
        );
        assert_eq!(split_authority("a@b@h:"), (Some("a@b"), "h", Some("")));
        assert_eq!(split_authority("h:x"), (None, "h:x", None));
        assert_eq!(split_authority("[::1]x"), (None, "[::1]x", None));
    }
}
