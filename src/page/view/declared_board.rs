//! The board of a puzzle of the learner's own (the Lab): the grid its
//! code declares, each square showing the word of its value (`VALUES`)
//! and its name (`NAMES`) in the corner, with the step's square marked as
//! on every board. An article's board is drawn as the puzzle it is (see
//! [`DeclaredBoard::drawn_as`]): a Sudoku's boxes, a Kendoku's cages with
//! their sums in the corner, the star's triangles.

use crate::i18n::{Lang, T};
use crate::kinds::drawing::{borders, corner, grid_label, with_state, CellState, CellView};
use crate::lab::DeclaredBoard;
use crate::page::view::board::BoardView;
use crate::page::Run;
use crate::puzzles::BoardShape;
use crate::solve::board_of;

/// The board of `run` on the grid `declared`: the moment's values, or
/// the solution `browsing` if one is browsed; a board of no squares
/// while the learner's code has not declared its board yet.
pub fn declared_view(
    declared: Option<&DeclaredBoard>,
    run: &Run,
    browsing: Option<usize>,
    lang: Lang,
) -> BoardView {
    let Some(declared) = declared else {
        return BoardView {
            shape: BoardShape::Grid { rows: 0, cols: 0 },
            squares: Vec::new(),
            frame: None,
            marks: 0,
            wide: None,
        };
    };
    let squares = declared.squares();
    let drawn_as = declared.drawn_as();
    let browsed = browsing.and_then(|i| run.solutions.get(i));
    let values = match browsed {
        Some(solution) => solution.bytes(),
        None => board_of(&run.moment.path, squares),
    };
    let event = run
        .moment
        .event
        .filter(|_| browsed.is_none())
        .and_then(CellState::of_event);
    let squares = (0..squares)
        .map(|square| {
            let at_event = event.filter(|(mv, _)| usize::from(mv.cell) == square);
            let (value, state) = match (at_event, values.get(square).copied().unwrap_or(0)) {
                (Some((mv, state)), _) => (mv.value, state),
                (None, 0) => (0, CellState::Empty),
                (None, value) => (value, CellState::Placed),
            };
            let mut view = square_view(declared, square, value, state, lang);
            if let Some(puzzle) = &drawn_as {
                view.classes.extend(borders(puzzle, square));
                view.corner = view.corner.or_else(|| corner(puzzle, square));
            }
            view
        })
        .collect();
    let shape = match &drawn_as {
        Some(puzzle) => puzzle.board_shape(),
        None => BoardShape::Grid {
            rows: declared.rows,
            cols: declared.cols,
        },
    };
    BoardView {
        shape,
        squares,
        frame: None,
        marks: 0,
        wide: None,
    }
}

