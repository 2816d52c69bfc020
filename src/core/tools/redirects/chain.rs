//! A pasted redirect chain followed, each client on its own path: the browser (fetch.rs),
//! curl (curl.rs) and wget (wget.rs) each answer a hop, the paste says where it goes on, and a
//! client whose next request is not the paste's leaves it there (the public face is
//! `uriscope::web::redirects`).

use super::curl::{CURL_MAX_REDIRS, curl_said, curl_step};
use super::fetch::{browser_step, chromium_departures};
use super::hop::{Chain, Client, End, Hop, redirect_finding};
use super::paste::{Exchange, Paste, PasteError};
use super::reasons::{same_request, why_apart};
use super::wget::wget_step;
use crate::core::connect::connects_to;
use crate::core::tools::hosts::hosts_apart;
use crate::core::vocabulary::connection::Connection;
use crate::core::vocabulary::finding::Finding;
use crate::core::vocabulary::profile::Profile;
use crate::core::vocabulary::spec::Spec;

/// Follows `paste`'s chain from `first_url` (or the first URL the paste itself gives), each
/// client on its own path, with curl at `curl` (see [`curl_profile`](super::curl::curl_profile))
/// and its default limit.
pub fn follow(paste: &Paste, first_url: Option<&str>, curl: Profile) -> Result<Chain, PasteError> {
    follow_limited(paste, first_url, curl, Some(CURL_MAX_REDIRS))
}

/// Where a client is on the chain: on the paste's path (at this URL, after this many
/// redirects), or off it.
enum Course {
    On(String, u64),
    Off(End),
}

