//! What every command's JSON shares: writing a document ([`write_line`]), and the parts more
//! than one document holds (the components, the options, the WHATWG URL's keys, a finding).
//! Each command's own document is in its file. Every key is fixed and listed in docs/guide/04-json.md
//! ("JSON format"); undefined components are `null`, empty ones `""`.
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
use crate::core::text::grammar::grammars::Grammar;
use crate::core::text::path::Segment;
use crate::core::text::uri_ref::UriRef;
use crate::core::vocabulary::component::Role;
use crate::core::vocabulary::connection::Connection;
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

/// `connects_to`: where a client connects for a URL, as it parses that URL (the port given,
/// else the scheme's default; `null` for none).
#[derive(Serialize)]
pub struct ConnectionJson {
    pub scheme: String,
    pub host: Option<String>,
    pub port: Option<u16>,
    pub userinfo: Option<String>,
}

impl ConnectionJson {
    pub fn of(connection: &Connection) -> Self {
        ConnectionJson {
            scheme: connection.scheme.clone(),
            host: connection.host.clone(),
            port: connection.port,
            userinfo: connection.userinfo.clone(),
        }
    }

    /// `connects_to` and `connects_to_error` for a client's answer: its connection, or why
    /// its parser refuses it (both `null` without an answer).
    pub fn pair(connection: Option<&Result<Connection, String>>) -> (Option<Self>, Option<String>) {
        match connection {
            Some(Ok(connection)) => (Some(ConnectionJson::of(connection)), None),
            Some(Err(why)) => (None, Some(why.clone())),
            None => (None, None),
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
