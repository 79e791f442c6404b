import { Readable } from "node:stream";
import type { Context, Hono } from "hono";
import type { Actor } from "../../app/domain/actor";
import { canModerate, canSeeCompany } from "../../app/domain/company-access";
import { vendorLogoSvg } from "../../app/lib/monogram";
import type { Repository } from "../db/repository";
import type { InboxStore } from "../inbox/store";
import type { CompanyServices, ConsoleInbox } from "../load-context";
import type { ServerModule } from "../modules";
import { errorAnswer } from "../request-log";
import type { FileStore } from "../files/file-store";
import { LogoStore } from "./logos";
import type { Notifications } from "../outbox";
import { writeDecisionNotice } from "./notify";

// The companies' files and the console's downloads, and what the pages' actions reach through
// the request context (app/features/companies, app/features/admin): logo processing, owner
// e-mail, and the forms inbox for operators.
//
// GET /media/logos/:id           a company's logo (its monogram without one): public once the
//                                company is approved, otherwise to its owner and operators only
// GET /admin/inbox/files/:id     an inbox attachment, to operators only, as a download

export const LOGO_ROUTE = "/media/logos/:id";
export const ATTACHMENT_ROUTE = "/admin/inbox/files/:id";

export interface CompaniesModuleOptions {
  repo: Repository;
  store: InboxStore;
  /** Where logos are kept: the private file store's logos area. */
  logoFiles: FileStore;
  /** Who sends a request (null when signed out). */
  actorFor: (request: Request) => Promise<Actor | null>;
  /** The network's notices: the owner hears of the operators' decision. */
  notifications: Notifications;
  /** The site's public address, for links in e-mails, and the e-mails' sender. */
  publicUrl: string;
  mailFrom: string;
}

export interface CompaniesModule extends ServerModule {
  services: CompanyServices;
  inbox: ConsoleInbox;
}

const PUBLIC_LOGO_CACHE = "public, max-age=300";
const PRIVATE = "private, no-store";

function notFound(c: Context) {
  c.header("Cache-Control", PRIVATE);
  return errorAnswer(c, 404, "Not found.");
}

/** `filename=` (ASCII stand-in) and `filename*=` (the real name, UTF-8), for a download. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, "_").trim() || "attachment";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function createCompaniesModule(options: CompaniesModuleOptions): CompaniesModule {
  const { repo, store, actorFor } = options;
  const logos = new LogoStore(options.logoFiles);

  async function logo(c: Context) {
    const company = await repo.companies.byId(c.req.param("id") ?? "");
    if (!company || !canSeeCompany(await actorFor(c.req.raw), company)) return notFound(c);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", company.status === "approved" ? PUBLIC_LOGO_CACHE : PRIVATE);
    c.header("Vary", "Cookie");
    const bytes = company.logoFile ? await logos.read(company.logoFile) : null;
    if (bytes) {
      c.header("Content-Type", "image/webp");
      return c.body(new Uint8Array(bytes));
    }
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    // An image of ours: nothing in it may run or load, whatever the name says.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(vendorLogoSvg(company.name));
  }

  async function attachment(c: Context) {
    if (!canModerate(await actorFor(c.req.raw))) return notFound(c);
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

  const services: CompanyServices = {
    async storeLogo(file) {
      return logos.store(new Uint8Array(await file.arrayBuffer()));
    },
    async decide(decision, id, review) {
      const company = await repo.companies[decision](id, {
        ...review,
        within: (trx, decided) => writeDecisionNotice(trx, options.notifications, decided, options),
      });
      if (company) options.notifications.queued();
      return company;
    },
  };

  const inbox: ConsoleInbox = {
    list: (filters) => store.list(filters),
    count: (filters) => store.count(filters),
    submission: (id) => store.submission(id),
    mailboxes: () => store.submissionMailboxes(),
    markHandled: (id, by) => store.markHandled(id, by),
  };

  return {
    name: "companies",
    services,
    inbox,
    mount(app: Hono) {
      app.on(["GET", "HEAD"], LOGO_ROUTE, logo);
      app.on(["GET", "HEAD"], ATTACHMENT_ROUTE, attachment);
    },
  };
}
