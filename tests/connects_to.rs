//! `connects_to` against the libraries themselves: each installed library (python3's
//! `urlsplit`, Node's legacy `url.parse`, the JDK's `URI`, Go's `url.Parse`, libcurl's URL API,
//! Ruby's `URI`, Guzzle's `Uri`, Perl's `URI`, Elixir's `URI.parse`, Erlang's
//! `uri_string:parse`, HttpClient's `URIUtils.resolve` on the JDK, OkHttp's `HttpUrl`, Mono's
//! `System.Uri`)
//! resolves generated pairs whose references reach for another host (`//evil.com\@good.com`,
//! `\\evil.com`, user information, ports, IP literals) and parses its own result; uriscope's
//! `connects_to` on that result, by the profile of that release, must give the same scheme,
//! host, port and user information, or refuse where the library refuses. A library that is not
//! installed is skipped, saying so.

#[path = "common/oracles.rs"]
mod oracles;
#[path = "common/rng.rs"]
mod rng;

use std::process::Command;

use oracles::{CSharpOracle, oracle, pythons, run_lines};
use rng::Rng;
use uriscope::Spec;
use uriscope::web::{Connection, connects_to, default_port};

/// Bases a client might be on.
const BASES: &[&str] = &[
    "https://good.com/app/page.html",
    "http://u:p@a.example:8080/b/c",
    "http://[::1]:8080/a",
    "HTTP://A.Example/b?q#f",
    "ftp://h/x/y",
    "https://h",
    "http://good.com@evil.com/x",
];

/// References that reach for a host, a user or a port.
const REFERENCES: &[&str] = &[
    "//evil.com\\@good.com",
    "\\\\evil.com",
    "/\\evil.com",
    "//evil.com",
    "//good.com@evil.com/x",
    "//a@b@c/x",
    "//u:p@H.Example:99/x",
    "//u@h",
    "//:p@h",
    "//@h",
    "//[::1]/",
    "//[::1]:8080",
    "//[fe80::1%25eth0]/",
    "//h:",
    "//h:0",
    "//h:080",
    "//h:65535",
    "//h:65536",
    "//h:8a",
    "//h:1:2",
    "//h:+80",
    "//h:8_0",
    "//h: 80",
    "//h:-0",
    "//h:\u{668}\u{660}",
    "//h:0x1F",
    "//[::1]x:5/",
    "//1.2.3.4:80/",
    "//evil.com%2f@good.com",
    "//evil.com#@good.com",
    "//evil.com?@good.com",
    "//%65vil.com",
    "//EVIL.com",
    "http://x@y:z@w/",
    "https:evil.com",
    "https://evil.com:443/",
    "http:\\\\evil.com\\x",
    "mailto:a@b",
    "g",
    "../..//evil.com",
    "?x",
    "#f",
];

/// Tails added to references.
const TAILS: &[&str] = &["", "/p", "?q", "#f", ":1", "@x", "\\y", "%40z"];

fn pairs() -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for base in BASES {
        for reference in REFERENCES {
            pairs.push((base.to_string(), reference.to_string()));
        }
    }
    let mut rng = Rng(0x0c0f_fee0_dead_beef);
    for _ in 0..1500 {
        let base = BASES[rng.next(BASES.len())];
        let mut reference = REFERENCES[rng.next(REFERENCES.len())].to_string();
        for _ in 0..rng.next(3) {
            reference.push_str(TAILS[rng.next(TAILS.len())]);
        }
        pairs.push((base.to_string(), reference));
    }
    pairs
}

/// What a library answered for one pair: its result and the connection it parses from it
/// (`Err` where it refuses the result), or nothing where it could not resolve the pair.
type Answer = Option<(String, Result<serde_json::Value, String>)>;

/// Runs `command` (an oracle of tests/oracles/, asked for connections) on every pair: its
/// version and its answers; `None` when it does not run.
fn run(command: Command, pairs: &[(String, String)]) -> Option<(String, Vec<Answer>)> {
    let (version, values) = run_lines(command, pairs)?;
    let answers = (values.iter())
        .map(|value| {
            let url = value["url"].as_str()?.to_string();
            let parsed = match value.get("ok") {
                Some(ok) => Ok(ok.clone()),
                None => Err(value["error"].as_str().unwrap_or_default().to_string()),
            };
            Some((url, parsed))
        })
        .collect();
    Some((version, answers))
}

