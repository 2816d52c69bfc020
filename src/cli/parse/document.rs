//! `parse --json`: the components as a grammar reads them, its diagnostics, what each run of
//! escapes stands for and a registered name's readings; under WHATWG, the URL's attributes.

use serde::Serialize;

use crate::cli::json::{ComponentsJson, SegmentJson, WhatwgJson};
use crate::core::text::grammar::authority::HostKind;
use crate::core::text::grammar::checked::Checked;
use crate::core::text::grammar::diagnostics::Diagnostic;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::span::Span;

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
