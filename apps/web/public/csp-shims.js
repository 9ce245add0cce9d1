// Loaded by index.html before the app's modules. The page runs under a strict Content-Security-Policy
// (SECURITY.md): scripts from our origin only, <style> elements only with the nonce the server wrote into
// index.html, no style attributes in markup, no eval. antd's CSS-in-JS takes the nonce from ConfigProvider
// `csp`; a few helpers of its rc-* components create <style> elements or set `style` attributes on their
// own, and zod probes `new Function`. This makes them compliant: new <style> elements get the nonce,
// setAttribute('style', ...) becomes a CSSOM write (which the CSP allows), and zod parses without
// generating code. Under the Vite dev server there is no nonce and nothing is changed.
(() => {
  const nonce = document.querySelector('meta[name="csp-nonce"]')?.content;
  if (!nonce || nonce === '__CSP_NONCE__') return;
  // zod 4 reads its configuration from this global; jitless: no `new Function`.
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
  const createElement = document.createElement.bind(document);
  document.createElement = (tagName, options) => {
    const element = createElement(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  };
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) {
    if (
      String(name).toLowerCase() === 'style' &&
      (this instanceof HTMLElement || this instanceof SVGElement)
    ) {
      this.style.cssText = String(value);
      return;
    }
    setAttribute.call(this, name, value);
  };
})();
