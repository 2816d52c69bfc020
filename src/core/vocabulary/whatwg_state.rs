//! The states of the basic URL parser (§4.4), named as the Standard names them.

use std::fmt;

/// A state of the basic URL parser's state machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// scheme start state
    SchemeStart,
    /// scheme state
    Scheme,
    /// no scheme state
    NoScheme,
    /// special relative or authority state
    SpecialRelativeOrAuthority,
    /// path or authority state
    PathOrAuthority,
    /// relative state
    Relative,
    /// relative slash state
    RelativeSlash,
    /// special authority slashes state
    SpecialAuthoritySlashes,
    /// special authority ignore slashes state
    SpecialAuthorityIgnoreSlashes,
    /// authority state
    Authority,
    /// host state
    Host,
    /// hostname state: the host state's twin, entered only with a state override (the
    /// `hostname` setter), which this parser does not take. Named so every state has its name.
    Hostname,
    /// port state
    Port,
    /// file state
    File,
    /// file slash state
    FileSlash,
    /// file host state
    FileHost,
    /// path start state
    PathStart,
    /// path state
    Path,
    /// opaque path state
    OpaquePath,
    /// query state
    Query,
    /// fragment state
    Fragment,
}

impl State {
    /// Every state, in the Standard's order.
    pub const ALL: [State; 21] = [
        State::SchemeStart,
        State::Scheme,
        State::NoScheme,
        State::SpecialRelativeOrAuthority,
        State::PathOrAuthority,
        State::Relative,
        State::RelativeSlash,
        State::SpecialAuthoritySlashes,
        State::SpecialAuthorityIgnoreSlashes,
        State::Authority,
        State::Host,
        State::Hostname,
        State::Port,
        State::File,
        State::FileSlash,
        State::FileHost,
        State::PathStart,
        State::Path,
        State::OpaquePath,
        State::Query,
        State::Fragment,
    ];

    /// The Standard's name, e.g. "special authority ignore slashes state".
    pub const fn name(self) -> &'static str {
        match self {
            State::SchemeStart => "scheme start state",
            State::Scheme => "scheme state",
            State::NoScheme => "no scheme state",
            State::SpecialRelativeOrAuthority => "special relative or authority state",
            State::PathOrAuthority => "path or authority state",
            State::Relative => "relative state",
            State::RelativeSlash => "relative slash state",
            State::SpecialAuthoritySlashes => "special authority slashes state",
            State::SpecialAuthorityIgnoreSlashes => "special authority ignore slashes state",
            State::Authority => "authority state",
            State::Host => "host state",
            State::Hostname => "hostname state",
            State::Port => "port state",
            State::File => "file state",
            State::FileSlash => "file slash state",
            State::FileHost => "file host state",
            State::PathStart => "path start state",
            State::Path => "path state",
            State::OpaquePath => "opaque path state",
            State::Query => "query state",
            State::Fragment => "fragment state",
        }
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
