//! OkHttp's `HttpUrl.get(base).resolve(link)` (OkHttp 3.13.1's okhttp3/HttpUrl.java), replayed
//! as its code runs (resolve.rs: the registry's row and the resolution), its `Builder`
//! (http_url.rs), the canonicalization of each part (canonicalize.rs), its hosts (host.rs) over
//! `java.net.IDN` (java_idn.rs, with Nameprep's tables in nameprep_tables.rs), its steps and its
//! release lines.

mod canonicalize;
pub(crate) mod connection;
mod host;
mod http_url;
mod java_idn;
mod nameprep_tables;
pub(crate) mod resolve;
pub mod steps;
mod version;
