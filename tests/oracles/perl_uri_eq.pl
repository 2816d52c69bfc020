#!/usr/bin/perl
# Reads JSON lines [a, b] and writes one JSON line per pair: {"ok": {"same": URI::eq(a, b),
# "a": URI->new(a)->canonical->as_string, "b": URI->new(b)->canonical->as_string}}, or
# {"error": "<message>"} where it dies. The first line written is URI's version.
use strict;
use warnings;
use JSON::PP;
use URI;

my $json = JSON::PP->new->canonical;
$| = 0;
binmode STDOUT;
print $json->encode({ version => "URI $URI::VERSION" }), "\n";

while (my $line = <STDIN>) {
    my ($a, $b) = @{ JSON::PP->new->utf8->decode($line) };
    my $answer = eval {
        my $same = URI::eq($a, $b) ? JSON::PP::true : JSON::PP::false;
        { ok => { same => $same, a => URI->new($a)->canonical->as_string,
                  b => URI->new($b)->canonical->as_string } };
    };
    if (!defined $answer) {
        my $error = $@;
        $error =~ s/ at \S+ line \d+\.?\n?\z//;
        $answer = { error => $error };
    }
    print JSON::PP->new->canonical->utf8->encode($answer), "\n";
}
