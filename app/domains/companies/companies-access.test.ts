import { EMPTY_DISTRIBUTION } from "~/domain/ratings";
import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { COMPANY_MESSAGES, type Company } from "./schema";
import { UNVERIFIED_MESSAGE } from "~/lib/access.server";
import { policyOf } from "~/lib/route-policy.server";
import * as adminInbox from "~/routes/admin-inbox";
import * as adminQueue from "./routes/admin-queue";
import * as editCompany from "./routes/account-company-edit";
import * as registerCompany from "./routes/company-register";
import * as vendorDetail from "./routes/vendor-detail";

// Every company page checks permission on the server, in its loader and its action: a visitor
// is sent to sign in, another member and anyone but an operator get 404, and nothing is written.

const person = (id: string, isOperator = false) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  image: null,
  isOperator,
});
const OWNER = person("owner");
const OTHER = person("other");
const OPERATOR = person("operator", true);

const pending: Company = {
  id: "c-1",
  slug: "acme-solar",
  name: "Acme Solar",
  logoUrl: "/media/logos/c-1?v=monogram",
  shortBlurb: "Solar farms and storage for industrial sites.",
  services: ["Solar"],
  rating: 0,
  tags: [],
  category: "Energy",
  location: "Lisbon",
  certifications: [],
  website: null,
  ownerId: OWNER.id,
  status: "pending",
  logoFile: null,
  rejectionReason: null,
  createdAt: "2026-11-21T10:00:00.000Z",
  updatedAt: "2026-11-21T10:00:00.000Z",
  reviewedAt: null,
};

function context(
  user: (ReturnType<typeof person> & { emailVerified?: boolean }) | null,
  { allowed = true, requireVerifiedEmail = false } = {},
) {
  const companies = {
    bySlug: vi.fn(async (slug: string) => (slug === pending.slug ? pending : undefined)),
    ownedBy: vi.fn(async () => []),
    register: vi.fn(async () => ({ kind: "created", company: pending })),
    update: vi.fn(async () => ({ kind: "saved", company: pending, changes: [] })),
    approve: vi.fn(async (_id: string, _review: object) => ({ ...pending, status: "approved" })),
    reject: vi.fn(async (_id: string, _review: object) => ({ ...pending, status: "rejected" })),
    list: vi.fn(async () => ({ items: [], total: 0 })),
    ownerOf: vi.fn(async () => undefined),
    // A company not yet public has no codes, identifiers or certificates to show.
    publicQualification: vi.fn(async () => null),
  };
  const ctx = {
    user,
    requireVerifiedEmail,
    repo: {
      companies,
      // A company not yet public has no reviews.
      reviews: {
        forVendor: vi.fn(async () => ({ items: [], matches: 0 })),
        distribution: vi.fn(async () => ({ ...EMPTY_DISTRIBUTION })),
        byAuthor: vi.fn(async () => undefined),
      },
      vendors: { ownerId: vi.fn(async () => pending.ownerId) },
    },
    limits: { take: vi.fn(async () => ({ allowed, retryAfter: allowed ? 0 : 90 })) },
    // Deciding goes through the repository's own approve and reject.
    companies: {
      storeLogo: vi.fn(),
      decide: vi.fn(async (decision: "approve" | "reject", id: string, review: object) =>
        companies[decision](id, review),
      ),
    },
    inbox: {
      list: vi.fn(async () => []),
      count: vi.fn(async () => 0),
      mailboxes: vi.fn(async () => []),
      markHandled: vi.fn(async () => true),
      submission: vi.fn(),
    },
  };
  return { ctx: ctx as unknown as AppLoadContext, companies, ctx_: ctx };
}

const URL_BASE = "http://site.example";
const get = (path: string) => new Request(URL_BASE + path);
function post(path: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(URL_BASE + path, { method: "POST", body });
}

/** What a loader or action threw or returned: its HTTP status, and where a redirect goes. */
async function outcome(run: () => Promise<unknown>) {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) {
    return { status: value.status, location: value.headers.get("location") };
  }
  const init = (value as { init?: { status?: number } } | null)?.init;
  return { status: init?.status ?? 200, location: null, data: (value as { data?: unknown })?.data };
}

const companyFields = {
  name: "Acme Solar",
  description: "Solar farms and storage for industrial sites.",
  category: "Energy",
  location: "Lisbon",
  services: "Solar",
};

