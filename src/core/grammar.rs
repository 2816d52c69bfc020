//! The character classes and small rules of the draft-fielding-url-syntax-10 grammar
//! (`../shared/spec/grammar.md` section 2).

/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+"`
pub const fn is_reserved(b: u8) -> bool {
    matches!(b, b';' | b'/' | b'?' | b':' | b'@' | b'&' | b'=' | b'+')
}

/// `mark = "$" | "-" | "_" | "." | "!" | "~" | "*" | "'" | "(" | ")" | ","` (draft-10; RFC 2396
/// moves `$` and `,` to `reserved` without changing what any component allows).
pub const fn is_mark(b: u8) -> bool {
    matches!(
        b,
        b'$' | b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')' | b','
    )
}

/// `unreserved = alpha | digit | mark`
pub const fn is_unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || is_mark(b)
}

/// `scheme = 1*( alpha | digit | "+" | "-" | "." )` (draft-10 section 4.1)
pub const fn is_scheme_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
}

/// `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" )`, `%` standing for the
/// start of an escape (escapes are checked separately).
pub const fn is_userinfo_char(b: u8) -> bool {
    is_unreserved(b) || matches!(b, b'%' | b';' | b':' | b'&' | b'=' | b'+')
}

/// Which excluded class an ASCII byte belongs to (draft-10 section 2.4.3), if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Excluded {
    /// `control = <US-ASCII coded characters 00-1F and 7F hexadecimal>`
    Control,
    /// `space = <US-ASCII coded character 20 hexadecimal>`
    Space,
    /// `delims = "<" | ">" | "#" | "%" | <">`
    Delims,
    /// `unwise = "{" | "}" | "|" | "\" | "^" | "[" | "]" | "`"`
    Unwise,
    /// Not US-ASCII at all: "must be escaped" as octets.
    NonAscii,
}

impl Excluded {
    /// The class of `c`, or `None` when `c` may appear in a URI.
    pub fn of(c: char) -> Option<Excluded> {
        match c {
            '\0'..='\x1f' | '\x7f' => Some(Excluded::Control),
            ' ' => Some(Excluded::Space),
            '<' | '>' | '#' | '%' | '"' => Some(Excluded::Delims),
            '{' | '}' | '|' | '\\' | '^' | '[' | ']' | '`' => Some(Excluded::Unwise),
            c if !c.is_ascii() => Some(Excluded::NonAscii),
            _ => None,
        }
    }

    /// The rule name as the grammar writes it.
    pub const fn rule(self) -> &'static str {
        match self {
            Excluded::Control => "control",
            Excluded::Space => "space",
            Excluded::Delims => "delims",
            Excluded::Unwise => "unwise",
            Excluded::NonAscii => "US-ASCII",
        }
    }
}

pub fn all_chars_match(s: &str, allowed: impl Fn(u8) -> bool) -> bool {
    s.bytes().all(allowed)
}

/// `hostname = *( domainlabel "." ) toplabel [ "." ]`
pub fn is_hostname(s: &str) -> bool {
    let s = s.strip_suffix('.').unwrap_or(s);
    if s.is_empty() {
        return false;
    }
    let mut labels = s.split('.').rev();
    let top = labels.next().unwrap_or("");
    is_label(top, true) && labels.all(|label| is_label(label, false))
}

/// `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum`;
/// `toplabel = alpha | alpha *( alphanum | "-" ) alphanum`.
fn is_label(label: &str, top: bool) -> bool {
    let bytes = label.as_bytes();
    let (Some(&first), Some(&last)) = (bytes.first(), bytes.last()) else {
        return false;
    };
    let first_ok = if top {
        first.is_ascii_alphabetic()
    } else {
        first.is_ascii_alphanumeric()
    };
    first_ok
        && last.is_ascii_alphanumeric()
        && bytes
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'-')
}

/// `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit`
pub fn is_ipv4address(s: &str) -> bool {
    let parts: [&str; 4] = {
        let mut it = s.split('.');
        let p = [it.next(), it.next(), it.next(), it.next()];
        if it.next().is_some() {
            return false;
        }
        match p {
            [Some(a), Some(b), Some(c), Some(d)] => [a, b, c, d],
            _ => return false,
        }
    };
    parts
        .iter()
        .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

pub const fn is_hex(b: u8) -> bool {
    b.is_ascii_hexdigit()
}
