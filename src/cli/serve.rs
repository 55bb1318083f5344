//! `btlab serve`: the built page and the class relay on one address
//! (the server itself is the `btlab-class` crate).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

/// `btlab serve`'s flags.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Where to listen.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The built page (trunk's output).
    #[arg(long, default_value = "dist")]
    dist: PathBuf,
    /// Share rooms with every server on this Redis (redis://host:port);
    /// without it, this server holds its rooms alone.
    #[arg(long)]
    redis: Option<String>,
}

/// Serves until Ctrl-C; a folder without the page, a Redis that does not
/// answer or an address taken is said in one line.
pub fn serve(args: ServeArgs) -> Result<(), String> {
    if !args.dist.join("index.html").is_file() {
        return Err(format!(
            "{}: no index.html (build the page first: trunk build --release)",
            args.dist.display()
        ));
    }
    let options = btlab_class::ServeOptions {
        addr: args.addr,
        dist: args.dist,
        rules: btlab_class::RoomRules::default(),
        redis: args.redis,
    };
    btlab_class::run(options).map_err(|e| e.to_string())
}
