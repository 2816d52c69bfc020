//! The parts of a URI reference, and which text a span points into.

/// Which text a span points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The base URI.
    Base,
    /// The reference being resolved.
    Reference,
    /// The resolved URI.
    Result,
}

impl Role {
    /// The role's name in lower case, as traces and JSON write it.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Base => "base",
            Role::Reference => "reference",
            Role::Result => "result",
        }
    }
}

/// The parts of a URI reference the specifications talk about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Component {
    /// The scheme, without its `:`.
    Scheme,
    /// draft-10 "site", RFC 2396/3986 "authority", RFC 1808 "net_loc", without the `//`.
    Authority,
    /// The path.
    Path,
    /// RFC 1808 `;params` (a component there; part of each segment everywhere else).
    Params,
    /// The query, without its `?`.
    Query,
    /// The fragment, without its `#`.
    Fragment,
}

impl Component {
    /// Every component, in the order of a URI.
    pub const ALL: [Component; 6] = [
        Component::Scheme,
        Component::Authority,
        Component::Path,
        Component::Params,
        Component::Query,
        Component::Fragment,
    ];

    /// The component's name in lower case, as traces and JSON write it.
    pub const fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Path => "path",
            Component::Params => "params",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }
}

/// The five components of the Appendix B split, in the order of a URI.
pub const COMPONENTS: [Component; 5] = [
    Component::Scheme,
    Component::Authority,
    Component::Path,
    Component::Query,
    Component::Fragment,
];
