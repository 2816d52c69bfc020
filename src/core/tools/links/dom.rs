//! The tree html5ever builds, kept only as far as the links need it: every element with its
//! name and line, in a compact arena (a node is nine numbers, its name one of a table of the
//! names seen), and the attributes that can hold a URL, their values in one string; a template's
//! contents in a fragment of their own, apart from the tree (HTML §4.12.3); text, comments and
//! doctypes dropped. The page is fed in pieces, so it is never copied whole.

use std::borrow::Cow;
use std::cell::{Cell, Ref, RefCell};
use std::collections::HashMap;

use html5ever::interface::tree_builder::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::{Attribute, ParseOpts, QualName, local_name, ns, parse_document};

use super::attributes::{STYLE_TEXT, can_hold_a_url};

/// No node: the end of a list, or no parent.
const NONE: u32 = u32::MAX;
/// The document node.
const DOCUMENT: u32 = 0;
/// The node every element is once the tree is too large: never in the tree.
const SCRATCH: u32 = 1;
/// The most text the parser is given at a time.
const PIECE: usize = 16 * 1024;
/// The nodes a page may build for each of its bytes (and a few more), past which it is
/// refused: a page's tags are at least three bytes each, but the tree builder's reconstruction
/// of formatting elements (HTML §13.2.4.3) clones every open one for each new block, so a few
/// hundred `<font>` tags then as many `<p>` build a tree that grows as their product.
const NODES_PER_BYTE: usize = 8;
const NODES_FIXED: usize = 4096;
/// The steps the tree builder may take through the stack of open elements for each byte of the
/// page (and a million more), past which the page is refused. Its checks of an element "in
/// scope" (HTML §13.2.4.2) walk the stack from the top, so a page of nested `<ul>` or `<div>`
/// makes them cost the square of its depth: 140 KB of `<ul>` took 10 s. Real pages take less
/// than 4 a byte (a step is the builder reading an element's name or comparing two nodes).
const STACK_STEPS_PER_BYTE: u64 = 256;
const STACK_STEPS_FIXED: u64 = 1 << 20;

/// A node: the document, a template's contents, an element, or a comment.
#[derive(Debug)]
struct Node {
    /// An element's name, in `Dom::names`; 0 (the empty name) for another node.
    name: u32,
    parent: u32,
    first_child: u32,
    last_child: u32,
    next_sibling: u32,
    previous_sibling: u32,
    /// The line of the page its start tag is on (1 for the first).
    line: u32,
    /// Its attributes that can hold a URL: `attribute_count` of them in `Dom::attributes`
    /// from `first_attribute`.
    first_attribute: u32,
    attribute_count: u8,
}

impl Node {
    fn new(name: u32, line: u32) -> Self {
        Node {
            name,
            parent: NONE,
            first_child: NONE,
            last_child: NONE,
            next_sibling: NONE,
            previous_sibling: NONE,
            line,
            first_attribute: 0,
            attribute_count: 0,
        }
    }
}

/// An attribute kept: its name (the attribute table's) and where its value is in
/// `Dom::values`.
#[derive(Clone, Copy, Debug)]
struct Kept {
    name: &'static str,
    start: u32,
    end: u32,
}

/// An element, as the links read it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Element<'d> {
    pub(crate) name: &'d QualName,
    /// The text its attributes' values are in.
    values: &'d str,
    attributes: &'d [Kept],
    /// The line of its start tag.
    pub(crate) line: u64,
}

impl<'d> Element<'d> {
    /// Its local name (`a`, `base`).
    pub(crate) fn local_name(&self) -> &'d str {
        &self.name.local
    }

    /// Whether it is the HTML element of that local name (not an SVG or MathML one).
    pub(crate) fn is_html(&self, local_name: &str) -> bool {
        self.name.ns == ns!(html) && self.local_name() == local_name
    }

    /// The value of its attribute `name` (`xlink:href` for the XLink one), if kept.
    pub(crate) fn attribute(&self, name: &str) -> Option<&'d str> {
        let kept = self.attributes.iter().find(|kept| kept.name == name)?;
        Some(&self.values[kept.start as usize..kept.end as usize])
    }
}

