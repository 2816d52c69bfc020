//! `URI::_idna::encode` (URI 5.17's URI/_idna.pm), which `URI::_server::_host_escape` calls on
//! a host holding more than `uric4host`: each label between `.` (a last empty one kept)
//! through its `ToASCII`: an ASCII label as it is, another lower-cased (its `nameprep` is
//! Perl's `lc`: "XXX real implementation missing") and Punycode-encoded after `xn--`; a label
//! empty or longer than 63 characters, or one already `xn--`, dies, and the host is left as
//! it was.

/// `URI::_idna::encode($host)`, or the words it dies with.
pub(super) fn encode(host: &str) -> Result<String, &'static str> {
    if host.is_empty() {
        return Ok(String::new());
    }
    let mut labels: Vec<&str> = host.split('.').collect();
    let last_empty = labels.len() > 1 && labels.last() == Some(&"");
    if last_empty {
        labels.pop();
    }
    let mut encoded = Vec::with_capacity(labels.len() + 1);
    for label in labels {
        encoded.push(to_ascii(label)?);
    }
    if last_empty {
        encoded.push(String::new());
    }
    Ok(encoded.join("."))
}

/// `ToASCII($label)`.
fn to_ascii(label: &str) -> Result<String, &'static str> {
    if label.is_ascii() {
        return check_size(label.to_string());
    }
    // `nameprep`: Perl's `lc`, each character's full lower case (no final sigma).
    let label: String = label.chars().flat_map(char::to_lowercase).collect();
    if label.is_ascii() {
        return check_size(label);
    }
    if label.starts_with("xn--") {
        return Err("Label starts with ACE prefix");
    }
    let encoded = idna::punycode::encode_str(&label).ok_or("Punycode overflow")?;
    check_size(format!("xn--{encoded}"))
}

/// `check_size`: a label is not empty, and 63 characters at most.
fn check_size(label: String) -> Result<String, &'static str> {
    if label.is_empty() {
        return Err("Label empty");
    }
    if label.chars().count() > 63 {
        return Err("Label too long");
    }
    Ok(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_as_uri_idna_does() {
        assert_eq!(encode("é.com").as_deref(), Ok("xn--9ca.com"));
        assert_eq!(encode("Ü.com.").as_deref(), Ok("xn--tda.com."));
        assert_eq!(encode("a..é"), Err("Label empty"));
        assert_eq!(encode("xn--é"), Err("Label starts with ACE prefix"));
    }
}
