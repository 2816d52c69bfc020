//! The modules read bottom-up: the core imports neither front end nor the words they share,
//! the words layer imports no front end, and the explorer imports nothing of the command line
//! (the command line may open the explorer). Inside the core, each folder is a layer that
//! imports only those below it (docs/ARCHITECTURE.md draws them). No command of the command line
//! imports from its root, which only parses and dispatches.

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

/// The core's folders, bottom-up, each with what it must not import: those above it (the tools
/// are the top, free to import any). The two readings that run up are allowed: the
/// vocabulary's readers show a trace's text as the text layer cuts, splits and judges it, and a
/// `Resolution` resolves through a `Base`.
const CORE_LAYERS: [(&str, &[&str]); 4] = [
    (
        "vocabulary",
        &[
            "crate::core::specs",
            "crate::core::profiles",
            "crate::core::tools",
        ],
    ),
    (
        "text",
        &[
            "crate::core::specs",
            "crate::core::profiles",
            "crate::core::tools",
            "crate::core::base",
            "crate::core::resolve",
        ],
    ),
    (
        "specs",
        &[
            "crate::core::profiles",
            "crate::core::tools",
            "crate::core::base",
            "crate::core::resolve",
        ],
    ),
    (
        "profiles",
        &[
            "crate::core::tools",
            "crate::core::base",
            "crate::core::resolve",
        ],
    ),
];

/// A file's code without its unit tests (`mod tests`), which may reach any layer.
fn without_tests(text: &str) -> &str {
    text.split("#[cfg(test)]\nmod tests").next().unwrap_or(text)
}

