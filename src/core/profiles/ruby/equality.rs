//! Ruby's `URI#==` and `URI#normalize` (lib/uri/generic.rb, uri 0.11.0): `normalize!` makes an
//! empty path `/` and lowercases the scheme and the host; `==` is `self.class == oth.class &&
//! self.normalize.component_ary == oth.normalize.component_ary`, the components being the
//! class's `COMPONENT` list (so `URI::HTTP` compares no opaque part: `URI("http:x") ==
//! URI("http:y")`). Its ladder: the text, then `==`.

use super::parser::{self, Class, Uri};
use super::steps::GENERIC;
use crate::core::specs::rfc3986::steps::NORM_STRING;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};
use crate::core::vocabulary::step::Step;

/// The rung of `==`.
const EQUAL_RUNG: usize = 1;

static EQUAL: Step = Step::of_library(
    &GENERIC,
    "==",
    "the class and its components compared after normalize",
    "URI::Generic#==",
    "def ==(oth)\n  if self.class == oth.class\n    \
     self.normalize.component_ary == oth.normalize.component_ary\n  else\n    false\n  end\nend",
);

static NORMALIZE_PATH: Step = Step::of_library(
    &GENERIC,
    "normalize! path",
    "an empty path becomes `/`",
    "URI::Generic#normalize!",
    "if path&.empty?\n  set_path('/')\nend",
);

static NORMALIZE_HOST: Step = Step::of_library(
    &GENERIC,
    "normalize! host",
    "the host in lower case",
    "URI::Generic#normalize!",
    "if host && host != host.downcase\n  set_host(self.host.downcase)\nend",
);

/// Ruby's notion of equivalence.
pub(crate) static NOTION: Notion = Notion {
    id: "ruby",
    name: "Ruby uri 0.11.0 URI#==",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "==",
            step: &EQUAL,
        },
    ],
    unapplied: &[],
    normalize,
    same_at: Some(same_at),
    compared: None,
};

/// `URI(text)`, then `normalize!`.
fn parse_normalized(text: &str, n: Option<&mut Normalization>) -> Result<Uri, String> {
    let split = parser::split(text)?;
    let mut uri = parser::new(&split)?;
    let mut changes = Vec::new();
    // `path` is the reader: FTP's gives its path without the `/` (and its `set_path` writes
    // `/` as `/%2F`).
    if uri.path().as_deref() == Some("") {
        let before = uri.path.clone().unwrap_or_default();
        uri.set_path("/");
        changes.push((
            &NORMALIZE_PATH,
            "path",
            before,
            uri.path.clone().unwrap_or_default(),
        ));
    }
    // `set_scheme` lowercased the scheme as the parser set it: nothing is left to do.
    if let Some(host) = &uri.host {
        let lower = host.to_ascii_lowercase();
        changes.push((&NORMALIZE_HOST, "host", host.clone(), lower.clone()));
        uri.host = Some(lower);
    }
    if let Some(n) = n {
        for (step, part, before, after) in changes {
            n.record(step, EQUAL_RUNG, part, &before, &after);
        }
    }
    Ok(uri)
}

fn normalize(text: &str) -> Normalization {
    let mut n = Normalization::new(text);
    match parse_normalized(text, Some(&mut n)) {
        Ok(uri) => n.rungs.push(uri.to_s()),
        Err(error) => n.error = Some(error),
    }
    n
}

/// `a == b` at `EQUAL_RUNG`; the texts themselves below it.
fn same_at(rung: usize, a: &Normalization, b: &Normalization) -> bool {
    if rung < EQUAL_RUNG {
        return a.input == b.input;
    }
    match (
        parse_normalized(&a.input, None),
        parse_normalized(&b.input, None),
    ) {
        (Ok(a), Ok(b)) => a.class == b.class && component_ary(&a) == component_ary(&b),
        _ => false,
    }
}

/// `component_ary`: the readers of the class's `COMPONENT`, in order. LDAP's `dn`,
/// `attributes`, `scope`, `filter` and `extensions` are read from the path and the query, so
/// those stand for them.
fn component_ary(uri: &Uri) -> Vec<Option<String>> {
    let registry = None;
    match uri.class {
        Class::Generic => vec![
            uri.scheme.clone(),
            uri.userinfo(),
            uri.host.clone(),
            uri.port.clone(),
            registry,
            uri.path(),
            uri.opaque.clone(),
            uri.query.clone(),
            uri.fragment.clone(),
        ],
        Class::Http | Class::Https => vec![
            uri.scheme.clone(),
            uri.userinfo(),
            uri.host.clone(),
            uri.port.clone(),
            uri.path(),
            uri.query.clone(),
            uri.fragment.clone(),
        ],
        Class::Ws | Class::Wss => vec![
            uri.scheme.clone(),
            uri.userinfo(),
            uri.host.clone(),
            uri.port.clone(),
            uri.path(),
            uri.query.clone(),
        ],
        Class::Ftp => vec![
            uri.scheme.clone(),
            uri.userinfo(),
            uri.host.clone(),
            uri.port.clone(),
            uri.path(),
            uri.typecode.clone(),
        ],
        Class::File => vec![uri.scheme.clone(), uri.host.clone(), uri.path()],
        Class::Ldap | Class::Ldaps => vec![
            uri.scheme.clone(),
            uri.host.clone(),
            uri.port.clone(),
            uri.path(),
            uri.query.clone(),
        ],
        Class::MailTo => {
            let (to, headers) = uri.mailto.clone().unwrap_or_default();
            let headers: Vec<String> = headers.iter().map(|field| field.join("=")).collect();
            vec![uri.scheme.clone(), Some(to), Some(headers.join("&"))]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::equivalence::same;

    #[test]
    fn equal_compares_the_classs_components_after_normalize() {
        assert!(same(&NOTION, "http://a:80", "HTTP://A/").same);
        assert_eq!(normalize("http://A").normalized(), Some("http://a/"));
        // URI::HTTP's COMPONENT has no opaque part.
        assert!(same(&NOTION, "http:x", "http:y").same);
        assert!(!same(&NOTION, "foo:x", "foo:y").same);
        // The classes differ.
        assert!(!same(&NOTION, "http://a/", "https://a:80/").same);
        // Escapes are compared as written.
        assert!(!same(&NOTION, "http://a/%7e", "http://a/~").same);
        // URI::WS's COMPONENT has no fragment.
        assert!(same(&NOTION, "ws://a/#x", "ws://a/#y").same);
    }
}