/// The document's tree.
#[derive(Debug)]
pub(crate) struct Dom {
    nodes: Vec<Node>,
    /// Every element name seen, once; the first is the empty name.
    names: Vec<QualName>,
    name_index: HashMap<QualName, u32>,
    attributes: Vec<Kept>,
    values: String,
    /// Each template element's contents.
    templates: HashMap<u32, u32>,
}

/// A page's tree as the HTML Standard's parser builds it, from text given in pieces as the
/// page is read and decoded ([`DomParser::feed`]).
pub(crate) struct DomParser {
    parser: html5ever::driver::Parser<Sink>,
    /// The bytes of text fed so far.
    fed: usize,
}

impl DomParser {
    /// A parser with scripting enabled or not (a `noscript` element's contents are raw text
    /// when it is).
    pub(crate) fn new(scripting: bool) -> Self {
        let sink = Sink {
            dom: RefCell::new(Dom {
                nodes: vec![Node::new(0, 1), Node::new(0, 1)],
                names: vec![QualName::new(None, ns!(), local_name!(""))],
                name_index: HashMap::default(),
                attributes: Vec::new(),
                values: String::new(),
                templates: HashMap::new(),
            }),
            line: Cell::new(1),
            limit: Cell::new(NODES_FIXED),
            overflowed: Cell::new(false),
            stack_steps: Cell::new(0),
        };
        let mut opts = ParseOpts::default();
        opts.tree_builder.scripting_enabled = scripting;
        DomParser {
            parser: parse_document(sink, opts),
            fed: 0,
        }
    }

    /// Parses the next piece of the page's text.
    ///
    /// Fails, with a message, once the tree has more than [`NODES_PER_BYTE`] nodes for each
    /// byte fed (and [`NODES_FIXED`] more).
    pub(crate) fn feed(&mut self, text: &str) -> Result<(), String> {
        let mut rest = text;
        while !rest.is_empty() {
            let mut end = rest.len().min(PIECE);
            while !rest.is_char_boundary(end) {
                end += 1;
            }
            self.fed += end;
            let limit = NODES_PER_BYTE
                .saturating_mul(self.fed)
                .saturating_add(NODES_FIXED)
                .min(u32::MAX as usize - 1);
            self.parser.tokenizer.sink.sink.limit.set(limit);
            self.parser.process(StrTendril::from_slice(&rest[..end]));
            rest = &rest[end..];
            if self.parser.tokenizer.sink.sink.overflowed.get() {
                return Err(format!(
                    "the page builds a tree of more than {limit} nodes ({NODES_PER_BYTE} for \
                     each of its bytes): the HTML parser's reconstruction of formatting \
                     elements (HTML §13.2.4.3) multiplies them; uriscope stops there"
                ));
            }
            let steps = STACK_STEPS_PER_BYTE
                .saturating_mul(self.fed as u64)
                .saturating_add(STACK_STEPS_FIXED);
            if self.parser.tokenizer.sink.sink.stack_steps.get() > steps {
                return Err(format!(
                    "the page nests its elements so deep that the HTML parser's checks of its \
                     stack of open elements (HTML §13.2.4.2, \"has an element in scope\") took \
                     more than {steps} steps ({STACK_STEPS_PER_BYTE} for each of its bytes), \
                     as many as the square of the depth: uriscope stops there"
                ));
            }
        }
        Ok(())
    }

    /// The tree, once the whole page is fed.
    pub(crate) fn finish(self) -> Dom {
        self.parser.finish()
    }
}

impl Dom {
    /// `text` parsed whole.
    #[cfg(test)]
    pub(crate) fn parse(text: &str, scripting: bool) -> Result<Dom, String> {
        let mut parser = DomParser::new(scripting);
        parser.feed(text)?;
        Ok(parser.finish())
    }

