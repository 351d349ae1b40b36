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
    const r = el.getBoundingClientRect();
    const top = r.bottom + 6 + window.scrollY;
    const maxTop = window.scrollY + window.innerHeight - tip.offsetHeight - 8;
    tip.style.top = `${Math.max(window.scrollY + 8, Math.min(top, maxTop))}px`;
    tip.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - tip.offsetWidth - 8))}px`;
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
