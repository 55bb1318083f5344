//! The page (wasm only): Yew components that draw the pure model of
//! `page` and turn browser events into its actions. One component per
//! file; the app holds the model and carries out its commands.

mod app;
mod board;
mod browser;
mod choices;
pub mod class;
mod class_door;
mod colour_palette;
mod counters;
mod diagnostics;
mod digit_pad;
mod effects;
mod engaged;
mod export_dialog;
mod gif_export;
mod header;
mod help;
mod host;
mod import_box;
mod intl;
mod keys;
mod lab;
mod lab_choice;
mod lab_editor;
mod lab_exercises;
mod lab_link;
mod lab_open;
mod lab_python;
mod lang_tables;
mod legend;
mod lesson_panel;
mod note;
mod offline;
mod on_change;
mod panels;
mod part_texts;
mod picker;
mod play_bar;
mod predict;
mod print_dialog;
mod print_sheet;
mod puzzle_menu;
mod qr_code;
mod race;
mod region_editor;
mod run_controls;
mod scrub;
mod side_column;
mod star_board;
mod wide_board;

pub use app::App;

/// Mounts the app on the page; the `app` binary's whole `main`.
pub fn start() {
    console_error_panic_hook::set_once();
    offline::register();
    match host::make() {
        Some(host) => yew::Renderer::<App>::with_root(host).render(),
        None => yew::Renderer::<App>::new().render(),
    };
}
