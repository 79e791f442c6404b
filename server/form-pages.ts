import type { Context } from "hono";
import { MAX_REQUEST_BYTES } from "../app/domain/form-rules";
import type { InboxModule } from "./inbox/inbox-module";

// The form pages (/jobs/:id/apply, /vendors/:slug/contact, /vendors/:slug/quote) post without
// JavaScript to their route actions, which parse the body with Request.formData(): whole, in
// memory. Their posts are read first here, by the inbox, under the limits of its own API
// (`readPagePost`: rate limit, upload slots, size, pace), so that a large or slow body is
// refused before it is buffered, and every post counts against the rate limit. Decision 148.

/** The paths whose POSTs are form submissions (and their `.data` twins, with JavaScript). */
export const FORM_PAGE_PATH =
  /^\/(?:jobs\/[^/]+\/apply|vendors\/[^/]+\/(?:contact|quote))(?:\.data)?$/;

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

export function formPagePosts(inbox: Pick<InboxModule, "readPagePost" | "senderOf">): ReadPost {
  return async (c, request) => {
    if (request.method !== "POST" || !FORM_PAGE_PATH.test(new URL(request.url).pathname)) {
      return request;
    }
    const post = await inbox.readPagePost(request, inbox.senderOf(c));
    if (post.ok) return withBody(request, post.body);
    const { status, reply, retryAfter } = post.answer;
    if (status === 413) {
      // The route's own page for a post over the limit (readFormData sees the declared length
      // and reads nothing), with the form and its message, as a 413.
      const headers = new Headers(request.headers);
      headers.set("content-length", String(MAX_REQUEST_BYTES + 1));
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
