//! RFC 3987 §3.2: a URI converted to an IRI.

use super::characters::{is_ascii_not_allowed, unfit};
use super::mapping::IriOptions;
use super::mapping::Mapping;
use super::mapping::push_escapes;
use super::mapping::{Act, emit};
use super::steps::to_iri::{CHARACTERS, DECODE, HOST, NOT_UTF8, OCTETS, UNFIT};
use crate::core::text::idn::{HostWarning, is_international, read_labels, registered_name};
use crate::core::text::percent::escape_at;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::mapping_act::What;
use crate::core::vocabulary::mapping_why::Why;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::trace::Trace;

/// What becomes of an escape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fate {
    /// Kept by step 2 (`%`, reserved, not allowed).
    Kept,
    /// Decoded by step 2 and escaped again by step 3 (no UTF-8).
    NotUtf8,
    /// Decoded by step 2 and escaped again by step 4 (a character unfit for an IRI).
    Unfit,
    /// Decoded, and a character of the IRI.
    Decoded,
}

/// An escape of the URI.
struct Escape {
    at: usize,
    octet: u8,
    fate: Fate,
}

/// Maps a URI (reference) to an IRI by RFC 3987 §3.2, step by step: an escape is decoded where
/// its octets are UTF-8 of a character fit for an IRI, else kept, saying why. Total: a text
/// that is no URI is converted all the same (a character beyond US-ASCII is kept as it is, and
/// flagged at step 1).
///
/// ```
/// use uriscope::text::iri::uri_to_iri;
/// let iri = uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae");
/// let trace = iri.trace();
/// let after: Vec<&str> = trace.steps().iter().filter_map(|step| step.mapped(trace)).collect();
/// assert_eq!(after[1], "http://xn--99zt52a.example.org/<e2><80><ae>");
/// assert_eq!(after[3], "http://xn--99zt52a.example.org/%E2%80%AE");
/// assert_eq!(iri.kept_escaped().next().unwrap().why.id(), "bidi-control");
/// ```
pub fn uri_to_iri(uri: &str) -> Mapping {
    let mut trace = Trace::default();
    let output = map_to_iri(uri, &mut trace);
    Mapping::new(uri, output, trace)
}

