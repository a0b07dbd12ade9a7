//! [`WordTable`]: values by word for the decoded-mnemonic tables, with a hash table of 4-byte
//! indices in front of a dense list of the entries.
//!
//! A `HashMap<&str, Mnemonic>` keeps each entry in its bucket: on a module with many distinct
//! mnemonics (CORE-full-large: 11k) its buckets are most of a megabyte, written all over as
//! they fill, and every doubling writes the whole table again into fresh memory (the lexing
//! thread's table took a third of `hsail asm`'s page faults). Here the buckets are `u32`
//! indices (a sixteenth of the size, so growing is cheap) and the entries are appended to a
//! list reserved up front (only the pages it reaches are touched, once, in order).

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use std::hash::BuildHasher as _;

/// At most this many entries are reserved up front (beyond, the list grows as needed).
const RESERVE_MAX: usize = 1 << 20;

/// The index is reserved up front for at most this many entries (16,384 buckets, 80 KB,
/// which hold 14,336): grown from empty it was rebuilt 13 times on
/// CORE-full-large (1.2M instructions on the lexing thread); a larger reservation would
/// cost a large module more pages than its distinct mnemonics fill.
const INDEX_RESERVE_MAX: usize = 1 << 13;

/// Values by word; see the module documentation.
#[derive(Debug)]
pub(super) struct WordTable<'a, V> {
    /// Indices into `entries`, by the hash of the entry's word.
    index: HashTable<u32>,
    /// The entries in the order they were added.
    entries: Vec<(&'a str, V)>,
    hasher: foldhash::fast::FixedState,
}

impl<'a, V> WordTable<'a, V> {
    /// An empty table with room reserved for `n` entries (at most [`RESERVE_MAX`]; in the
    /// index at most [`INDEX_RESERVE_MAX`]): address space only, until entries are added,
    /// but for the index's control bytes (a byte a bucket).
    pub(super) fn with_room(n: usize) -> Self {
        WordTable {
            index: HashTable::with_capacity(n.min(INDEX_RESERVE_MAX)),
            entries: Vec::with_capacity(n.min(RESERVE_MAX)),
            hasher: foldhash::fast::FixedState::default(),
        }
    }

    /// The value of `w`, if it has one.
    #[inline]
    pub(super) fn get(&self, w: &str) -> Option<&V> {
        let h = self.hasher.hash_one(w);
        let entries = &self.entries;
        let &i = self
            .index
            .find(h, |&i| entries.get(i as usize).is_some_and(|e| e.0 == w))?;
        entries.get(i as usize).map(|e| &e.1)
    }

    /// Sets the value of `w`.
    pub(super) fn insert(&mut self, w: &'a str, v: V) {
        let h = self.hasher.hash_one(w);
        let (entries, hasher) = (&self.entries, &self.hasher);
        match self.index.entry(
            h,
            |&i| entries.get(i as usize).is_some_and(|e| e.0 == w),
            |&i| hasher.hash_one(entries.get(i as usize).map_or("", |e| e.0)),
        ) {
            Entry::Occupied(e) => {
                if let Some(slot) = self.entries.get_mut(*e.get() as usize) {
                    slot.1 = v;
                }
            }
            Entry::Vacant(e) => {
                // Never more than `u32::MAX` entries: the word is then simply not kept.
                if let Ok(i) = u32::try_from(self.entries.len()) {
                    e.insert(i);
                    self.entries.push((w, v));
                }
            }
        }
    }

    /// Removes every entry (keeping the memory).
    pub(super) fn clear(&mut self) {
        self.index.clear();
        self.entries.clear();
    }

    /// The number of entries.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }
}

#[cfg(test)]
mod tests {
    use super::WordTable;
    use std::collections::HashMap;

    /// Insertions (new words and new values for known ones), lookups of present and absent
    /// words and clearing give what a `HashMap` gives, through many growths of the index.
    #[test]
    fn agrees_with_a_hash_map() {
        let words: Vec<String> = (0..20_000u32)
            .map(|i| format!("op{}_{}", i % 7919, i.wrapping_mul(2_654_435_761) % 613))
            .collect();
        for room in [0, 1, 100, 50_000] {
            let mut t = WordTable::with_room(room);
            let mut m: HashMap<&str, usize> = HashMap::new();
            for (n, w) in words.iter().enumerate() {
                let w = w.as_str();
                if n % 3 == 0 {
                    assert_eq!(t.get(w), m.get(w), "{w}");
                }
                t.insert(w, n);
                m.insert(w, n);
                if n % 5000 == 4999 {
                    assert_eq!(t.len(), m.len());
                }
            }
            assert_eq!(t.len(), m.len());
            for w in &words {
                assert_eq!(t.get(w), m.get(w.as_str()), "{w}");
            }
            for absent in ["", "op", "op1_", "zz", "op7919_0"] {
                assert_eq!(t.get(absent), None, "{absent}");
            }
            t.clear();
            assert_eq!(t.len(), 0);
            assert_eq!(t.get(&words[0]), None);
            t.insert(&words[1], 7);
            assert_eq!(t.get(&words[1]), Some(&7));
            assert_eq!(t.get(&words[0]), None);
        }
    }
}
