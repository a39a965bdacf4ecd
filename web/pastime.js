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
