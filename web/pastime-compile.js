// Pastime: loads app.wasm in a worker, off the page's main thread (see
// pastime.js). The worker downloads app.wasm, reporting its progress, and
// compiles it. Then, before handing the module to the page, it rehearses
// the page's start: the browser compiles each function of a WebAssembly
// module the first time it runs, on the thread that runs it, and the code
// belongs to the module, which the page shares. So the worker runs the Go
// program once against a stand-in of the page (rehearse, below) until it
// has drawn the page, and the page then finds the runtime, go-app and the
// page's code compiled instead of compiling them between its frames.
"use strict";
// The worker's own fetch: the rehearsal's stand-in replaces self.fetch.
const realFetch = self.fetch.bind(self);

self.onmessage = async (e) => {
  const { url, exec, page, env, mark } = e.data;
  try {
    const res = await realFetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
    const total = Number(res.headers.get("X-Wasm-Content-Length") || res.headers.get("Content-Length")) || 0;
    self.postMessage({ total });
    const counted = res.clone();
    const counting = (async () => {
      const reader = counted.body.getReader();
      let loaded = 0, told = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
        // A message a percent is plenty for the page's progress label.
        const percent = total ? Math.floor((loaded * 100) / total) : loaded;
        if (percent !== told) {
          told = percent;
          self.postMessage({ loaded });
        }
      }
    })();
    const module = await WebAssembly.compileStreaming(res);
    await counting;
    const rehearsal = exec ? await rehearse(module, exec, page, env, mark) : null;
    self.postMessage({ module, rehearsal });
  } catch (err) {
    self.postMessage({ error: String((err && err.message) || err) });
  }
};

// rehearse runs the Go program in module on a stand-in of the page at
// address page, with go-app's environment env, until the program sets the
// attribute mark to "true" on an element (the page's mark of a page ready
// for input: data-ready on a game's section, data-client on the app's
// status), or until it has been quiet for a while (it then waits for input
// that never comes), or for a second at most. It says how it went: the
// elements it created, the milliseconds it took, and the program's exit
// code should it have stopped (a program that drew the page keeps
// running). A failure here only means the page compiles more itself.
async function rehearse(module, exec, page, env, mark) {
  const dom = pretend(page, env, mark);
  const start = performance.now();
  let exit = null;
  try {
    importScripts(exec);
    const go = new self.Go();
    const exit0 = go.exit;
    go.exit = (code) => { exit = code; exit0.call(go, code); };
    const instance = await WebAssembly.instantiate(module, go.importObject);
    const stopped = go.run(instance).then(() => true, () => true);
    let seen = -1;
    for (;;) {
      const quiet = await Promise.race([stopped, dom.ready, new Promise((r) => setTimeout(() => r(false), 30))]);
      if (quiet || performance.now() - start > 1000) break;
      if (dom.calls === seen && dom.elements > 0) break;
      seen = dom.calls;
    }
  } catch (err) {
    exit = String((err && err.message) || err);
  }
  return { elements: dom.elements, ms: Math.round(performance.now() - start), exit };
}

