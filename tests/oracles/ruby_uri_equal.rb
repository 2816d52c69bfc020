# Reads JSON lines [a, b] and writes one JSON line per pair: {"ok": {"same": URI(a) == URI(b),
# "a": URI(a).normalize.to_s, "b": URI(b).normalize.to_s}}, or {"error": "<class>: <message>"}
# where URI() raises. The first line written is the version of Ruby and of its uri library.
require 'uri'
require 'json'

$stdout.sync = false
puts JSON.generate({ version: "#{RUBY_VERSION} uri #{URI::VERSION}" })

$stdin.each_line do |line|
  a, b = JSON.parse(line)
  begin
    ua = URI(a)
    ub = URI(b)
    puts JSON.generate({ ok: { same: ua == ub, a: ua.normalize.to_s, b: ub.normalize.to_s } })
  rescue StandardError => e
    puts JSON.generate({ error: "#{e.class}: #{e.message.lines.first.to_s.chomp}" })
  end
end
