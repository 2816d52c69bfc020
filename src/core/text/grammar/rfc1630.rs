//! RFC 1630's "BNF of Generic URI Syntax", as far as it goes.
//!
//! ```text
//! fragmentaddress  uri [ # fragmentid ]
//! uri              scheme :  path [ ? search ]
//! scheme           ialpha
//! path             void |  xpalphas  [  / path ]
//! search           xalphas [ + search ]
//! fragmentid       xalphas
//! xalpha           alpha | digit | safe | extra | escape
//! xpalpha          xalpha | +
//! ialpha           alpha [ xalphas ]
//! safe             $ | - | _ | @ | . | &
//! extra            ! | * | " |  ' | ( | ) | ,
//! reserved         = | ; | / | # | ? | : | space
//! escape           % hex hex
//! national         { | } | vline | [ | ] | \ | ^ | ~
//! punctuation      < | >
//! ```
//!
//! The BNF covers absolute forms only. A partial form has no grammar: the RFC gives the rules
//! that expand it and one test ("A partial form can be distinguished from an absolute form in
//! that the latter must have a colon and that colon must occur before any slash characters"),
//! so a partial form's characters and escapes are all there is to check. The path here is
//! everything after `scheme:` up to `?`, `//host` included: RFC 1630 has no authority.
//!
//! What the RFC says of each class decides how bad a character is: "The "national" and
//! "punctuation" characters do not appear in any productions and therefore may not appear in
//! URIs", and "Character codes other than those allowed by the syntax shall not be used
//! unencoded" (errors); the `reserved` characters "have special uses" the BNF does not spell
//! out, so one where the BNF has no place for it is a warning.

use super::checked::Checked;
use super::diagnostics::{Diagnostic, Problem, Rule, Severity};
use super::grammars::Grammar;
use super::shared::{ALPHA, CharSet, DIGIT, Scan, Verdict, Voice};
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// Whose rules these are.
const SPEC: Spec = Spec::Rfc1630;

// The rules are data: rfc1630.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/text/grammar/rfc1630.rs"));

/// `safe = $ | - | _ | @ | . | & | + | -`: the URL BNF's, which adds `+` to the generic
/// BNF's; the generic BNF allows `+` in paths (`xpalpha`) and between search words anyway.
const SAFE: CharSet = CharSet::of(b"$-_@.&+");
/// `extra = ! | * | " | ' | ( | ) | ,`
const EXTRA: CharSet = CharSet::of(b"!*\"'(),");
/// `xalpha = alpha | digit | safe | extra | escape`; `%` stands for `escape`, checked as an
/// escape by the scan.
const XALPHA: CharSet = ALPHA
    .union(DIGIT)
    .union(SAFE)
    .union(EXTRA)
    .union(CharSet::of(b"%"));
const PATH_CHARS: CharSet = XALPHA.union(CharSet::of(b"/"));

/// `national` and `punctuation`, which may not appear at all.
fn excluded(c: char) -> Option<Verdict> {
    let rule = match c {
        '{' | '}' | '|' | '[' | ']' | '\\' | '^' | '~' => &NATIONAL,
        '<' | '>' => &PUNCTUATION,
        _ => return None,
    };
    Some(Verdict::excluded(rule))
}

/// [`excluded`], and a `reserved` character where the BNF has no place for it.
fn excluded_or_reserved(c: char) -> Option<Verdict> {
    excluded(c).or_else(|| {
        matches!(c, '=' | ';' | '/' | '#' | '?' | ':' | ' ').then_some(Verdict {
            rule: None,
            problem: Problem::Reserved,
            severity: Severity::Warning,
        })
    })
}

const VOICE: Voice = Voice {
    escape: &ESCAPE,
    classify: excluded_or_reserved,
};

/// "A partial form can be distinguished from an absolute form in that the latter must have a
/// colon and that colon must occur before any slash characters": the colon of an absolute
/// form (in a text whose fragment-id is set aside).
pub(crate) fn absolute_colon(partial: &str) -> Option<usize> {
    partial.find(':').filter(|&c| !partial[..c].contains('/'))
}

pub(super) fn check(text: &str) -> Checked<'_> {
    let (uri_end, fragment) = match text.find('#') {
        Some(hash) => (hash, Some(Span::new(hash + 1, text.len()))),
        None => (text.len(), None),
    };
    let colon = absolute_colon(&text[..uri_end]);
    let path_start = colon.map_or(0, |c| c + 1);
    let (path_end, query) = match text[path_start..uri_end].find('?') {
        Some(q) => (path_start + q, Some(Span::new(path_start + q + 1, uri_end))),
        None => (uri_end, None),
    };
    let mut checked = Checked::new(Grammar::Rfc1630, text, Span::new(path_start, path_end));
    checked.scheme = colon.map(|c| Span::new(0, c));
    checked.query = query;
    checked.fragment = fragment;
    let out = &mut checked.diagnostics;

    if let Some(scheme) = checked.scheme {
        let first = text.as_bytes()[0];
        if scheme.is_empty() || XALPHA.contains(first) && !ALPHA.contains(first) {
            out.push(Diagnostic::new(
                text,
                0,
                1,
                Component::Scheme,
                &IALPHA,
                Problem::SchemeStart,
                Severity::Error,
            ));
        }
        // In the scheme only the excluded characters are named; a reserved one is not allowed.
        let voice = Voice {
            classify: excluded,
            ..VOICE
        };
        Scan {
            problem: Problem::SchemeChar,
            ..voice.scan(Component::Scheme, XALPHA, &IALPHA)
        }
        .run(text, scheme, out);
    }
    VOICE
        .scan(Component::Path, PATH_CHARS, &PATH)
        .run(text, checked.path, out);
    VOICE
        .scan(Component::Query, XALPHA, &SEARCH)
        .run(text, query, out);
    VOICE
        .scan(Component::Fragment, XALPHA, &FRAGMENTID)
        .run(text, fragment, out);
    checked
}
