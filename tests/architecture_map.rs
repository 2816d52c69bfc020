//! docs/ARCHITECTURE.md is the map of the code: every file and folder it names exists, so a
//! move that forgets the map fails here.

use std::path::{Path, PathBuf};

use regex::Regex;

/// Every file and folder under `dir`, as paths relative to the repository's root.
fn tree(root: &Path, dir: &Path, into: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).expect("the directory reads") {
        let path = entry.expect("an entry").path();
        let relative = path.strip_prefix(root).expect("under the root");
        let mut name = relative.display().to_string();
        if path.is_dir() {
            name.push('/');
            into.push(name);
            tree(root, &path, into);
        } else {
            into.push(name);
        }
    }
}

#[test]
fn every_path_the_map_names_exists() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let map = std::fs::read_to_string(root.join("docs/ARCHITECTURE.md")).expect("the map reads");
    let mut paths = Vec::new();
    for dir in ["src", "build", "tests", "benches", "assets", "docs"] {
        tree(&root, &root.join(dir), &mut paths);
    }
    // A path as the map writes one: folders and a file name with its extension, from `src/`
    // (`core/base.rs`), from the root (`tests/layering.rs`) or, inside a sentence about its
    // folder, the end of one (`links/encoding.rs`). `LIB` and `<name>` stand for any.
    let written =
        Regex::new(r"[A-Za-z0-9_<>.-]+(?:/[A-Za-z0-9_<>.-]+)*(?:\.(?:rs|toml|md|sh|py)|/)")
            .expect("the expression compiles");
    let mut missing = Vec::new();
    let mut named = 0;
    for found in written.find_iter(&map) {
        let text = found.as_str();
        // A folder followed by more of a name is another project's file (`lib/urlapi.c`).
        let more = map[found.end()..].starts_with(|c: char| c.is_alphanumeric());
        if !text.contains('/') || text.starts_with("//") || text.contains("..") || more {
            continue;
        }
        let pattern = regex::escape(text)
            .replace("LIB", "[a-z_0-9]+")
            .replace("<name>", "[a-z_0-9]+");
        let ends = Regex::new(&format!("(^|/){pattern}$")).expect("a path pattern");
        named += 1;
        if !paths.iter().any(|path| ends.is_match(path)) {
            missing.push(text.to_string());
        }
    }
    assert!(
        named > 50,
        "the map names {named} paths: is it still the map?"
    );
    assert!(
        missing.is_empty(),
        "the map names what is not there: {missing:?}"
    );
}
