//! Which guzzle/psr7 releases `guzzle@2.4` reproduces: 2.4.5 (Debian bookworm's
//! php-guzzlehttp-psr7, read and run on PHP 8.2.31). 2.5 and 2.6 changed no line that resolves
//! (their diff to 2.6.2 is formatting), so 2.4 answers for them.

use super::steps::RESOLVER;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// guzzle/psr7's lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "guzzle",
    product: "guzzle/psr7",
    lines: &[Line::new(&[2, 4], 0..=5, &RESOLVER)],
    unmodelled: &[
        Unmodelled {
            from: &[2, 5],
            to: &[2, 6],
            line: 0,
            same: true,
            why: "its Uri.php and UriResolver.php resolve as 2.4.5's (to 2.6.2 the diff is \
                  formatting)",
        },
        Unmodelled {
            from: &[1, 0],
            to: &[2, 3],
            line: 0,
            same: false,
            why: "its Uri.php was not read",
        },
    ],
    aliases: &[],
    modelled: "2.4",
};