    /// The element at `index`, or `None` for another node.
    pub(crate) fn element(&self, index: u32) -> Option<Element<'_>> {
        let node = &self.nodes[index as usize];
        let first = node.first_attribute as usize;
        (node.name != 0).then(|| Element {
            name: &self.names[node.name as usize],
            values: &self.values,
            attributes: &self.attributes[first..first + usize::from(node.attribute_count)],
            line: u64::from(node.line),
        })
    }

    /// The nodes under `root` in tree order, each with its index.
    fn under(&self, root: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.nodes[root as usize].first_child;
        std::iter::from_fn(move || {
            if next == NONE {
                return None;
            }
            let at = next;
            let node = &self.nodes[at as usize];
            next = if node.first_child == NONE {
                // The next sibling of the nearest node that has one, up to `root`.
                let mut up = at;
                loop {
                    if up == root {
                        break NONE;
                    }
                    let node = &self.nodes[up as usize];
                    if node.next_sibling != NONE {
                        break node.next_sibling;
                    }
                    up = node.parent;
                    if up == NONE {
                        break NONE;
                    }
                }
            } else {
                node.first_child
            };
            Some(at)
        })
    }

    /// The elements of the tree in tree order (a template's contents left out), each with the
    /// index `ancestors` takes.
    pub(crate) fn elements(&self) -> impl Iterator<Item = (u32, Element<'_>)> {
        self.under(DOCUMENT)
            .filter_map(|at| self.element(at).map(|element| (at, element)))
    }

    /// The elements of every template's contents: what the page holds but does not use.
    pub(crate) fn template_elements(&self) -> impl Iterator<Item = Element<'_>> {
        let mut templates: Vec<u32> = self.templates.keys().copied().collect();
        templates.sort_unstable();
        templates
            .into_iter()
            .flat_map(|template| self.under(self.templates[&template]))
            .filter_map(|at| self.element(at))
    }

    /// The elements `index` is inside, nearest first.
    pub(crate) fn ancestors(&self, index: u32) -> impl Iterator<Item = Element<'_>> {
        let mut at = self.nodes[index as usize].parent;
        std::iter::from_fn(move || {
            while at != NONE {
                let here = at;
                at = self.nodes[here as usize].parent;
                if let Some(element) = self.element(here) {
                    return Some(element);
                }
            }
            None
        })
    }

    fn add(&mut self, node: Node) -> u32 {
        self.nodes.push(node);
        u32::try_from(self.nodes.len() - 1).expect("fewer than 2^32 nodes")
    }

    /// Takes `child` out of its parent's list.
    fn detach(&mut self, child: u32) {
        let node = &self.nodes[child as usize];
        let (parent, previous, next) = (node.parent, node.previous_sibling, node.next_sibling);
        if parent == NONE {
            return;
        }
        self.set_after(parent, previous, next);
        self.set_before(parent, next, previous);
        self.place(child, NONE, NONE, NONE);
    }

    /// Puts `child` (detached) in `parent`'s list just before `next` (at its end for `NONE`).
    fn link(&mut self, parent: u32, next: u32, child: u32) {
        let previous = match next {
            NONE => self.nodes[parent as usize].last_child,
            _ => self.nodes[next as usize].previous_sibling,
        };
        self.set_after(parent, previous, child);
        self.set_before(parent, next, child);
        self.place(child, parent, previous, next);
    }

    /// Records `child`'s side of its place: its parent and its siblings (`NONE` for none).
    fn place(&mut self, child: u32, parent: u32, previous: u32, next: u32) {
        let node = &mut self.nodes[child as usize];
        node.parent = parent;
        node.previous_sibling = previous;
        node.next_sibling = next;
    }

    /// Makes `node` the one after `previous` in `parent`'s list (its first for `NONE`).
    fn set_after(&mut self, parent: u32, previous: u32, node: u32) {
        match previous {
            NONE => self.nodes[parent as usize].first_child = node,
            _ => self.nodes[previous as usize].next_sibling = node,
        }
    }

    /// Makes `node` the one before `next` in `parent`'s list (its last for `NONE`).
    fn set_before(&mut self, parent: u32, next: u32, node: u32) {
        match next {
            NONE => self.nodes[parent as usize].last_child = node,
            _ => self.nodes[next as usize].previous_sibling = node,
        }
    }

    /// The index of `name` in the table of names, added if new.
    fn name(&mut self, name: QualName) -> u32 {
        if let Some(&index) = self.name_index.get(&name) {
            return index;
        }
        let index = u32::try_from(self.names.len()).expect("fewer than 2^32 names");
        self.names.push(name.clone());
        self.name_index.insert(name, index);
        index
    }

    /// Keeps the text the parser appends to an HTML `style` element, the sheet whose URLs are
    /// links, as its pseudo-attribute [`STYLE_TEXT`]: the parser appends a raw text element's
    /// text in runs right after its start tag, so the run extends the last value kept.
    fn keep_style_text(&mut self, element: u32, text: &str) {
        let node = &self.nodes[element as usize];
        let name = &self.names[node.name as usize];
        if name.ns != ns!(html) || &*name.local != "style" {
            return;
        }
        let (first, count) = (
            node.first_attribute as usize,
            usize::from(node.attribute_count),
        );
        let ends_the_table = count == 0 || first + count == self.attributes.len();
        match self.attributes.last_mut() {
            Some(last)
                if count > 0
                    && ends_the_table
                    && last.name == STYLE_TEXT
                    && last.end as usize == self.values.len() =>
            {
                self.values.push_str(text);
                last.end = self.values.len() as u32;
            }
            _ if ends_the_table && count < usize::from(u8::MAX) => {
                let start = self.values.len() as u32;
                self.values.push_str(text);
                let run_start = if count == 0 {
                    self.attributes.len()
                } else {
                    first
                };
                self.attributes.push(Kept {
                    name: STYLE_TEXT,
                    start,
                    end: self.values.len() as u32,
                });
                let node = &mut self.nodes[element as usize];
                node.first_attribute = run_start as u32;
                node.attribute_count = (self.attributes.len() - run_start) as u8;
            }
            // Text after another element's attributes: not a sheet the parser wrote.
            _ => {}
        }
    }

    /// Keeps those of `attrs` that can hold a URL (or say whether one does) on `element`,
    /// after those it has (an attribute it has already is not added again).
    fn keep_attributes(&mut self, element: u32, attrs: Vec<Attribute>) {
        let node = &self.nodes[element as usize];
        let name = &self.names[node.name as usize];
        let mut kept = attrs
            .iter()
            .filter_map(|attr| Some((can_hold_a_url(name, &attr.name)?, attr)))
            .peekable();
        if kept.peek().is_none() {
            return;
        }
        // An element's attributes are one run of the table, which they end while they grow: a
        // new element's start at the end; an element given more (`html`, `body`) whose run
        // another has followed has it copied to the end first.
        let (first, count) = (
            node.first_attribute as usize,
            usize::from(node.attribute_count),
        );
        let run_start = match count {
            0 => self.attributes.len(),
            _ if first + count == self.attributes.len() => first,
            _ => {
                let end = self.attributes.len();
                self.attributes.extend_from_within(first..first + count);
                end
            }
        };
        for (name, attr) in kept {
            let run = &self.attributes[run_start..];
            if run.iter().any(|present| present.name == name) || run.len() == usize::from(u8::MAX) {
                continue;
            }
            let start = self.values.len() as u32;
            self.values.push_str(&attr.value);
            self.attributes.push(Kept {
                name,
                start,
                end: self.values.len() as u32,
            });
        }
        let node = &mut self.nodes[element as usize];
        node.first_attribute = run_start as u32;
        node.attribute_count = (self.attributes.len() - run_start) as u8;
    }
}

