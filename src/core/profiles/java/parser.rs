//! `java.net.URI`'s parser (the inner class `Parser` of URI.java): RFC 2396's grammar with
//! RFC 2732's IPv6 literals and the file's own deviations (an empty authority before a path,
//! an empty relative path), each component checked against its character class, failing with
//! `URISyntaxException` as Java words it: the reason, the index (in UTF-16 code units, as
//! Java's strings count) and the input.

use std::borrow::Cow;

use crate::core::profiles::java::version::JavaVersion;

/// A `URI` as the parser fills it: spans of the input; `path` is `None` for an opaque URI.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Uri<'a> {
    /// The text parsed (`string`): what `toString` gives back unchanged.
    pub(super) string: &'a str,
    pub(super) scheme: Option<&'a str>,
    /// The opaque part (`schemeSpecificPart`), for an opaque URI.
    pub(super) opaque: Option<&'a str>,
    pub(super) authority: Option<&'a str>,
    pub(super) user_info: Option<&'a str>,
    pub(super) host: Option<&'a str>,
    /// `-1` for none, as Java keeps it.
    pub(super) port: i32,
    pub(super) path: Option<&'a str>,
    pub(super) query: Option<&'a str>,
    pub(super) fragment: Option<&'a str>,
}

impl Uri<'_> {
    /// `isOpaque()`: a scheme and no `/` after it.
    pub(super) fn is_opaque(&self) -> bool {
        self.path.is_none()
    }
}

/// A character class of URI.java: the ASCII characters it permits (its `lowMask`/`highMask`
/// pair, as a table), and whether escapes and visible non-ASCII characters are allowed too (the
/// mask's bit 0, which no character matches).
struct Class {
    allowed: [bool; 128],
    escapes: bool,
}

const fn chars(text: &[u8]) -> u128 {
    let mut mask = 0;
    let mut i = 0;
    while i < text.len() {
        mask |= 1 << text[i];
        i += 1;
    }
    mask
}

const fn range(first: u8, last: u8) -> u128 {
    let mut mask = 0;
    let mut c = first;
    while c <= last {
        mask |= 1 << c;
        c += 1;
    }
    mask
}

/// The class of a mask built as URI.java builds its `L_`/`H_` pairs.
const fn class(mask: u128) -> Class {
    let mut allowed = [false; 128];
    let mut c = 1;
    while c < 128 {
        allowed[c] = mask & (1 << c) != 0;
        c += 1;
    }
    Class {
        allowed,
        escapes: mask & ESCAPED != 0,
    }
}

const DIGIT: u128 = range(b'0', b'9');
const ALPHA: u128 = range(b'a', b'z') | range(b'A', b'Z');
const ALPHANUM: u128 = DIGIT | ALPHA;
const ESCAPED: u128 = 1;
const UNRESERVED: u128 = ALPHANUM | chars(b"-_.!~*'()");
const RESERVED: u128 = chars(b";/?:@&=+$,[]");
const PCHAR: u128 = UNRESERVED | ESCAPED | chars(b":@&=+$,");
const USERINFO: u128 = UNRESERVED | ESCAPED | chars(b";:&=+$,");
const SERVER: u128 = USERINFO | ALPHANUM | chars(b"-.:@[]");

static HEX_CLASS: Class = class(DIGIT | range(b'a', b'f') | range(b'A', b'F'));
static URIC_CLASS: Class = class(RESERVED | UNRESERVED | ESCAPED);
static PATH_CLASS: Class = class(PCHAR | chars(b";/"));
static USERINFO_CLASS: Class = class(USERINFO);
static REG_NAME_CLASS: Class = class(UNRESERVED | ESCAPED | chars(b"$,;:@&=+"));
static SERVER_CLASS: Class = class(SERVER);
static SERVER_PERCENT_CLASS: Class = class(SERVER | chars(b"%"));
static SCHEME_CLASS: Class = class(ALPHA | DIGIT | chars(b"+-."));
static SCOPE_ID_CLASS: Class = class(ALPHANUM | chars(b"_."));
static ALPHA_CLASS: Class = class(ALPHA);
static DIGIT_CLASS: Class = class(DIGIT);
static ALPHANUM_CLASS: Class = class(ALPHANUM);
static ALPHANUM_DASH_CLASS: Class = class(ALPHANUM | chars(b"-"));
static DIGIT_DOT_CLASS: Class = class(DIGIT | chars(b"."));

