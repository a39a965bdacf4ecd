// Pastime: put the player's saved settings in force before the page first
// paints, as the app does once it starts (app/settings.go): a theme chosen
// against the system's no longer shows the other one first. The page the
// server rendered is in English; when the player reads another language
// and the app is cached, so that it starts within a fraction of a second,
// the page stays hidden until the app has drawn it in that language
// (data-lang-pending, which the app removes; or after 3 s whatever
// happened). A first visit shows the English page at once: its download
// may take long.
(function () {
  "use strict";
  const languages = ["en", "ru", "zh"]; // as languages in app/settings.go
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

  // The saved choice, else the first of the browser's languages offered
  // ("ru-RU" is ru), else English: pickLang in app/settings.go.
  const lang = languages.includes(s.lang) ? s.lang :
    [...(navigator.languages || []), navigator.language || ""]
      .map((p) => String(p).split("-")[0].split("_")[0].toLowerCase())
      .find((code) => languages.includes(code)) || "en";
  if (lang !== root.lang && navigator.serviceWorker && navigator.serviceWorker.controller) {
    root.dataset.langPending = "";
    setTimeout(() => { delete root.dataset.langPending; }, 3000);
  }
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
// worker (pastime-compile.js) fetches and compiles app.wasm instead and
// reports its progress, which reaches app.js as chunks that carry only
// their length; app.js shows the percentages as before. The worker also
// rehearses the program's start on a stand-in of the page, so the code the
// page runs first arrives compiled (see there). The module comes back to
// the page, and each step after that waits for the next frame, so the page
// paints and answers in between. Should the worker fail, the page loads
// app.wasm itself. The root element's data-wasm-compile says where it was
// compiled ("worker" or "page").
(function () {
  "use strict";
  if (!globalThis.WebAssembly || !WebAssembly.compileStreaming || !globalThis.fetch ||
      !globalThis.Worker || !globalThis.ReadableStream || !document.currentScript) return;
  const compilerURL = new URL("pastime-compile.js", document.currentScript.src).href;
  const fetch0 = globalThis.fetch;
  const compiledIn = (where) => { document.documentElement.dataset.wasmCompile = where; };
  // data-wasm-rehearsal tells how the worker's rehearsal went: "N elements
  // in T ms" when the program drew the page and waited for input.
  const rehearsed = (r) => {
    if (!r) return;
    document.documentElement.dataset.wasmRehearsal = r.exit === null ?
      `${r.elements} elements in ${r.ms} ms` : `stopped (${r.exit}) after ${r.elements} elements in ${r.ms} ms`;
  };
  let loading = null; // the worker's load of app.wasm, once app.js asks for it

  globalThis.fetch = function (input, init) {
    if (typeof input === "string" && /\/app\.wasm$/.test(input) && !loading) {
      loading = load(new URL(input, location.href).href);
      return loading.response;
    }
    return fetch0.call(this, input, init);
  };

  // load starts the worker on url. Its response, for app.js, resolves once
  // the worker knows app.wasm's size, with a body of progress chunks; its
  // module resolves when the worker has compiled it, or fails with the
  // worker. A worker that fails before it could answer leaves the fetch
  // to the page.
  function load(url) {
    const l = { url, fake: false };
    let answer, done, fail, progress = null, loaded = 0;
    l.response = new Promise((resolve) => { answer = resolve; });
    l.module = new Promise((resolve, reject) => { done = resolve; fail = reject; });
    l.module.catch(() => {}); // a failure is handled where the module is awaited
    const exec = document.querySelector('script[src$="wasm_exec.js"]');
    const w = new Worker(compilerURL);
    const stop = (err) => {
      w.terminate();
      if (progress) progress.close();
      if (!l.fake) answer(fetch0(url));
      fail(err);
    };
    w.onmessage = (e) => {
      const m = e.data || {};
      if (m.error) {
        stop(new Error(m.error));
      } else if (m.module) {
        w.terminate();
        rehearsed(m.rehearsal);
        if (progress) progress.close();
        done(m.module);
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
    w.postMessage({
      url, exec: exec ? exec.src : "", page: location.href,
      env: typeof goappEnv === "object" ? goappEnv : {},
    });
    return l;
  }

  // nextFrame resolves once the page has had a chance to paint and to
  // handle input; a hidden page, which paints no frames, goes on at once.
  const nextFrame = () => new Promise((resolve) => {
    if (document.hidden) { setTimeout(resolve, 0); return; }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

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
      compiledIn("worker");
    } catch (err) {
      console.warn("Pastime: loading app.wasm in the page:", err.message);
      compiledIn("page");
      module = await WebAssembly.compileStreaming(fetch0(l.url));
    }
    await progress;
    await nextFrame();
    const instance = await WebAssembly.instantiate(module, imports);
    await nextFrame();
    return { module, instance };
  };
})();