/// §3.2's steps, each handed to `observer`; gives the IRI.
fn map_to_iri(uri: &str, observer: &mut impl Observer) -> String {
    let bytes = uri.as_bytes();
    let query = UriRef::parse(uri).span(Component::Query);
    let in_query = |at: usize| query.is_some_and(|q| q.start <= at && at < q.end);

    // Step 1: the octets; anything a URI does not hold is flagged.
    let mut flags = Vec::new();
    let mut escapes = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let byte = bytes[at];
        if let Some(octet) = escape_at(bytes, at) {
            escapes.push(Escape {
                at,
                octet,
                fate: Fate::Decoded,
            });
            at += 3;
        } else if byte >= 0x80 {
            let c = uri[at..].chars().next().unwrap_or_default();
            flags.push(flag(at, at + c.len_utf8(), Why::NotUsAscii(c)));
            at += c.len_utf8();
        } else {
            if is_ascii_not_allowed(byte) {
                flags.push(flag(at, at + 1, Why::NotAllowedAscii(char::from(byte))));
            }
            at += 1;
        }
    }

    // Step 2: every escape decoded but `%`, the reserved and the not allowed.
    let mut decoded = Vec::new();
    for escape in &mut escapes {
        let why = match escape.octet {
            b'%' => Why::PercentSign,
            b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@' | b'!' | b'$' | b'&' | b'\'' | b'('
            | b')' | b'*' | b'+' | b',' | b';' | b'=' => Why::Reserved(char::from(escape.octet)),
            octet if is_ascii_not_allowed(octet) => Why::NotAllowedAscii(char::from(octet)),
            _ => continue,
        };
        escape.fate = Fate::Kept;
        decoded.push((Span::new(escape.at, escape.at + 3), What::Kept { why }));
    }
    for run in runs(&escapes) {
        decoded.push((span_of(&escapes[run]), What::Decoded));
    }
    decoded.sort_by_key(|(at, _)| at.start);

    // Steps 3 and 4: the decoded runs read as UTF-8; what is no UTF-8, or no character fit
    // for an IRI where it stands, is escaped again.
    let (mut not_utf8, mut unfit_acts, mut characters): (Vec<Act>, Vec<Act>, Vec<Act>) =
        (Vec::new(), Vec::new(), Vec::new());
    for run in runs(&escapes) {
        let octets: Vec<u8> = escapes[run.clone()].iter().map(|e| e.octet).collect();
        let mut offset = run.start;
        for chunk in octets.utf8_chunks() {
            for c in chunk.valid().chars() {
                let piece = offset..offset + c.len_utf8();
                offset = piece.end;
                let at = span_of(&escapes[piece.clone()]);
                match (!c.is_ascii())
                    .then(|| unfit(c, in_query(at.start)))
                    .flatten()
                {
                    Some(why) => {
                        escapes[piece].iter_mut().for_each(|e| e.fate = Fate::Unfit);
                        unfit_acts.push((at, What::Kept { why }));
                    }
                    None => characters.push((at, What::Read { character: c })),
                }
            }
            let invalid = chunk.invalid();
            if !invalid.is_empty() {
                let piece = offset..offset + invalid.len();
                offset = piece.end;
                escapes[piece.clone()]
                    .iter_mut()
                    .for_each(|e| e.fate = Fate::NotUtf8);
                not_utf8.push((span_of(&escapes[piece]), What::Kept { why: Why::NotUtf8 }));
            }
        }
    }

    emit(observer, &OCTETS, uri, &flags, uri);
    let stages = [
        (&DECODE, Stage::Decoded, decoded),
        (&NOT_UTF8, Stage::NotUtf8Escaped, not_utf8),
        (&UNFIT, Stage::UnfitEscaped, unfit_acts),
        (&CHARACTERS, Stage::Characters, characters),
    ];
    let mut after = String::new();
    for (step, stage, acts) in stages {
        after = render(uri, &escapes, stage);
        emit(observer, step, uri, &acts, &after);
    }
    after
}

/// [`uri_to_iri`], then, with [`IriOptions::idna_host`], the registered name's Punycode
/// labels converted by ToUnicode (§3.2.1), unless UTS #39 finds the name may deceive or
/// ToUnicode finds an error: then it stays, flagged.
///
/// ```
/// use uriscope::{text::iri::{IriOptions, uri_to_iri_with}};
/// let idna = IriOptions { idna_host: true };
/// let iri = uri_to_iri_with("http://xn--99zt52a.example.org/%e2%80%ae", &idna);
/// assert_eq!(iri.output, "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE");
/// let kept = uri_to_iri_with("http://xn--l-7sba6dbr.com/", &idna);
/// assert_eq!(kept.output, "http://xn--l-7sba6dbr.com/");
/// assert_eq!(kept.flags().next().unwrap().rule(), "deceptive-host");
/// ```
pub fn uri_to_iri_with(uri: &str, options: &IriOptions) -> Mapping {
    let mut trace = Trace::default();
    let mut output = map_to_iri(uri, &mut trace);
    if options.idna_host {
        output = unicode_host(uri, output, &mut trace);
    }
    Mapping::new(uri, output, trace)
}

/// The step that converts the IRI's registered name by ToUnicode, where it has `xn--` labels;
/// gives the IRI after it.
fn unicode_host(uri: &str, iri: String, observer: &mut impl Observer) -> String {
    let name = |text: &str| {
        (UriRef::parse(text).span(Component::Authority))
            .and_then(|authority| registered_name(text, authority))
    };
    let (Some(at), Some(host)) = (name(uri), name(&iri)) else {
        return iri;
    };
    let written = host.of(&iri);
    if !written.is_ascii() || !is_international(written) {
        return iri;
    }
    let reading = read_labels(written);
    let deceptive = reading.warnings.iter().any(|warning| {
        matches!(
            warning,
            HostWarning::MixedScripts { .. }
                | HostWarning::Confusable { .. }
                | HostWarning::BadPunycode { .. }
        )
    });
    let (unicode, errors) = idna::domain_to_unicode(written);
    let mut after = iri;
    let act = match (deceptive, errors) {
        (true, _) => flag(at.start, at.end, Why::DeceptiveHost),
        (false, Err(_)) => flag(at.start, at.end, Why::NoUnicodeHost),
        (false, Ok(())) => {
            after.replace_range(host.start..host.end, &unicode);
            (at, What::ToUnicode { unicode })
        }
    };
    emit(observer, &HOST, uri, &[act], &after);
    after
}

