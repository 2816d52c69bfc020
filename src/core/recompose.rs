//! Putting components back together: RFC 2396 step 7, RFC 3986 5.3, and the recombination the
//! other specifications describe in words.

/// The components of a result, borrowed from the base, the reference or a buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Parts<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

impl Parts<'_> {
    /// The length of the recomposed string, for one allocation of the right size.
    #[inline]
    pub fn len(&self) -> usize {
        self.scheme.map_or(0, |s| s.len() + 1)
            + self.authority.map_or(0, |a| a.len() + 2)
            + self.path.len()
            + self.query.map_or(0, |q| q.len() + 1)
            + self.fragment.map_or(0, |f| f.len() + 1)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// ```text
    /// if scheme is defined then append scheme to result, append ":" to result
    /// if authority is defined then append "//" to result, append authority to result
    /// append path to result
    /// if query is defined then append "?" to result, append query to result
    /// if fragment is defined then append "#" to result, append fragment to result
    /// ```
    pub fn recompose(&self) -> String {
        let mut out = String::with_capacity(self.len());
        self.write_until_path(&mut out);
        out.push_str(self.path);
        self.write_after_path(&mut out);
        out
    }

    /// Scheme and authority with their separators.
    #[inline]
    pub fn write_until_path(&self, out: &mut String) {
        if let Some(scheme) = self.scheme {
            out.push_str(scheme);
            out.push(':');
        }
        if let Some(authority) = self.authority {
            out.push_str("//");
            out.push_str(authority);
        }
    }

    /// Query and fragment with their separators.
    #[inline]
    pub fn write_after_path(&self, out: &mut String) {
        if let Some(query) = self.query {
            out.push('?');
            out.push_str(query);
        }
        if let Some(fragment) = self.fragment {
            out.push('#');
            out.push_str(fragment);
        }
    }
}
