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
// go-app's loader (app.js) reads app.wasm through a JavaScript stream to
// show its progress and hands that stream to the compiler, which then takes
// the 9 MB on the page's main thread; compiling, instantiating and starting
// Go ran as one long task of a second or so, and a tap meanwhile waited.
// Here a worker (pastime-compile.js) compiles a copy of the network's
// response while app.js reads the other for its progress: even streaming
// compilation decodes what arrives on the thread that asked for it, 100 to
// 400 ms of the page's time in Lighthouse's traces, none in a worker. The
// module comes back to the page, and each step after that waits for the
// next frame, so the page paints and answers in between. The root element's
// data-wasm-compile says where it was compiled ("worker" or "page").
(function () {
  "use strict";
  if (!globalThis.WebAssembly || !WebAssembly.compileStreaming || !globalThis.fetch) return;
  const fetch0 = globalThis.fetch;
  let wasm = null; // the compiler's copy of app.wasm's response
  let wasmURL = "";
  globalThis.fetch = async function (input, init) {
    const res = await fetch0.call(this, input, init);
    if (typeof input === "string" && /\/app\.wasm$/.test(input) && res.ok && !wasm) {
      wasm = res.clone();
      wasmURL = input;
    }
    return res;
  };

  // nextFrame resolves once the page has had a chance to paint and to
  // handle input; a hidden page, which paints no frames, goes on at once.
  const nextFrame = () => new Promise((resolve) => {
    if (document.hidden) { setTimeout(resolve, 0); return; }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

  const compilerURL = document.currentScript ? new URL("pastime-compile.js", document.currentScript.src).href : "";
  const compiledIn = (where) => { document.documentElement.dataset.wasmCompile = where; };

  // compile compiles res in a worker where it can. Should the worker fail,
  // the page compiles app.wasm itself, fetched again since the worker took
  // the response's body.
  async function compile(res) {
    if (compilerURL && globalThis.Worker && globalThis.ReadableStream && res.body) {
      try {
        const module = await new Promise((resolve, reject) => {
          const w = new Worker(compilerURL);
          w.onmessage = (e) => {
            w.terminate();
            if (e.data && e.data.module) resolve(e.data.module);
            else reject(new Error((e.data && e.data.error) || "no module"));
          };
          w.onerror = () => { w.terminate(); reject(new Error("the compiler did not start")); };
          w.postMessage(res.body, [res.body]);
        });
        compiledIn("worker");
        return module;
      } catch (err) {
        console.warn("Pastime: compiling app.wasm in the page:", err.message);
        res = await fetch0(wasmURL);
      }
    }
    compiledIn("page");
    return WebAssembly.compileStreaming(res);
  }

  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async function (source, imports) {
    const shown = await source; // app.js's response, once fetch has answered
    const res = wasm;
    wasm = null;
    if (!res) return instantiateStreaming.call(WebAssembly, shown, imports);
    // Reading app.js's stream to its end drives the progress label.
    const progress = (async () => {
      const reader = shown.body.getReader();
      while (!(await reader.read()).done) { /* the compiler has its own copy */ }
    })();
    const module = await compile(res);
    await progress;
    await nextFrame();
    const instance = await WebAssembly.instantiate(module, imports);
    await nextFrame();
    return { module, instance };
  };
})();
