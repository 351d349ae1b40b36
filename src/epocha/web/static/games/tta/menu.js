// A card that stands for several legal actions (a farm you may build on, upgrade or destroy; a
// government you may develop peacefully or by revolution) opens a small menu of them, with the
// card's text; one action acts at once (the page's picker: a click, or a tap and a confirm).
import { h } from "../../js/dom.js";
import { t } from "../../js/i18n.js";
import { cardInfo } from "./cards.js";

let current = null; // {menu, opener}

export function closeMenu() {
  if (!current) return;
  current.menu.remove();
  current.opener.classList.remove("selected");
  current.opener.setAttribute("aria-expanded", "false");
  current = null;
}

document.addEventListener("click", (e) => {
  if (current && !current.menu.contains(e.target) && !current.opener.contains(e.target)) closeMenu();
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && current) {
    const opener = current.opener;
    closeMenu();
    opener.focus();
  }
});

function place(menu, opener) {
  if (window.matchMedia("(max-width: 600px)").matches) return; // a bottom sheet (board.css)
  const r = opener.getBoundingClientRect();
  const top = r.bottom + 6 + window.scrollY;
  const maxTop = window.scrollY + window.innerHeight - menu.offsetHeight - 8;
  menu.style.top = `${Math.max(window.scrollY + 8, Math.min(top, maxTop))}px`;
  menu.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - menu.offsetWidth - 8))}px`;
}

function open(opener, ctx, actions, card, content) {
  closeMenu();
  const tooltip = document.getElementById("tooltip");
  if (tooltip) tooltip.hidden = true;
  const info = card ? cardInfo(card, ctx) : null;
  const menu = h("div", { class: "tta-menu", role: "dialog", "aria-label": t("What to do with this card") },
    info,
    h("div", { class: "tta-menu-actions" }, actions.map((action, i) => h("button", {
      type: "button", class: i === 0 ? "primary" : "",
      onclick: (e) => { e.stopPropagation(); closeMenu(); ctx.act(action); },
    }, content(action)))),
    h("button", { type: "button", class: "tta-menu-close", text: t("Close"), onclick: (e) => { e.stopPropagation(); closeMenu(); } }));
  document.body.append(menu);
  place(menu, opener);
  opener.classList.add("selected");
  opener.setAttribute("aria-expanded", "true");
  current = { menu, opener };
  menu.querySelector("button").focus({ preventScroll: true });
}

// Make `el` stand for `actions` (none: only its text on hover / tap). label(action): the action
// as text; content(action): as a button shows it (its words and its cost's icons).
export function bindActions(ctx, el, actions, card, label, content = label) {
  if (actions.length <= 1) {
    ctx.clickable(el, actions, card);
    if (actions.length) el.setAttribute("aria-label", `${label(actions[0])}`);
    return;
  }
  el.classList.add("actionable", "multi");
  el.tabIndex = 0;
  el.setAttribute("role", "button");
  el.setAttribute("aria-haspopup", "dialog");
  el.setAttribute("aria-expanded", "false");
  el.dataset.pick = "1";
  el.addEventListener("click", (e) => {
    e.preventDefault();
    e.stopPropagation();
    if (current && current.opener === el) closeMenu();
    else open(el, ctx, actions, card, content);
  });
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(el, ctx, actions, card, content); }
  });
  if (card) ctx.hover(el, card);
}
