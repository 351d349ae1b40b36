// A card that stands for several legal actions (a farm you may build on, upgrade or destroy; a
// government you may develop peacefully or by revolution) opens a small menu of them, with the
// card's text (the shell's action menu).
import { bindActions as bind, closeMenu } from "../../js/action_menu.js";
import { t } from "../../js/i18n.js";
import { cardInfo } from "./cards.js";

export { closeMenu };

// Make `el` stand for `actions` (none: only its text on hover / tap). label(action): the action
// as text; content(action): as a button shows it (its words and its cost's icons).
export function bindActions(ctx, el, actions, card, label, content = label) {
  bind(ctx, el, actions, card, {
    className: "tta-menu",
    name: t("What to do with this card"),
    label,
    content,
    info: card ? () => cardInfo(card, ctx) : null,
  });
}
