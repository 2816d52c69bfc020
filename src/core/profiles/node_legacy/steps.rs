//! The steps of Node.js's legacy `url.resolve` (lib/url.js: `url.parse` on both texts,
//! `Url.prototype.resolveObject`, `Url.prototype.format`), each quoting the lines it follows, and
//! the departures from RFC 3986 §5.2 they make.

use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::step::{Document, Step, steps_of};
use crate::core::vocabulary::warning::Warning;

/// Node.js's `lib/url.js`, read in the v20.20.2 binary (`process.binding('natives').url`);
/// its branches are the io.js-era algorithm, unchanged in substance since.
pub static NODE: Library = Library {
    id: "node-legacy",
    name: "Node.js",
    version: "v20.20.2",
    file: "lib/url.js",
};

steps_of!(Document::Library(&NODE));

// The steps and warnings are data: steps.json beside this file, made Rust by build/statics.rs.
include!(concat!(
    env!("OUT_DIR"),
    "/core/profiles/node_legacy/steps.rs"
));
