//! The walk natively: `simd-band scalar|vector STEPS` prints the JSON that
//! the wasm build's `bench_band` returns.

use std::time::Instant;

fn main() -> Result<(), String> {
    let usage = "usage: simd-band scalar|vector STEPS";
    let mut args = std::env::args().skip(1);
    let vectors = match args.next().as_deref() {
        Some("scalar") => false,
        Some("vector") => true,
        _ => return Err(usage.into()),
    };
    let steps = args.next().and_then(|s| s.parse().ok()).ok_or(usage)?;
    let clock = Instant::now();
    println!(
        "{}",
        simd_band::timed(steps, vectors, || clock.elapsed().as_secs_f64() * 1000.0)
    );
    Ok(())
}
