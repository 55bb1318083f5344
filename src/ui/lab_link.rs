//! The Lab's code in a link: deflated by the browser's own
//! `CompressionStream` and written in base64url (`btoa`), so that a
//! lesson's code fits a link; unpacked the same way when a link brings it.

use js_sys::{Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, ReadableStream, ReadableWritablePair, Response};

#[wasm_bindgen]
extern "C" {
    /// The browser's `CompressionStream` (web-sys has it only unstable).
    #[wasm_bindgen(js_name = CompressionStream)]
    type Compression;
    #[wasm_bindgen(constructor, js_class = "CompressionStream", catch)]
    fn new(format: &str) -> Result<Compression, JsValue>;

    /// The browser's `DecompressionStream`.
    #[wasm_bindgen(js_name = DecompressionStream)]
    type Decompression;
    #[wasm_bindgen(constructor, js_class = "DecompressionStream", catch)]
    fn new(format: &str) -> Result<Decompression, JsValue>;
}

/// The bytes of `stream` piped through `transform` (a compression or
/// decompression stream).
async fn piped(stream: ReadableStream, transform: &JsValue) -> Result<Vec<u8>, JsValue> {
    let pair: &ReadableWritablePair = transform.unchecked_ref();
    let out = stream.pipe_through(pair);
    let response = Response::new_with_opt_readable_stream(Some(&out))?;
    let buffer = JsFuture::from(response.array_buffer()?).await?;
    Ok(Uint8Array::new(&buffer).to_vec())
}

fn stream_of(bytes: &[u8]) -> Result<ReadableStream, JsValue> {
    let parts = Array::of1(&Uint8Array::from(bytes));
    Ok(Blob::new_with_u8_array_sequence(&parts)?.stream())
}

/// `code` deflated and written in base64url.
pub async fn pack(code: &str) -> Result<String, JsValue> {
    let deflate = Compression::new("deflate-raw")?;
    let bytes = piped(stream_of(code.as_bytes())?, &deflate).await?;
    let binary: String = bytes.iter().map(|&b| char::from(b)).collect();
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    Ok(window
        .btoa(&binary)?
        .replace('+', "-")
        .replace('/', "_")
        .trim_end_matches('=')
        .to_owned())
}

/// The code `packed` holds, or the error that it holds none.
pub async fn unpack(packed: &str) -> Result<String, JsValue> {
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    let standard = packed.replace('-', "+").replace('_', "/");
    let binary = window.atob(&standard)?;
    let bytes: Vec<u8> = binary.chars().map(|c| c as u32 as u8).collect();
    let inflate = Decompression::new("deflate-raw")?;
    let text = piped(stream_of(&bytes)?, &inflate).await?;
    String::from_utf8(text).map_err(|_| JsValue::NULL)
}
