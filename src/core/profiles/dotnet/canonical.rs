//! What `AbsoluteUri` writes of a part: IRI parsing's normalization (`IriHelper.
//! EscapeUnescapeIri`), the escaping of what a URI cannot hold (`UriHelper.EscapeString`), and
//! the path's compression (`Uri.Compress`).

/// Whether IRI parsing rewrites the string: it holds a character beyond ASCII, written or
/// escaped as UTF-8 (`CheckForUnicode`), or an escaped unreserved character such as `%41` or
/// `%7e` (`CheckForEscapedUnreserved`).
pub(super) fn iri_applies(s: &[char]) -> bool {
    has_unicode(s) || has_escaped_unreserved(s)
}

/// `CheckForUnicode`, which unescapes the string first: a character beyond ASCII.
pub(super) fn has_unicode(s: &[char]) -> bool {
    escape_unescape_iri(s).iter().any(|&c| c > '\x7f')
}

/// `CheckForEscapedUnreserved`: `%41`, `%7e`, `%2E`.
fn has_escaped_unreserved(s: &[char]) -> bool {
    (0..s.len().saturating_sub(2)).any(|i| {
        s[i] == '%'
            && escaped_byte(s[i + 1], s[i + 2])
                .is_some_and(|byte| byte < 0x80 && is_unreserved(byte as char))
    })
}

/// `CheckCanonical`'s `EscapedCanonical` on a part IRI parsing normalized: nothing in it a URI
/// must escape. `EscapeUnescapeIri` unescapes a space, `"`, `<`, `>`, `^`, `` ` ``, `{`, `|`
/// and `}` too (`escape` writes them escaped again), so their escapes count; so do `#`, `[`,
/// `\`, `]` and a `%` that starts no escape.
pub(super) fn escaped_canonical(part: &[char]) -> bool {
    let needs_escaping = |c: char| {
        c <= ' '
            || c == '"'
            || c == '#'
            || ('['..='^').contains(&c)
            || c == '<'
            || c == '>'
            || c == '`'
            || (c > 'z' && c != '~')
    };
    (0..part.len()).all(|i| match part[i] {
        '%' => match (part.get(i + 1), part.get(i + 2)) {
            (Some(&high), Some(&low)) => {
                escaped_byte(high, low).is_some_and(|byte| !" \"<>^`{|}".contains(byte as char))
            }
            _ => false,
        },
        c => !needs_escaping(c),
    })
}

/// RFC 3986's unreserved characters (`UriHelper.Is3986Unreserved`).
fn is_unreserved(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | '~')
}

/// The byte `%XY` stands for, if `X` and `Y` are hex digits (`UriHelper.EscapedAscii`).
fn escaped_byte(high: char, low: char) -> Option<u8> {
    Some((high.to_digit(16)? * 16 + low.to_digit(16)?) as u8)
}

/// An ASCII character `EscapeUnescapeIri` unescapes: not reserved in the mix of RFC 2396 and
/// 3986 the .NET Framework keeps (`DontEnableStrictRFC3986ReservedCharacterSets`), not `%`,
/// `\` or `#`, not a control and not one a URI must escape.
fn unescaped_by_iri(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_.~!'()*:".contains(c)
}

/// `EscapeUnescapeIri` on a part: an escaped ASCII character unescaped where
/// `unescaped_by_iri`, a run of escaped UTF-8 decoded where it is well formed, the rest kept.
pub(super) fn escape_unescape_iri(part: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(part.len());
    let mut i = 0;
    while i < part.len() {
        let byte = (part[i] == '%' && i + 2 < part.len())
            .then(|| escaped_byte(part[i + 1], part[i + 2]))
            .flatten();
        match byte {
            Some(byte) if byte < 0x80 => {
                if unescaped_by_iri(byte as char) {
                    out.push(byte as char);
                } else {
                    out.extend_from_slice(&part[i..i + 3]);
                }
                i += 3;
            }
            Some(_) => {
                let start = i;
                let mut bytes = Vec::new();
                while i + 2 < part.len() && part[i] == '%' {
                    match escaped_byte(part[i + 1], part[i + 2]) {
                        Some(byte) if byte >= 0x80 => bytes.push(byte),
                        _ => break,
                    }
                    i += 3;
                }
                decode_utf8_run(&bytes, &part[start..i], &mut out);
            }
            None => {
                out.push(part[i]);
                i += 1;
            }
        }
    }
    out
}

/// A run of escaped bytes: each well-formed UTF-8 character decoded, each byte of a broken one
/// kept as it was written (`UriHelper.MatchUTF8Sequence`).
fn decode_utf8_run(bytes: &[u8], written: &[char], out: &mut Vec<char>) {
    let mut at = 0;
    while at < bytes.len() {
        match std::str::from_utf8(&bytes[at..]) {
            Ok(text) => {
                out.extend(text.chars());
                return;
            }
            Err(error) => {
                let good = error.valid_up_to();
                out.extend(
                    std::str::from_utf8(&bytes[at..at + good])
                        .unwrap_or_default()
                        .chars(),
                );
                at += good;
                let bad = error.error_len().unwrap_or(bytes.len() - at);
                out.extend_from_slice(&written[at * 3..(at + bad) * 3]);
                at += bad;
            }
        }
    }
}

/// Whether `EscapeString` escapes an ASCII character of a URI string: a control, a space,
/// `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, and DEL.
fn escaped_ascii(c: char) -> bool {
    c <= ' ' || c == '\x7f' || "\"<>\\^`{|}".contains(c)
}