/// What html5ever's tree builder writes to.
struct Sink {
    dom: RefCell<Dom>,
    /// The line of the token being processed.
    line: Cell<u64>,
    /// The most nodes the tree may have, for the bytes fed so far.
    limit: Cell<usize>,
    /// Whether the tree reached `limit`: from then on every new node is [`SCRATCH`] and the
    /// tree is no longer changed, so that neither memory nor the tree grows; the parse is
    /// then abandoned.
    overflowed: Cell<bool>,
    /// The tree builder's steps through the stack of open elements so far.
    stack_steps: Cell<u64>,
}

impl Sink {
    /// Whether the tree may still change (and `nodes`, if any, are real nodes).
    fn live(&self, nodes: &[u32]) -> bool {
        !self.overflowed.get() && !nodes.contains(&SCRATCH)
    }

    /// A new node, or [`SCRATCH`] past the limit.
    fn add(&self, node: Node) -> u32 {
        let mut dom = self.dom.borrow_mut();
        if self.overflowed.get() || dom.nodes.len() >= self.limit.get() {
            self.overflowed.set(true);
            return SCRATCH;
        }
        dom.add(node)
    }

    fn line(&self) -> u32 {
        u32::try_from(self.line.get()).unwrap_or(u32::MAX)
    }
}