fn flag(start: usize, end: usize, why: Why) -> Act {
    (Span::new(start, end), What::Flagged { why })
}

/// The runs of escapes step 2 decoded that stand side by side in the text, as index ranges.
fn runs(escapes: &[Escape]) -> Vec<std::ops::Range<usize>> {
    let mut runs: Vec<std::ops::Range<usize>> = Vec::new();
    for (i, escape) in escapes.iter().enumerate() {
        if escape.fate == Fate::Kept {
            continue;
        }
        match runs.last_mut() {
            Some(run) if run.end == i && escapes[i - 1].at + 3 == escape.at => run.end = i + 1,
            _ => runs.push(i..i + 1),
        }
    }
    runs
}

/// The span a run of escapes side by side covers.
fn span_of(escapes: &[Escape]) -> Span {
    Span::new(escapes[0].at, escapes[escapes.len() - 1].at + 3)
}

/// How far the mapping has gone, for the text after a step.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    Decoded,
    NotUtf8Escaped,
    UnfitEscaped,
    Characters,
}

/// The text at `stage`: an escape kept as written, escaped again in upper case, or decoded
/// (US-ASCII as itself, other octets as `<c3>` until step 5 reads them as characters).
fn render(uri: &str, escapes: &[Escape], stage: Stage) -> String {
    let mut out = String::with_capacity(uri.len() + uri.len() / 3);
    // Decoded octets wait here until they are a whole character.
    let mut pending: Vec<u8> = Vec::new();
    let mut last = 0;
    for escape in escapes {
        out.push_str(&uri[last..escape.at]);
        last = escape.at + 3;
        let escaped_again = match escape.fate {
            Fate::Kept => {
                out.push_str(&uri[escape.at..last]);
                continue;
            }
            Fate::NotUtf8 => stage >= Stage::NotUtf8Escaped,
            Fate::Unfit => stage >= Stage::UnfitEscaped,
            Fate::Decoded => false,
        };
        if escaped_again {
            push_escapes(&mut out, &[escape.octet]);
        } else if escape.octet.is_ascii() {
            out.push(char::from(escape.octet));
        } else if stage == Stage::Characters {
            pending.push(escape.octet);
            if let Ok(text) = std::str::from_utf8(&pending) {
                out.push_str(text);
                pending.clear();
            }
        } else {
            out.push_str(&format!("<{:02x}>", escape.octet));
        }
    }
    debug_assert!(pending.is_empty(), "step 5 reads only whole characters");
    out.push_str(&uri[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text after each step, read from the mapping's trace.
    fn afters_of(mapping: &Mapping) -> Vec<String> {
        let trace = mapping.trace();
        (trace.steps().iter())
            .map(|step| {
                step.mapped(trace)
                    .expect("every step ends with its text")
                    .to_string()
            })
            .collect()
    }

    fn afters(uri: &str) -> Vec<String> {
        afters_of(&uri_to_iri(uri))
    }

    /// RFC 3987 §3.2.1's three examples, step by step (its step 5 is in XML notation there).
    #[test]
    fn the_rfc_s_own_examples_step_by_step() {
        assert_eq!(
            afters("http://www.example.org/D%C3%BCrst"),
            [
                "http://www.example.org/D%C3%BCrst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D<c3><bc>rst",
                "http://www.example.org/D\u{FC}rst",
            ]
        );
        assert_eq!(
            afters("http://www.example.org/D%FCrst"),
            [
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D<fc>rst",
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D%FCrst",
                "http://www.example.org/D%FCrst",
            ]
        );
        assert_eq!(
            afters("http://xn--99zt52a.example.org/%e2%80%ae"),
            [
                "http://xn--99zt52a.example.org/%e2%80%ae",
                "http://xn--99zt52a.example.org/<e2><80><ae>",
                "http://xn--99zt52a.example.org/<e2><80><ae>",
                "http://xn--99zt52a.example.org/%E2%80%AE",
                "http://xn--99zt52a.example.org/%E2%80%AE",
            ]
        );
    }

    /// §3.2's own sentence: "http://www.example.org/r%E9sum%E9.html" must not be converted to
    /// an IRI with e-acute characters.
    #[test]
    fn no_other_character_set_is_guessed() {
        let iri = uri_to_iri("http://www.example.org/r%E9sum%E9.html");
        assert_eq!(iri.output, "http://www.example.org/r%E9sum%E9.html");
        let kept: Vec<(usize, Vec<u8>, &str)> = iri
            .kept_escaped()
            .map(|k| (k.at.start, k.octets(), k.why.id()))
            .collect();
        assert_eq!(
            kept,
            [(24, vec![0xE9], "not-utf8"), (30, vec![0xE9], "not-utf8")]
        );
    }

    #[test]
    fn step_2_keeps_percent_reserved_and_not_allowed_and_decodes_unreserved() {
        let iri = uri_to_iri("http://e/%41%2F%25%20%7e?%3D");
        assert_eq!(afters_of(&iri)[1], "http://e/A%2F%25%20~?%3D");
        assert_eq!(iri.output, "http://e/A%2F%25%20~?%3D");
        let why: Vec<&str> = iri.kept_escaped().map(|k| k.why.id()).collect();
        assert_eq!(why, ["reserved", "percent-sign", "not-allowed", "reserved"]);
    }

    #[test]
    fn a_character_unfit_where_it_stands_stays_escaped() {
        // Private use: only the query holds it.
        let iri = uri_to_iri("http://e/%EE%80%80?%EE%80%80");
        assert_eq!(iri.output, "http://e/%EE%80%80?\u{E000}");
        let iri = uri_to_iri("http://e/a%C2%A0b%E2%80%8Bc%CD%B8");
        assert_eq!(iri.output, "http://e/a%C2%A0b%E2%80%8Bc%CD%B8");
        let why: Vec<&str> = iri.kept_escaped().map(|k| k.why.id()).collect();
        assert_eq!(why, ["invisible", "invisible", "unassigned"]);
    }

    #[test]
    fn a_sequence_cut_by_a_kept_escape_is_no_utf8_and_the_rest_still_reads() {
        let iri = uri_to_iri("%C3%2F%BC%C3%BC");
        assert_eq!(iri.output, "%C3%2F%BC\u{FC}");
        assert_eq!(afters_of(&iri)[1], "<c3>%2F<bc><c3><bc>");
    }

    #[test]
    fn punycode_labels_by_to_unicode_unless_they_deceive() {
        let idna = IriOptions { idna_host: true };
        // §3.2.1's own example.
        let iri = uri_to_iri_with("http://xn--99zt52a.example.org/%e2%80%ae", &idna);
        assert_eq!(iri.output, "http://\u{7D0D}\u{8C46}.example.org/%E2%80%AE");
        assert_eq!(iri.trace().steps()[5].step.id, "ireg-name");
        let kept = uri_to_iri_with("http://user@xn--zz.example:80/", &idna);
        assert_eq!(kept.output, "http://user@xn--zz.example:80/");
        let plain = uri_to_iri_with("http://example.com/", &idna);
        assert_eq!(plain.trace().steps().len(), 5);
    }

    #[test]
    fn what_is_no_uri_is_flagged_and_kept() {
        let iri = uri_to_iri("http://e/ü x%C3%BC");
        assert_eq!(iri.output, "http://e/ü x\u{FC}");
        let flags: Vec<(Option<usize>, &str)> = iri.flags().map(|f| (f.at(), f.rule())).collect();
        assert_eq!(
            flags,
            [(Some(9), "not-us-ascii"), (Some(11), "not-allowed")]
        );
    }
}
