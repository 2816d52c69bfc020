//! `inet:parse_ipv4strict_address` and `inet:parse_ipv6strict_address` (OTP 25's
//! kernel/src/inet_parse.erl), which `uri_string` asks whether an IP literal is an address.

/// `inet_parse:ipv6strict_address`: eight groups of one to four hex digits, one `::` standing
/// for one or more zero groups, the last two groups possibly a strict IPv4 address. (A `%`
/// scope cannot reach here: `uri_string` admits only hex digits, `:` and `.`.)
pub(super) fn ipv6strict(text: &str) -> bool {
    if text == "::" {
        return true;
    }
    match text.strip_prefix("::") {
        Some(rest) => after_gap(rest, 0),
        None => before_gap(text, 0),
    }
}

/// `hex/1`: one to four hex digits, and the rest.
fn hex(text: &str) -> Option<(&str, &str)> {
    let length = text
        .bytes()
        .take(4)
        .take_while(u8::is_ascii_hexdigit)
        .count();
    (length > 0).then(|| text.split_at(length))
}

/// `ipv6_addr/3`: groups before any `::`, `n` of them read.
fn before_gap(text: &str, n: usize) -> bool {
    let Some((digits, rest)) = hex(text) else {
        return false;
    };
    if rest.is_empty() {
        return n == 7;
    }
    if rest == "::" {
        return n <= 6;
    }
    if let Some(after) = rest.strip_prefix("::")
        && n <= 5
    {
        return after_gap(after, n + 1);
    }
    if let Some(after) = rest.strip_prefix(':')
        && n <= 6
    {
        return before_gap(after, n + 1);
    }
    if rest.starts_with('.') && n == 6 {
        return ipv4strict(&format!("{digits}{rest}"));
    }
    false
}

/// `ipv6_addr/4`: groups after the `::`, `n` groups read in all.
fn after_gap(text: &str, n: usize) -> bool {
    let Some((digits, rest)) = hex(text) else {
        return false;
    };
    if rest.is_empty() {
        return n <= 6;
    }
    if let Some(after) = rest.strip_prefix(':')
        && n <= 5
    {
        return after_gap(after, n + 1);
    }
    if rest.starts_with('.') && n <= 5 {
        return ipv4strict(&format!("{digits}{rest}"));
    }
    false
}

/// `inet_parse:ipv4strict_address`: four decimal fields of one to three digits, none with a
/// leading zero but `0` itself, each below 256.
pub(super) fn ipv4strict(text: &str) -> bool {
    let mut fields = 0;
    let mut rest = text;
    loop {
        if fields == 4 {
            return false;
        }
        let end = rest.find('.').unwrap_or(rest.len());
        let field = &rest[..end];
        let valid = field == "0"
            || (1..=3).contains(&field.len())
                && !field.starts_with('0')
                && field.bytes().all(|b| b.is_ascii_digit())
                && field.parse::<u16>().is_ok_and(|value| value < 256);
        if !valid {
            return false;
        }
        fields += 1;
        match rest[end..].strip_prefix('.') {
            None => return fields == 4,
            Some("") => return false,
            Some(after) => rest = after,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each as OTP 25's inet:parse_ipv6strict_address and parse_ipv4strict_address answer.
    #[test]
    fn addresses_are_read_as_inet_parse_reads_them() {
        for (text, ok) in [
            ("::", true),
            ("::1", true),
            ("1::", true),
            ("1:2:3:4:5:6:7:8", true),
            ("1:2:3:4:5:6:7::", true),
            ("::1:2:3:4:5:6:7", true),
            ("1:2:3:4:5:6:7:8:9", false),
            ("1::2::3", false),
            ("::127.0.0.1", true),
            ("1:2:3:4:5:6:1.2.3.4", true),
            ("::01.2.3.4", false),
            ("::1.2.3.256", false),
            ("12345::", false),
            (":1", false),
            ("1:", false),
            ("", false),
        ] {
            assert_eq!(ipv6strict(text), ok, "{text}");
        }
        for (text, ok) in [
            ("0.0.0.0", true),
            ("1.2.3.4", true),
            ("01.2.3.4", false),
            ("1.2.3", false),
            ("1.2.3.4.", false),
            ("1.2.3.4.5", false),
            ("1..3.4", false),
        ] {
            assert_eq!(ipv4strict(text), ok, "{text}");
        }
    }
}