impl Class {
    /// `match(c, lowMask, highMask)`.
    fn matches(&self, c: u8) -> bool {
        self.allowed.get(usize::from(c)).copied().unwrap_or(false)
    }
}

/// The components `quote` escapes for `appendSchemeSpecificPart`, each by its classes.
#[derive(Clone, Copy, Debug)]
pub(super) enum Quoting {
    UserInfo,
    /// `L_REG_NAME | L_SERVER`.
    Authority,
    Path,
    Uric,
}

/// `quote(s, lowMask, highMask)`: each ASCII character outside the classes escaped as `%XX`;
/// beyond ASCII, where the classes admit escapes, a space or control character as its UTF-8
/// escaped, the others as they are.
pub(super) fn quote(s: &str, quoting: Quoting) -> String {
    let classes: &[&Class] = match quoting {
        Quoting::UserInfo => &[&USERINFO_CLASS],
        Quoting::Authority => &[&REG_NAME_CLASS, &SERVER_CLASS],
        Quoting::Path => &[&PATH_CLASS],
        Quoting::Uric => &[&URIC_CLASS],
    };
    let escapes = classes.iter().any(|class| class.escapes);
    let mut quoted = String::with_capacity(s.len());
    let escape = |byte: u8, quoted: &mut String| {
        quoted.push_str(&format!("%{byte:02X}"));
    };
    for c in s.chars() {
        if c.is_ascii() {
            if classes.iter().any(|class| class.matches(c as u8)) {
                quoted.push(c);
            } else {
                escape(c as u8, &mut quoted);
            }
        } else if escapes && space_or_control(c) {
            let mut bytes = [0; 4];
            for &byte in c.encode_utf8(&mut bytes).as_bytes() {
                escape(byte, &mut quoted);
            }
        } else {
            quoted.push(c);
        }
    }
    quoted
}

/// `Character.isSpaceChar` (Unicode Zs, Zl, Zp) or `Character.isISOControl`.
fn space_or_control(c: char) -> bool {
    matches!(c,
        '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' | ' ' | '\u{a0}' | '\u{1680}'
        | '\u{2000}'..='\u{200a}' | '\u{2028}' | '\u{2029}' | '\u{202f}' | '\u{205f}'
        | '\u{3000}')
}

/// The input as JDK 25's `URISyntaxException` holds it: each run of spaces made one, none at
/// the ends (tabs and other white space as they are).
fn single_spaced(input: &str) -> String {
    let mut text = String::with_capacity(input.len());
    for word in input.split(' ').filter(|word| !word.is_empty()) {
        if !text.is_empty() {
            text.push(' ');
        }
        text.push_str(word);
    }
    text
}

/// `Integer.parseInt(s, begin, end, 10)` on ASCII digits: the value, or the index (from the
/// start of the digits) where it stops fitting an `int`.
fn parse_int(digits: &str) -> Result<i32, usize> {
    // Java accumulates negatively, against -Integer.MAX_VALUE.
    const LIMIT: i64 = -(i32::MAX as i64);
    const MULTMIN: i64 = LIMIT / 10;
    let mut result: i64 = 0;
    for (i, b) in digits.bytes().enumerate() {
        let digit = i64::from(b - b'0');
        if result < MULTMIN {
            return Err(i);
        }
        result *= 10;
        if result < LIMIT + digit {
            return Err(i);
        }
        result -= digit;
    }
    i32::try_from(-result).map_err(|_| digits.len())
}

/// `Parser`: the input and what it found.
pub(super) struct Parser<'a> {
    version: JavaVersion,
    input: &'a str,
    uri: Uri<'a>,
    ipv6_bytes: usize,
}

