// A player's home, as other pages use it: the game page's "Add to my home" button (explicit,
// never automatic, and only in a browser that keeps a home) and the words for what the table
// refuses about homes.
import { myHome, request } from "./api.js";
import { t } from "./i18n.js";

// the table's refusals, by their code, in the page's language (others: the server's words)
export function homeProblem(err) {
  const words = {
    bad_token: () => t("This home's link no longer works: it was replaced by a new one."),
    seat_in_another_home: () => t("This seat is already in another home. Release it there first."),
    home_full: () => t("Your home is full. Release some seats first."),
    bad_seat_token: () => t("This seat's link does not belong to this game."),
    not_in_home: () => t("That seat is not in your home."),
    no_such_game: () => t("That game no longer exists."),
    rated_game_running: () => t("A seat of a rated game stays in your home until the game ends."),
    unclaimed_seats: () => t("This rated table starts once every player has put their seat into a home. Not yet: {seats}.",
      { seats: err.body.seats.map((s) => s + 1).join(", ") }),
  };
  const code = err && err.body ? err.body.error : null;
  return words[code] ? words[code]() : err.message;
}

// (the words' message id goes with them: a change of language translates what is shown)
function showClaimed(button) {
  button.disabled = true;
  button.dataset.i18nId = "In your home";
  button.textContent = t("In your home");
}

let offers = 0; // the latest offer wins (a hot-seat page switches seats)

// Offer to put the seat whose link is `seatToken` into this browser's home. `say(text, bad)`
// tells the player what happened.
export async function offerHome(button, gameId, seatToken, say) {
  const offer = ++offers;
  const home = myHome();
  button.hidden = true;
  button.disabled = false;
  button.dataset.i18nId = "Add to my home";
  button.textContent = t("Add to my home");
  if (!home || !seatToken) return;
  try {
    const listed = await request("GET", "/api/home", { token: home });
    if (offer !== offers) return;
    if (listed.seats.some((s) => s.game_id === gameId && s.token === seatToken)) showClaimed(button);
  } catch { return; } // a home link replaced elsewhere: nothing to offer here
  if (offer !== offers) return;
  button.hidden = false;
  button.onclick = async () => {
    try {
      const answer = await request("POST", "/api/home/seats", { token: home, body: { game: gameId, seat_token: seatToken } });
      showClaimed(button);
      say(answer.claimed ? t("Added to your home.") : t("This seat is already in your home."), false);
    } catch (err) { say(homeProblem(err), true); }
  };
}
