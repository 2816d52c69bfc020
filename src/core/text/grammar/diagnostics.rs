//! A grammar's findings: where a reference breaks which rule of the selected specification, and
//! how to fix it, in a sentence that cites the specification.
//!
//! [`crate::core::text::grammar`] finds them; this module says them. Nothing here panics on any input.

use std::fmt::Write;

use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// A rule or character class of a specification's grammar, as a diagnostic names it.
#[derive(Debug, PartialEq, Eq)]
pub struct Rule {
    /// Whose grammar.
    pub spec: Spec,
    /// The rule's name as the specification writes it (`dec-octet`, `reg_name`, `unwise`).
    pub name: &'static str,
    /// The rule as the specification writes it.
    pub definition: &'static str,
    /// Where: `RFC 3986 §3.2.2`.
    pub source: &'static str,
}

/// How bad a finding is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Allowed by the grammar but discouraged, or read differently from what it looks like.
    Warning,
    /// The grammar does not allow it.
    Error,
}

impl Severity {
    /// `"warning"` or `"error"`.
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// What is wrong; with the [`Rule`] it breaks, it makes the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A character the rule of its component does not allow.
    NotAllowed,
    /// A character of a class the specification names and keeps out of URIs (RFC 2396's
    /// `unwise`, RFC 1808's and RFC 1630's `national`...); the rule is the class.
    Excluded,
    /// A character RFC 1630 lists as `reserved` where its BNF gives it no place.
    Reserved,
    /// `%` not followed by two hexadecimal digits.
    BadEscape,
    /// A character the scheme rule does not allow.
    SchemeChar,
    /// The scheme does not start with a letter (or is empty).
    SchemeStart,
    /// A `:` in the first segment of a relative path, where it would be read as a scheme's.
    ColonInFirstSegment,
    /// `user:password` in the userinfo.
    Password,
    /// RFC 2396: the authority is not a `server`, for this reason, so it is a `reg_name`.
    NotServer(&'static str),
    /// A host of digits and dots that is not an `IPv4address`, for this reason, so it is a name.
    NotIpv4(&'static str),
    /// The text does not have the structure the rule requires, for this reason.
    Malformed(&'static str),
}

/// One finding of a grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset of the offending text in the reference.
    pub at: usize,
    /// Its length in bytes (a whole UTF-8 character, a bad `%` escape, or a whole IP literal).
    pub len: usize,
    /// The offending character (the first of the offending text).
    pub found: char,
    /// The component it is in.
    pub component: Component,
    /// The rule or class it breaks.
    pub rule: &'static Rule,
    /// What is wrong.
    pub problem: Problem,
    /// How bad it is.
    pub severity: Severity,
}

impl Diagnostic {
    /// A finding at byte `at` of `text` (a character boundary), `len` bytes long.
    pub(crate) fn new(
        text: &str,
        at: usize,
        len: usize,
        component: Component,
        rule: &'static Rule,
        problem: Problem,
        severity: Severity,
    ) -> Self {
        Diagnostic {
            at,
            len,
            found: text[at..].chars().next().unwrap_or('\u{fffd}'),
            component,
            rule,
            problem,
            severity,
        }
    }

    /// A finding about the one character at byte `at` of `text` (a character boundary).
    pub(crate) fn char(
        text: &str,
        at: usize,
        component: Component,
        rule: &'static Rule,
        problem: Problem,
        severity: Severity,
    ) -> Self {
        let len = text[at..].chars().next().map_or(0, char::len_utf8);
        Diagnostic::new(text, at, len, component, rule, problem, severity)
    }

    /// Where the offending text is.
    pub fn span(&self) -> Span {
        Span::new(self.at, self.at + self.len)
    }

    /// The specification whose grammar this is.
    pub fn spec(&self) -> Spec {
        self.rule.spec
    }

    /// The rule this breaks, as the specification names it.
    pub fn rule(&self) -> &'static str {
        self.rule.name
    }

    /// One sentence a person understands: what, where, which rule of which specification, and
    /// how to fix it.
    pub fn message(&self) -> String {
        let Rule {
            name,
            definition,
            source,
            spec,
        } = *self.rule;
        let at = self.at;
        let shown = describe(self.found);
        let fix = fix(self.rule, self.found);
        match self.problem {
            Problem::NotAllowed => format!(
                "{shown} at byte {at}{ascii} is not allowed in `{name}` ({source}: \
                 `{definition}`); {fix}",
                ascii = not_ascii(self.found)
            ),
            Problem::Excluded if self.found == '#' => format!(
                "`#` at byte {at} is in `{name}` ({source}): only the first `#` starts the \
                 fragment; {fix}"
            ),
            Problem::Excluded => format!(
                "{shown} at byte {at} is in `{name}`, which {spec_name} keeps out of URIs \
                 ({source}: `{definition}`); {fix}",
                spec_name = spec.name()
            ),
            Problem::Reserved => format!(
                "{shown} at byte {at} is `reserved` in RFC 1630 (\"Reserved characters\"), and \
                 `{name}` has no place for it ({source}: `{definition}`){space}",
                space = if self.found == ' ' {
                    "; \"the canonical form for URIs has all white spaces encoded\": write %20"
                } else {
                    ""
                }
            ),
            Problem::BadEscape => format!(
                "`%` at byte {at} does not start an escape ({source}: `{definition}`); a \
                 literal `%` must be written %25"
            ),
            Problem::SchemeChar => format!(
                "{shown} at byte {at}{ascii} is not allowed in a scheme ({source}: \
                 `{definition}`), so the text before the first `:` is not a scheme{relative}",
                ascii = not_ascii(self.found),
                relative = match spec {
                    Spec::Rfc3986 =>
                        ", and a relative reference cannot have a `:` in its \
                                      first segment (RFC 3986 §4.2)",
                    Spec::Rfc2396 =>
                        ", and a relative reference cannot have a `:` in its \
                                      first segment (RFC 2396 §5)",
                    _ => "",
                }
            ),
            Problem::SchemeStart if self.found == ':' => format!(
                "the scheme before the `:` at byte {at} is empty ({source}: `{definition}`)"
            ),
            Problem::SchemeStart => {
                format!("the scheme starts with {shown}, not a letter ({source}: `{definition}`)")
            }
            Problem::ColonInFirstSegment => format!(
                "`:` at byte {at} is in the first segment of a relative path, where it would \
                 be read as the end of a scheme ({source}: `{definition}`); write `./` before \
                 the segment (`./this:that`) or %3A for the colon"
            ),
            Problem::Password => format!(
                "`:` at byte {at} puts a password in the userinfo (`user:password`): {verdict} \
                 ({source})",
                verdict = match spec {
                    Spec::Rfc3986 =>
                        "\"Use of the format \"user:password\" in the userinfo \
                                      field is deprecated\"",
                    _ => "\"This practice is NOT RECOMMENDED\"",
                }
            ),
            Problem::NotServer(why) => format!(
                "{shown} at byte {at}: {why}, so the authority is not a `{name}` ({source}: \
                 `{definition}`); it is read as a registry-based authority (`reg_name`, \
                 RFC 2396 §3.2.1)"
            ),
            Problem::NotIpv4(why) => format!(
                "the host at byte {at} is not an `IPv4address`, {why} ({source}: \
                 `{definition}`), so it is a registered name (`reg-name`), not an address"
            ),
            Problem::Malformed(why) => {
                format!("{shown} at byte {at}: {why} ({source}: `{definition}`)")
            }
        }
    }
}

/// How a character is shown inside a message: printable ones quoted, others by code point.
fn describe(c: char) -> String {
    match c {
        ' ' => "space".to_string(),
        c if c.is_control() || crate::core::text::escape::terminal::is_invisible(c) => {
            format!("U+{:04X}", c as u32)
        }
        c => format!("`{c}`"),
    }
}

/// `" (not US-ASCII)"` for a character beyond US-ASCII, which no grammar here allows unescaped.
fn not_ascii(c: char) -> &'static str {
    if c.is_ascii() { "" } else { " (not US-ASCII)" }
}

