//! The JSON documents of `resolve --json` and `parse --json`. Every key is fixed and listed in
//! README.md ("JSON format"); undefined components are `null`, empty ones `""`.
//!
//! serde_json escapes `"`, `\` and C0 controls, but writes DEL, C1 controls, bidi overrides and
//! zero-width characters raw; [`TerminalSafe`] escapes those as `\uXXXX` too, so JSON that lands
//! on a terminal cannot reorder or hide text. It is valid JSON either way. Documents are streamed
//! to the writer (the events of a trace are produced one at a time), so a trace of 100,000
//! removals is never held as JSON in memory.

use std::io::{self, Write};

use serde::{Serialize, Serializer};
use serde_json::ser::{CompactFormatter, PrettyFormatter};

use super::json_safe::TerminalSafe;
use crate::core::specs::whatwg::attributes::Attributes;
use crate::core::specs::whatwg::record::Url;
use crate::core::text::grammar::authority::HostKind;
use crate::core::text::grammar::checked::Checked;
use crate::core::text::grammar::diagnostics::Diagnostic;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::path::Segment;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::{Component, Role};
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::span::Span;
use crate::core::vocabulary::switch::Switch;
use crate::core::vocabulary::validation::Validation;
use crate::core::vocabulary::whatwg_validation::ValidationError;

/// Writes `value` as JSON (a pretty block, or one compact line), then a newline.
pub fn write_line<T: Serialize>(out: &mut impl Write, value: &T, pretty: bool) -> io::Result<()> {
    let written = if pretty {
        let formatter = TerminalSafe(PrettyFormatter::new());
        value.serialize(&mut serde_json::Serializer::with_formatter(
            &mut *out, formatter,
        ))
    } else {
        let formatter = TerminalSafe(CompactFormatter);
        value.serialize(&mut serde_json::Serializer::with_formatter(
            &mut *out, formatter,
        ))
    };
    written.map_err(io::Error::from)?;
    writeln!(out)
}

/// The components of one URI reference.
#[derive(Serialize)]
pub struct ComponentsJson<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    /// `"server"` or `"registry"`; null without an authority.
    pub authority_kind: Option<&'static str>,
    pub userinfo: Option<&'a str>,
    pub host: Option<&'a str>,
    pub port: Option<&'a str>,
    pub path: &'a str,
    pub segments: Vec<SegmentJson<'a>>,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

#[derive(Serialize)]
pub struct SegmentJson<'a> {
    /// The whole segment, parameters included.
    pub segment: &'a str,
    /// Before the first `;`.
    pub name: &'a str,
    pub params: Vec<&'a str>,
}

impl<'a> SegmentJson<'a> {
    pub fn of(segment: Segment<'a>) -> Self {
        SegmentJson {
            segment: segment.as_str(),
            name: segment.name(),
            params: segment.params().map(|p| p.of(segment.text())).collect(),
        }
    }
}

impl<'a> ComponentsJson<'a> {
    pub fn of(uri: &UriRef<'a>) -> Self {
        let text = uri.as_str();
        let parts = Grammar::Rfc2396.authority_parts(uri);
        let part = |pick: fn(&crate::core::text::grammar::authority::Authority) -> Option<Span>| {
            parts.as_ref().and_then(pick).map(|span| span.of(text))
        };
        ComponentsJson {
            scheme: uri.scheme(),
            authority: uri.authority(),
            authority_kind: parts.as_ref().map(|a| a.kind.name()),
            userinfo: part(|a| a.userinfo),
            host: part(|a| a.host),
            port: part(|a| a.port),
            path: uri.path(),
            segments: uri.segments().map(SegmentJson::of).collect(),
            query: uri.query(),
            fragment: uri.fragment(),
        }
    }
}

/// The `options` object: each switch of [`Switch::ALL`] by its id, a toggle as a boolean, any
/// other by its value's name.
pub struct OptionsJson {
    options: Options,
}

