//! Which Elixir releases `elixir@1.14` reproduces: 1.14.0 (Debian bookworm's elixir, read and
//! run) to 1.14.5, whose lib/elixir/lib/uri.ex parses, merges and writes as 1.14.0's. 1.15
//! rewrote `merge` ("Fix URI.merge using the examples from rfc3986", 4339ee9154), so its
//! lines are named and refused until each is modelled.

use super::steps::URI;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// Elixir's lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "elixir",
    product: "Elixir",
    lines: &[Line::new(&[1, 14], 0..=5, &URI)],
    unmodelled: &[
        Unmodelled {
            from: &[1, 0],
            to: &[1, 13],
            line: 0,
            same: false,
            why: "its uri.ex was not read",
        },
        Unmodelled {
            from: &[1, 15],
            to: &[1, 20],
            line: 0,
            same: false,
            why: "its merge answers otherwise: a base needs a scheme, not a host, and a final \
                  `.` or `..` keeps its `/` (4339ee9154, 1.15), and 1.19 mends bases without \
                  an authority or ending in dots (#14341 to #14358)",
        },
    ],
    aliases: &[],
    modelled: "1.14.0 to 1.14.5",
};
