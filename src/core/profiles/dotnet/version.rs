//! Which .NET `System.Uri` `dotnet@mono-6.8` reproduces: Mono 6.8 (6.8.0.105, Debian bookworm's
//! mono-runtime, read and run), whose System.dll builds the .NET Framework 4.x reference source
//! of System.Uri with Mono's Unix changes (a path starting with `/` is an implicit file path).
//! .NET (Core and 5+) is not a release of this table: its System.Private.Uri keeps the RFC 3986
//! reserved characters escaped in IRI parsing (dotnet/corefx 61c968d) and no longer writes a
//! path twice, so the profile names it and does not answer for it.

use super::steps::URI;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// The .NET lines.
pub(crate) static RELEASES: Releases = Releases {
    word: "dotnet",
    product: "Mono",
    lines: &[Line::new(&[6, 8], 0..=0, &URI)],
    unmodelled: &[
        Unmodelled {
            from: &[4, 0],
            to: &[6, 6],
            line: 0,
            same: false,
            why: "their System.dll was not run",
        },
        Unmodelled {
            from: &[6, 10],
            to: &[6, 12],
            line: 0,
            same: false,
            why: "their System.dll was not run",
        },
    ],
    aliases: &[],
    modelled: "6.8",
};
