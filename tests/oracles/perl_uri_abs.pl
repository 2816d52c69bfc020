#!/usr/bin/perl
# Reads JSON lines [base, reference] and writes one JSON line per pair: {"ok":
# URI->new_abs(reference, base)->as_string}, or with `--lwp` as LWP::UserAgent follows a
# Location (lib/LWP/UserAgent.pm, `request`: `local $URI::ABS_ALLOW_RELATIVE_SCHEME = 1`,
# then `URI->new($location, $base)->abs($base)` with the response's base, a URI object), or {"error": "<message>"} where it dies (the message without Carp's
# " at FILE line N." tail). The texts are Perl character strings (decoded UTF-8), as a program
# that reads them from JSON or a decoded page holds them. With `--connects`, where LWP connects
# for that result instead, as URI reads it (scheme, host, port, userinfo): {"url", "ok":
# {...}} or {"url", "error"}. With `--eq`, each pair is two URIs compared instead: {"ok":
# {"same": URI::eq(a, b), "a": URI->new(a)->canonical->as_string, "b": …}}. The first line
# written is URI's version.
use strict;
use warnings;
use JSON::PP;
use URI;

my $lwp = grep { $_ eq '--lwp' } @ARGV;
my $connects = grep { $_ eq '--connects' } @ARGV;
my $eq = grep { $_ eq '--eq' } @ARGV;
my $json = JSON::PP->new->canonical;
$| = 0;
binmode STDOUT;
print $json->encode({ version => "URI $URI::VERSION" }), "\n";

sub said {
    my ($error) = @_;
    $error =~ s/ at \S+ line \d+\.?\n?\z//;
    $error =~ s/\n\z//;
    return $error;
}

while (my $line = <STDIN>) {
    my ($base, $reference) = @{ JSON::PP->new->utf8->decode($line) };
    if ($eq) {
        my $answer = eval {
            my $same = URI::eq($base, $reference) ? JSON::PP::true : JSON::PP::false;
            { ok => { same => $same, a => URI->new($base)->canonical->as_string,
                      b => URI->new($reference)->canonical->as_string } };
        };
        print JSON::PP->new->canonical->utf8->encode($answer // { error => said($@) }), "\n";
        next;
    }
    my $resolved = eval {
        local $SIG{__WARN__} = sub {};
        local $URI::ABS_ALLOW_RELATIVE_SCHEME = $lwp ? 1 : undef;
        if ($lwp) {
            my $object = URI->new($base);
            URI->new($reference, $object)->abs($object)->as_string;
        } else {
            URI->new_abs($reference, $base)->as_string;
        }
    };
    if (!defined $resolved) {
        print JSON::PP->new->utf8->encode($connects ? { url => undef } : { error => said($@) }), "\n";
        next;
    }
    if (!$connects) {
        print JSON::PP->new->utf8->encode({ ok => $resolved }), "\n";
        next;
    }
    my $u = URI->new($resolved);
    my %ok = (scheme => $u->scheme);
    if ($u->can('host')) {
        $ok{host} = $u->host;
        $ok{port} = $u->port + 0 if defined $u->port && $u->port ne '';
        $ok{userinfo} = $u->userinfo;
    }
    print JSON::PP->new->utf8->encode({ url => $resolved, ok => \%ok }), "\n";
}