impl OptionsJson {
    pub fn of(options: &Options) -> Self {
        OptionsJson { options: *options }
    }
}

impl Serialize for OptionsJson {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serialize_switches(&Switch::ALL, &self.options, serializer)
    }
}

/// `options` as `table`'s switches write it.
pub fn serialize_switches<S: Serializer>(
    table: &[&'static Switch],
    options: &Options,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut map = serializer.serialize_map(Some(table.len()))?;
    for switch in table {
        let value = switch.value(options);
        if switch.is_toggle() {
            map.serialize_entry(switch.id(), &(value == "on"))?;
        } else {
            map.serialize_entry(switch.id(), value)?;
        }
    }
    map.end()
}

#[derive(Serialize)]
pub struct ComponentsOfAll<'a> {
    pub base: ComponentsJson<'a>,
    pub reference: ComponentsJson<'a>,
    /// Null when the resolution failed.
    pub result: Option<ComponentsJson<'a>>,
}

/// What `new URL(reference, base)` gives under the WHATWG URL Standard: the keys that
/// `parse --spec whatwg --json` and `resolve --spec whatwg --json` add.
#[derive(Serialize)]
pub struct WhatwgJson<'a> {
    /// The JavaScript `URL` attributes, or `null` when the parser returned failure.
    pub url: Option<Attributes<'a>>,
    /// The reference's (the input's) validation errors.
    pub validation_errors: Vec<ValidationErrorJson>,
    /// The base's.
    pub base_validation_errors: Vec<ValidationErrorJson>,
}

impl<'a> WhatwgJson<'a> {
    pub fn of(url: Option<&'a Url>, validation: &Validation) -> Self {
        let list = |errors: &[(ValidationError, usize)]| {
            errors
                .iter()
                .map(|&(error, at)| ValidationErrorJson {
                    name: error.name(),
                    at,
                })
                .collect()
        };
        WhatwgJson {
            url: url.map(Url::attributes),
            validation_errors: list(&validation.input),
            base_validation_errors: list(&validation.base),
        }
    }
}

/// A validation error by the Standard's name, at a byte of the text as given.
#[derive(Serialize)]
pub struct ValidationErrorJson {
    pub name: &'static str,
    pub at: usize,
}

/// `parse --spec whatwg --json`.
#[derive(Serialize)]
pub struct WhatwgParseJson<'a> {
    pub input: &'a str,
    pub base: Option<&'a str>,
    pub spec: &'static str,
    /// Why the parser returned failure, or `null`.
    pub error: Option<String>,
    #[serde(flatten)]
    pub parsed: WhatwgJson<'a>,
    /// What each run of escapes in the URL's serialization stands for.
    pub octets: Vec<OctetRunJson<'a>>,
    /// The readings of the URL's host, where it is an international domain.
    pub host_reading: Option<HostReadingJson>,
}

/// The object `parse --json` prints.
#[derive(Serialize)]
pub struct ParseJson<'a> {
    pub uri: &'a str,
    /// The specification whose grammar read it.
    pub spec: &'static str,
    /// False when a diagnostic has severity `error`.
    pub valid: bool,
    pub components: CheckedComponentsJson<'a>,
    pub diagnostics: Vec<DiagnosticJson>,
    /// What each run of escapes and non-ASCII characters stands for.
    pub octets: Vec<OctetRunJson<'a>>,
    /// An international registered name's readings; `null` for any other host.
    pub host_reading: Option<HostReadingJson>,
}

/// `parse --json`'s `host_reading`: what UTS #46 and UTS #39 make of a registered name.
#[derive(Serialize)]
pub struct HostReadingJson {
    /// The name read (escapes decoded).
    pub name: String,
    /// The WHATWG URL Standard's host parser; `null` where it fails.
    pub ascii: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ascii_error: Option<String>,
    /// UTS #46 ToUnicode.
    pub unicode: String,
    /// UTS #46 ToASCII with IDNA2008's lookup flags; `null` where it fails.
    pub strict: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub strict_error: Option<String>,
    pub labels: Vec<HostLabelJson>,
    pub warnings: Vec<HostWarningJson>,
}