describe("Register Company", () => {
  it("sends a signed-out visitor's post to sign in, and registers nothing", async () => {
    const { ctx, companies } = context(null);
    const request = post("/vendors/register", companyFields);
    const result = await outcome(() =>
      registerCompany.action({ context: ctx, request, params: {} } as never),
    );
    expect(result).toMatchObject({ status: 302, location: "/sign-in?next=%2Fvendors%2Fregister" });
    expect(companies.register).not.toHaveBeenCalled();
  });

  it("refuses a member who has not confirmed their e-mail address, when the site requires it", async () => {
    const { ctx, companies } = context(
      { ...OWNER, emailVerified: false },
      { requireVerifiedEmail: true },
    );
    const request = post("/vendors/register", companyFields);
    const result = await outcome(() =>
      registerCompany.action({ context: ctx, request, params: {} } as never),
    );
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ errors: { form: UNVERIFIED_MESSAGE } });
    expect(companies.register).not.toHaveBeenCalled();

    const confirmed = context({ ...OWNER, emailVerified: true }, { requireVerifiedEmail: true });
    const registered = await outcome(() =>
      registerCompany.action({
        context: confirmed.ctx,
        request: post("/vendors/register", companyFields),
        params: {},
      } as never),
    );
    expect(registered).toMatchObject({ status: 302, location: "/vendors/acme-solar" });
  });

  it("refuses a member over the write limit, keeping what was typed", async () => {
    const { ctx, companies } = context(OWNER, { allowed: false });
    const request = post("/vendors/register", companyFields);
    const result = await outcome(() =>
      registerCompany.action({ context: ctx, request, params: {} } as never),
    );
    expect(result.status).toBe(429);
    expect(result.data).toMatchObject({ values: { name: "Acme Solar" } });
    expect(companies.register).not.toHaveBeenCalled();
    expect(ctx.limits.take).toHaveBeenCalledWith("company-write", OWNER.id);
  });

  it("declares both forms' company-write limit with the route (decision 300)", () => {
    const rule = { take: "company-write", when: "in-handler" };
    expect(policyOf(registerCompany.action)).toMatchObject({ who: "member", limit: rule });
    expect(policyOf(editCompany.action)).toMatchObject({ who: "member", limit: rule });
  });

  it("refuses invalid details with each field's message and what was typed", async () => {
    const { ctx, companies } = context(OWNER);
    const request = post("/vendors/register", { ...companyFields, description: "Short" });
    const result = await outcome(() =>
      registerCompany.action({ context: ctx, request, params: {} } as never),
    );
    expect(result).toMatchObject({
      status: 400,
      data: {
        values: { description: "Short", name: "Acme Solar" },
        errors: { description: COMPANY_MESSAGES.descriptionTooShort },
      },
    });
    expect(companies.register).not.toHaveBeenCalled();
  });

  it("answers a logo over 2 MB with 413 and a logo of another type with 415", async () => {
    const { ctx, companies } = context(OWNER);
    const withLogo = (file: File) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(companyFields)) body.set(k, v);
      body.set("logo", file);
      return new Request(`${URL_BASE}/vendors/register`, { method: "POST", body });
    };
    const big = new File([new Uint8Array(2_200_000)], "logo.png", { type: "image/png" });
    const large = await outcome(() =>
      registerCompany.action({ context: ctx, request: withLogo(big), params: {} } as never),
    );
    expect(large).toMatchObject({
      status: 413,
      data: { errors: { logo: COMPANY_MESSAGES.logoTooLarge } },
    });
    const gif = new File([new Uint8Array(100)], "logo.gif", { type: "image/gif" });
    const odd = await outcome(() =>
      registerCompany.action({ context: ctx, request: withLogo(gif), params: {} } as never),
    );
    expect(odd).toMatchObject({
      status: 415,
      data: { errors: { logo: COMPANY_MESSAGES.logoType } },
    });
    expect(companies.register).not.toHaveBeenCalled();
  });

  it("says when the member owns enough companies, or the name is taken", async () => {
    const { ctx, companies } = context(OWNER);
    const register = () =>
      outcome(() =>
        registerCompany.action({
          context: ctx,
          request: post("/vendors/register", companyFields),
          params: {},
        } as never),
      );
    companies.register.mockResolvedValueOnce({ kind: "too-many" } as never);
    expect(await register()).toMatchObject({
      status: 403,
      data: { errors: { form: COMPANY_MESSAGES.tooManyCompanies } },
    });
    companies.register.mockResolvedValueOnce({ kind: "name-taken" } as never);
    expect(await register()).toMatchObject({
      status: 409,
      data: { errors: { name: COMPANY_MESSAGES.nameTaken } },
    });
  });

  it("sends a registered company's owner to its pending profile", async () => {
    const { ctx } = context(OWNER);
    const result = await outcome(() =>
      registerCompany.action({
        context: ctx,
        request: post("/vendors/register", companyFields),
        params: {},
      } as never),
    );
    expect(result).toMatchObject({ status: 302, location: "/vendors/acme-solar" });
  });
});

