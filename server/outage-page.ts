import type { Context } from "hono";

// What a page answers while the site's database does not (docs/decisions/281): 503 with
// Retry-After and a page that says so plainly, made without the database, so that a signed-in
// member is asked to try again rather than to sign in, and nobody gets a raw error.

/** Seconds a visitor (or a crawler) is asked to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;

export const OUTAGE_TITLE = "ProcureConnect is unavailable for a moment";
export const OUTAGE_MESSAGE =
  "We can't reach our records right now, so this page can't be shown. Please try again in a minute.";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page itself: plain HTML with its own few styles, in the site's colours. */
export function outageHtml(tryAgainPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OUTAGE_TITLE}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:34rem;margin:15vh auto 0;padding:0 1.5rem}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem}
p{line-height:1.6;color:#334155}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1f57c7;color:#fff;text-decoration:none;font-weight:600}
a:focus-visible{outline:3px solid #93b4f5;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${OUTAGE_TITLE}</h1>
<p>${OUTAGE_MESSAGE}</p>
<a href="${escapeHtml(tryAgainPath)}">Try again</a>
</main>
</body>
</html>
`;
}

/** The 503 answer, never cached; the link tries the same address again (as a GET). */
export function outageAnswer(c: Context): Response {
  const url = new URL(c.req.url);
  const path = url.pathname.startsWith("/") ? `${url.pathname}${url.search}` : "/";
  c.header("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "private, no-store");
  return c.html(c.req.method === "HEAD" ? "" : outageHtml(path), 503);
}

/** A page that failed: the outage page when the database is away, else the error as it was. */
export async function failedPage(
  c: Context,
  databaseAway: (() => Promise<boolean>) | undefined,
  failure: { error: unknown } | { response: Response },
): Promise<Response> {
  if (databaseAway && (await databaseAway())) {
    if ("response" in failure) void failure.response.body?.cancel();
    return outageAnswer(c);
  }
  if ("error" in failure) throw failure.error;
  return failure.response;
}
