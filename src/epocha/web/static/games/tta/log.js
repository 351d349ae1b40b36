// The log of a Through the Ages game in the player's language. A hidden card is named only in
// the part of an event the server sends to the seats that may know it (a military card drawn,
// an event prepared): other seats read its age.
import { nt, pt, t } from "../../js/i18n.js";
import { cardTitle, whatName } from "./cards.js";

// why something happened: a word of the engine, or the card that did it
const REASONS = {
  production: () => pt("tta-why", "production"),
  develop: () => pt("tta-why", "developing a technology"),
  event: () => pt("tta-why", "preparing an event"),
  action: () => pt("tta-why", "action"),
  age: () => pt("tta-why", "a new age"),
  consumption: () => pt("tta-why", "consumption"),
  corruption: () => pt("tta-why", "corruption"),
  famine: () => pt("tta-why", "famine"),
  turn: () => pt("tta-why", "end of turn"),
};

function why(a, ctx) {
  if (!a.why) return "";
  if (REASONS[a.why]) return ` (${REASONS[a.why]()})`;
  if (typeof a.why === "string" && a.why.includes(":")) return ` (${cardTitle(ctx, a.why)})`;
  return "";
}

// "Ann destroys a building on Temple." + " (Terrorism)" -> "Ann destroys ... Temple (Terrorism)."
function because(text, c) { return c.why ? `${text.replace(/\.$/, "")}${c.why}.` : text; }

function kindWord(kind, n) {
  if (kind === "food") return nt("{n} food", "{n} food", n);
  if (kind === "resources") return nt("{n} resource", "{n} resources", n);
  return `${n} ${whatName(kind)}`;
}

