#!/usr/bin/env python3
"""Writes a page of N links (the mix of a long Wikipedia article: absolute paths, fragments,
other hosts, protocol-relative images, relative paths with queries, `..`) and text around
them, under a <base href>, to stdout. Usage: make_page.py LINKS"""
import random
import sys

links = int(sys.argv[1])
random.seed(1)
kinds = [
    '/wiki/Article_{n}',
    '#cite_note-{n}',
    'https://en.example.org/w/index.php?title=T{n}&action=edit',
    '//upload.example.org/img/{n}.png',
    'Page_{n}?x={n}',
    '../other/{n}.html',
]
text = 'Lorem ipsum dolor sit amet, consectetur elit. '
out = sys.stdout
out.write('<!DOCTYPE html><html><head><meta charset="utf-8"><base href="/wiki/">'
          '<title>Links</title></head><body>\n')
for n in range(links):
    if n % 10 == 0:
        out.write(f'<p>{text}<img src="i{n}.png" alt="x"></p>\n')
    else:
        href = random.choice(kinds).format(n=n)
        out.write(f'<li><a href="{href}" title="Title {n}">Link {n}</a> {text}</li>\n')
out.write('</body></html>\n')
