//! [`WordTable`]: values by word for the decoded-mnemonic tables, with a hash table of 4-byte
//! indices in front of a dense list of the entries.
//!
//! A `HashMap<&str, Mnemonic>` keeps each entry in its bucket: on a module with many distinct
//! mnemonics (CORE-full-large: 11k) its buckets are most of a megabyte, written all over as
//! they fill, and every doubling writes the whole table again into fresh memory (the lexing
//! thread's table took a third of `hsail asm`'s page faults). Here the buckets are `u32`
//! indices (a sixteenth of the size, so growing is cheap) and the entries are appended to a
//! list reserved up front (only the pages it reaches are touched, once, in order). An entry
//! names its word by where it is in the source text (4-byte offset, 2-byte length) rather than
//! by a 16-byte reference: with the value held small too, 40 bytes an entry instead of 64, so
//! fewer pages to touch. A word that is not part of that text (or is longer than 64 KiB) is
//! simply not kept: the tables are caches of what a word decodes to.

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use std::hash::{BuildHasher as _, Hasher as _};

/// At most this many entries are reserved up front (beyond, the list grows as needed).
const RESERVE_MAX: usize = 1 << 20;

/// At most this many entries are given room in the index up front: enough that CORE-full-large
/// (11k distinct mnemonics) never rehashes, and no more, since an index sized from a larger
/// module's length (the 10x module: the same 11k) would have its entries spread over many more
/// pages, each touched.
const INDEX_RESERVE_MAX: usize = 14_000;

/// Values by word; see the module documentation.
#[derive(Debug)]
pub(super) struct WordTable<'a, V> {
    /// Indices into `entries`, by the hash of the entry's word.
    index: HashTable<u32>,
    /// The entries in the order they were added: where the word is in `text`, its length,
    /// its value.
    entries: Vec<(u32, u16, V)>,
    /// The text the words are part of.
    text: &'a [u8],
    hasher: foldhash::fast::FixedState,
}

/// The hash of a word's bytes (one `write`: no length written first, as `Hash` for a slice
/// does).
#[inline]
fn hash(hasher: &foldhash::fast::FixedState, w: &[u8]) -> u64 {
    let mut h = hasher.build_hasher();
    h.write(w);
    h.finish()
}

/// Whether `e` is the entry of `w` in `text`.
#[inline]
fn is_word<V>(text: &[u8], e: &(u32, u16, V), w: &str) -> bool {
    usize::from(e.1) == w.len()
        && text
            .get(e.0 as usize..)
            .is_some_and(|t| t.starts_with(w.as_bytes()))
}

/// The hash of the word of entry `i` (the index's rehash when it grows).
fn entry_hash<V>(
    hasher: &foldhash::fast::FixedState,
    text: &[u8],
    entries: &[(u32, u16, V)],
    i: u32,
) -> u64 {
    hash(
        hasher,
        entries
            .get(i as usize)
            .map_or(&b""[..], |e| word_of(text, e)),
    )
}

/// The word of entry `e` in `text`.
#[inline]
fn word_of<'t, V>(text: &'t [u8], e: &(u32, u16, V)) -> &'t [u8] {
    text.get(e.0 as usize..e.0 as usize + usize::from(e.1))
        .unwrap_or_default()
}

impl<'a, V> WordTable<'a, V> {
    /// An empty table for the words of `text`, with room reserved for `n` entries (at most
    /// [`RESERVE_MAX`]): address space only, until entries are added, but for the index's
    /// control bytes (at most [`INDEX_RESERVE_MAX`] entries' worth).
    pub(super) fn with_room(text: &'a [u8], n: usize) -> Self {
        WordTable {
            index: HashTable::with_capacity(n.min(INDEX_RESERVE_MAX)),
            entries: Vec::with_capacity(n.min(RESERVE_MAX)),
            text,
            hasher: foldhash::fast::FixedState::default(),
        }
    }

    /// Where `w` is in the text and its length, if it is part of it and short enough.
    #[inline]
    fn place(&self, w: &str) -> Option<(u32, u16)> {
        // Addresses compared, not dereferenced: `w` is a slice of the text or it is not kept.
        let at = (w.as_ptr() as usize).wrapping_sub(self.text.as_ptr() as usize);
        let end = at.checked_add(w.len())?;
        if end > self.text.len() {
            return None;
        }
        Some((u32::try_from(at).ok()?, u16::try_from(w.len()).ok()?))
    }

    /// The value of `w`, if it has one.
    #[inline]
    pub(super) fn get(&self, w: &str) -> Option<&V> {
        self.get_hashed(w).1
    }

    /// The value of `w`, if it has one, and the hash of `w` for [`WordTable::insert_absent`]
    /// (a word that is looked up and then added is hashed once).
    #[inline]
    pub(super) fn get_hashed(&self, w: &str) -> (u64, Option<&V>) {
        let h = hash(&self.hasher, w.as_bytes());
        let entries = &self.entries;
        let text = self.text;
        let found = self.index.find(h, |&i| {
            entries.get(i as usize).is_some_and(|e| is_word(text, e, w))
        });
        (
            h,
            found.and_then(|&i| entries.get(i as usize).map(|e| &e.2)),
        )
    }

