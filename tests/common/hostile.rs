//! The characters that hide text or change how a terminal shows it, one per class the escaping
//! rule names (docs/guide/06-terminal-safety.md), shared by the binary's test (`tests/escaping.rs`) and
//! the explorer's (`src/tui/tests/escaping.rs`, by `#[path]`), so both check the same list.

/// The strings of the issue that reported them (and one per class the rule adds), each put
/// inside a reference by the tests.
pub const HOSTILE: &[(&str, &str)] = &[
    ("tag characters", "\u{e0001}\u{e0068}\u{e0069}\u{e007f}"),
    ("U+0600", "\u{600}"),
    ("U+1D173", "\u{1d173}"),
    ("U+115F", "\u{115f}"),
    ("U+3164", "\u{3164}"),
    ("U+034F", "\u{34f}"),
    ("U+FE0F", "\u{fe0f}"),
    ("U+E0100", "\u{e0100}"),
    ("U+180B", "\u{180b}"),
    ("U+2800", "\u{2800}"),
    ("U+2028", "\u{2028}"),
    ("U+00A0", "\u{a0}"),
    ("private use", "\u{e000}"),
    ("unassigned", "\u{378}"),
    ("noncharacter", "\u{ffff}"),
];

/// How the rule writes a character that is not ASCII: `\u{…}`, lowercase hex.
pub fn u_escape(c: char) -> String {
    format!("\\u{{{:x}}}", c as u32)
}
