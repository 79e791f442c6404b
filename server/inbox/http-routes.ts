import type { Context, Hono } from "hono";
import { normaliseMailbox } from "./config";
import { activationPage, INBOX_BASE, reply, type Answer, type Origin } from "./answers";
import { IDEMPOTENCY_HEADER } from "./check";
import type { MailboxGate } from "./mailbox-gate";

// The forms inbox over HTTP, as the hosted form-to-email service's AJAX API speaks it
// (docs/decisions/051): `POST /api/forms/<mailbox>` from any site (CORS), a JSON reply with
// `success` as a string, and the page a mailbox's activation link opens.

export interface InboxRoutes {
  gate: MailboxGate;
  /** One submission, from its body to the inbox's answer. */
  receive(address: string, body: Request, origin: Origin, headerKey?: string): Promise<Answer>;
  clientOf(c: Context): string;
  log(message: string): void;
}

export function mountInbox(app: Hono, { gate, receive, clientOf, log }: InboxRoutes): void {
  app.get(`${INBOX_BASE}/activate/:token`, async (c) => {
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    const mailbox = await gate.activate(c.req.param("token"));
    if (!mailbox) {
      return c.html(
        activationPage(
          "Activation link not valid",
          "This activation link is not valid, or the form was already activated.",
        ),
        404,
      );
    }
    log(`Forms inbox: mailbox ${mailbox.address} activated.`);
    return c.html(
      activationPage(
        "Form activated",
        `Forms sent to ${mailbox.address} are now delivered. Submit the form again to send it.`,
      ),
    );
  });

  app.options(`${INBOX_BASE}/:mailbox`, (c) => {
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Access-Control-Allow-Methods", "POST");
    c.header("Access-Control-Allow-Headers", "Accept, Content-Type");
    c.header("Access-Control-Max-Age", "86400");
    return c.body(null, 204);
  });

  // One submission, from the request to the reply.
  app.post(`${INBOX_BASE}/:mailbox`, async (c) => {
    const result = await receive(
      normaliseMailbox(c.req.param("mailbox") ?? ""),
      c.req.raw,
      { sender: { client: clientOf(c) }, headers: c.req.raw.headers },
      c.req.header(IDEMPOTENCY_HEADER),
    );
    if (result.retryAfter !== undefined) c.header("Retry-After", String(result.retryAfter));
    if (result.kind === "replayed") c.header("Idempotent-Replayed", "true");
    return reply(c, result.status, result.reply.message, {
      success: result.reply.success === "true",
    });
  });

  app.all(`${INBOX_BASE}/*`, (c) =>
    reply(c, 405, "Send the form with POST to /api/forms/<mailbox>."),
  );
}
