//! A page's links, resolved as the browser resolves them: the page read and its links audited
//! (page.rs), what every link is resolved with (context.rs), one link resolved (resolve.rs) and
//! where Chromium departs (chromium.rs), the page's tree, encoding and URL-bearing attributes,
//! and whether the bytes are text at all (sniff.rs).

mod attributes;
pub(crate) mod chromium;
pub(crate) mod context;
mod css;
mod dom;
pub(crate) mod encoding;
pub(crate) mod page;
mod refresh;
mod resolve;
pub(crate) mod sniff;
mod srcset;
