//! The walk natively: `simd-band scalar|vector|vector-uncounted STEPS`
//! prints the JSON that the wasm build's `bench_band` returns.

use std::time::Instant;

fn main() -> Result<(), String> {
    let usage = "usage: simd-band scalar|vector|vector-uncounted STEPS";
    let mut args = std::env::args().skip(1);
    let kind = simd_band::Kind::named(&args.next().ok_or(usage)?)?;
    let steps = args.next().and_then(|s| s.parse().ok()).ok_or(usage)?;
    let clock = Instant::now();
    println!(
        "{}",
        simd_band::timed(steps, kind, || clock.elapsed().as_secs_f64() * 1000.0)
    );
    Ok(())
}
