//! `btlab`, the native command line. See `btlab --help`.

#![forbid(unsafe_code)]

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    btlab::cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
