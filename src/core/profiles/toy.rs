//! A throw-away library, registered in the unit tests only (the registry, after `test:`):
//! RFC 3986's resolution under another name, with two lines, to see that one registry row
//! reaches `--spec`, the JSON, completions and the explorer's chooser.

use crate::core::specs::rfc3986;
use crate::core::text::grammar::connection::connection;
use crate::core::text::grammar::grammars::Grammar;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::error::Error;
use crate::core::vocabulary::event::Observer;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::release::{Line, Release, Releases};
use crate::core::vocabulary::row::Row;

static SOURCE: Library = Library {
    id: "toy",
    name: "Toy",
    version: "1.1.0",
    file: "src/toy.c",
};

static RELEASES: Releases = Releases {
    word: "toy",
    product: "Toy",
    lines: &[
        Line::new(&[1, 0], 0..=2, &SOURCE),
        Line::new(&[1, 1], 0..=0, &SOURCE),
    ],
    unmodelled: &[],
    aliases: &[],
    modelled: "1.0 and 1.1",
};

pub(crate) static ROW: Row = Row {
    aliases: &["toylib"],
    releases: &RELEASES,
    name: "Toy {} join",
    title: "Toy {} toy_join",
    about: "a throw-away library added by a test",
    snippet: None,
    equivalence: None,
};

/// RFC 3986 §5.2, as the toy's every release resolves.
pub(crate) fn resolve<O: Observer>(
    _release: Release,
    base: &str,
    reference: &str,
    obs: &mut O,
) -> Result<String, Error> {
    let base = rfc3986::resolve::pre_parse_base(base, obs)?;
    rfc3986::resolve::resolve(&base, reference, &Options::default(), obs)
}

/// Where the toy connects: by RFC 3986's grammar.
pub(crate) fn connects_to(_release: Release, url: &str) -> Result<Connection, String> {
    connection(Grammar::Rfc3986, url)
}
