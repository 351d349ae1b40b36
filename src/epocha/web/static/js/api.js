// Talking to the web table: seat tokens, idempotent moves, live updates (websocket, or
// long polling when websockets are unavailable).

const SEATS_KEY = "epocha.seats";

export function mySeats() {
  try { return JSON.parse(localStorage.getItem(SEATS_KEY) || "{}"); } catch { return {}; }
}

export function rememberSeat(gameId, token, seat) {
  const seats = mySeats();
  seats[gameId] = seats[gameId] || [];
  const known = seats[gameId].find((s) => s.token === token);
  if (known) { if (seat >= 0) known.seat = seat; } else seats[gameId].push({ token, seat });
  localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
}

export function forgetGame(gameId) {
  const seats = mySeats();
  delete seats[gameId];
  localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
}

// The campaigns this browser started or opened ({id: {token, game, tables}}; `tables`: the
// tables of their chapters, so that a chapter's game can lead back to its campaign).
const CAMPAIGNS_KEY = "epocha.campaigns";

export function myCampaigns() {
  try { return JSON.parse(localStorage.getItem(CAMPAIGNS_KEY) || "{}"); } catch { return {}; }
}

export function rememberCampaign(id, token, game, table = null) {
  const all = myCampaigns();
  const known = all[id] && all[id].token === token ? all[id] : { token, game, tables: [] };
  known.tables = known.tables || [];
  if (table && !known.tables.includes(table)) known.tables.push(table);
  all[id] = known;
  localStorage.setItem(CAMPAIGNS_KEY, JSON.stringify(all));
}

// the campaign ({id, token}) whose chapter was played at a table, if this browser knows it
export function campaignOf(table) {
  const found = Object.entries(myCampaigns()).find(([, c]) => (c.tables || []).includes(table));
  return found ? { id: found[0], token: found[1].token } : null;
}

// The home this browser keeps (its secret token; see home.js), or null.
const HOME_KEY = "epocha.home";

export function myHome() { return localStorage.getItem(HOME_KEY); }

export function rememberHome(token) { localStorage.setItem(HOME_KEY, token); }

export function forgetHome() { localStorage.removeItem(HOME_KEY); }

export class ApiError extends Error {
  constructor(status, body) {
    super(body && body.message ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body || {};
  }
}

export async function request(method, path, { token, body } = {}) {
  const headers = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = { message: text }; }
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

export function newKey() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Live updates of one game for one seat (or a spectator). `onState(data)` receives
// {seq, seat, view, log_from, log, log_length}; the log arrives in pieces and is merged here.
export class LiveGame {
  constructor(gameId, token, onState, onStatus) {
    this.gameId = gameId;
    this.token = token;
    this.onState = onState;
    this.onStatus = onStatus || (() => {});
    this.log = [];
    this.seq = -1;
    this.closed = false;
    this.retry = 0;
    this.trouble = null; // what went wrong while the socket tries again, shown meanwhile
  }

  merge(data) {
    if (data.log_from <= this.log.length) {
      this.log = this.log.slice(0, data.log_from).concat(data.log);
    } else {
      return false; // a gap: ask for everything again
    }
    this.seq = data.seq;
    this.onState({ ...data, log: this.log });
    return true;
  }

  start() {
    if ("WebSocket" in window && !this.noSocket) this.connect();
    else this.poll();
  }

  connect() {
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${proto}://${location.host}/ws/games/${this.gameId}`);
    this.ws = ws;
    let opened = false;
    ws.onopen = () => {
      opened = true;
      ws.send(JSON.stringify({ token: this.token || null, log_from: this.log.length }));
    };
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (msg.type === "state") {
        this.retry = 0; // back off again only after a real answer
        this.trouble = null;
        this.onStatus("live");
        if (!this.merge(msg)) { this.log = []; ws.close(); }
      } else if (msg.type === "error") {
        this.onStatus("error", msg.message);
        // a passing trouble (the storage is away) is tried again; anything else is final
        if (msg.retry) this.trouble = msg.message;
        else this.closed = true;
      }
    };
    ws.onclose = () => {
      if (this.closed) return;
      if (this.trouble) this.onStatus("error", this.trouble); // still shown while trying again
      else this.onStatus("reconnecting");
      if (!opened && this.retry >= 2) { this.poll(); return; } // websockets blocked: fall back
      this.retry += 1;
      setTimeout(() => this.connect(), Math.min(5000, 300 * 2 ** this.retry));
    };
  }

  async poll() {
    this.onStatus("polling");
    let version = -1;
    // the first state at once (a poll waits for the game to change)
    while (this.seq < 0 && !this.closed) {
      try { await this.refresh(); } catch (err) {
        this.onStatus("error", err.message);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
    while (!this.closed) {
      try {
        const data = await request("GET",
          `/api/games/${this.gameId}/poll?seq=${Math.max(this.seq, 0)}&log_from=${this.log.length}&version=${version}`,
          { token: this.token });
        version = data.version;
        if (!this.merge(data)) this.log = [];
      } catch (err) {
        this.onStatus("error", err.message);
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  }

  async refresh() {
    const data = await request("GET", `/api/games/${this.gameId}/view?log_from=0`, { token: this.token });
    this.log = [];
    this.merge(data);
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}
