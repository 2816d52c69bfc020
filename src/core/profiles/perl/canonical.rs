//! Perl's `URI::eq($a, $b)` and `$uri->canonical` (URI 5.17): `eq` makes both URI objects
//! (`URI->new($a, $b)`, then `URI->new($b, $a)`: a text without a scheme takes the other's),
//! and compares their classes and their canonical strings. `canonical` is each class's own:
//! URI.pm's lowercases the scheme and rewrites every escape (an unreserved character, RFC 2396's
//! `-_.!~*'()` included, decoded, the others' hex digits upper-cased), `URI::_server`'s
//! lowercases the host and drops an empty or default port, `URI::http`'s gives an authority's
//! empty path `/`, `URI::file`'s makes `localhost` the empty authority, `URI::urn`'s lowercases
//! the namespace. Its ladder: the text, then `eq`.

use super::idna;
use super::steps::URI_PM;
use super::uri::{SchemeFrom, Uri, scheme_of, uric4host};
use crate::core::specs::rfc3986::steps::NORM_STRING;
use crate::core::text::percent;
use crate::core::vocabulary::library::Library;
use crate::core::vocabulary::normalization::{Normalization, Notion, Rung};
use crate::core::vocabulary::step::Step;

/// The rung of `eq`.
const EQ: usize = 1;

/// URI 5.17's URI/_server.pm.
static SERVER_PM: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI/_server.pm",
};

/// URI 5.17's URI/http.pm.
static HTTP_PM: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI/http.pm",
};

/// URI 5.17's URI/file.pm.
static FILE_PM: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI/file.pm",
};

/// URI 5.17's URI/urn.pm.
static URN_PM: Library = Library {
    id: "perl-uri",
    name: "Perl URI",
    version: "5.17",
    file: "lib/URI/urn.pm",
};

static EQ_STEP: Step = Step::of_library(
    &URI_PM,
    "eq",
    "the same class, and the same canonical string",
    "URI::eq",
    "$self  = URI->new($self, $other) unless ref $self;\n\
     $other = URI->new($other, $self) unless ref $other;\n\
     ref($self) eq ref($other) &&                # same class\n\
     \t$self->canonical->as_string eq $other->canonical->as_string;",
);

static NEW: Step = Step::of_library(
    &URI_PM,
    "new",
    "URI->new: the text unwrapped and escaped",
    "URI->new",
    "$str = $class->_uric_escape($str);",
);

static SCHEME_CASE: Step = Step::of_library(
    &URI_PM,
    "canonical scheme",
    "the scheme in lower case",
    "URI::canonical",
    "if ($uc_scheme) {\n\t$other->_scheme(lc $scheme);\n}",
);

static ESCAPES: Step = Step::of_library(
    &URI_PM,
    "canonical escapes",
    "unreserved characters decoded, other escapes in upper case",
    "URI::canonical",
    "$$other =~ s{%([0-9a-fA-F]{2})}\n\t            { my $a = chr(hex($1));\n\
     \x20                     $a =~ /^[$unreserved]\\z/o ? $a : \"%\\U$1\"\n\
     \x20                   }ge;",
);

static HOST_CASE: Step = Step::of_library(
    &SERVER_PM,
    "canonical host",
    "the host in lower case",
    "URI::_server::canonical",
    "$other->host(lc $host) if $uc_host;",
);

static DEFAULT_PORT: Step = Step::of_library(
    &SERVER_PM,
    "canonical port",
    "an empty or default port dropped",
    "URI::_server::canonical",
    "my $def_port = defined($port) && ($port eq \"\" ||\n\
     \x20                                     $port == $self->default_port);\n[...]\n\
     $other->port(undef)    if $def_port;",
);

static SLASH_PATH: Step = Step::of_library(
    &HTTP_PM,
    "canonical path",
    "an authority's empty path, without a query, becomes `/`",
    "URI::http::canonical",
    "my $slash_path = defined($other->authority) &&\n\
     \x20   !length($other->path) && !defined($other->query);",
);

static FILE_AUTHORITY: Step = Step::of_library(
    &FILE_PM,
    "canonical authority",
    "no authority, or `localhost`, becomes the empty authority",
    "URI::file::canonical",
    "if (!defined($auth) ||\n\t$auth eq \"\" ||\n\tlc($auth) eq \"localhost\" ||",
);

static URN_NID: Step = Step::of_library(
    &URN_PM,
    "canonical nid",
    "the namespace identifier in lower case",
    "URI::urn::canonical",
    "return $new if $nid !~ /[A-Z]/ || $nid =~ /%/;\n[...]\n$new->nid(lc($nid));",
);

