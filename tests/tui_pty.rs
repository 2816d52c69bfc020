//! End to end: the real binary in a pseudo-terminal, its output read by a terminal emulator
//! (`vt100`). Types a reference, pastes, clicks a specification, steps through the trace in teach
//! mode, copies the result (checking the OSC 52 sequence in the raw output, and inside tmux
//! whether tmux will pass it on), quits, and checks the terminal modes are restored; copies to a
//! real X server (Xvfb) that must outlive the explorer; and a closed terminal that must end it
//! without a busy loop.
#![cfg(all(unix, feature = "tui"))]

use std::io::{Read, Write};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{CommandBuilder, PtySize, native_pty_system};

#[path = "common/tmux.rs"]
mod tmux;
use tmux::Tmux;

const ROWS: u16 = 40;
const COLS: u16 = 120;

struct Session {
    writer: Box<dyn Write + Send>,
    output: Arc<Mutex<Vec<u8>>>,
    child: Box<dyn portable_pty::Child + Send + Sync>,
    /// Columns and rows of the terminal.
    size: (u16, u16),
}

/// The explorer started with `args` in a new pseudo-terminal, with no display, no SSH and no
/// tmux unless `env` sets them: the terminal's master side and the child process.
fn spawn_explorer(
    args: &[&str],
    env: &[(&str, &str)],
    (cols, rows): (u16, u16),
) -> (
    Box<dyn portable_pty::MasterPty + Send>,
    Box<dyn portable_pty::Child + Send + Sync>,
) {
    let pty = native_pty_system()
        .openpty(PtySize {
            rows,
            cols,
            pixel_width: 0,
            pixel_height: 0,
        })
        .expect("a pseudo-terminal");
    let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_uriscope"));
    cmd.args(args);
    cmd.env("TERM", "xterm-256color");
    // No display, no SSH, no tmux: copies go through OSC 52, straight to the terminal.
    for var in [
        "DISPLAY",
        "WAYLAND_DISPLAY",
        "SSH_CONNECTION",
        "SSH_TTY",
        "SSH_CLIENT",
        "TMUX",
        "TMUX_PANE",
        "NO_COLOR",
        "URISCOPE_SPEC",
    ] {
        cmd.env_remove(var);
    }
    for (name, value) in env {
        cmd.env(name, value);
    }
    let child = pty.slave.spawn_command(cmd).expect("the explorer starts");
    // The slave side is the child's now; it closes here.
    (pty.master, child)
}

impl Session {
    fn start(args: &[&str]) -> Session {
        Session::start_with(args, &[])
    }

    fn start_with(args: &[&str], env: &[(&str, &str)]) -> Session {
        Session::start_sized(args, env, (COLS, ROWS))
    }