/// An exception the parser throws: its reason and the index it names (`None`: no index), kept
/// small (so that every scan returns its result in registers) and worded by [`Parser::parse`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Failure {
    reason: &'static &'static str,
    at: Option<u32>,
}

/// The reason of `Integer.parseInt`'s `NumberFormatException` (at: where the digits start).
static NUMBER_FORMAT: &str = "NumberFormatException";

impl<'a> Parser<'a> {
    /// `new URI(s)`: the whole text parsed, as the JDK `version` parses it.
    pub(super) fn parse(input: &'a str, version: JavaVersion) -> Result<Uri<'a>, String> {
        let mut parser = Parser {
            version,
            input,
            uri: Uri {
                string: input,
                port: -1,
                ..Uri::default()
            },
            ipv6_bytes: 0,
        };
        match parser.parse_uri() {
            Ok(()) => Ok(parser.uri),
            Err(failure) => Err(parser.message(failure)),
        }
    }

    /// The exception as `toString` prints it: `URISyntaxException`'s reason, index (in UTF-16
    /// code units) and input, or `NumberFormatException`'s.
    fn message(&self, failure: Failure) -> String {
        let at = failure.at.map(|at| at as usize);
        if std::ptr::eq(failure.reason, &NUMBER_FORMAT) {
            let start = at.unwrap_or(0);
            let digits = &self.input[start..];
            let digits = &digits[..digits.bytes().take_while(u8::is_ascii_digit).count()];
            let index = parse_int(digits).err().unwrap_or(0);
            return format!(
                "java.lang.NumberFormatException: Error at index {index} in: \"{digits}\""
            );
        }
        match at {
            Some(p) => format!(
                "java.net.URISyntaxException: {} at index {}: {}",
                failure.reason,
                self.input[..p].encode_utf16().count(),
                self.reported()
            ),
            None => format!(
                "java.net.URISyntaxException: {}: {}",
                failure.reason,
                self.reported()
            ),
        }
    }

    /// The input as the exception reports it.
    fn reported(&self) -> Cow<'a, str> {
        if self.version.trims_reported_input() {
            Cow::Owned(single_spaced(self.input))
        } else {
            Cow::Borrowed(self.input)
        }
    }

    fn byte(&self, p: usize) -> u8 {
        self.input.as_bytes()[p]
    }

    /// `fail(reason, p)`, and `failExpecting` with its reason written whole.
    fn fail<T>(&self, reason: &'static &'static str, p: usize) -> Result<T, Failure> {
        Err(Failure {
            reason,
            at: u32::try_from(p).ok(),
        })
    }

    /// `fail(reason)`, without an index.
    fn fail_without_index<T>(&self, reason: &'static &'static str) -> Result<T, Failure> {
        Err(Failure { reason, at: None })
    }

    /// `at(start, end, c)`.
    fn at(&self, start: usize, end: usize, c: u8) -> bool {
        start < end && self.byte(start) == c
    }

    /// `at(start, end, s)`.
    fn at_str(&self, start: usize, end: usize, s: &[u8]) -> bool {
        s.len() <= end.saturating_sub(start) && &self.input.as_bytes()[start..start + s.len()] == s
    }

    /// The character at `p` and its length in bytes.
    fn char_at(&self, p: usize) -> (char, usize) {
        let c = self.input[p..].chars().next().unwrap_or('\0');
        (c, c.len_utf8())
    }

    /// `scan(start, end, c)`.
    fn scan_char(&self, start: usize, end: usize, c: u8) -> usize {
        if self.at(start, end, c) {
            start + 1
        } else {
            start
        }
    }

    /// `scan(start, end, err, stop)`: `None` at a character of `err`.
    fn scan_until(&self, start: usize, end: usize, err: &[u8], stop: &[u8]) -> Option<usize> {
        // The sets are ASCII: a byte of a non-ASCII character is in neither.
        let found = self.input.as_bytes()[start..end]
            .iter()
            .position(|c| err.contains(c) || stop.contains(c));
        match found {
            Some(i) if err.contains(&self.byte(start + i)) => None,
            Some(i) => Some(start + i),
            None => Some(end),
        }
    }

