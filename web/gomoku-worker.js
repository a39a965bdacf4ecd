// Pastime: Gomoku's computer player in a Web Worker. It loads Go's
// WebAssembly support and gomoku-worker.wasm (cmd/gomoku-worker), both
// beside this file's folder, and hands each request the page posts to
// the engine; requests that come while the engine loads wait for it.
"use strict";
importScripts("../wasm_exec.js");

const waiting = [];
let failed = null;

self.onmessage = (e) => {
  if (failed) {
    self.postMessage({ id: e.data && e.data.id, error: failed });
  } else if (self.pastimeGomokuRequest) {
    self.pastimeGomokuRequest(e.data);
  } else {
    waiting.push(e.data);
  }
};

// Called by the engine once it listens.
self.pastimeGomokuReady = () => {
  // Each request runs to its end before the next: one search at a time.
  for (const req of waiting.splice(0)) self.pastimeGomokuRequest(req);
};

(async () => {
  try {
    const go = new Go();
    const res = await fetch("gomoku-worker.wasm");
    if (!res.ok) throw new Error(`gomoku-worker.wasm: ${res.status} ${res.statusText}`);
    const { instance } = await WebAssembly.instantiateStreaming(res, go.importObject);
    go.run(instance);
  } catch (err) {
    failed = String(err);
    for (const req of waiting.splice(0)) self.postMessage({ id: req && req.id, error: failed });
  }
})();
