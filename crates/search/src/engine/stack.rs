//! A stack whose room is fixed when it is made: a push never reallocates.
//!
//! The search's inner loop pushes a candidate, a frame or a move at nearly
//! every step. A `Vec` checks its capacity at each push and calls its grow
//! function when it is full. Here that call is never taken (the search
//! makes room for every level up front), yet its mere presence in the loop
//! costs, most likely because the compiled loop must keep its values safe
//! across a call that returns, so it keeps more of them in memory. Without
//! any such call in the loop, the exhaustive classic run of the Presse
//! puzzle went from 66 to 60 ms natively and from 88 to 85 ms in Chromium
//! (best runs; `benches/wasm_vs_native.sh` has the run). A push past
//! the room panics instead: a bug in a puzzle's `moves_bound`, not a
//! matter of input.

use std::ops::{Deref, DerefMut};

/// A stack of at most `room` items, all of them in one allocation made at
/// the start (a clone makes the same room). Reads go through the slice of
/// the items pushed so far.
#[derive(Debug)]
pub struct Stack<T> {
    /// Never pushed beyond its capacity, so never reallocated. (A `Vec`
    /// rather than a boxed slice and a length: its slice needs no check
    /// that the length is within the room, which the inner loop would pay
    /// at every read.)
    items: Vec<T>,
}

impl<T: Copy> Stack<T> {
    /// An empty stack with room for `room` items.
    pub fn with_room(room: usize) -> Self {
        Stack {
            items: Vec::with_capacity(room),
        }
    }

    /// Puts `item` on top. Panics when the room is used up.
    #[inline(always)]
    pub fn push(&mut self, item: T) {
        // With this check the compiler drops `Vec::push`'s call to grow.
        assert!(self.items.len() < self.items.capacity(), "no room left");
        self.items.push(item);
    }

    /// Takes the top item off, if there is one.
    #[inline(always)]
    pub fn pop(&mut self) -> Option<T> {
        self.items.pop()
    }

    /// The top item, to change in place.
    #[inline(always)]
    pub fn last_mut(&mut self) -> Option<&mut T> {
        self.items.last_mut()
    }

    /// Keeps the first `len` items (all of them, if there are fewer).
    #[inline(always)]
    pub fn truncate(&mut self, len: usize) {
        self.items.truncate(len);
    }

    /// How many items it can hold.
    pub fn room(&self) -> usize {
        self.items.capacity()
    }
}

impl<T: Copy> Clone for Stack<T> {
    fn clone(&self) -> Self {
        let mut items = Vec::with_capacity(self.items.capacity());
        items.extend_from_slice(&self.items);
        Stack { items }
    }
}

impl<T> Deref for Stack<T> {
    type Target = [T];

    #[inline(always)]
    fn deref(&self) -> &[T] {
        &self.items
    }
}

impl<T> DerefMut for Stack<T> {
    #[inline(always)]
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items
    }
}

impl<T: Copy> Extend<T> for Stack<T> {
    /// Pushes every item. Panics when the room is used up.
    fn extend<I: IntoIterator<Item = T>>(&mut self, items: I) {
        for item in items {
            self.push(item);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pushes_pops_and_truncates_within_its_room() {
        let mut stack = Stack::with_room(3);
        assert!(stack.is_empty());
        stack.push(1);
        stack.push(2);
        stack.push(3);
        assert_eq!(&*stack, &[1, 2, 3]);
        if let Some(top) = stack.last_mut() {
            *top = 30;
        }
        assert_eq!(stack.pop(), Some(30));
        stack.truncate(5);
        assert_eq!(stack.len(), 2);
        stack.truncate(1);
        assert_eq!(&*stack, &[1]);
        assert_eq!(stack.pop(), Some(1));
        assert_eq!(stack.pop(), None);
        assert_eq!(stack.last_mut(), None);
        // A clone keeps the whole room.
        stack.push(7);
        let mut copy = stack.clone();
        copy.push(8);
        copy.push(9);
        assert_eq!(&*copy, &[7, 8, 9]);
        assert_eq!(copy.room(), 3);
    }

    #[test]
    #[should_panic]
    fn a_push_past_the_room_panics() {
        let mut stack = Stack::with_room(1);
        stack.push(1);
        stack.push(2);
    }
}