/// [`follow`], with curl's `--max-redirs` (`None`: no limit, as `--max-redirs -1`).
pub fn follow_limited(
    paste: &Paste,
    first_url: Option<&str>,
    curl: Profile,
    curl_max_redirs: Option<u64>,
) -> Result<Chain, PasteError> {
    let first = first_url
        .map(str::to_string)
        .or_else(|| paste.exchanges.first().and_then(|e| e.url.clone()))
        .ok_or_else(|| PasteError {
            line: 0,
            message: format!(
                "the paste does not say which URL was requested first ({} does not print it): \
                 give it with --url",
                paste.format.source()
            ),
        })?;
    let maker = Client::making(paste.format);
    let on = || Course::On(first.clone(), 0);
    let mut browser = on();
    let mut curl_course = on();
    let mut wget = (maker == Client::Wget).then(on);
    let mut hops: Vec<Hop> = Vec::new();
    let mut previous_url = first.clone();
    for (i, exchange) in paste.exchanges.iter().enumerate() {
        let number = i + 1;
        let mut findings = Vec::new();
        // The URL it answered: the paste's word, else the maker's path.
        let url = exchange.url.clone().unwrap_or_else(|| previous_url.clone());
        if let Some((followed, requested)) = &exchange.unseen {
            findings.push(redirect_finding(
                "redirects-not-shown",
                format!(
                    "curl followed {followed} redirect(s) from `{requested}` that the paste does \
                     not show (curl -w '%{{json}}' writes the last response only): each client \
                     is taken to have come here; paste curl -sIL or curl -v -L to see each hop"
                ),
            ));
        }
        if exchange.locations.is_empty() && exchange.curl_next.is_some() {
            findings.push(redirect_finding(
                "no-location-in-paste",
                "the paste has curl's answer but not the Location it answered (curl -w \
                 '%{json}' gives redirect_url alone): paste curl -sIL's output to see both \
                 clients resolve it"
                    .to_string(),
            ));
        }
        // A redirect whose Location the paste leaves out (curl -w '%{json}'): only the
        // paste's own client's answer is known.
        let unshown = exchange.locations.is_empty()
            && (exchange.curl_next.is_some() || exchange.stopped.is_some());
        let browser_next = match &browser {
            Course::On(..) if unshown => None,
            Course::On(current, followed) => {
                browser_step(exchange, current, *followed, &mut findings)
            }
            Course::Off(_) => None,
        };
        let curl_next = match &curl_course {
            Course::On(..) if unshown && maker == Client::Curl => curl_said(exchange),
            Course::On(current, followed) => curl_step(
                exchange,
                current,
                (curl, curl_max_redirs),
                *followed,
                &mut findings,
            ),
            Course::Off(_) => None,
        };
        // curl's own word that it stopped at its limit (curl -v) outweighs uriscope's count,
        // which assumed the limit given with --max-redirs.
        let curl_next = match (&curl_next, &exchange.stopped, maker) {
            (Some(Ok(_)), Some(_), Client::Curl) => curl_said(exchange),
            _ => curl_next,
        };
        let wget_next = match &wget {
            Some(Course::On(..)) => wget_step(exchange),
            _ => None,
        };
        said_otherwise(exchange, &browser_next, &curl_next, curl, &mut findings);
        let mut hop = Hop {
            line: exchange.line,
            url,
            status: exchange.status,
            location: exchange.locations.first().map(|(_, bytes)| bytes.clone()),
            browser: browser_next,
            curl: curl_next,
            wget: wget_next,
            curl_said: exchange.curl_next.clone(),
            browser_said: exchange.browser_next.clone(),
            findings,
            answering: [
                (Client::Browser, Some(&browser)),
                (Client::Curl, Some(&curl_course)),
                (Client::Wget, wget.as_ref()),
            ]
            .into_iter()
            .filter(|(_, course)| matches!(course, Some(Course::On(..))))
            .map(|(client, _)| client)
            .collect(),
            connects_to: Vec::new(),
        };
        hop.findings.extend(chromium_departures(exchange));
        hop.connects_to = [
            (Client::Browser, Spec::Whatwg),
            (Client::Curl, Spec::Library(curl)),
        ]
        .into_iter()
        .filter_map(|(client, spec)| match hop.answer(client) {
            Some(Ok(next)) => Some((client, connects_to(spec, next))),
            _ => None,
        })
        .collect();
        let connections: Vec<(String, &Connection)> = (hop.connects_to.iter())
            .filter_map(|(client, to)| Some((client.name().to_string(), to.as_ref().ok()?)))
            .collect();
        if let Some(apart) = hosts_apart(&connections) {
            // What a security reviewer asks first: it leads the hop's findings.
            hop.findings
                .insert(0, redirect_finding("hosts-differ", apart));
        }
        if hop.differs() {
            let reasons = why_apart(&hop, curl);
            hop.findings.extend(reasons);
        }
        // Where the paste goes next: the next response's URL, else its maker's answer.
        let next_exchange = paste.exchanges.get(i + 1);
        let paste_next = next_exchange.map(|next| {
            let ok = |client| hop.answer(client).clone().and_then(Result::ok);
            (next.url.clone())
                .or_else(|| ok(maker))
                .or_else(|| ok(Client::Curl))
                .or_else(|| ok(Client::Browser))
        });
        for (client, course) in [
            (Client::Browser, &mut browser),
            (Client::Curl, &mut curl_course),
        ]
        .into_iter()
        .chain(wget.as_mut().map(|course| (Client::Wget, course)))
        {
            // Where the paste leaves the Location out, only its own client's way is known.
            let unknown = unshown && client != maker;
            let answer = hop.answer(client).clone();
            let (finding, moved) = match (&*course, unknown) {
                (Course::On(..), true) => (None, Some(Course::Off(End::Unknown { at: number }))),
                (on, _) => moved_on(client, maker, on, answer, number, &paste_next),
            };
            hop.findings.extend(finding);
            if let Some(next) = moved {
                *course = next;
            }
        }
        if let Some(Some(next)) = &paste_next {
            previous_url = next.clone();
        }
        hops.push(hop);
    }
    let last = hops.len();
    let ended = |course: Course| match course {
        Course::On(url, _) => End::Landed { url, at: last },
        Course::Off(end) => end,
    };
    Ok(Chain {
        format: paste.format,
        maker,
        hops,
        final_browser: ended(browser),
        final_curl: ended(curl_course),
        final_wget: wget.map(ended),
    })
}

