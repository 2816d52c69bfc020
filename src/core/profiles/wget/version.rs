//! Which Wget releases the `wget` profiles reproduce: 1.21.3 (Debian bookworm's, read and run).

use super::steps::URL_C;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

const TABLE: Releases = Releases {
    word: "wget",
    product: "GNU Wget",
    lines: &[Line::new(&[1, 21], 3..=3, &URL_C)],
    unmodelled: &[
        Unmodelled {
            from: &[1, 0],
            to: &[1, 20],
            line: 0,
            same: false,
            why: "its src/url.c was not read",
        },
        Unmodelled {
            from: &[1, 22],
            to: &[1, 25],
            line: 0,
            same: false,
            why: "its src/url.c was not read",
        },
    ],
    aliases: &[],
    modelled: "1.21.3",
};

/// Wget's releases, in a UTF-8 locale.
pub(crate) static RELEASES: Releases = TABLE;

/// The same releases, under `LC_ALL=C`.
pub(crate) static C_LOCALE_RELEASES: Releases = Releases {
    word: "wget-c-locale",
    ..TABLE
};
