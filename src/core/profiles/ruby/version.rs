//! Which Ruby releases `ruby@3.1` reproduces: the `uri` library they ship, 0.11.0, read and run
//! as Debian's Ruby 3.1.2 has it, and 0.11.1 and 0.11.2 (3.1.4 to 3.1.6), whose possessive
//! expressions gave the same answer on every pair tried (ruby/uri's tags run on Ruby 3.1.2).
//! Later libraries changed the parser and `merge`, so their lines are named and refused until
//! each is modelled.

use super::steps::GENERIC;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// Ruby's lines: 3.1.0 to 3.1.6 ship `uri` 0.11.0 to 0.11.2 (3.1.7's 0.11.3 takes a
/// reference's authority whole).
pub(crate) static RELEASES: Releases = Releases {
    word: "ruby",
    product: "Ruby",
    lines: &[Line::new(&[3, 1], 0..=6, &GENERIC)],
    unmodelled: &[
        Unmodelled {
            from: &[2, 2],
            to: &[3, 0],
            line: 0,
            same: false,
            why: "its uri (0.10 and before) was not read",
        },
        Unmodelled {
            from: &[3, 2],
            to: &[3, 4],
            line: 0,
            same: false,
            why: "its uri (0.12 to 1.1) answers otherwise, as ruby/uri's tags run on Ruby 3.1 \
                  show: a reference's authority is taken whole (0.12.4, 0.13.2, 1.0.3, \
                  CVE-2025-27221), an empty host is kept (`http:///x` + `g` is `http:///g`, \
                  0.12), `//g:h` is a path (0.13), an error says `bad URI (is not URI?)` (1.0)",
        },
    ],
    aliases: &[],
    modelled: "3.1.0 to 3.1.6",
};
