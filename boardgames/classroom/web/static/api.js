// Requests to the class server: JSON in and out, the class code and the pupil's token in
// headers; a refusal becomes an ApiError with the server's code ("name.taken"), a server
// that cannot be reached one with the code "network".

export class ApiError extends Error {
  constructor(status, code, message, retryAfter) {
    super(message || code);
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }
}

export function makeApi(session) {
  async function call(method, path, body) {
    const headers = { "X-Class-Code": session.code || "" };
    if (session.token) headers["X-Student-Token"] = session.token;
    if (body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
    let response;
    try {
      response = await fetch(path, {
        method, headers, cache: "no-store",
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new ApiError(0, "network", String(error));
    }
    let data = null;
    try { data = await response.json(); } catch { data = null; }
    if (!response.ok) {
      const wait = Number(response.headers.get("Retry-After")) || 0;
      throw new ApiError(response.status, (data && data.error) || "network",
                         (data && data.message) || response.statusText, wait);
    }
    return data;
  }
  return { get: (path) => call("GET", path), post: (path, body) => call("POST", path, body) };
}

// An id the server accepts ([0-9A-Za-z_-]{8,64}): 22 random URL-safe characters.
// crypto.randomUUID is not offered on a plain http:// page of the local network.
export function newId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
