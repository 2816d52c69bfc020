//! The IDNA facts of a registered name: whether it is international, where it stands in an
//! authority, and its labels as UTS #46's ToUnicode reads them (each `xn--` label's Punycode
//! decoded, its scripts, and labels that mix scripts or can be taken for an ASCII name, UTS
//! #39, or that Normalization Form C changes). How the readings of a whole name compare is
//! tools/host_reading.rs.

use unicode_script::{Script, UnicodeScript};
use unicode_security::MixedScript;

use crate::core::text::percent::percent_decode;
use crate::core::vocabulary::span::Span;

/// One label of a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LabelReading {
    /// The label as written (escapes decoded).
    pub written: String,
    /// The label as ToUnicode gives it.
    pub unicode: String,
    /// For an `xn--` label, its Punycode decoded (RFC 3492); `None` where it does not decode.
    pub punycode: Option<Option<String>>,
    /// The scripts of its letters (Unicode's Script property, Common and Inherited left out).
    pub scripts: Vec<&'static str>,
}

/// What a reviewer should know about a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostWarning {
    /// A label's letters are of more than one script, as UTS #39 §5.1 resolves them (Han
    /// with Japanese kana or Korean Hangul counts as one).
    MixedScripts {
        /// The label.
        label: String,
        /// Its scripts.
        scripts: Vec<&'static str>,
    },
    /// A label beyond ASCII whose confusable skeleton (UTS #39 §4) is ASCII: it may be taken
    /// for the ASCII name with that skeleton.
    Confusable {
        /// The label.
        label: String,
        /// Its scripts.
        scripts: Vec<&'static str>,
        /// Its skeleton.
        skeleton: String,
    },
    /// A label that Normalization Form C changes: UTS #46 normalizes it, a reader that does
    /// not (RFC 3987 §3.1 step 1 c) keeps other octets.
    NotNfc {
        /// The label as written.
        label: String,
        /// In NFC.
        nfc: String,
    },
    /// An `xn--` label whose Punycode does not decode.
    BadPunycode {
        /// The label.
        label: String,
    },
    /// The WHATWG reading and the strict one part: one fails, or they give other names.
    ReadingsDiffer {
        /// The WHATWG reading.
        whatwg: Result<String, String>,
        /// The strict reading.
        strict: Result<String, String>,
    },
    /// A deviation character (ß, ς, ZWJ, ZWNJ): IDNA2003 and UTS #46's transitional
    /// processing, which older browsers and libraries use, read the name as another.
    Deviation {
        /// The transitional reading.
        transitional: String,
        /// The nontransitional one, the WHATWG Standard's.
        nontransitional: String,
    },
}

impl HostWarning {
    /// A short name for JSON: `mixed-scripts`, `confusable`.
    pub const fn id(&self) -> &'static str {
        match self {
            HostWarning::MixedScripts { .. } => "mixed-scripts",
            HostWarning::Confusable { .. } => "confusable",
            HostWarning::NotNfc { .. } => "not-nfc",
            HostWarning::BadPunycode { .. } => "bad-punycode",
            HostWarning::ReadingsDiffer { .. } => "readings-differ",
            HostWarning::Deviation { .. } => "deviation",
        }
    }

    /// What it means, with the document that says so.
    pub fn sentence(&self) -> String {
        match self {
            HostWarning::MixedScripts { label, scripts } => format!(
                "`{label}` mixes the {} scripts: a name made to look like another often does \
                 (UTS #39 §5.1, mixed-script detection)",
                scripts.join(" and ")
            ),
            HostWarning::Confusable {
                label,
                scripts,
                skeleton,
            } => {
                let whole = match scripts.as_slice() {
                    [script] if *script != "Latin" => {
                        format!(", a whole-script confusable in {script}")
                    }
                    _ => String::new(),
                };
                format!(
                    "`{label}` can be taken for an ASCII name: its confusable skeleton is \
                     `{skeleton}`{whole} (UTS #39 §4)"
                )
            }
            HostWarning::NotNfc { label, nfc } => format!(
                "`{label}` is not in Normalization Form C (it is `{nfc}` there): UTS #46 \
                 normalizes it, but an IRI keeps it as written (RFC 3987 §3.1 step 1 c), so its \
                 octets differ (RFC 3987 §5.3.2.2)"
            ),
            HostWarning::BadPunycode { label } => format!(
                "`{label}` starts with `xn--` but its Punycode does not decode (RFC 3492 §6.2)"
            ),
            HostWarning::ReadingsDiffer { whatwg, strict } => {
                let reading = |r: &Result<String, String>| match r {
                    Ok(name) => format!("gives `{name}`"),
                    Err(why) => format!("fails ({why})"),
                };
                format!(
                    "the readings part: the WHATWG URL Standard's {}, IDNA2008's stricter \
                     lookup {} (UTS #46 §4, UseSTD3ASCIIRules, CheckHyphens, VerifyDnsLength)",
                    reading(whatwg),
                    reading(strict)
                )
            }
            HostWarning::Deviation {
                transitional,
                nontransitional,
            } => format!(
                "IDNA2003 and UTS #46's transitional processing read it as `{transitional}`, \
                 another name than `{nontransitional}` (UTS #46 §2.3, deviations: ß, ς, ZWJ, \
                 ZWNJ)"
            ),
        }
    }
}

