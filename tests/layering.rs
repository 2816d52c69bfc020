//! The modules read bottom-up: the core imports neither front end nor the words they share,
//! the words layer imports no front end, and the explorer imports nothing of the command line
//! (the command line may open the explorer).

use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the directory reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            files.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("the file reads");
            files.push((path.display().to_string(), text));
        }
    }
    files
}

#[test]
fn no_module_imports_one_above_it() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let rules: [(&str, &[&str]); 3] = [
        ("core", &["crate::cli", "crate::tui", "crate::words"]),
        ("words", &["crate::cli", "crate::tui"]),
        ("tui", &["crate::cli"]),
    ];
    let mut found = Vec::new();
    for (dir, forbidden) in rules {
        for (file, text) in sources(&src.join(dir)) {
            for (n, line) in text.lines().enumerate() {
                if let Some(path) = forbidden.iter().find(|p| line.contains(*p)) {
                    found.push(format!("{file}:{}: {path}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
