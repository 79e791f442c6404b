import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import type { Actor } from "../../app/domain/actor";
import { canModerate } from "../../app/domains/companies/index.server";
import { OPERATOR_TWO_FACTOR_MESSAGE } from "../../app/lib/access.server";
import { contentDisposition } from "../../app/lib/download";
import type { ConsoleInbox } from "../load-context";
import type { ServerModule } from "../modules";
import { errorAnswer } from "../request-log";
import type { InboxStore } from "./store";

// The forms inbox as the operator console reads it (app/features/admin, through the request
// context: the pages check the operator role first), and its attachments' downloads.
//
// GET /admin/inbox/files/:id     an inbox attachment, to operators only, as a download

export const ATTACHMENT_ROUTE = "/admin/inbox/files/:id";

type ConsoleActor = Actor & { twoFactorEnabled?: boolean };

export interface ConsoleModuleOptions {
  store: InboxStore;
  /** Who asks (null when signed out). */
  actorFor: (request: Request) => Promise<ConsoleActor | null>;
  /**
   * Whether this operator must turn on two-step sign-in before using operator powers
   * (REQUIRE_OPERATOR_2FA): they are refused with OPERATOR_TWO_FACTOR_MESSAGE, as the console is.
   */
  heldBack?: (actor: ConsoleActor) => boolean;
}

export interface ConsoleModule extends ServerModule {
  inbox: ConsoleInbox;
}

const PRIVATE = "private, no-store";

export function createConsoleModule({
  store,
  actorFor,
  heldBack = () => false,
}: ConsoleModuleOptions): ConsoleModule {
  function notFound(c: Context) {
    c.header("Cache-Control", PRIVATE);
    return errorAnswer(c, 404, "Not found.");
  }

  async function attachment(c: Context) {
    const actor = await actorFor(c.req.raw);
    if (!canModerate(actor)) return notFound(c);
    if (heldBack(actor!)) {
      c.header("Cache-Control", PRIVATE);
      return c.json({ code: "OPERATOR_TWO_FACTOR", message: OPERATOR_TWO_FACTOR_MESSAGE }, 403);
    }
    const record = await store.attachment(c.req.param("id") ?? "");
    if (!record) return notFound(c);
    let content: Readable;
    try {
      content = await store.openAttachment(record);
    } catch {
      return notFound(c);
    }
    c.header("Content-Type", "application/octet-stream");
    c.header("Content-Disposition", contentDisposition(record.originalName));
    c.header("Content-Length", String(record.size));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", PRIVATE);
    if (c.req.method === "HEAD") {
      content.destroy();
      return c.body(null);
    }
    return c.body(Readable.toWeb(content) as ReadableStream<Uint8Array>);
  }

  return {
    name: "console-inbox",
    inbox: {
      list: (filters) => store.list(filters),
      count: (filters) => store.count(filters),
      submission: (id) => store.submission(id),
      mailboxes: () => store.submissionMailboxes(),
      markHandled: (id, by) => store.markHandled(id, by),
    },
    mount(app: Hono) {
      app.on(["GET", "HEAD"], ATTACHMENT_ROUTE, attachment);
    },
  };
}