/// Perl's notion of equivalence.
pub(crate) static NOTION: Notion = Notion {
    id: "perl-uri",
    name: "Perl URI 5.17 URI::eq",
    rungs: &[
        Rung {
            id: "string",
            step: &NORM_STRING,
        },
        Rung {
            id: "eq",
            step: &EQ_STEP,
        },
    ],
    unapplied: &[],
    normalize,
    same_at: Some(same_at),
    compared: None,
};

fn normalize(text: &str) -> Normalization {
    let mut n = Normalization::new(text);
    let uri = Uri::new(text, SchemeFrom::Text(""));
    n.record(&NEW, EQ, "uri", text, &uri.text);
    match canonical(uri, Some(&mut n)) {
        Ok(uri) => n.rungs.push(uri.text),
        Err(error) => n.error = Some(error),
    }
    n
}

/// `URI::eq($a, $b)` at `EQ`; the texts themselves below it.
fn same_at(rung: usize, a: &Normalization, b: &Normalization) -> bool {
    if rung < EQ {
        return a.input == b.input;
    }
    let left = Uri::new(&a.input, SchemeFrom::Text(&b.input));
    let right = Uri::new(&b.input, SchemeFrom::Object(&left));
    left.class == right.class
        && match (canonical(left, None), canonical(right, None)) {
            (Ok(left), Ok(right)) => left.text == right.text,
            _ => false,
        }
}

/// `$uri->canonical`, each change recorded in `n`.
fn canonical(mut uri: Uri, mut n: Option<&mut Normalization>) -> Result<Uri, String> {
    let mut record = |step: &'static Step, part: &'static str, before: &str, after: &str| {
        if let Some(n) = n.as_deref_mut() {
            n.record(step, EQ, part, before, after);
        }
    };
    let scheme = scheme_of(&uri.text).map(str::to_string);
    if matches!(
        scheme.as_deref().map(str::to_ascii_lowercase).as_deref(),
        Some("ldap" | "ldaps" | "ldapi")
    ) {
        return Err(
            "URI::_ldap's canonical (its dn, attributes, scope, filter and extensions) is not \
             modelled"
                .to_string(),
        );
    }
    // URI.pm: `_scheme(lc $scheme)` rewrites the text's scheme in place.
    if let Some(scheme) = &scheme
        && scheme.bytes().any(|b| b.is_ascii_uppercase())
    {
        let lower = scheme.to_ascii_lowercase();
        record(&SCHEME_CASE, "scheme", scheme, &lower);
        uri.text.replace_range(..scheme.len(), &lower);
    }
    let escaped = rewrite_escapes(&uri.text);
    record(&ESCAPES, "uri", &uri.text, &escaped);
    uri.text = escaped;

    if uri.class.is_server() {
        server_canonical(&mut uri, &mut record);
    }
    let scheme = scheme.map(|s| s.to_ascii_lowercase());
    match scheme.as_deref() {
        Some("http" | "https")
            if uri.authority().is_some() && uri.path().is_empty() && uri.query().is_none() =>
        {
            record(&SLASH_PATH, "path", "", "/");
            uri.set_path("/");
        }
        Some("file") => {
            let authority = uri.authority();
            let default = authority
                .as_deref()
                .is_none_or(|a| a.is_empty() || a.eq_ignore_ascii_case("localhost"));
            if default && authority.as_deref() != Some("") {
                record(
                    &FILE_AUTHORITY,
                    "authority",
                    &authority.unwrap_or_default(),
                    "",
                );
                uri.set_authority(Some(""));
            }
        }
        Some("urn") => urn_canonical(&mut uri, &mut record),
        _ => {}
    }
    Ok(uri)
}

/// `URI::_server::canonical`: the host in lower case, an empty or default port dropped.
fn server_canonical(
    uri: &mut Uri,
    record: &mut impl FnMut(&'static Step, &'static str, &str, &str),
) {
    let Some(authority) = uri.authority() else {
        return;
    };
    let host = host_of(&authority);
    // `_port`: `/:(\d*)$/` of the authority.
    let port = authority
        .rfind(':')
        .map(|colon| &authority[colon + 1..])
        .filter(|digits| digits.bytes().all(|b| b.is_ascii_digit()));
    let default = port.is_some_and(|port| {
        port.is_empty()
            || uri
                .class
                .default_port()
                .is_some_and(|d| port.parse::<u64>().ok() == Some(u64::from(d)))
    });
    if host.bytes().any(|b| b.is_ascii_uppercase()) {
        let before = uri.authority().unwrap_or_default();
        set_host(uri, &host.to_ascii_lowercase());
        record(
            &HOST_CASE,
            "authority",
            &before,
            &uri.authority().unwrap_or_default(),
        );
    }
    if default && let Some(authority) = uri.authority() {
        // `port(undef)`: `s/:\d*$//`.
        let kept = match authority.rfind(':') {
            Some(colon) if authority[colon + 1..].bytes().all(|b| b.is_ascii_digit()) => {
                &authority[..colon]
            }
            _ => &authority,
        };
        record(&DEFAULT_PORT, "authority", &authority, kept);
        let kept = kept.to_string();
        uri.set_authority(Some(&kept));
    }
}

