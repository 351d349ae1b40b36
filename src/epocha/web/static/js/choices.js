// Words for choices that every game may offer (the generic prompt panel's buttons).
import { pt } from "./i18n.js";

const DIRECTIONS = { left: () => pt("splay", "left"), right: () => pt("splay", "right"), up: () => pt("splay", "up") };

export function directionName(direction) {
  return DIRECTIONS[direction] ? DIRECTIONS[direction]() : direction;
}

export function capitalize(s) { return s ? s[0].toLocaleUpperCase() + s.slice(1) : s; }
