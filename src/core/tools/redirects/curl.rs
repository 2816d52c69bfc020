//! What `curl -L` does with a redirect: libcurl's URL API by the `curl` profile, its limit,
//! and its own words where the paste has them.

use super::hop::redirect_finding;
use super::paste::Exchange;
use crate::core::base::Base;
use crate::core::profiles::curl::urlapi::escape_bytes_that_are_no_utf8;
use crate::core::profiles::curl::urlapi::refuses_multiple_locations;
use crate::core::profiles::registry::UnknownSpec;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::options::Options;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;

/// curl's default limit: `--max-redirs` is 50 unless given (`CURLOPT_MAXREDIRS`, as the curl
/// tool sets it in src/tool_operate.c).
pub const CURL_MAX_REDIRS: u64 = 50;

/// The curl profile that follows a chain: `curl@RELEASE`, or the newest modelled.
pub fn curl_profile(release: Option<&str>) -> Result<Profile, UnknownSpec> {
    let word = release.map_or("curl".to_string(), |release| format!("curl@{release}"));
    match word.parse::<Spec>()? {
        Spec::Library(profile) => Ok(profile),
        _ => unreachable!("curl is a library profile"),
    }
}

/// curl's answer, as the paste gives it: its limit's words (with the URL it would have
/// requested), else its next URL (`redirect_url`, or `Issue another request`).
pub(super) fn curl_said(exchange: &Exchange) -> Option<Result<String, String>> {
    match (&exchange.stopped, &exchange.curl_next) {
        (Some(words), next) => Some(Err(format!(
            "curl said `{words}`{}",
            next.as_ref()
                .map(|next| format!(", where it would have requested `{next}`"))
                .unwrap_or_default()
        ))),
        (None, Some(next)) => Some(Ok(next.clone())),
        (None, None) => None,
    }
}

/// What curl -L does with this response, from `current`: libcurl follows any `3xx` with a
/// `Location` (an empty one, or an exact repeat, ignored), resolved by its URL API.
pub(super) fn curl_step(
    exchange: &Exchange,
    current: &str,
    (curl, max_redirs): (Profile, Option<u64>),
    followed: u64,
    findings: &mut Vec<Finding>,
) -> Option<Result<String, String>> {
    if !(300..400).contains(&exchange.status) {
        return None;
    }
    let mut values: Vec<&[u8]> = Vec::new();
    for (_, value) in &exchange.locations {
        if !value.is_empty() && !values.contains(&value.as_slice()) {
            values.push(value);
        }
    }
    let first = values.first()?;
    if values.len() > 1 {
        if refuses_multiple_locations(curl.release_line()) {
            return Some(Err(
                "Multiple Location headers: curl 8.17 and later refuse the response \
                 (lib/http.c, http_header_l)"
                    .to_string(),
            ));
        }
        findings.push(redirect_finding(
            "curl-first-location",
            format!(
                "curl {} follows the first of the Location fields (lib/http.c)",
                curl.release()
            ),
        ));
    }
    if std::str::from_utf8(first).is_err() {
        findings.push(redirect_finding(
            "curl-escapes-bytes",
            format!(
                "curl {} percent-encodes each byte of the Location from 0x80 up as it \
                 stands, whatever character set it was meant in (lib/urlapi.c, \
                 urlencode_str), where a browser reads each byte that is not UTF-8 as U+FFFD",
                curl.release()
            ),
        ));
    }
    // curl escapes each byte that is not UTF-8 as it is (`urlencode_str`).
    let Some(text) = escape_bytes_that_are_no_utf8(curl.release_line(), first) else {
        return Some(Err(
            "the Location's scheme or host holds bytes that are not UTF-8, which curl copies \
             raw; uriscope's text cannot hold them"
                .to_string(),
        ));
    };
    let base = match Base::parse(Spec::Library(curl), current, &Options::default()) {
        Ok(base) => base,
        Err(error) => return Some(Err(format!("the request URL does not parse: {error}"))),
    };
    let next = base
        .resolve(&text)
        .map(|resolved| resolved.as_str().to_string())
        .map_err(|error| format!("The redirect target URL could not be parsed: {error}"));
    match max_redirs {
        Some(max) if followed >= max && next.is_ok() => Some(Err(format!(
            "Maximum ({max}) redirects followed: curl stops with exit 47, \
             CURLE_TOO_MANY_REDIRECTS, where it would have requested `{}` (Curl_follow: \
             lib/transfer.c to 8.9, lib/http.c since; --max-redirs, 50 unless given)",
            next.unwrap_or_default()
        ))),
        _ => Some(next),
    }
}
