// The players' clocks under the turn panel: each seat's time left, counting down in the
// browser between the server's words (the server's clock decides when one runs out).
import { h } from "./dom.js";
import { t } from "./i18n.js";

// "4:05", "1:02:03"; a turn-based clock in days and hours ("2 d 3 h") once over a day
export function clockText(seconds, kind) {
  const s = Math.max(0, Math.floor(seconds));
  if (kind === "turn" && s >= 86400) {
    return t("{d} d {h} h", { d: Math.floor(s / 86400), h: Math.floor((s % 86400) / 3600) });
  }
  const hours = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(hours ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

// `clock`: the summary's clock (null: none); `since`: Date.now() when it was received
export function renderClocks(box, clock, names, since) {
  box.hidden = !clock;
  if (!clock) { box.replaceChildren(); return; }
  const kind = clock.control.kind;
  const passed = (Date.now() - since) / 1000;
  box.replaceChildren(...clock.seats.map((seat) => {
    const left = seat.running ? seat.left - passed : seat.left;
    const state = seat.out ? "out" : seat.running ? "running" : "stopped";
    return h("span", { class: `clock ${state}${seat.running && left <= 30 ? " low" : ""}`, dataset: { seat: seat.seat } },
      h("span", { class: "clock-name", text: names[seat.seat] }),
      h("span", { class: "clock-time", text: seat.out ? t("out of time") : clockText(left, kind) }));
  }));
}
