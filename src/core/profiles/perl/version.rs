//! Which releases of Perl's URI the `perl-uri` and `perl-lwp` profiles reproduce: 5.17
//! (Debian bookworm's liburi-perl, with libregexp-ipv6-perl, run), whose `abs` and setters are
//! those of the 5.x line read.

use super::steps::GENERIC;
use crate::core::vocabulary::release::{Line, Releases, Unmodelled};

/// URI's lines.
const TABLE: Releases = Releases {
    word: "perl-uri",
    product: "Perl URI",
    lines: &[Line::whole(&[5, 17], &GENERIC)],
    unmodelled: &[Unmodelled {
        from: &[1, 0],
        to: &[5, 16],
        line: 0,
        same: false,
        why: "its escaping of hosts (5.x's `uric4host`, `_fix_uric_escape_for_host_part`) was \
              not read",
    }],
    aliases: &[],
    modelled: "5.17",
};

/// URI's releases, as `perl-uri` names them.
pub(crate) static RELEASES: Releases = TABLE;

/// The same releases, as LWP's profile names them.
pub(crate) static LWP_RELEASES: Releases = Releases {
    word: "perl-lwp",
    ..TABLE
};
