import type { Context, Hono } from "hono";
import type { Actor } from "~/domain/actor";
import { canSeeCompany } from "./permissions";
import { vendorLogoSvg } from "~/lib/monogram";
import type { Repository } from "../../../server/db/repository";
import type { CompanyServices } from "../../../server/load-context";
import type { ServerModule } from "../../../server/modules";
import { errorAnswer } from "../../../server/request-log";
import type { FileStore } from "../../../server/files/file-store";
import { LogoStore } from "./logos.server";
import type { Notifications } from "~/domains/notifications/index.server";
import { writeDecisionNotice } from "./notify.server";

// The companies' files, and what the pages' actions reach through the request context
// (company-action.server.ts, the console's routes): logo processing and owner e-mail. (The
// console's forms inbox is the inbox's: server/inbox/console-module.ts.)
//
// GET /media/logos/:id           a company's logo (its monogram without one): public once the
//                                company is approved, otherwise to its owner and operators only

export const LOGO_ROUTE = "/media/logos/:id";

export interface CompaniesModuleOptions {
  repo: Repository;
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
}

const PUBLIC_LOGO_CACHE = "public, max-age=300";
const PRIVATE = "private, no-store";

function notFound(c: Context) {
  c.header("Cache-Control", PRIVATE);
  return errorAnswer(c, 404, "Not found.");
}

export function createCompaniesModule(options: CompaniesModuleOptions): CompaniesModule {
  const { repo, actorFor } = options;
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

  return {
    name: "companies",
    services,
    mount(app: Hono) {
      app.on(["GET", "HEAD"], LOGO_ROUTE, logo);
    },
  };
}