    /// Adds `w`, which has no value yet, with its hash `h` from [`WordTable::get_hashed`]
    /// (no second hash, no second search). A word that is not part of the text (or longer
    /// than `u16::MAX` bytes) is not kept.
    pub(super) fn insert_absent(&mut self, w: &'a str, h: u64, v: V) {
        let Some((at, len)) = self.place(w) else {
            return;
        };
        debug_assert!(self.get(w).is_none(), "insert_absent of a present word");
        // Never more than `u32::MAX` entries: the word is then simply not kept.
        let Ok(i) = u32::try_from(self.entries.len()) else {
            return;
        };
        let (entries, hasher, text) = (&self.entries, &self.hasher, self.text);
        self.index
            .insert_unique(h, i, |&i| entry_hash(hasher, text, entries, i));
        self.entries.push((at, len, v));
    }

    /// Sets the value of `w`.
    /// A word that is not part of the text (or longer than `u16::MAX` bytes) is not kept.
    pub(super) fn insert(&mut self, w: &'a str, v: V) {
        let Some((at, len)) = self.place(w) else {
            return;
        };
        let h = hash(&self.hasher, w.as_bytes());
        let (entries, hasher, text) = (&self.entries, &self.hasher, self.text);
        match self.index.entry(
            h,
            |&i| entries.get(i as usize).is_some_and(|e| is_word(text, e, w)),
            |&i| entry_hash(hasher, text, entries, i),
        ) {
            Entry::Occupied(e) => {
                if let Some(slot) = self.entries.get_mut(*e.get() as usize) {
                    slot.2 = v;
                }
            }
            Entry::Vacant(e) => {
                // Never more than `u32::MAX` entries: the word is then simply not kept.
                if let Ok(i) = u32::try_from(self.entries.len()) {
                    e.insert(i);
                    self.entries.push((at, len, v));
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
    /// words and clearing give what a `HashMap` gives, through many growths of the index; a
    /// word is found by its text wherever it is written.
    #[test]
    fn agrees_with_a_hash_map() {
        let words: Vec<String> = (0..20_000u32)
            .map(|i| format!("op{}_{}", i % 7919, i.wrapping_mul(2_654_435_761) % 613))
            .collect();
        // The words written one after another, twice: each is looked up at its second place.
        let text = format!("{} {}", words.join(" "), words.join(" "));
        let mut at = 0;
        let mut places = Vec::new();
        for _ in 0..2 {
            for w in &words {
                places.push(&text[at..at + w.len()]);
                at += w.len() + 1;
            }
        }
        let (first, second) = places.split_at(words.len());
        for room in [0, 1, 100, 50_000] {
            let mut t = WordTable::with_room(text.as_bytes(), room);
            let mut m: HashMap<&str, usize> = HashMap::new();
            for (n, &w) in first.iter().enumerate() {
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
            for &w in second {
                assert_eq!(t.get(w), m.get(w), "{w}");
            }
            // Looked up and added with one hash, as the lexing thread does: a word keeps
            // the value it was first added with.
            let mut u = WordTable::with_room(text.as_bytes(), room);
            let mut firsts: HashMap<&str, usize> = HashMap::new();
            for (n, &w) in first.iter().enumerate() {
                let (h, v) = u.get_hashed(w);
                assert_eq!(v, firsts.get(w), "{w}");
                if v.is_none() {
                    u.insert_absent(w, h, n);
                    firsts.insert(w, n);
                }
            }
            assert_eq!(u.len(), firsts.len());
            for &w in second {
                assert_eq!(u.get(w), firsts.get(w), "{w}");
                assert_eq!(u.get_hashed(w).1, firsts.get(w), "{w}");
            }
            t.clear();
            assert_eq!(t.len(), 0);
            assert_eq!(t.get(first[0]), None);
            t.insert(second[1], 7);
            assert_eq!(t.get(first[1]), Some(&7));
            assert_eq!(t.get(first[0]), None);
        }
    }

    /// A word that is not part of the table's text, or is too long, is not kept (nor found).
    #[test]
    fn words_outside_the_text_are_not_kept() {
        let text = format!("add_u32 {}", "x".repeat(70_000));
        let other = String::from("add_u32");
        let mut t = WordTable::with_room(text.as_bytes(), 4);
        t.insert(&other, 1);
        assert_eq!(t.len(), 0);
        assert_eq!(t.get(&other), None);
        t.insert(&text[8..], 2);
        assert_eq!(t.len(), 0);
        t.insert(&text[..7], 3);
        assert_eq!(t.get(&other), Some(&3));
        // The text's end, and an empty word at it.
        t.insert(&text[text.len() - 1..], 4);
        t.insert(&text[text.len()..], 5);
        assert_eq!(t.get("x"), Some(&4));
        assert_eq!(t.get(""), Some(&5));
        assert_eq!(t.len(), 3);
    }
}
