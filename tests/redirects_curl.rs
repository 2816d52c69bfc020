//! `uriscope redirects` on real curl output: a test HTTP server on 127.0.0.1 (in the test,
//! bounded, stopped by itself) answers crafted `Location` fields, the installed curl follows
//! them (`curl -sIL` and `curl -v -L`, and `wget -S` where installed), and each paste is read
//! back. The curl column must be
//! what that curl did (its `Issue another request` lines and `url_effective`); the browser
//! column what the Fetch Standard's location URL gives (written out below, rule by rule).
//! Skipped, saying why, where curl is absent or its release is not modelled.

#[path = "common/binary.rs"]
mod binary;

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
    /// Serves `routes` on `listener` (bound first, so that a route may name its port).
    fn start(listener: TcpListener, routes: Vec<(String, Vec<u8>)>) -> Server {
        listener.set_nonblocking(true).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let deadline = Instant::now() + Duration::from_secs(60);
            while !stopped.load(Ordering::Relaxed) && Instant::now() < deadline {
                match listener.accept() {
                    Ok((stream, _)) => answer(stream, &routes),
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
    let path = line.split(' ').nth(1).unwrap_or("/").to_string();
    let response = routes
        .iter()
        .find(|(route, _)| *route == path)
        .map(|(_, response)| response.clone())
        .unwrap_or_else(|| b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n".to_vec());
    let mut whole = response;
    whole.extend_from_slice(b"Connection: close\r\n\r\n");
    let _ = stream.write_all(&whole);
}

/// A redirect response with these `Location` fields.
fn redirect(status: &str, locations: &[&[u8]]) -> Vec<u8> {
    let mut response = format!("HTTP/1.1 {status}\r\nContent-Length: 0\r\n").into_bytes();
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
    uriscope::CurlVersion::parse(&release)
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

#[test]
fn real_curl_chains_read_back_hop_by_hop() {
    let release = match curl_release() {
        Ok(release) => release,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port on 127.0.0.1");
    let host = format!("127.0.0.1:{}", listener.local_addr().unwrap().port());
    let network_path = format!("//{host}/np-dest");
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
    ];
    let _server = Server::start(listener, routes);
    let cases = [
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
    ];
    let curl_arg = format!("--curl={release}");
    for case in cases {
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
        assert_eq!(hops.len(), case.browser.len() + 1, "{}: {value}", case.path);
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
