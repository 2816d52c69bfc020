//! `java.net.IDN.toASCII(host)` (flags 0, as OkHttp's `Util.canonicalizeHost` calls it): RFC
//! 3490's ToASCII per label, the labels cut at `.`, `。`, `．` and `｡`; a label beyond ASCII
//! through RFC 3491's Nameprep (its tables, Unicode 3.2, in nameprep_tables.rs: unassigned code
//! points refused, B.1 removed, B.2 folded, NFKC, the prohibited and the bidirectional checks),
//! then Punycode after `xn--`; an empty label, one that already starts `xn--` and one longer
//! than 63 refused. (NFKC here is Unicode's current one, which on Unicode 3.2's characters gives
//! 3.2's but for a few corrected decompositions.)

use super::nameprep_tables::{
    CASE_FOLDING, L_CAT, MAPPED_TO_NOTHING, PROHIBITED, RAND_AL_CAT, UNASSIGNED,
};

/// `IDN.toASCII(input)`, or the words of the exception it throws.
pub(super) fn to_ascii(input: &str) -> Result<String, &'static str> {
    let separator = |c: char| matches!(c, '.' | '\u{3002}' | '\u{ff0e}' | '\u{ff61}');
    let mut chars = input.chars();
    if let (Some(c), None) = (chars.next(), chars.next())
        && separator(c)
    {
        return Ok(".".to_string());
    }
    let mut out = String::new();
    let mut rest = input;
    while !rest.is_empty() {
        let end = rest.find(separator).unwrap_or(rest.len());
        out.push_str(&label_to_ascii(&rest[..end])?);
        match rest[end..].chars().next() {
            Some(c) => {
                out.push('.');
                rest = &rest[end + c.len_utf8()..];
            }
            None => rest = "",
        }
    }
    Ok(out)
}

/// `toASCIIInternal(label, 0)`.
fn label_to_ascii(label: &str) -> Result<String, &'static str> {
    let ascii = label.is_ascii();
    let mut dest = if ascii {
        label.to_string()
    } else {
        nameprep(label)?
    };
    if dest.is_empty() {
        return Err("Empty label is not a legal name");
    }
    if !ascii && !dest.is_ascii() {
        if dest
            .get(..4)
            .is_some_and(|head| head.eq_ignore_ascii_case("xn--"))
        {
            return Err("The input starts with the ACE Prefix");
        }
        let encoded = idna::punycode::encode_str(&dest).ok_or("Punycode overflow")?;
        dest = format!("xn--{}", encoded.to_ascii_lowercase());
    }
    if dest.encode_utf16().count() > 63 {
        return Err("The label in the input is too long");
    }
    Ok(dest)
}

/// Whether `c` is in one of a table's inclusive ranges.
fn in_table(table: &[(u32, u32)], c: char) -> bool {
    let c = c as u32;
    table
        .binary_search_by(|&(start, end)| {
            if end < c {
                std::cmp::Ordering::Less
            } else if start > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// RFC 3491's Nameprep as ICU's `StringPrep.prepare` runs it, unassigned code points refused.
fn nameprep(label: &str) -> Result<String, &'static str> {
    let mut mapped = String::with_capacity(label.len());
    for c in label.chars() {
        if in_table(UNASSIGNED, c) {
            return Err("An unassigned code point was found in the input");
        }
        if in_table(MAPPED_TO_NOTHING, c) {
            continue;
        }
        match CASE_FOLDING.binary_search_by_key(&(c as u32), |&(code, _)| code) {
            Ok(at) => mapped.push_str(CASE_FOLDING[at].1),
            Err(_) => mapped.push(c),
        }
    }
    let normalized = icu_normalizer::ComposingNormalizerBorrowed::new_nfkc()
        .normalize(&mapped)
        .into_owned();
    let (mut right_to_left, mut left_to_right) = (false, false);
    for c in normalized.chars() {
        if in_table(PROHIBITED, c) {
            return Err("A prohibited code point was found in the input");
        }
        if in_table(UNASSIGNED, c) {
            return Err("An unassigned code point was found in the input");
        }
        right_to_left |= in_table(RAND_AL_CAT, c);
        left_to_right |= in_table(L_CAT, c);
    }
    if right_to_left {
        let first = normalized
            .chars()
            .next()
            .is_some_and(|c| in_table(RAND_AL_CAT, c));
        let last = normalized
            .chars()
            .last()
            .is_some_and(|c| in_table(RAND_AL_CAT, c));
        if left_to_right || !first || !last {
            return Err("The input does not conform to the rules for BiDi code points");
        }
    }
    Ok(normalized)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each as JDK 17's IDN.toASCII gives it (run).
    #[test]
    fn labels_are_read_as_java_net_idn_reads_them() {
        assert_eq!(to_ascii("a..b"), Err("Empty label is not a legal name"));
        assert_eq!(to_ascii(".a"), Err("Empty label is not a legal name"));
        assert_eq!(to_ascii("a.").as_deref(), Ok("a."));
        assert_eq!(to_ascii("A.B").as_deref(), Ok("A.B"));
        assert_eq!(to_ascii("").as_deref(), Ok(""));
        assert_eq!(to_ascii(".").as_deref(), Ok("."));
        assert_eq!(to_ascii("\u{e9}.com").as_deref(), Ok("xn--9ca.com"));
        assert_eq!(to_ascii("\u{df}").as_deref(), Ok("ss"));
        assert_eq!(to_ascii("\u{2603}").as_deref(), Ok("xn--n3h"));
        assert!(to_ascii("\u{1f600}").is_err());
        assert!(to_ascii("\u{221}").is_err());
        assert_eq!(to_ascii("a\u{3002}b").as_deref(), Ok("a.b"));
        assert_eq!(
            to_ascii(&"a".repeat(64)),
            Err("The label in the input is too long")
        );
        assert_eq!(to_ascii("a_b").as_deref(), Ok("a_b"));
        assert_eq!(to_ascii("a b").as_deref(), Ok("a b"));
        assert_eq!(to_ascii("\u{ff21}").as_deref(), Ok("a"));
    }
}
