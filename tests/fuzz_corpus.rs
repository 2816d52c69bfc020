//! Replays every fuzz target's corpus (`fuzz/corpus/<target>/`) and every crash input it found
//! (`fuzz/artifacts/<target>/`, when present) through the target's own checks, on stable, so
//! that `cargo test` guards what fuzzing found without nightly or cargo-fuzz.
//!
//! `cargo test --test fuzz_corpus -- --ignored write_seed_corpus` writes the seed corpus from
//! the specifications' examples (`assets/examples/*.toml`).

#[path = "common/fuzz_checks.rs"]
mod fuzz_checks;

use std::collections::BTreeSet;
use std::fs;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};

use fuzz_checks::{Check, Input, TARGETS};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

/// The files of `dir`, sorted; none when it does not exist.
fn files_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .map(|entry| entry.expect("a readable directory entry").path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `check` on every file of the target's corpus and artifacts; fails naming each file that
/// fails. The corpus must not be empty: a replay of nothing would pass for nothing.
fn replay(target: &str, check: Check) {
    let corpus = files_in(&fuzz_dir().join("corpus").join(target));
    assert!(
        !corpus.is_empty(),
        "fuzz/corpus/{target}/ is empty or missing"
    );
    let artifacts = files_in(&fuzz_dir().join("artifacts").join(target));
    let mut failed = Vec::new();
    for file in corpus.iter().chain(&artifacts) {
        let data = match fs::read(file) {
            Ok(data) => data,
            // A fuzzer running on the corpus meanwhile replaces inputs by shorter ones.
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => continue,
            Err(e) => panic!("{}: {e}", file.display()),
        };
        if let Err(panic) = catch_unwind(AssertUnwindSafe(|| check(&data))) {
            let message = panic
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| panic.downcast_ref::<&str>().copied())
                .unwrap_or("(no message)");
            failed.push(format!("{}: {message}", file.display()));
        }
    }
    assert!(failed.is_empty(), "{target}:\n{}", failed.join("\n"));
}

fn check_of(target: &str) -> Check {
    TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .map(|(_, check)| *check)
        .expect("a known target")
}

#[test]
fn traced_untraced_corpus_replays() {
    replay("traced_untraced", check_of("traced_untraced"));
}

#[test]
fn buffer_replay_corpus_replays() {
    replay("buffer_replay", check_of("buffer_replay"));
}

#[test]
fn rfc3986_oxiri_corpus_replays() {
    replay("rfc3986_oxiri", check_of("rfc3986_oxiri"));
}

#[test]
fn appendix_b_corpus_replays() {
    replay("appendix_b", check_of("appendix_b"));
}

#[test]
fn command_line_corpus_replays() {
    replay("command_line", check_of("command_line"));
}

#[test]
fn whatwg_url_corpus_replays() {
    replay("whatwg_url", check_of("whatwg_url"));
}

#[test]
fn links_page_corpus_replays() {
    replay("links_page", check_of("links_page"));
}

#[test]
fn relative_round_trip_corpus_replays() {
    replay("relative_round_trip", check_of("relative_round_trip"));
}

#[test]
fn iri_mappings_corpus_replays() {
    replay("iri_mappings", check_of("iri_mappings"));
}

#[test]
fn redirects_paste_corpus_replays() {
    replay("redirects_paste", check_of("redirects_paste"));
}

#[test]
fn equivalence_corpus_replays() {
    replay("equivalence", check_of("equivalence"));
}

#[test]
fn quiz_corpus_replays() {
    replay("quiz", check_of("quiz"));
}

/// Every target has a test above and a fuzz target file.
#[test]
fn every_target_is_replayed_and_built() {
    let tests = include_str!("fuzz_corpus.rs");
    for (target, _) in TARGETS {
        assert!(
            tests.contains(&format!("replay(\"{target}\"")),
            "no replay test for {target}"
        );
        let source = fuzz_dir().join("fuzz_targets").join(format!("{target}.rs"));
        assert!(source.is_file(), "no {}", source.display());
    }
}

/// A name for a seed file: FNV-1a of its bytes, so rewriting the seeds is idempotent.
fn seed_name(bytes: &[u8]) -> String {
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325_u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("seed-{hash:016x}")
}

/// Writes the seed corpus: one input per example of `assets/examples/*.toml` (its base,
/// reference and options), into every target's corpus directory. For the command line, the
/// examples take the twelve output modes in turn, with the example's specification.
#[test]
#[ignore = "writes fuzz/corpus/; run by hand to (re)seed it"]
fn write_seed_corpus() {
    let sets = uriscope::examples::builtin().expect("the built-in examples load");
    let mut seeds = BTreeSet::new();
    for (k, example) in sets.iter().flat_map(|set| &set.examples).enumerate() {
        let spec = uriscope::Spec::ALL
            .iter()
            .position(|s| *s == example.spec)
            .expect("a known specification");
        let mode = (spec as u8) << 4 | (k % 12) as u8;
        let flags = Input::flags_of(&example.options);
        seeds.insert(Input::to_bytes(
            flags,
            mode,
            &example.base,
            &example.reference,
        ));
    }
    for (target, _) in TARGETS {
        let dir = fuzz_dir().join("corpus").join(target);
        fs::create_dir_all(&dir).expect("the corpus directory");
        for seed in &seeds {
            fs::write(dir.join(seed_name(seed)), seed).expect("a seed written");
        }
    }
}
