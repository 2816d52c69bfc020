//! Checking a parsed reference against the draft-10 grammar, without refusing to resolve it.
//!
//! Every problem is a [`Diagnostic`]: the byte position, the offending character, the rule it
//! breaks and how to fix it. Nothing here panics on any input.

use std::fmt::Write;

use super::authority::AuthorityKind;
use super::grammar::{self, Excluded};
use super::{Component, Span, UriRef};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// Allowed by the grammar but discouraged or version-dependent.
    Warning,
    /// The grammar does not allow it.
    Error,
}

impl Severity {
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// What is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A character from an excluded class that must be escaped.
    Excluded(Excluded),
    /// `%` not followed by two hexadecimal digits.
    BadEscape,
    /// A character the scheme rule does not allow.
    SchemeChar,
    /// The scheme starts with a digit or sign: draft-10 allows it, RFC 2396 does not.
    SchemeStart,
    /// `user:password` in the userinfo: "This practice is NOT RECOMMENDED".
    Password,
    /// The authority is not a valid `server`, so it is read as a registry name.
    RegistryAuthority,
}

/// One finding of the grammar check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Byte offset of the offending text in the reference.
    pub at: usize,
    /// Its length in bytes (a whole UTF-8 character, or a bad `%` escape).
    pub len: usize,
    /// The offending character.
    pub found: char,
    pub component: Component,
    pub problem: Problem,
    pub severity: Severity,
}

impl Diagnostic {
    pub fn span(&self) -> Span {
        Span::new(self.at, self.at + self.len)
    }

    /// The rule this breaks, as the grammar names it.
    pub fn rule(&self) -> &'static str {
        match self.problem {
            Problem::Excluded(class) => class.rule(),
            Problem::BadEscape => "escaped",
            Problem::SchemeChar | Problem::SchemeStart => "scheme",
            Problem::Password => "userinfo",
            Problem::RegistryAuthority => "server",
        }
    }

    /// One sentence a person understands: what, where, which rule, how to fix it.
    pub fn message(&self) -> String {
        let shown = describe(self.found);
        let mut escaped = String::new();
        let mut buf = [0u8; 4];
        for b in self.found.encode_utf8(&mut buf).bytes() {
            let _ = write!(escaped, "%{b:02X}");
        }
        let at = self.at;
        match self.problem {
            Problem::Excluded(Excluded::NonAscii) => format!(
                "{shown} at byte {at} is not US-ASCII; must be escaped as its UTF-8 octets {escaped}"
            ),
            Problem::Excluded(Excluded::Delims) if self.found == '#' => format!(
                "`#` at byte {at} is in `delims` (only the first `#` starts the fragment); \
                 must be escaped as %23"
            ),
            Problem::Excluded(class) => format!(
                "{shown} at byte {at} is in `{}`; must be escaped as {escaped}",
                class.rule()
            ),
            Problem::BadEscape => format!(
                "`%` at byte {at} does not start an escape (`escaped = \"%\" hex hex`); \
                 a literal `%` must be written %25"
            ),
            Problem::SchemeChar => format!(
                "{shown} at byte {at} is not allowed in a scheme \
                 (`scheme = 1*( alpha | digit | \"+\" | \"-\" | \".\" )`)"
            ),
            Problem::SchemeStart => format!(
                "the scheme starts with {shown}: draft-10 allows it, but RFC 2396 and RFC 3986 \
                 require a letter first (`scheme = alpha *( alpha | digit | \"+\" | \"-\" | \".\" )`)"
            ),
            Problem::Password => format!(
                "`:` at byte {at} puts a password in the userinfo (`user:password`): \
                 \"This practice is NOT RECOMMENDED\""
            ),
            Problem::RegistryAuthority => format!(
                "the authority is not `[ userinfo \"@\" ] host [ \":\" port ]` with a valid host \
                 name or IPv4 address ({shown} at byte {at}), so it is a registry-based authority"
            ),
        }
    }
}

/// How a character is shown inside a message: printable ones quoted, others by code point.
fn describe(c: char) -> String {
    match c {
        ' ' => "space".to_string(),
        c if c.is_control() || crate::core::escape::is_invisible(c) => {
            format!("U+{:04X}", c as u32)
        }
        c => format!("`{c}`"),
    }
}

impl UriRef<'_> {
    /// Every grammar problem in this reference, in the order of the text.
    pub fn diagnostics(&self) -> Vec<Diagnostic> {
        let text = self.as_str();
        let mut found = Vec::new();
        let push = |found: &mut Vec<Diagnostic>, at: usize, component, problem, severity| {
            let ch = text[at..].chars().next().unwrap_or('\u{fffd}');
            let len = if problem == Problem::BadEscape {
                text[at..].chars().take(3).map(char::len_utf8).sum()
            } else {
                ch.len_utf8()
            };
            found.push(Diagnostic {
                at,
                len,
                found: ch,
                component,
                problem,
                severity,
            });
        };

        if let Some(scheme) = self.scheme {
            for (i, c) in scheme.of(text).char_indices() {
                if Excluded::of(c).is_none() && !(c.is_ascii() && grammar::is_scheme_char(c as u8))
                {
                    push(
                        &mut found,
                        i,
                        Component::Scheme,
                        Problem::SchemeChar,
                        Severity::Error,
                    );
                }
            }
            if let Some(first) = scheme.of(text).bytes().next()
                && grammar::is_scheme_char(first)
                && !first.is_ascii_alphabetic()
            {
                push(
                    &mut found,
                    0,
                    Component::Scheme,
                    Problem::SchemeStart,
                    Severity::Warning,
                );
            }
        }

        if let Some(authority) = self.authority_parts() {
            match authority.kind {
                AuthorityKind::Server => {
                    if let Some(user) = authority.userinfo
                        && let Some(colon) = user.of(text).find(':')
                    {
                        push(
                            &mut found,
                            user.start + colon,
                            Component::Authority,
                            Problem::Password,
                            Severity::Warning,
                        );
                    }
                }
                AuthorityKind::Registry => {
                    let value = authority.span.of(text);
                    let at = value
                        .char_indices()
                        .find(|&(_, c)| {
                            !(c.is_ascii_alphanumeric() || matches!(c, '.' | '@' | ':'))
                        })
                        .map_or(authority.span.start, |(i, _)| authority.span.start + i);
                    push(
                        &mut found,
                        at,
                        Component::Authority,
                        Problem::RegistryAuthority,
                        Severity::Warning,
                    );
                }
            }
        }

        // Excluded characters and bad escapes, component by component.
        let components = [
            (Component::Scheme, self.scheme),
            (Component::Authority, self.authority),
            (Component::Path, Some(self.path)),
            (Component::Query, self.query),
            (Component::Fragment, self.fragment),
        ];
        for (component, span) in components {
            let Some(span) = span else { continue };
            let value = span.of(text);
            let bytes = value.as_bytes();
            for (i, c) in value.char_indices() {
                let at = span.start + i;
                match Excluded::of(c) {
                    Some(Excluded::Delims) if c == '%' => {
                        let valid = bytes.len() > i + 2
                            && grammar::is_hex(bytes[i + 1])
                            && grammar::is_hex(bytes[i + 2]);
                        if !valid {
                            push(
                                &mut found,
                                at,
                                component,
                                Problem::BadEscape,
                                Severity::Error,
                            );
                        }
                    }
                    Some(class) => push(
                        &mut found,
                        at,
                        component,
                        Problem::Excluded(class),
                        Severity::Error,
                    ),
                    None => {}
                }
            }
        }
        found.sort_by_key(|d| d.at);
        found
    }
}
