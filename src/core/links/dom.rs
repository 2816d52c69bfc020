//! The tree html5ever builds, kept only as far as the links need it: elements with their name,
//! attributes and line, in tree order; a template's contents in a fragment of their own, apart
//! from the tree (HTML §4.12.3); text, comments and doctypes dropped.

use std::borrow::Cow;
use std::cell::{Cell, Ref, RefCell};

use html5ever::interface::tree_builder::{ElementFlags, NodeOrText, QuirksMode, TreeSink};
use html5ever::tendril::{StrTendril, TendrilSink};
use html5ever::{Attribute, ParseOpts, QualName, parse_document};

/// A node of the tree: the document, a template's contents, an element, or something else
/// (a comment), which holds nothing the links need.
#[derive(Debug)]
pub(crate) struct Node {
    parent: Option<usize>,
    children: Vec<usize>,
    /// The element's; `None` for any other node.
    pub(crate) element: Option<Element>,
}

/// An element, as the tree builder created it.
#[derive(Debug)]
pub(crate) struct Element {
    pub(crate) name: QualName,
    pub(crate) attributes: Vec<Attribute>,
    /// The line of the page its start tag is on (1 for the first).
    pub(crate) line: u64,
    /// A template's contents: a fragment outside the tree.
    template_contents: Option<usize>,
}

impl Element {
    /// Its local name (`a`, `base`).
    pub(crate) fn local_name(&self) -> &str {
        &self.name.local
    }

    /// Whether it is the HTML element of that local name (not an SVG or MathML one).
    pub(crate) fn is_html(&self, local_name: &str) -> bool {
        self.name.ns == html5ever::ns!(html) && self.local_name() == local_name
    }
}

/// The document's tree: every node in one vector, the document first.
#[derive(Debug)]
pub(crate) struct Dom {
    pub(crate) nodes: Vec<Node>,
}

/// The document node.
const DOCUMENT: usize = 0;

impl Dom {
    /// `text` parsed as the HTML Standard's parser does, scripting enabled or not (a
    /// `noscript` element's contents are raw text when it is).
    pub(crate) fn parse(text: &str, scripting: bool) -> Dom {
        let sink = Sink {
            nodes: RefCell::new(vec![Node {
                parent: None,
                children: Vec::new(),
                element: None,
            }]),
            line: Cell::new(1),
        };
        let mut opts = ParseOpts::default();
        opts.tree_builder.scripting_enabled = scripting;
        parse_document(sink, opts).one(StrTendril::from_slice(text))
    }

    /// The elements of the tree in tree order (a template's contents left out).
    pub(crate) fn elements(&self) -> impl Iterator<Item = (usize, &Element)> {
        let mut stack = vec![DOCUMENT];
        std::iter::from_fn(move || {
            while let Some(index) = stack.pop() {
                let node = &self.nodes[index];
                stack.extend(node.children.iter().rev());
                if let Some(element) = &node.element {
                    return Some((index, element));
                }
            }
            None
        })
    }

    /// The elements of every template's contents, in tree order within each: what the page
    /// holds but does not use.
    pub(crate) fn template_elements(&self) -> impl Iterator<Item = &Element> {
        self.nodes
            .iter()
            .filter_map(|node| node.element.as_ref()?.template_contents)
            .flat_map(|fragment| self.descendants(fragment))
    }

    /// The elements under `root`, in tree order.
    fn descendants(&self, root: usize) -> impl Iterator<Item = &Element> {
        let mut stack: Vec<usize> = self.nodes[root].children.iter().rev().copied().collect();
        std::iter::from_fn(move || {
            while let Some(index) = stack.pop() {
                let node = &self.nodes[index];
                stack.extend(node.children.iter().rev());
                if let Some(element) = &node.element {
                    return Some(element);
                }
            }
            None
        })
    }

    /// The elements `index` is inside, nearest first.
    pub(crate) fn ancestors(&self, index: usize) -> impl Iterator<Item = &Element> {
        let mut at = self.nodes[index].parent;
        std::iter::from_fn(move || {
            let node = &self.nodes[at?];
            at = node.parent;
            node.element.as_ref()
        })
        .fuse()
    }
}

/// What html5ever's tree builder writes to.
struct Sink {
    nodes: RefCell<Vec<Node>>,
    /// The line of the token being processed.
    line: Cell<u64>,
}