describe("a company's edit page", () => {
  const path = "/account/companies/acme-solar/edit";
  const params = { slug: "acme-solar" };

  it("is 404 for another member and for an operator, in the loader and the action", async () => {
    for (const user of [OTHER, OPERATOR]) {
      const { ctx, companies } = context(user);
      expect(
        (
          await outcome(() =>
            editCompany.loader({ context: ctx, request: get(path), params } as never),
          )
        ).status,
      ).toBe(404);
      const result = await outcome(() =>
        editCompany.action({ context: ctx, request: post(path, companyFields), params } as never),
      );
      expect(result.status).toBe(404);
      expect(companies.update).not.toHaveBeenCalled();
    }
  });

  it("sends a visitor to sign in, and lets the owner save", async () => {
    const visitor = context(null);
    expect(
      await outcome(() =>
        editCompany.loader({ context: visitor.ctx, request: get(path), params } as never),
      ),
    ).toMatchObject({ status: 302 });
    const owner = context(OWNER);
    const result = await outcome(() =>
      editCompany.action({
        context: owner.ctx,
        request: post(path, companyFields),
        params,
      } as never),
    );
    expect(result).toMatchObject({ status: 302, location: "/account/companies?saved=acme-solar" });
    expect(owner.companies.update).toHaveBeenCalledOnce();
  });
});

describe("a pending company's profile", () => {
  const load = (user: ReturnType<typeof person> | null) =>
    outcome(() =>
      vendorDetail.loader({
        context: context(user).ctx,
        request: get("/vendors/acme-solar"),
        params: { slug: "acme-solar" },
      } as never),
    );

  it("does not exist for visitors and other members", async () => {
    expect((await load(null)).status).toBe(404);
    expect((await load(OTHER)).status).toBe(404);
  });

  it("shows its owner and operators the banner", async () => {
    expect((await load(OWNER)).data).toMatchObject({
      notice: { status: "pending", editHref: "/account/companies/acme-solar/edit" },
    });
    expect((await load(OPERATOR)).data).toMatchObject({ notice: { moderateHref: "/admin" } });
  });
});

describe("a profile's Reviews section", () => {
  it("sends a signed-out visitor who posts a review to sign in and back", async () => {
    const { ctx, ctx_ } = context(null);
    const request = post("/vendors/acme-solar", { intent: "create", rating: "5" });
    expect(
      await outcome(() =>
        vendorDetail.action({ context: ctx, request, params: { slug: "acme-solar" } } as never),
      ),
    ).toMatchObject({ status: 302, location: "/sign-in?next=%2Fvendors%2Facme-solar" });
    expect(ctx_.limits.take).not.toHaveBeenCalled();
  });
});

describe("the operator console", () => {
  it("is 404 for visitors and members, in loaders and actions, and changes nothing", async () => {
    for (const user of [null, OTHER, OWNER]) {
      const { ctx, companies, ctx_ } = context(user);
      expect(
        (
          await outcome(() =>
            adminQueue.loader({ context: ctx, request: get("/admin"), params: {} } as never),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await outcome(() =>
            adminInbox.loader({ context: ctx, request: get("/admin/inbox"), params: {} } as never),
          )
        ).status,
      ).toBe(404);
      for (const intent of ["approve", "reject", "handled"]) {
        const result = await outcome(() =>
          adminQueue.action({
            context: ctx,
            request: post("/admin", { intent, id: "c-1", reason: "x" }),
            params: {},
          } as never),
        );
        expect(result.status).toBe(404);
      }
      expect(companies.approve).not.toHaveBeenCalled();
      expect(companies.reject).not.toHaveBeenCalled();
      expect(ctx_.inbox.markHandled).not.toHaveBeenCalled();
    }
  });

  it("needs a reason to reject, keeping what the operator typed", async () => {
    const { ctx, companies } = context(OPERATOR);
    const result = await outcome(() =>
      adminQueue.action({
        context: ctx,
        request: post("/admin", { intent: "reject", id: "c-1", reason: "  " }),
        params: {},
      } as never),
    );
    expect(result).toMatchObject({
      status: 400,
      data: { id: "c-1", reason: "  ", error: COMPANY_MESSAGES.reasonRequired },
    });
    expect(companies.reject).not.toHaveBeenCalled();
  });

  it("approves, tells the owner, and comes back to the page with a notice", async () => {
    const { ctx, companies, ctx_ } = context(OPERATOR);
    const result = await outcome(() =>
      adminQueue.action({
        context: ctx,
        request: post("/admin?page=2", { intent: "approve", id: "c-1" }),
        params: {},
      } as never),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin?page=2&done=approve" });
    expect(ctx_.companies.decide).toHaveBeenCalledWith("approve", "c-1", { by: "operator" });
    expect(companies.approve).toHaveBeenCalledOnce();
  });
});
