//! The two steps around the basic URL parser's runs in a WHATWG trace: the API URL parser's
//! parse of the base (every act of the base's run is reported under it) and the Fetch
//! Standard's location URL. A reader of the trace tells the base's acts from the input's, and
//! the fragment a redirect keeps, by them.

use crate::core::vocabulary::spec::Spec;
use crate::core::vocabulary::step::{Document, Step};

/// The base is parsed first, with no base URL of its own; every state it runs is listed under
/// this one step.
pub static BASE: Step = Step::new(
    Spec::Whatwg,
    "base",
    "parse the base URL (with no base of its own)",
    "§6.1 API URL parser, step 2",
    "If base is non-null: Set parsedBase to the result of running the basic URL parser on \
     base. If parsedBase is failure, then return failure. [Then:] Return the result of running \
     the basic URL parser on url with parsedBase.",
);

/// A redirect's `Location` without a fragment takes the request's: the Fetch Standard's
/// location URL, read where the `location_url` switch is on.
pub static LOCATION_URL: Step = Step::of(
    Document::Published {
        id: "fetch",
        name: "the Fetch Standard",
    },
    "location URL 4",
    "keep the request's fragment",
    "§2.2.6, location URL step 4",
    "If location is a URL whose fragment is null, then set location's fragment to \
     requestFragment. [This ensures that synthetic (indeed, all) responses follow the \
     processing model for redirects defined by HTTP.]",
);
