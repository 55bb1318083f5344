//! The messages on the wire: postcard, a compact binary form (an event
//! takes four or five bytes), in place of JSON, whose decoding of large
//! batches cost the page whole frames.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// A message as bytes.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    // Not `expect`: postcard's error texts would weigh on the page's wasm.
    postcard::to_allocvec(message)
        .unwrap_or_else(|_| unreachable!("protocol types have no maps or unsized parts"))
}

/// A message from bytes; the error names its length. Not postcard's own
/// words for what did not fit: a page and a worker of one build always
/// agree, so this is a broken message, and those words would weigh on
/// the page's wasm.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|_| {
        format!(
            "a message of {} bytes that is not one of the protocol's",
            bytes.len()
        )
    })
}