/// Whether a registered name has something the readings explain: a character beyond ASCII,
/// an escape, or an `xn--` label.
///
/// ```
/// use uriscope::text::idn::is_international;
/// assert!(is_international("bücher.example") && is_international("xn--bcher-kva.example"));
/// assert!(is_international("b%C3%BCcher.example") && !is_international("example.com"));
/// ```
pub fn is_international(host: &str) -> bool {
    !host.is_ascii()
        || host.contains('%')
        || host.split('.').any(|label| {
            label
                .get(..4)
                .is_some_and(|prefix| prefix.eq_ignore_ascii_case("xn--"))
        })
}

/// The registered name of an authority: after its userinfo, before its port; `None` for an
/// IP literal.
pub(crate) fn registered_name(text: &str, authority: Span) -> Option<Span> {
    let text = authority.of(text);
    let start = text.rfind('@').map_or(0, |at| at + 1);
    let host = &text[start..];
    if host.starts_with('[') {
        return None;
    }
    let end = match host.rfind(':') {
        Some(colon) if host[colon + 1..].bytes().all(|b| b.is_ascii_digit()) => colon,
        _ => host.len(),
    };
    Some(Span::new(
        authority.start + start,
        authority.start + start + end,
    ))
}

/// A registered name's labels as UTS #46's ToUnicode reads them: its escapes decoded, each
/// label's Punycode and scripts, and what a reviewer should know of each.
pub(crate) struct Labels {
    /// The name read: its escapes decoded.
    pub(crate) name: String,
    /// The name as ToUnicode gives it.
    pub(crate) unicode: String,
    /// Each label.
    pub(crate) labels: Vec<LabelReading>,
    /// What a reviewer should know of the labels.
    pub(crate) warnings: Vec<HostWarning>,
}

/// Reads a registered name's labels: its escapes decoded, then each label as ToUnicode gives
/// it.
pub(crate) fn read_labels(host: &str) -> Labels {
    let decoded = percent_decode(host.as_bytes());
    let name = String::from_utf8_lossy(&decoded).into_owned();
    let (unicode, _) = idna::domain_to_unicode(&name);
    let mut warnings = Vec::new();
    let written: Vec<&str> = name.split(is_dot).collect();
    let shown: Vec<&str> = unicode.split('.').collect();
    let mut labels = Vec::new();
    for (i, label) in shown.iter().enumerate() {
        let written = written
            .get(i)
            .filter(|_| written.len() == shown.len())
            .copied();
        labels.push(read_label(written.unwrap_or(label), label, &mut warnings));
    }
    Labels {
        name,
        unicode,
        labels,
        warnings,
    }
}

/// The dots UTS #46 maps to `.` (§4.1), as a name is split before its mapping.
fn is_dot(c: char) -> bool {
    matches!(c, '.' | '\u{3002}' | '\u{FF0E}' | '\u{FF61}')
}

/// One label: its Punycode, its scripts, and what a reviewer should know of it.
fn read_label(written: &str, unicode: &str, warnings: &mut Vec<HostWarning>) -> LabelReading {
    let punycode = (written.get(..4))
        .filter(|prefix| prefix.eq_ignore_ascii_case("xn--"))
        .map(|_| idna::punycode::decode_to_string(&written[4..]));
    if let Some(None) = punycode {
        warnings.push(HostWarning::BadPunycode {
            label: written.to_string(),
        });
    }
    let nfc = icu_normalizer::ComposingNormalizerBorrowed::new_nfc();
    if !nfc.is_normalized(written) {
        warnings.push(HostWarning::NotNfc {
            label: written.to_string(),
            nfc: nfc.normalize(written).into_owned(),
        });
    }
    let scripts = scripts_of(unicode);
    if !unicode.is_ascii() {
        if !unicode.is_single_script() {
            warnings.push(HostWarning::MixedScripts {
                label: unicode.to_string(),
                scripts: scripts.clone(),
            });
        }
        let skeleton: String = unicode_security::skeleton(unicode).collect();
        if skeleton.is_ascii() {
            warnings.push(HostWarning::Confusable {
                label: unicode.to_string(),
                scripts: scripts.clone(),
                skeleton,
            });
        }
    }
    LabelReading {
        written: written.to_string(),
        unicode: unicode.to_string(),
        punycode,
        scripts,
    }
}

/// The scripts of a label's letters, each once, in order of appearance.
fn scripts_of(label: &str) -> Vec<&'static str> {
    let mut scripts = Vec::new();
    for c in label.chars() {
        let script = c.script();
        if matches!(script, Script::Common | Script::Inherited | Script::Unknown) {
            continue;
        }
        let name = script.full_name();
        if !scripts.contains(&name) {
            scripts.push(name);
        }
    }
    scripts
}
