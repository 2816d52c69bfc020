//! RFC 1808 §2.2's BNF, checked on the components §2.4's parse finds.
//!
//! ```text
//! URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
//! absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
//! generic-RL  = scheme ":" relativeURL
//! relativeURL = net_path | abs_path | rel_path
//! net_path    = "//" net_loc [ abs_path ]
//! abs_path    = "/"  rel_path
//! rel_path    = [ path ] [ ";" params ] [ "?" query ]
//! path        = fsegment *( "/" segment )
//! fsegment    = 1*pchar
//! ```
//!
//! The parse (§2.4) takes the fragment, the scheme, the net_loc (up to the next `/`), the query
//! (from the first `?`) and the params (from the first `;`) in turn, so each component holds
//! only characters its rule allows or that the BNF excludes everywhere (`national`,
//! `punctuation`, space, controls, non-ASCII). The one structural rule left is `fsegment`: a
//! relative URL's path cannot start with an empty segment. With a scheme, the second
//! alternative of `absoluteURL` takes any `*( uchar | reserved )`, so only characters count.

use super::checked::Checked;
use super::diagnostics::{Diagnostic, Problem, Rule, Severity};
use super::grammars::Grammar;
use super::shared::{ALPHA, CharSet, DIGIT, Verdict, Voice};
use crate::core::text::url1808::Url1808;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::event::NoTrace;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::spec::Spec;

/// Whose rules these are.
const SPEC: Spec = Spec::Rfc1808;

// The rules are data: rfc1808.json beside this file, made Rust by build/statics.rs.
include!(concat!(env!("OUT_DIR"), "/core/text/grammar/rfc1808.rs"));

/// `safe = "$" | "-" | "_" | "." | "+"`
const SAFE: CharSet = CharSet::of(b"$-_.+");
/// `extra = "!" | "*" | "'" | "(" | ")" | ","`
const EXTRA: CharSet = CharSet::of(b"!*'(),");
/// `uchar = unreserved | escape`, `unreserved = alpha | digit | safe | extra`; `%` stands for
/// `escape`, checked as an escape by the scan.
const UCHAR: CharSet = ALPHA
    .union(DIGIT)
    .union(SAFE)
    .union(EXTRA)
    .union(CharSet::of(b"%"));
/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="`
const RESERVED: CharSet = CharSet::of(b";/?:@&=");
const PCHAR_CHARS: CharSet = UCHAR.union(CharSet::of(b":@&="));
const NET_LOC_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b";?"));
/// A path with its slashes: `fsegment *( "/" segment )`.
const PATH_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b"/"));
/// `params = param *( ";" param )`
const PARAMS_CHARS: CharSet = PCHAR_CHARS.union(CharSet::of(b"/;"));
const QUERY_CHARS: CharSet = UCHAR.union(RESERVED);

/// The two classes the BNF defines but no production uses.
fn excluded(c: char) -> Option<Verdict> {
    let rule = match c {
        '{' | '}' | '|' | '\\' | '^' | '~' | '[' | ']' | '`' => &NATIONAL,
        '<' | '>' | '#' | '%' | '"' => &PUNCTUATION,
        _ => return None,
    };
    Some(Verdict::excluded(rule))
}

const VOICE: Voice = Voice {
    escape: &ESCAPE,
    classify: excluded,
};

pub(super) fn check(text: &str) -> Checked<'_> {
    let url = Url1808::parse(text, Role::Reference, &mut NoTrace);
    // The path is stored with the slash that precedes it, as §2.4.6 allows.
    let path = Span::new(url.path.start - usize::from(url.slash), url.path.end);
    let mut checked = Checked::new(Grammar::Rfc1808, text, path);
    checked.scheme = url.scheme;
    checked.authority = url.net_loc;
    checked.params = url.params;
    checked.query = url.query;
    checked.fragment = url.fragment;
    let out = &mut checked.diagnostics;

    let components = [
        (url.net_loc, Component::Authority, NET_LOC_CHARS, &NET_LOC),
        (Some(path), Component::Path, PATH_CHARS, &PCHAR),
        (url.params, Component::Params, PARAMS_CHARS, &PARAM),
        (url.query, Component::Query, QUERY_CHARS, &QUERY),
        (url.fragment, Component::Fragment, QUERY_CHARS, &FRAGMENT),
    ];
    for (span, component, allowed, rule) in components {
        VOICE.scan(component, allowed, rule).run(text, span, out);
    }
    if url.scheme.is_none() && url.path.of(text).starts_with('/') {
        out.push(Diagnostic::new(
            text,
            url.path.start,
            1,
            Component::Path,
            &FSEGMENT,
            Problem::Malformed(
                "the first segment of the path, before this `/`, is empty, and a relative \
                 URL's path starts with a non-empty `fsegment`",
            ),
            Severity::Error,
        ));
    }
    checked
}
