// A piece of a game's board that stands for several legal actions (a card you may play or
// discard, a space several workers could take) opens a small menu of them; one action acts at
// once (the page's picker: a click, or a tap and a confirm). The board says what the menu shows:
// the piece's text, each action's words, the class its styles hang on, the dialog's name.
import { h } from "./dom.js";
import { t } from "./i18n.js";

let current = null; // the open menu: {menu, opener}

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
  if (window.matchMedia("(max-width: 600px)").matches) return; // a bottom sheet (the board's css)
  const r = opener.getBoundingClientRect();
  const top = r.bottom + 6 + window.scrollY;
  const maxTop = window.scrollY + window.innerHeight - menu.offsetHeight - 8;
  menu.style.top = `${Math.max(window.scrollY + 8, Math.min(top, maxTop))}px`;
  menu.style.left = `${Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - menu.offsetWidth - 8))}px`;
}

function open(opener, ctx, actions, how) {
  closeMenu();
  const tooltip = document.getElementById("tooltip");
  if (tooltip) tooltip.hidden = true;
  const cls = how.className;
  const menu = h("div", { class: cls, role: "dialog", "aria-label": how.name },
    how.info ? how.info() : null,
    h("div", { class: `${cls}-actions` }, actions.map((action, i) => h("button", {
      type: "button", class: i === 0 ? "primary" : "",
      onclick: (e) => { e.stopPropagation(); closeMenu(); ctx.act(action); },
    }, how.content(action)))),
    h("button", { type: "button", class: `${cls}-close`, text: t("Close"),
      onclick: (e) => { e.stopPropagation(); closeMenu(); } }));
  document.body.append(menu);
  place(menu, opener);
  opener.classList.add("selected");
  opener.setAttribute("aria-expanded", "true");
  current = { menu, opener };
  menu.querySelector("button").focus({ preventScroll: true });
}

// Make `el` stand for `actions` (none: only its text on hover / tap, when `card` names one).
// how: {className, name (the dialog's, in the player's words), label(action) as text,
// content(action) as a button shows it (default: label), info() the piece's text (optional)}.
export function bindActions(ctx, el, actions, card, how) {
  const menuOf = { content: how.label, ...how };
  if (actions.length <= 1) {
    ctx.clickable(el, actions, card);
    if (actions.length) el.setAttribute("aria-label", `${how.label(actions[0])}`);
    return el;
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
    else open(el, ctx, actions, menuOf);
  });
  el.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(el, ctx, actions, menuOf); }
  });
  if (card) ctx.hover(el, card);
  return el;
}