/// Where a client is after a hop it answered: on the paste's path still, off it where it
/// stops, lands or goes where the paste does not (with the finding that says so).
fn moved_on(
    client: Client,
    maker: Client,
    course: &Course,
    answer: Option<Result<String, String>>,
    hop: usize,
    paste_next: &Option<Option<String>>,
) -> (Option<Finding>, Option<Course>) {
    let Course::On(current, followed) = course else {
        return (None, None);
    };
    let next = match answer {
        None => {
            let landed = End::Landed {
                url: current.clone(),
                at: hop,
            };
            return (None, Some(Course::Off(landed)));
        }
        Some(Err(why)) => return (None, Some(Course::Off(End::Fails { at: hop, why }))),
        Some(Ok(next)) => next,
    };
    let followed = followed + 1;
    match paste_next {
        None => (
            None,
            Some(Course::Off(End::WouldRequest {
                next,
                after: hop,
                paste_follows: None,
            })),
        ),
        // The paste goes on where this client goes (the fragment is never sent), or it is the
        // paste's own client, whose path the paste is.
        Some(Some(shown)) if same_request(&next, shown) => (None, Some(Course::On(next, followed))),
        Some(shown) if client == maker => (
            None,
            Some(Course::On(shown.clone().unwrap_or(next), followed)),
        ),
        Some(shown) => {
            let sentence = match shown {
                Some(shown) => format!(
                    "{} would request `{next}` next; the paste follows {} from here, to \
                     `{shown}`, and shows no more of {}'s path",
                    client.name(),
                    maker.name(),
                    client.name()
                ),
                None => format!(
                    "{} would request `{next}` next; the paste follows {} from here",
                    client.name(),
                    maker.name()
                ),
            };
            let id = match client {
                Client::Browser => "browser-leaves-paste",
                Client::Curl => "curl-leaves-paste",
                Client::Wget => "wget-leaves-paste",
            };
            (
                Some(redirect_finding(id, sentence)),
                Some(Course::Off(End::WouldRequest {
                    next,
                    after: hop,
                    paste_follows: Some(maker),
                })),
            )
        }
    }
}

