// Pastime: put the player's saved settings in force before the page first
// paints, as the app does once it starts (app/settings.go): a theme chosen
// against the system's no longer shows the other one first.
(function () {
  "use strict";
  const root = document.documentElement;
  let s = null;
  try {
    s = JSON.parse(localStorage.getItem("pastime.settings"));
  } catch (e) {
    // No storage, or a record the app will set aside when it starts.
  }
  if (!s || typeof s !== "object") s = {};
  if (s.theme === "light" || s.theme === "dark") root.dataset.theme = s.theme;
  if (s.motion === "off") root.dataset.motion = "off";
})();

// Pastime: when the Go program stops on an error, show a panel with a way
// back instead of a page that no longer answers. The texts come from the
// app's catalog (set when it starts); English stands in before that.
(function () {
  "use strict";
  let Go;
  Object.defineProperty(globalThis, "Go", {
    configurable: true,
    get() { return Go; },
    set(base) {
      Go = class extends base {
        constructor() {
          super();
          const exit = this.exit;
          this.exit = (code) => {
            exit.call(this, code);
            if (code !== 0) showCrash();
          };
        }
      };
    },
  });

  function showCrash() {
    if (document.getElementById("crash")) return;
    const t = Object.assign({
      title: "Something went wrong",
      text: "Pastime stopped because of an error. Your saved games and statistics are safe.",
      reload: "Reload",
      home: "Go to the home page",
      href: "/",
    }, globalThis.pastimeCrashText || {});
    const panel = document.createElement("div");
    panel.id = "crash";
    panel.className = "crash";
    panel.setAttribute("role", "alertdialog");
    panel.setAttribute("aria-labelledby", "crash-title");
    const h = document.createElement("h1");
    h.id = "crash-title";
    h.textContent = t.title;
    const p = document.createElement("p");
    p.textContent = t.text;
    const reload = document.createElement("button");
    reload.id = "crash-reload";
    reload.textContent = t.reload;
    reload.addEventListener("click", () => location.reload());
    const home = document.createElement("a");
    home.id = "crash-home";
    home.href = t.href || "/";
    home.textContent = t.home;
    panel.append(h, p, reload, home);
    document.body.append(panel);
    reload.focus();
  }
})();

