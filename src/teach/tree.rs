//! The search tree explored so far, from the run's log of events: a node
//! per placement, the rejected tries at each node, the path to the step on
//! screen, the solutions; and a layout to draw it.

use crate::engine::{Event, Move};

/// One node: a placement (the root: the start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeNode {
    /// The node above (none for the root).
    pub parent: Option<usize>,
    /// The move placed (none for the root).
    pub mv: Option<Move>,
    /// Moves recorded on the way here (0 for the root).
    pub depth: usize,
    /// The number of its `Place` event (0 for the root): where a click jumps.
    pub step: u64,
    /// Candidates tried below it and rejected.
    pub rejects: u32,
    /// Whether a solution was reported here.
    pub solution: bool,
    /// Its children, in order.
    pub children: Vec<usize>,
}

/// The tree of the first `upto` events of a run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    /// The nodes, in the order they were placed (the root first).
    pub nodes: Vec<TreeNode>,
    /// The node the search is at after the last event.
    pub current: usize,
}

/// A tree laid out for drawing, in a box of `width` x `height` units.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeView {
    /// The box.
    pub width: f64,
    /// The box.
    pub height: f64,
    /// Each node's centre, in the order of [`Tree::nodes`].
    pub at: Vec<(f64, f64)>,
    /// The radius of a node.
    pub radius: f64,
    /// Whether each node is on the path to the current one.
    pub on_path: Vec<bool>,
}

impl Tree {
    /// The tree after the events of `log` (a run's first events, in order).
    pub fn build(log: &[Event]) -> Self {
        let mut nodes = vec![TreeNode {
            parent: None,
            mv: None,
            depth: 0,
            step: 0,
            rejects: 0,
            solution: false,
            children: Vec::new(),
        }];
        let mut current = 0;
        for (i, event) in log.iter().enumerate() {
            match *event {
                Event::Reject { .. } => nodes[current].rejects += 1,
                Event::Place { mv, .. } => {
                    let child = nodes.len();
                    nodes.push(TreeNode {
                        parent: Some(current),
                        mv: Some(mv),
                        depth: nodes[current].depth + 1,
                        step: i as u64 + 1,
                        rejects: 0,
                        solution: false,
                        children: Vec::new(),
                    });
                    nodes[current].children.push(child);
                    current = child;
                }
                Event::Undo { .. } => current = nodes[current].parent.unwrap_or(0),
                Event::Solution { .. } => nodes[current].solution = true,
                Event::Try { .. } | Event::Exhausted => {}
            }
        }
        Tree { nodes, current }
    }

    /// The nodes from the root to the current one.
    pub fn path(&self) -> Vec<usize> {
        let mut path = vec![self.current];
        while let Some(p) = self.nodes[*path.last().unwrap_or(&0)].parent {
            path.push(p);
        }
        path.reverse();
        path
    }

    /// Whether `node` is a dead end: a leaf, no solution, and left behind.
    pub fn is_dead_end(&self, node: usize, on_path: bool) -> bool {
        let n = &self.nodes[node];
        n.children.is_empty() && !n.solution && !on_path
    }

    /// Lays the tree out in a `width` x `height` box: leaves side by side
    /// in the order they were met, each parent above the middle of its
    /// children, one row per depth.
    pub fn layout(&self, width: f64, height: f64) -> TreeView {
        let leaves = self
            .nodes
            .iter()
            .filter(|n| n.children.is_empty())
            .count()
            .max(1);
        let depth = self.nodes.iter().map(|n| n.depth).max().unwrap_or(0).max(1);
        let margin = 8.0;
        let dx = (width - 2.0 * margin) / (leaves.max(2) - 1) as f64;
        let dy = (height - 2.0 * margin) / depth as f64;
        let mut x = vec![0.0; self.nodes.len()];
        let mut next_leaf = 0;
        // Children come after their parent: a reverse pass sees every
        // child before its parent, but leaves must be numbered in order.
        let mut order = Vec::with_capacity(self.nodes.len());
        let mut stack = vec![0];
        while let Some(n) = stack.pop() {
            order.push(n);
            stack.extend(self.nodes[n].children.iter().rev());
        }
        for &n in &order {
            if self.nodes[n].children.is_empty() {
                x[n] = margin + next_leaf as f64 * dx;
                next_leaf += 1;
            }
        }
        for &n in order.iter().rev() {
            let children = &self.nodes[n].children;
            if let (Some(&first), Some(&last)) = (children.first(), children.last()) {
                x[n] = (x[first] + x[last]) / 2.0;
            }
        }
        if leaves == 1 {
            x.iter_mut().for_each(|v| *v = width / 2.0);
        }
        let at = self
            .nodes
            .iter()
            .zip(&x)
            .map(|(n, &x)| (x, margin + n.depth as f64 * dy))
            .collect();
        let mut on_path = vec![false; self.nodes.len()];
        for n in self.path() {
            on_path[n] = true;
        }
        TreeView {
            width,
            height,
            at,
            radius: (dx.min(dy) / 2.5).clamp(1.5, 7.0),
            on_path,
        }
    }
}

impl TreeView {
    /// The node whose centre is nearest to `(x, y)` (in the box's units),
    /// if it lies within `reach` units: where a click on the drawing goes.
    pub fn nearest(&self, x: f64, y: f64, reach: f64) -> Option<usize> {
        let distance = |&(nx, ny): &(f64, f64)| (nx - x).hypot(ny - y);
        self.at
            .iter()
            .enumerate()
            .map(|(i, p)| (i, distance(p)))
            .filter(|&(_, d)| d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(i, _)| i)
    }

    /// The point `(px, py)` pixels from the top left of an element of
    /// `w` x `h` pixels that shows the box scaled to fit and centred (an
    /// SVG's default `xMidYMid meet`), in the box's units.
    pub fn from_pixels(&self, px: f64, py: f64, w: f64, h: f64) -> (f64, f64) {
        let scale = (w / self.width).min(h / self.height);
        if !(scale.is_finite() && scale > 0.0) {
            return (px, py);
        }
        let left = (w - self.width * scale) / 2.0;
        let top = (h - self.height * scale) / 2.0;
        ((px - left) / scale, (py - top) / scale)
    }
}
