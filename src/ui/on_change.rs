//! A hook for what the page does when a value changes, and not when a
//! component is first drawn: the first drawing leaves the page as it
//! opened (no scroll, no fold), a change afterwards acts.

use yew::prelude::*;

/// Runs `act` each time `value` changes after the component's first
/// drawing (not on the first drawing itself).
#[hook]
pub fn use_on_change<T, F>(value: T, act: F)
where
    T: PartialEq + 'static,
    F: Fn() + 'static,
{
    let drawn = use_mut_ref(|| false);
    use_effect_with(value, move |_| {
        if std::mem::replace(&mut *drawn.borrow_mut(), true) {
            act();
        }
    });
}
