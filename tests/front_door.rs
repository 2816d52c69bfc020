//! The crate's front door, read from `src/lib.rs`: at most 24 names at the root (the entry
//! points, their types and one module per vocabulary), and no name exported twice, so a reader
//! of the docs meets each item once. The hidden `__private` hooks are not the front door.
//! (`cargo +nightly rustdoc --lib -- -Z unstable-options --output-format json` counts the same.)

use std::collections::BTreeMap;

/// The most names the crate root may hold.
const ROOT_NAMES: usize = 24;

/// The names a `pub use` line group exports: `a::b::{C, D}` gives `C` and `D`, `a::b::C` gives
/// `C` (or its `as` name).
fn exported(group: &str) -> Vec<String> {
    let group = group.trim().trim_end_matches(';');
    let names = match group.find('{') {
        Some(open) => group[open + 1..group.rfind('}').expect("a closing brace")].to_string(),
        None => group.rsplit("::").next().unwrap_or_default().to_string(),
    };
    names
        .split(',')
        .map(|name| {
            name.split(" as ")
                .last()
                .unwrap_or_default()
                .trim()
                .to_string()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

/// Every `pub use` of `lib.rs` outside `__private`, as (the module it sits in, its names), and
/// the root's `pub mod`s.
fn read_lib() -> (Vec<(String, Vec<String>)>, Vec<String>) {
    let lib = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/src/lib.rs"))
        .expect("src/lib.rs reads");
    let mut uses = Vec::new();
    let mut root_modules = Vec::new();
    let mut modules: Vec<(String, usize)> = Vec::new();
    let mut hidden = false;
    let mut pending: Option<(String, String)> = None;
    for line in lib.lines() {
        let indent = line.len() - line.trim_start().len();
        let trimmed = line.trim();
        if let Some((module, mut group)) = pending.take() {
            group.push_str(trimmed);
            if trimmed.ends_with(';') {
                uses.push((module, exported(&group)));
            } else {
                pending = Some((module, group));
            }
            continue;
        }
        if trimmed == "}" {
            if modules.last().is_some_and(|&(_, at)| at == indent) {
                modules.pop();
            }
            continue;
        }
        if trimmed == "#[doc(hidden)]" {
            hidden = true;
            continue;
        }
        if let Some(name) = trimmed
            .strip_prefix("pub mod ")
            .and_then(|rest| rest.strip_suffix(" {"))
        {
            if indent == 0 && !hidden {
                root_modules.push(name.to_string());
            }
            let name = if hidden { "__private" } else { name };
            modules.push((name.to_string(), indent));
            hidden = false;
            continue;
        }
        if trimmed.starts_with("#[") {
            continue;
        }
        hidden = false;
        if let Some(group) = trimmed.strip_prefix("pub use ") {
            let module = modules
                .iter()
                .map(|(name, _)| name.as_str())
                .collect::<Vec<_>>()
                .join("::");
            if module.split("::").any(|m| m == "__private") {
                continue;
            }
            if group.ends_with(';') {
                uses.push((module, exported(group)));
            } else {
                pending = Some((module, group.to_string()));
            }
        }
    }
    (uses, root_modules)
}

#[test]
fn the_root_holds_at_most_24_names() {
    let (uses, modules) = read_lib();
    let mut root: Vec<String> = uses
        .iter()
        .filter(|(module, _)| module.is_empty())
        .flat_map(|(_, names)| names.iter().cloned())
        .collect();
    assert!(
        root.contains(&"Base".to_string()),
        "{root:?}: the reading missed the root"
    );
    root.extend(modules);
    assert!(
        root.len() <= ROOT_NAMES,
        "{} names at the crate root, at most {ROOT_NAMES}: {root:?}",
        root.len()
    );
}

#[test]
fn no_name_is_exported_twice() {
    let (uses, _) = read_lib();
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (module, names) in &uses {
        for name in names {
            seen.entry(name.clone())
                .or_default()
                .push(format!("uriscope::{module}"));
        }
    }
    assert!(
        seen.len() > 100,
        "{} names: the reading missed most",
        seen.len()
    );
    let twice: Vec<_> = seen.iter().filter(|(_, at)| at.len() > 1).collect();
    assert!(twice.is_empty(), "exported more than once: {twice:?}");
}
