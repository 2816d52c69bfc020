//! A library's row in the profiles' registry (core/registry.rs): what every front end reads of
//! a library. Each library's module defines its `ROW`; the registry lists the modules. Its
//! examples, from its own tests, are `assets/examples/WORD.toml`, read at build time.

use crate::core::vocabulary::normalization::Notion;
use crate::core::vocabulary::release::Releases;

/// A library's row in the registry.
#[derive(Debug)]
pub(crate) struct Row {
    /// Other words `--spec` takes for it (any case, `-` and `_` ignored): `urljoin`.
    pub aliases: &'static [&'static str],
    /// Its releases, one table, with its `--spec` word.
    pub releases: &'static Releases,
    /// A heading's name of a release: `Python 3.11 urljoin` (the release is `{}`).
    pub name: &'static str,
    /// A heading's title of a release: `CPython 3.11 urllib.parse.urljoin`.
    pub title: &'static str,
    /// What it is, for `--help` and completions.
    pub about: &'static str,
    /// The language whose snippet calls it (`resolve --snippet`), if any.
    pub snippet: Option<&'static str>,
    /// Its notion of equivalence (its `normalize`, `equals` or canonical form), if it has one:
    /// what `uriscope same` and `normalize --spec` read.
    pub equivalence: Option<&'static Notion>,
}
