# Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": URI.join(base,
# reference).to_s} or {"error": "<class>: <message>"} as Ruby names the exception (the
# message's first line: Ruby 3.1's error_highlight adds the source line after it). With
# `--connects`, where Ruby connects for that result instead, as URI() reads it (scheme,
# hostname, port, userinfo): {"url", "ok": {...}} or {"url", "error"}. The first line written
# is the version of Ruby and of its uri library. With `--equal`, each pair is two URIs compared
# instead: {"ok": {"same": URI(a) == URI(b), "a": URI(a).normalize.to_s, "b": …}}.
require 'uri'
require 'json'

connects = ARGV.include?('--connects')
equal = ARGV.include?('--equal')
$stdout.sync = false
puts JSON.generate({ version: "#{RUBY_VERSION} uri #{URI::VERSION}" })

def said(error)
  message = error.message.lines.first.to_s.chomp
  "#{error.class}: #{message}"
end

$stdin.each_line do |line|
  base, reference = JSON.parse(line)
  if equal
    begin
      a = URI(base)
      b = URI(reference)
      puts JSON.generate({ ok: { same: a == b, a: a.normalize.to_s, b: b.normalize.to_s } })
    rescue StandardError => e
      puts JSON.generate({ error: said(e) })
    end
    next
  end
  begin
    resolved = URI.join(base, reference).to_s
  rescue StandardError => e
    puts JSON.generate(connects ? { url: nil } : { error: said(e) })
    next
  end
  unless connects
    puts JSON.generate({ ok: resolved })
    next
  end
  begin
    u = URI(resolved)
    puts JSON.generate({ url: resolved, ok: { scheme: u.scheme, host: u.hostname, port: u.port,
                                              userinfo: u.userinfo } })
  rescue StandardError => e
    puts JSON.generate({ url: resolved, error: said(e) })
  end
end
