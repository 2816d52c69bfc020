// Reads JSON lines [base, reference] and writes one JSON line per pair: where Go connects for
// base.Parse(reference) (url.Parse(base) first), as url.Parse reads that result's String()
// (Scheme, Hostname(), Port() and User.String()): {"url", "ok": {"scheme", "host", "port",
// "userinfo"}}, or {"error"} where a parse fails. The first line written is Go's version.
// Run as `go run go_connects_to.go`.
package main

import (
	"bufio"
	"encoding/json"
	"net/url"
	"os"
	"runtime"
	"strconv"
	"strings"
)

func main() {
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	enc := json.NewEncoder(out)
	enc.SetEscapeHTML(false)
	enc.Encode(map[string]string{"version": strings.TrimPrefix(runtime.Version(), "go")})
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	for in.Scan() {
		var pair [2]string
		json.Unmarshal(in.Bytes(), &pair)
		base, err := url.Parse(pair[0])
		if err != nil {
			enc.Encode(map[string]string{"error": err.Error()})
			continue
		}
		resolved, err := base.Parse(pair[1])
		if err != nil {
			enc.Encode(map[string]string{"error": err.Error()})
			continue
		}
		text := resolved.String()
		u, err := url.Parse(text)
		if err != nil {
			enc.Encode(map[string]interface{}{"url": text, "error": err.Error()})
			continue
		}
		var host, userinfo, port interface{}
		if h := u.Hostname(); h != "" {
			host = h
		}
		if u.User != nil {
			userinfo = u.User.String()
		}
		if p, err := strconv.Atoi(u.Port()); err == nil {
			port = p
		}
		enc.Encode(map[string]interface{}{"url": text, "ok": map[string]interface{}{
			"scheme": u.Scheme, "host": host, "port": port, "userinfo": userinfo,
		}})
	}
}
