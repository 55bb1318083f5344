//! The messages on the wire: postcard, a compact binary form (an event
//! takes four or five bytes), in place of JSON, whose decoding of large
//! batches cost the page whole frames.

use serde::de::DeserializeOwned;
use serde::Serialize;

/// A message as bytes.
pub fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).expect("protocol types have no maps or unsized parts")
}

/// A message from bytes; the error says what did not fit.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    postcard::from_bytes(bytes).map_err(|e| format!("a message of {} bytes: {e}", bytes.len()))
}
