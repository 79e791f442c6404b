// A request we refuse before reading its body (wrong address, rate limit, too many uploads) may
// still be arriving. Closing the connection at once makes the client's next write fail (EPIPE)
// and can reset the connection before the client has read our answer. So the body is read and
// thrown away first, when it is small; a larger one is answered at once, without
// `Connection: close`, and the Node adapter's clean-up (`autoCleanupIncoming`) reads on briefly
// before it closes the connection, which gives the client time to read the answer.

/** Bytes of a refused body read before answering. */
export const DISCARD_MAX_BYTES = 256 * 1024;
/** How long a refused body may take to arrive before we answer anyway. */
export const DISCARD_MAX_MS = 1000;

/** The body's length as the request declares it, when it declares a usable one. */
export function declaredLength(request: Request): number | null {
  const raw = request.headers.get("content-length");
  if (raw === null) return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * Reads and discards a request's body, up to `maxBytes` and `maxMs`. True when the whole body
 * was read (the connection can serve the next request); false when it is left unread.
 */
export async function discardBody(
  request: Request,
  { maxBytes = DISCARD_MAX_BYTES, maxMs = DISCARD_MAX_MS } = {},
): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  const length = declaredLength(request);
  if (length !== null && length > maxBytes) return false;
  const reader = request.body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), maxMs);
  });
  let total = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timedOut]);
      if (next === "timeout") return false;
      if (next.done) return true;
      total += next.value.byteLength;
      if (total > maxBytes) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    reader.cancel().catch(() => undefined);
  }
}
