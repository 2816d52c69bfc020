//! `uriscope redirects`, the real binary: pasted chains read in each format, each `Location`
//! resolved as the Fetch Standard and curl do, the fragment rule, and bad pastes named by line.

#[path = "common/binary.rs"]
mod binary;
use binary::{stderr, stdout, uriscope, uriscope_stdin};

/// `curl -sIL` of a chain whose first request carried `#sec`: the browser keeps it.
const HEADERS: &[u8] = b"HTTP/1.1 302 Found\r\nLocation: /new\r\nContent-Length: 0\r\n\r\n\
    HTTP/2 301\r\nlocation: ../up?q#top\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n";

#[test]
fn a_headers_paste_each_hop_both_ways() {
    let out = uriscope_stdin(
        &["redirects", "--url", "https://a.example/d/old#sec"],
        HEADERS,
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    for line in [
        "3 responses, read as the output of curl -sIL (or curl -sSL -D -)",
        "hop 1 (line 1): 302 from https://a.example/d/old#sec",
        "  browser   https://a.example/new#sec",
        "  curl      https://a.example/new  ≠",
        "  · the Location has no fragment, so the browser keeps the request's `#sec`",
        "hop 2 (line 5): 301 from https://a.example/new",
        "  browser   https://a.example/up?q#top",
        "browser (Fetch)  ends at https://a.example/up?q#top",
        "curl 8.22        ends at https://a.example/up?q#top",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
}

#[test]
fn json_has_the_issue_s_keys() {
    let out = uriscope_stdin(
        &[
            "redirects",
            "--json",
            "--url",
            "https://a.example/d/old#sec",
            "-",
        ],
        HEADERS,
    );
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let hop = &value["hops"][0];
    for key in [
        "url", "status", "location", "browser", "curl", "differs", "findings",
    ] {
        assert!(hop.get(key).is_some(), "no {key} in {hop}");
    }
    assert_eq!(hop["status"], 302);
    assert_eq!(hop["location"], "/new");
    assert_eq!(hop["differs"], true);
    assert_eq!(hop["findings"][0]["rule"], "fragment-inherited");
    assert_eq!(value["hops"][2]["browser"], serde_json::Value::Null);
    assert_eq!(value["final"]["browser"], "https://a.example/up?q#top");
    assert_eq!(value["final"]["curl"], "https://a.example/up?q#top");
}

#[test]
fn a_curl_verbose_paste_gives_the_first_url_and_curl_s_own_answer() {
    let paste = b"* Connected to a.example (127.0.0.1) port 80 (#0)\n\
        > GET /dir/sub/rel2 HTTP/1.1\n> Host: a.example\n>\n\
        < HTTP/1.1 302 Found\n< Location: ../up\n<\n\
        * Issue another request to this URL: 'http://a.example/dir/up'\n\
        > GET /dir/up HTTP/1.1\n> Host: a.example\n>\n< HTTP/1.1 200 OK\n<\n";
    let out = uriscope_stdin(&["redirects"], paste);
    let text = stdout(&out);
    for line in [
        "read as the output of curl -v -L",
        "hop 1 (line 5): 302 from http://a.example/dir/sub/rel2",
        "  curl      http://a.example/dir/up",
        "  curl      http://a.example/dir/up\n  (it said) http://a.example/dir/up",
        "hop 2 (line 12): 200 from http://a.example/dir/up",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    assert!(!text.contains("curl said otherwise"), "{text}");
}

#[test]
fn where_browsers_and_curl_part() {
    // 300 is no redirect status for the Fetch Standard; curl follows any 3xx.
    let out = uriscope_stdin(
        &["redirects", "--url", "http://a.example/"],
        b"HTTP/1.1 300 Multiple Choices\r\nLocation: /x\r\n\r\n",
    );
    let text = stdout(&out);
    assert!(
        text.contains("  browser   stays (does not follow this response)"),
        "{text}"
    );
    assert!(text.contains("  curl      http://a.example/x  ≠"), "{text}");
    // Past that response the browser is not there at all.
    let on = b"HTTP/1.1 300 Multiple Choices\r\nLocation: /x\r\n\r\n\
        HTTP/1.1 302 Found\r\nLocation: /y\r\n\r\n";
    let text = stdout(&uriscope_stdin(
        &["redirects", "--url", "http://a.example/"],
        on,
    ));
    assert!(text.contains("  browser   — (stayed at hop 1)"), "{text}");
    assert!(
        text.contains("browser (Fetch)  ends at http://a.example/\n"),
        "{text}"
    );
    // Two Location fields: a network error for the browser; curl 8.17 and later refuse them,
    // 7.88 follows the first.
    let two = b"HTTP/1.1 302 Found\r\nLocation: /one\r\nLocation: /two\r\n\r\n";
    let text = stdout(&uriscope_stdin(
        &["redirects", "--url", "http://a.example/"],
        two,
    ));
    assert!(
        text.contains("  browser   fails: more than one Location field"),
        "{text}"
    );
    assert!(
        text.contains("  curl      fails: Multiple Location headers"),
        "{text}"
    );
    let args = ["redirects", "--curl", "7.88", "--url", "http://a.example/"];
    let text = stdout(&uriscope_stdin(&args, two));
    assert!(text.contains("  curl      http://a.example/one"), "{text}");
    // A Latin-1 byte: the browser reads U+FFFD, curl escapes the byte (7.88 in lower case).
    let latin1 = b"HTTP/1.1 302 Found\r\nLocation: /caf\xe9\r\n\r\n";
    let text = stdout(&uriscope_stdin(&args, latin1));
    assert!(
        text.contains("  browser   http://a.example/caf%EF%BF%BD"),
        "{text}"
    );
    assert!(
        text.contains("  curl      http://a.example/caf%e9  ≠"),
        "{text}"
    );
}

#[test]
fn bad_pastes_are_named_by_line() {
    let out = uriscope_stdin(&["redirects", "--url", "http://a/"], b"hello\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("uriscope: the paste: no HTTP status line"),
        "{}",
        stderr(&out)
    );
    let cut = b"HTTP/1.1 302 Found\r\nLocation: /x\r\nConte";
    let out = uriscope_stdin(&["redirects", "--url", "http://a/"], cut);
    assert!(
        stderr(&out).contains("the paste: line 3: `Conte` is neither"),
        "{}",
        stderr(&out)
    );
    let out = uriscope_stdin(
        &["redirects", "--url", "http://a/"],
        b"HTTP/1.1 200 OK\n\x00\x01\x02",
    );
    assert!(
        stderr(&out).contains("line 2: a NUL byte"),
        "{}",
        stderr(&out)
    );
    let out = uriscope_stdin(&["redirects"], HEADERS);
    assert!(
        stderr(&out).contains("give it with --url"),
        "{}",
        stderr(&out)
    );
    let out = uriscope(&["redirects", "--url", "http://a/", "/no/such/file"]);
    assert!(
        stderr(&out).contains("cannot read the paste /no/such/file"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_har_file_gives_the_browser_s_own_answer() {
    let har = br#"{"log": {"version": "1.2", "entries": [
        {"request": {"method": "GET", "url": "https://a.example/d/old"},
         "response": {"status": 301, "redirectURL": "https://a.example/d/new",
                      "headers": [{"name": "Location", "value": "new"}]}},
        {"request": {"method": "GET", "url": "https://a.example/d/new"},
         "response": {"status": 200, "redirectURL": "", "headers": []}}]}}"#;
    let out = uriscope_stdin(&["redirects"], har);
    let text = stdout(&out);
    for line in [
        "2 responses, read as the output of a HAR file (a browser's developer tools)",
        "hop 1 (line 1): 301 from https://a.example/d/old",
        "  browser   https://a.example/d/new\n  (it said) https://a.example/d/new",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
    let value: serde_json::Value =
        serde_json::from_slice(&uriscope_stdin(&["redirects", "--json"], har).stdout).unwrap();
    assert_eq!(value["format"], "har");
    assert_eq!(value["hops"][0]["browser_said"], "https://a.example/d/new");
    assert!(value["hops"][0]["findings"].as_array().unwrap().is_empty());
}

#[test]
fn curl_json_gives_curl_s_answer_alone() {
    let json = br#"{"http_code":302,"num_redirects":0,"redirect_url":"http://a.example/next","response_code":302,"url":"http://a.example/old","url_effective":"http://a.example/old"}"#;
    let text = stdout(&uriscope_stdin(&["redirects"], json));
    for line in [
        "1 response, read as the output of curl -w '%{json}'",
        "  curl said http://a.example/next",
        "  · the paste has curl's answer but not the Location it answered",
    ] {
        assert!(text.contains(line), "{line:?} not in:\n{text}");
    }
}

/// The fragment rule is a switch of the WHATWG resolver, `--location-url`: its own step of the
/// trace, citing the Fetch Standard, and the fragment's provenance.
#[test]
fn the_location_url_rule_is_its_own_step() {
    let trace = stdout(&uriscope(&[
        "resolve",
        "--spec",
        "whatwg",
        "--location-url",
        "--trace",
        "https://a.example/old#sec",
        "/new",
    ]));
    for line in [
        "  options    location URL rule on\n",
        "location URL 4\n      keep the request's fragment\n      the Location's URL has no \
         fragment: it takes the request's",
        "result  https://a.example/new#sec\n",
        "the URL record, as the Fetch Standard §2.2.6, location URL step 4 set it",
    ] {
        assert!(trace.contains(line), "{line:?} not in:\n{trace}");
    }
    // A Location with its own fragment keeps it; without the switch, nothing is inherited.
    let own = ["https://a.example/old#sec", "/new#top"];
    let args = |switch: &'static str| ["resolve", "--spec", "whatwg", switch, own[0], own[1]];
    assert_eq!(
        stdout(&uriscope(&args("--location-url"))).trim(),
        "https://a.example/new#top"
    );
    let plain = [
        "resolve",
        "--spec",
        "whatwg",
        "https://a.example/old#sec",
        "/new",
    ];
    assert_eq!(stdout(&uriscope(&plain)).trim(), "https://a.example/new");
    // The empty fragment is a fragment: `#` is kept too (requestFragment is "", not null).
    let empty = [
        "resolve",
        "--spec",
        "whatwg",
        "--location-url",
        "https://a.example/old#",
        "/new",
    ];
    assert_eq!(stdout(&uriscope(&empty)).trim(), "https://a.example/new#");
    // Another specification does not read it, and says why.
    let out = uriscope(&[
        "resolve",
        "--spec",
        "rfc3986",
        "--location-url",
        own[0],
        "/new",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--location-url does not apply to RFC 3986"));
}

/// `--format curl-json` as documented (the newcomer's N4): curl's own next URL is its answer,
/// and the browser's way is unknown where the paste leaves the `Location` out.
#[test]
fn a_curl_json_paste_is_read_as_documented() {
    let json = br#"{"http_code":302,"num_redirects":0,"redirect_url":"http://a.example/docs/guide?x=1","response_code":302,"url":"http://a.example/old","url_effective":"http://a.example/old","exitcode":0,"errormsg":null}"#;
    for args in [
        &["redirects", "--format", "curl-json", "--json"][..],
        &["redirects", "--json"],
    ] {
        let value: serde_json::Value =
            serde_json::from_slice(&uriscope_stdin(args, json).stdout).unwrap();
        assert_eq!(value["format"], "curl-json", "{value}");
        assert_eq!(value["final"]["curl"], "http://a.example/docs/guide?x=1");
        assert_eq!(value["ends"][0]["end"], "unknown", "{value}");
        assert_eq!(value["ends"][1]["end"], "would-request", "{value}");
    }
}
