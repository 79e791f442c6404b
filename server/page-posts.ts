import type { Context } from "hono";
import { MAX_REQUEST_BYTES } from "../app/domain/form-rules";
import { TENDER_FORM_MAX_BYTES } from "../app/domains/tenders/index.server";
import type { InboxModule } from "./inbox/inbox-module";
import { routedPath } from "./shared/routed-path";

// Every post to a page is read whole here, before it takes a render slot and before React Router
// parses it (decisions 148 and 216): in one of the client's upload slots, within the largest
// form's size and at the inbox's pace, so that a body sent a byte at a time is cut off (408)
// without holding a slot that renders pages, and a client has at most a few bodies in flight.
// The form pages (/jobs/:id/apply, /vendors/:slug/contact, /vendors/:slug/quote), which send
// e-mail, are read under the inbox's own API limits: every post counts against its rate limit.

/** The paths whose POSTs are form submissions (and their `.data` twins, with JavaScript). */
export const FORM_PAGE_PATH =
  /^\/(?:jobs\/[^/]+\/apply|vendors\/[^/]+\/(?:contact|quote))(?:\.data)?$/i;

/** The largest body any page's form takes (a tender or bid with ten 10 MB documents). */
export const MAX_PAGE_POST_BYTES = Math.max(MAX_REQUEST_BYTES, TENDER_FORM_MAX_BYTES);

/** How the pages read a post before React Router sees it: the request to render, or an answer. */
export type ReadPost = (c: Context, request: Request) => Promise<Request | Response>;

function withBody(request: Request, body: Buffer, headers = request.headers): Request {
  return new Request(request.url, {
    method: request.method,
    headers,
    body: body as Uint8Array<ArrayBuffer>,
    signal: request.signal,
  });
}

export function pagePosts(inbox: Pick<InboxModule, "readPagePost" | "senderOf">): ReadPost {
  return async (c, request) => {
    if (request.method === "GET" || request.method === "HEAD" || !request.body) return request;
    const formPage = FORM_PAGE_PATH.test(routedPath(request.url));
    const max = formPage ? MAX_REQUEST_BYTES : MAX_PAGE_POST_BYTES;
    const post = await inbox.readPagePost(request, inbox.senderOf(c), {
      rateLimited: formPage,
      max,
    });
    if (post.ok) return withBody(request, post.body);
    const { status, reply, retryAfter } = post.answer;
    if (status === 413) {
      // The route's own page for a post over the limit (readFormData sees the declared length
      // and reads nothing), with the form and its message, as a 413.
      const headers = new Headers(request.headers);
      headers.set("content-length", String(max + 1));
      return withBody(request, Buffer.alloc(0), headers);
    }
    const headers: Record<string, string> = {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    };
    if (retryAfter !== undefined) headers["Retry-After"] = String(retryAfter);
    return new Response(reply.message, { status, headers });
  };
}
