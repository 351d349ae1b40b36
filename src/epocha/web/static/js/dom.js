// Building the page without HTML strings: every text goes in through textContent (or a text
// node), so nothing a player types — a name, a title — can ever become markup.

// h("p", {class: "muted", text: "hello"}, child, "more text")
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = String(value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  return append(el, children);
}

export function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
  return el;
}

const SVG = "http://www.w3.org/2000/svg";

// an inline <svg> showing the <symbol id=...> of a sprite
export function svgUse(id) {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const use = document.createElementNS(SVG, "use");
  use.setAttribute("href", `#${id}`);
  svg.append(use);
  return svg;
}

// an SVG element from plain data: ["path", {d: "..."}]
export function svgNode([tag, attrs]) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

export function svgSprite(id, symbols) {
  if (document.getElementById(id)) return;
  const sprite = document.createElementNS(SVG, "svg");
  sprite.id = id;
  sprite.setAttribute("aria-hidden", "true");
  sprite.classList.add("svg-sprite"); // hidden by a class: the page allows no inline styles
  for (const [name, { viewBox, shapes }] of Object.entries(symbols)) {
    const symbol = svgNode(["symbol", { id: name, viewBox }]);
    for (const shape of shapes) symbol.append(svgNode(shape));
    sprite.append(symbol);
  }
  document.body.prepend(sprite);
}

export const $ = (id) => document.getElementById(id);

// a stylesheet, loaded once; resolves when it has loaded (or failed: the page works without it)
export function loadStyle(href) {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = h("link", { rel: "stylesheet", href });
    link.addEventListener("load", resolve);
    link.addEventListener("error", resolve);
    document.head.append(link);
  });
}
