//! How much of a domain the tests sweep. CI sets `URISCOPE_FULL_SWEEPS` and the tests walk
//! every scalar value, every screen size and inputs of 100,000 units; without it they take a
//! sample that keeps each domain's edges, so that a developer's `cargo test` stays quick.

/// The variable that asks for the full sweeps.
pub const FULL_SWEEPS: &str = "URISCOPE_FULL_SWEEPS";

/// Whether the tests sweep whole domains (`URISCOPE_FULL_SWEEPS` is set).
pub fn full() -> bool {
    std::env::var_os(FULL_SWEEPS).is_some()
}

/// `full` under a full sweep, else `quick`: a count of repetitions, a stride, a size.
pub fn pick<T>(full: T, quick: T) -> T {
    if self::full() { full } else { quick }
}

/// Every Unicode scalar value under a full sweep. Otherwise every one below U+3000 (the
/// controls, the letters beside ASCII, the combining marks, the bidi and zero-width
/// characters, the line and paragraph separators), the variation selectors and specials
/// (U+FE00 to U+FFFF), the tags and supplementary selectors (U+E0000 to U+E0FFF), the last two
/// of every plane, and one in every 331 of the rest.
pub fn scalar_values() -> impl Iterator<Item = char> {
    let full = full();
    (0..=0x10_FFFFu32)
        .filter(move |&c| {
            full || c < 0x3000
                || (0xFE00..=0xFFFF).contains(&c)
                || (0xE_0000..=0xE_0FFF).contains(&c)
                || c & 0xFFFE == 0xFFFE
                || c % 331 == 0
        })
        .filter_map(char::from_u32)
}