    /// `scan(start, end, stop)`.
    fn scan_to(&self, start: usize, end: usize, stop: &[u8]) -> usize {
        self.input.as_bytes()[start..end]
            .iter()
            .position(|c| stop.contains(c))
            .map_or(end, |i| start + i)
    }

    /// `scanEscape`: past an escape pair, or a visible non-ASCII character.
    fn scan_escape(&self, p: usize, n: usize) -> Result<usize, Failure> {
        let c = self.byte(p);
        if c == b'%' {
            if p + 3 <= n
                && HEX_CLASS.matches(self.byte(p + 1))
                && HEX_CLASS.matches(self.byte(p + 2))
            {
                return Ok(p + 3);
            }
            return self.fail(&"Malformed escape pair", p);
        }
        if c >= 128 {
            let (c, length) = self.char_at(p);
            // `c > 128`: U+0080 is a control anyway.
            if !space_or_control(c) {
                return Ok(p + length);
            }
        }
        Ok(p)
    }

    /// `scan(start, n, lowMask, highMask)`: past the characters of `class`.
    #[inline]
    fn scan_class(&self, start: usize, n: usize, class: &Class) -> Result<usize, Failure> {
        let bytes = self.input.as_bytes();
        let mut p = start;
        while p < n {
            if class.matches(bytes[p]) {
                p += 1;
                continue;
            }
            if class.escapes {
                let q = self.scan_escape(p, n)?;
                if q > p {
                    p = q;
                    continue;
                }
            }
            break;
        }
        Ok(p)
    }

    /// `checkChars`.
    #[inline]
    fn check_chars(
        &self,
        start: usize,
        end: usize,
        class: &Class,
        what: &'static &'static str,
    ) -> Result<(), Failure> {
        let p = self.scan_class(start, end, class)?;
        if p < end {
            return self.fail(what, p);
        }
        Ok(())
    }

    /// `parse(rsa)`: `[<scheme>:]<scheme-specific-part>[#<fragment>]`.
    fn parse_uri(&mut self) -> Result<(), Failure> {
        let n = self.input.len();
        let mut p = match self.scan_until(0, n, b"/?#", b":") {
            Some(p) if self.at(p, n, b':') => {
                if p == 0 {
                    return self.fail(&"Expected scheme name", 0);
                }
                self.check_chars(0, 1, &ALPHA_CLASS, &"Illegal character in scheme name")?;
                self.check_chars(1, p, &SCHEME_CLASS, &"Illegal character in scheme name")?;
                self.uri.scheme = Some(&self.input[..p]);
                let p = p + 1;
                if self.at(p, n, b'/') {
                    self.parse_hierarchical(p, n)?
                } else {
                    let q = self.scan_to(p, n, b"#");
                    if q <= p {
                        return self.fail(&"Expected scheme-specific part", p);
                    }
                    self.check_chars(p, q, &URIC_CLASS, &"Illegal character in opaque part")?;
                    self.uri.opaque = Some(&self.input[p..q]);
                    q
                }
            }
            _ => self.parse_hierarchical(0, n)?,
        };
        if self.at(p, n, b'#') {
            self.check_chars(p + 1, n, &URIC_CLASS, &"Illegal character in fragment")?;
            self.uri.fragment = Some(&self.input[p + 1..]);
            p = n;
        }
        if p < n {
            return self.fail(&"end of URI", p);
        }
        Ok(())
    }