// Pastime: start the app without freezing the page the server rendered.
// go-app's loader (app.js) fetches app.wasm, reads it through a JavaScript
// stream to show its progress and hands that stream to the compiler: 9 MB
// that pass through the page's main thread, in tasks of 50 to 100 ms in
// Lighthouse's traces, and a compiler that decodes them there too. Here a
// worker (pastime-compile.js) fetches app.wasm instead and reports its
// progress, which reaches app.js as chunks that carry only their length;
// app.js shows the percentages as before. The worker hands the page the
// bytes, which the page compiles with WebAssembly.compile, off its thread.
// A module compiled in the worker and handed over instead took 89 ms of
// the page's thread to instantiate in Lighthouse's trace, and its start
// ran twice as long there: Lighthouse's mobile score was 77 to 80 against
// 80 to 89 with the bytes (the README's Loading). Once compiled, each step
// runs in a task of its own, so the page paints and answers in between; on
// a first visit the Go program compiles what it runs as it goes, and
// pauses often (app/yield.go).
// Should the worker fail, the page loads app.wasm itself. On a visit the
// service worker answers, the page compiles app.wasm itself from the
// start: the browser reads the service worker's copy and compiles it off
// the page's thread, and starting a worker would only delay the page (15
// ms). The root element's data-wasm-compile says where app.wasm came from
// to be compiled: "worker" (fetched by it), "page", or "cache" (the
// service worker's copy).
(function () {
  "use strict";
  if (!globalThis.WebAssembly || !WebAssembly.compileStreaming || !globalThis.fetch ||
      !globalThis.Worker || !globalThis.ReadableStream || !document.currentScript) return;
  const compilerURL = new URL("pastime-compile.js", document.currentScript.src).href;
  const fetch0 = globalThis.fetch;
  const root = document.documentElement;
  const compiledIn = (where) => { root.dataset.wasmCompile = where; };
  let loading = null; // the load of app.wasm, once app.js asks for it

  // The server's page stays out of the layout (data-pending) while the app
  // starts, until one of two things, or a time limit in case neither comes.
  // When the app is cached, so that it starts within a fraction of a
  // second, until the app has drawn its own page (app/frame.go removes
  // data-pending), or 3 s: the page that shows is then the app's, ready for
  // input and in the player's language (the server's is in English), and
  // the browser does not lay out and paint a page that the app replaces a
  // moment later, which made a repeat visit of /gomoku and /fifteen ready
  // in about 0.8 of the time (the README's Loading). On a first visit,
  // whose download may take long, until the worker says that its request
  // for app.wasm is on its way, or 150 ms: a worker needs the page's thread
  // for a moment to start, and the first layout of the server's page held
  // that thread for 100 to 130 ms on two cores, so a worker created here
  // started only once the page was parsed and laid out (its first message
  // at 230 to 280 ms, created at 80 to 110), and gained nothing. With the
  // layout held back it starts at 165 to 195 ms; the page's content paints
  // 24 to 60 ms later than it did, and the page is ready 90 to 110 ms
  // sooner, 0.82 to 0.86 of the time. Input on the page's board is held
  // until the app runs (below).
  // Both start loading app.wasm here, while the page is still being parsed
  // (go-app's loader asks for it only once the page is parsed): a page the
  // service worker answers compiles it here, ready 8 to 16 ms sooner,
  // medians of ten; a first visit starts its worker.
  const controlled = !!(navigator.serviceWorker && navigator.serviceWorker.controller);
  const wasmURL = new URL("app.wasm", document.currentScript.src).href;
  const show = () => { delete root.dataset.pending; };
  root.dataset.pending = "";
  setTimeout(show, controlled ? 3000 : 150);
  let early = null;
  if (controlled) {
    early = loadHere(wasmURL);
  } else {
    try {
      early = load(wasmURL, show);
    } catch (err) {
      show(); // no worker: the page loads app.wasm itself (below)
    }
  }
  globalThis.fetch = function (input, init) {
    if (typeof input === "string" && /\/app\.wasm$/.test(input) && !loading) {
      const url = new URL(input, location.href).href;
      loading = early && early.url === url ? early : controlled || !early ? loadHere(url) : load(url);
      return loading.response;
    }
    return fetch0.call(this, input, init);
  };

  // loadHere compiles app.wasm on the page, for a page the service worker
  // answers (see above). It reads the service worker's copy straight from
  // Cache Storage, as the service worker would answer it: compiling took
  // 67 to 102 ms against 109 to 225 through the service worker, and
  // /gomoku was ready 50 ms sooner (medians of nine). Where the copy is
  // missing it asks the service worker. The response it gives app.js goes
  // from 0 to 100% when the module is compiled.
  function loadHere(url) {
    const l = { url, fake: true, where: "page" };
    const cached = globalThis.caches ? caches.match(url).catch(() => undefined) : Promise.resolve();
    l.module = cached.then((r) => {
      if (r) l.where = "cache";
      return WebAssembly.compileStreaming(r || fetch0(url));
    });
    l.module.catch(() => {});
    const body = new ReadableStream({
      start(c) {
        const end = () => { c.enqueue({ byteLength: 1 }); c.close(); };
        l.module.then(end, end);
      },
    });
    l.response = Promise.resolve(new Response(body,
      { headers: { "Content-Type": "application/wasm", "X-Wasm-Content-Length": "1" } }));
    return l;
  }

  // load starts the worker on url. Its response, for app.js, resolves once
  // the worker knows app.wasm's size, with a body of progress chunks; its
  // module resolves when the page has compiled the bytes the worker hands
  // it, or fails with the worker. A worker that fails before it could
  // answer leaves the fetch to the page. started, if given, is called when
  // the worker has sent its request, or has failed.
  function load(url, started = () => {}) {
    const l = { url, fake: false };
    let answer, done, fail, progress = null, loaded = 0;
    l.response = new Promise((resolve) => { answer = resolve; });
    l.module = new Promise((resolve, reject) => { done = resolve; fail = reject; });
    l.module.catch(() => {}); // a failure is handled where the module is awaited
    const w = new Worker(compilerURL);
    const stop = (err) => {
      started();
      w.terminate();
      if (progress) progress.close();
      if (!l.fake) answer(fetch0(url));
      fail(err);
    };
    w.onmessage = (e) => {
      const m = e.data || {};
      if (m.started) {
        started();
      } else if (m.error) {
        stop(new Error(m.error));
      } else if (m.bytes) {
        w.terminate();
        if (progress) progress.close();
        done(WebAssembly.compile(m.bytes));
      } else if ("total" in m) {
        const headers = { "Content-Type": "application/wasm" };
        if (m.total > 0) headers["X-Wasm-Content-Length"] = String(m.total);
        l.fake = true;
        answer(new Response(new ReadableStream({ start(c) { progress = c; } }), { headers }));
      } else if (progress && m.loaded > loaded) {
        progress.enqueue({ byteLength: m.loaded - loaded });
        loaded = m.loaded;
      }
    };
    w.onerror = () => stop(new Error("the worker did not start"));
    w.postMessage({ url });
    return l;
  }

  // nextTask resolves in a task of its own, so that the browser handles
  // input and paints in between when a frame is due. Waiting for the next
  // frame itself (requestAnimationFrame) made a repeat visit 20 ms later
  // to be ready for nothing: the page had painted already.
  const nextTask = () => new Promise((resolve) => { setTimeout(resolve, 0); });

  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const shown = await source; // app.js's response, once fetch has answered
    const l = loading;
    if (!l || !l.fake) {
      compiledIn("page");
      return instantiateStreaming.call(WebAssembly, shown, imports);
    }
    // Reading app.js's stream to its end drives the progress label.
    const progress = (async () => {
      const reader = shown.body.getReader();
      while (!(await reader.read()).done) { /* chunks of progress only */ }
    })();
    let module;
    try {
      module = await l.module;
      compiledIn(l.where || "worker");
    } catch (err) {
      console.warn("Pastime: loading app.wasm in the page:", err.message);
      compiledIn("page");
      module = await WebAssembly.compileStreaming(fetch0(l.url));
    }
    await progress;
    await nextTask();
    const instance = await WebAssembly.instantiate(module, imports);
    await nextTask();
    return { module, instance };
  };
})();