/// `UriHelper.EscapeString(…, isUriString: true, force1, force2, rsvd: '%')`: what a URI cannot
/// hold escaped, a character beyond ASCII as its UTF-8 bytes, a `%` kept where two hex digits
/// follow, `force` escaped too.
pub(super) fn escape(part: &[char], force: &[char]) -> String {
    let mut out = String::with_capacity(part.len());
    for (i, &c) in part.iter().enumerate() {
        if c == '%' {
            let escape_follows =
                i + 2 < part.len() && escaped_byte(part[i + 1], part[i + 2]).is_some();
            if escape_follows {
                out.push('%');
            } else {
                out.push_str("%25");
            }
        } else if c > '\x7f' {
            let mut buffer = [0; 4];
            for byte in c.encode_utf8(&mut buffer).bytes() {
                out.push_str(&format!("%{byte:02X}"));
            }
        } else if escaped_ascii(c) || force.contains(&c) {
            out.push_str(&format!("%{:02X}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// `Uri.UnescapeOnly(…, '.', '/', '\\')`, for a syntax that unescapes dots and slashes (file)
/// in a path that holds an escaped one: `%2e`, `%2f` and `%5c` unescaped, nothing else.
pub(super) fn unescape_dots_and_slashes(path: &mut Vec<char>) {
    let escaped = |i: usize| {
        (path[i] == '%' && i + 2 < path.len())
            .then(|| escaped_byte(path[i + 1], path[i + 2]))
            .flatten()
            .filter(|&byte| matches!(byte, b'.' | b'/' | b'\\'))
    };
    if !(0..path.len()).any(|i| escaped(i).is_some()) {
        return;
    }
    let mut out = Vec::with_capacity(path.len());
    let mut i = 0;
    while i < path.len() {
        match escaped(i) {
            Some(byte) => {
                out.push(byte as char);
                i += 3;
            }
            None => {
                out.push(path[i]);
                i += 1;
            }
        }
    }
    *path = out;
}

/// `Uri.Compress`, read from the end back: `\` becomes `/`, a `.` or `..` segment goes (a `..`
/// taking the segment before it, an empty one too), a segment of three dots or more stays,
/// repeated slashes stay; for a syntax that canonicalizes as a file path (`as_file_path`: http,
/// https, ws, wss, ftp), a first segment left to remove, or of dots, goes too.
pub(super) fn compress(path: &mut Vec<char>, start: usize, as_file_path: bool) {
    let mut slash_count = 0usize;
    let mut last_slash = 0usize;
    let mut dot_count = 0usize;
    let mut remove_segments = 0usize;
    let mut i = path.len() as isize - 1;
    let stop = start as isize - 1;
    while i != stop {
        let at = i as usize;
        if path[at] == '\\' {
            path[at] = '/';
        }
        let ch = path[at];
        if ch == '/' {
            slash_count += 1;
        } else {
            if slash_count > 1 {
                last_slash = at + 1;
            }
            slash_count = 0;
        }
        if ch == '.' {
            dot_count += 1;
            i -= 1;
            continue;
        } else if dot_count != 0 {
            if ch == '/'
                && (last_slash == at + dot_count + 1
                    || (last_slash == 0 && at + dot_count + 1 == path.len()))
                && dot_count <= 2
            {
                let end = at + 1 + dot_count + usize::from(last_slash != 0);
                path.drain(at + 1..end);
                last_slash = at;
                if dot_count == 2 {
                    remove_segments += 1;
                }
                dot_count = 0;
                i -= 1;
                continue;
            }
            dot_count = 0;
        }
        if ch == '/' {
            if remove_segments != 0 {
                remove_segments -= 1;
                path.drain(at + 1..last_slash + 1);
            }
            last_slash = at;
        }
        i -= 1;
    }
    if as_file_path && path.len() > start && slash_count <= 1 {
        if remove_segments != 0 && path[start] != '/' {
            path.drain(start..last_slash + 1);
        } else if dot_count != 0
            && (last_slash == dot_count + 1 || (last_slash == 0 && dot_count + 1 == path.len()))
        {
            let cut = dot_count + usize::from(last_slash != 0);
            path.drain(start..start + cut);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn compressed(path: &str) -> String {
        let mut chars: Vec<char> = path.chars().collect();
        compress(&mut chars, 0, true);
        chars.into_iter().collect()
    }

    #[test]
    fn compress_removes_dot_segments_and_keeps_three_dots() {
        assert_eq!(
            compressed("/a/./b/../c/.../d/..e/.f/"),
            "/a/c/.../d/..e/.f/"
        );
        assert_eq!(compressed("//a//../b"), "//a/b");
        assert_eq!(compressed("/a/.."), "/");
        assert_eq!(compressed("/.."), "/");
        assert_eq!(compressed("/b/c/../../../g"), "/g");
        assert_eq!(compressed("/a\\b"), "/a/b");
    }

    #[test]
    fn iri_unescapes_what_it_may() {
        let part: Vec<char> = "%7e%41%2F%20%c3%a9%FF%3a".chars().collect();
        let out: String = escape_unescape_iri(&part).into_iter().collect();
        assert_eq!(out, "~A%2F%20é%FF:");
        assert_eq!(
            escape(&out.chars().collect::<Vec<_>>(), &[]),
            "~A%2F%20%C3%A9%FF:"
        );
    }
}