// pretend gives the worker what the program uses of a page: a document
// whose elements keep their children and attributes and draw nothing, empty
// storage, history, the page's address and go-app's environment. Fetches
// and databases the program starts never answer, so the rehearsal leaves
// no trace outside the worker. It returns a count of the calls made and a
// promise, ready, that resolves once an element's attribute mark is set to
// "true".
function pretend(page, env, mark) {
  const noop = () => {};
  let ready;
  const dom = { calls: 0, elements: 0, ready: new Promise((resolve) => { ready = resolve; }) };
  const touch = () => { dom.calls++; };
  class Node {
    constructor(name, type) {
      this.nodeName = this.tagName = name;
      this.nodeType = type;
      this.childNodes = [];
      this.parentNode = null;
      this.attrs = new Map();
      this.nodeValue = "";
      this.style = { setProperty: touch, removeProperty: touch, getPropertyValue: () => "" };
      this.dataset = {};
      this.classList = { add: touch, remove: touch, toggle: touch, contains: () => false };
    }
    get firstChild() { return this.childNodes[0] || null; }
    get lastChild() { return this.childNodes[this.childNodes.length - 1] || null; }
    get firstElementChild() { return this.childNodes.find((c) => c.nodeType === 1) || null; }
    get children() { return this.childNodes.filter((c) => c.nodeType === 1); }
    get parentElement() { return this.parentNode; }
    get isConnected() { return true; }
    appendChild(c) { return this.insertBefore(c, null); }
    insertBefore(c, ref) {
      touch();
      if (c.parentNode) c.parentNode.removeChild(c);
      const i = ref ? this.childNodes.indexOf(ref) : -1;
      if (i < 0) this.childNodes.push(c); else this.childNodes.splice(i, 0, c);
      c.parentNode = this;
      return c;
    }
    removeChild(c) {
      touch();
      if (!c) throw new TypeError("removeChild: not a node");
      const i = this.childNodes.indexOf(c);
      if (i >= 0) this.childNodes.splice(i, 1);
      c.parentNode = null;
      return c;
    }
    replaceChild(n, o) { this.insertBefore(n, o); return this.removeChild(o); }
    remove() { if (this.parentNode) this.parentNode.removeChild(this); }
    setAttribute(k, v) {
      touch();
      this.attrs.set(k, String(v));
      if (k === mark && String(v) === "true") ready(true);
    }
    getAttribute(k) { return this.attrs.has(k) ? this.attrs.get(k) : null; }
    hasAttribute(k) { return this.attrs.has(k); }
    removeAttribute(k) { touch(); this.attrs.delete(k); }
    addEventListener() { touch(); }
    removeEventListener() { touch(); }
    dispatchEvent() { return true; }
    focus() { touch(); }
    blur() { touch(); }
    click() { touch(); }
    scrollIntoView() { touch(); }
    scrollTo() { touch(); }
    closest() { return null; }
    contains(o) { for (; o; o = o.parentNode) if (o === this) return true; return false; }
    querySelector() { return null; }
    querySelectorAll() { return []; }
    getElementsByTagName() { return []; }
    getBoundingClientRect() { return { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 }; }
    get textContent() { return this.nodeValue; }
    set textContent(v) { touch(); this.childNodes = []; this.nodeValue = String(v); }
    // HTML is not parsed: it stands as one element, which is what go-app
    // asks of the HTML it writes.
    set innerHTML(v) { touch(); this.childNodes = []; this.appendChild(element("div")); }
    get innerHTML() { return ""; }
    set innerText(v) { this.textContent = v; }
    get innerText() { return this.nodeValue; }
    get clientWidth() { return 1024; }
    get clientHeight() { return 768; }
  }
  const element = (name) => { dom.elements++; touch(); return new Node(name.toUpperCase(), 1); };
  const root = element("html");
  const head = element("head");
  const body = element("body");
  root.appendChild(head);
  root.appendChild(body);
  body.appendChild(element("div")); // what the server rendered
  const document = new Node("#document", 9);
  Object.assign(document, {
    documentElement: root, head, body, title: "", cookie: "", hidden: false, visibilityState: "visible",
    activeElement: body, readyState: "complete",
    createElement: element,
    createElementNS: (ns, name) => element(name),
    createTextNode: (v) => { touch(); const t = new Node("#text", 3); t.nodeValue = String(v); return t; },
    getElementById: () => null,
  });
  const storage = () => {
    const m = new Map();
    return {
      getItem: (k) => (m.has(k) ? m.get(k) : null),
      setItem: (k, v) => { m.set(k, String(v)); },
      removeItem: (k) => { m.delete(k); },
      key: (i) => [...m.keys()][i] ?? null,
      clear: () => m.clear(),
      get length() { return m.size; },
    };
  };
  const href = new URL(page);
  const location = {
    href: href.href, origin: href.origin, protocol: href.protocol, host: href.host, hostname: href.hostname,
    port: href.port, pathname: href.pathname, search: href.search, hash: href.hash,
    reload: noop, assign: noop, replace: noop, toString: () => href.href,
  };
  const never = () => new Promise(noop);
  const media = () => ({ matches: false, media: "", addEventListener: noop, removeEventListener: noop, addListener: noop, removeListener: noop });
  const fake = {
    window: self, document, location,
    localStorage: storage(), sessionStorage: storage(),
    history: { state: null, length: 1, pushState: noop, replaceState: noop, back: noop, forward: noop, go: noop },
    matchMedia: media,
    innerWidth: 1024, innerHeight: 768, devicePixelRatio: 1,
    scrollTo: noop, scrollBy: noop, alert: noop, open: () => null,
    fetch: never,
    indexedDB: { open: () => ({}), deleteDatabase: () => ({}) },
    goappGetenv: (k) => (env && k in env ? env[k] : ""),
    goappIsAppleBrowser: () => false,
    goappIsAppInstallable: () => false,
    goappShowInstallPrompt: noop,
    goappKeepBodyClean: () => noop,
    goappTryUpdate: noop,
    goappNav: noop,
    goappUpdatedBeforeWasmLoaded: false,
    goappAppInstallChangedBeforeWasmLoaded: false,
  };
  for (const [k, v] of Object.entries(fake)) {
    Object.defineProperty(self, k, { value: v, configurable: true, writable: true });
  }
  return dom;
}
