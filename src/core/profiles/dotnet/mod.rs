//! .NET's `new Uri(baseUri, relativeUri)` as Mono 6.8's System.dll runs it (the .NET
//! Framework's reference source under mono/mono's mcs/class/referencesource/System/net/System/,
//! with Mono's changes for Unix): resolve.rs holds the registry's row and the combining
//! (`ResolveHelper`, `GetCombinedString`, `CombineUri`), parse.rs the parse of one string
//! (`ParseSchemeCheckImplicitFile`, `PrivateParseMinimal`, `CheckAuthorityHelper`), host.rs its
//! host checks, syntax.rs the `UriParser` syntaxes modelled, canonical.rs what `AbsoluteUri`
//! writes (IRI normalization, escaping and `Compress`), steps.rs the steps cited, version.rs
//! the releases.

mod canonical;
pub(crate) mod connection;
mod host;
mod parse;
pub(crate) mod resolve;
pub mod steps;
mod syntax;
mod version;
