//! `net/url`'s percent-encoding: `shouldEscape`, `escape`, `unescape` and `validEncoded`, by
//! the mode of the component, and `strconv.Quote` for its error messages. Go strings are bytes:
//! a decoded component may hold any byte, so it is a byte string here.

use std::borrow::Cow;

/// `encoding`: which component is escaped or unescaped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Path,
    Host,
    Zone,
    UserPassword,
    Fragment,
}

/// `shouldEscape(c, mode)`: whether `c` is written `%XX` in that component. Read from a table
/// per mode, as Go's own newest code does (the function below builds them).
pub(super) fn should_escape(c: u8, mode: Mode) -> bool {
    ESCAPED[mode as usize][usize::from(c)]
}

/// `shouldEscape` for every byte, per [`Mode`] in its order.
static ESCAPED: [[bool; 256]; 5] = [
    table(Mode::Path),
    table(Mode::Host),
    table(Mode::Zone),
    table(Mode::UserPassword),
    table(Mode::Fragment),
];

const fn table(mode: Mode) -> [bool; 256] {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        table[c] = computed(c as u8, mode);
        c += 1;
    }
    table
}

/// Whether `c` is one of `set`'s bytes: a `case '!', '$', …:` of Go's switches.
pub(super) const fn one_of(c: u8, set: &[u8]) -> bool {
    let mut i = 0;
    while i < set.len() {
        if set[i] == c {
            return true;
        }
        i += 1;
    }
    false
}

/// `shouldEscape` as src/net/url/url.go writes it.
const fn computed(c: u8, mode: Mode) -> bool {
    // §2.3 Unreserved characters (alphanum)
    if c.is_ascii_alphanumeric() {
        return false;
    }
    if matches!(mode, Mode::Host | Mode::Zone) && one_of(c, b"!$&'()*+,;=:[]<>\"") {
        return false;
    }
    match c {
        b'-' | b'_' | b'.' | b'~' => return false,
        b'$' | b'&' | b'+' | b',' | b'/' | b':' | b';' | b'=' | b'?' | b'@' => match mode {
            Mode::Path => return c == b'?',
            Mode::UserPassword => return matches!(c, b'@' | b'/' | b'?' | b':'),
            Mode::Fragment => return false,
            Mode::Host | Mode::Zone => {}
        },
        _ => {}
    }
    if matches!(mode, Mode::Fragment) && matches!(c, b'!' | b'(' | b')' | b'*') {
        return false;
    }
    true
}

/// `unescape`'s error: `EscapeError` or `InvalidHostError`, as Go prints them.
pub(super) fn escape_error(bad: &[u8]) -> String {
    format!("invalid URL escape {}", quote(bad))
}

/// `unescape(s, mode)`: every `%XX` decoded; an error for a `%` without two hex digits, for
/// an escaped ASCII byte in a host (`%25` excepted), and for a host byte that must be escaped.
/// Borrowed when there is no `%`.
pub(super) fn unescape(s: &[u8], mode: Mode) -> Result<Cow<'_, [u8]>, String> {
    let mut n = 0;
    let mut i = 0;
    while i < s.len() {
        match s[i] {
            b'%' => {
                n += 1;
                if i + 2 >= s.len()
                    || !s[i + 1].is_ascii_hexdigit()
                    || !s[i + 2].is_ascii_hexdigit()
                {
                    return Err(escape_error(&s[i..s.len().min(i + 3)]));
                }
                let escaped = &s[i..i + 3];
                if mode == Mode::Host && unhex(s[i + 1]) < 8 && escaped != b"%25" {
                    return Err(escape_error(escaped));
                }
                if mode == Mode::Zone {
                    let v = unhex(s[i + 1]) << 4 | unhex(s[i + 2]);
                    if escaped != b"%25" && v != b' ' && should_escape(v, Mode::Host) {
                        return Err(escape_error(escaped));
                    }
                }
                i += 3;
            }
            c => {
                if matches!(mode, Mode::Host | Mode::Zone) && c < 0x80 && should_escape(c, mode) {
                    return Err(format!(
                        "invalid character {} in host name",
                        quote(&s[i..=i])
                    ));
                }
                i += 1;
            }
        }
    }
    if n == 0 {
        return Ok(Cow::Borrowed(s));
    }
    let mut t = Vec::with_capacity(s.len() - 2 * n);
    let mut i = 0;
    while i < s.len() {
        if s[i] == b'%' {
            t.push(unhex(s[i + 1]) << 4 | unhex(s[i + 2]));
            i += 3;
        } else {
            t.push(s[i]);
            i += 1;
        }
    }
    Ok(Cow::Owned(t))
}

fn unhex(c: u8) -> u8 {
    match c {
        b'0'..=b'9' => c - b'0',
        b'a'..=b'f' => c - b'a' + 10,
        _ => c.wrapping_sub(b'A').wrapping_add(10),
    }
}

/// `escape(s, mode)`: every byte `shouldEscape` names written `%XX` in upper case. What it
/// writes is ASCII (borrowed when nothing is escaped).
pub(super) fn escape(s: &[u8], mode: Mode) -> Cow<'_, str> {
    const UPPER_HEX: &[u8; 16] = b"0123456789ABCDEF";
    let Some(first) = s.iter().position(|&c| should_escape(c, mode)) else {
        // Nothing escaped: every byte is ASCII.
        return std::str::from_utf8(s).map_or_else(|_| String::from_utf8_lossy(s), Cow::Borrowed);
    };
    let mut t = String::with_capacity(s.len() + 8);
    t.push_str(&String::from_utf8_lossy(&s[..first]));
    for &c in &s[first..] {
        if should_escape(c, mode) {
            t.push('%');
            t.push(char::from(UPPER_HEX[usize::from(c >> 4)]));
            t.push(char::from(UPPER_HEX[usize::from(c & 15)]));
        } else {
            t.push(char::from(c));
        }
    }
    Cow::Owned(t)
}

