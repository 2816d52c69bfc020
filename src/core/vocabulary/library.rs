//! A library's source at a release, as a step of its profile cites it.

/// A library whose behaviour uriscope reproduces, at the version whose code and tests it
/// follows.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Library {
    /// A short name for JSON: `python-urljoin`.
    pub id: &'static str,
    /// Its name: `CPython`.
    pub name: &'static str,
    /// The version read: `3.12.7`.
    pub version: &'static str,
    /// The file its code is in: `Lib/urllib/parse.py`.
    pub file: &'static str,
}
