//! `normalize` and `same` against the oracles: RFC 3986 §6's own examples, the `fluent-uri`
//! crate's normalizer for RFC 3986's rungs, the `url` crate for the URL Standard's
//! serializer, and the real libraries (Java's `URI`, Ruby's `URI#==`, Perl's `URI::eq`,
//! Guzzle's `UriNormalizer::isEquivalent`) on generated pairs. A library that does not run here
//! is skipped, saying why.

use std::process::Command;

use uriscope::equivalence::{Verdict, normalize, notion, same};

#[path = "common/oracles.rs"]
mod oracles;
#[path = "common/rng.rs"]
mod rng;

/// Pieces a URI is made of; each generated text takes one of each kind.
const SCHEMES: &[&str] = &[
    "http:", "HTTP:", "https:", "ftp:", "foo:", "file:", "ws:", "mailto:", "",
];
const AUTHORITIES: &[&str] = &[
    "",
    "//a",
    "//A",
    "//Example.COM",
    "//u@a",
    "//a:80",
    "//a:",
    "//a:080",
    "//a:8080",
    "//a:443",
    "//[::1]",
    "//[::A]:80",
    "//%61",
    "//%7Eb",
    "//localhost",
    "//127.0.0.1",
];
const PATHS: &[&str] = &[
    "",
    "/",
    "/a/./b/../c",
    "/%7e",
    "/%7E",
    "/~",
    "/%2f",
    "/%2F",
    "/a//b",
    "/b/",
    "/..",
    "/%41%2e",
    "x",
    "/%2E%2E/y",
    "Joe@Example.COM",
];
const QUERIES: &[&str] = &["", "?", "?q", "?%7e", "?a=b&c", "?%2a"];
const FRAGMENTS: &[&str] = &["", "#", "#f", "#%7e", "#F"];

/// Rewrites that keep a text the same resource under some notion, or make it another.
const REWRITES: &[(&str, &str)] = &[
    ("http:", "HTTP:"),
    ("//a", "//A"),
    ("%7e", "%7E"),
    ("%7E", "~"),
    ("~", "%7e"),
    ("/./", "/"),
    ("a:80", "a"),
    ("//a/", "//a:80/"),
    ("/b/../", "/"),
    ("%2f", "%2F"),
    ("#f", ""),
    ("?q", "?Q"),
    ("//a", "//a:"),
    ("/", "//"),
];

/// Texts drawn from the pieces, deterministic for `seed`.
fn texts(seed: u64, count: usize) -> Vec<String> {
    let mut rng = rng::Rng(seed);
    let mut pick = |pieces: &[&str]| pieces[rng.next(pieces.len())].to_string();
    (0..count)
        .map(|_| {
            let scheme = pick(SCHEMES);
            let authority = pick(AUTHORITIES);
            let mut path = pick(PATHS);
            // A path after an authority starts with `/`.
            if !authority.is_empty() && !path.is_empty() && !path.starts_with('/') {
                path.insert(0, '/');
            }
            format!(
                "{scheme}{authority}{path}{}{}",
                pick(QUERIES),
                pick(FRAGMENTS)
            )
        })
        .collect()
}

/// Each text with a rewrite of itself, and with the next text.
fn pairs(seed: u64, count: usize) -> Vec<(String, String)> {
    let texts = texts(seed, count);
    let mut rng = rng::Rng(seed ^ 0x5eed);
    let mut pairs = Vec::new();
    for (i, text) in texts.iter().enumerate() {
        let mut other = text.clone();
        for _ in 0..1 + rng.next(2) {
            let (from, to) = REWRITES[rng.next(REWRITES.len())];
            other = other.replacen(from, to, 1);
        }
        pairs.push((text.clone(), other));
        pairs.push((text.clone(), texts[(i + 1) % texts.len()].clone()));
    }
    pairs
}

