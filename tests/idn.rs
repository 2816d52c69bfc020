//! `uriscope parse`'s host readings, the real binary: the IDNA forms of an international
//! registered name and the warnings a reviewer needs, as a person reads them and as `--json`
//! gives them.

#[path = "common/binary.rs"]
mod binary;
use binary::{stdout, uriscope};

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_slice(&uriscope(args).stdout).expect("one JSON object")
}

#[test]
fn parse_reads_an_international_name() {
    let text = stdout(&uriscope(&[
        "parse",
        "--spec",
        "rfc3986",
        "https://bücher.example/D%C3%BCrst?q=%E9",
    ]));
    for line in [
        "host name   \"bücher.example\" as UTS #46 and UTS #39 read it",
        "  WHATWG    \"xn--bcher-kva.example\"  (the WHATWG URL Standard's host parser",
        "  ToUnicode \"bücher.example\"",
        "  strict    \"xn--bcher-kva.example\"",
        "  label     \"bücher\"  Latin",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    assert!(!text.contains("  warning"), "{text}");
    // An ASCII name has nothing to read.
    let plain = stdout(&uriscope(&["parse", "https://example.com/"]));
    assert!(!plain.contains("host name"), "{plain}");
}

#[test]
fn the_standard_confusables_are_flagged() {
    // The WHATWG parser's host is the Punycode; its label is decoded and read.
    let text = stdout(&uriscope(&[
        "parse",
        "--spec",
        "whatwg",
        "https://раураl.com/",
    ]));
    for line in [
        "  label     \"xn--l-7sba6dbr\" = \"раураl\" (Punycode)  Cyrillic, Latin",
        "  warning   `раураl` mixes the Cyrillic and Latin scripts",
        "  warning   `раураl` can be taken for an ASCII name: its confusable skeleton is `paypal`",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let value = json(&["parse", "--json", "--spec", "rfc3986", "http://аррӏе.com/"]);
    let reading = &value["host_reading"];
    assert_eq!(reading["ascii"], "xn--80ak6aa92e.com");
    let warnings: Vec<&str> = (reading["warnings"].as_array().unwrap().iter())
        .map(|w| w["rule"].as_str().unwrap())
        .collect();
    assert_eq!(warnings, ["confusable"]);
    assert!(
        reading["warnings"][0]["why"]
            .as_str()
            .unwrap()
            .contains("whole-script confusable in Cyrillic")
    );
}

#[test]
fn readings_that_part_are_flagged() {
    let value = json(&["parse", "--json", "--spec", "rfc3986", "http://faß.de/"]);
    let reading = &value["host_reading"];
    assert_eq!(reading["ascii"], "xn--fa-hia.de");
    assert_eq!(reading["warnings"][0]["rule"], "deviation");
    assert!(
        reading["warnings"][0]["why"]
            .as_str()
            .unwrap()
            .contains("`fass.de`")
    );

    let value = json(&["parse", "--json", "--spec", "rfc3986", "http://xn--zz.de/"]);
    let reading = &value["host_reading"];
    assert_eq!(reading["labels"][0]["punycode"], serde_json::Value::Null);
    let rules: Vec<&str> = (reading["warnings"].as_array().unwrap().iter())
        .map(|w| w["rule"].as_str().unwrap())
        .collect();
    assert!(rules.contains(&"bad-punycode"), "{rules:?}");
    assert_eq!(
        json(&["parse", "--json", "http://example.com/"])["host_reading"],
        serde_json::Value::Null
    );
}
