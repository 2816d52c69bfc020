//! uriscope's host readings against the published suites: Unicode's IdnaTestV2.txt (UTS #46
//! conformance, vendored from the `idna` crate's package) and the web-platform-tests'
//! toascii.json (the URL Standard's domain to ASCII), with the entries the Standard has
//! changed since. See each file's LICENSE.md beside it.

use uriscope::Finding;
use uriscope::text::idn::{HostWarning, read_host};

/// One line of IdnaTestV2.txt, its blanks filled as the header says.
struct Case {
    line: usize,
    source: String,
    to_unicode: String,
    to_unicode_errors: bool,
    to_ascii_n: String,
    to_ascii_n_errors: bool,
    /// The toAsciiN status as written, blank filled: `[V7]`.
    to_ascii_n_status: String,
    to_ascii_t: String,
    to_ascii_t_errors: bool,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/idna/IdnaTestV2.txt");
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        let columns: Vec<&str> = line.split(';').map(str::trim).collect();
        assert_eq!(columns.len(), 7, "line {}", i + 1);
        let value = |column: &str, blank: &str| match column {
            "" => blank.to_string(),
            "\"\"" => String::new(),
            text => unescape(text),
        };
        let errors = |column: &str, blank: bool| match column {
            "" => blank,
            "[]" => false,
            _ => true,
        };
        let source = value(columns[0], "");
        let to_unicode = value(columns[1], &source);
        let to_unicode_errors = errors(columns[2], false);
        let to_ascii_n = value(columns[3], &to_unicode);
        let to_ascii_n_errors = errors(columns[4], to_unicode_errors);
        let to_ascii_n_status = match columns[4] {
            "" => columns[2].to_string(),
            status => status.to_string(),
        };
        let to_ascii_t = value(columns[5], &to_ascii_n);
        let to_ascii_t_errors = errors(columns[6], to_ascii_n_errors);
        cases.push(Case {
            line: i + 1,
            source,
            to_unicode,
            to_unicode_errors,
            to_ascii_n,
            to_ascii_n_errors,
            to_ascii_n_status,
            to_ascii_t,
            to_ascii_t_errors,
        });
    }
    cases
}

/// `\uXXXX` and `\x{XXXX}`, as the file's header says characters may be escaped.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('\\') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let (hex, len) = if let Some(tail) = rest.strip_prefix("\\x{") {
            let end = tail.find('}').expect("a closing brace");
            (&tail[..end], 4 + end)
        } else if rest.starts_with("\\u") {
            (&rest[2..6], 6)
        } else {
            out.push('\\');
            rest = &rest[1..];
            continue;
        };
        let code = u32::from_str_radix(hex, 16).expect("hexadecimal");
        // A lone surrogate cannot be a `char`; U+FFFD stands for it, and the case then expects
        // an error anyway.
        out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
        rest = &rest[len..];
    }
    out.push_str(rest);
    out
}

/// The lines whose only error is `V7` (a code point not valid) for a character that Unicode
/// 16.0, the file's version, had not assigned and the newer tables uriscope reads (ICU4X's,
/// Unicode 18.0) assign: CJK ideographs of plane 3. UTS #46 allows an assigned ideograph.
const ASSIGNED_SINCE: [usize; 5] = [3386, 4405, 5858, 5859, 5860];

/// A character of `text` in the Tertiary Ideographic Plane that Unicode 18.0 assigns.
fn has_newly_assigned_ideograph(text: &str) -> bool {
    use icu_properties::{CodePointMapData, props::GeneralCategory};
    let category = CodePointMapData::<GeneralCategory>::new();
    text.chars().any(|c| {
        (0x30000..0x40000).contains(&u32::from(c))
            && category.get(c) == GeneralCategory::OtherLetter
    })
}

/// The strict reading is UTS #46 ToASCII with the flags the file's toAsciiN column uses; where
/// it has no error, ToUnicode gives its toUnicode column.
#[test]
fn idna_test_v2_strict_and_unicode_readings() {
    let cases = cases();
    assert!(cases.len() > 6000, "{} cases", cases.len());
    let mut failed = Vec::new();
    let mut checked = 0;
    for case in &cases {
        // A `%` would be decoded as an escape of a URI's registered name first.
        if case.source.contains('%') {
            continue;
        }
        checked += 1;
        let host = read_host(&case.source);
        if ASSIGNED_SINCE.contains(&case.line) {
            assert_eq!(case.to_ascii_n_status, "[V7]", "line {}", case.line);
            assert!(
                has_newly_assigned_ideograph(&host.unicode),
                "line {}",
                case.line
            );
            assert_eq!(host.strict.as_deref(), Ok(case.to_ascii_n.as_str()));
            continue;
        }
        let strict = host.strict.as_deref().ok();
        let expected = (!case.to_ascii_n_errors).then_some(case.to_ascii_n.as_str());
        if strict != expected {
            failed.push(format!(
                "line {}: toAsciiN of {:?}: {strict:?}, expected {expected:?}",
                case.line, case.source
            ));
        }
        if !case.to_unicode_errors && host.unicode != case.to_unicode {
            failed.push(format!(
                "line {}: toUnicode of {:?}: {:?}, expected {:?}",
                case.line, case.source, host.unicode, case.to_unicode
            ));
        }
    }
    assert!(checked > 6000);
    assert!(
        failed.is_empty(),
        "{} of {checked}:\n{}",
        failed.len(),
        failed[..failed.len().min(20)].join("\n")
    );
}

/// Where transitional processing gives another name without error, the deviation is flagged
/// with the file's toAsciiT.
#[test]
fn idna_test_v2_deviations() {
    let mut seen = 0;
    let mut failed = Vec::new();
    for case in cases() {
        if case.to_ascii_n_errors
            || case.to_ascii_t_errors
            || case.to_ascii_t == case.to_ascii_n
            || case.source.contains('%')
        {
            continue;
        }
        seen += 1;
        let host = read_host(&case.source);
        let flagged = host.findings.iter().find_map(|finding| match finding {
            Finding::Host(HostWarning::Deviation { transitional, .. }) => {
                Some(transitional.as_str())
            }
            _ => None,
        });
        if flagged != Some(case.to_ascii_t.as_str()) {
            failed.push(format!(
                "line {}: {:?}: flagged {flagged:?}, toAsciiT {:?}",
                case.line, case.source, case.to_ascii_t
            ));
        }
    }
    assert!(seen > 20, "{seen} deviations");
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The URL Standard's domain to ASCII, as WPT runs toascii.json: the host of `https://INPUT/x`,
/// or failure where `output` is null.
#[test]
fn wpt_toascii_with_the_standard_s_changes() {
    let parse = |text: &str| -> Vec<serde_json::Value> {
        let entries: Vec<serde_json::Value> = serde_json::from_str(text).expect("JSON");
        entries.into_iter().filter(|e| e.is_object()).collect()
    };
    let changes = parse(include_str!("data/whatwg/toascii-changes.json"));
    let entries = parse(include_str!("data/whatwg/toascii.json"));
    assert_eq!(entries.len(), 47);
    let mut failed = Vec::new();
    for entry in &entries {
        let input = entry["input"].as_str().expect("an input");
        let entry = changes
            .iter()
            .find(|change| change["input"] == input)
            .unwrap_or(entry);
        let expected = entry["output"].as_str();
        let host = read_host(input);
        if host.ascii.as_deref().ok() != expected {
            failed.push(format!(
                "{input:?}: {:?}, expected {expected:?}",
                host.ascii
            ));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
