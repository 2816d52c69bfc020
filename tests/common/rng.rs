//! A small deterministic generator (xorshift) for the differential tests' generated pairs, so
//! that a failure is the same on every run.

pub struct Rng(pub u64);

impl Rng {
    /// A number below `below`.
    pub fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}
