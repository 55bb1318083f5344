//! The connection to the class relay: the browser's WebSocket, its
//! events turned into [`ClassEvent`]s.

use btlab_class::protocol::{ClientMessage, ServerMessage};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};
use yew::Callback;

use crate::class::ClassEvent;

/// An open (or opening) connection; closed when dropped.
pub struct Socket {
    socket: WebSocket,
    _opened: Closure<dyn FnMut(web_sys::Event)>,
    _heard: Closure<dyn FnMut(MessageEvent)>,
    _closed: Closure<dyn FnMut(web_sys::Event)>,
}

impl Socket {
    /// Connects to the relay of the server that served the page; its
    /// events go to `on`.
    pub fn open(on: Callback<ClassEvent>) -> Option<Socket> {
        let page = web_sys::window()?.document()?.base_uri().ok()??;
        let url = web_sys::Url::new_with_base("class", &page).ok()?;
        let scheme = if url.protocol() == "https:" {
            "wss:"
        } else {
            "ws:"
        };
        url.set_protocol(scheme);
        let socket = WebSocket::new(&url.href()).ok()?;
        let opened = {
            let on = on.clone();
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_| on.emit(ClassEvent::Connected))
        };
        let heard = {
            let on = on.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
                let text = event.data().as_string().unwrap_or_default();
                match serde_json::from_str::<ServerMessage>(&text) {
                    Ok(message) => {
                        if let ServerMessage::Refused { why, detail } = &message {
                            // For whoever reads the console: the relay's words.
                            let said = format!("class relay refused: {why:?}: {detail}");
                            web_sys::console::warn_1(&said.into());
                        }
                        on.emit(ClassEvent::Heard(message));
                    }
                    Err(e) => web_sys::console::warn_1(&format!("class relay: {e}").into()),
                }
            })
        };
        let closed =
            Closure::<dyn FnMut(web_sys::Event)>::new(move |_| on.emit(ClassEvent::Closed));
        socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(heard.as_ref().unchecked_ref()));
        socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Some(Socket {
            socket,
            _opened: opened,
            _heard: heard,
            _closed: closed,
        })
    }

    /// Sends the relay `message`.
    pub fn send(&self, message: &ClientMessage) {
        if let Ok(text) = serde_json::to_string(message) {
            let _ = self.socket.send_with_str(&text);
        }
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        // A connection let go of says nothing more.
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}
