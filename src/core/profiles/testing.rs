//! What a library profile's tests read of a resolution: the result (or the error as it
//! prints), the ids of the departures it named, in order, and how the result's path was made.

use crate::core::base::Base;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::resolution::Resolution;
use crate::core::vocabulary::spec::Spec;

/// `reference` resolved against `base` by `spec`: the result, and each warning's id.
pub(crate) fn resolve_naming_departures(
    spec: Spec,
    base: &str,
    reference: &str,
) -> (Result<String, String>, Vec<&'static str>) {
    let base = Base::new(spec, base, &Options::default());
    let resolution = Resolution::new(&base, reference);
    let result = resolution
        .result()
        .map(|r| r.as_str().to_string())
        .map_err(ToString::to_string);
    let warnings = resolution
        .warnings()
        .iter()
        .map(|(_, warning)| warning.id)
        .collect();
    (result, warnings)
}

/// How the path of `reference` resolved against `base` by `spec` came to be, in words (`the
/// buffer, last changed at resolvePath`).
pub(crate) fn path_made_by(spec: Spec, base: &str, reference: &str) -> Option<String> {
    let base = Base::new(spec, base, &Options::default());
    let resolution = Resolution::new(&base, reference);
    resolution
        .provenance()
        .iter()
        .find(|p| p.component == Component::Path)
        .and_then(|p| p.how.clone())
}

/// The specification or profile `--spec` would read from `text` (`go@1.22`), which must be
/// one.
pub(crate) fn spec(text: &str) -> Spec {
    text.parse()
        .unwrap_or_else(|error| panic!("{text}: {error}"))
}

/// A throw-away library, registered in the unit tests only (core/registry.rs, after `test:`):
/// RFC 3986's resolution under another name, with two lines, to see that one registry row
/// reaches `--spec`, the JSON, completions and the explorer's chooser.
pub(crate) mod toy {
    use crate::core::specs::rfc3986;
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
        examples: None,
    };

    /// RFC 3986 §5.2, as the toy's every release resolves.
    pub(crate) fn resolve<O: Observer>(
        _release: Release,
        base: &str,
        reference: &str,
        obs: &mut O,
    ) -> Result<String, Error> {
        let base = rfc3986::pre_parse_base(base, obs)?;
        rfc3986::resolve(&base, reference, &Options::default(), obs)
    }
}
