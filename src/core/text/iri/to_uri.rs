//! RFC 3987 §3.1: an IRI mapped to a URI.

use super::characters::{is_ascii_not_allowed, is_ascii_printable_not_allowed, is_iprivate};
use super::characters::{is_ucschar, unfit};
use super::mapping::IriOptions;
use super::mapping::Mapping;
use super::mapping::NotMapped;
use super::mapping::push_escapes;
use super::mapping::{Act, emit};
use super::steps::to_uri::{ASCII, CHARACTERS, ENCODE, HOST, URI};
use crate::core::text::escape::terminal::escape_for_terminal;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::idn::registered_name;
use crate::core::text::percent::percent_decode;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::mapping_act::What;
use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;

/// Why the mapping stopped: where in the input, the reason, and the text as far as it went.
struct Refused {
    at: usize,
    message: String,
    so_far: String,
}

/// A piece of the input replaced by a step.
struct Edit {
    at: Span,
    with: String,
}

/// Maps an IRI (reference) to a URI by RFC 3987 §3.1, step by step: each character beyond
/// US-ASCII becomes escapes of its UTF-8 octets (in upper case, as §3.1 step 2.2 advises), and
/// so does each printable US-ASCII character a URI does not allow (as §3.1 allows); escapes
/// already there and every other character stay as they are. With
/// [`IriOptions::idna_host`], a registered name becomes IDNA's ToASCII form instead.
///
/// Fails, with the steps taken, where the result would be no URI reference by RFC 3986's
/// grammar (a control character, a `%` that starts no escape, a second `#`), or where
/// ToASCII fails.
///
/// ```
/// use uriscope::{text::iri::{IriOptions, iri_to_uri}};
/// let uri = iri_to_uri("http://example.com/\u{10300}\u{10301}\u{10302}", &IriOptions::default())?;
/// assert_eq!(uri.output, "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82");
///
/// let idna = IriOptions { idna_host: true };
/// let uri = iri_to_uri("http://r\u{E9}sum\u{E9}.example.org", &idna)?;
/// assert_eq!(uri.output, "http://xn--rsum-bpad.example.org");
/// # Ok::<(), uriscope::text::iri::NotMapped>(())
/// ```
pub fn iri_to_uri(iri: &str, options: &IriOptions) -> Result<Mapping, NotMapped> {
    let mut trace = Trace::default();
    match map_to_uri(iri, options, &mut trace) {
        Ok(uri) => Ok(Mapping::new(iri, uri, trace)),
        Err(refused) => Err(NotMapped {
            at: refused.at,
            message: refused.message,
            mapping: Mapping::new(iri, refused.so_far, trace),
        }),
    }
}

