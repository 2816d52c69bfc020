//! Reading a TOML table the way every data file here is read: unknown keys refused (a typo
//! would otherwise be dropped in silence), each value of the type its key wants.

use toml::{Table, Value};

/// Refuses a key the format does not have, as a typo would be.
pub(crate) fn only(table: &Table, keys: &[&str], at: &str) -> Result<(), String> {
    match table.keys().find(|key| !keys.contains(&key.as_str())) {
        Some(key) => Err(format!("{at} has an unknown key `{key}`")),
        None => Ok(()),
    }
}

/// The string at `key`, if any; an error if it is not a string.
pub(crate) fn string<'t>(table: &'t Table, key: &str, at: &str) -> Result<Option<&'t str>, String> {
    match table.get(key) {
        None => Ok(None),
        Some(Value::String(text)) => Ok(Some(text)),
        Some(_) => Err(format!("{at}: `{key}` must be a string")),
    }
}

/// The boolean at `key`, `default` when it is absent; an error if it is not a boolean.
pub(crate) fn boolean(table: &Table, key: &str, default: bool, at: &str) -> Result<bool, String> {
    match table.get(key) {
        None => Ok(default),
        Some(Value::Boolean(on)) => Ok(*on),
        Some(_) => Err(format!("{at}: `{key}` must be true or false")),
    }
}

/// The array of tables at `key` (`[[key]]`), empty when there is none.
pub(crate) fn tables<'t>(table: &'t Table, key: &str, at: &str) -> Result<Vec<&'t Table>, String> {
    match table.get(key) {
        None => Ok(Vec::new()),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                item.as_table()
                    .ok_or_else(|| format!("{at}: `{key}` {} is not a table", i + 1))
            })
            .collect(),
        Some(_) => Err(format!("{at}: `{key}` must be an array of tables")),
    }
}
