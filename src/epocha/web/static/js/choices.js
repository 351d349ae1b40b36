// Words for choices that every game may offer (the generic prompt panel and the games'
// fallbacks when an engine prompt has no translation).
import { pt, t } from "./i18n.js";

const DIRECTIONS = { left: () => pt("splay", "left"), right: () => pt("splay", "right"), up: () => pt("splay", "up") };

export function directionName(direction) {
  return DIRECTIONS[direction] ? DIRECTIONS[direction]() : direction;
}

export function capitalize(s) { return s ? s[0].toLocaleUpperCase() + s.slice(1) : s; }

// "Choose a card", "Choose a direction"...: what the legal choices are about
export function choiceKindText(view) {
  const first = view.legal_actions.find((a) => a.type === "choose") || {};
  if (first.cards) return t("Choose a card");
  if (first.color) return t("Choose a colour");
  if (first.direction) return t("Choose a direction");
  if (first.player !== undefined) return t("Choose a player");
  if (first.value !== undefined) return t("Choose a value");
  if (first.option) return t("Choose an option");
  if (view.legal_actions.some((a) => a.type === "done")) return t("Choose, or say you are done");
  return t("Choose");
}
