//! Which OkHttp releases `okhttp@3.13` reproduces: 3.13.1 (Debian bookworm's libokhttp-java,
//! read and run on JDK 17). OkHttp 4 rewrote HttpUrl in Kotlin; its lines were not read, so
//! they are named and refused.

use super::steps::HTTP_URL;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// OkHttp's lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "okhttp",
    product: "OkHttp",
    lines: &[Line::new(&[3, 13], 1..=1, &HTTP_URL)],
    unmodelled: &[
        Unmodelled {
            from: &[3, 0],
            to: &[3, 12],
            line: 0,
            same: false,
            why: "its HttpUrl.java was not read",
        },
        Unmodelled {
            from: &[3, 14],
            to: &[5, 3],
            line: 0,
            same: false,
            why: "its HttpUrl (Kotlin from 4.0) was not read",
        },
    ],
    aliases: &[],
    modelled: "3.13.1",
};