/// How to write `c` so that `rule` allows it, in its specification's words.
fn fix(rule: &Rule, c: char) -> String {
    if rule.name == "port" {
        // `port = *DIGIT` has no `pct-encoded`: no way of writing `c` makes it a port.
        return "a port is decimal digits only, and an escape is no digit".to_string();
    }
    let spec = rule.spec;
    let mut octets = String::new();
    let mut buf = [0u8; 4];
    for b in c.encode_utf8(&mut buf).bytes() {
        let _ = write!(octets, "%{b:02X}");
    }
    match spec {
        // Section 2.5: "the data should first be encoded as octets according to the UTF-8
        // character encoding [STD63]; then only those octets that do not correspond to
        // characters in the unreserved set should be percent-encoded".
        Spec::Rfc3986 if c.is_ascii() => format!("percent-encode it as {octets}"),
        // Section 3.2.2: a name for the DNS goes in its IDNA encoding, "rather than a
        // percent-encoding".
        Spec::Rfc3986 if rule.name == "reg-name" => format!(
            "a name meant for the DNS is written in its IDNA encoding (`xn--` labels; RFC 3986 \
             §3.2.2: \"URI producers should provide these registered names in the IDNA \
             encoding, rather than a percent-encoding\"), any other percent-encodes its UTF-8 \
             octets: {octets} (RFC 3986 §2.5)"
        ),
        Spec::Rfc3986 => format!("percent-encode its UTF-8 octets: {octets} (RFC 3986 §2.5)"),
        // "two hexadecimal digits (0-9, A-F) giving the ISO Latin 1 code for that character"
        Spec::Rfc1630 if (c as u32) < 0x100 => {
            format!("encode it as %{:02X}, its ISO Latin-1 code", c as u32)
        }
        Spec::Rfc1630 => "RFC 1630 encodes only ISO Latin-1 characters (`%` and two \
                          hexadecimal digits giving the ISO Latin 1 code)"
            .to_string(),
        // RFC 1808 and RFC 2396 escape octets and name no character encoding for them.
        _ if c.is_ascii() => format!("must be escaped as {octets}"),
        _ => format!("must be escaped as octets ({octets} in UTF-8; the RFC names no encoding)"),
    }
}
