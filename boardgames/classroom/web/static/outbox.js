// What the pupil sends the class (checked exercises, levels), kept in localStorage until
// the server has answered it: a reload or a closed tab loses nothing, and an item sent
// twice is stored once (the server keeps the first of each id). A refused item (too big,
// over the class's quota) leaves the queue for a list the pupil sees; a server that cannot
// be reached or is busy is tried again later, waiting longer each time (1 s to 60 s).

import { sleep } from "./api.js";

const RETRY_FIRST = 1000;
const RETRY_MOST = 60000;
// Refusals after which the item can never be stored: it leaves the queue.
const REFUSED = new Set([400, 404, 405, 409, 413, 415]);

export class Outbox {
  constructor(key, api, changed) {
    this.key = key;
    this.api = api;
    this.changed = changed;
    this.waiting = new Map();
    this.flushing = false;
    this.delay = RETRY_FIRST;
    this.blocked = "";
  }

  read(part) {
    try { return JSON.parse(localStorage.getItem(`${this.key}.${part}`) || "[]"); } catch { return []; }
  }

  write(part, list) {
    localStorage.setItem(`${this.key}.${part}`, JSON.stringify(list));
  }

  pending() { return this.read("queue"); }
  refused() { return this.read("refused"); }

  send(route, item) {
    const queue = this.pending();
    if (!queue.some((entry) => entry.item.id === item.id)) queue.push({ route, item });
    this.write("queue", queue);
    const answered = new Promise((resolve) => this.waiting.set(item.id, resolve));
    this.flush();
    return answered;
  }

  settle(entry, answer, refusal) {
    this.write("queue", this.pending().filter((e) => e.item.id !== entry.item.id));
    if (refusal) this.write("refused", [...this.refused(), { ...entry, error: refusal }]);
    const resolve = this.waiting.get(entry.item.id);
    this.waiting.delete(entry.item.id);
    if (resolve) resolve(answer);
  }

  async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (let entry = this.pending()[0]; entry; entry = this.pending()[0]) {
        if (!(await this.deliver(entry))) break;
      }
    } finally {
      this.flushing = false;
      this.changed();
    }
  }

  // True when the entry left the queue; false when it waits for a later try.
  async deliver(entry) {
    try {
      const answer = await this.api.post(entry.route, entry.item);
      this.delay = RETRY_FIRST;
      this.blocked = "";
      this.settle(entry, answer, null);
      return true;
    } catch (error) {
      if (REFUSED.has(error.status)) {
        this.settle(entry, null, error.code);
        return true;
      }
      this.blocked = error.code;
      const wait = error.retryAfter ? error.retryAfter * 1000 : this.delay * (0.75 + Math.random() / 2);
      this.delay = Math.min(this.delay * 2, RETRY_MOST);
      if (error.status !== 401 && error.status !== 403) setTimeout(() => this.flush(), wait);
      return false;
    }
  }
}

// Calls listener(stage) whenever the teacher's stage, levels or sequence change
// (long-polled: the server answers at once when something is newer than what we have).
export async function followStage(api, listener, stopped) {
  let since = -1;
  let delay = RETRY_FIRST;
  while (!stopped()) {
    try {
      const stage = await api.get(`/api/stage?since=${since}&wait=25`);
      delay = RETRY_FIRST;
      if (stage.version !== since) {
        since = stage.version;
        listener(stage);
      }
    } catch {
      await sleep(delay);
      delay = Math.min(delay * 2, RETRY_MOST);
    }
  }
}