/// Where the paste's own client said it went, where uriscope's model of it says otherwise.
fn said_otherwise(
    exchange: &Exchange,
    browser_next: &Option<Result<String, String>>,
    curl_next: &Option<Result<String, String>>,
    curl: Profile,
    findings: &mut Vec<Finding>,
) {
    if let (Some(Ok(ours)), Some(said)) = (curl_next, &exchange.curl_next)
        && ours != said
    {
        findings.push(redirect_finding(
            "curl-said-otherwise",
            format!(
                "the curl that made this paste requested `{said}` next; uriscope's curl \
                 {} profile gives `{ours}` (its version may be another)",
                curl.release()
            ),
        ));
    }
    if let (Some(Ok(ours)), Some(said)) = (browser_next, &exchange.browser_next)
        && ours != said
    {
        findings.push(redirect_finding(
            "browser-said-otherwise",
            format!(
                "the browser that recorded this HAR file went to `{said}`; the Fetch \
                 Standard's location URL gives `{ours}`"
            ),
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::tools::redirects::curl::curl_profile;
    use crate::core::tools::redirects::paste::read_paste;

    fn followed(paste: &[u8], first: &str) -> Chain {
        follow(
            &read_paste(paste, None).unwrap(),
            Some(first),
            curl_profile(None).unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn each_hop_resolves_against_the_url_it_answered() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: b/c\n\nHTTP/1.1 301 Moved\nLocation: ../d?x\n\n\
              HTTP/1.1 200 OK\n\n",
            "http://a.example/x/y",
        );
        let next: Vec<_> = chain.hops.iter().map(|h| h.browser.clone()).collect();
        assert_eq!(
            next,
            [
                Some(Ok("http://a.example/x/b/c".to_string())),
                Some(Ok("http://a.example/x/d?x".to_string())),
                None
            ]
        );
        assert_eq!(chain.hops[1].url, "http://a.example/x/b/c");
        assert_eq!(chain.final_browser.url(), Ok("http://a.example/x/d?x"));
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/x/d?x"));
        assert!(!chain.hops[0].differs());
    }

    #[test]
    fn the_fragment_rule_and_where_the_clients_part() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /new\n\nHTTP/1.1 200 OK\n\n",
            "https://a.example/old#sec",
        );
        let hop = &chain.hops[0];
        assert_eq!(
            hop.browser,
            Some(Ok("https://a.example/new#sec".to_string()))
        );
        assert_eq!(hop.curl, Some(Ok("https://a.example/new".to_string())));
        assert!(hop.differs());
        let ids: Vec<&str> = hop.findings.iter().map(Finding::rule).collect();
        assert_eq!(ids, ["fragment-inherited", "fragment-differs"]);
        // An empty fragment is a fragment: nothing is inherited.
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /ef#\n\n",
            "https://a.example/old#sec",
        );
        assert_eq!(
            chain.hops[0].browser,
            Some(Ok("https://a.example/ef#".to_string()))
        );
    }

    #[test]
    fn statuses_and_location_counts() {
        let chain = followed(
            b"HTTP/1.1 300 Multiple Choices\nLocation: /x\n\n",
            "http://a.example/",
        );
        assert_eq!(chain.hops[0].browser, None);
        assert_eq!(
            chain.hops[0].curl,
            Some(Ok("http://a.example/x".to_string()))
        );
        assert_eq!(chain.hops[0].findings[0].rule(), "not-a-redirect-status");
        assert_eq!(chain.final_browser.url(), Ok("http://a.example/"));

        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /one\nLocation: /two\n\n",
            "http://a.example/",
        );
        assert!(matches!(&chain.hops[0].browser, Some(Err(why)) if why.contains("more than one")));
        assert!(matches!(&chain.hops[0].curl, Some(Err(why)) if why.contains("Multiple")));
        assert!(chain.final_browser.url().is_err());
    }

    #[test]
    fn the_first_url_is_needed() {
        let paste = read_paste(b"HTTP/1.1 302 Found\nLocation: /x\n\n", None).unwrap();
        let error = follow(&paste, None, curl_profile(None).unwrap()).unwrap_err();
        assert!(error.message.contains("give it with --url"), "{error}");
    }

    /// Each client's answers along the chain, `-` where it gives none.
    fn column(chain: &Chain, client: Client) -> Vec<String> {
        (chain.hops.iter())
            .map(|hop| match hop.answer(client) {
                Some(Ok(url)) => url.clone(),
                Some(Err(_)) => "fails".to_string(),
                None => "-".to_string(),
            })
            .collect()
    }

    #[test]
    fn once_the_clients_part_the_paste_follows_its_own_client_alone() {
        // A `\` sends the browser to /c/1 and curl into a loop, which curl -sIL shows.
        let mut paste = Vec::new();
        for _ in 0..4 {
            paste.extend_from_slice(b"HTTP/1.1 302 Found\nLocation: \\\\a.example\\c\\1\n\n");
        }
        let chain = follow_limited(
            &read_paste(&paste, None).unwrap(),
            Some("http://a.example/start"),
            curl_profile(Some("8.22")).unwrap(),
            Some(3),
        )
        .unwrap();
        assert_eq!(
            column(&chain, Client::Browser),
            ["http://a.example/c/1", "-", "-", "-"]
        );
        let loop_url = "http://a.example/\\\\a.example\\c\\1";
        assert_eq!(
            column(&chain, Client::Curl),
            [loop_url, loop_url, loop_url, "fails"]
        );
        assert_eq!(chain.parts_at(), Some(1));
        assert_eq!(
            chain.final_browser,
            End::WouldRequest {
                next: "http://a.example/c/1".to_string(),
                after: 1,
                paste_follows: Some(Client::Curl),
            }
        );
        assert!(
            matches!(&chain.final_curl, End::Fails { at: 4, why } if why.starts_with("Maximum (3) redirects followed"))
        );
        assert_eq!(
            chain.final_browser.gone_before(2).as_deref(),
            Some("off the paste's path since hop 1")
        );
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert!(rules.contains(&"whatwg.backslash-as-slash"), "{rules:?}");
        assert!(rules.contains(&"browser-leaves-paste"), "{rules:?}");
    }

    #[test]
    fn every_hop_where_the_clients_part_says_why() {
        for location in [
            &b"/a b?q=a b"[..],
            b"\\\\h\\x",
            b"//h/%7e/x/../y",
            b"/caf\xe9",
            b"HTTP://H/./x",
            b"/x#",
            b"?",
        ] {
            let mut paste = b"HTTP/1.1 302 Found\nLocation: ".to_vec();
            paste.extend_from_slice(location);
            paste.extend_from_slice(b"\n\n");
            let chain = followed(&paste, "http://a.example/p/q#f");
            let hop = &chain.hops[0];
            if hop.differs() {
                let reasons = (hop.findings.iter()).filter(|f| {
                    !f.rule().contains("leaves-paste") && f.rule() != "fragment-inherited"
                });
                assert!(reasons.count() > 0, "{location:?}: {hop:#?}");
            }
        }
    }

    #[test]
    fn the_browser_stops_at_its_21st_redirect() {
        let mut paste = Vec::new();
        for n in 1..=22 {
            paste.extend_from_slice(format!("HTTP/1.1 302 Found\nLocation: /{n}\n\n").as_bytes());
        }
        let chain = followed(&paste, "http://a.example/0");
        assert!(
            matches!(&chain.final_browser, End::Fails { at: 21, why } if why.contains("redirect count is 20"))
        );
        assert_eq!(
            chain.hops[19].browser,
            Some(Ok("http://a.example/20".to_string()))
        );
        // curl's limit is 50: it would go on, where the paste ends.
        assert!(matches!(
            chain.final_curl,
            End::WouldRequest {
                after: 22,
                paste_follows: None,
                ..
            }
        ));
    }

    #[test]
    fn chromium_departures_are_named() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: /same\nLocation: /same\n\nHTTP/1.1 200 OK\n\n",
            "http://a.example/",
        );
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert_eq!(rules, ["chromium-follows-copies"]);
        assert!(matches!(chain.final_browser, End::Fails { at: 1, .. }));
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/same"));
        let chain = followed(b"HTTP/1.1 302 Found\nLocation:\n\n", "http://a.example/e");
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert_eq!(rules, ["chromium-ignores-empty-location"]);
        // curl ignores an empty Location; by the Fetch Standard it is the request's own URL.
        assert_eq!(chain.final_curl.url(), Ok("http://a.example/e"));
        assert_eq!(
            chain.hops[0].browser,
            Some(Ok("http://a.example/e".to_string()))
        );
    }

    #[test]
    fn wget_logs_give_wget_its_own_column() {
        let paste = b"--2026-11-29 17:30:05--  http://h/start\n  HTTP/1.1 302 Found\n\
            \x20 Location: /a\\tb c?q=a b\nLocation: /a%09b c?q=a b [following]\n\
            --2026-11-29 17:30:05--  http://h/a%09b%20c?q=a%20b\n  HTTP/1.1 301 Moved\n\
            \x20 Location: /loop\nLocation: /loop [following]\n1 redirections exceeded.\n";
        let chain = follow(
            &read_paste(paste, None).unwrap(),
            None,
            curl_profile(None).unwrap(),
        )
        .unwrap();
        assert_eq!(chain.maker, Client::Wget);
        assert_eq!(
            chain.hops[0].location.as_deref(),
            Some(&b"/a\tb c?q=a b"[..])
        );
        assert_eq!(
            column(&chain, Client::Wget),
            ["http://h/a%09b%20c?q=a%20b", "fails"]
        );
        // The URL parser strips the tab ("remove all ASCII tab or newline from input"), where
        // wget escapes it; curl writes the query's space as `+`. Both leave wget's path.
        assert_eq!(
            column(&chain, Client::Browser),
            ["http://h/ab%20c?q=a%20b", "-"]
        );
        for end in [&chain.final_browser, &chain.final_curl] {
            assert!(
                matches!(
                    end,
                    End::WouldRequest {
                        after: 1,
                        paste_follows: Some(Client::Wget),
                        ..
                    }
                ),
                "{end:?}"
            );
        }
        assert!(
            matches!(&chain.final_wget, Some(End::Fails { at: 2, why }) if why.contains("1 redirections exceeded."))
        );
    }

    #[test]
    fn a_curl_json_paste_says_what_curl_said() {
        let json = br#"{"errormsg":"Maximum (3) redirects followed","exitcode":47,"num_redirects":3,"redirect_url":"http://h/loop","response_code":302,"url":"http://h/start","url_effective":"http://h/loop"}"#;
        let chain = follow(
            &read_paste(json, None).unwrap(),
            None,
            curl_profile(None).unwrap(),
        )
        .unwrap();
        assert!(
            matches!(&chain.final_curl, End::Fails { at: 1, why } if why.contains("Maximum (3) redirects followed"))
        );
        assert_eq!(chain.final_browser, End::Unknown { at: 1 });
        let rules: Vec<&str> = chain.hops[0].findings.iter().map(Finding::rule).collect();
        assert!(rules.contains(&"redirects-not-shown"), "{rules:?}");
    }

    #[test]
    fn where_the_clients_connect_to_different_hosts_is_said_first() {
        let chain = followed(
            b"HTTP/1.1 302 Found\nLocation: //evil.com\\@good.com/x\n\n",
            "https://good.com/app/page.html",
        );
        let hop = &chain.hops[0];
        assert_eq!(hop.findings[0].rule(), "hosts-differ");
        assert_eq!(
            hop.findings[0].message(),
            "the browser connects to evil.com:443; curl connects to good.com:443 as user \
             `evil.com\\`"
        );
        let hosts: Vec<(Client, Option<&str>)> = (hop.connects_to.iter())
            .map(|(client, to)| (*client, to.as_ref().unwrap().host.as_deref()))
            .collect();
        assert_eq!(
            hosts,
            [
                (Client::Browser, Some("evil.com")),
                (Client::Curl, Some("good.com"))
            ]
        );
        // The same host for both: nothing to say.
        let chain = followed(b"HTTP/1.1 302 Found\nLocation: /x\n\n", "https://good.com/");
        assert!(
            chain.hops[0]
                .findings
                .iter()
                .all(|f| f.rule() != "hosts-differ")
        );
    }
}
