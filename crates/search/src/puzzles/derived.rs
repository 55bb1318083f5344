//! A slot for what a solver derives from a geometry alone (its flat
//! tables), made once and shared by every puzzle on that geometry.

use std::any::Any;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// One table of any type, made on first use. A changed geometry is a
/// different one: a clone of the slot is empty (the geometry is cloned
/// before it is changed, and emptied when it is indexed again), so nothing
/// made for the old houses is read for the new.
#[derive(Default)]
pub(super) struct Derived(OnceLock<Arc<dyn Any + Send + Sync>>);

impl Derived {
    /// The table, made by `make` the first time. One slot: a table of
    /// another type than the first is made afresh at every call.
    pub(super) fn get_or_make<T: Any + Send + Sync>(&self, make: impl FnOnce() -> T) -> Arc<T> {
        if let Some(made) = self.0.get() {
            return Arc::clone(made)
                .downcast()
                .unwrap_or_else(|_| Arc::new(make()));
        }
        let made = Arc::new(make());
        // Two threads may race to make it: both get a correct table.
        let _ = self.0.set(Arc::clone(&made) as Arc<dyn Any + Send + Sync>);
        made
    }
}

impl Clone for Derived {
    fn clone(&self) -> Self {
        Derived::default()
    }
}

impl fmt::Debug for Derived {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let state = if self.0.get().is_some() {
            "made"
        } else {
            "empty"
        };
        write!(f, "Derived({state})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn made_once_then_shared() {
        let slot = Derived::default();
        let first = slot.get_or_make(|| vec![1u16, 2]);
        let again = slot.get_or_make(|| -> Vec<u16> { panic!("made twice") });
        assert!(Arc::ptr_eq(&first, &again));
    }

    #[test]
    fn another_type_is_made_afresh_and_a_clone_starts_empty() {
        let slot = Derived::default();
        assert_eq!(*slot.get_or_make(|| 7u32), 7);
        assert_eq!(*slot.get_or_make(|| 8u64), 8);
        assert_eq!(*slot.get_or_make(|| 9u64), 9);
        assert_eq!(*slot.get_or_make(|| 0u32), 7);
        assert_eq!(*slot.clone().get_or_make(|| 5u32), 5);
    }
}