#[test]
fn rfc_3986_section_6s_examples() {
    let rfc3986 = notion("rfc3986").unwrap();
    let rung = |verdict: &Verdict| verdict.first_equal_rung.map(|r| rfc3986.rungs[r].id);
    // §6.2.2.
    let verdict = same(
        rfc3986,
        "example://a/b/c/%7Bfoo%7D",
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    );
    assert!(verdict.same);
    assert_eq!(rung(&verdict), Some("syntax"));
    // §6.2.2.1.
    let verdict = same(
        rfc3986,
        "HTTP://www.EXAMPLE.com/",
        "http://www.example.com/",
    );
    assert_eq!(rung(&verdict), Some("syntax"));
    // §6.2.3: the four are the same, and the second is the normal form.
    let four = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in four {
        for b in four {
            assert!(same(rfc3986, a, b).same, "{a} {b}");
        }
        assert_eq!(
            normalize(rfc3986, a).normalized(),
            Some("http://example.com/")
        );
        // "http://example.com/?" cannot be assumed to be equivalent to any of them.
        assert!(!same(rfc3986, a, "http://example.com/?").same);
    }
    // "two URIs that differ only by the suffix "#" are considered different".
    assert!(!same(rfc3986, "http://example.com/", "http://example.com/#").same);
    // "mailto:Joe@Example.COM" is equivalent to "mailto:Joe@example.com".
    let verdict = same(rfc3986, "mailto:Joe@Example.COM", "mailto:Joe@example.com");
    assert_eq!(rung(&verdict), Some("scheme"));
    // §6.2.4 is named, never applied.
    let verdict = same(
        rfc3986,
        "http://example.com/data",
        "http://example.com/data/",
    );
    assert!(!verdict.same);
    assert_eq!(rfc3986.unapplied[0].id, "6.2.4");
}

/// fluent-uri 0.4's `normalize` is RFC 3986 §6.2.2 with the port rules of §6.2.3 and RFC
/// 5952's IPv6 form. Where it departs from §6.2.3 (it keeps an empty path after an authority;
/// it leaves a `mailto` domain as it is), its answer is taken on from there by the RFC's own
/// rule: the empty path is `/`, and a text whose `mailto` domain §6.2.3 lowercased is left
/// out. The texts hold only IPv6 literals that RFC 5952 leaves as they are (lower-cased).
#[test]
fn rfc_3986_rungs_agree_with_fluent_uri() {
    let rfc3986 = notion("rfc3986").unwrap();
    let (mut agreed, mut refused) = (0, 0);
    let mut failures = Vec::new();
    for text in texts(69, 4000) {
        let Ok(parsed) = fluent_uri::UriRef::parse(text.as_str()) else {
            refused += 1;
            continue;
        };
        let theirs = parsed.normalize();
        let ours = normalize(rfc3986, &text);
        if ours.changes.iter().any(|c| c.step.id == "6.2.3 mailto") {
            continue;
        }
        let mut expected = theirs.as_str().to_string();
        if theirs.has_authority() && theirs.path().as_str().is_empty() {
            let at = expected.find(['?', '#']).unwrap_or(expected.len());
            expected.insert(at, '/');
        }
        let got = ours.rungs[2].clone();
        if expected == got {
            agreed += 1;
        } else if failures.len() < 30 {
            failures.push(format!(
                "{text:?}: fluent-uri {expected:?}, uriscope {got:?}"
            ));
        }
    }
    println!("rfc3986: {agreed} texts agree with fluent-uri 0.4; {refused} it refuses to parse");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(agreed > 1000);
}

