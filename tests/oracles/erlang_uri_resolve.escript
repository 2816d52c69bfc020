#!/usr/bin/env escript
%% Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok":
%% uri_string:resolve(Reference, Base)} (both given as binaries) or {"error": "{error,Atom,Data}"}
%% as Erlang prints the error it returns (~0tp). With `--connects`, where a client connects for
%% that result instead, as uri_string:parse reads it (scheme, host, port, userinfo): {"url",
%% "ok": {...}} or {"url", "error"}. The first line written is the version of OTP and of its
%% stdlib. OTP 25 has no JSON module, so the few lines below read and write JSON strings.
-mode(compile).

main(Args) ->
    Connects = lists:member("--connects", Args),
    ok = io:setopts(standard_io, [binary, {encoding, unicode}]),
    application:load(stdlib),
    {ok, Vsn} = application:get_key(stdlib, vsn),
    Version = erlang:system_info(otp_release) ++ " stdlib " ++ Vsn,
    out([{<<"version">>, list_to_binary(Version)}]),
    loop(Connects).

loop(Connects) ->
    case io:get_line(standard_io, "") of
        eof -> ok;
        Line ->
            [Base, Ref] = strings(string:trim(Line), []),
            out(answer(Connects, uri_string:resolve(Ref, Base))),
            loop(Connects)
    end.

answer(false, Url) when is_binary(Url) -> [{<<"ok">>, Url}];
answer(false, Error) -> [{<<"error">>, said(Error)}];
answer(true, Url) when is_binary(Url) ->
    case uri_string:parse(Url) of
        #{} = Map ->
            Get = fun(Key) -> maps:get(Key, Map, null) end,
            Port = case Get(port) of undefined -> null; P -> P end,
            [{<<"url">>, Url}, {<<"ok">>, [{<<"scheme">>, Get(scheme)}, {<<"host">>, Get(host)},
                                          {<<"port">>, Port}, {<<"userinfo">>, Get(userinfo)}]}];
        Error -> [{<<"url">>, Url}, {<<"error">>, said(Error)}]
    end;
answer(true, _Error) -> [{<<"url">>, null}].

said(Error) -> unicode:characters_to_binary(io_lib:format("~0tp", [Error])).

strings(<<"[", Rest/binary>>, Acc) -> strings(Rest, Acc);
strings(<<",", Rest/binary>>, Acc) -> strings(Rest, Acc);
strings(<<" ", Rest/binary>>, Acc) -> strings(Rest, Acc);
strings(<<"]", _/binary>>, Acc) -> lists:reverse(Acc);
strings(<<"\"", Rest/binary>>, Acc) ->
    {Text, Rest1} = string(Rest, <<>>),
    strings(Rest1, [Text | Acc]).

string(<<"\"", Rest/binary>>, Acc) -> {Acc, Rest};
string(<<"\\u", Hex:4/binary, Rest/binary>>, Acc) ->
    Code = binary_to_integer(Hex, 16),
    if
        Code >= 16#D800, Code =< 16#DBFF ->
            <<"\\u", Low:4/binary, Rest1/binary>> = Rest,
            C = 16#10000 + (Code - 16#D800) * 16#400 + (binary_to_integer(Low, 16) - 16#DC00),
            string(Rest1, <<Acc/binary, C/utf8>>);
        true -> string(Rest, <<Acc/binary, Code/utf8>>)
    end;
string(<<"\\", C, Rest/binary>>, Acc) ->
    Char = case C of $n -> $\n; $t -> $\t; $r -> $\r; $b -> $\b; $f -> $\f; _ -> C end,
    string(Rest, <<Acc/binary, Char>>);
string(<<C, Rest/binary>>, Acc) -> string(Rest, <<Acc/binary, C>>).

out(Pairs) -> io:put_chars(standard_io, [json(Pairs), $\n]).

json(null) -> <<"null">>;
json(N) when is_integer(N) -> integer_to_binary(N);
json([{_, _} | _] = Pairs) ->
    [${, lists:join($,, [[json(K), $:, json(V)] || {K, V} <- Pairs]), $}];
json(Text) when is_binary(Text) ->
    [$", [escape(C) || <<C>> <= Text], $"].

escape($") -> <<"\\\"">>;
escape($\\) -> <<"\\\\">>;
escape(C) when C < 16#20; C =:= 16#7F ->
    list_to_binary(io_lib:format("\\u~4.16.0B", [C]));
escape(C) -> <<C>>.
