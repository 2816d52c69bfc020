//! RFC 3987 §6.5: IRI references resolved as URI references are, and what §3.1 promises of
//! the result: "there is no need to define resolution separately on the IRI level".

use crate::core::base::Base;
use crate::core::text::iri::mapping::IriOptions;
use crate::core::text::iri::mapping::Mapping;
use crate::core::text::iri::mapping::NotMapped;
use crate::core::text::iri::to_uri::iri_to_uri;
use crate::core::vocabulary::error::Error;

/// A resolution of IRIs seen from the URIs: its result mapped to a URI, and the URI the
/// base and the reference give when they are mapped first and resolved after.
#[derive(Clone, Debug)]
pub struct IriForms {
    /// The result mapped to a URI (§3.1), or why it maps to none.
    pub uri: Result<Mapping, NotMapped>,
    /// The base and the reference mapped to URIs, then resolved by the same rules; `None`
    /// where either maps to no URI.
    pub from_uris: Option<Result<String, Error>>,
}

impl IriForms {
    /// What the resolution of `reference` against `base` to `result` is as URIs.
    ///
    /// ```
    /// use uriscope::text::iri::IriForms;
    /// use uriscope::{Base, Options, Spec};
    /// let base = Base::parse(Spec::Rfc3986, "http://example.org/dürst/x", &Options::default())?;
    /// let result = base.resolve("../bücher")?;
    /// assert_eq!(result.as_str(), "http://example.org/bücher");
    /// let forms = IriForms::of(&base, "../bücher", result.as_str());
    /// assert_eq!(forms.uri.as_ref().unwrap().output, "http://example.org/b%C3%BCcher");
    /// assert!(forms.agree());
    /// # Ok::<(), uriscope::Error>(())
    /// ```
    pub fn of(base: &Base, reference: &str, result: &str) -> IriForms {
        let options = IriOptions::default();
        let uri = iri_to_uri(result, &options);
        let from_uris = match (
            iri_to_uri(base.as_str(), &options),
            iri_to_uri(reference, &options),
        ) {
            (Ok(base_uri), Ok(reference_uri)) => Some(
                Base::parse(base.spec(), &base_uri.output, base.options())
                    .and_then(|base| base.resolve(&reference_uri.output))
                    .map(|resolved| resolved.as_str().to_string()),
            ),
            _ => None,
        };
        IriForms { uri, from_uris }
    }

    /// Whether resolving the URIs gives the result's URI, as §3.1 says it does (true where
    /// either side cannot be had).
    pub fn agree(&self) -> bool {
        match (&self.uri, &self.from_uris) {
            (Ok(uri), Some(Ok(from_uris))) => uri.output == *from_uris,
            _ => true,
        }
    }
}
