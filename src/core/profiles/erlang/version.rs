//! Which Erlang/OTP releases `erlang@25` reproduces: OTP 25.2.3 (Debian bookworm's
//! erlang-nox, stdlib 4.2, read and run). Other lines' uri_string.erl was not read, so they
//! are named and refused until each is.

use super::steps::URI_STRING;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// OTP's lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "erlang",
    product: "Erlang/OTP",
    lines: &[Line::whole(&[25], &URI_STRING)],
    unmodelled: &[
        Unmodelled {
            from: &[21],
            to: &[24],
            line: 0,
            same: false,
            why: "its uri_string.erl was not read",
        },
        Unmodelled {
            from: &[26],
            to: &[28],
            line: 0,
            same: false,
            why: "its uri_string.erl was not read",
        },
    ],
    aliases: &[],
    modelled: "25",
};
