//! `uriscope links` against a browser engine: each test page opened in headless Chromium, which
//! reports its document base URL, its encoding and how it resolves every link value the audit
//! found (`a.href` of a scratch anchor: "encoding-parse a URL" against the document base URL,
//! in the page's encoding). Skipped, saying why, where no Chromium is installed (CI installs
//! Debian's).
#![cfg(all(feature = "links", unix))]

#[path = "common/chromium.rs"]
mod chromium;

use std::path::Path;
use std::process::Command;
use std::sync::{Arc, Mutex};

use chromium::{chromium_or_skip, dump_dom};

use uriscope::Finding;
use uriscope::web::links::{LinkFlag, LinkOptions, audit};

/// Pages whose document base URL Chromium sets otherwise, and why (their links are compared:
/// each that parts carries a `chromium-departs` flag).
const CHROMIUM_BASE_DEPARTURES: &[(&str, &str, &str)] = &[(
    "failing-base.html",
    "about:blank",
    "an href that fails to parse leaves Chromium without a base URL (document.baseURI \
     about:blank, every relative link failing), where the HTML Standard's 'set the frozen base \
     URL' (§4.2.3 step 3) falls back to the document's URL",
)];

/// What the page's script reports.
struct Report {
    base: String,
    charset: String,
    results: Vec<Option<String>>,
}

/// Opens `page` (already holding the script tag) in Chromium and reads the report the script
/// wrote on the root element.
fn open(chromium: &Path, page: &Path) -> Report {
    open_url(chromium, &format!("file://{}", page.display()))
}

/// Opens the page at `url` in Chromium and reads the report its script wrote on the root
/// element.
fn open_url(chromium: &Path, url: &str) -> Report {
    let dom = dump_dom(chromium, url);
    let start = dom.find("data-uriscope=\"").expect("the script reported") + 15;
    let end = start + dom[start..].find('"').unwrap();
    let json = Command::new("base64")
        .arg("-d")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(&dom.as_bytes()[start..end])?;
            child.wait_with_output()
        })
        .expect("base64 decodes");
    let value: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    Report {
        base: value["base"].as_str().unwrap().to_owned(),
        charset: value["charset"].as_str().unwrap().to_owned(),
        results: value["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().map(str::to_owned))
            .collect(),
    }
}

