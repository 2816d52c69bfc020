//! Apache HttpClient's `URIUtils.resolve(URI baseURI, String reference)`, 4.5 and 5.2,
//! replayed as its code runs on the JDK's `java.net.URI` (resolver.rs: the registry's row and
//! the resolution), 4.5's `normalizeSyntax` over its `URIBuilder` and `URLEncodedUtils`
//! (builder_45.rs), 5.2's over httpcore5's `URIBuilder` (builder_52.rs), the percent codecs (percent.rs), its steps and its release lines.

mod builder_45;
mod builder_52;
pub(crate) mod connection;
mod percent;
mod rebuilt;
pub(crate) mod resolver;
pub mod steps;
mod version;