    /// `parseHierarchical`: `[//authority]<path>[?<query>]`; an empty authority before a
    /// path, query or fragment is allowed, and left undefined.
    fn parse_hierarchical(&mut self, start: usize, n: usize) -> Result<usize, Failure> {
        let mut p = start;
        if self.at(p, n, b'/') && self.at(p + 1, n, b'/') {
            p += 2;
            let q = self.scan_to(p, n, b"/?#");
            if q > p {
                p = self.parse_authority(p, q)?;
            } else if q >= n {
                return self.fail(&"Expected authority", p);
            }
        }
        let q = self.scan_to(p, n, b"?#");
        self.check_chars(p, q, &PATH_CLASS, &"Illegal character in path")?;
        self.uri.path = Some(&self.input[p..q]);
        p = q;
        if self.at(p, n, b'?') {
            p += 1;
            let q = self.scan_to(p, n, b"#");
            self.check_chars(p, q, &URIC_CLASS, &"Illegal character in query")?;
            self.uri.query = Some(&self.input[p..q]);
            p = q;
        }
        Ok(p)
    }

    /// `parseAuthority`: a server (`[user@]host[:port]`) if it parses as one, else a registry
    /// name.
    fn parse_authority(&mut self, start: usize, n: usize) -> Result<usize, Failure> {
        let p = start;
        let mut q = p;
        let mut saved = None;
        let server_chars = if self.scan_to(p, n, b"]") > p {
            // A literal IPv6 address: `%` is allowed.
            self.scan_class(p, n, &SERVER_PERCENT_CLASS)? == n
        } else {
            self.scan_class(p, n, &SERVER_CLASS)? == n
        };
        let reg_end = self.scan_class(p, n, &REG_NAME_CLASS)?;
        let reg_chars = reg_end == n;
        if reg_chars && !server_chars {
            self.uri.authority = Some(&self.input[p..n]);
            return Ok(n);
        }
        let skip_parse_exception = reg_chars;
        if server_chars {
            match self.parse_server(p, n, skip_parse_exception) {
                Ok(end) if end < n => {
                    if skip_parse_exception {
                        self.forget_server();
                        q = p;
                    } else {
                        return self.fail(&"Expected end of authority", end);
                    }
                }
                Ok(end) => {
                    q = end;
                    self.uri.authority = Some(&self.input[p..n]);
                }
                Err(failure) => {
                    self.forget_server();
                    saved = Some(failure);
                    q = p;
                }
            }
        }
        if q < n {
            if reg_chars {
                self.uri.authority = Some(&self.input[p..n]);
            } else if let Some(failure) = saved {
                return Err(failure);
            } else {
                // JDK 25 points at the character that is neither a server's nor a registry
                // name's (`serverChars ? q : qreg`); 17.0.15 at the authority's start.
                let at = if self.version.points_at_the_bad_authority_character() && !server_chars {
                    reg_end
                } else {
                    q
                };
                return self.fail(&"Illegal character in authority", at);
            }
        }
        Ok(n)
    }

    fn forget_server(&mut self) {
        self.uri.user_info = None;
        self.uri.host = None;
        self.uri.port = -1;
    }

    /// `parseServer`: `[<userinfo>@]<host>[:<port>]`.
    fn parse_server(&mut self, start: usize, n: usize, skip: bool) -> Result<usize, Failure> {
        let mut p = start;
        if let Some(q) = self.scan_until(p, n, b"/?#", b"@")
            && self.at(q, n, b'@')
        {
            self.check_chars(p, q, &USERINFO_CLASS, &"Illegal character in user info")?;
            self.uri.user_info = Some(&self.input[p..q]);
            p = q + 1;
        }
        if self.at(p, n, b'[') {
            p += 1;
            let q = self.scan_until(p, n, b"/?#", b"]");
            match q {
                Some(q) if q > p && self.at(q, n, b']') => {
                    let r = self.scan_to(p, q, b"%");
                    if r > p {
                        self.parse_ipv6_reference(p, r)?;
                        if r + 1 == q {
                            return self.fail_without_index(&"scope id expected");
                        }
                        self.check_chars(
                            r + 1,
                            q,
                            &SCOPE_ID_CLASS,
                            &"Illegal character in scope id",
                        )?;
                    } else {
                        self.parse_ipv6_reference(p, q)?;
                    }
                    self.uri.host = Some(&self.input[p - 1..q + 1]);
                    p = q + 1;
                }
                Some(q) => return self.fail(&"Expected closing bracket for IPv6 address", q),
                // `scan` gave -1 (a `/`, `?` or `#` first), which Java passes on as no index.
                None => {
                    return self.fail_without_index(&"Expected closing bracket for IPv6 address");
                }
            }
        } else {
            let q = self.parse_ipv4_address(p, n);
            p = match q {
                Some(q) if q > p => q,
                _ => self.parse_hostname(p, n, skip)?,
            };
        }
        if self.at(p, n, b':') {
            p += 1;
            let q = self.scan_to(p, n, b"/");
            if q > p {
                self.check_chars(p, q, &DIGIT_CLASS, &"Illegal character in port number")?;
                match parse_int(&self.input[p..q]) {
                    Ok(port) => self.uri.port = port,
                    Err(_) => return self.fail(&"Malformed port number", p),
                }
                p = q;
            }
        } else if p < n && skip {
            return Ok(p);
        }
        if p < n {
            return self.fail(&"Expected port number", p);
        }
        Ok(p)
    }

