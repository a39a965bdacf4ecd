// Pastime: compiles app.wasm in a worker, off the page's main thread.
// The page hands over the body of app.wasm's response as a stream and gets
// the compiled module back (see pastime.js).
"use strict";
self.onmessage = async (e) => {
  try {
    const module = await WebAssembly.compileStreaming(
      new Response(e.data, { headers: { "Content-Type": "application/wasm" } }));
    self.postMessage({ module });
  } catch (err) {
    self.postMessage({ error: String(err) });
  }
};
