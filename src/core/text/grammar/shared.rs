//! What the grammars share: character sets, the `%` escape, the scheme rule of RFC 2396 and
//! RFC 3986, and the scan that checks one component against its rule.

use super::authority::Authority;
use super::checked::Checked;
use super::diagnostics::Rule;
use super::diagnostics::{Diagnostic, Problem, Severity};
use super::grammars::Grammar;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;

/// A set of US-ASCII characters, one bit per code: one character class of a grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CharSet(u128);

impl CharSet {
    /// The characters of `chars` (all US-ASCII).
    pub const fn of(chars: &[u8]) -> Self {
        let mut bits = 0u128;
        let mut i = 0;
        while i < chars.len() {
            bits |= 1 << chars[i];
            i += 1;
        }
        CharSet(bits)
    }

    /// The characters `first` to `last`, both included.
    pub const fn range(first: u8, last: u8) -> Self {
        let mut bits = 0u128;
        let mut c = first;
        while c <= last {
            bits |= 1 << c;
            c += 1;
        }
        CharSet(bits)
    }

    /// Both sets together.
    pub const fn union(self, other: CharSet) -> Self {
        CharSet(self.0 | other.0)
    }

    /// Is the byte `b` in the set? (Never for a byte that is not US-ASCII.)
    pub const fn contains(self, b: u8) -> bool {
        b < 128 && self.0 & (1 << b) != 0
    }
}

/// `ALPHA` (RFC 3986, from RFC 5234) and `alpha` (RFC 1630, RFC 1808, RFC 2396): the same 52
/// letters in all four.
pub const ALPHA: CharSet = CharSet::range(b'a', b'z').union(CharSet::range(b'A', b'Z'));
/// `DIGIT` / `digit`: the same ten in all four.
pub const DIGIT: CharSet = CharSet::range(b'0', b'9');
/// `HEXDIG` (RFC 3986; ABNF letters match either case) and `hex` (RFC 1630, RFC 1808, RFC 2396
/// list `A`-`F` and `a`-`f`): the same 22 characters.
pub const HEXDIG: CharSet = DIGIT
    .union(CharSet::range(b'a', b'f'))
    .union(CharSet::range(b'A', b'F'));

/// `scheme = alpha *( alpha | digit | "+" | "-" | "." )`: RFC 2396 §3.1 and RFC 3986 §3.1 write
/// the same rule (RFC 1808's lets a digit come first; RFC 1630's is `ialpha`).
pub const SCHEME: CharSet = ALPHA.union(DIGIT).union(CharSet::of(b"+-."));

/// Is there a `%` followed by two hexadecimal digits at `i`? RFC 3986 `pct-encoded`, RFC 2396
/// `escaped`, RFC 1808 and RFC 1630 `escape`: `"%" hex hex` in all four.
pub fn is_escape_at(bytes: &[u8], i: usize) -> bool {
    bytes.get(i) == Some(&b'%')
        && bytes.get(i + 1).is_some_and(|&b| HEXDIG.contains(b))
        && bytes.get(i + 2).is_some_and(|&b| HEXDIG.contains(b))
}

/// What a grammar says about a character that the rule of a component does not allow, when it
/// says more than "not allowed": the class that names it, and how bad it is.
#[derive(Clone, Copy, Debug)]
pub struct Verdict {
    /// The class or rule to name; `None` names the component's own rule.
    pub rule: Option<&'static Rule>,
    pub problem: Problem,
    pub severity: Severity,
}

impl Verdict {
    /// A character of a class the grammar keeps out of every component (RFC 2396 §2.4.3's
    /// `control`, `space`, `delims` and `unwise`, RFC 1808's and RFC 1630's `national` and
    /// `punctuation`): an error naming that class.
    pub fn excluded(class: &'static Rule) -> Self {
        Verdict {
            rule: Some(class),
            problem: Problem::Excluded,
            severity: Severity::Error,
        }
    }
}

/// How a grammar names what its rules do not allow.
#[derive(Clone, Copy)]
pub struct Voice {
    /// The grammar's escape rule, named for a `%` that does not start one.
    pub escape: &'static Rule,
    /// The grammar's own classes of characters (RFC 2396's `unwise`, RFC 1808's `national`...).
    pub classify: fn(char) -> Option<Verdict>,
}

impl Voice {
    /// A scan of `component` by `rule`, which allows the characters `allowed`.
    pub const fn scan(self, component: Component, allowed: CharSet, rule: &'static Rule) -> Scan {
        Scan {
            component,
            allowed,
            rule,
            problem: Problem::NotAllowed,
            voice: self,
        }
    }

