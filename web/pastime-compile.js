// Pastime: loads app.wasm in a worker, off the page's main thread (see
// pastime.js). The worker downloads app.wasm, reporting its progress, and
// hands the page its bytes, which the page compiles. A module compiled
// here instead cost the page's thread more than compiling the bytes there:
// the instantiation of a module from the worker, and the start's compiling
// on first use. The browser compiles each function of the module the first
// time it runs, on the thread that runs it: the page's start pauses often
// while it does (app/yield.go). Rehearsing that start here first, on a
// stand-in of the page, kept the compiling off the page's thread but ran
// the start twice before the page was ready, and a first visit was ready
// 10% to 15% sooner without it on two cores (see the README's Loading).
"use strict";
self.onmessage = async (e) => {
  const { url } = e.data;
  try {
    const response = fetch(url);
    // The request is on its way: the page, which waits for this on a first
    // visit before it lays itself out, may go on (pastime.js).
    self.postMessage({ started: true });
    const res = await response;
    if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
    const raw = Number(res.headers.get("X-Wasm-Content-Length")) || 0;
    const length = Number(res.headers.get("Content-Length")) || 0;
    const total = raw || length;
    self.postMessage({ total });
    // The bytes go into one buffer of app.wasm's size as they come, while
    // the wait is for the network: joining the chunks once the last had
    // come (a Blob) took 44 to 56 ms of copying on two cores, between the
    // download and the page's compile. A host that compresses app.wasm
    // itself (GitHub Pages) gives only the compressed length, or none:
    // then the chunks are joined at the end.
    const size = raw || (res.headers.get("Content-Encoding") ? 0 : length);
    const buf = size > 0 ? new Uint8Array(size) : null;
    const chunks = [];
    const reader = res.body.getReader();
    let loaded = 0, filled = 0, told = -1;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (buf && !chunks.length && filled + value.byteLength <= size) {
        buf.set(value, filled);
        filled += value.byteLength;
      } else {
        chunks.push(value);
      }
      loaded += value.byteLength;
      // A message a percent is plenty for the page's progress label.
      const percent = total ? Math.floor((loaded * 100) / total) : loaded;
      if (percent !== told) {
        told = percent;
        self.postMessage({ loaded });
      }
    }
    // The bytes move to the page (transferred, not copied).
    const bytes = buf && filled === size ? buf.buffer :
      await new Blob(buf ? [buf.subarray(0, filled), ...chunks] : chunks).arrayBuffer();
    self.postMessage({ bytes }, [bytes]);
  } catch (err) {
    self.postMessage({ error: String((err && err.message) || err) });
  }
};