impl TreeSink for Sink {
    type Handle = u32;
    type Output = Dom;
    type ElemName<'a> = Ref<'a, QualName>;

    fn finish(self) -> Dom {
        self.dom.into_inner()
    }

    // A page with parse errors still has its links: the tree builder recovers as browsers do.
    fn parse_error(&self, _msg: Cow<'static, str>) {}

    fn get_document(&self) -> u32 {
        DOCUMENT
    }

    fn elem_name<'a>(&'a self, target: &'a u32) -> Ref<'a, QualName> {
        self.stack_steps.set(self.stack_steps.get() + 1);
        Ref::map(self.dom.borrow(), |dom| {
            &dom.names[dom.nodes[*target as usize].name as usize]
        })
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> u32 {
        let line = self.line();
        if self.overflowed.get() {
            return SCRATCH;
        }
        let name = self.dom.borrow_mut().name(name);
        let element = self.add(Node::new(name, line));
        if flags.template {
            let contents = self.add(Node::new(0, line));
            self.dom.borrow_mut().templates.insert(element, contents);
        }
        if self.live(&[element]) {
            self.dom.borrow_mut().keep_attributes(element, attrs);
        }
        element
    }

    fn create_comment(&self, _text: StrTendril) -> u32 {
        self.add(Node::new(0, self.line()))
    }

    fn create_pi(&self, _target: StrTendril, _data: StrTendril) -> u32 {
        self.add(Node::new(0, self.line()))
    }

    fn append(&self, parent: &u32, child: NodeOrText<u32>) {
        match child {
            NodeOrText::AppendNode(child) if self.live(&[*parent, child]) => {
                let mut dom = self.dom.borrow_mut();
                dom.detach(child);
                dom.link(*parent, NONE, child);
            }
            NodeOrText::AppendText(text) if self.live(&[*parent]) => {
                self.dom.borrow_mut().keep_style_text(*parent, &text);
            }
            _ => {}
        }
    }

    fn append_based_on_parent_node(
        &self,
        element: &u32,
        prev_element: &u32,
        child: NodeOrText<u32>,
    ) {
        if !self.live(&[*element, *prev_element]) {
            return;
        }
        let has_parent = self.dom.borrow().nodes[*element as usize].parent != NONE;
        if has_parent {
            self.append_before_sibling(element, child);
        } else {
            self.append(prev_element, child);
        }
    }

    fn append_doctype_to_document(&self, _: StrTendril, _: StrTendril, _: StrTendril) {}

    fn get_template_contents(&self, target: &u32) -> u32 {
        self.dom
            .borrow()
            .templates
            .get(target)
            .copied()
            .unwrap_or(SCRATCH)
    }

    fn same_node(&self, x: &u32, y: &u32) -> bool {
        self.stack_steps.set(self.stack_steps.get() + 1);
        x == y
    }

    fn set_quirks_mode(&self, _mode: QuirksMode) {}

    fn append_before_sibling(&self, sibling: &u32, new_node: NodeOrText<u32>) {
        if let NodeOrText::AppendNode(child) = new_node
            && self.live(&[*sibling, child])
        {
            let mut dom = self.dom.borrow_mut();
            dom.detach(child);
            let parent = dom.nodes[*sibling as usize].parent;
            if parent != NONE {
                dom.link(parent, *sibling, child);
            }
        }
    }

    fn add_attrs_if_missing(&self, target: &u32, attrs: Vec<Attribute>) {
        if self.live(&[*target]) {
            let mut dom = self.dom.borrow_mut();
            dom.keep_attributes(*target, attrs);
        }
    }

    fn remove_from_parent(&self, target: &u32) {
        if self.live(&[*target]) {
            self.dom.borrow_mut().detach(*target);
        }
    }

    fn reparent_children(&self, node: &u32, new_parent: &u32) {
        if !self.live(&[*node, *new_parent]) {
            return;
        }
        let mut dom = self.dom.borrow_mut();
        let mut child = dom.nodes[*node as usize].first_child;
        while child != NONE {
            let next = dom.nodes[child as usize].next_sibling;
            dom.detach(child);
            dom.link(*new_parent, NONE, child);
            child = next;
        }
    }

    fn set_current_line(&self, line_number: u64) {
        self.line.set(line_number);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dom: &Dom) -> Vec<(String, u64)> {
        dom.elements()
            .map(|(_, e)| (e.local_name().to_owned(), e.line))
            .collect()
    }

    #[test]
    fn elements_come_in_tree_order_with_their_lines() {
        // Foster parenting moves the `a` before the table; still open, it is reconstructed (a
        // clone, its href too) before the `b` after the table; the adoption agency reparents.
        let dom = Dom::parse(
            "<table><a href=x>\n<tr><td>c</td></tr></table><b><p>q</b>r",
            true,
        )
        .unwrap();
        let got = names(&dom);
        let order: Vec<&str> = got.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(
            order,
            [
                "html", "head", "body", "a", "table", "tbody", "tr", "td", "a", "b", "p", "b"
            ]
        );
        assert_eq!(got[6], ("tr".to_owned(), 2));
        let templates =
            Dom::parse("<template><a href=in></a></template><a href=out>", true).unwrap();
        assert_eq!(templates.template_elements().count(), 1);
        assert_eq!(
            templates
                .elements()
                .filter(|(_, e)| e.local_name() == "a")
                .count(),
            1
        );
    }

    #[test]
    fn a_tree_that_grows_faster_than_the_page_is_refused() {
        // The `</div>` closes the fonts but leaves them active: each `<p>x` then reconstructs
        // every one (HTML §13.2.4.3), 2,000 of each would build four million elements.
        let fonts: String = (0..2000).map(|i| format!("<font a={i}>")).collect();
        let page = format!("<div>{fonts}</div>{}", "<p>x".repeat(2000));
        let Err(error) = Dom::parse(&page, true) else {
            panic!("a tree of four million elements is refused");
        };
        assert!(
            error.contains("reconstruction of formatting elements"),
            "{error}"
        );
        // An ordinary page of the same size is read.
        let ordinary = "<p><a href=x>x</a> <b>y</b></p>\n".repeat(2000);
        assert!(Dom::parse(&ordinary, true).is_ok());
    }

    #[test]
    fn a_page_nested_so_deep_that_the_parser_takes_the_square_of_it_is_refused() {
        // Each `<ul>` checks for a `p` in button scope through every open `ul`: 50,000 of them
        // would take 1.25 billion steps.
        let Err(error) = Dom::parse(&"<ul>".repeat(50_000), true) else {
            panic!("50,000 nested lists are refused");
        };
        assert!(error.contains("has an element in scope"), "{error}");
        for tags in ["<dl><dt>", "<div>", "<font><div>"] {
            assert!(Dom::parse(&tags.repeat(40_000), true).is_err(), "{tags}");
        }
        // As deep as pages go and deeper (browsers stop at a depth of 512), and long.
        let deep = format!(
            "{}{}",
            "<div>".repeat(600),
            "<p><a href=x>x</a></p>".repeat(5_000)
        );
        assert!(Dom::parse(&deep, true).is_ok());
        let lists = "<ul><li><a href=x>x</a><li>y</ul>\n".repeat(5_000);
        assert!(Dom::parse(&lists, true).is_ok());
    }
}