    /// `scanByte`: decimal digits whose value fits in a byte.
    fn scan_byte(&self, start: usize, n: usize) -> Result<usize, Failure> {
        let q = self.scan_class(start, n, &DIGIT_CLASS)?;
        if q <= start {
            return Ok(q);
        }
        // `Integer.parseInt` of a run too long for an int throws `NumberFormatException`,
        // which `parseIPv4Address` catches and the IPv6 parser does not; JDK 25 reads the run
        // as too large a byte.
        match parse_int(&self.input[start..q]) {
            Ok(value) if value > 255 => Ok(start),
            Ok(_) => Ok(q),
            Err(_) if self.version.points_at_the_bad_authority_character() => Ok(start),
            Err(_) => self.fail(&NUMBER_FORMAT, start),
        }
    }

    /// `scanIPv4Address`: `None` where the text is not digits and dots (all of it, if
    /// `strict`).
    fn scan_ipv4_address(
        &self,
        start: usize,
        n: usize,
        strict: bool,
    ) -> Result<Option<usize>, Failure> {
        let mut p = start;
        let m = self.scan_class(p, n, &DIGIT_DOT_CLASS)?;
        if m <= p || (strict && m != n) {
            return Ok(None);
        }
        // Per RFC 2732: four bytes of at most three digits, each fitting in a byte, and dots
        // between them.
        let mut q = p;
        let complete = 'scan: {
            for part in 0..7 {
                q = if part % 2 == 0 {
                    self.scan_byte(p, m)?
                } else {
                    self.scan_char(p, m, b'.')
                };
                if q <= p {
                    break 'scan false;
                }
                p = q;
            }
            q >= m
        };
        if complete {
            return Ok(Some(q));
        }
        self.fail(&"Malformed IPv4 address", q)
    }

    /// `takeIPv4Address`.
    fn take_ipv4_address(
        &self,
        start: usize,
        n: usize,
        expected: &'static &'static str,
    ) -> Result<usize, Failure> {
        match self.scan_ipv4_address(start, n, true)? {
            Some(p) if p > start => Ok(p),
            _ => self.fail(expected, start),
        }
    }

    /// `parseIPv4Address`: `None` (Java's -1) unless an IPv4 address starts here, followed by
    /// nothing or `:`.
    fn parse_ipv4_address(&mut self, start: usize, n: usize) -> Option<usize> {
        let p = self.scan_ipv4_address(start, n, false).ok()??;
        if p > start && p < n && self.byte(p) != b':' {
            return None;
        }
        if p > start {
            self.uri.host = Some(&self.input[start..p]);
        }
        Some(p)
    }

    /// `parseHostname`: labels of letters, digits and inner `-`, the last starting with a
    /// letter.
    fn parse_hostname(&mut self, start: usize, n: usize, skip: bool) -> Result<usize, Failure> {
        let mut p = start;
        let mut last_label = None;
        loop {
            let q = self.scan_class(p, n, &ALPHANUM_CLASS)?;
            if q <= p {
                break;
            }
            last_label = Some(p);
            p = q;
            let q = self.scan_class(p, n, &ALPHANUM_DASH_CLASS)?;
            if q > p {
                if self.byte(q - 1) == b'-' {
                    return self.fail(&"Illegal character in hostname", q - 1);
                }
                p = q;
            }
            let q = self.scan_char(p, n, b'.');
            if q <= p {
                break;
            }
            p = q;
            if p >= n {
                break;
            }
        }
        if p < n && !self.at(p, n, b':') {
            if skip {
                return Ok(p);
            }
            return self.fail(&"Illegal character in hostname", p);
        }
        let Some(label) = last_label else {
            return self.fail(&"Expected hostname", start);
        };
        if label > start && !ALPHA_CLASS.matches(self.byte(label)) {
            return self.fail(&"Illegal character in hostname", label);
        }
        self.uri.host = Some(&self.input[start..p]);
        Ok(p)
    }

    /// `parseIPv6Reference`: RFC 2373's grammar as URI.java revises it.
    fn parse_ipv6_reference(&mut self, start: usize, n: usize) -> Result<usize, Failure> {
        let mut p = start;
        let mut compressed = false;
        match self.scan_hex_seq(p, n)? {
            Some(q) if q > p => {
                p = q;
                if self.at_str(p, n, b"::") {
                    compressed = true;
                    p = self.scan_hex_post(p + 2, n)?;
                } else if self.at(p, n, b':') {
                    p = self.take_ipv4_address(p + 1, n, &"Expected IPv4 address")?;
                    self.ipv6_bytes += 4;
                }
            }
            _ => {
                if self.at_str(p, n, b"::") {
                    compressed = true;
                    p = self.scan_hex_post(p + 2, n)?;
                }
            }
        }
        if p < n {
            return self.fail(&"Malformed IPv6 address", start);
        }
        if self.ipv6_bytes > 16 {
            return self.fail(&"IPv6 address too long", start);
        }
        if !compressed && self.ipv6_bytes < 16 {
            return self.fail(&"IPv6 address too short", start);
        }
        if compressed && self.ipv6_bytes == 16 {
            return self.fail(&"Malformed IPv6 address", start);
        }
        Ok(p)
    }

    /// `scanHexPost`.
    fn scan_hex_post(&mut self, start: usize, n: usize) -> Result<usize, Failure> {
        let mut p = start;
        if p == n {
            return Ok(p);
        }
        match self.scan_hex_seq(p, n)? {
            Some(q) if q > p => {
                p = q;
                if self.at(p, n, b':') {
                    p = self.take_ipv4_address(p + 1, n, &"Expected hex digits or IPv4 address")?;
                    self.ipv6_bytes += 4;
                }
            }
            _ => {
                p = self.take_ipv4_address(p, n, &"Expected hex digits or IPv4 address")?;
                self.ipv6_bytes += 4;
            }
        }
        Ok(p)
    }

    /// `scanHexSeq`: `None` (Java's -1) when no group of hex digits starts here.
    fn scan_hex_seq(&mut self, start: usize, n: usize) -> Result<Option<usize>, Failure> {
        let mut p = start;
        let q = self.scan_class(p, n, &HEX_CLASS)?;
        if q <= p || self.at(q, n, b'.') {
            return Ok(None);
        }
        if q > p + 4 {
            return self.fail(&"IPv6 hexadecimal digit sequence too long", p);
        }
        self.ipv6_bytes += 2;
        p = q;
        while p < n {
            if !self.at(p, n, b':') || self.at(p + 1, n, b':') {
                break;
            }
            p += 1;
            let q = self.scan_class(p, n, &HEX_CLASS)?;
            if q <= p {
                return self.fail(&"Expected digits for an IPv6 address", p);
            }
            if self.at(q, n, b'.') {
                p -= 1;
                break;
            }
            if q > p + 4 {
                return self.fail(&"IPv6 hexadecimal digit sequence too long", p);
            }
            self.ipv6_bytes += 2;
            p = q;
        }
        Ok(Some(p))
    }
}