    fn start_sized(args: &[&str], env: &[(&str, &str)], size: (u16, u16)) -> Session {
        let (master, child) = spawn_explorer(args, env, size);
        let mut reader = master.try_clone_reader().unwrap();
        let writer = master.take_writer().unwrap();
        let output = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&output);
        std::thread::spawn(move || {
            let _master = master; // keep the pty open while reading
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().extend_from_slice(&buf[..n]);
            }
        });
        Session {
            writer,
            output,
            child,
            size,
        }
    }

    fn raw(&self) -> Vec<u8> {
        self.output.lock().unwrap().clone()
    }

    fn screen(&self) -> vt100::Parser {
        let size = |n| std::num::NonZeroU16::new(n).unwrap();
        let mut parser = vt100::Parser::new(size(self.size.1), size(self.size.0), 0);
        parser.process(&self.raw());
        parser
    }

    fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).unwrap();
        self.writer.flush().unwrap();
    }

    /// Waits until the screen shows `text` (a generous limit; no timing is asserted).
    fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let contents = self.screen().screen().contents();
            if contents.contains(text) {
                return contents;
            }
            if Instant::now() > deadline {
                panic!("`{text}` never appeared; the screen:\n{contents}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Waits until the screen no longer shows `text`: after an Esc that closes an overlay, so
    /// the next key is not read with it as an Alt chord.
    fn wait_gone(&self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.screen().screen().contents().contains(text) {
            assert!(Instant::now() < deadline, "`{text}` stayed on the screen");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Quits with `q` and waits for the explorer to end and restore the screen.
    fn quit(&mut self) {
        self.send(b"q");
        self.ended_well("the explorer did not quit");
        self.wait_for_raw(b"\x1b[?1049l");
    }

    /// Waits for the program to end (a generous limit, `failing` if it does not) and asserts
    /// that it succeeded.
    fn ended_well(&mut self, failing: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(Instant::now() < deadline, "{failing}");
            std::thread::sleep(Duration::from_millis(50));
        };
        assert!(status.success(), "{status:?}");
    }

    fn wait_for_raw(&self, bytes: &[u8]) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !self.raw().windows(bytes.len()).any(|w| w == bytes) {
            if Instant::now() > deadline {
                panic!("{:?} never written", String::from_utf8_lossy(bytes));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

#[test]
fn type_step_copy_and_quit_in_a_real_terminal() {
    let mut s = Session::start(&["explore", "--mouse"]);
    // It starts outside the text fields, saying how to quit.
    s.wait_for("Reference ../g");
    let screen = s.wait_for("q quit");
    assert!(screen.contains("F1 help"), "{screen}");
    let parser = s.screen();
    assert!(parser.screen().alternate_screen());
    assert!(parser.screen().bracketed_paste());
    assert_ne!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );

    // `r` edits the reference; replace it: Ctrl-U, then type.
    s.send(b"r");
    s.wait_for("▶ Reference");
    s.send(b"\x15");
    s.wait_for("p=\"\" q=∅ f=∅");
    s.send(b"g/../h");
    // RFC 2396: g/../h against http://a/b/c/d;p?q is http://a/b/c/h (6e removes `g/../`).
    s.wait_for("✓ http://a/b/c/h");

    // A bracketed paste: inserted at the cursor, newline and escape removed, and said so.
    s.send(b"\x1b[200~#s\r\n\x1b[2Jx\x1b[201~");
    s.wait_for("Reference g/../h#s[2Jx");
    s.wait_for(r"removed from the paste: 1 × ⟨\r⟩ (CR), 1 × ⟨\n⟩ (LF), 1 × ⟨\x1b⟩ (ESC)");
    s.send(b"\x08\x08\x08\x08"); // four backspaces: `[2Jx` goes
    s.wait_for("✓ http://a/b/c/h#s ");

    // Leave the field (Esc alone, then wait so the next key is not read as Alt-t).
    s.send(b"\x1b");
    s.wait_for(" Trace ");
    // A click (SGR mouse report, 1-based) on the `4 RFC 3986` tab of the top line selects it.
    let top = s.screen().screen().contents();
    let column = top
        .lines()
        .next()
        .unwrap()
        .chars()
        .position(|c| c == '4')
        .unwrap()
        + 1;
    s.send(format!("\x1b[<0;{column};1M\x1b[<0;{column};1m").as_bytes());
    s.wait_for("[4 RFC 3986]");
    // RFC 3986 5.4.1: g/../h is not among its examples, but 5.2.4 removes `g/../` the same way.
    s.wait_for("✓ http://a/b/c/h#s ");
    s.send(b"3");
    s.wait_for("[3 RFC 2396]");
    s.send(b"t");
    s.wait_for("teach mode 1/16");
    for _ in 0..10 {
        s.send(b" ");
    }
    let screen = s.wait_for("teach mode 11/16");
    assert!(screen.contains("▸ 6e"), "{screen}");
    assert!(screen.contains("hidden in teach mode"), "{screen}");
    s.send(b"t");
    s.wait_for("teach mode off");

    // Copy the result: no display, so OSC 52 with the base64 of the result.
    s.send(b"y");
    s.wait_for("sent result via OSC 52");
    // base64("http://a/b/c/h#s") = aHR0cDovL2EvYi9jL2gjcw==
    s.wait_for_raw(b"\x1b]52;c;aHR0cDovL2EvYi9jL2gjcw==\x1b\\");

    // Quit and check the terminal is back to normal.
    s.quit();
    let parser = s.screen();
    assert!(
        !parser.screen().alternate_screen(),
        "alternate screen left on"
    );
    assert!(
        !parser.screen().bracketed_paste(),
        "bracketed paste left on"
    );
    assert_eq!(
        parser.screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "mouse capture left on"
    );
}

/// The first screen does what TUI users expect: `?` opens the help, `Esc` closes it, `q` quits;
/// and `--mouse` works without `explore`.
#[test]
fn first_keys_and_the_mouse_flag_without_explore() {
    let mut s = Session::start(&["--mouse"]);
    let screen = s.wait_for("q quit");
    assert!(screen.contains("F1 help"), "{screen}");
    assert_ne!(
        s.screen().screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );
    s.send(b"?");
    s.wait_for("Help · / search · Esc closes");
    s.send(b"\x1b");
    s.wait_gone("Help · / search");
    s.quit();
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = Session::start(&["explore", "--ref", "?y"]);
    s.wait_for("Reference ?y");
    let pid = s.child.process_id().expect("a pid") as i32;
    // kill(1) on our own child, by its pid.
    let status = std::process::Command::new("kill")
        .args(["-TERM", &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let deadline = Instant::now() + Duration::from_secs(30);
    while s.child.try_wait().unwrap().is_none() {
        assert!(
            Instant::now() < deadline,
            "SIGTERM did not end the explorer"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    s.wait_for_raw(b"\x1b[?1049l");
    let parser = s.screen();
    assert!(!parser.screen().alternate_screen());
    assert!(!parser.screen().bracketed_paste());
}

/// How many read-like system calls process `pid` has made (`syscr` of /proc/PID/io), while it
/// exists.
fn read_calls(pid: u32) -> Option<u64> {
    let io = std::fs::read_to_string(format!("/proc/{pid}/io")).ok()?;
    io.lines()
        .find_map(|l| l.strip_prefix("syscr: "))
        .and_then(|n| n.trim().parse().ok())
}

#[test]
fn closing_the_terminal_ends_the_explorer_without_a_busy_loop() {
    // The terminal window goes away: the pty's master side is closed, the explorer gets SIGHUP
    // and its reads give end-of-file. It must end, not retry a read that never blocks again.
    // What is asserted is a count, not a time: the read calls made after the close. A loop
    // retrying read(0) makes about a million a second; ending at once makes a handful.
    let (master, mut child) = spawn_explorer(&[], &[], (COLS, ROWS));
    let pid = child.process_id().expect("a pid");
    let mut reader = master.try_clone_reader().unwrap();
    let mut seen = Vec::new();
    let mut buf = [0u8; 8192];
    while !String::from_utf8_lossy(&seen).contains("Reference") {
        match reader.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
    assert!(String::from_utf8_lossy(&seen).contains("Reference"));
    let before = read_calls(pid);
    drop(reader);
    drop(master);
    let mut most = 0;
    let deadline = Instant::now() + Duration::from_secs(30);
    while child.try_wait().unwrap().is_none() {
        if let (Some(before), Some(now)) = (before, read_calls(pid)) {
            most = most.max(now.saturating_sub(before));
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            panic!("the explorer kept running after its terminal closed ({most} reads)");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        most < 10_000,
        "{most} read calls after the terminal closed: a busy loop"
    );
}

/// A program on PATH, or `None` (the test that needs it is skipped with a printed reason).
fn program(name: &str) -> Option<std::path::PathBuf> {
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    })
}

/// An Xvfb server this test started, stopped when dropped.
struct Xvfb {
    child: std::process::Child,
    display: String,
}

impl Xvfb {
    /// Starts Xvfb on the first free display from :71 on; waits for its socket.
    fn start() -> Xvfb {
        for n in 71..200 {
            let socket = format!("/tmp/.X11-unix/X{n}");
            if std::path::Path::new(&socket).exists()
                || std::path::Path::new(&format!("/tmp/.X{n}-lock")).exists()
            {
                continue;
            }
            let display = format!(":{n}");
            let mut child = std::process::Command::new("Xvfb")
                .args([
                    display.as_str(),
                    "-nolisten",
                    "tcp",
                    "-screen",
                    "0",
                    "320x200x24",
                ])
                .stdin(std::process::Stdio::null())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("Xvfb starts");
            let deadline = Instant::now() + Duration::from_secs(30);
            loop {
                if std::path::Path::new(&socket).exists() {
                    return Xvfb { child, display };
                }
                // Another server took the display first: try the next one.
                if child.try_wait().unwrap().is_some() || Instant::now() > deadline {
                    let _ = child.kill();
                    let _ = child.wait();
                    break;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
        }
        panic!("no free X display for Xvfb");
    }

    /// `xclip` on this display, with `args`, stdin from `input`.
    fn xclip(&self, args: &[&str], input: &str) -> String {
        let mut child = std::process::Command::new("xclip")
            .args(args)
            .env("DISPLAY", &self.display)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("xclip starts");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(input.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "xclip {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    }

    fn clipboard(&self) -> String {
        self.xclip(&["-o", "-selection", "clipboard"], "")
    }

    /// Another program owns the clipboard: `xclip -i`, which stays in the background until it has
    /// served one paste (so its output is not waited for).
    fn take_clipboard(&self, text: &str) {
        let mut child = std::process::Command::new("xclip")
            .args(["-i", "-selection", "clipboard", "-loops", "1"])
            .env("DISPLAY", &self.display)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("xclip starts");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
        assert!(child.wait().unwrap().success());
    }
}

impl Drop for Xvfb {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // Killed, the server leaves its lock and socket behind; left, they would use up the
        // displays a later run looks for.
        let n = &self.display[1..];
        let _ = std::fs::remove_file(format!("/tmp/.X{n}-lock"));
        let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{n}"));
    }
}

/// The pids of the clipboard helpers serving `display` (our binary, `clipboard-serve x11`, with
/// that DISPLAY); zombies waiting for a parent to reap them do not count.
fn helpers_serving(display: &str) -> Vec<u32> {
    let exe = std::fs::canonicalize(env!("CARGO_BIN_EXE_uriscope")).unwrap();
    let wanted_env = format!("DISPLAY={display}");
    let mut out = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let dir = entry.path();
        let Ok(cmdline) = std::fs::read(dir.join("cmdline")) else {
            continue;
        };
        let args: Vec<&[u8]> = cmdline.split(|&b| b == 0).collect();
        if args.get(1) != Some(&&b"clipboard-serve"[..]) {
            continue;
        }
        let same_exe = std::fs::read_link(dir.join("exe")).is_ok_and(|p| p == exe);
        let environ = std::fs::read(dir.join("environ")).unwrap_or_default();
        let same_display = environ
            .split(|&b| b == 0)
            .any(|v| v == wanted_env.as_bytes());
        let stat = std::fs::read_to_string(dir.join("stat")).unwrap_or_default();
        let zombie = stat.rsplit(") ").next().is_some_and(|s| s.starts_with('Z'));
        if same_exe && same_display && !zombie {
            out.push(pid);
        }
    }
    out
}

/// Waits until no helper serves `display` (generous limit; no timing asserted).
fn wait_no_helper(display: &str, why: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !helpers_serving(display).is_empty() {
        assert!(Instant::now() < deadline, "the clipboard helper {why}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Copies the result in an explorer on `display` with `reference`, and quits.
fn copy_and_quit(display: &str, reference: &str) {
    let mut s = Session::start_with(&["--ref", reference], &[("DISPLAY", display)]);
    s.wait_for(&format!("Reference {reference}"));
    s.send(b"y");
    s.wait_for("copied result via X11 clipboard");
    s.quit();
}

#[test]
fn an_x11_copy_outlives_the_explorer() {
    for tool in ["Xvfb", "xclip"] {
        if program(tool).is_none() {
            println!("skipped: `{tool}` is not installed (apt-get install xvfb xclip)");
            return;
        }
    }
    let x = Xvfb::start();
    // RFC 2396 C.1: "g;x = http://a/b/c/g;x".
    copy_and_quit(&x.display, "g;x");
    // The explorer has exited; its helper serves the text, as xclip would.
    assert_eq!(helpers_serving(&x.display).len(), 1);
    assert_eq!(x.clipboard(), "http://a/b/c/g;x");
    // Another program takes the clipboard (xclip serving one paste): the helper ends.
    x.take_clipboard("other");
    wait_no_helper(
        &x.display,
        "kept running after another program took the clipboard",
    );
    assert_eq!(x.clipboard(), "other");

    // The display goes away: the helper ends too, rather than wait for a server that is gone.
    // RFC 2396 C.1: "../g = http://a/b/g".
    copy_and_quit(&x.display, "../g");
    assert_eq!(x.clipboard(), "http://a/b/g");
    let display = x.display.clone();
    drop(x);
    wait_no_helper(&display, "kept running after its X server ended");
}

/// `$TMUX` and `$TMUX_PANE` as tmux sets them for a program in the first pane of `tmux`.
fn tmux_env(tmux: &Tmux) -> (String, String) {
    let pane = tmux.run(&["display-message", "-p", "#{pane_id}"]);
    (
        format!("{},1,0", tmux.socket.display()),
        pane.trim().to_string(),
    )
}

#[test]
fn inside_tmux_osc52_is_sent_only_when_tmux_passes_it_on() {
    if program("tmux").is_none() {
        println!("skipped: `tmux` is not installed");
        return;
    }
    let socket = std::env::temp_dir().join(format!("uriscope-test-tmux-{}", std::process::id()));
    let tmux = Tmux::start(socket, (80, 24), "cat");
    let (tmux_var, pane) = tmux_env(&tmux);
    let env = [("TMUX", tmux_var.as_str()), ("TMUX_PANE", pane.as_str())];
    let mut s = Session::start_with(&[], &env);
    s.wait_for("Reference ../g");
    // tmux's default, `set-clipboard external`, drops an application's OSC 52.
    assert_eq!(
        tmux.run(&["show", "-sv", "set-clipboard"]).trim(),
        "external"
    );
    s.send(b"y");
    s.wait_for("result not copied: run `tmux set -g set-clipboard on` (tmux drops OSC 52: set-");
    assert!(!s.raw().windows(5).any(|w| w == b"\x1b]52;"), "OSC 52 sent");
    // With the pane's passthrough on, the sequence goes through wrapped for tmux.
    tmux.run(&["set", "-p", "-t", &pane, "allow-passthrough", "on"]);
    s.send(b"y");
    s.wait_for("through tmux's passthrough");
    // base64("http://a/b/g") = aHR0cDovL2EvYi9n, every ESC doubled inside the DCS.
    s.wait_for_raw(b"\x1bPtmux;\x1b\x1b]52;c;aHR0cDovL2EvYi9n\x1b\x1b\\\x1b\\");
    // `set-clipboard on`: tmux takes the plain sequence and sets the outer clipboard.
    tmux.run(&["set", "-p", "-t", &pane, "allow-passthrough", "off"]);
    tmux.run(&["set", "-s", "set-clipboard", "on"]);
    s.send(b"y");
    s.wait_for("tmux passes it on");
    s.wait_for_raw(b"\x1b]52;c;aHR0cDovL2EvYi9n\x1b\\");
    s.quit();
}

/// The report of 2026-11-25 (issue 39), in a real terminal at 200×60: the wide screen shows the
/// shop's path, base and step titles whole.
#[test]
fn the_report_cases_at_200x60() {
    let base = "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
    let mut s = Session::start_sized(&["--base", base, "--ref", "../accessories"], &[], (200, 60));
    // RFC 2396 §5.2 step 6: `../accessories` against `…/ultrabooks/model-x` climbs one level.
    let screen = s.wait_for("path      /en-GB/catalog/laptops/accessories ←");
    assert!(screen.contains(&format!("Base       {base}")), "{screen}");
    for title in [
        "copy the base path up to its last slash",
        "remove `<segment>/../`, leftmost first",
    ] {
        assert!(screen.contains(title), "{title}\n{screen}");
    }
    s.quit();
}

/// The report of 2026-11-25 (issue 39), in a real terminal at 80×24: a cut message names the
/// key that shows it whole, the options in force show, teach mode starts again with a new
/// reference, and a typed backslash is one character.
#[test]
fn the_report_cases_at_80x24() {
    let mut s = Session::start_sized(&[], &[], (80, 24));
    s.wait_for("q quit");
    s.send(b"4");
    s.wait_for("[4 RFC 3986]");
    s.send(b"a");
    s.wait_for("… m │");
    s.send(b"m");
    let screen = s.wait_for("The message in full");
    assert!(screen.contains("RFC 2396 §5.2 step 6g"), "{screen}");
    s.send(b"\x1b");
    s.wait_gone("The message in full");
    s.send(b"3");
    s.wait_for("[3 RFC 2396]");
    s.send(b"an");
    s.wait_for("options: step 6g handling remove, non-strict on");
    // Teach mode, three steps on; a new reference starts it again at step 1.
    s.send(b"t   ");
    s.wait_for("teach mode 4/");
    s.send(b"r\x15");
    s.send(b"\\x");
    s.wait_for("▶ Reference \\x ");
    let screen = s.wait_for("teach mode 1/");
    assert!(!screen.contains("\\\\x"), "{screen}");
    s.send(b"\x1b");
    s.wait_for(" Trace ");
    s.quit();
}

#[test]
fn a_pages_links_open_in_a_real_terminal_and_one_loads_with_its_base() {
    let page = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pages/guide.html");
    let mut s = Session::start_sized(
        &[
            "explore",
            "--links",
            page,
            "--url",
            "https://example.com/guide/page.html",
        ],
        &[],
        (80, 24),
    );
    let screen = s.wait_for("Links · 13 · 1 flagged");
    assert!(
        screen.contains("base     https://example.com/docs/"),
        "{screen}"
    );
    // Search for the flagged fragment link, keep it, load it.
    s.send(b"/#install");
    s.wait_for("#install");
    s.send(b"\r");
    s.send(b"\r");
    let screen = s.wait_for("loaded line 9");
    assert!(
        screen.contains("https://example.com/docs/#install"),
        "{screen}"
    );
    s.quit();
}

/// A pasted redirect chain in a real terminal at 200×60: the hops listed, Enter loads the
/// first `Location` against the URL it answered, and the trace shows the Fetch Standard's
/// fragment rule as its own step.
#[test]
fn a_redirect_chain_opens_in_a_real_terminal_and_a_hop_loads_with_the_fragment_rule() {
    let paste = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/redirects/curl-sIL-latin1.txt"
    );
    let url = "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/old-model?ref=nav#specs";
    let mut s = Session::start_sized(
        &["explore", "--redirects", paste, "--url", url],
        &[],
        (200, 60),
    );
    // The last of the overlay's lines to be drawn, then the title above it.
    let screen = s.wait_for("browser   https://shop.example.com/caf%EF%BF%BD#specs");
    assert!(
        screen.contains("Redirects · 3 responses · parts at hop 1"),
        "{screen}"
    );
    s.send(b"\r");
    let screen = s.wait_for("loaded hop 1's Location");
    for wanted in [
        "location URL 4",
        "keep the request's fragment",
        "https://shop.example.com/caf%EF%BF%BD#specs",
    ] {
        assert!(screen.contains(wanted), "{wanted:?} not in:\n{screen}");
    }
    s.quit();
}

/// Target mode in a real terminal at 200×60 with a real-length URL: `R` turns the reference
/// field into the target, a target typed there gets the shortest reference, in the input pane's
/// title and as the reference the trace resolves; `R` again keeps it.
#[test]
fn target_mode_finds_the_reference_in_a_real_terminal() {
    let base = "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
    let mut s = Session::start_sized(&["--base", base, "--ref", "../accessories"], &[], (200, 60));
    s.wait_for("path      /en-GB/catalog/laptops/accessories ←");
    s.send(b"4R");
    s.wait_for("Target mode: the shortest reference is ../accessories (relative-path reference)");
    s.send(b"r\x15https://shop.example.com/en-GB/help?topic=returns");
    let screen = s.wait_for("Target mode: the shortest reference is /en-GB/help?topic=returns");
    assert!(
        screen.contains("Reference  /en-GB/help?topic=returns"),
        "{screen}"
    );
    s.send(b"\x1b");
    s.wait_for("┏▶ Trace");
    s.send(b"R");
    let screen = s.wait_for("reference mode");
    assert!(
        screen.contains("  Reference /en-GB/help?topic=returns"),
        "{screen}"
    );
    s.quit();
}

/// `uriscope BASE REFERENCE` and `uriscope explore BASE REFERENCE` open the explorer on the pair,
/// at 80×24 and 200×60 with real-length URLs.
#[test]
fn a_base_and_reference_given_bare_open_the_explorer_on_them() {
    let base = "https://shop.example.com/en-GB/catalog/laptops/ultrabooks/model-x?ref=nav#specs";
    for (args, size) in [
        (vec![base, "../accessories?sort=price"], (80, 24)),
        (
            vec!["explore", base, "../accessories?sort=price"],
            (200, 60),
        ),
    ] {
        let mut s = Session::start_sized(&args, &[], size);
        // The status bar is drawn last: a frame read before it may be a part of one.
        let screen = s.wait_for("q quit");
        assert!(screen.contains("accessories?sort=price"), "{screen}");
        // RFC 2396 is the default specification: the result is its.
        s.send(b"c");
        let screen = s.wait_for("/en-GB/catalog/laptops/accessories?sort=price");
        assert!(screen.contains("RFC 3986"), "{screen}");
        // `c` again closes it (an Esc followed at once by `q` would read as Alt-Q).
        s.send(b"c");
        s.wait_for("┏▶ Trace");
        s.quit();
    }
}

/// `URISCOPE_SPEC` chooses the specification the explorer starts on.
#[test]
fn the_explorer_starts_on_uriscope_spec() {
    let mut s = Session::start_sized(&[], &[("URISCOPE_SPEC", "whatwg")], (80, 24));
    // The status bar is drawn last: a frame read before it may be a part of one.
    let screen = s.wait_for("q quit");
    assert!(screen.contains("[5 WHATWG"), "{screen}");
    s.quit();
}

/// `R` opens the Target field at once: a URL typed straight after it is the target, not a run
/// of commands (newcomer report N12), at 80×24 and at 200×60 with a real-length URL.
#[test]
fn target_mode_types_into_its_field_at_once() {
    let base = "https://shop.example.com/en-GB/products/laptops/ultrabooks/model-x?color=silver";
    let target = "https://shop.example.com/en-GB/products/accessories/?page=2";
    for size in [(80, 24), (200, 60)] {
        let mut s = Session::start_sized(&["--base", base, "--ref", "g"], &[], size);
        s.wait_for("q quit");
        s.send(b"R");
        s.wait_for("target mode: type where the link should lead");
        s.send(&[0x15]); // Ctrl-U: the field's text goes
        s.send(target.as_bytes());
        // The text went into the field, not to the commands `h`, `t`, `p`, `s`… it holds.
        s.wait_for(&format!("Target    {target}"));
        if size.0 >= 200 {
            // RFC 2396 §5.2: `../../accessories/?page=2` leads there from the base's directory.
            s.wait_for("../../accessories/?page=2");
        }
        // Esc leaves the field (then the status bar names `q` again), and `q` quits.
        s.send(b"\x1b");
        s.wait_for("q quit");
        s.quit();
    }
}

/// `uriscope resolve BASE` on a terminal says it reads references until Ctrl-D, answers each
/// line, and ends at Ctrl-D.
#[test]
fn resolve_with_a_base_alone_on_a_terminal_reads_until_ctrl_d() {
    let mut s = Session::start_sized(&["resolve", "http://a/b/c/d;p?q"], &[], (80, 24));
    s.wait_for("reading references from the terminal, one per line; Ctrl-D ends");
    s.send(b"../g\r");
    s.wait_for("http://a/b/g");
    s.send(b"\x04");
    s.ended_well("resolve did not end at Ctrl-D");
}

/// An OAuth `redirect_uri` as registered (the base) and as a client sent it (the reference).
const REGISTERED: &str = "https://app.example.com/oauth/callback?next=%2Fdashboard";
const SENT: &str = "HTTPS://App.Example.com:443/oauth/./callback?next=%2fdashboard";

/// The equivalence view (`=`) at 80×24: RFC 3986's ladder says the two are the same from
/// scheme-based normalization, ←/→ shows the next notion (the URL Standard, for which the
/// query's `%2f` and `%2F` differ), Esc closes it.
#[test]
fn the_equivalence_view_at_80x24() {
    let mut s = Session::start_sized(&["--base", REGISTERED, "--ref", SENT], &[], (80, 24));
    s.wait_for("q quit");
    s.send(b"=");
    let screen = s.wait_for("Equivalence");
    assert!(
        screen.contains("RFC 3986 §6.2 same from scheme-based normalization"),
        "{screen}"
    );
    assert!(
        screen.contains("host: App.Example.com → app.example.com"),
        "{screen}"
    );
    // Scrolled to the end: the last rung's change, and every notion's verdict.
    s.send(b"G");
    let screen = s.wait_for("Every notion");
    assert!(screen.contains("guzzle"), "{screen}");
    // The URL Standard keeps a query's escapes as they are.
    s.send(b"\x1b[C");
    let screen = s.wait_for("URL Standard §4.6 different at the query");
    assert!(
        screen.contains("App.Example.com → app.example.com"),
        "{screen}"
    );
    s.send(b"\x1b");
    s.wait_gone("Equivalence ·");
    s.quit();
}

/// The equivalence view at 200×60: the whole ladder and every notion's verdict at once;
/// Java's `equals` compares `%2F` and `%2f` alike but not the port it was given.
#[test]
fn the_equivalence_view_at_200x60() {
    let mut s = Session::start_sized(&["--base", REGISTERED, "--ref", SENT], &[], (200, 60));
    s.wait_for("q quit");
    s.send(b"=");
    let screen = s.wait_for("Every notion");
    for line in [
        "6.2.1 simple string comparison (RFC 3986 §6.2.1) ≠",
        "6.2.3 scheme-based normalization (RFC 3986 §6.2.3) =",
        "port: :443 → (nothing)",
        "6.2.4 protocol-based normalization (needs the server): not applied",
        "whatwg-exclude-fragments",
        "perl-uri",
    ] {
        assert!(screen.contains(line), "{line}\n{screen}");
    }
    s.send(b"\x1b[C\x1b[C\x1b[C");
    let screen = s.wait_for("OpenJDK java.net.URI equals and normalize different at the authority");
    assert!(screen.contains("(`/` against `:`)"), "{screen}");
    s.send(b"=");
    s.wait_gone("Equivalence ·");
    s.quit();
}