/// Square `square` holding move `value` (0: none) in `state`.
fn square_view(
    declared: &DeclaredBoard,
    square: usize,
    value: u8,
    state: CellState,
    lang: Lang,
) -> CellView {
    let text = declared.word(value).to_owned();
    let name = declared.names.get(square).filter(|n| !n.is_empty());
    let shown = if text.is_empty() {
        lang.t(T::CellEmpty).to_owned()
    } else {
        text.clone()
    };
    let mut label = match declared.star {
        true => with_state(
            lang,
            format!("{} {shown}", declared.square_name(square)),
            state,
        ),
        false => grid_label(lang, square, declared.cols, &shown, state),
    };
    if let Some(name) = name {
        label = format!("{name}: {label}");
    }
    let mut classes = vec!["declared"];
    if text.chars().count() > 2 {
        classes.push("long-word");
    }
    CellView {
        text,
        state,
        classes,
        label,
        corner: name.cloned(),
        candidates: Vec::new(),
        ..CellView::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Move};
    use crate::lab::DeclaredBoard;
    use crate::page::Subject;
    use crate::protocol::Moment;

    fn map() -> DeclaredBoard {
        DeclaredBoard::read("1 3\n0 1 2\nR\u{1f}G\u{1f}B\nWA\u{1f}NT\u{1f}SA").unwrap()
    }

    #[test]
    fn the_grid_shows_the_words_the_names_and_the_step() {
        let mut run = Run::new(Subject::Own(None), None);
        run.moment = Moment {
            path: vec![Move::new(0, 1)],
            event: Some(Event::Reject {
                level: 1,
                mv: Move::new(1, 1),
            }),
            ..Moment::default()
        };
        let view = declared_view(Some(&map()), &run, None, Lang::En);
        assert_eq!(view.shape, BoardShape::Grid { rows: 1, cols: 3 });
        let texts: Vec<&str> = view.squares.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(texts, ["R", "R", ""]);
        let states: Vec<CellState> = view.squares.iter().map(|s| s.state).collect();
        assert_eq!(
            states,
            [CellState::Placed, CellState::Rejected, CellState::Empty]
        );
        assert_eq!(view.squares[1].corner.as_deref(), Some("NT"));
        assert!(view.squares[1].label.starts_with("NT: "));
        assert!(view.squares[1].label.contains(", rejected"));
        let german = declared_view(Some(&map()), &run, None, Lang::De);
        assert!(
            german.squares[2].label.contains("leer"),
            "{}",
            german.squares[2].label
        );
    }

    #[test]
    fn an_articles_kendoku_is_drawn_with_its_cages_and_their_sums() {
        let squares: Vec<String> = (0..16).map(|s| s.to_string()).collect();
        let cages = "3\u{1e}+\u{1e}0 1\u{1f}12\u{1e}x\u{1e}2 3\u{1f}1\u{1e}-\u{1e}4 8\u{1f}\
                     4\u{1e}/\u{1e}5 6\u{1f}6\u{1e}+\u{1e}7 11 15\u{1f}8\u{1e}+\u{1e}9 12 13\u{1f}\
                     2\u{1e}/\u{1e}10 14";
        let text = format!(
            "4 4\n{}\n1\u{1f}2\u{1f}3\u{1f}4\n\nafter\n{cages}",
            squares.join(" ")
        );
        let board = DeclaredBoard::read(&text).unwrap();
        let run = Run::new(Subject::Own(None), None);
        let view = declared_view(Some(&board), &run, None, Lang::En);
        let corners: Vec<Option<&str>> = view.squares.iter().map(|s| s.corner.as_deref()).collect();
        assert_eq!(corners[0], Some("3+"));
        assert_eq!(corners[2], Some("12\u{d7}"));
        assert_eq!(corners[1], None, "a cage's sum in its first square only");
        let thick = |sq: usize, class: &str| view.squares[sq].classes.contains(&class);
        assert!(thick(1, "thick-right"), "between the 3+ and 12x cages");
        assert!(!thick(0, "thick-right"), "inside the 3+ cage");
        assert!(thick(0, "thick-bottom") && !thick(4, "thick-bottom"));
        // Without the article's `after`, the same lines are a board of the
        // learner's own: drawn plain.
        let own = DeclaredBoard::read(&text.replace("after", "")).unwrap();
        let view = declared_view(Some(&own), &run, None, Lang::En);
        assert!(view.squares.iter().all(|s| s.corner.is_none()));
        assert!(view.squares.iter().all(|s| s.classes == ["declared"]));
    }

    #[test]
    fn an_articles_vector_of_54_squares_is_drawn_as_the_star() {
        let squares: Vec<String> = (0..54).map(|s| s.to_string()).collect();
        let text = format!("6 9\n{}\n1\u{1f}2\n\nafter\n\nstar", squares.join(" "));
        let board = DeclaredBoard::read(&text).unwrap();
        let run = Run::new(Subject::Own(None), None);
        let view = declared_view(Some(&board), &run, None, Lang::En);
        assert_eq!(view.shape, BoardShape::Star);
        assert_eq!(view.squares.len(), 54);
        let name = board.square_name(0);
        assert!(
            view.squares[0].label.starts_with(&format!("{name} ")),
            "{}",
            view.squares[0].label
        );
    }
}
