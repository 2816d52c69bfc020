# Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok": to_string(
# URI.merge(base, reference))} or {"error": "<exception>: <message>"} as Elixir names it. With
# `--connects`, where a client connects for that result instead, as URI.parse reads it
# (scheme, host, port, userinfo): {"url", "ok": {...}} or {"url", "error"}. The first line
# written is the version of Elixir. Elixir 1.14 has no JSON module, so the few lines below
# read and write JSON strings.
defmodule Oracle do
  def read_strings(line), do: strings(String.trim(line), [])

  defp strings("[" <> rest, acc), do: strings(rest, acc)
  defp strings("," <> rest, acc), do: strings(rest, acc)
  defp strings(" " <> rest, acc), do: strings(rest, acc)
  defp strings("]" <> _, acc), do: Enum.reverse(acc)
  defp strings("\"" <> rest, acc) do
    {text, rest} = string(rest, [])
    strings(rest, [text | acc])
  end

  defp string("\"" <> rest, acc), do: {IO.iodata_to_binary(Enum.reverse(acc)), rest}
  defp string("\\u" <> <<hex::binary-size(4), rest::binary>>, acc) do
    code = String.to_integer(hex, 16)
    if code in 0xD800..0xDBFF do
      "\\u" <> <<low::binary-size(4), rest::binary>> = rest
      low = String.to_integer(low, 16)
      string(rest, [<<(0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00))::utf8>> | acc])
    else
      string(rest, [<<code::utf8>> | acc])
    end
  end
  defp string("\\" <> <<c, rest::binary>>, acc) do
    string(rest, [Map.get(%{?n => "\n", ?t => "\t", ?r => "\r", ?b => "\b", ?f => "\f"}, c, <<c>>) | acc])
  end
  defp string(<<c, rest::binary>>, acc), do: string(rest, [<<c>> | acc])

  def json(nil), do: "null"
  def json(n) when is_integer(n), do: Integer.to_string(n)
  def json(map) when is_map(map) do
    "{" <> Enum.map_join(map, ",", fn {k, v} -> json(to_string(k)) <> ":" <> json(v) end) <> "}"
  end
  def json(text) when is_binary(text) do
    body =
      for <<c <- text>>, into: "" do
        cond do
          c == ?" -> "\\\""
          c == ?\\ -> "\\\\"
          c < 0x20 or c == 0x7F -> "\\u" <> String.pad_leading(Integer.to_string(c, 16), 4, "0")
          true -> <<c>>
        end
      end
    "\"" <> body <> "\""
  end

  def said(kind, error, stack) do
    exception = Exception.normalize(kind, error, stack)
    name = exception.__struct__ |> inspect()
    name <> ": " <> Exception.message(exception)
  end
end

connects = "--connects" in System.argv()
IO.puts(Oracle.json(%{version: System.version()}))

IO.stream(:stdio, :line)
|> Enum.each(fn line ->
  [base, reference] = Oracle.read_strings(line)
  result =
    try do
      {:ok, URI.merge(base, reference) |> to_string()}
    catch
      kind, error -> {:error, Oracle.said(kind, error, __STACKTRACE__)}
    end
  out =
    case {connects, result} do
      {false, {:ok, url}} -> %{ok: url}
      {false, {:error, said}} -> %{error: said}
      {true, {:error, _}} -> %{url: nil}
      {true, {:ok, url}} ->
        u = URI.parse(url)
        %{url: url, ok: %{scheme: u.scheme, host: u.host, port: u.port, userinfo: u.userinfo}}
    end
  IO.puts(Oracle.json(out))
end)
