// How a player points at a card. With a mouse: hovering shows the card's text, a click does
// the card's action. With a finger: a tap selects the card and opens a sheet with its text and
// a clear button for each thing the player may do with it; a second tap on the selected card
// (or the button) confirms. A keyboard works like a mouse (focus shows, Enter acts).
import { $, h } from "./dom.js";
import { t } from "./i18n.js";

export class Picker {
  // describe(card) -> Node with the card's text; label(action) -> button text; act(action)
  constructor({ describe, label, act }) {
    Object.assign(this, { describe, label, act });
    this.selected = null;
    this.pointer = "mouse";
    // pointerdown comes before click: remember whether this click is a tap
    document.addEventListener("pointerdown", (e) => { this.pointer = e.pointerType; }, true);
    document.addEventListener("click", (e) => {
      const sheet = $("sheet");
      if (this.selected && !sheet.contains(e.target) && !e.target.closest("[data-pick]")) this.close();
    });
    $("sheet-close").addEventListener("click", () => this.close());
  }

  get touch() { return this.pointer === "touch" || this.pointer === "pen"; }

  // a card (or hidden card) the player may act on with `actions`; `card` names its face
  bind(el, actions, card) {
    el.classList.add("actionable");
    el.tabIndex = 0;
    el.setAttribute("role", "button");
    el.dataset.pick = "1";
    el.addEventListener("click", (e) => {
      e.preventDefault();
      if (!this.touch) { this.act(actions[0]); return; }
      if (this.selected === el) { this.close(); this.act(actions[0]); return; }
      this.open(el, card, actions);
    });
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); this.act(actions[0]); }
    });
    if (card) this.hover(el, card);
  }

  // a card only to look at
  info(el, card) {
    el.dataset.pick = "1";
    this.hover(el, card);
    el.addEventListener("click", () => { if (this.touch) this.open(el, card, []); });
  }

  hover(el, card) {
    el.dataset.card = card;
    const show = () => { if (!this.touch) this.tip(el, card); };
    const hide = () => { $("tooltip").hidden = true; };
    el.addEventListener("mouseenter", show);
    el.addEventListener("focus", show);
    el.addEventListener("mouseleave", hide);
    el.addEventListener("blur", hide);
  }

  tip(el, card) {
    const body = this.describe(card);
    if (!body) return;
    const tip = $("tooltip");
    tip.replaceChildren(body);
    tip.hidden = false;
    const { left, top } = placeTip(el.getBoundingClientRect(), tip.offsetWidth, tip.offsetHeight, keepClear(el));
    tip.style.left = `${left + window.scrollX}px`;
    tip.style.top = `${top + window.scrollY}px`;
  }

  open(el, card, actions) {
    if (this.selected) this.selected.classList.remove("selected");
    this.selected = el;
    el.classList.add("selected");
    $("tooltip").hidden = true;
    const body = $("sheet-body");
    body.replaceChildren();
    if (card) body.append(this.describe(card) || "");
    const buttons = $("sheet-actions");
    buttons.replaceChildren(...actions.map((action, i) => h("button", {
      type: "button", class: i === 0 ? "primary" : "", text: this.label(action),
      onclick: () => { this.close(); this.act(action); },
    })));
    $("sheet-hint").textContent = actions.length ? t("Tap the card again or press the button.") : "";
    $("sheet").hidden = false;
  }

  close() {
    if (this.selected) this.selected.classList.remove("selected");
    this.selected = null;
    $("sheet").hidden = true;
  }
}

// What a tooltip must not hide: the buttons the player is about to press (the prompt's and the
// card sheet's) and the element it describes. Rectangles in viewport coordinates.
function keepClear(el) {
  const rects = [el.getBoundingClientRect()];
  for (const button of document.querySelectorAll("#prompt button, #sheet:not([hidden]) button")) {
    const r = button.getBoundingClientRect();
    if (r.width && r.height) rects.push(r);
  }
  return rects;
}

const GAP = 6;
const MARGIN = 8;

// Where a w×h tooltip for the element at `r` goes: beside the element (below, above, right,
// left) or beside the group of buttons it would cover, inside the viewport, at the first
// place that covers none of `clear`; failing that (a tiny window), where it covers least.
export function placeTip(r, w, h, clear) {
  const vw = window.innerWidth, vh = window.innerHeight;
  const fit = (left, top) => ({
    left: Math.max(MARGIN, Math.min(left, vw - w - MARGIN)),
    top: Math.max(MARGIN, Math.min(top, vh - h - MARGIN)),
  });
  const group = clear.reduce((a, b) => ({
    left: Math.min(a.left, b.left), top: Math.min(a.top, b.top),
    right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom),
  }));
  const around = (box) => [
    fit(r.left, box.bottom + GAP), fit(r.left, box.top - h - GAP),
    fit(box.right + GAP, r.top), fit(box.left - w - GAP, r.top),
  ];
  const candidates = [...around(r), ...around(group)];
  const covered = (p) => clear.reduce((sum, c) => sum + overlap(p, w, h, c), 0);
  let best = candidates[0], least = Infinity;
  for (const p of candidates) {
    const area = covered(p);
    if (area === 0) return p;
    if (area < least) { best = p; least = area; }
  }
  return best;
}

function overlap(p, w, h, c) {
  const x = Math.min(p.left + w, c.right) - Math.max(p.left, c.left);
  const y = Math.min(p.top + h, c.bottom) - Math.max(p.top, c.top);
  return x > 0 && y > 0 ? x * y : 0;
}
