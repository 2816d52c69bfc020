//! Which Apache HttpClient releases the profile reproduces: `httpclient@4.5` is 4.5.14
//! (Debian bookworm's libhttpclient-java), `httpclient@5.2` is 5.2.1 with httpcore5 5.2.1
//! (libhttpclient5-java), each read and run on JDK 17. Other releases changed URIBuilder and
//! were not read, so they are named and refused.

use super::steps::{URI_UTILS_45, URI_UTILS_52};
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// HttpClient's lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "httpclient",
    product: "Apache HttpClient",
    lines: &[
        Line::new(&[4, 5], 14..=14, &URI_UTILS_45),
        Line::new(&[5, 2], 1..=1, &URI_UTILS_52),
    ],
    unmodelled: &[
        Unmodelled {
            from: &[4, 0],
            to: &[4, 4],
            line: 0,
            same: false,
            why: "its URIUtils.java was not read",
        },
        Unmodelled {
            from: &[5, 0],
            to: &[5, 1],
            line: 1,
            same: false,
            why: "its URIUtils.java and httpcore5's URIBuilder.java were not read",
        },
        Unmodelled {
            from: &[5, 3],
            to: &[5, 6],
            line: 1,
            same: false,
            why: "its URIUtils.java and httpcore5's URIBuilder.java were not read",
        },
    ],
    aliases: &[],
    modelled: "4.5.14 and 5.2.1",
};
