//! A registered name's readings side by side: the WHATWG URL Standard's host parser (what a
//! browser looks up), UTS #46's ToUnicode and its strict flags, with each label's reading, and
//! where the readings part (the public face is `uriscope::text::idn`).

use crate::core::specs::whatwg;
use crate::core::text::idn::{HostWarning, LabelReading, Labels, read_labels};
use crate::core::vocabulary::finding::Finding;

/// What the readings make of a registered name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostReading {
    /// The name read: its escapes decoded (RFC 3986 allows them in a registered name).
    pub name: String,
    /// The WHATWG URL Standard's host parser (UTS #46 ToASCII with its flags: nontransitional,
    /// CheckBidi, CheckJoiners, neither STD3's rules nor CheckHyphens): what a browser looks up,
    /// or why it fails.
    pub ascii: Result<String, String>,
    /// UTS #46 ToUnicode with the same flags: the name to show a person (`xn--` labels
    /// decoded, letters mapped); a label in error is shown with U+FFFD.
    pub unicode: String,
    /// UTS #46 ToASCII with UseSTD3ASCIIRules, CheckHyphens and VerifyDnsLength set, the flags
    /// of IDNA2008's lookup (and of Unicode's IdnaTestV2.txt), or why it fails.
    pub strict: Result<String, String>,
    /// Each label of the name as ToUnicode gives it.
    pub labels: Vec<LabelReading>,
    /// What a reviewer should know, each a [`Finding::Host`].
    pub findings: Vec<Finding>,
}

/// Reads a registered name: its escapes decoded, then each reading and each label.
pub fn read_host(host: &str) -> HostReading {
    let Labels {
        name,
        unicode,
        labels,
        mut warnings,
    } = read_labels(host);
    let ascii = whatwg_host(&name);
    let strict = idna::domain_to_ascii_strict(&name)
        .map_err(|_| "UTS #46 records an error under the strict flags".to_string());
    if ascii != strict {
        warnings.push(HostWarning::ReadingsDiffer {
            whatwg: ascii.clone(),
            strict: strict.clone(),
        });
    }
    if let Ok(nontransitional) = &ascii
        && let Some(transitional) = transitional(&unicode)
        && transitional != *nontransitional
    {
        warnings.push(HostWarning::Deviation {
            transitional,
            nontransitional: nontransitional.clone(),
        });
    }
    HostReading {
        name,
        ascii,
        unicode,
        strict,
        labels,
        findings: warnings.into_iter().map(Finding::Host).collect(),
    }
}

/// The name as the WHATWG URL Standard's host parser reads it in a special URL, or why it
/// fails.
fn whatwg_host(name: &str) -> Result<String, String> {
    if let Some(c) = name.chars().find(|c| "/?#@:[]\\".contains(*c)) {
        return Err(format!("`{c}` ends a host in a URL"));
    }
    let url = whatwg::parser::parse(&format!("http://{name}/"), None).map_err(|failure| {
        format!(
            "{}: {}",
            failure.error.name(),
            failure.reason.unwrap_or(failure.error.description())
        )
    })?;
    Ok(url.host_str().unwrap_or_default().to_string())
}

/// The name as UTS #46's transitional processing (IDNA2003's mapping) reads it, where it
/// holds a deviation character: ß as `ss`, ς as σ, ZWJ and ZWNJ removed.
fn transitional(unicode: &str) -> Option<String> {
    let deviations = ['\u{DF}', '\u{3C2}', '\u{200C}', '\u{200D}'];
    if !unicode.contains(deviations) {
        return None;
    }
    let mapped: String = unicode
        .chars()
        .filter(|c| !matches!(c, '\u{200C}' | '\u{200D}'))
        .map(|c| match c {
            '\u{3C2}' => "\u{3C3}".to_string(),
            '\u{DF}' => "ss".to_string(),
            c => c.to_string(),
        })
        .collect();
    idna::domain_to_ascii(&mapped).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(host: &str) -> Vec<&'static str> {
        read_host(host).findings.iter().map(Finding::rule).collect()
    }

    #[test]
    fn the_readings_of_a_name() {
        let host = read_host("B%C3%BCcher.Example");
        assert_eq!(host.name, "Bücher.Example");
        assert_eq!(host.ascii.as_deref(), Ok("xn--bcher-kva.example"));
        assert_eq!(host.strict.as_deref(), Ok("xn--bcher-kva.example"));
        assert_eq!(host.unicode, "bücher.example");
        assert_eq!(host.labels[0].scripts, ["Latin"]);
        assert!(host.findings.is_empty(), "{:?}", host.findings);

        let host = read_host("xn--bcher-kva.xn--zz");
        assert_eq!(host.labels[0].punycode, Some(Some("bücher".to_string())));
        assert_eq!(
            ids("xn--bcher-kva.xn--zz"),
            ["bad-punycode", "readings-differ"]
        );
    }

    #[test]
    fn the_standard_confusables() {
        // UTS #39's and the IDN homograph literature's examples.
        assert_eq!(ids("аррӏе.com"), ["confusable"]); // Cyrillic only: whole-script
        let warning = &read_host("аррӏе.com").findings[0];
        assert!(
            warning
                .message()
                .contains("whole-script confusable in Cyrillic"),
            "{}",
            warning.message()
        );
        assert_eq!(ids("раураl.com"), ["mixed-scripts", "confusable"]);
        assert_eq!(ids("pаypal.com"), ["mixed-scripts", "confusable"]);
        // One script, or Han with kana, is no mixing.
        assert!(ids("東京の.jp").is_empty());
        assert!(ids("пример.рф").is_empty());
    }

    #[test]
    fn deviations_nfc_and_strictness() {
        assert_eq!(ids("faß.de"), ["deviation"]);
        let host = read_host("faß.de");
        assert_eq!(host.ascii.as_deref(), Ok("xn--fa-hia.de"));
        assert!(host.findings[0].message().contains("`fass.de`"));
        // `e` and a combining acute, not `é`.
        assert_eq!(ids("cafe\u{301}.fr"), ["not-nfc"]);
        // STD3's rules refuse `_`, which the WHATWG parser lets through.
        let host = read_host("a_b.example");
        assert_eq!(host.ascii.as_deref(), Ok("a_b.example"));
        assert!(host.strict.is_err());
        assert_eq!(ids("a_b.example"), ["readings-differ"]);
        // The WHATWG parser's own reading: an IPv4 address.
        assert_eq!(read_host("0x7f.1").ascii.as_deref(), Ok("127.0.0.1"));
    }
}
