//! A Ruby (Onigmo) regular expression, as `lib/uri/rfc3986_parser.rb` writes it, made one that
//! `regex-lite` runs: each subroutine call `\g<name>` is the group it calls, written out
//! without capturing (the parser reads no group that is called), names lose their `-`, `\h` is
//! a hexadecimal digit and `{,n}` is `{0,n}`. Both engines prefer alternatives left to right and
//! quantifiers greedy, so the captures are Onigmo's.

use std::collections::HashMap;
use std::ops::Range;

/// `source` (the text between Ruby's `/` and `/`) as `regex-lite` reads the same language.
pub(super) fn translate(source: &str) -> String {
    let groups = named_groups(source);
    let mut out = String::with_capacity(source.len() * 4);
    write(source, 0..source.len(), true, &groups, &mut out);
    out
}

/// Each named group's body: where it starts (after `(?<name>`) and ends (before its `)`).
fn named_groups(source: &str) -> HashMap<&str, Range<usize>> {
    let bytes = source.as_bytes();
    let mut open: Vec<(usize, Option<&str>)> = Vec::new();
    let mut groups = HashMap::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 1,
            b'[' => i = class_end(bytes, i),
            b'(' => {
                let name = source[i..]
                    .strip_prefix("(?<")
                    .and_then(|rest| rest.split_once('>'))
                    .map(|(name, _)| name)
                    .filter(|name| !name.starts_with(['=', '!']));
                let body = name.map_or(i + 1, |name| i + 4 + name.len());
                open.push((body, name));
            }
            b')' => {
                if let Some((start, Some(name))) = open.pop() {
                    groups.insert(name, start..i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    groups
}

/// Where the character class that opens at `start` ends (its `]`).
fn class_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    if bytes.get(i) == Some(&b'^') {
        i += 1;
    }
    // A `]` first in the class is a member.
    if bytes.get(i) == Some(&b']') {
        i += 1;
    }
    while i < bytes.len() && bytes[i] != b']' {
        if bytes[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i
}

/// Writes `source[range]` translated; a named group captures only where `capture`.
fn write(
    source: &str,
    range: Range<usize>,
    capture: bool,
    groups: &HashMap<&str, Range<usize>>,
    out: &mut String,
) {
    let bytes = source.as_bytes();
    let mut i = range.start;
    while i < range.end {
        let rest = &source[i..range.end];
        if let Some(call) = rest.strip_prefix("\\g<") {
            let name = call.split('>').next().unwrap_or_default();
            out.push_str("(?:");
            write(source, groups[name].clone(), false, groups, out);
            out.push(')');
            i += 4 + name.len();
        } else if rest.starts_with("\\h") {
            out.push_str("[0-9A-Fa-f]");
            i += 2;
        } else if rest.starts_with("\\/") || rest.starts_with("\\#") {
            out.push_str(&rest[1..2]);
            i += 2;
        } else if rest.starts_with('\\') {
            out.push_str(&rest[..2]);
            i += 2;
        } else if rest.starts_with('[') {
            let end = class_end(bytes, i);
            out.push_str(&source[i..=end].replace("\\/", "/"));
            i = end + 1;
        } else if let Some(named) = rest
            .strip_prefix("(?<")
            .filter(|r| !r.starts_with(['=', '!']))
        {
            let name = named.split('>').next().unwrap_or_default();
            if capture {
                out.push_str("(?<");
                out.push_str(&name.replace('-', "_"));
                out.push('>');
            } else {
                out.push_str("(?:");
            }
            i += 4 + name.len();
        } else if rest.starts_with("{,") {
            out.push_str("{0,");
            i += 2;
        } else {
            let c = rest.chars().next().unwrap_or_default();
            out.push(c);
            i += c.len_utf8();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_is_the_group_it_calls_without_capturing() {
        let source = r"\A(?<a-b>(?<d>[1-9]\d|\d)\.\g<d>)(?:\/\g<a-b>){,2}\h\z";
        let translated = translate(source);
        assert_eq!(
            translated,
            r"\A(?<a_b>(?<d>[1-9]\d|\d)\.(?:[1-9]\d|\d))(?:/(?:(?:[1-9]\d|\d)\.(?:[1-9]\d|\d))){0,2}[0-9A-Fa-f]\z"
        );
        let regex = regex_lite::Regex::new(&translated).unwrap();
        let captures = regex.captures("1.22/3.4a").unwrap();
        assert_eq!(&captures["a_b"], "1.22");
        assert_eq!(&captures["d"], "1");
    }
}