/// The library's parse as a `Connection`: the scheme in lower case, the port it gives or the
/// scheme's default. A port above 65535 (Go's `Port()` and Node's `port` keep the digits) is
/// one no connection is made to: the client fails there.
fn theirs(value: &serde_json::Value) -> Result<Connection, String> {
    let text = |key: &str| value[key].as_str().map(str::to_string);
    let scheme = text("scheme").unwrap_or_default().to_ascii_lowercase();
    let port = match value["port"].as_u64() {
        None => None,
        Some(port) => Some(u16::try_from(port).map_err(|_| format!("port {port}"))?),
    };
    Ok(Connection {
        port: port.or_else(|| default_port(&scheme)),
        scheme,
        host: text("host"),
        userinfo: text("userinfo"),
    })
}

/// Compares `connects_to` by `profile` with the library's own parse of each result it gave;
/// asserts they agree on every one, and says how many were compared.
fn agrees(profile: Spec, library: &str, answers: &[Answer]) {
    let mut failures = Vec::new();
    let mut compared = 0;
    for (url, parsed) in answers.iter().flatten() {
        compared += 1;
        let ours = connects_to(profile, url);
        let theirs = parsed.clone().and_then(|value| theirs(&value));
        let same = match (&ours, &theirs) {
            (Ok(ours), Ok(theirs)) => ours == theirs,
            (Err(_), Err(_)) => true,
            _ => false,
        };
        if !same && failures.len() < 30 {
            failures.push(format!(
                "{profile} {url:?}: {library} gives {theirs:?}, uriscope {ours:?}"
            ));
        }
    }
    println!("{profile}: connects_to agrees with {library} on {compared} results");
    assert!(
        compared > 500,
        "{library}: only {compared} results compared"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn spec(word: &str) -> Option<Spec> {
    word.parse().ok()
}

#[test]
fn python_connects_where_urlsplit_says() {
    let pairs = pairs();
    let mut ran = 0;
    for python in pythons() {
        let mut command = Command::new(&python);
        command.args([oracle("python_urljoin.py"), "--connects".to_string()]);
        let Some((version, answers)) = run(command, &pairs) else {
            continue;
        };
        let Some(profile) = spec(&format!("python@{version}")) else {
            println!("skipped: Python {version} is not modelled");
            continue;
        };
        agrees(profile, &format!("Python {version}"), &answers);
        ran += 1;
    }
    if ran == 0 {
        println!("skipped: no CPython runs here");
    }
}

/// Runs `command` (an oracle asked for connections) and checks `connects_to` by the profile
/// `profile` names for the version the oracle reports (`Err`: why that version is skipped).
fn differential(command: Command, library: &str, profile: impl Fn(&str) -> Result<Spec, String>) {
    differential_on(command, library, &pairs(), profile);
}

/// `differential` on the pairs given.
fn differential_on(
    command: Command,
    library: &str,
    pairs: &[(String, String)],
    profile: impl Fn(&str) -> Result<Spec, String>,
) {
    let Some((version, answers)) = run(command, pairs) else {
        println!("skipped: {library} does not run here");
        return;
    };
    match profile(&version) {
        Ok(profile) => agrees(profile, &format!("{library} {version}"), &answers),
        Err(why) => println!("skipped: {library} {version}: {why}"),
    }
}

/// `program` with an oracle of tests/oracles/ and its arguments.
fn command(program: &str, args: &[&str]) -> Command {
    let mut command = Command::new(program);
    command.arg(oracle(args[0])).args(&args[1..]);
    command
}

#[test]
fn node_connects_where_url_parse_says() {
    let oracle = command("node", &["node_url_resolve.js", "--connects"]);
    differential(oracle, "Node", |version| {
        match version.starts_with("v20.") {
            true => Ok(spec("node-legacy").unwrap()),
            false => Err("the profile follows v20's lib/url.js".to_string()),
        }
    });
}

#[test]
fn java_connects_where_uri_says() {
    let oracle = command("java", &["JavaUriResolve.java", "connects"]);
    differential(oracle, "JDK", |version| {
        let feature = version.split(['.', '-', '+']).next().unwrap_or_default();
        spec(&format!("java@{feature}")).ok_or_else(|| "not modelled".to_string())
    });
}

#[test]
fn go_connects_where_url_parse_says() {
    let scratch = std::env::temp_dir().join(format!("uriscope-go-connects-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&scratch);
    let mut oracle = Command::new("go");
    oracle.args(["run", &self::oracle("go_connects_to.go")]);
    oracle
        .env("GOCACHE", scratch.join("cache"))
        .env("GOPATH", scratch.join("path"));
    differential(oracle, "Go", |version| {
        let minor: Vec<&str> = version.split('.').take(2).collect();
        spec(&format!("go@{}", minor.join("."))).ok_or_else(|| "not modelled".to_string())
    });
    let _ = std::fs::remove_dir_all(&scratch);
}

#[test]
fn curl_connects_where_its_url_api_says() {
    // libcurl is loaded by python3's ctypes.
    let oracle = command("python3", &["curl_url_resolve.py", "--connects"]);
    differential(oracle, "libcurl", |version| {
        spec(&format!("curl@{version}")).ok_or_else(|| "not modelled".to_string())
    });
}

/// The browser's connection (the URL Standard's record) against Node's `URL`, another
/// implementation of the Standard.
#[test]
fn the_browser_connects_where_node_s_url_says() {
    let oracle = command("node", &["node_whatwg_url.js", "--connects"]);
    differential(oracle, "Node's URL", |_| Ok(Spec::Whatwg));
}

#[test]
fn ruby_connects_where_uri_says() {
    let oracle = command("ruby", &["ruby_uri_join.rb", "--connects"]);
    differential(oracle, "Ruby", |version| {
        match version.ends_with("uri 0.11.0") {
            true => Ok(spec("ruby@3.1").unwrap()),
            false => Err("the profile reads uri 0.11.0".to_string()),
        }
    });
}

#[test]
fn guzzle_connects_where_its_uri_says() {
    let oracle = command("php", &["php_guzzle_resolve.php", "--connects"]);
    differential(oracle, "PHP and Guzzle", |version| {
        match version.ends_with("psr7 2.4.5") && version.starts_with("8.") {
            true => Ok(spec("guzzle@2.4").unwrap()),
            false => Err("the profile reads psr7 2.4.5 on PHP 8".to_string()),
        }
    });
}

#[test]
fn perl_lwp_connects_where_uri_says() {
    let oracle = command("perl", &["perl_uri_abs.pl", "--lwp", "--connects"]);
    differential(oracle, "Perl", |version| match version == "URI 5.17" {
        true => Ok(spec("perl-lwp").unwrap()),
        false => Err("the profile reads URI 5.17".to_string()),
    });
}

#[test]
fn elixir_connects_where_uri_parse_says() {
    let oracle = command("elixir", &["elixir_uri_merge.exs", "--connects"]);
    differential(oracle, "Elixir", |version| {
        match version.starts_with("1.14.") {
            true => Ok(spec("elixir@1.14").unwrap()),
            false => Err("the profile reads Elixir 1.14".to_string()),
        }
    });
}

#[test]
fn erlang_connects_where_uri_string_says() {
    let oracle = command("escript", &["erlang_uri_resolve.escript", "--connects"]);
    differential(oracle, "Erlang/OTP", |version| {
        match version == "25 stdlib 4.2" {
            true => Ok(spec("erlang@25").unwrap()),
            false => Err("the profile reads OTP 25's stdlib 4.2".to_string()),
        }
    });
}

#[test]
fn httpclient_connects_where_java_net_uri_says() {
    let mut oracle = Command::new("java");
    oracle
        .arg("-cp")
        .arg("/usr/share/java/httpclient.jar:/usr/share/java/httpcore.jar:/usr/share/java/commons-logging.jar")
        .arg(oracles::oracle("HttpClientResolve.java"))
        .arg("connects");
    differential(oracle, "Apache HttpClient", |version| {
        match version.starts_with("4.5.14 java 17.") {
            true => Ok(spec("httpclient@4.5").unwrap()),
            false => Err("the profile reads 4.5.14 on JDK 17".to_string()),
        }
    });
}

#[test]
fn okhttp_connects_where_http_url_says() {
    let mut oracle = Command::new("java");
    oracle
        .arg("-cp")
        .arg("/usr/share/java/okhttp.jar:/usr/share/java/okio.jar")
        .arg(oracles::oracle("OkHttpResolve.java"))
        .arg("connects");
    differential(oracle, "OkHttp", |version| match version == "3.13.1" {
        true => Ok(spec("okhttp@3.13").unwrap()),
        false => Err("the profile reads 3.13.1".to_string()),
    });
}

#[test]
fn dotnet_connects_where_system_uri_says() {
    let Some(oracle) = CSharpOracle::compile("DotnetUriResolve.cs") else {
        println!("skipped: Mono's C# compiler `mcs` does not run here");
        return;
    };
    // The pairs whose result the profile models (not a `file:` or `mailto:` URI).
    let profile = spec("dotnet@6.8").unwrap();
    let pairs: Vec<_> = (pairs().into_iter())
        .filter(|(base, reference)| {
            uriscope::resolve(profile, base, reference)
                .map_err(|error| error.to_string())
                .err()
                .is_none_or(|error| !error.contains("uriscope models System.Uri"))
        })
        .collect();
    let command = oracle.command(&["connects"]);
    differential_on(command, "System.Uri of", &pairs, |version| {
        match version.starts_with("Mono 6.8.") {
            true => Ok(profile),
            false => Err("the profile reads Mono 6.8".to_string()),
        }
    });
}
