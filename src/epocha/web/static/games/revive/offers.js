// The offers on the main board: the citizen cards (with their texts) and the deck, the modules,
// the special machines by colour, the crater's large artifacts and the small ones, crates and
// pile sizes. A card, module, machine or artifact a choice names is picked by a click on it
// (and, alone, cleared from the offer the same way).
import { h } from "../../js/dom.js";
import { nt, t } from "../../js/i18n.js";
import { COLOURS, bind, box, cardTitle, choices, componentEl, ref } from "./parts.js";

// the choices that name the item: take it, or clear it from the offer
function picks(ctx, kind, key) {
  return [...choices(ctx, kind, key), ...choices(ctx, "clear", (v) => v[1] === key)];
}

function citizenEl(ctx, key) {
  const r = ref(ctx, key);
  const el = h("div", { class: `rv-offer-card ${r && r.colour ? `col-${r.colour}` : ""}`, dataset: { card: key } },
    h("strong", { class: "rv-comp-name", text: cardTitle(ctx, key) }),
    r ? h("div", { class: "rv-half top", text: r.top.text }) : null,
    r ? h("div", { class: "rv-half bottom", text: r.bottom.text }) : null);
  bind(ctx, el, picks(ctx, "card", key), key);
  return el;
}

function pile(n) {
  return h("span", { class: "rv-pile", title: nt("{n} left", "{n} left", n), text: `×${n}` });
}

function cardsEl(ctx) {
  const s = ctx.view.state;
  const deck = h("div", { class: "rv-deck", text: t("Deck") }, pile(s.deck));
  bind(ctx, deck, choices(ctx, "card", "deck"));
  return h("div", { class: "rv-offer-cards" }, h("h5", { text: t("Citizen cards") }),
    h("div", { class: "rv-row" }, s.offer.map((key) => citizenEl(ctx, key)), deck));
}

function modulesEl(ctx) {
  const s = ctx.view.state;
  return h("div", { class: "rv-offer-modules" }, h("h5", { text: t("Modules") }),
    h("div", { class: "rv-row" }, s.module_offer.map((key) => {
      const r = ref(ctx, key);
      const colours = r && r.colours ? r.colours.map((c) => `col-${c}`).join(" ") : "";
      const el = componentEl(ctx, key, `rv-module ${colours}`, picks(ctx, "module", key));
      el.dataset.module = key;
      return el;
    }), pile(s.modules_left)));
}

function machinesEl(ctx) {
  const s = ctx.view.state;
  return h("div", { class: "rv-offer-machines" }, h("h5", { text: t("Special machines") }),
    COLOURS.map((colour) => h("div", { class: `rv-row c-${colour}`, dataset: { colour } },
      (s.machine_offer[colour] || []).map((key) => {
        const el = componentEl(ctx, key, `rv-machine col-${colour}`, picks(ctx, "machine_token", key));
        el.dataset.machine = key;
        return el;
      }), pile(s.machines_left[colour] || 0))));
}

function craterEl(ctx) {
  const s = ctx.view.state;
  const smalls = t("Small artifacts: no limit");
  return h("div", { class: "rv-crater" }, h("h5", { text: t("Crater") }),
    h("div", { class: "rv-row" }, s.crater.map((key) => {
      const el = componentEl(ctx, key, `rv-artifact col-${key.split("_")[1]}`, choices(ctx, "artifact", key));
      el.dataset.artifact = key;
      return el;
    })),
    h("div", { class: "rv-crater-rest muted" }, h("span", { text: smalls }),
      s.end_tile_free && s.players.length > 1 ? h("span", { class: "badge", text: t("end-game tile") }) : null,
      h("span", { text: t("Crates left: {n}", { n: s.crates_left }) })));
}

export function offersEl(ctx) {
  return box("rv-offers", t("Offers"), cardsEl(ctx), modulesEl(ctx), machinesEl(ctx), craterEl(ctx));
}
