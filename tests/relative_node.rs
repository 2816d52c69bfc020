//! `relative` under the URL Standard against another implementation of it, Node's `URL`: on
//! generated pairs, every reference uriscope answers resolves to the target there too, and
//! none is longer than the target as written. Skipped, saying why, where Node is absent.

use std::io::Write;
use std::process::{Command, Stdio};

use uriscope::{Base, Options, Spec};

const BASES: &[&str] = &[
    "http://example.com/a/b/c/d.html?x=1#f",
    "https://u:p@h.example:8443/x/y/",
    "file:///C:/a/b",
    "http://h/",
    "foo://h/a/b?q",
    "foo:/a/b",
    "http://[::1]/a/",
    "https://xn--caf-dma.example/%7Efoo/",
];

const REFERENCES: &[&str] = &[
    "",
    "g",
    "./g",
    "g/",
    "/g",
    "//g",
    "?y",
    "g?y",
    "#s",
    "g#s",
    "..",
    "../",
    "../g",
    "../..",
    "../../g",
    "./..",
    "g;x=1/../y",
    "%41",
    "é",
    "a b",
    "\\g",
    "/./g",
    "//u@h/",
    "//h:80/x",
    "http://example.com/A/B",
    "http://user@example.com:443/A/B",
    "https://h.example:8443/x/",
    "file:///C:/z",
    "foo://h/a/c",
    "foo:/z",
    "HTTP://EXAMPLE.COM/%7e",
    "http://..",
    "?",
    "#",
    "//[::1]/b",
    "C|/x",
    "//h/a?b#c",
];

#[test]
fn node_resolves_every_whatwg_answer_to_the_target() {
    let node = Command::new("node")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/oracles/node_whatwg_url.js"
        ))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut node) = node else {
        println!("skipped: no node on PATH (apt install nodejs)");
        return;
    };
    // Each base, each target a reference resolves to there, and uriscope's answer.
    let mut cases = Vec::new();
    for base in BASES {
        let parsed = Base::parse(Spec::Whatwg, base, &Options::default()).unwrap();
        for written in REFERENCES {
            let Ok(target) = parsed.resolve(written) else {
                continue;
            };
            let target = target.into_string();
            let found = parsed.relative(&target).unwrap();
            assert!(found.unreachable.is_none(), "{base} → {target}: {found:?}");
            assert!(
                found.reference.len() <= target.len(),
                "{base} → {target}: {found:?}"
            );
            cases.push((base.to_string(), found.reference, target));
        }
    }
    let mut stdin = node.stdin.take().unwrap();
    for (base, reference, _) in &cases {
        writeln!(stdin, "{}", serde_json::json!([base, reference])).unwrap();
    }
    drop(stdin);
    let output = node.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    let mut lines = text.lines();
    let version = lines.next().expect("node's version");
    let mut parted = Vec::new();
    for ((base, reference, target), line) in cases.iter().zip(lines) {
        let answer: serde_json::Value = serde_json::from_str(line).unwrap();
        if answer["href"].as_str() != Some(target.as_str()) {
            parted.push(format!(
                "{base} + {reference:?}: Node {answer}, uriscope {target}"
            ));
        }
    }
    println!("{} pairs resolved back by Node {version}", cases.len());
    assert!(cases.len() > 200, "only {} pairs", cases.len());
    assert!(parted.is_empty(), "{}", parted.join("\n"));
}
