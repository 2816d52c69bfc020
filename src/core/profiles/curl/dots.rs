//! `dedotdotify` (lib/urlapi.c): RFC 3986 §5.2.4's dot removal as libcurl writes it, over the
//! whole path of the URL it parses.

use crate::core::profiles::curl::version::CurlVersion;

/// `dedotdotify(input, clen, &out)`: the path without its dot segments,
/// `None` when it has none to remove. The code reads bytes; every place it cuts the text is
/// next to an ASCII byte (`/`, `.`, `%2e`, `?`), so the pieces it keeps are `input`'s own.
pub(crate) fn dedotdotify(version: CurlVersion, input: &str) -> Option<String> {
    if version.reads_escaped_dots() {
        dedotdotify_newest(version, input)
    } else {
        dedotdotify_strncmp(input, !version.reads_the_path_alone_for_dots())
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

/// `needs_dedotdot`: a `.` (or `%2e`) followed by the end or `/`, or by a second one and then
/// the end or `/` (`a./` too, where the work changes nothing).
fn needs_dedotdot(mut p: &[u8]) -> bool {
    if p.len() < 2 {
        return false;
    }
    /// The bytes that may start a dot: `.` and `%`.
    static DOT_START: [bool; 256] = {
        let mut table = [false; 256];
        table[b'.' as usize] = true;
        table[b'%' as usize] = true;
        table
    };
    // Only a `.` or a `%` can start a dot: the bytes before the next one are skipped at once.
    while let Some(i) = p.iter().position(|&b| DOT_START[usize::from(b)]) {
        p = &p[i..];
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

fn dedotdotify_newest(version: CurlVersion, text: &str) -> Option<String> {
    let mut input = text.as_bytes();
    let skipped = if version.skips_paths_without_dots() {
        !needs_dedotdot(input)
    } else {
        // "a single byte path cannot be cleaned up"
        input.len() < 2
    };
    if skipped {
        return None;
    }
    // Where `input`, a tail of the text, starts in it.
    let at = |input: &[u8]| text.len() - input.len();
    let mut out = String::with_capacity(input.len() + 1);
    // A leading "./" or "../" goes, and a path that is only "." or "..".
    let mut dinput = input;
    if !version.reads_leading_dots_correctly() {
        // Before 3f06e27502 (8.20): the first dot is taken off the input itself, so a path
        // starting with a dot that begins no dot segment (`.x`, `..x`) loses it.
        if is_dot(&mut input) {
            if input.is_empty() {
                return Some(out);
            } else if starts_with_slash(input) {
                input = &input[1..];
            } else {
                let mut p = input;
                if is_dot(&mut p) {
                    if p.is_empty() {
                        return Some(out);
                    } else if starts_with_slash(p) {
                        input = &p[1..];
                    }
                }
            }
        }
    } else if is_dot(&mut dinput) {
        if starts_with_slash(dinput) {
            input = &dinput[1..];
        } else if is_dot(&mut dinput) {
            if dinput.is_empty() {
                return Some(out);
            } else if starts_with_slash(dinput) {
                input = &dinput[1..];
            }
        }
    }
    // The segments moved to the output and not yet written there: they follow each other in
    // the text, so a run of them goes out in one copy.
    let mut run = at(input)..at(input);
    let flush = |out: &mut String, run: &mut std::ops::Range<usize>| {
        out.push_str(&text[run.clone()]);
        *run = run.end..run.end;
    };
    while !input.is_empty() {
        if starts_with_slash(input) {
            let mut p = &input[1..];
            if is_dot(&mut p) {
                if p.is_empty() {
                    // "/." at the end
                    flush(&mut out, &mut run);
                    out.push('/');
                    break;
                } else if starts_with_slash(p) {
                    // "/./"
                    flush(&mut out, &mut run);
                    input = p;
                    run = at(input)..at(input);
                    continue;
                } else if is_dot(&mut p) && (p.is_empty() || starts_with_slash(p)) {
                    // "/../" or "/.." at the end: the last segment goes
                    flush(&mut out, &mut run);
                    if let Some(last) = out.rfind('/') {
                        out.truncate(last);
                    }
                    if !p.is_empty() {
                        input = p;
                        run = at(input)..at(input);
                        continue;
                    }
                    out.push('/');
                    break;
                }
            }
        }
        // Not a dot segment: this byte and the rest of the segment move to the output (the C
        // code moves one byte a turn, and tests again only at a `/`).
        let end = 1 + input[1..]
            .iter()
            .position(|&b| b == b'/')
            .unwrap_or(input.len() - 1);
        run.end += end;
        input = &input[end..];
    }
    flush(&mut out, &mut run);
    Some(out)
}

/// `dedotdotify` before 8.13: only `.`; rules A to E of §5.2.4 tested on the text with
/// `strncmp` (`".?"`, `"/..?"` too). 7.88's (`stops_at_query`) stops at a `?` and copies the
/// rest as it is (`parseurl` gives it a path without one; unit1395 gives it some); from 8.1 it
/// reads to the end, and a rule that ends the work (`/.`, `/..`, `.`, `..`) drops what follows.
fn dedotdotify_strncmp(text: &str, stops_at_query: bool) -> Option<String> {
    let whole = text.as_bytes();
    if whole.len() < 2 || !whole.contains(&b'.') {
        return None;
    }
    let query_at = if stops_at_query {
        whole.iter().position(|&b| b == b'?').unwrap_or(whole.len())
    } else {
        whole.len()
    };
    let mut out = String::with_capacity(whole.len());
    // The last segment and its `/` removed from the output, as `while(outptr > out)` does.
    let remove_last = |out: &mut String| {
        let last = out.rfind('/').unwrap_or(0);
        out.truncate(last);
    };
    let mut pos = 0;
    loop {
        // What the rules compare: the text up to the query (7.88) or to its end; `strcmp` with
        // "/.." matches the first, `strncmp` with "/..?" the second.
        let input = &whole[pos..query_at.max(pos)];
        let ends = |segment: &[u8]| {
            input == segment
                || (input.starts_with(segment) && input.get(segment.len()) == Some(&b'?'))
        };
        let mut dotdot = true;
        if input.first() == Some(&b'.') {
            if input.starts_with(b"./") {
                pos += 2;
            } else if input.starts_with(b"../") {
                pos += 3;
            } else if ends(b".") || ends(b"..") {
                // `*out = 0`: the output so far is cut to nothing.
                out.clear();
                break;
            } else {
                dotdot = false;
            }
        } else if input.first() == Some(&b'/') {
            if input.starts_with(b"/./") {
                pos += 2;
            } else if ends(b"/.") {
                out.push('/');
                break;
            } else if input.starts_with(b"/../") {
                pos += 3;
                remove_last(&mut out);
            } else if ends(b"/..") {
                remove_last(&mut out);
                out.push('/');
                break;
            } else {
                dotdot = false;
            }
        } else {
            dotdot = false;
        }
        if !dotdot {
            // E: the first segment moves to the output, with its leading "/": its first byte,
            // then up to a `/` or a `?`.
            let end = whole[pos + 1..]
                .iter()
                .position(|&b| b == b'/' || b == b'?')
                .map_or(whole.len(), |i| pos + 1 + i);
            out.push_str(&text[pos..end]);
            pos = end;
        }
        if pos >= whole.len() || pos >= query_at {
            break;
        }
    }
    if stops_at_query {
        out.push_str(&text[query_at..]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dedot(version: CurlVersion, path: &str) -> Option<String> {
        dedotdotify(version, path)
    }

    fn newest(path: &str) -> Option<String> {
        dedot(CurlVersion::NEWEST, path)
    }

    #[test]
    fn escaped_dots_count_from_8_13() {
        assert_eq!(newest("/a/%2e%2E/b").as_deref(), Some("/b"));
        let old = CurlVersion::parse("7.88").unwrap();
        assert_eq!(dedot(old, "/a/%2e%2E/b"), None);
        assert_eq!(dedot(old, "/a/../b").as_deref(), Some("/b"));
    }

    #[test]
    fn a_leading_dot_segment_is_read_once() {
        assert_eq!(newest("/..//x").as_deref(), Some("//x"));
        assert_eq!(newest("/abc").as_deref(), None);
        assert_eq!(newest("..").as_deref(), Some(""));
        let old = CurlVersion::parse("7.88").unwrap();
        assert_eq!(dedot(old, "/..//x").as_deref(), Some("//x"));
    }
}