    /// Checks the query and the fragment of `uri`, where defined: RFC 2396 and RFC 3986 allow
    /// the same characters in both (`allowed`), and name each by its own rule (`query`,
    /// `fragment`).
    pub fn check_query_and_fragment(
        self,
        text: &str,
        uri: &UriRef<'_>,
        allowed: CharSet,
        [query, fragment]: [&'static Rule; 2],
        out: &mut Vec<Diagnostic>,
    ) {
        let scan = |component, rule| self.scan(component, allowed, rule);
        scan(Component::Query, query).run(text, uri.query, out);
        scan(Component::Fragment, fragment).run(text, uri.fragment, out);
    }
}

/// One component to check: where it is, what its rule allows, and how the grammar names what
/// the rule does not allow.
pub struct Scan {
    pub component: Component,
    /// The characters the rule allows; `%` in it means "an escape", checked as such.
    pub allowed: CharSet,
    /// The rule named for a character it does not allow.
    pub rule: &'static Rule,
    /// The problem reported for such a character when the voice names no class for it.
    pub problem: Problem,
    pub voice: Voice,
}

/// The grammar names no class: every character outside a rule is simply not allowed by it.
pub fn no_classes(_: char) -> Option<Verdict> {
    None
}

impl Scan {
    /// Checks every character of `span` in `text` (none where the component is undefined),
    /// adding one diagnostic per character the rule does not allow and per `%` that does not
    /// start an escape.
    pub fn run(&self, text: &str, span: impl Into<Option<Span>>, out: &mut Vec<Diagnostic>) {
        let Some(span) = span.into() else {
            return;
        };
        let bytes = text.as_bytes();
        let mut i = span.start;
        while i < span.end {
            let b = bytes[i];
            if b.is_ascii() && self.allowed.contains(b) {
                if b == b'%' && !is_escape_at(&bytes[..span.end], i) {
                    let len = text[i..span.end].chars().take(3).map(char::len_utf8).sum();
                    out.push(Diagnostic::new(
                        text,
                        i,
                        len,
                        self.component,
                        self.voice.escape,
                        Problem::BadEscape,
                        Severity::Error,
                    ));
                }
                i += 1;
                continue;
            }
            let c = text[i..].chars().next().unwrap_or('\u{fffd}');
            let verdict = (self.voice.classify)(c).unwrap_or(Verdict {
                rule: None,
                problem: self.problem,
                severity: Severity::Error,
            });
            out.push(Diagnostic::new(
                text,
                i,
                c.len_utf8(),
                self.component,
                verdict.rule.unwrap_or(self.rule),
                verdict.problem,
                verdict.severity,
            ));
            i += c.len_utf8();
        }
    }
}

/// Checks a scheme by the rule RFC 2396 and RFC 3986 share: a letter first, then letters,
/// digits, `+`, `-` and `.`.
pub fn check_scheme(
    text: &str,
    span: Span,
    rule: &'static Rule,
    voice: Voice,
    out: &mut Vec<Diagnostic>,
) {
    let first = text.as_bytes()[span.start];
    if SCHEME.contains(first) && !ALPHA.contains(first) {
        out.push(Diagnostic::new(
            text,
            span.start,
            1,
            Component::Scheme,
            rule,
            Problem::SchemeStart,
            Severity::Error,
        ));
    }
    Scan {
        problem: Problem::SchemeChar,
        ..voice.scan(Component::Scheme, SCHEME, rule)
    }
    .run(text, span, out);
}

/// The start RFC 2396's and RFC 3986's checks share: the text split as Appendix B splits it,
/// the scheme checked by their common rule (`scheme`), the authority read by the grammar's own
/// `authority`.
pub fn start_appendix_b<'a>(
    text: &'a str,
    grammar: Grammar,
    scheme: &'static Rule,
    voice: Voice,
    authority: fn(&str, Span, Option<&mut Vec<Diagnostic>>) -> Authority,
) -> (UriRef<'a>, Checked<'a>) {
    let uri = UriRef::parse(text);
    let mut checked = Checked::from_appendix_b(grammar, &uri);
    let out = &mut checked.diagnostics;
    if let Some(span) = uri.scheme {
        check_scheme(text, span, scheme, voice, out);
    }
    checked.authority_parts = uri.authority.map(|span| authority(text, span, Some(out)));
    (uri, checked)
}

/// The rule RFC 2396 (§5, `rel_segment`) and RFC 3986 (§4.2, `segment-nz-nc`) share for a
/// relative path: its first segment has no `:`, which would be read as ending a scheme. Reports
/// the first such colon of the path at `path`.
pub fn colon_in_first_segment(
    text: &str,
    path: Span,
    rule: &'static Rule,
    out: &mut Vec<Diagnostic>,
) {
    let path_text = path.of(text);
    let mut first_segment = path_text.bytes().take_while(|&b| b != b'/');
    if let Some(colon) = first_segment.position(|b| b == b':') {
        out.push(Diagnostic::new(
            text,
            path.start + colon,
            1,
            Component::Path,
            rule,
            Problem::ColonInFirstSegment,
            Severity::Error,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_what_they_are_built_from() {
        assert!(ALPHA.contains(b'a') && ALPHA.contains(b'Z') && !ALPHA.contains(b'0'));
        assert!(HEXDIG.contains(b'f') && HEXDIG.contains(b'F') && !HEXDIG.contains(b'g'));
        assert!(!SCHEME.contains(0xc3) && !SCHEME.contains(0xff));
        assert!(CharSet::of(b"ab").union(CharSet::of(b"c")).contains(b'c'));
        assert!(CharSet::of(b"\x7f").contains(0x7f));
    }

    #[test]
    fn escapes_need_two_hex_digits() {
        assert!(is_escape_at(b"%2f", 0) && is_escape_at(b"a%2F", 1));
        assert!(!is_escape_at(b"%2", 0) && !is_escape_at(b"%zz", 0) && !is_escape_at(b"%", 0));
    }
}
