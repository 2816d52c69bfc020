//! A page's links, resolved as the browser resolves them: the page read and its links audited
//! (page.rs), one link resolved (resolve.rs), the page's tree, encoding and URL-bearing
//! attributes, and whether the bytes are text at all (sniff.rs).

mod attributes;
pub(crate) mod chromium;
mod css;
mod dom;
pub(crate) mod encoding;
pub(crate) mod page;
mod refresh;
mod resolve;
pub(crate) mod sniff;
mod srcset;
