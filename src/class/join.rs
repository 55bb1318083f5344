//! The join link, the code as a projector shows it, and a teacher's
//! moment as a student's page opens it.

/// The key of the join link's fragment: `#class=CODE`.
pub const JOIN_KEY: &str = "class";

/// The join link of `room` on the page at `page` (its address without a
/// fragment).
pub fn join_link(page: &str, room: &str) -> String {
    let page = page.split('#').next().unwrap_or(page);
    format!("{page}#{JOIN_KEY}={room}")
}

/// A code as the projector shows it and a teacher reads it out: two
/// groups of four ("4F7K 2M9Q").
pub fn shown_code(room: &str) -> String {
    let chars: Vec<char> = room.chars().collect();
    chars
        .chunks(4)
        .map(|group| group.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The teacher's moment as a student's page opens it: without the
/// teacher's language (each page keeps its reader's) and without a join
/// key.
pub fn for_student(moment: &str) -> String {
    moment
        .trim_start_matches('#')
        .split('&')
        .filter(|pair| {
            let key = pair.split('=').next().unwrap_or("");
            key != "lang" && key != JOIN_KEY
        })
        .collect::<Vec<_>>()
        .join("&")
}
