//! Which Ruby releases `ruby@3.1` reproduces: the `uri` library they ship, 0.11.0, read and run
//! as Debian's Ruby 3.1.2 has it. Later lines changed the parser and `merge`, so they are
//! named and refused until each is read.

use super::steps::GENERIC;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// Ruby's lines: 3.1.0 to 3.1.3 ship `uri` 0.11.0 (3.1.4 brought 0.11.1's expressions).
pub(crate) static RELEASES: Releases = Releases {
    word: "ruby",
    product: "Ruby",
    lines: &[Line::new(&[3, 1], 0..=3, &GENERIC)],
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
            why: "its uri (0.12 to 1.0) matches with possessive quantifiers and a regrouped \
                  relative reference (CVE-2023-28755), and its merge takes a reference's \
                  authority whole (CVE-2025-27221)",
        },
    ],
    aliases: &[],
    modelled: "3.1.0 to 3.1.3",
};
