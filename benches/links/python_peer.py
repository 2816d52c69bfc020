#!/usr/bin/env python3
"""The peer: Python's html.parser and urllib.parse.urljoin doing less than `uriscope links`
(a, img, link, script, iframe, source href/src only; the first <base href> met, not the
Standard's; no srcset, encoding, validation errors or flags). Prints the number of links.
Usage: python_peer.py PAGE DOCUMENT_URL"""
import sys
from html.parser import HTMLParser
from urllib.parse import urljoin

ATTRIBUTES = {'a': 'href', 'link': 'href', 'img': 'src', 'script': 'src', 'iframe': 'src',
              'source': 'src'}


class Links(HTMLParser):
    def __init__(self, url):
        super().__init__()
        self.base = url
        self.base_seen = False
        self.links = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == 'base' and 'href' in attrs and not self.base_seen:
            self.base = urljoin(self.base, attrs['href'])
            self.base_seen = True
        name = ATTRIBUTES.get(tag)
        if name and attrs.get(name) is not None:
            self.links.append(attrs[name])


page, url = sys.argv[1], sys.argv[2]
parser = Links(url)
with open(page, encoding='utf-8') as f:
    parser.feed(f.read())
resolved = [urljoin(parser.base, link) for link in parser.links]
print(len(resolved))
