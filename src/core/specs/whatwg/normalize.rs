//! The URL Standard's equality (§4.6 URL equivalence): two URLs are equal when their
//! serializations are, with or without their fragments. The parser normalizes as it parses, so
//! a text's normal form is its parse serialized, and each change is read from the parse: the part
//! of the input a state read against what the record holds, with the reasons the trace recorded
//! at that state.

use crate::core::specs::rfc3986::steps::NORM_STRING;
use crate::core::specs::whatwg::parser::parse_with;
use crate::core::specs::whatwg::record::Url;
use crate::core::specs::whatwg::split::split;
use crate::core::specs::whatwg::steps::{EQUALS, EQUALS_EXCLUDING_FRAGMENTS, PREPROCESS, step_of};
use crate::core::text::authority_split::split_authority;
use crate::core::vocabulary::component::Component;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};
use crate::core::vocabulary::step::Step;
use crate::core::vocabulary::trace::Trace;
use crate::core::vocabulary::whatwg_state::State;

/// The rung of the serializer.
const SERIALIZED: usize = 1;

/// URL equality, fragments compared.
pub(crate) static NOTION: Notion = Notion {
    id: "whatwg",
    name: "URL Standard §4.6",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "equals",
            step: &EQUALS,
        },
    ],
    unapplied: &[],
    normalize,
    same_at: None,
    compared: None,
};

/// URL equality with exclude fragments set (the Fetch Standard's, a cache's).
pub(crate) static NOTION_EXCLUDING_FRAGMENTS: Notion = Notion {
    id: "whatwg-exclude-fragments",
    name: "URL Standard §4.6, exclude fragments",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "equals",
            step: &EQUALS_EXCLUDING_FRAGMENTS,
        },
    ],
    unapplied: &[],
    normalize: normalize_excluding_fragments,
    same_at: None,
    compared: None,
};

fn normalize(text: &str) -> Normalization {
    normalize_with(text, false)
}

fn normalize_excluding_fragments(text: &str) -> Normalization {
    normalize_with(text, true)
}

/// Parses `text` with no base and serializes it, recording what each state changed.
fn normalize_with(text: &str, exclude_fragments: bool) -> Normalization {
    let mut n = Normalization::new(text);
    let mut trace = Trace::default();
    let url = match parse_with(text, None, &mut trace) {
        Ok(url) => url,
        Err(failure) => {
            n.error = Some(failure.to_string());
            return n;
        }
    };
    let stripped = text.trim_matches(|c: char| c <= ' ');
    let cleaned: String = stripped
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    n.record(&PREPROCESS, SERIALIZED, "uri", text, &cleaned);

    let input = split(text, None);
    n.record(
        step_of(State::Scheme),
        SERIALIZED,
        "scheme",
        input.scheme().unwrap_or_default(),
        url.scheme(),
    );
    let (userinfo, host, port) = match input.authority() {
        Some(authority) => split_authority(authority),
        None => (None, "", None),
    };
    let credentials = credentials(&url);
    n.record(
        step_of(State::Authority),
        SERIALIZED,
        "userinfo",
        userinfo.unwrap_or_default(),
        &credentials,
    );
    let host_state = if url.scheme() == "file" {
        State::FileHost
    } else {
        State::Host
    };
    n.record(
        step_of(host_state),
        SERIALIZED,
        "host",
        host,
        url.host_str().unwrap_or_default(),
    );
    let port_after = url.port().map(|p| format!(":{p}")).unwrap_or_default();
    n.record(
        step_of(State::Port),
        SERIALIZED,
        "port",
        &port.map(|p| format!(":{p}")).unwrap_or_default(),
        &port_after,
    );
    let path_state = if url.has_opaque_path() {
        State::OpaquePath
    } else {
        State::Path
    };
    let part = |component: Component| {
        url.span_of(component)
            .map_or("", |span| &url.as_str()[span.start..span.end])
    };
    n.record(
        step_of(path_state),
        SERIALIZED,
        "path",
        input.path(),
        part(Component::Path),
    );
    n.record(
        step_of(State::Query),
        SERIALIZED,
        "query",
        input.query().unwrap_or_default(),
        part(Component::Query),
    );
    n.record(
        step_of(State::Fragment),
        SERIALIZED,
        "fragment",
        input.fragment().unwrap_or_default(),
        part(Component::Fragment),
    );
    if exclude_fragments && url.fragment().is_some() {
        let step: &'static Step = &EQUALS_EXCLUDING_FRAGMENTS;
        n.record(
            step,
            SERIALIZED,
            "fragment",
            &format!("#{}", part(Component::Fragment)),
            "",
        );
    }
    // What the trace says of each state that changed something.
    let steps: Vec<&'static Step> = n.changes.iter().map(|c| c.step).collect();
    for (change, step) in n.changes.iter_mut().zip(steps) {
        let reasons: Vec<&str> = trace
            .warnings()
            .filter(|(at, _)| std::ptr::eq(*at, step))
            .map(|(_, warning)| warning.text)
            .collect();
        if !reasons.is_empty() {
            change.note = Some(reasons.join(" "));
        }
    }
    n.rungs.push(if exclude_fragments {
        url.without_fragment().to_string()
    } else {
        url.as_str().to_string()
    });
    n
}

/// The URL's credentials as the serializer writes them before `@`.
fn credentials(url: &Url) -> String {
    match (url.username(), url.password()) {
        (user, "") => user.to_string(),
        (user, password) => format!("{user}:{password}"),
    }
}

#[cfg(test)]
mod tests;
