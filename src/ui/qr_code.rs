//! A QR code of a text (a moment's link), drawn as SVG from the modules
//! that qrcode-generator (npm, MIT) makes. The encoder is the build's
//! `lesson/qrcode.mjs`, imported the first time a code is drawn (a first
//! visit downloads nothing of it); the service worker keeps it then.

use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

use crate::page::{qr_path, QUIET};

#[wasm_bindgen(inline_js = r#"
let encoder;
export function qr_modules(text) {
  encoder ??= import(new URL('lesson/qrcode.mjs', document.baseURI).href)
    .catch((error) => { encoder = undefined; throw error; });
  return encoder.then((module) => {
    const qr = module.qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const size = qr.getModuleCount();
    let dark = '';
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) dark += qr.isDark(row, col) ? '1' : '0';
    }
    return dark;
  });
}
"#)]
extern "C" {
    /// The modules of `text`'s QR code, row by row, `1` for dark.
    fn qr_modules(text: &str) -> js_sys::Promise;
}

/// The QR code's properties.
#[derive(Properties, PartialEq)]
pub struct QrCodeProps {
    /// The text it encodes.
    pub text: String,
    /// What a screen reader says of it.
    pub label: String,
    /// What stands instead when the encoder cannot be loaded.
    pub failed: String,
}

/// What the encoder gave for a text: its modules, or nothing.
type Encoded = (String, Option<String>);

/// The QR code of `text`.
#[function_component(QrCode)]
pub fn qr_code(props: &QrCodeProps) -> Html {
    let encoded = use_state(|| None::<Encoded>);
    {
        let encoded = encoded.clone();
        use_effect_with(props.text.clone(), move |text| {
            let (text, promise) = (text.clone(), qr_modules(text));
            wasm_bindgen_futures::spawn_local(async move {
                let modules = JsFuture::from(promise).await.ok();
                encoded.set(Some((text, modules.and_then(|m| m.as_string()))));
            });
        });
    }
    // A code still on its way for a new text: the old one is not shown.
    let shown = encoded.as_ref().filter(|(t, _)| *t == props.text);
    let Some((_, modules)) = shown else {
        return html! { <div class="qr" aria-busy="true"></div> };
    };
    let Some(modules) = modules else {
        return html! { <p class="qr-failed">{&props.failed}</p> };
    };
    let dark: Vec<bool> = modules.chars().map(|c| c == '1').collect();
    let size = (dark.len() as f64).sqrt() as usize;
    let side = size + 2 * QUIET;
    html! {
        <svg class="qr" viewBox={format!("0 0 {side} {side}")} role="img" aria-label={props.label.clone()}
             shape-rendering="crispEdges" data-text={props.text.clone()}>
          <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
          <path d={qr_path(size, &dark)} fill="#000" />
        </svg>
    }
}