/// `escape(s, mode) == written`, without writing the escape.
pub(super) fn escapes_to(s: &[u8], mode: Mode, written: &str) -> bool {
    const UPPER_HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut w = written.as_bytes().iter();
    for &c in s {
        if should_escape(c, mode) {
            let escaped = [
                b'%',
                UPPER_HEX[usize::from(c >> 4)],
                UPPER_HEX[usize::from(c & 15)],
            ];
            if escaped.iter().any(|e| w.next() != Some(e)) {
                return false;
            }
        } else if w.next() != Some(&c) {
            return false;
        }
    }
    w.next().is_none()
}

/// `validEncoded(s, mode)`: no byte that `escape` would escape, sub-delims, `[`, `]` and `%`
/// allowed.
pub(super) fn valid_encoded(s: &str, mode: Mode) -> bool {
    s.bytes()
        .all(|c| one_of(c, b"!$&'()*+,;=:@[]%") || !should_escape(c, mode))
}

/// `strconv.Quote`: in double quotes, `"` and `\` escaped, printable characters as they are,
/// the rest as Go escapes them (`\t`, `\x00`, `\u00a0`); a byte that is not UTF-8 as `\xHH`.
pub(super) fn quote(text: &[u8]) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for chunk in text.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\u{7}' => out.push_str("\\a"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{b}' => out.push_str("\\v"),
                c if is_print(c) => out.push(c),
                c if (c as u32) < 0x20 || c == '\u{7f}' => {
                    out.push_str(&format!("\\x{:02x}", c as u32));
                }
                c if (c as u32) < 0x10000 => out.push_str(&format!("\\u{:04x}", c as u32)),
                c => out.push_str(&format!("\\U{:08x}", c as u32)),
            }
        }
        for byte in chunk.invalid() {
            out.push_str(&format!("\\x{byte:02x}"));
        }
    }
    out.push('"');
    out
}

/// `unicode.IsPrint`, as near as the standard library reaches: graphic characters and the ASCII
/// space; controls, other spaces and the invisible format characters are not printable.
fn is_print(c: char) -> bool {
    if c == ' ' {
        return true;
    }
    !c.is_control()
        && !c.is_whitespace()
        && !matches!(c,
            '\u{ad}' | '\u{600}'..='\u{605}' | '\u{61c}' | '\u{6dd}' | '\u{70f}' | '\u{180e}'
            | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}'
            | '\u{2066}'..='\u{206f}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}'
            | '\u{e000}'..='\u{f8ff}' | '\u{f0000}'.. )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rows of `shouldEscapeTests` (src/net/url/url_test.go).
    #[test]
    fn should_escape_agrees_with_gos_table() {
        for c in b"azAZ09-._~" {
            assert!(!should_escape(*c, Mode::Path));
        }
        for c in b":/?@" {
            assert!(should_escape(*c, Mode::UserPassword));
        }
        for c in b"$&+,;=" {
            assert!(!should_escape(*c, Mode::UserPassword));
        }
        for c in b"!$&'()*+,;=:[]09Az_-." {
            assert!(!should_escape(*c, Mode::Host), "{}", char::from(*c));
        }
        assert!(should_escape(b'?', Mode::Path));
        assert!(!should_escape(b'!', Mode::Fragment));
        assert!(should_escape(b'\'', Mode::Fragment));
        assert!(should_escape(b' ', Mode::Path));
        assert!(should_escape(0xe9, Mode::Path));
    }

    #[test]
    fn unescape_and_escape_round_trip_as_go_does() {
        assert_eq!(unescape(b"a%20b", Mode::Path).unwrap().as_ref(), b"a b");
        for (input, mode, error) in [
            (&b"%zz"[..], Mode::Path, r#"invalid URL escape "%zz""#),
            (b"a%4", Mode::Path, r#"invalid URL escape "%4""#),
            (b"%41", Mode::Host, r#"invalid URL escape "%41""#),
            (b"a b", Mode::Host, r#"invalid character " " in host name"#),
        ] {
            assert_eq!(unescape(input, mode).unwrap_err(), error);
        }
        assert_eq!(escape("/a b/é".as_bytes(), Mode::Path), "/a%20b/%C3%A9");
        assert_eq!(escape(b"/a;b", Mode::Path), "/a;b");
        assert!(!valid_encoded("/a b", Mode::Path));
        assert!(valid_encoded("/a%2fb[c]", Mode::Path));
        assert!(escapes_to("/a b".as_bytes(), Mode::Path, "/a%20b"));
        assert!(!escapes_to("/a b".as_bytes(), Mode::Path, "/a b"));
        assert!(!escapes_to(b"/ab", Mode::Path, "/a"));
        assert!(!escapes_to(b"/a", Mode::Path, "/ab"));
    }

    #[test]
    fn quote_writes_what_strconv_quote_writes() {
        assert_eq!(quote(b"a\"b\\c"), "\"a\\\"b\\\\c\"");
        assert_eq!(quote(b"a\tb\x00"), "\"a\\tb\\x00\"");
        assert_eq!(quote("é\u{a0}\u{200b}".as_bytes()), "\"é\\u00a0\\u200b\"");
        assert_eq!(quote(b"\xff"), "\"\\xff\"");
    }
}
