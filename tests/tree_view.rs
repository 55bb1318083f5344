//! The drawn search tree: where a click on the drawing lands.

use btlab::engine::{Event, Move};
use btlab::teach::Tree;

/// A root with two children, the first with a child of its own.
fn small_tree() -> Tree {
    let place = |level, cell, value| Event::Place {
        level,
        mv: Move::new(cell, value),
    };
    let undo = |level, cell, value| Event::Undo {
        level,
        mv: Move::new(cell, value),
    };
    Tree::build(&[
        place(0, 0, 1),
        place(1, 1, 2),
        undo(1, 1, 2),
        undo(0, 0, 1),
        place(0, 0, 2),
    ])
}

#[test]
fn a_click_lands_on_the_nearest_node_within_reach() {
    let tree = small_tree();
    let view = tree.layout(640.0, 260.0);
    assert_eq!(view.at.len(), 4);
    for (i, &(x, y)) in view.at.iter().enumerate() {
        assert_eq!(view.nearest(x, y, 10.0), Some(i), "on node {i}");
        assert_eq!(
            view.nearest(x + 3.0, y - 2.0, 10.0),
            Some(i),
            "near node {i}"
        );
    }
    // Far from every node: no jump.
    let (x, y) = view.at[0];
    assert_eq!(view.nearest(x + 200.0, y + 5.0, 10.0), None);
}

#[test]
fn pixels_map_to_the_box_when_it_is_scaled_and_centred() {
    let view = small_tree().layout(640.0, 260.0);
    // Twice the size: pixels are halved.
    assert_eq!(
        view.from_pixels(640.0, 260.0, 1280.0, 520.0),
        (320.0, 130.0)
    );
    // Limited by its height (max-height): the box is centred across.
    // 130 px high is half scale, 320 px wide; the element is 500 wide,
    // so 90 px of margin on the left.
    let (x, y) = view.from_pixels(90.0, 0.0, 500.0, 130.0);
    assert!(x.abs() < 1e-9 && y.abs() < 1e-9, "({x}, {y})");
    let (x, y) = view.from_pixels(410.0, 130.0, 500.0, 130.0);
    assert!((x - 640.0).abs() < 1e-9 && (y - 260.0).abs() < 1e-9);
    // An element not laid out yet: no division by zero.
    assert!(view.from_pixels(5.0, 5.0, 0.0, 0.0).0.is_finite());
}