/// One label of a [`HostReadingJson`].
#[derive(Serialize)]
pub struct HostLabelJson {
    pub written: String,
    pub unicode: String,
    /// An `xn--` label's Punycode decoded; absent for another label, `null` where it does not
    /// decode.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub punycode: Option<Option<String>>,
    pub scripts: Vec<&'static str>,
}

/// A warning of a [`HostReadingJson`].
#[derive(Serialize)]
pub struct HostWarningJson {
    /// `mixed-scripts`, `confusable`, `not-nfc`, `bad-punycode`, `readings-differ`,
    /// `deviation`.
    pub rule: &'static str,
    pub why: String,
}

impl HostReadingJson {
    pub fn of(reading: &crate::core::tools::host_reading::HostReading) -> Self {
        HostReadingJson {
            name: reading.name.clone(),
            ascii: reading.ascii.clone().ok(),
            ascii_error: reading.ascii.clone().err(),
            unicode: reading.unicode.clone(),
            strict: reading.strict.clone().ok(),
            strict_error: reading.strict.clone().err(),
            labels: (reading.labels.iter())
                .map(|label| HostLabelJson {
                    written: label.written.clone(),
                    unicode: label.unicode.clone(),
                    punycode: label.punycode.clone(),
                    scripts: label.scripts.clone(),
                })
                .collect(),
            warnings: (reading.findings.iter())
                .map(|finding| HostWarningJson {
                    rule: finding.rule(),
                    why: finding.message(),
                })
                .collect(),
        }
    }
}

/// One run of escapes and non-ASCII characters in `parse --json`'s `octets`.
#[derive(Serialize)]
pub struct OctetRunJson<'a> {
    /// The component it is in, by the grammar's name for it.
    pub component: &'static str,
    /// Its first byte in the text.
    pub at: usize,
    pub text: &'a str,
    /// Its octets, as hexadecimal pairs.
    pub octets: String,
    pub pieces: Vec<OctetPieceJson>,
}

/// A character, or octets that are no UTF-8, of an [`OctetRunJson`].
#[derive(Serialize)]
pub struct OctetPieceJson {
    pub octets: String,
    /// The character the octets are in UTF-8; `null` where they are none.
    pub character: Option<String>,
    /// `U+00FC`; `null` where the octets are no UTF-8.
    pub code_point: Option<String>,
    /// Whether escapes wrote it (else the character is written as itself).
    pub escaped: bool,
    /// What decoding an escaped US-ASCII character would do, or why the octets are no UTF-8.
    pub note: Option<&'static str>,
}

impl<'a> OctetRunJson<'a> {
    pub fn of(
        text: &'a str,
        component: &'static str,
        run: &crate::core::text::octets::OctetRun,
    ) -> Self {
        use crate::core::text::octets::Reading;
        OctetRunJson {
            component,
            at: run.span.start,
            text: run.span.of(text),
            octets: crate::core::text::octets::hex_octets(&run.octets),
            pieces: (run.pieces.iter())
                .map(|piece| {
                    let octets =
                        crate::core::text::octets::hex_octets(&run.octets[piece.octets.clone()]);
                    match piece.reading {
                        Reading::Utf8 {
                            character,
                            escaped,
                            note,
                        } => OctetPieceJson {
                            octets,
                            character: Some(character.to_string()),
                            code_point: Some(format!("U+{:04X}", u32::from(character))),
                            escaped,
                            note: note.map(|note| note.sentence()),
                        },
                        Reading::NotUtf8 => OctetPieceJson {
                            octets,
                            character: None,
                            code_point: None,
                            escaped: true,
                            note: Some(crate::core::text::octets::NOT_UTF8),
                        },
                    }
                })
                .collect(),
        }
    }
}

