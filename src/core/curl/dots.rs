//! `dedotdotify` (lib/urlapi.c): RFC 3986 §5.2.4's dot removal as libcurl writes it, over the
//! whole path of the URL it parses.

use super::CurlVersion;

/// `dedotdotify(input, clen, &out)`: the path without its dot segments, `None` when it has
/// none to remove.
pub(crate) fn dedotdotify(version: CurlVersion, input: &str) -> Option<String> {
    if version.is_7_88() {
        dedotdotify_7_88(input.as_bytes())
    } else {
        dedotdotify_newest(input.as_bytes())
    }
}

/// `is_dot`: a `.`, or (8.13 on, curl #16869) its escape `%2e`, consumed.
fn is_dot(p: &mut &[u8]) -> bool {
    match p {
        [b'.', rest @ ..] => {
            *p = rest;
            true
        }
        [b'%', b'2', e, rest @ ..] if *e | 0x20 == b'e' => {
            *p = rest;
            true
        }
        _ => false,
    }
}

fn starts_with_slash(p: &[u8]) -> bool {
    p.first() == Some(&b'/')
}

/// `needs_dedotdot`: a `.` or `..` segment anywhere (a quick scan first).
fn needs_dedotdot(mut p: &[u8]) -> bool {
    if p.len() < 2 {
        return false;
    }
    while !p.is_empty() {
        if is_dot(&mut p) {
            // "./", "../", or "." or ".." at the end.
            if p.is_empty()
                || starts_with_slash(p)
                || (is_dot(&mut p) && (p.is_empty() || starts_with_slash(p)))
            {
                return true;
            }
        } else {
            p = &p[1..];
        }
    }
    false
}

fn dedotdotify_newest(mut input: &[u8]) -> Option<String> {
    if !needs_dedotdot(input) {
        return None;
    }
    let mut out: Vec<u8> = Vec::with_capacity(input.len() + 1);
    // A leading "./" or "../" goes, and a path that is only "." or "..".
    let mut dinput = input;
    if is_dot(&mut dinput) {
        if starts_with_slash(dinput) {
            input = &dinput[1..];
        } else if is_dot(&mut dinput) {
            if dinput.is_empty() {
                return Some(String::new());
            } else if starts_with_slash(dinput) {
                input = &dinput[1..];
            }
        }
    }
    while !input.is_empty() {
        if starts_with_slash(input) {
            let mut p = &input[1..];
            if is_dot(&mut p) {
                if p.is_empty() {
                    // "/." at the end
                    out.push(b'/');
                    break;
                } else if starts_with_slash(p) {
                    // "/./"
                    input = p;
                    continue;
                } else if is_dot(&mut p) && (p.is_empty() || starts_with_slash(p)) {
                    // "/../" or "/.." at the end: the last segment goes
                    if let Some(last) = out.iter().rposition(|&b| b == b'/') {
                        out.truncate(last);
                    }
                    if !p.is_empty() {
                        input = p;
                        continue;
                    }
                    out.push(b'/');
                    break;
                }
            }
        }
        out.push(input[0]);
        input = &input[1..];
    }
    // Only whole ASCII characters were dropped: the rest is the input's UTF-8.
    Some(String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into()))
}

/// 7.88's `dedotdotify`: only `.`; rules A to E of §5.2.4 tested on the text with `strncmp`,
/// up to a `?`, after which the text is copied as it is (`parseurl` gives it a path without
/// one; unit1395 gives it some).
fn dedotdotify_7_88(whole: &[u8]) -> Option<String> {
    if whole.len() < 2 || !whole.contains(&b'.') {
        return None;
    }
    let query_at = whole.iter().position(|&b| b == b'?').unwrap_or(whole.len());
    let mut out: Vec<u8> = Vec::with_capacity(whole.len());
    // The last segment and its `/` removed from the output, as `while(outptr > out)` does.
    let remove_last = |out: &mut Vec<u8>| {
        let last = out.iter().rposition(|&b| b == b'/').unwrap_or(0);
        out.truncate(last);
    };
    let mut pos = 0;
    loop {
        // What the rules compare: the text up to the query (`strcmp` with "/.." matches it,
        // `strncmp` with "/..?" too).
        let input = &whole[pos..query_at.max(pos)];
        let mut dotdot = true;
        if input.first() == Some(&b'.') {
            if input.starts_with(b"./") {
                pos += 2;
            } else if input.starts_with(b"../") {
                pos += 3;
            } else if input == b"." || input == b".." {
                // `*out = 0`: the output so far is cut to nothing.
                out.clear();
                break;
            } else {
                dotdot = false;
            }
        } else if input.first() == Some(&b'/') {
            if input.starts_with(b"/./") {
                pos += 2;
            } else if input == b"/." {
                out.push(b'/');
                break;
            } else if input.starts_with(b"/../") {
                pos += 3;
                remove_last(&mut out);
            } else if input == b"/.." {
                remove_last(&mut out);
                out.push(b'/');
                break;
            } else {
                dotdot = false;
            }
        } else {
            dotdot = false;
        }
        if !dotdot {
            // E: the first segment moves to the output, with its leading "/".
            out.push(whole[pos]);
            pos += 1;
            while let Some(&b) = whole.get(pos) {
                if b == b'/' || b == b'?' {
                    break;
                }
                out.push(b);
                pos += 1;
            }
        }
        if pos >= whole.len() || pos >= query_at {
            break;
        }
    }
    out.extend_from_slice(&whole[query_at..]);
    Some(String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn newest(path: &str) -> Option<String> {
        dedotdotify(CurlVersion::NEWEST, path)
    }

    #[test]
    fn escaped_dots_count_from_8_13() {
        assert_eq!(newest("/a/%2e%2E/b").as_deref(), Some("/b"));
        let old = CurlVersion::parse("7.88").unwrap();
        assert_eq!(dedotdotify(old, "/a/%2e%2E/b"), None);
        assert_eq!(dedotdotify(old, "/a/../b").as_deref(), Some("/b"));
    }

    #[test]
    fn a_leading_dot_segment_is_read_once() {
        assert_eq!(newest("/..//x").as_deref(), Some("//x"));
        assert_eq!(newest("/abc").as_deref(), None);
        assert_eq!(newest("..").as_deref(), Some(""));
        let old = CurlVersion::parse("7.88").unwrap();
        assert_eq!(dedotdotify(old, "/..//x").as_deref(), Some("//x"));
    }
}
