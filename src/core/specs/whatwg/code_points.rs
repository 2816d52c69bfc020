//! The Standard's classes of code points (§4.2 URL code points, §3.2 forbidden host code
//! points, §4.4's Windows drive letters and dot segments), as predicates.

/// A C0 control or space: U+0000 to U+0020 inclusive, what the parser strips from both ends.
pub const fn is_c0_control_or_space(byte: u8) -> bool {
    byte <= b' '
}

/// An ASCII tab or newline: U+0009 TAB, U+000A LF or U+000D CR, what the parser removes.
pub const fn is_ascii_tab_or_newline(byte: u8) -> bool {
    matches!(byte, b'\t' | b'\n' | b'\r')
}

/// A URL code point: ASCII alphanumeric, `!$&'()*+,-./:;=?@_~`, and U+00A0 to U+10FFFD
/// excluding surrogates and noncharacters.
pub const fn is_url_code_point(c: char) -> bool {
    match c {
        'a'..='z' | 'A'..='Z' | '0'..='9' => true,
        '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | '-' | '.' | '/' | ':' | ';'
        | '=' | '?' | '@' | '_' | '~' => true,
        '\u{A0}'..='\u{10FFFD}' => !is_noncharacter(c),
        _ => false,
    }
}

/// A noncharacter: U+FDD0 to U+FDEF, and the last two code points of every plane.
pub const fn is_noncharacter(c: char) -> bool {
    let c = c as u32;
    (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE
}

/// A forbidden host code point: U+0000, TAB, LF, CR, SPACE, `#`, `/`, `:`, `<`, `>`, `?`, `@`,
/// `[`, `\`, `]`, `^` or `|`.
pub const fn is_forbidden_host_code_point(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// A forbidden domain code point: a forbidden host code point, a C0 control, `%` or U+007F.
pub const fn is_forbidden_domain_code_point(c: char) -> bool {
    is_forbidden_host_code_point(c) || c <= '\u{1F}' || c == '%' || c == '\u{7F}'
}

/// A Windows drive letter: two code points, an ASCII alpha then `:` or `|`.
pub fn is_windows_drive_letter(text: &[u8]) -> bool {
    matches!(text, [letter, b':' | b'|'] if letter.is_ascii_alphabetic())
}

/// A normalized Windows drive letter: a Windows drive letter whose second code point is `:`.
pub fn is_normalized_windows_drive_letter(text: &[u8]) -> bool {
    matches!(text, [letter, b':'] if letter.is_ascii_alphabetic())
}

/// "A string starts with a Windows drive letter if its length is at least 2, its first two code
/// points are a Windows drive letter, and its length is 2 or its third code point is `/`, `\`,
/// `?` or `#`."
pub fn starts_with_windows_drive_letter(text: &[u8]) -> bool {
    text.len() >= 2
        && is_windows_drive_letter(&text[..2])
        && (text.len() == 2 || matches!(text[2], b'/' | b'\\' | b'?' | b'#'))
}

/// A single-dot URL path segment: `.` or an ASCII case-insensitive match for `%2e`.
pub fn is_single_dot_segment(segment: &[u8]) -> bool {
    segment == b"." || segment.eq_ignore_ascii_case(b"%2e")
}

/// A double-dot URL path segment: `..` or an ASCII case-insensitive match for `.%2e`, `%2e.`
/// or `%2e%2e`.
pub fn is_double_dot_segment(segment: &[u8]) -> bool {
    match segment.len() {
        2 => segment == b"..",
        4 => segment.eq_ignore_ascii_case(b".%2e") || segment.eq_ignore_ascii_case(b"%2e."),
        6 => segment.eq_ignore_ascii_case(b"%2e%2e"),
        _ => false,
    }
}

/// Does `rest` start with two ASCII hex digits (what a `%` must be followed by to be a
/// percent-encoded byte)?
pub fn starts_with_two_hex_digits(rest: &[u8]) -> bool {
    rest.len() >= 2 && rest[0].is_ascii_hexdigit() && rest[1].is_ascii_hexdigit()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn url_code_points() {
        for c in "azAZ09!$&'()*+,-./:;=?@_~\u{A0}é\u{10FFFD}".chars() {
            assert!(is_url_code_point(c), "{c:?}");
        }
        for c in " \"#%<>[\\]^`{|}\u{7F}\u{9F}\u{FDD0}\u{FDEF}\u{FFFE}\u{FFFF}\u{1FFFE}\u{10FFFF}"
            .chars()
        {
            assert!(!is_url_code_point(c), "{c:?}");
        }
    }

    #[test]
    fn forbidden_code_points() {
        assert!(is_forbidden_host_code_point('^'));
        assert!(!is_forbidden_host_code_point('%'));
        assert!(is_forbidden_domain_code_point('%'));
        assert!(is_forbidden_domain_code_point('\u{1}'));
        assert!(is_forbidden_domain_code_point('\u{7F}'));
        assert!(!is_forbidden_domain_code_point('_'));
    }

    #[test]
    fn windows_drive_letters() {
        assert!(is_windows_drive_letter(b"c|"));
        assert!(!is_normalized_windows_drive_letter(b"c|"));
        assert!(is_normalized_windows_drive_letter(b"C:"));
        assert!(!is_windows_drive_letter(b"1:"));
        assert!(starts_with_windows_drive_letter(b"c:"));
        assert!(starts_with_windows_drive_letter(b"c|/x"));
        assert!(starts_with_windows_drive_letter(b"c:#"));
        assert!(!starts_with_windows_drive_letter(b"c:x"));
        assert!(!starts_with_windows_drive_letter(b"c"));
    }

    #[test]
    fn dot_segments() {
        for s in [".", "%2e", "%2E"] {
            assert!(is_single_dot_segment(s.as_bytes()), "{s}");
        }
        for s in ["..", ".%2e", "%2E.", "%2e%2E"] {
            assert!(is_double_dot_segment(s.as_bytes()), "{s}");
        }
        for s in ["", "...", "%2e%2e%2e", ".%2", "%2f"] {
            assert!(!is_single_dot_segment(s.as_bytes()) && !is_double_dot_segment(s.as_bytes()));
        }
    }
}
