// The Games tab: the pupil plays the computer in every game the class server offers. The
// board is the game's own picture drawn by the server (SVG); buttons laid over its cells
// make it usable by touch, keyboard (Tab to the board, arrows, Enter, digits) and screen
// readers. Every move goes to the server (/api/play/...), which answers the new board.

const KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", " ",
                      "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
const GAME = "boardgames.play.game";
const STEP_MS = 650;

const BUSY_TRIES = 8;

export function mount(root, ctx) {
  root.innerHTML = `<div class="play">
    <h2 class="visually-hidden" id="play-heading"></h2>
    <ul class="play-games" id="play-games" aria-labelledby="tab-play"></ul>
    <p class="muted" id="play-none" hidden></p>
    <section class="play-table" id="play-table" hidden aria-labelledby="play-title">
      <div class="play-head">
        <h3 id="play-title" tabindex="-1"></h3>
        <label class="play-level"><span id="play-level-label"></span>
          <select id="play-level"></select></label>
        <span class="muted" id="play-level-title"></span>
      </div>
      <div class="play-tools">
        <button type="button" class="primary" id="play-new"></button>
        <button type="button" id="play-hint" hidden></button>
        <button type="button" id="play-solve" hidden></button>
        <button type="button" id="play-stop" hidden></button>
      </div>
      <p class="play-status" id="play-status"></p>
      <div class="play-board" id="play-board">
        <img class="play-picture" id="play-picture" alt="">
        <div class="play-cells" id="play-cells" role="group"></div>
      </div>
      <p class="muted play-keys" id="play-keys"></p>
    </section>
  </div>`;
  const el = (id) => root.querySelector(`#${id}`);
  const state = { games: [], game: null, board: null, busy: false, playing: false, focus: null, status: "" };

  const say = (key, ...values) => ctx.t(key, ...values);
  const known = (key, fallback) => { const text = ctx.t(key); return text === key ? fallback : text; };
  const gameTitle = (game) => game.title; // in the pupil's language, from the plug-in's translations

  function statusText(board) {
    if (board.level_won && board.next_level && board.next_level > board.level) {
      return say(board.puzzle ? "play.status.solved_next" : "play.status.won_next", board.next_level);
    }
    return known(`play.status.${board.status}`, board.status);
  }

  function showStatus(text, announce = true) {
    state.status = text;
    el("play-status").textContent = text;
    if (announce) ctx.announce(text);
  }

  function cellWords(cell) {
    if (cell.row === undefined) return cell.words;
    const piece = cell.piece ? known(`play.piece.${cell.piece}`, cell.piece) : say("play.empty");
    let words = say("play.cell", cell.row + 1, cell.col + 1, piece);
    if (cell.last) words = say("play.cell.last", words);
    if (cell.line) words = say("play.cell.line", words);
    return words;
  }

  function moveWords(move) {
    return move.row === undefined ? move.words : say("play.at", move.row + 1, move.col + 1);
  }

  function renderBoard(board) {
    const picture = board.picture;
    el("play-picture").src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(picture.svg);
    el("play-board").style.aspectRatio = `${picture.width} / ${picture.height}`;
    const cells = el("play-cells");
    cells.setAttribute("aria-label", say("play.board", gameTitle(state.game)));
    const had = cells.contains(document.activeElement) ? Number(document.activeElement.dataset.index) : null;
    cells.textContent = "";
    const pct = (v, whole) => `${(100 * v / whole).toFixed(3)}%`;
    const wanted = picture.cursor ?? state.focus ?? 0;
    picture.cells.forEach((cell, index) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "play-cell";
      button.dataset.index = index;
      Object.assign(button.style, { left: pct(cell.x, picture.width), top: pct(cell.y, picture.height),
                                    width: pct(cell.w, picture.width), height: pct(cell.h, picture.height) });
      button.setAttribute("aria-label", cellWords(cell));
      button.tabIndex = index === Math.min(wanted, picture.cells.length - 1) ? 0 : -1;
      cells.append(button);
    });
    if (!picture.cells.length) {  // a board without cells: one control for clicks and keys
      cells.tabIndex = 0;
    }
    if (had !== null || picture.cursor !== null) {
      const target = cells.querySelector("[tabindex='0']");
      if (target && had !== null) target.focus();
    }
  }

  function render() {
    const board = state.board;
    const game = state.game;
    el("play-table").hidden = !game;
    if (!game || !board) return;
    el("play-title").textContent = gameTitle(game);
    const select = el("play-level");
    el("play-level-label").textContent = say("play.level");
    select.textContent = "";
    for (let n = 1; n <= board.levels; n++) {
      select.append(new Option(say("play.level_number", n, board.levels), String(n), false, n === board.level));
    }
    select.disabled = board.levels < 2 || game.locked || state.playing || state.busy;
    select.parentElement.hidden = board.levels < 1;
    el("play-level-title").textContent = board.level_title;
    el("play-new").textContent = say("play.new");
    el("play-hint").textContent = say("play.hint");
    el("play-solve").textContent = say("play.solve");
    el("play-stop").textContent = say("play.stop");
    el("play-hint").hidden = !board.hint;
    el("play-solve").hidden = !board.solve;
    el("play-stop").hidden = !state.playing;
    const over = board.status.startsWith("game.");
    for (const id of ["play-new", "play-hint", "play-solve"]) el(id).disabled = state.playing || state.busy;
    el("play-hint").disabled = el("play-hint").disabled || over;
    el("play-solve").disabled = el("play-solve").disabled || over;
    el("play-keys").textContent = known(`play.keys.${game.id}`, say("play.keys.game"));
    renderBoard(board);
  }

  // The tools follow state.busy without redrawing the board (a click's focus stays).
  function renderTools() {
    const board = state.board;
    if (!board) return;
    const off = state.playing || state.busy;
    const over = board.status.startsWith("game.");
    el("play-new").disabled = off;
    el("play-hint").disabled = el("play-solve").disabled = off || over;
    el("play-level").disabled = board.levels < 2 || (state.game && state.game.locked) || off;
  }

  function errorText(error) {
    const code = error && error.code ? error.code : "other";
    return known(`play.error.${code}`, say("play.error.other", (error && error.message) || code));
  }

  // A class that answers "busy" (a whole class asked at once) did nothing: ask again a few
  // times, after the wait it names (about a second, spread so a class does not ask at once).
  async function patiently(ask) {
    for (let tries = 1; ; tries++) {
      try {
        return await ask();
      } catch (error) {
        if (error.code !== "server.busy" || tries >= BUSY_TRIES) throw error;
        showStatus(say("play.busy_retry"));
        const wait = (error.retryAfter && error.retryAfter < 5 ? error.retryAfter : 1) * (0.5 + Math.random());
        await new Promise((done) => setTimeout(done, wait * 1000));
      }
    }
  }

  // One request at a time: clicks while the server thinks are ignored.
  async function send(path, body, { thinking = "" } = {}) {
    if (state.busy) return null;
    state.busy = true;
    renderTools();
    const timer = thinking ? setTimeout(() => showStatus(say(thinking)), 350) : null;
    try {
      const url = `${path}${path.includes("?") ? "&" : "?"}lang=${ctx.lang()}`; // the titles' language
      const board = await patiently(() => (body === undefined ? ctx.api.get(url) : ctx.api.post(url, body)));
      state.board = board;
      render();
      return board;
    } catch (error) {
      showStatus(errorText(error));
      return null;
    } finally {
      clearTimeout(timer);
      state.busy = false;
      renderTools();
    }
  }

  function afterMove(board) {
    if (!board) return;
    const parts = [];
    for (const move of board.moves || []) if (move.computer) parts.push(say("play.computer_moved", moveWords(move)));
    parts.push(statusText(board));
    showStatus(parts.join(" "));
    if (board.level_won) refreshGames();
  }

  async function play(kind, body) {
    if (!state.game || state.playing) return;
    const board = await send(`/api/play/${state.game.id}/${kind}`, body, { thinking: state.board.puzzle ? "" : "play.status.turn.computer" });
    if (board && kind === "key" && !board.used && (body.key === "Enter" || body.key === " ")) {
      return clickCell(state.focus);  // the board takes no keys: Enter presses the cell
    }
    afterMove(board);
  }

  function clickCell(index) {
    const cell = state.board && state.board.picture.cells[index];
    if (cell) play("click", { x: cell.x + cell.w / 2, y: cell.y + cell.h / 2 });
  }

  el("play-cells").addEventListener("click", (event) => {
    const button = event.target.closest(".play-cell");
    if (button) {
      state.focus = Number(button.dataset.index);
      return clickCell(state.focus);
    }
    const picture = state.board && state.board.picture;
    if (!picture) return;
    const box = el("play-cells").getBoundingClientRect();
    play("click", { x: (event.clientX - box.left) * picture.width / box.width,
                    y: (event.clientY - box.top) * picture.height / box.height });
  });

  el("play-cells").addEventListener("keydown", (event) => {
    if (!KEYS.has(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    const button = event.target.closest(".play-cell");
    if (button) state.focus = Number(button.dataset.index);
    play("key", { key: event.key });
  });

  el("play-cells").addEventListener("focusin", (event) => {
    const button = event.target.closest(".play-cell");
    if (button) state.focus = Number(button.dataset.index);
  });

  async function newGame(level) {
    stopPlayback();
    const board = await send(`/api/play/${state.game.id}/new`, level ? { level } : {});
    if (board) showStatus(`${say("play.started", gameTitle(state.game), board.level)} ${statusText(board)}`);
  }

  async function hint() {
    const board = await send(`/api/play/${state.game.id}/hint`, {}, { thinking: "play.searching" });
    if (!board) return;
    if (board.refused) showStatus(known(`play.refused.${board.refused}`, say("play.refused.other")));
    else if (board.shown_hint) showStatus(say("play.hint_is", board.shown_hint));
  }

  async function solve() {
    const board = await send(`/api/play/${state.game.id}/solve`, {}, { thinking: "play.searching" });
    if (!board) return;
    if (board.refused || !board.solution) {
      showStatus(known(`play.refused.${board.refused}`, say("play.refused.other")));
      return;
    }
    showStatus(ctx.tn("play.solution", board.solution.moves.length));
    state.playing = true;
    render();
    const game = state.game;
    while (state.playing && state.game === game && state.board.plan > 0) {
      await new Promise((done) => setTimeout(done, STEP_MS));
      if (!state.playing) break;
      const step = await send(`/api/play/${game.id}/step`, {});
      if (!step) break;
      if (step.moves.length) ctx.announce(step.moves.map(moveWords).join(", "));
    }
    const finished = state.playing && state.board.plan === 0;
    stopPlayback();
    if (finished) showStatus(statusText(state.board));
  }

  function stopPlayback() {
    if (!state.playing) return;
    state.playing = false;
    render();
  }

  el("play-new").addEventListener("click", () => newGame(null));
  el("play-level").addEventListener("change", (event) => newGame(Number(event.target.value)));
  el("play-hint").addEventListener("click", hint);
  el("play-solve").addEventListener("click", solve);
  el("play-stop").addEventListener("click", () => { stopPlayback(); showStatus(say("play.stopped")); el("play-new").focus(); });

  function renderGames() {
    el("play-heading").textContent = say("play.heading");
    const list = el("play-games");
    list.textContent = "";
    el("play-none").hidden = state.games.length > 0;
    el("play-none").textContent = say("play.none");
    for (const game of state.games) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.game = game.id;
      button.setAttribute("aria-pressed", String(Boolean(state.game && state.game.id === game.id)));
      const title = document.createElement("span");
      title.textContent = gameTitle(game);
      button.append(title);
      if (game.levels) {
        const level = document.createElement("span");
        level.className = "play-game-level";
        level.textContent = ` ${say("play.level_of", game.level, game.levels)}`;
        button.append(level);
      }
      button.addEventListener("click", () => choose(game.id, true));
      item.append(button);
      list.append(item);
    }
  }

  async function refreshGames() {
    try {
      const answer = await ctx.api.get(`/api/play/games?lang=${ctx.lang()}`);
      state.games = answer.games;
      if (state.game) state.game = state.games.find((g) => g.id === state.game.id) || null;
    } catch (error) {
      el("play-none").textContent = errorText(error);
      el("play-none").hidden = false;
      return;
    }
    renderGames();
  }

  async function choose(id, focus) {
    const game = state.games.find((g) => g.id === id);
    if (!game) return;
    stopPlayback();
    state.game = game;
    state.board = null;
    state.focus = null;
    localStorage.setItem(GAME, id);
    renderGames();
    const board = await send(`/api/play/${id}`);
    if (board) showStatus(`${say("play.started", gameTitle(game), board.level)} ${statusText(board)}`, focus);
    if (focus) el("play-title").focus();
  }

  ctx.onLanguage(async () => {
    renderGames();
    render();
    if (state.board) showStatus(statusText(state.board), false);
    await refreshGames(); // the games' and the level's titles in the new language
    if (state.game && state.board && !state.busy && !state.playing) await send(`/api/play/${state.game.id}`); // (send renders it)
  });
  ctx.onStage(() => refreshGames());

  let shownOnce = false;
  return {
    async show() {
      await refreshGames();
      if (!shownOnce) {
        shownOnce = true;
        const kept = localStorage.getItem(GAME);
        if (kept && state.games.some((g) => g.id === kept)) await choose(kept, false);
      } else if (state.game && !state.playing) {
        await send(`/api/play/${state.game.id}`);
      }
    },
    hide() { stopPlayback(); },
  };
}
