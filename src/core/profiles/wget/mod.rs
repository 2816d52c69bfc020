//! GNU Wget following a `Location` (follow.rs): `uri_merge` (merge.rs), `url_parse` and
//! `url_string` (parse.rs), in a UTF-8 locale (redirect.rs, `wget`) or under `LC_ALL=C`
//! (c_locale.rs, `wget-c-locale`), with its steps and its release lines.

pub(crate) mod c_locale;
pub(crate) mod connection;
mod follow;
mod merge;
mod parse;
pub(crate) mod redirect;
pub mod steps;
mod version;
