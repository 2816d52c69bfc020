//! A page's links, resolved as the browser resolves them: the page read and its links audited
//! (page.rs), one link resolved (resolve.rs), the page's tree, encoding and URL-bearing
//! attributes, and the resolution ahead of the parse (presolve.rs).

mod attributes;
mod dom;
pub(crate) mod encoding;
pub(crate) mod page;
mod presolve;
mod refresh;
mod resolve;
mod srcset;