#[test]
fn each_layer_of_the_core_imports_only_those_below_it() {
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut found = Vec::new();
    for (dir, forbidden) in CORE_LAYERS {
        for (file, text) in sources(&core.join(dir)) {
            if file.ends_with("tests.rs") || file.contains("/tests/") {
                continue;
            }
            for (n, line) in without_tests(&text).lines().enumerate() {
                if let Some(path) = forbidden.iter().find(|p| line.contains(*p)) {
                    found.push(format!("{file}:{}: {path}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn the_vocabulary_names_no_specification_or_library() {
    // The generic vocabulary may hold the WHATWG parser's acts (what its trace records), but
    // it takes nothing from a specification's or a library's module.
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core/vocabulary");
    let mut found = Vec::new();
    for (file, text) in sources(&core) {
        for (n, line) in text.lines().enumerate() {
            if line.contains("crate::core::specs") || line.contains("crate::core::profiles") {
                found.push(format!("{file}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
#[test]
fn the_cores_folders_only_declare_modules() {
    // core/mod.rs and each folder's mod.rs name the files; the code is in the files.
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut found = Vec::new();
    for (file, text) in sources(&core) {
        if !file.ends_with("mod.rs") {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            let declares = line.is_empty()
                || line.starts_with("//")
                || line.starts_with("#[")
                || line.starts_with("mod ")
                || line.starts_with("pub mod ")
                || line.starts_with("pub(crate) mod ");
            if !declares {
                found.push(format!("{file}:{}: {line}", n + 1));
                break;
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_folder_module_is_its_folders_mod_rs() {
    // `grammar.rs` beside `grammar/` would be a folder's module with code in it; a file may keep
    // only its unit tests in a folder of its name (`curl/urlapi.rs`, `curl/urlapi/tests.rs`).
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/core");
    let mut found = Vec::new();
    for (file, _) in sources(&core) {
        let folder = Path::new(&file).with_extension("");
        if folder.is_dir() {
            let tests_only = std::fs::read_dir(&folder)
                .expect("the folder reads")
                .all(|entry| entry.expect("an entry").file_name() == "tests.rs");
            if !tests_only {
                found.push(file);
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The command line's `mod.rs` only parses and dispatches: no command imports from it (each
/// owns its arguments, and what commands share has a file of its own).
#[test]
fn no_command_imports_from_the_command_line_s_root() {
    let cli = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli");
    let root = std::fs::read_to_string(cli.join("mod.rs")).expect("cli/mod.rs reads");
    // The names cli/mod.rs defines or imports (a child module sees its parent's imports too).
    let mut names: Vec<String> = Vec::new();
    for line in root.lines() {
        if let Some(path) = line.strip_prefix("use ").or(line.strip_prefix("pub use ")) {
            let list = path.split_once('{').map_or(path, |(_, list)| list);
            for item in list.split([',', '}', ';']) {
                let name = item.trim().rsplit("::").next().unwrap_or("");
                if !name.is_empty() && name != "self" {
                    names.push(name.to_string());
                }
            }
            continue;
        }
        let words: Vec<&str> = line.split([' ', '(', '<', ':']).collect();
        for kind in ["struct", "enum", "fn", "const"] {
            if let Some(i) = words.iter().position(|w| *w == kind)
                && matches!(words.first(), Some(&"pub" | &"fn" | &"const"))
                && let Some(name) = words.get(i + 1).filter(|n| !n.is_empty())
            {
                names.push(name.to_string());
            }
        }
    }
    let mut found = Vec::new();
    for (file, text) in sources(&cli) {
        if file.ends_with("cli/mod.rs") {
            continue;
        }
        // A file directly in src/cli reaches the root as `super::`; one in a folder as
        // `crate::cli::`.
        let in_folder = Path::new(&file).parent() != Some(cli.as_path());
        for (n, line) in without_tests(&text).lines().enumerate() {
            let line = line.trim();
            let rest = line.strip_prefix("use crate::cli::").or_else(|| {
                (!in_folder)
                    .then(|| line.strip_prefix("use super::"))
                    .flatten()
            });
            let Some(rest) = rest else { continue };
            let first = rest.split([':', ';', ' ', '{']).next().unwrap_or("");
            if names.iter().any(|name| name == first) {
                found.push(format!("{file}:{}: {line}", n + 1));
            }
        }
    }
    assert!(names.len() > 5, "cli/mod.rs's names were read: {names:?}");
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The explorer's layers: a pane is a view (it imports neither the App nor an overlay's
/// behaviour), the App's state knows no overlay's behaviour (an overlay is handed actions by
/// `update.rs`, which sits above both), and an overlay knows no other overlay.
#[test]
fn the_explorer_s_views_state_and_overlays_import_downwards() {
    let tui = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/tui");
    let mut checked = 0;
    let overlays: Vec<String> = sources(&tui.join("overlays"))
        .iter()
        .filter_map(|(path, _)| Path::new(path).file_stem()?.to_str().map(str::to_string))
        .filter(|name| name != "mod")
        .collect();
    for (path, text) in sources(&tui) {
        let file = path
            .strip_prefix(&format!("{}/", tui.display()))
            .unwrap_or(&path)
            .to_string();
        let code = without_tests(&text);
        let imports = |module: &str| {
            code.lines().any(|line| {
                let line = line.trim_start();
                (line.starts_with("use ") || line.starts_with("pub use "))
                    && (line.contains(&format!("tui::{module}"))
                        || line.contains(&format!("super::{module}")))
            })
        };
        let sibling_overlays: Vec<String> = overlays
            .iter()
            .map(|name| format!("overlays::{name}"))
            .collect();
        let mut forbidden: Vec<&str> = if file.starts_with("panes/") {
            vec!["app", "overlays", "update", "views"]
        } else if file == "app.rs" {
            vec!["overlays", "update", "views", "ui"]
        } else if file.starts_with("overlays/") && file != "overlays/mod.rs" {
            vec!["update", "ui"]
        } else {
            vec![]
        };
        if file.starts_with("overlays/") && file != "overlays/mod.rs" {
            forbidden.extend(sibling_overlays.iter().map(String::as_str));
            forbidden.extend(overlays.iter().map(String::as_str));
        }
        for module in &forbidden {
            assert!(!imports(module), "tui/{file} imports {module}");
        }
        checked += usize::from(!forbidden.is_empty());
    }
    assert!(checked > 20, "only {checked} files checked");
}