const EVENTS = {
  setup: (a) => nt("A new game of Through the Ages for {n} player.", "A new game of Through the Ages for {n} players.", a.players),
  position: () => t("The game starts from a set position."),
  turn: (a, c) => t("— {who}'s turn (round {round}) —", { who: c.who, round: a.round }),
  row_fill: (a) => nt("{n} card is dealt into the card row.", "{n} cards are dealt into the card row.", a.cards.length),
  row_discard: (a, c) => t("{card} leaves the card row.", { card: c.card(a.card) }),
  age: (a) => t("=== Age {age} begins ===", { age: a.age }),
  last_round: (a) => t("Age IV: round {round} is the last round.", { round: a.round }),
  take: (a, c) => t("{who} takes {card}.", { who: c.who, card: c.card(a.card) }),
  build: (a, c) => because(t("{who} builds on {card}.", { who: c.who, card: c.card(a.tech) }), c),
  upgrade: (a, c) => t("{who} upgrades {from} to {to}.", { who: c.who, from: c.card(a.from), to: c.card(a.to) }),
  destroy: (a, c) => because(t("{who} destroys a building on {card}.", { who: c.who, card: c.card(a.tech) }), c),
  disband: (a, c) => t("{who} disbands a unit of {card}.", { who: c.who, card: c.card(a.tech) }),
  leader: (a, c) => (a.replaces
    ? t("{who} plays the leader {card}, replacing {old}.", { who: c.who, card: c.card(a.card), old: c.card(a.replaces) })
    : t("{who} plays the leader {card}.", { who: c.who, card: c.card(a.card) })),
  wonder_stage: (a, c) => nt("{who} builds {n} stage of {card}.", "{who} builds {n} stages of {card}.", a.stages,
    { who: c.who, card: c.card(a.card) }),
  wonder_done: (a, c) => t("{who} completes the wonder {card}.", { who: c.who, card: c.card(a.card) }),
  develop: (a, c) => (a.revolution
    ? t("{who} declares a revolution: {card}.", { who: c.who, card: c.card(a.card) })
    : t("{who} develops {card}.", { who: c.who, card: c.card(a.card) })),
  discarded: (a, c) => t("{who} discards {card} (a better technology of its kind is in play).", { who: c.who, card: c.card(a.card) }),
  play: (a, c) => t("{who} plays {card}.", { who: c.who, card: c.card(a.card) }),
  tactic: (a, c) => t("{who} plays the tactic {card}.", { who: c.who, card: c.card(a.card) }),
  copy_tactic: (a, c) => t("{who} copies the tactic {card}.", { who: c.who, card: c.card(a.card) }),
  tactic_common: (a, c) => t("{card} goes to the common tactics area.", { card: c.card(a.card) }),
  prepare_event: (a, c) => (a.card
    ? t("{who} prepares the event {card} (age {age}).", { who: c.who, card: c.card(a.card), age: a.age })
    : t("{who} prepares an event of age {age}.", { who: c.who, age: a.age })),
  reveal_event: (a, c) => t("Event: {card} (revealed by {who}).", { who: c.who, card: c.card(a.card) }),
  look_event: (a, c) => (a.card
    ? t("{who} looks at the top current event: {card}.", { who: c.who, card: c.card(a.card) })
    : t("{who} looks at the top current event (age {age}).", { who: c.who, age: a.age })),
  events_turned: (a) => nt("The future events become the current events ({n} card).", "The future events become the current events ({n} cards).", a.count),
  bid: (a, c) => (a.bid === null || a.bid === undefined
    ? t("{who} passes.", { who: c.who }) : t("{who} bids {n}.", { who: c.who, n: a.bid })),
  colonize: (a, c) => t("{who} colonizes {card}.", { who: c.who, card: c.card(a.card) }),
  no_colonist: (a, c) => t("Nobody colonizes {card}.", { card: c.card(a.card) }),
  colony_lost: (a, c) => because(t("{who} loses the colony {card}.", { who: c.who, card: c.card(a.card) }), c),
  science: (a, c) => (a.amount >= 0
    ? nt("{who} scores {n} science point", "{who} scores {n} science points", a.amount, { who: c.who })
    : nt("{who} loses {n} science point", "{who} loses {n} science points", -a.amount, { who: c.who })) + c.why + ".",
  culture: (a, c) => (a.amount >= 0
    ? nt("{who} scores {n} culture point", "{who} scores {n} culture points", a.amount, { who: c.who })
    : nt("{who} loses {n} culture point", "{who} loses {n} culture points", -a.amount, { who: c.who })) + c.why + ".",
  gain: (a, c) => t("{who} gains {what}", { who: c.who, what: kindWord(a.kind, a.amount) }) + c.why + ".",
  lose: (a, c) => t("{who} loses {what}", { who: c.who, what: kindWord(a.kind, a.amount) }) + c.why + ".",
  produce: (a, c) => t("{who} produces {what}.", { who: c.who, what: kindWord(a.kind, a.amount) }),
  population: (a, c) => (a.amount > 0
    ? t("{who} increases population by {n}", { who: c.who, n: a.amount })
    : t("{who} loses {n} population", { who: c.who, n: -a.amount })) + c.why + ".",
  bank: (a, c) => (a.color === "blue"
    ? (a.amount > 0 ? nt("{who} gains {n} blue token", "{who} gains {n} blue tokens", a.amount, { who: c.who })
      : nt("{who} loses {n} blue token", "{who} loses {n} blue tokens", -a.amount, { who: c.who }))
    : (a.amount > 0 ? nt("{who} gains {n} yellow token", "{who} gains {n} yellow tokens", a.amount, { who: c.who })
      : nt("{who} loses {n} yellow token", "{who} loses {n} yellow tokens", -a.amount, { who: c.who }))) + c.why + ".",
  draw_military: (a, c) => (a.cards && a.cards.length
    ? nt("{who} draws {n} military card: {cards}.", "{who} draws {n} military cards: {cards}.", a.count,
      { who: c.who, cards: a.cards.map((x) => c.card(x)).join(", ") })
    : nt("{who} draws {n} military card of age {age}.", "{who} draws {n} military cards of age {age}.", a.count,
      { who: c.who, age: a.age })),
  discard_military: (a, c) => nt("{who} discards {n} military card.", "{who} discards {n} military cards.", a.count, { who: c.who }),
  reshuffle: (a) => t("The military discard pile of age {age} is shuffled into a new deck.", { age: a.age }),
  antiquated: (a, c) => t("{who}'s {card} is antiquated and leaves play.", { who: c.who, card: c.card(a.card) }),
  uprising: (a, c) => t("{who} is in uprising: no production this turn.", { who: c.who }),
  resign: (a, c) => t("{who} resigns.", { who: c.who }),
  final_event: (a, c) => t("Final scoring: {card}.", { card: c.card(a.card) }),
  spend: (a, c) => nt("{who} spends {n} civil action", "{who} spends {n} civil actions", a.ca, { who: c.who }) + c.why + ".",
  regain: (a, c) => nt("{who} regains {n} civil action", "{who} regains {n} civil actions", a.ca, { who: c.who }) + c.why + ".",
  action_converted: (a, c) => t("{who} uses a military action as a civil action", { who: c.who }) + c.why + ".",
  this_turn: (a, c) => (a.ma
    ? t("{who} gets 1 military action and {n} resources for military units this turn", { who: c.who, n: a.military_resources })
    : t("{who} gets {n} resources for military units this turn", { who: c.who, n: a.military_resources })) + c.why + ".",
  homer_under: (a, c) => t("{who} slides Homer under {card}.", { who: c.who, card: c.card(a.card) }),
  extra_politics: (a, c) => t("{who} takes another political action ({card}).", { who: c.who, card: c.card(a.card) }),
  leader_retired: (a, c) => t("{who}'s leader {card} leaves play.", { who: c.who, card: c.card(a.card) }),
  leader_removed: (a, c) => because(t("{who}'s leader {card} leaves play.", { who: c.who, card: c.card(a.card) }), c),
  ruined: (a, c) => because(t("{who}'s wonder {card} is flipped.", { who: c.who, card: c.card(a.card) }), c),
  international_agreement: (a, c) => because(t("{who} takes {cards}.", { who: c.who, cards: a.cards.map((x) => c.card(x)).join(", ") || "—" }), c),
  game_over: (a, c) => nt("Game over: {who} wins.", "Game over: {who} win.", a.winners.length,
    { who: a.winners.map((s) => c.names[s]).join(", ") }),
};

export function describe(event, ctx) {
  const a = event.args || {};
  const render = EVENTS[event.event];
  if (!render) return "";
  const c = {
    names: ctx.names,
    who: typeof a.player === "number" ? ctx.names[a.player] : t("someone"),
    card: (x) => (x ? cardTitle(ctx, x) : "?"),
    why: why(a, ctx),
  };
  return render(a, c);
}