#[test]
fn chromium_resolves_every_link_as_the_audit_does() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let dir = std::env::temp_dir().join(format!("uriscope-links-browser-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("report.js");
    let pages = std::fs::read_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pages"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "html"));
    let (mut compared, mut departures) = (0, 0);
    let mut failures = Vec::new();
    for source in pages {
        let name = source.file_name().unwrap().to_string_lossy().into_owned();
        // The script tag goes first (an absolute URL, which no base moves), deferred until the
        // page is parsed; a few bytes, so a `<meta charset>` stays within the prescan's 1024.
        let tag = format!(
            "<script src=\"file://{}\" charset=\"utf-8\" defer></script>",
            script.display()
        );
        let mut bytes = tag.clone().into_bytes();
        bytes.extend(std::fs::read(&source).unwrap());
        let page = dir.join(&name);
        std::fs::write(&page, &bytes).unwrap();
        let url = format!("file://{}", page.display());
        let ours = audit(&bytes, &url, &LinkOptions::default()).unwrap();
        let links: Vec<_> = ours
            .links()
            .filter(|l| !l.against_document)
            .filter(|l| !l.value.ends_with("report.js"))
            .collect();
        let values: Vec<(&str, bool)> = links
            .iter()
            .map(|l| {
                let action = matches!(l.attribute, "action" | "formaction");
                (l.value.as_str(), action)
            })
            .collect();
        std::fs::write(
            &script,
            format!(
                "document.addEventListener('DOMContentLoaded', () => {{
  const a = document.createElement('a');
  const form = document.createElement('form');
  const results = {}.map(([v, action]) => {{
    // An action is what the form submits to (its IDL attribute), any other value a link.
    if (action) {{ form.setAttribute('action', v); return form.action; }}
    a.setAttribute('href', v);
    try {{ new URL(v, document.baseURI); }} catch (e) {{ return null; }}
    return a.href;
  }});
  const out = {{ base: document.baseURI, charset: document.characterSet, results }};
  document.documentElement.setAttribute('data-uriscope',
    btoa(unescape(encodeURIComponent(JSON.stringify(out)))));
}});",
                serde_json::to_string(&values).unwrap()
            ),
        )
        .unwrap();
        let theirs = open(&chromium, &page);
        let base_departs = CHROMIUM_BASE_DEPARTURES
            .iter()
            .any(|(page, base, _)| *page == name && *base == theirs.base);
        if base_departs {
            departures += 1;
        } else if theirs.base != ours.base_url {
            failures.push(format!(
                "{name}: base {} (Chromium) and {} (ours)",
                theirs.base, ours.base_url
            ));
        }
        let charset = ours.encoding.encoding.name();
        if theirs.charset != charset {
            failures.push(format!(
                "{name}: encoding {} (Chromium) and {charset} (ours)",
                theirs.charset
            ));
        }
        for (link, theirs) in links.iter().zip(&theirs.results) {
            compared += 1;
            // A departure flagged must be Chromium's answer.
            for flag in &link.flags {
                if let Finding::Link(LinkFlag::ChromiumDeparts { chromium, .. }) = flag
                    && chromium.as_ref().ok() != theirs.as_ref()
                {
                    failures.push(format!(
                        "{name} line {}: {:?} is {theirs:?} in Chromium, flagged as {chromium:?}",
                        link.line, link.value
                    ));
                }
            }
            let ours = link.result.as_ref().ok();
            if ours == theirs.as_ref() {
                continue;
            }
            let flagged = link.flags.iter().any(|flag| {
                matches!(flag, Finding::Link(LinkFlag::ChromiumDeparts { chromium, .. })
                    if chromium.as_ref().ok() == theirs.as_ref())
            });
            if flagged {
                departures += 1;
            } else {
                failures.push(format!(
                    "{name} line {}: {:?} is {theirs:?} in Chromium, {ours:?} here",
                    link.line, link.value
                ));
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "{compared} links compared with Chromium, {departures} departures of Chromium, each flagged"
    );
    assert!(compared > 40, "only {compared} links compared");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// An `iframe srcdoc` document and an `about:blank` one, whose URLs are opaque, resolve their
/// links against their about base URL, the parent's base URL (HTML §2.4.1's fallback base URL):
/// the audit given that URL with `about_base` answers as Chromium does.
#[test]
fn chromium_resolves_an_iframe_documents_links_against_the_parents_base() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let parent_base = "https://parent.example/dir/page.html?p#top";
    let inner = "<a href='x/y?q#f'>x</a><img src='../z'><a href='//other.example/w'>w</a>\
                 <a href='?only'>q</a><a href='#frag'>f</a>";
    let dir = std::env::temp_dir().join(format!("uriscope-links-iframe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (document_url, iframe, fill) in [
        (
            "about:srcdoc",
            format!("<iframe srcdoc=\"{inner}\"></iframe>"),
            "",
        ),
        (
            "about:blank",
            "<iframe src=\"about:blank\"></iframe>".to_owned(),
            "doc.body.innerHTML = INNER;",
        ),
    ] {
        let options = LinkOptions {
            about_base: Some(parent_base.to_owned()),
            ..LinkOptions::default()
        };
        let ours = audit(inner.as_bytes(), document_url, &options).unwrap();
        let values: Vec<String> = ours.links().map(|l| l.value).collect();
        let page = dir.join("parent.html");
        std::fs::write(
            &page,
            format!(
                "<!doctype html><base href=\"{parent_base}\">{iframe}<script>
const INNER = {inner};
window.addEventListener('load', () => {{
  const doc = document.querySelector('iframe').contentDocument;
  {fill}
  const a = doc.createElement('a');
  const results = {values}.map(v => {{ a.setAttribute('href', v); return a.href; }});
  const out = {{ base: doc.baseURI, charset: doc.characterSet, results }};
  document.documentElement.setAttribute('data-uriscope',
    btoa(unescape(encodeURIComponent(JSON.stringify(out)))));
}});
</script>",
                inner = serde_json::to_string(inner).unwrap(),
                values = serde_json::to_string(&values).unwrap(),
            ),
        )
        .unwrap();
        let theirs = open(&chromium, &page);
        assert_eq!(theirs.base, ours.base_url, "{document_url}: the base URL");
        let answers: Vec<Option<String>> = ours.links().map(|l| l.result.ok()).collect();
        assert_eq!(answers.len(), 5, "{document_url}: every link read");
        assert_eq!(theirs.results, answers, "{document_url}: {values:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Serves `page` at `/dir/page.html` with the header `content_type` on 127.0.0.1 (any other
/// path is not found; a thread left to run until the test ends); returns the page's URL and
/// the paths requested, in order.
fn serve(page: Vec<u8>, content_type: &'static str) -> (String, Arc<Mutex<Vec<String>>>) {
    use std::io::{BufRead, BufReader, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a local port");
    let url = format!("http://{}/dir/page.html", listener.local_addr().unwrap());
    let requested = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&requested);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut request = String::new();
            let _ = reader.read_line(&mut request);
            let path = request.split(' ').nth(1).unwrap_or_default().to_owned();
            // The headers, up to the empty line.
            let mut line = String::new();
            while reader.read_line(&mut line).is_ok_and(|n| n > 0) && line != "\r\n" {
                line.clear();
            }
            let body: &[u8] = if path == "/dir/page.html" { &page } else { b"" };
            let status = if body.is_empty() {
                "404 Not Found"
            } else {
                "200 OK"
            };
            let head = format!(
                "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
                 Connection: close\r\n\r\n",
                body.len()
            );
            log.lock().unwrap().push(path);
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(body);
        }
    });
    (url, requested)
}

/// An undeclared page served over http: is decoded as windows-1252, UTF-8 though it is (HTML
/// §13.2.3.2 step 9: browsers do not detect there), and a Content-Type's charset decides over
/// the default: the audit, given the same header with `content_type`, reads it alike.
#[test]
fn chromium_decodes_a_served_page_by_its_content_type_or_the_default() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let links = "<a href='é.html?q=é#é'>x</a><a href='/ü/?ü'>y</a>";
    for content_type in [
        "text/html",
        "text/html; charset=utf-8",
        "text/html;charset=\"Shift_JIS\"",
    ] {
        // The report is written by a script in the page (ASCII), read as the page is.
        let script = concat!(
            "<script>document.addEventListener('DOMContentLoaded', () => {",
            "const results = Array.from(document.querySelectorAll('a[href]'), e => e.href);",
            "const out = { base: document.baseURI, charset: document.characterSet, results };",
            "document.documentElement.setAttribute('data-uriscope',",
            "btoa(unescape(encodeURIComponent(JSON.stringify(out)))));",
            "});</script>",
        );
        let page = [script.as_bytes(), links.as_bytes()].concat();
        let (url, _) = serve(page.clone(), content_type);
        let theirs = open_url(&chromium, &url);
        let options = LinkOptions {
            content_type: (content_type != "text/html").then(|| content_type.to_owned()),
            ..LinkOptions::default()
        };
        let ours = audit(&page, &url, &options).unwrap();
        assert_eq!(
            theirs.charset,
            ours.encoding.encoding.name(),
            "{content_type}"
        );
        let answers: Vec<Option<String>> = ours.links().map(|l| l.result.ok()).collect();
        assert_eq!(theirs.results, answers, "{content_type}: {links}");
    }
}