/// The components as one grammar reads them: [`ComponentsJson`]'s keys, filled by that grammar
/// (RFC 1808's net_loc is the authority; RFC 3986 splits every authority, so its kind is always
/// `"server"`; RFC 1808 and RFC 1630 do not split it), and two more.
#[derive(Serialize)]
pub struct CheckedComponentsJson<'a> {
    #[serde(flatten)]
    pub components: ComponentsJson<'a>,
    /// The rule the host matched (`"hostname"`, `"IPv4address"`, `"IPv6reference"`,
    /// `"IP-literal"`, `"reg-name"`); null without one.
    pub host_kind: Option<&'static str>,
    /// Under RFC 3986, a non-ASCII registered name's IDNA encoding (§3.2.2); null otherwise.
    pub host_idna: Option<String>,
    /// RFC 3986's path rule (`"path-abempty"`, `"path-absolute"`, `"path-noscheme"`,
    /// `"path-rootless"`, `"path-empty"`); null for the other grammars.
    pub path_rule: Option<&'static str>,
    /// RFC 1808's params; null for the other grammars.
    pub params: Option<&'a str>,
}

impl<'a> CheckedComponentsJson<'a> {
    pub fn of(checked: &Checked<'a>) -> Self {
        let text = checked.as_str();
        let parts = checked.authority_parts;
        let part = |pick: fn(&crate::core::text::grammar::authority::Authority) -> Option<Span>| {
            parts.as_ref().and_then(pick).map(|span| span.of(text))
        };
        CheckedComponentsJson {
            components: ComponentsJson {
                scheme: checked.get(Component::Scheme),
                authority: checked.get(Component::Authority),
                authority_kind: parts.map(|a| a.kind.name()),
                userinfo: part(|a| a.userinfo),
                host: part(|a| a.host),
                port: part(|a| a.port),
                path: checked.get(Component::Path).unwrap_or_default(),
                segments: checked.segments().map(SegmentJson::of).collect(),
                query: checked.get(Component::Query),
                fragment: checked.get(Component::Fragment),
            },
            host_kind: parts.and_then(|a| a.host_kind).map(HostKind::rule),
            host_idna: checked.host_idna(),
            path_rule: checked.path_rule(),
            params: checked.get(Component::Params),
        }
    }
}

/// One finding of a resolution: in which text, at which byte, the rule (or the validation
/// error's name), whether the text breaks it (`error`) or only should not (`warning`), and the
/// sentence a person reads.
#[derive(Serialize)]
pub struct FindingJson {
    pub role: &'static str,
    /// A finding of a text is always at a byte of it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub at: Option<usize>,
    pub severity: &'static str,
    pub rule: &'static str,
    pub message: String,
}

impl FindingJson {
    /// Each of `findings`, found in `text`, the text `role` names.
    pub fn all<'f>(
        role: Role,
        findings: &'f [Finding],
        text: &'f str,
    ) -> impl Iterator<Item = FindingJson> + 'f {
        findings
            .iter()
            .zip(Finding::messages_in(findings, text))
            .map(move |(finding, message)| FindingJson {
                role: role.name(),
                at: finding.at(),
                severity: finding.severity().name(),
                rule: finding.rule(),
                message,
            })
    }
}

#[derive(Serialize)]
pub struct DiagnosticJson {
    pub at: usize,
    pub len: usize,
    pub found: String,
    pub component: &'static str,
    pub rule: &'static str,
    pub severity: &'static str,
    pub message: String,
}

impl DiagnosticJson {
    pub fn of(d: &Diagnostic) -> Self {
        DiagnosticJson {
            at: d.at,
            len: d.len,
            found: d.found.to_string(),
            component: d.component.name(),
            rule: d.rule(),
            severity: d.severity.name(),
            message: d.message(),
        }
    }
}