/// `URI::_server::host`: the authority without its user information (to the last `@`), its
/// port (`:\d+$`) and an IPv6 literal's brackets, unescaped (as octets: a Perl byte string).
fn host_of(authority: &str) -> String {
    let host = authority
        .rfind('@')
        .map_or(authority, |at| &authority[at + 1..]);
    let host = match host.rfind(':') {
        Some(colon)
            if colon + 1 < host.len() && host[colon + 1..].bytes().all(|b| b.is_ascii_digit()) =>
        {
            &host[..colon]
        }
        _ => host,
    };
    let host = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    let bytes = percent::percent_decode(host.as_bytes());
    bytes.iter().map(|&b| char::from(b)).collect()
}

/// `URI::_server::host($new)`: `@` escaped, a port-like end moved to the port, an IPv6 address
/// bracketed, a host beyond `uric4host` put through IDNA, and the authority written again.
fn set_host(uri: &mut Uri, new: &str) {
    let old = uri.authority().unwrap_or_default();
    let ui = old.rfind('@').map_or("", |at| &old[..=at]);
    let mut port = match old.rfind(':') {
        Some(colon)
            if colon + 1 < old.len() && old[colon + 1..].bytes().all(|b| b.is_ascii_digit()) =>
        {
            old[colon..].to_string()
        }
        _ => String::new(),
    };
    let mut new = new.to_string();
    if !new.is_empty() {
        new = new.replace('@', "%40");
        let port_like = |text: &str| {
            text.rfind(':').is_some_and(|colon| {
                text[colon + 1..].bytes().all(|b| b.is_ascii_digit())
                    && (!text[..colon].contains(':') || text[..colon].ends_with(']'))
            })
        };
        if port_like(&new)
            && let Some(colon) = new.rfind(':')
        {
            port = new[colon..].to_string();
            new.truncate(colon);
        }
        if new.contains(':') && !new.starts_with('[') {
            new = format!("[{new}]");
        }
        if !new.chars().all(uric4host)
            && let Ok(encoded) = idna::encode(&new)
        {
            new = encoded;
        }
    }
    uri.set_authority(Some(&format!("{ui}{new}{port}")));
}

/// `URI::urn::canonical`: the namespace identifier in lower case, unless it holds an escape.
fn urn_canonical(uri: &mut Uri, record: &mut impl FnMut(&'static Step, &'static str, &str, &str)) {
    let Some(rest) = uri.text.get(4..) else {
        return;
    };
    let nid = rest.split(':').next().unwrap_or_default().to_string();
    if nid.bytes().any(|b| b.is_ascii_uppercase()) && !nid.contains('%') {
        let lower = nid.to_ascii_lowercase();
        record(&URN_NID, "path", &nid, &lower);
        uri.text.replace_range(4..4 + nid.len(), &lower);
    }
}

/// URI.pm's `s{%([0-9a-fA-F]{2})}{…}ge`: an unreserved character (`A-Za-z0-9` and
/// `-_.!~*'()`) decoded, any other escape's hex digits upper-cased.
fn rewrite_escapes(text: &str) -> String {
    let unreserved = |octet: u8| octet.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&octet);
    percent::rewrite_escapes(
        text,
        |octet, escape| {
            Some(match unreserved(octet) {
                true => char::from(octet).to_string(),
                false => escape.to_ascii_uppercase(),
            })
        },
        |c| c,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::equivalence::same;

    #[test]
    fn eq_compares_classes_and_canonical_strings() {
        assert!(same(&NOTION, "HTTP://Example.COM:80", "http://example.com/").same);
        assert!(same(&NOTION, "http://a/%7e%2a", "http://a/~*").same);
        assert!(same(&NOTION, "http://a/%2f", "http://a/%2F").same);
        assert!(same(&NOTION, "file://localhost/x", "file:/x").same);
        assert!(same(&NOTION, "urn:ISBN:1", "urn:isbn:1").same);
        // Dot-segments are not removed.
        assert!(!same(&NOTION, "http://a/b/../c", "http://a/c").same);
        // An empty path with a query stays empty.
        assert_eq!(normalize("http://a?q").normalized(), Some("http://a?q"));
    }

    #[test]
    fn ldap_is_refused_as_not_modelled() {
        assert!(normalize("ldap://h/o=x").error.is_some());
    }
}