// Pastime: a click, tap or key on a game board before the app runs is not
// lost. The server's rendering shows the board at once, but the app
// attaches its handlers only once its program runs, up to a second later.
// Until the game's section says it is ready (data-ready="true"), input on a
// board is held here, what was pressed gets a quiet mark and the board a
// busy cursor; then it is played again on the app's board, in order, with
// a press held as long as it was (a long press flags a mine). It is dropped
// where the app shows another board than the one the player saw (a saved
// game, a link's): the board's data-key names what it shows. A press
// repeated on the same point while nothing answered counts once: the
// player pressed again because nothing happened.
(function () {
  "use strict";
  // Each game's board, by its element's id, with where the game in progress
  // is saved (as app/minesweeper.go, gomoku.go and fifteen.go keep it).
  const saves = { "ms-board": "minesweeper.save", "gm-board": "gomoku.save", "f15-board": "fifteen.save" };
  const boards = Object.keys(saves).map((id) => "#" + id).join(", ");
  const types = ["pointerdown", "pointerup", "pointercancel", "click", "contextmenu", "keydown"];
  const keys = /^(Arrow(Up|Down|Left|Right)|Enter|Home|End|PageUp|PageDown|.)$/u;
  const fields = ["clientX", "clientY", "screenX", "screenY", "button", "buttons", "detail",
    "ctrlKey", "shiftKey", "altKey", "metaKey", "pointerId", "pointerType", "isPrimary",
    "width", "height", "pressure", "key", "code", "location", "repeat"];
  const served = {}; // the game each board shows as the server drew it, by the board's id
  const held = [];
  let last = null; // the press that began the gesture held last
  let repeat = false; // that gesture repeats the one before it
  let focus = null; // the point of a served board that had the focus
  let replaying = false;
  let playing = false; // an event played again is on its way
  let done = false;

  globalThis.pastimeServedGame = (board) => {
    const game = served[board] || "";
    delete served[board];
    return game;
  };

  const ready = (board) => {
    const section = board.closest("section[data-ready]");
    return !section || section.dataset.ready === "true";
  };

  // where names the element of board that an event reached so that the
  // same one can be found on the app's board: a cell, a tile, a point.
  function where(board, el) {
    if (el === board || !board.contains(el)) return "";
    const item = el.closest("[data-tile], [data-i], [id]");
    if (!item || !board.contains(item)) return "";
    if (item.dataset.tile) return `[data-tile="${CSS.escape(item.dataset.tile)}"]`;
    if (item.dataset.i) return `[data-i="${CSS.escape(item.dataset.i)}"]`;
    return "#" + CSS.escape(item.id);
  }

  function hold(e) {
    if (done || playing) return;
    const t = e.target;
    let board = t instanceof Element ? t.closest(boards) : null;
    let at;
    if (board) {
      at = where(board, t);
    } else if (e.type === "keydown" && t === document.body) {
      board = document.getElementById("f15-board"); // Fifteen's arrows work anywhere on its page
      at = "body";
    }
    if (!board || (!replaying && ready(board))) return;
    if (e.type === "keydown") {
      if (e.ctrlKey || e.metaKey || e.altKey || !keys.test(e.key)) return;
      last = null;
      repeat = false;
    } else if (e.type === "pointerdown" || (e.type === "click" && e.detail === 0)) {
      const press = { board: board.id, at, button: e.button };
      repeat = !!last && last.board === press.board && last.at === press.at && last.button === press.button;
      last = press;
    }
    e.stopImmediatePropagation();
    if (e.type !== "pointerdown" && e.type !== "pointerup") e.preventDefault();
    if (repeat) return;
    const init = { bubbles: true, cancelable: true, composed: true, view: window };
    for (const f of fields) if (f in e) init[f] = e[f];
    held.push({
      type: e.type, make: e.constructor, init, board: board.id, at, time: e.timeStamp,
      // Input that reached the app's board before it was ready needs no check.
      key: fromServer(board) ? board.dataset.key : null,
    });
    if (replaying) return;
    board.dataset.early = "";
    const el = at && at !== "body" ? board.querySelector(at) : null;
    if (el && e.type !== "keydown") el.classList.add("early");
    if (t instanceof Element && board.contains(t) && document.activeElement === t) focus = { board: board.id, at };
  }

  // fromServer tells a board the server drew (inside the root marked
  // data-served, or any board before the root is marked: until then the
  // app cannot have drawn one) from the app's. The page's readyState is
  // no test: it turns "interactive" while the deferred scripts still run,
  // before the root is marked.
  let marked = false;
  const fromServer = (board) => !marked || !!board.closest("[data-served]");

  // check plays the input held once the app's board is ready, and tells
  // the rest of the page so with a "pastimeready" event on the document.
  function check() {
    if (done || replaying) return;
    const root = document.body && document.body.firstElementChild;
    const section = document.querySelector("section[data-ready]");
    if (section ? section.dataset.ready !== "true" : !root || root.dataset.served !== undefined) return;
    document.dispatchEvent(new Event("pastimeready"));
    replay();
  }

  async function replay() {
    replaying = true;
    delete document.documentElement.dataset.starting;
    // The served boards are gone: what the player saw is what they held.
    const shows = {};
    for (const h of held) {
      const b = document.getElementById(h.board);
      if (!(h.board in shows)) shows[h.board] = !!b && (h.key === null || b.dataset.key === h.key);
    }
    if (focus && (document.activeElement === document.body || !document.activeElement)) {
      const b = document.getElementById(focus.board);
      const el = b && (focus.at ? b.querySelector(focus.at) : b);
      if (el) el.focus({ preventScroll: true });
    }
    let before = null;
    let played = 0, count = 0;
    while (held.length) {
      count++;
      const h = held.shift();
      if (h.key !== null && !shows[h.board]) continue;
      // A press lasts as long as it did, and what ends it comes at once, as
      // from the browser (Fifteen ignores the click that follows a tap);
      // between gestures the app gets a frame to draw.
      const wait = !before ? 20 : before.type === "pointerdown" ? Math.min(h.time - before.time, 1000) :
        h.type === "click" || h.type === "contextmenu" || h.type === "pointerup" ? 0 : 20;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      before = h;
      const b = document.getElementById(h.board);
      if (!b) continue;
      const el = h.at === "body" ? document.body : h.at ? b.querySelector(h.at) : b;
      if (!el) continue;
      playing = true;
      try {
        el.dispatchEvent(new h.make(h.type, h.init));
        played++;
      } finally {
        playing = false;
      }
    }
    // data-early-input says what became of the input held, for tests.
    document.documentElement.dataset.earlyInput = `${played} of ${count} played`;
    done = true;
    observer.disconnect();
    for (const type of types) removeEventListener(type, hold, true);
  }

  // replaced tells whether the app will show another game than the one on
  // board, so that the board says the app is starting and a click on it
  // will not count (unless the app's board turns out the same): a saved
  // game or a link's; on Fifteen, which deals a new game where it cannot
  // take the one drawn here, a page from the service worker or a player
  // of another size.
  function replaced(board) {
    let saved = false, size = null;
    try {
      saved = localStorage.getItem(saves[board.id]) !== null;
      size = localStorage.getItem("fifteen.size");
    } catch (e) { /* no storage: nothing saved */ }
    if (saved || location.hash.length > 1) return true;
    return board.id === "f15-board" &&
      (!served[board.id] || (size !== null && !(board.dataset.key || "").startsWith(`${size}x${size}:`)));
  }

  const observer = new MutationObserver(check);
  for (const type of types) addEventListener(type, hold, true);
  document.addEventListener("DOMContentLoaded", () => {
    const root = document.body.firstElementChild;
    if (root) root.dataset.served = "";
    marked = true;
    const controlled = navigator.serviceWorker && navigator.serviceWorker.controller;
    const board = document.querySelector(boards);
    if (board) {
      served[board.id] = controlled ? "" : board.dataset.game || "";
      if (replaced(board)) document.documentElement.dataset.starting = "";
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-ready"] });
    check();
  });
})();

// Pastime: the service worker's install downloads the whole app again for
// offline use, app.wasm included. On a first visit that download and its
// writes to the cache ran beside the page's own download of app.wasm, and
// the page was ready 150 to 220 ms later for it on two cores. go-app's
// loader registers the worker as soon as it runs; here the registration
// waits until the page is ready for input (the "pastimeready" event above)
// and the browser is idle, or 10 s at most.
(function () {
  "use strict";
  const sw = navigator.serviceWorker;
  if (!sw || typeof sw.register !== "function") return;
  const register = sw.register;
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 0));
  const started = new Promise((resolve) => {
    const go = () => { clearTimeout(late); idle(resolve, { timeout: 1000 }); };
    const late = setTimeout(go, 10000);
    document.addEventListener("pastimeready", go, { once: true });
  });
  sw.register = function (...args) {
    return started.then(() => register.apply(sw, args));
  };
})();
