//! A lesson's embed: a link with `embed=1` plays its range of steps,
//! loops or stops at its end, shows the panels it names and keeps its
//! keys in the address bar; the page writes the `<iframe>` for a slide.

use super::*;
use btlab::page::{iframe_code, Embed, LessonAction, EMBED_STEPS, LOOP_HOLD_MS};

const QUEENS6: &str = r#"puzzle={"kind":"queens","n":6}&strategy=classic"#;

/// The page opened on an embed's `fragment`, and its embed, whose range,
/// loop and player are `expected`.
fn open_embed(fragment: &str, expected: (u64, u64, bool, bool)) -> (Page, Embed) {
    let page = Page::open(fragment);
    let embed = page.model.lesson.embed().expect("an embed");
    let read = (embed.from, embed.to, embed.looping, embed.controls);
    assert_eq!(read, expected);
    (page, embed)
}

/// The steps on screen over `ticks` ticks of the page's clock.
fn watch(page: &mut Page, ticks: usize) -> Vec<u64> {
    (0..ticks)
        .map(|_| {
            page.now += 16.0;
            page.act(Action::Tick);
            page.model.step()
        })
        .collect()
}

#[test]
fn an_embed_plays_its_range_again_and_again_and_never_past_it() {
    let fragment =
        format!("{QUEENS6}&speed=3&embed=1&from=10&to=20&loop=1&panels=explanation,tree");
    let (mut page, embed) = open_embed(&fragment, (10, 20, true, true));
    assert!(embed.panels.shows(Panel::Tree) && !embed.panels.shows(Panel::Code));
    assert_eq!(page.model.on_screen().panels_on_screen(), embed.panels);
    let seen = watch(&mut page, 600);
    assert!(
        seen.iter().all(|&s| s <= 20),
        "never past its last step: {seen:?}"
    );
    // At its last step the play holds, to be read, then starts again
    // (the tests' clock does not wait: the hold is a command).
    let holds = page.commands.iter().filter(|c| {
        matches!(c, Command::Later { ms, action } if *ms == LOOP_HOLD_MS
            && **action == Action::Lesson(LessonAction::EmbedAgain))
    });
    assert!(
        holds.count() >= 2,
        "it reached its last step and held, twice or more"
    );
    let again = seen.windows(2).filter(|w| w[1] < w[0]).count();
    assert!(again >= 2, "it played from its first step again: {seen:?}");
    assert!(seen.iter().all(|&s| s >= 10), "{seen:?}");
    assert!(page.model.run.cursor().playing);
    // The address bar keeps the embed: a reload is the same embed.
    let back = Embed::of(&read_link(&page.model.link()));
    assert_eq!(back, Some(embed));
}

#[test]
fn an_embed_without_loop_stops_at_its_end_and_bare_has_no_player() {
    let fragment = format!("{QUEENS6}&speed=3&embed=1&step=5&to=12&controls=none");
    let (mut page, embed) = open_embed(&fragment, (5, 12, false, false));
    assert!(embed.panels.shows(Panel::Explanation) && !embed.panels.shows(Panel::Chain));
    let seen = watch(&mut page, 300);
    assert_eq!(seen.last(), Some(&12));
    assert!(seen.iter().all(|&s| s <= 12));
    assert!(!page.model.run.cursor().playing, "it stops at its end");
    assert_eq!(
        Embed::of(&read_link(QUEENS6)),
        None,
        "no embed unless asked"
    );
}

#[test]
fn the_embed_code_frames_the_next_steps_from_this_one() {
    let mut page = Page::open(&format!("{QUEENS6}&step=4"));
    page.settle();
    let fragment = page.model.embed_fragment();
    let embed = Embed::of(&read_link(&fragment)).expect("an embed link");
    assert_eq!(
        (embed.from, embed.to, embed.looping),
        (4, 4 + EMBED_STEPS, true)
    );
    let code = iframe_code("https://example.org/lab/", &fragment);
    assert!(
        code.starts_with("<iframe src=\"https://example.org/lab/#puzzle="),
        "{code}"
    );
    assert!(
        code.contains("&amp;embed=1&amp;from=4") && !code.contains("&embed"),
        "{code}"
    );
    assert!(code.contains("width=\"960\" height=\"540\""));
    // Copying asks the page for the clipboard with that fragment.
    page.act(Action::Page(PageAction::CopyEmbed));
    assert!(page.commands.contains(&Command::CopyEmbed(fragment)));
}
