//! Going along the drawn search tree by key: to the parent of the node the
//! search is at, or to the node placed just before or after the moment on
//! screen (the nodes in the order they were placed, as the tree draws
//! them). A keyboard's way to do what a click on a node does.

use super::Tree;
use crate::engine::Event;

/// Which way along the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeJump {
    /// The node above the one the search is at: where its branch began.
    Parent,
    /// The node placed last before the moment on screen (the root, the
    /// start, before the first placement).
    Previous,
    /// The node placed first after it.
    Next,
}

/// The step a jump goes to from the moment after `step` events of `log`
/// (a run's first events), whose `tree` is the one drawn for that moment
/// (`Tree::build(&log[..step])`, which the panels have made already): the
/// step right after that node's placement, 0 for the root. `None` when
/// there is no node that way, or when the log does not reach the moment
/// (the tree is not drawn then).
pub fn tree_jump(tree: &Tree, log: &[Event], step: u64, jump: TreeJump) -> Option<u64> {
    let step = usize::try_from(step).ok().filter(|&s| s <= log.len())?;
    let placed = |e: &Event| matches!(e, Event::Place { .. });
    let target = match jump {
        TreeJump::Parent => {
            let parent = tree.nodes[tree.current].parent?;
            return Some(tree.nodes[parent].step);
        }
        // A placement strictly before the one the moment may be right
        // after; before the first placement, the root (the start).
        TreeJump::Previous => match log[..step.saturating_sub(1)].iter().rposition(placed) {
            Some(i) => i,
            None => return (step > 0).then_some(0),
        },
        TreeJump::Next => step + log[step..].iter().position(placed)?,
    };
    Some(target as u64 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    #[test]
    fn up_to_the_parent_and_along_the_placements() {
        let mv = |cell: u16, value: u8| Move::new(cell as usize, value as u32);
        // Level 0 places 1 (event 2); level 1 tries 1, rejected, places 3
        // (event 6); level 2 runs out and backs up (event 7, the undo of 3);
        // level 1 places 4 (event 9).
        let log = [
            Event::Try {
                level: 0,
                mv: mv(0, 1),
            },
            Event::Place {
                level: 0,
                mv: mv(0, 1),
            },
            Event::Try {
                level: 1,
                mv: mv(1, 1),
            },
            Event::Reject {
                level: 1,
                mv: mv(1, 1),
            },
            Event::Try {
                level: 1,
                mv: mv(1, 3),
            },
            Event::Place {
                level: 1,
                mv: mv(1, 3),
            },
            Event::Undo {
                level: 1,
                mv: mv(1, 3),
            },
            Event::Try {
                level: 1,
                mv: mv(1, 4),
            },
            Event::Place {
                level: 1,
                mv: mv(1, 4),
            },
        ];
        // The tree drawn at `step`, as the panels make it.
        let jump = |step: usize, way| {
            let tree = Tree::build(&log[..step.min(log.len())]);
            tree_jump(&tree, &log, step as u64, way)
        };
        // Right after placing 4 at level 1: its parent is the first node.
        assert_eq!(jump(9, TreeJump::Parent), Some(2));
        assert_eq!(jump(9, TreeJump::Previous), Some(6));
        assert_eq!(jump(9, TreeJump::Next), None);
        // After the undo, the search is back at the first node: up is the root.
        assert_eq!(jump(7, TreeJump::Parent), Some(0));
        assert_eq!(jump(7, TreeJump::Previous), Some(6));
        assert_eq!(jump(7, TreeJump::Next), Some(9));
        // At the start: nothing above or before, the first placement next.
        assert_eq!(jump(0, TreeJump::Parent), None);
        assert_eq!(jump(0, TreeJump::Previous), None);
        assert_eq!(jump(0, TreeJump::Next), Some(2));
        // From the first node, back is the root.
        assert_eq!(jump(2, TreeJump::Previous), Some(0));
        // Past the log: no tree, no jump.
        assert_eq!(jump(10, TreeJump::Parent), None);
    }
}
