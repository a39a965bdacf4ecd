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
// Here the compiler gets the network's own response (a copy of the one
// app.js reads for its progress), which it reads off the main thread and,
// on later visits, from the browser's code cache; and each step after that
// waits for the next frame, so the page paints and answers in between.
(function () {
  "use strict";
  if (!globalThis.WebAssembly || !WebAssembly.compileStreaming || !globalThis.fetch) return;
  const fetch0 = globalThis.fetch;
  let wasm = null; // the compiler's copy of app.wasm's response
  globalThis.fetch = async function (input, init) {
    const res = await fetch0.call(this, input, init);
    if (typeof input === "string" && /\/app\.wasm$/.test(input) && res.ok && !wasm) {
      wasm = res.clone();
    }
    return res;
  };

  // nextFrame resolves once the page has had a chance to paint and to
  // handle input; a hidden page, which paints no frames, goes on at once.
  const nextFrame = () => new Promise((resolve) => {
    if (document.hidden) { setTimeout(resolve, 0); return; }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

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
    const module = await WebAssembly.compileStreaming(res);
    await progress;
    await nextFrame();
    const instance = await WebAssembly.instantiate(module, imports);
    await nextFrame();
    return { module, instance };
  };
})();
