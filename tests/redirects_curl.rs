//! `uriscope redirects` on real curl output: a test HTTP server on 127.0.0.1 (in the test,
//! bounded, stopped by itself) answers crafted `Location` fields, the installed curl follows
//! them (`curl -sIL` and `curl -v -L`, and `wget -S` where installed), and each paste is read
//! back. The curl column must be
//! what that curl did (its `Issue another request` lines and `url_effective`); the browser
//! column what the Fetch Standard's location URL gives (written out below, rule by rule), and
//! where headless Chromium lands, but for its departures, named. Skipped, saying why, where
//! curl or Chromium is absent or curl's release is not modelled.

#[path = "common/binary.rs"]
mod binary;
#[path = "common/chromium.rs"]
mod chromium;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use binary::uriscope_stdin;

/// A server that answers each path with its response, anything else with `200 OK`, and stops
/// when dropped or after 60 s.
struct Server {
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// Serves `routes` on `listener` (bound first, so that a route may name its port), each
    /// connection on a thread of its own (a browser opens some it sends nothing on).
    fn start(listener: TcpListener, routes: Vec<(String, Vec<u8>)>) -> Server {
        listener.set_nonblocking(true).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let routes = Arc::new(routes);
        let thread = std::thread::spawn(move || {
            let deadline = Instant::now() + Duration::from_secs(60);
            while !stopped.load(Ordering::Relaxed) && Instant::now() < deadline {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let routes = Arc::clone(&routes);
                        std::thread::spawn(move || answer(stream, &routes));
                    }
                    Err(_) => std::thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Server {
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Every response's body, on a `GET` (a `HEAD` gets the head alone): a page whose script writes
/// the URL the browser landed on, fragment and all, as the body's text. A path no route names
/// answers `200 OK`; a browser shows a response it does not follow (a 300).
const LANDED: &str = "<!DOCTYPE html><body><script>document.body.textContent = location.href\
                      </script>";

/// Reads one request's head and writes the route's response, then closes the connection.
fn answer(mut stream: TcpStream, routes: &[(String, Vec<u8>)]) {
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut head = Vec::new();
    let mut buffer = [0; 1024];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") && head.len() < 65536 {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => break,
            Ok(n) => head.extend_from_slice(&buffer[..n]),
        }
    }
    let line = String::from_utf8_lossy(&head);
    let mut words = line.split(' ');
    let get = words.next() == Some("GET");
    let path = words.next().unwrap_or("/").to_string();
    let mut whole = match routes.iter().find(|(route, _)| *route == path) {
        Some((_, response)) => response.clone(),
        None => b"HTTP/1.1 200 OK\r\n".to_vec(),
    };
    let head = format!(
        "Content-Type: text/html\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        LANDED.len()
    );
    whole.extend_from_slice(head.as_bytes());
    if get {
        whole.extend_from_slice(LANDED.as_bytes());
    }
    let _ = stream.write_all(&whole);
}

/// A redirect response with these `Location` fields.
fn redirect(status: &str, locations: &[&[u8]]) -> Vec<u8> {
    let mut response = format!("HTTP/1.1 {status}\r\n").into_bytes();
    for location in locations {
        response.extend_from_slice(b"Location: ");
        response.extend_from_slice(location);
        response.extend_from_slice(b"\r\n");
    }
    response
}

/// The installed curl's release (`7.88.1`), or why the test cannot run.
fn curl_release() -> Result<String, String> {
    let output = Command::new("curl")
        .arg("--version")
        .output()
        .map_err(|e| format!("curl is not installed ({e})"))?;
    let text = String::from_utf8_lossy(&output.stdout);
    let release = text.split_whitespace().nth(1).unwrap_or("").to_string();
    uriscope::web::redirects::curl_profile(Some(&release))
        .map(|_| release.clone())
        .map_err(|why| format!("curl {release}: {why}"))
}

fn curl(args: &[&str]) -> std::process::Output {
    Command::new("curl")
        .args(["--max-redirs", "5", "--max-time", "20"])
        .args(args)
        .output()
        .expect("curl runs")
}

fn redirects_json(args: &[&str], paste: &[u8]) -> serde_json::Value {
    let out = uriscope_stdin(args, paste);
    serde_json::from_slice(&out.stdout).unwrap_or_else(|_| {
        panic!(
            "{args:?}: {}\n{}",
            String::from_utf8_lossy(&out.stderr),
            String::from_utf8_lossy(paste)
        )
    })
}

/// One case: its first path, and the browser's URLs along the chain (after `http://H:P`), each
/// by the Fetch Standard's location URL (the WHATWG URL parser against the request URL, the
/// request's fragment where the Location has none).
struct Case {
    path: &'static str,
    browser: &'static [&'static str],
}

/// The crafted chains (the research's cases) served on 127.0.0.1, and the server's
/// `host:port`.
fn serve() -> (Server, String) {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port on 127.0.0.1");
    let host = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    let network_path = format!("//{host}/np-dest");
    let backslashes = format!("/\\\\{host}\\bs-dest");
    let routes: Vec<(String, Vec<u8>)> = vec![
        ("/rel".into(), redirect("302 Found", &[b"next/page"])),
        ("/dir/sub/rel2".into(), redirect("302 Found", &[b"../up"])),
        (
            "/np".into(),
            redirect("301 Moved Permanently", &[network_path.as_bytes()]),
        ),
        ("/sp".into(), redirect("302 Found", &[b"/a b?c d"])),
        (
            "/utf8".into(),
            redirect("302 Found", &[b"/caf\xc3\xa9?q=\xc3\xa9"]),
        ),
        ("/latin1".into(), redirect("302 Found", &[b"/caf\xe9"])),
        (
            "/ef".into(),
            redirect("307 Temporary Redirect", &[b"/ef-dest#"]),
        ),
        ("/dots".into(), redirect("302 Found", &[b"../../../../dd"])),
        ("/chain1".into(), redirect("302 Found", &[b"/chain2"])),
        (
            "/chain2".into(),
            redirect("308 Permanent Redirect", &[b"x/../final?y"]),
        ),
        (
            "/bs".into(),
            redirect("302 Found", &[backslashes.as_bytes()]),
        ),
        (
            "/choices".into(),
            redirect("300 Multiple Choices", &[b"/choices-dest"]),
        ),
    ];
    (Server::start(listener, routes), host)
}

/// The cases, each with the browser's URLs along its chain by the Fetch Standard.
const CASES: &[Case] = &[
    Case {
        path: "/rel",
        browser: &["/next/page#orig"],
    },
    Case {
        path: "/dir/sub/rel2",
        browser: &["/dir/up#orig"],
    },
    Case {
        path: "/np",
        browser: &["/np-dest#orig"],
    },
    Case {
        path: "/sp",
        browser: &["/a%20b?c%20d#orig"],
    },
    Case {
        path: "/utf8",
        browser: &["/caf%C3%A9?q=%C3%A9#orig"],
    },
    Case {
        path: "/latin1",
        browser: &["/caf%EF%BF%BD#orig"],
    },
    Case {
        path: "/ef",
        browser: &["/ef-dest#"],
    },
    Case {
        path: "/dots",
        browser: &["/dd#orig"],
    },
    Case {
        path: "/chain1",
        browser: &["/chain2#orig", "/final?y#orig"],
    },
    // `/\\H:P\bs`: in a special URL `\` is a slash, so this Location is a network-path
    // reference (the relative slash state, then the special authority ignore slashes state).
    Case {
        path: "/bs",
        browser: &["/bs-dest#orig"],
    },
    // 300 is no redirect status: the browser stays where it is (curl follows any 3xx).
    Case {
        path: "/choices",
        browser: &[],
    },
];

#[test]
fn real_curl_chains_read_back_hop_by_hop() {
    let release = match curl_release() {
        Ok(release) => release,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let (_server, host) = serve();
    let curl_arg = format!("--curl={release}");
    for case in CASES {
        let url = format!("http://{host}{}#orig", case.path);
        // `curl -sIL`: the header blocks; curl's own final URL from a second run.
        let headers = curl(&["-sIL", &url]);
        let effective = curl(&["-sL", "-o", "/dev/null", "-w", "%{url_effective}", &url]);
        let effective = String::from_utf8_lossy(&effective.stdout).to_string();
        let value = redirects_json(
            &["redirects", "--json", &curl_arg, "--url", &url],
            &headers.stdout,
        );
        let hops = value["hops"].as_array().unwrap();
        let browser: Vec<String> = (hops.iter())
            .filter_map(|hop| hop["browser"].as_str())
            .map(|next| next.replacen(&format!("http://{host}"), "", 1))
            .collect();
        assert_eq!(browser, case.browser, "{}: {value}", case.path);
        assert_eq!(
            value["final"]["curl"].as_str().map(without_fragment),
            Some(without_fragment(&effective)),
            "{}: curl's url_effective {effective}, uriscope's {value}",
            case.path
        );

        // `curl -v -L`: its own next URL after each redirect, which uriscope's must be.
        let verbose = curl(&["-v", "-sL", "-o", "/dev/null", &url]);
        let value = redirects_json(&["redirects", "--json", &curl_arg], &verbose.stderr);
        let hops = value["hops"].as_array().unwrap();
        // Every response was read: one after each request curl said it issued, and the first.
        let issued = hops
            .iter()
            .filter(|hop| hop["curl_said"].is_string())
            .count();
        assert_eq!(hops.len(), issued + 1, "{}: {value}", case.path);
        for hop in hops.iter().filter(|hop| hop["curl_said"].is_string()) {
            assert_eq!(hop["curl"], hop["curl_said"], "{}: {value}", case.path);
        }

        // `wget -S`, where installed: its log read as well, each hop with the URL wget asked.
        let Ok(wget) = Command::new("wget")
            .args([
                "-S",
                "-O",
                "/dev/null",
                "--max-redirect=5",
                "--tries=1",
                "--timeout=20",
                &url,
            ])
            .output()
        else {
            continue;
        };
        let value = redirects_json(
            &["redirects", "--json", &curl_arg, "--url", &url],
            &wget.stderr,
        );
        assert_eq!(value["format"], "wget", "{}: {value}", case.path);
        let browser: Vec<String> = (value["hops"].as_array().unwrap().iter())
            .filter_map(|hop| hop["browser"].as_str())
            .map(|next| next.replacen(&format!("http://{host}"), "", 1))
            .collect();
        assert_eq!(browser, case.browser, "{}: {value}", case.path);
    }
}

/// curl's `url_effective` leaves the fragment out of the URL it followed to.
fn without_fragment(url: &str) -> String {
    url.split_once('#').map_or(url, |(u, _)| u).to_string()
}

/// Where Chromium lands otherwise than the Fetch Standard, recognised exactly: the case, the
/// path Chromium lands on, and why.
const CHROMIUM_DEPARTURES: &[(&str, &str, &str)] = &[(
    "/latin1",
    "/caf%E9#orig",
    "Chromium percent-encodes a Location byte that is not UTF-8 as it stands, where the Fetch \
     Standard hands the URL parser bytes that Node's fetch, as uriscope, reads as U+FFFD \
     (whatwg/fetch#843 leaves the decoding open)",
)];

/// Headless Chromium follows each chain from `#orig`: where it lands, fragment and all (the
/// landing page's script writes `location.href`), must be where the Fetch Standard ends
/// (`CASES`, which the test above holds uriscope's browser column to) and, where curl is
/// installed to make the paste, where `uriscope redirects` ends, but for the departures
/// listed. Skipped, saying why, where no Chromium is installed.
#[test]
fn chromium_lands_where_the_browser_column_ends() {
    let Some(chromium) = chromium::chromium_or_skip() else {
        return;
    };
    let (_server, host) = serve();
    let origin = format!("http://{host}");
    let mut departed = Vec::new();
    for case in CASES {
        let url = format!("{origin}{}#orig", case.path);
        let dom = chromium::dump_dom(&chromium, &url);
        let landed = dom
            .split_once("<body>")
            .and_then(|(_, rest)| rest.split_once("</body>"))
            .map(|(text, _)| text.replace("&amp;", "&"))
            .unwrap_or_else(|| panic!("{}: no landing page in {dom}", case.path));
        let standard = case.browser.last().copied().unwrap_or(&url[origin.len()..]);
        if curl_release().is_ok() {
            let paste = curl(&["-sIL", &url]).stdout;
            let value = redirects_json(&["redirects", "--json", "--url", &url], &paste);
            let ours = value["final"]["browser"].as_str().unwrap_or_default();
            assert_eq!(
                ours.strip_prefix(origin.as_str()),
                Some(standard),
                "{}: {value}",
                case.path
            );
        }
        let theirs = landed.strip_prefix(origin.as_str()).unwrap_or(&landed);
        if theirs == standard {
            continue;
        }
        let known = CHROMIUM_DEPARTURES
            .iter()
            .find(|(path, lands, _)| *path == case.path && *lands == theirs);
        match known {
            Some((_, _, why)) => departed.push(format!("{}: {theirs}: {why}", case.path)),
            None => panic!(
                "{}: Chromium lands on {landed}, the Fetch Standard on {origin}{standard}",
                case.path
            ),
        }
    }
    assert_eq!(departed.len(), CHROMIUM_DEPARTURES.len(), "{departed:#?}");
    println!("Chromium's departures:\n{}", departed.join("\n"));
}

/// The newcomer's chains (shared/reports/newcomer-2026-11-28.md N1, N4, N18 and the issue's
/// list), served on 127.0.0.1: a `\` that sends the browser away and curl and wget into a loop
/// to their limits, copies of one `Location`, an empty `Location`, a space in the query. Each
/// real client's paste is read back: every `≠` carries a reason; curl's and wget's ends are what
/// they did (their limit included); and the browser's end is where headless Chromium lands, or
/// a finding names Chromium's departure.
#[test]
fn each_client_follows_its_own_path_against_real_clients() {
    let release = match curl_release() {
        Ok(release) => release,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port on 127.0.0.1");
    let host = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    let backslash = format!("\\\\{host}\\c\\backslash\\1");
    let looped = |path: String| (path, redirect("302 Found", &[backslash.as_bytes()]));
    let routes = vec![
        looped("/bsloop".to_string()),
        // Where curl and wget go from it: curl keeps the `\`, wget escapes it.
        looped(format!("/{backslash}")),
        looped(format!("/{}", backslash.replace('\\', "%5C"))),
        (
            "/dupl".into(),
            redirect("302 Found", &[b"/dup-dest", b"/dup-dest"]),
        ),
        ("/emptyloc".into(), redirect("302 Found", &[b""])),
        (
            "/spaceq".into(),
            redirect("302 Found", &[b"/caf\xc3\xa9 menu?q=a b"]),
        ),
    ];
    let _server = Server::start(listener, routes);
    let origin = format!("http://{host}");
    let chromium = chromium::chromium_or_skip();
    let curl_arg = format!("--curl={release}");
    for path in ["/bsloop", "/dupl", "/emptyloc", "/spaceq"] {
        let url = format!("{origin}{path}#orig");
        let headers = curl(&["-sIL", &url]);
        let verbose = curl(&["-v", "-sL", "-o", "/dev/null", &url]);
        let mut pastes = vec![("curl -sIL", headers.stdout), ("curl -v", verbose.stderr)];
        let wget = Command::new("wget")
            .args(["-S", "-O", "/dev/null", "--max-redirect=5", "--tries=1"])
            .args(["--timeout=20", &url])
            .output();
        if let Ok(wget) = wget {
            pastes.push(("wget -S", wget.stderr));
        }
        let landed = chromium.as_ref().map(|chromium| {
            let dom = chromium::dump_dom(chromium, &url);
            let text = dom
                .split_once("<body>")
                .and_then(|(_, rest)| rest.split_once("</body>"))
                .map(|(text, _)| text.replace("&amp;", "&"));
            text.unwrap_or_default()
        });
        for (source, paste) in pastes {
            let value = redirects_json(
                &[
                    "redirects",
                    "--json",
                    &curl_arg,
                    "--max-redirs=5",
                    "--url",
                    &url,
                ],
                &paste,
            );
            let context = format!("{path}, {source}: {value}");
            let hops = value["hops"].as_array().unwrap();
            for hop in hops.iter().filter(|hop| hop["differs"] == true) {
                let reasons = (hop["findings"].as_array().unwrap().iter())
                    .filter(|f| {
                        let rule = f["rule"].as_str().unwrap();
                        !rule.ends_with("leaves-paste") && rule != "fragment-inherited"
                    })
                    .count();
                assert!(reasons > 0, "a ≠ without a reason: {context}");
            }
            let rules: Vec<&str> = (hops.iter())
                .flat_map(|hop| hop["findings"].as_array().unwrap())
                .map(|f| f["rule"].as_str().unwrap())
                .collect();
            let end = |client: &str| {
                let ends = value["ends"].as_array().unwrap();
                ends.iter().find(|e| e["client"] == client).unwrap().clone()
            };
            // The loop ends at each client's limit, as the client itself said.
            if path == "/bsloop" && source.starts_with("curl") {
                assert_eq!(end("curl")["end"], "fails", "{context}");
                let error = end("curl")["error"].as_str().unwrap().to_string();
                assert!(
                    error.contains("Maximum (5) redirects followed"),
                    "{context}"
                );
            }
            if path == "/bsloop" && source == "wget -S" {
                assert_eq!(end("wget")["end"], "fails", "{context}");
                let error = end("wget")["error"].as_str().unwrap().to_string();
                assert!(error.contains("5 redirections exceeded."), "{context}");
                let wget_column = hops.iter().filter(|hop| hop["wget"].is_string()).count();
                assert_eq!(wget_column, hops.len() - 1, "{context}");
            }
            let Some(landed) = &landed else { continue };
            let ours = end("browser")["url"]
                .as_str()
                .unwrap_or_default()
                .to_string();
            let departure = match path {
                "/dupl" => "chromium-follows-copies",
                "/emptyloc" => "chromium-ignores-empty-location",
                _ => "",
            };
            if departure.is_empty() {
                assert_eq!(&ours, landed, "Chromium lands elsewhere: {context}");
            } else {
                assert!(
                    rules.contains(&departure),
                    "{departure} unflagged: {context}"
                );
            }
        }
    }
}
