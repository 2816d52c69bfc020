//! `uriscope parse`'s octets, the real binary: what each escape and non-ASCII character stands
//! for, as a person reads it and as `--json` gives it.

#[path = "common/binary.rs"]
mod binary;
use binary::{stdout, uriscope};

const URI: &str = "https://bücher.example/D%C3%BCrst?q=%E9&p=%41%2F";

#[test]
fn parse_shows_the_octets_of_every_escape_and_character() {
    let text = stdout(&uriscope(&["parse", "--spec", "rfc3986", URI]));
    for line in [
        "  authority \"ü\" at byte 9",
        "    C3 BC        UTF-8 \"ü\" U+00FC",
        "  path      \"%C3%BC\" at byte 25",
        "  query     \"%E9\" at byte 37",
        "    E9           not UTF-8",
        "    41           US-ASCII \"A\" U+0041, an unreserved character",
        "    2F           US-ASCII \"/\" U+002F, a reserved character",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    // A URI of US-ASCII without escapes has no octets to show.
    let plain = stdout(&uriscope(&["parse", "http://a/b"]));
    assert!(!plain.contains("octets"), "{plain}");
}

#[test]
fn parse_json_has_the_octets_by_component() {
    let out = uriscope(&["parse", "--json", "--spec", "rfc3986", URI]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let runs = value["octets"].as_array().unwrap();
    let summary: Vec<(String, String, String)> = runs
        .iter()
        .map(|run| {
            (
                run["component"].as_str().unwrap().to_string(),
                run["text"].as_str().unwrap().to_string(),
                run["octets"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let expected = [
        ("authority", "ü", "C3 BC"),
        ("path", "%C3%BC", "C3 BC"),
        ("query", "%E9", "E9"),
        ("query", "%41%2F", "41 2F"),
    ]
    .map(|(c, t, o)| (c.to_string(), t.to_string(), o.to_string()));
    assert_eq!(summary, expected);
    let path = &runs[1]["pieces"][0];
    assert_eq!(path["character"], "ü");
    assert_eq!(path["code_point"], "U+00FC");
    assert_eq!(path["escaped"], true);
    let query = &runs[2]["pieces"][0];
    assert_eq!(query["character"], serde_json::Value::Null);
    assert!(query["note"].as_str().unwrap().starts_with("not UTF-8"));
}

/// Under WHATWG the octets are those of the URL's serialization, by the `URL` attribute.
#[test]
fn parse_whatwg_shows_the_octets_of_the_serialization() {
    let input = "https://bücher.example/Dürst?q=%E9";
    let text = stdout(&uriscope(&["parse", "--spec", "whatwg", input]));
    assert!(text.contains("  pathname  \"%C3%BC\" at byte 31"), "{text}");
    assert!(text.contains("  search    \"%E9\" at byte 43"), "{text}");
    let out = uriscope(&["parse", "--spec", "whatwg", "--json", input]);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["octets"][0]["component"], "pathname");
    assert_eq!(value["octets"][0]["pieces"][0]["character"], "ü");
    assert_eq!(value["octets"][1]["component"], "search");
}