/// What the parser meets before a late `base` is fetched from the document's URL: each link
/// the audit flags `fetched-before-base` is requested by Chromium at its result, never at the
/// base's answer, and a link after the base at its result.
#[test]
fn chromium_fetches_what_comes_before_a_late_base_from_the_documents_url() {
    let Some(chromium) = chromium_or_skip() else {
        return;
    };
    let page = "<!DOCTYPE html><html><head><meta charset=utf-8>\
        <link rel=stylesheet href=c.css><script src=j.js></script>\
        <style>@import 'imp.css'; body { background: url(bg.png) }</style></head><body>\
        <img src=i.png><img srcset='s.png 1x'><video poster=p.png></video>\
        <iframe src=f.html></iframe><base href=/sub/><img src=after.png></body></html>";
    let (url, requested) = serve(page.as_bytes().to_vec(), "text/html");
    dump_dom(&chromium, &url);
    let requested = requested.lock().unwrap().clone();
    let ours = audit(page.as_bytes(), &url, &LinkOptions::default()).unwrap();
    let path = |url: &str| url.splitn(4, '/').nth(3).map(|p| format!("/{p}")).unwrap();
    let mut before = 0;
    for link in ours.links().filter(|l| l.element != "base") {
        let fetched = path(link.result.as_ref().unwrap());
        assert!(
            requested.contains(&fetched),
            "{} not requested: {requested:?}",
            link.value
        );
        for flag in &link.flags {
            if let Finding::Link(LinkFlag::FetchedBeforeBase(Ok(with_base))) = flag {
                before += 1;
                // An image is fetched by the preload scanner as the page arrives, and again
                // by its own load, which runs in a microtask (an `img`'s, and a `video`'s
                // poster, which Chromium loads with the same image loader): once the base is
                // in, if the parser got that far, from the base's answer too. Nothing else is.
                assert!(
                    matches!(link.element.as_str(), "img" | "video")
                        || !requested.contains(&path(with_base)),
                    "{with_base} requested"
                );
            }
        }
    }
    assert_eq!(before, 8, "every link before the base flagged");
}