/// §3.1's steps, each handed to `observer`; gives the URI, or why there is none.
fn map_to_uri(
    iri: &str,
    options: &IriOptions,
    observer: &mut impl Observer,
) -> Result<String, Refused> {
    let split = UriRef::parse(iri);
    let query = split.span(Component::Query);
    let in_query = |at: usize| query.is_some_and(|q| q.start <= at && at < q.end);
    let mut edits: Vec<Edit> = Vec::new();

    // Step 1, variant c: the characters as they are, normalized or not.
    let nfc = icu_normalizer::ComposingNormalizerBorrowed::new_nfc();
    let acts = match nfc.is_normalized(iri) {
        true => Vec::new(),
        false => vec![(Span::new(0, iri.len()), What::Flagged { why: Why::NotNfc })],
    };
    step(observer, &CHARACTERS, iri, &edits, &acts);

    // The registered name by ToASCII, where asked for and not US-ASCII already.
    let host = split
        .span(Component::Authority)
        .and_then(|a| registered_name(iri, a));
    if let Some(host) = host.filter(|_| options.idna_host) {
        let name = host.of(iri);
        let mut acts = Vec::new();
        // A name of US-ASCII alone is left as it is, escapes and all: the mapping is an
        // identity for URIs (§3.1).
        if !name.is_ascii() {
            let ascii = to_ascii(name).map_err(|message| Refused {
                at: host.start,
                message,
                so_far: apply(iri, &edits),
            })?;
            acts.push((
                host,
                What::ToAscii {
                    ascii: ascii.clone(),
                },
            ));
            edits.push(Edit {
                at: host,
                with: ascii,
            });
        }
        step(observer, &HOST, iri, &edits, &acts);
    }

    // Step 2: every character beyond US-ASCII as escapes of its UTF-8 octets; one that is no
    // IRI character is flagged, and escaped all the same so that the URI is one.
    let mut acts = Vec::new();
    let mut encoded = Vec::new();
    for (at, c) in iri.char_indices().filter(|(_, c)| !c.is_ascii()) {
        if edits
            .iter()
            .any(|edit| edit.at.start <= at && at < edit.at.end)
        {
            continue;
        }
        let span = Span::new(at, at + c.len_utf8());
        acts.push((span, What::Encoded { character: c }));
        let why = match unfit(c, in_query(at)) {
            Some(why @ (Why::BidiControl(_) | Why::PrivateUseOutsideQuery(_))) => Some(why),
            _ if !is_ucschar(c) && !is_iprivate(c) => Some(Why::NotIriCharacter(c)),
            _ => None,
        };
        if let Some(why) = why {
            acts.push((span, What::Flagged { why }));
        }
        let mut with = String::new();
        push_escapes(&mut with, c.encode_utf8(&mut [0; 4]).as_bytes());
        encoded.push(Edit { at: span, with });
    }
    merge(&mut edits, encoded);
    step(observer, &ENCODE, iri, &edits, &acts);

    // The printable US-ASCII a URI does not allow, escaped as §3.1 allows; a control is not,
    // and the check below refuses it.
    let mut acts = Vec::new();
    let mut encoded = Vec::new();
    for (at, byte) in iri.bytes().enumerate() {
        // A byte the registered name's ToASCII replaced is no longer there to escape.
        if !is_ascii_not_allowed(byte)
            || edits
                .iter()
                .any(|edit| edit.at.start <= at && at < edit.at.end)
        {
            continue;
        }
        let span = Span::new(at, at + 1);
        let c = char::from(byte);
        if is_ascii_printable_not_allowed(byte) {
            acts.push((span, What::Encoded { character: c }));
            encoded.push(Edit {
                at: span,
                with: format!("%{byte:02X}"),
            });
        } else {
            let why = Why::NotAllowedAscii(c);
            acts.push((span, What::Flagged { why }));
        }
    }
    merge(&mut edits, encoded);
    step(observer, &ASCII, iri, &edits, &acts);

    // The result is a URI reference, or the mapping fails.
    let uri = apply(iri, &edits);
    let checked = Grammar::Rfc3986.check(&uri);
    emit(observer, &URI, iri, &[], &uri);
    if let Some(error) = checked.diagnostics.iter().find(|d| is_error(d)) {
        return Err(Refused {
            at: input_offset(&edits, error.at),
            message: format!(
                "no URI reference: at byte {} of `{}`, {} (RFC 3986 rule `{}`)",
                error.at,
                escape_for_terminal(&uri),
                error.message(),
                error.rule()
            ),
            so_far: uri,
        });
    }
    Ok(uri)
}

fn is_error(diagnostic: &crate::core::text::grammar::diagnostics::Diagnostic) -> bool {
    diagnostic.severity == crate::core::text::grammar::diagnostics::Severity::Error
}

/// Hands a step to `observer`, with the text its edits and those before it made.
fn step(
    observer: &mut impl Observer,
    step: &'static Step,
    iri: &str,
    edits: &[Edit],
    acts: &[Act],
) {
    emit(observer, step, iri, acts, &apply(iri, edits));
}

/// ToASCII on each label, with STD3's rules (UTS #46, which took the place of RFC 3490's
/// IDNA2003 that §3.1 names), after the name's escapes are decoded.
fn to_ascii(name: &str) -> Result<String, String> {
    let decoded = percent_decode(name.as_bytes());
    let Ok(decoded) = std::str::from_utf8(&decoded) else {
        return Err(format!(
            "the registered name `{}` has escapes that are no UTF-8, which ToASCII cannot read",
            escape_for_terminal(name)
        ));
    };
    idna::domain_to_ascii_strict(decoded).map_err(|_| {
        format!(
            "ToASCII fails on the registered name `{}` (UTS #46 with STD3's rules): the IRI \
             cannot be resolved (RFC 3987 §3.1)",
            escape_for_terminal(decoded)
        )
    })
}

/// Adds edits that overlap none already there, keeping them in the order of the text.
fn merge(edits: &mut Vec<Edit>, more: Vec<Edit>) {
    edits.extend(more);
    edits.sort_by_key(|edit| edit.at.start);
}

/// The input with the edits made.
fn apply(iri: &str, edits: &[Edit]) -> String {
    let mut out = String::with_capacity(iri.len() + edits.len() * 6);
    let mut last = 0;
    for edit in edits {
        out.push_str(&iri[last..edit.at.start]);
        out.push_str(&edit.with);
        last = edit.at.end;
    }
    out.push_str(&iri[last..]);
    out
}