/// The URL Standard's serializer, as the `url` crate writes it.
#[test]
fn whatwg_normal_forms_agree_with_the_url_crate() {
    let whatwg = notion("whatwg").unwrap();
    let mut agreed = 0;
    let mut failures = Vec::new();
    for text in texts(1869, 4000) {
        let theirs = url::Url::parse(&text).map(|url| url.as_str().to_string());
        let ours = normalize(whatwg, &text);
        let got = ours.normalized().map(str::to_string);
        match (&theirs, &got) {
            (Ok(a), Some(b)) if a == b => agreed += 1,
            (Err(_), None) => agreed += 1,
            _ if failures.len() < 30 => {
                failures.push(format!("{text:?}: url {theirs:?}, uriscope {got:?}"));
            }
            _ => {}
        }
    }
    println!("whatwg: {agreed} texts agree with the url crate");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `script` under `program` in its `mode` of comparing two URIs on the pairs, and compares each answer with the notion's
/// verdict: an error where uriscope could not normalize one of the two, else the same verdict
/// and the same normal forms (`check` adds the library's own fields).
fn against_library(
    id: &str,
    program: &str,
    script: &str,
    mode: &str,
    check: impl Fn(&Verdict, &serde_json::Value) -> Result<(), String>,
) {
    let pairs = pairs(3986, 1500);
    let mut command = Command::new(program);
    command.arg(oracles::oracle(script)).arg(mode);
    let Some((version, answers)) = oracles::run_lines(command, &pairs) else {
        println!("skipped: `{program} {script}` does not run here");
        return;
    };
    let notion = notion(id).unwrap();
    let (mut agreed, mut same_pairs) = (0, 0);
    let mut failures = Vec::new();
    for ((a, b), answer) in pairs.iter().zip(&answers) {
        let verdict = same(notion, a, b);
        same_pairs += usize::from(verdict.same);
        let errored = verdict.a.error.is_some() || verdict.b.error.is_some();
        let outcome = match (answer.get("ok"), errored) {
            (None, true) => Ok(()),
            (None, false) => Err(format!("{version} raises {}", answer["error"])),
            (Some(_), true) => Err(format!(
                "{version} answers {answer}, uriscope: {:?}",
                verdict.a.error.as_ref().or(verdict.b.error.as_ref())
            )),
            (Some(ok), false) => {
                let normal =
                    |n: &uriscope::equivalence::Normalization| n.normalized().map(str::to_string);
                if ok["same"].as_bool() != Some(verdict.same) {
                    Err(format!(
                        "{version} says same={}, uriscope {}",
                        ok["same"], verdict.same
                    ))
                } else if ok["a"].as_str().map(str::to_string) != normal(&verdict.a)
                    || ok["b"].as_str().map(str::to_string) != normal(&verdict.b)
                {
                    Err(format!(
                        "{version} normalizes to {} and {}, uriscope {:?} and {:?}",
                        ok["a"],
                        ok["b"],
                        normal(&verdict.a),
                        normal(&verdict.b)
                    ))
                } else {
                    check(&verdict, ok)
                }
            }
        };
        match outcome {
            Ok(()) => agreed += 1,
            Err(why) if failures.len() < 30 => failures.push(format!("{a:?} {b:?}: {why}")),
            Err(_) => {}
        }
    }
    println!(
        "{id}: {agreed} of {} pairs agree with {version} ({same_pairs} of them the same)",
        pairs.len()
    );
    assert!(
        same_pairs > 100,
        "too few pairs are the same to test the verdict"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn java_equals_and_normalize_agree_with_the_jdk() {
    let java = notion("java").unwrap();
    against_library(
        "java",
        "java",
        "JavaUriResolve.java",
        "equals",
        |verdict, ok| {
            let equals = verdict
                .first_equal_rung
                .is_some_and(|rung| java.rungs[rung].id != "normalize");
            match ok["equals"].as_bool() == Some(equals) {
                true => Ok(()),
                false => Err(format!(
                    "equals: the JDK {}, uriscope {equals}",
                    ok["equals"]
                )),
            }
        },
    );
}

#[test]
fn ruby_equality_agrees_with_ruby() {
    against_library("ruby", "ruby", "ruby_uri_join.rb", "--equal", |_, _| Ok(()));
}

#[test]
fn perl_eq_agrees_with_perl_uri() {
    against_library("perl-uri", "perl", "perl_uri_abs.pl", "--eq", |_, _| Ok(()));
}

#[test]
fn guzzle_is_equivalent_agrees_with_guzzle() {
    against_library(
        "guzzle",
        "php",
        "php_guzzle_resolve.php",
        "--equivalent",
        |_, _| Ok(()),
    );
}

/// `same` is symmetric and each notion's rungs keep what the ones below them hold, on every
/// generated pair whose texts the notion can normalize (one it cannot is the same as no
/// other text, itself included) (the fuzz target `equivalence` checks the same on any input).
#[test]
fn same_is_symmetric_and_rungs_are_monotone() {
    for (a, b) in pairs(7, 800) {
        for notion in uriscope::equivalence::notions() {
            let forward = same(notion, &a, &b);
            let backward = same(notion, &b, &a);
            assert_eq!(forward.same, backward.same, "{} {a:?} {b:?}", notion.id);
            assert_eq!(
                forward.first_equal_rung, backward.first_equal_rung,
                "{} {a:?} {b:?}",
                notion.id
            );
            let normalized = forward.a.error.is_none() && forward.b.error.is_none();
            if let Some(first) = forward.first_equal_rung.filter(|_| normalized) {
                for rung in first..notion.rungs.len() {
                    assert!(
                        notion.same_at(rung, &forward.a, &forward.b),
                        "{}: {a:?} and {b:?} are the same at {} but not at {}",
                        notion.id,
                        notion.rungs[first].id,
                        notion.rungs[rung].id
                    );
                }
            }
        }
    }
}