impl Sink {
    fn add(&self, element: Option<Element>) -> usize {
        let mut nodes = self.nodes.borrow_mut();
        nodes.push(Node {
            parent: None,
            children: Vec::new(),
            element,
        });
        nodes.len() - 1
    }

    fn detach(nodes: &mut [Node], child: usize) {
        if let Some(parent) = nodes[child].parent.take() {
            nodes[parent].children.retain(|&c| c != child);
        }
    }
}

impl TreeSink for Sink {
    type Handle = usize;
    type Output = Dom;
    type ElemName<'a> = Ref<'a, QualName>;

    fn finish(self) -> Dom {
        Dom {
            nodes: self.nodes.into_inner(),
        }
    }

    // A page with parse errors still has its links: the tree builder recovers as browsers do.
    fn parse_error(&self, _msg: Cow<'static, str>) {}

    fn get_document(&self) -> usize {
        DOCUMENT
    }

    fn elem_name<'a>(&'a self, target: &'a usize) -> Ref<'a, QualName> {
        Ref::map(self.nodes.borrow(), |nodes| {
            &nodes[*target]
                .element
                .as_ref()
                .expect("the tree builder asks only an element's name")
                .name
        })
    }

    fn create_element(&self, name: QualName, attrs: Vec<Attribute>, flags: ElementFlags) -> usize {
        let template_contents = flags.template.then(|| self.add(None));
        self.add(Some(Element {
            name,
            attributes: attrs,
            line: self.line.get(),
            template_contents,
        }))
    }

    fn create_comment(&self, _text: StrTendril) -> usize {
        self.add(None)
    }

    fn create_pi(&self, _target: StrTendril, _data: StrTendril) -> usize {
        self.add(None)
    }

    fn append(&self, parent: &usize, child: NodeOrText<usize>) {
        if let NodeOrText::AppendNode(child) = child {
            let mut nodes = self.nodes.borrow_mut();
            Sink::detach(&mut nodes, child);
            nodes[child].parent = Some(*parent);
            nodes[*parent].children.push(child);
        }
    }

    fn append_based_on_parent_node(
        &self,
        element: &usize,
        prev_element: &usize,
        child: NodeOrText<usize>,
    ) {
        if self.nodes.borrow()[*element].parent.is_some() {
            self.append_before_sibling(element, child);
        } else {
            self.append(prev_element, child);
        }
    }

    fn append_doctype_to_document(&self, _: StrTendril, _: StrTendril, _: StrTendril) {}

    fn get_template_contents(&self, target: &usize) -> usize {
        self.nodes.borrow()[*target]
            .element
            .as_ref()
            .and_then(|element| element.template_contents)
            .expect("the tree builder asks only a template's contents")
    }

    fn same_node(&self, x: &usize, y: &usize) -> bool {
        x == y
    }

    fn set_quirks_mode(&self, _mode: QuirksMode) {}

    fn append_before_sibling(&self, sibling: &usize, new_node: NodeOrText<usize>) {
        let NodeOrText::AppendNode(child) = new_node else {
            return;
        };
        let mut nodes = self.nodes.borrow_mut();
        Sink::detach(&mut nodes, child);
        let Some(parent) = nodes[*sibling].parent else {
            return;
        };
        let at = nodes[parent]
            .children
            .iter()
            .position(|c| c == sibling)
            .unwrap_or(0);
        nodes[parent].children.insert(at, child);
        nodes[child].parent = Some(parent);
    }

    fn add_attrs_if_missing(&self, target: &usize, attrs: Vec<Attribute>) {
        let mut nodes = self.nodes.borrow_mut();
        if let Some(element) = nodes[*target].element.as_mut() {
            for attr in attrs {
                if !element.attributes.iter().any(|a| a.name == attr.name) {
                    element.attributes.push(attr);
                }
            }
        }
    }

    fn remove_from_parent(&self, target: &usize) {
        Sink::detach(&mut self.nodes.borrow_mut(), *target);
    }

    fn reparent_children(&self, node: &usize, new_parent: &usize) {
        let mut nodes = self.nodes.borrow_mut();
        let children = std::mem::take(&mut nodes[*node].children);
        for &child in &children {
            nodes[child].parent = Some(*new_parent);
        }
        nodes[*new_parent].children.extend(children);
    }

    fn set_current_line(&self, line_number: u64) {
        self.line.set(line_number);
    }
}