/// Where an offset of the output was in the input.
fn input_offset(edits: &[Edit], output: usize) -> usize {
    let mut shift: isize = 0;
    for edit in edits {
        let start = edit.at.start.saturating_add_signed(shift);
        if output < start {
            break;
        }
        if output < start + edit.with.len() {
            return edit.at.start;
        }
        shift += edit.with.len() as isize - edit.at.len() as isize;
    }
    output.saturating_add_signed(-shift)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::vocabulary::finding::Finding;

    fn uri(iri: &str) -> String {
        iri_to_uri(iri, &IriOptions::default()).unwrap().output
    }

    /// RFC 3987 §3.1's own examples.
    #[test]
    fn the_rfc_s_own_examples() {
        assert_eq!(
            uri("http://www.example.org/red%09ros\u{E9}#red"),
            "http://www.example.org/red%09ros%C3%A9#red"
        );
        assert_eq!(
            uri("http://example.com/\u{10300}\u{10301}\u{10302}"),
            "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
        );
        assert_eq!(
            uri("http://r\u{E9}sum\u{E9}.example.org"),
            "http://r%C3%A9sum%C3%A9.example.org"
        );
        assert_eq!(
            uri("http://validator.w3.org/check?uri=http%3A%2F%2Fr\u{E9}sum\u{E9}.example.org"),
            "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"
        );
        let idna = IriOptions { idna_host: true };
        let mapping = iri_to_uri("http://r\u{E9}sum\u{E9}.example.org", &idna).unwrap();
        assert_eq!(mapping.output, "http://xn--rsum-bpad.example.org");
        assert_eq!(mapping.trace().steps()[1].step.id, "ireg-name");
    }

    #[test]
    fn a_uri_maps_to_itself() {
        for text in ["http://a/b/c/d;p?q", "%41%e9#f", "", "mailto:x@y"] {
            assert_eq!(uri(text), text);
        }
    }

    #[test]
    fn printable_ascii_a_uri_does_not_allow_is_escaped_and_a_control_refused() {
        let mapping = iri_to_uri("http://e/a b<c>", &IriOptions::default()).unwrap();
        let trace = mapping.trace();
        assert_eq!(
            trace.steps()[2].mapped(trace),
            Some("http://e/a%20b%3Cc%3E")
        );
        let refused = iri_to_uri("http://e/ü\tx", &IriOptions::default()).unwrap_err();
        assert_eq!(refused.at, 11);
        assert!(
            refused.message.starts_with("no URI reference: at byte 15"),
            "{}",
            refused.message
        );
        let steps = refused.mapping.trace().steps();
        assert_eq!(steps.last().unwrap().step.id, "URI");
    }

    #[test]
    fn characters_an_iri_must_not_hold_are_flagged_and_still_escaped() {
        let mapping = iri_to_uri(
            "http://e/\u{202E}x\u{E000}?\u{E000}\u{85}",
            &IriOptions::default(),
        )
        .unwrap();
        assert_eq!(
            mapping.output,
            "http://e/%E2%80%AEx%EE%80%80?%EE%80%80%C2%85"
        );
        let flags: Vec<&str> = mapping.flags().map(|f| f.rule()).collect();
        assert_eq!(
            flags,
            [
                "bidi-control",
                "private-use-outside-query",
                "not-iri-character"
            ]
        );
    }

    #[test]
    fn a_text_not_in_nfc_is_flagged_and_kept() {
        let mapping = iri_to_uri("Vie\u{302}\u{323}t", &IriOptions::default()).unwrap();
        assert_eq!(mapping.output, "Vie%CC%82%CC%A3t");
        assert!(matches!(
            mapping.flags().next(),
            Some(Finding::Mapping {
                why: Why::NotNfc,
                ..
            })
        ));
    }

    #[test]
    fn to_ascii_that_fails_says_so() {
        let idna = IriOptions { idna_host: true };
        let refused = iri_to_uri("http://a\u{FFFD}b/", &idna).unwrap_err();
        assert!(
            refused.message.starts_with("ToASCII fails"),
            "{}",
            refused.message
        );
        assert_eq!(refused.at, 7);
        let converted = iri_to_uri("http://user@bücher.example:80/", &idna).unwrap();
        assert_eq!(converted.output, "http://user@xn--bcher-kva.example:80/");
        // A URI maps to itself, its escaped name too.
        let uri = "http://b%C3%BCcher.ex%60ample/";
        assert_eq!(iri_to_uri(uri, &idna).unwrap().output, uri);
    }
}
