use btlab::fast::{read_bench_file, solve_nine};
fn main() {
    for set in std::env::args().skip(1) {
        let text = std::fs::read_to_string(format!("../shared/bench-data/{set}")).unwrap();
        let grids = read_bench_file(&text).unwrap();
        let g: u64 = grids
            .iter()
            .map(|g| solve_nine(g, 2, 0).unwrap().guesses)
            .sum();
        println!("{set}: {:.1} guesses/puzzle", g as f64 / grids.len() as f64);
    }
}
