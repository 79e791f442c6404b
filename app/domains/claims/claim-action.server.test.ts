import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CLAIM_EVIDENCE_AREA, createClaimServices } from "./services.server";
import type { Claim } from "./data.server";
import type { Db } from "../../../server/db/database";
import { createRepository, type Repository } from "../../../server/db/repository";
import { seedSampleData } from "../../../server/db/seed";
import { eachTestDatabase, testBackends } from "../../../server/db/testing";
import { openFileStore } from "../../../server/files/file-store";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { createNotifications } from "~/domains/notifications/index.server";
import { vendors } from "~/data/vendors";
import { CLAIM_MESSAGES, CLAIM_REFUSALS } from "./rules";
import { evidenceResponse, loadClaimPage, type ClaimActionResult } from "./claim-action.server";
import { tooManyMessage } from "~/domain/limits";
import { action as adminClaims } from "./routes/admin-claims";
import { loader as claimEvidence } from "./routes/claim-evidence";
import { action as vendorClaim, loader as vendorClaimPage } from "./routes/vendor-claim";

// Every rule of claiming a listing, through the route actions, against a real database and
// file store: each one tried by someone who must be refused.

const vendor = vendors[1]!;
const claimPath = `/vendors/${vendor.slug}/claim`;
const message = "I am the operations director of this company and answer its tenders.";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const member = (id: string, email = `${id}@example.com`, isOperator = false) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  email,
  image: null,
  isOperator,
});
const ada = member("ada");
const bob = member("bob");
const olive = member("olive", "olive@example.com", true);
type User = ReturnType<typeof member> | null;

describe.each(testBackends)("on $name", ({ name }) => {
  let db: Db;
  let repo: Repository;
  let dataDir: string;
  let limits: ReturnType<typeof inProcessMemberLimits>;
  // The e-mails written to the outbox with the decisions.
  const mails = () =>
    db.selectFrom("outbox").select(["mail_to as to", "subject", "body as text"]).execute();
  const database = eachTestDatabase(
    name,
    { beforeAll, afterAll, beforeEach, afterEach },
    seedSampleData,
  );

  beforeEach(async () => {
    db = database();
    repo = createRepository(db);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "pc-claims-"));
    limits = inProcessMemberLimits();
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  function context(user: User): AppLoadContext {
    return {
      repo,
      user,
      limits,
      claims: createClaimServices({
        files: openFileStore(db, dataDir, CLAIM_EVIDENCE_AREA),
        repo,
        notifications: createNotifications({
          db,
          mailEnabled: true,
          mailFrom: "network@procure.example",
        }),
        publicUrl: "https://procure.example",
        mailFrom: "network@procure.example",
      }),
    } as unknown as AppLoadContext;
  }

  function post(url: string, values: Record<string, string>, file?: File) {
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) form.set(k, v);
    if (file) form.set("evidence", file);
    return new Request(`http://localhost${url}`, { method: "POST", body: form });
  }

  async function caught(promise: Promise<unknown>): Promise<{ status: number; location?: string }> {
    try {
      const answer = (await promise) as { init?: ResponseInit } | Response;
      if (answer instanceof Response) {
        return { status: answer.status, location: answer.headers.get("location") ?? undefined };
      }
      return { status: answer.init?.status ?? 200 };
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status, location: thrown.headers.get("location") ?? undefined };
      }
      return { status: (thrown as { init?: ResponseInit }).init?.status ?? 0 };
    }
  }

  async function claim(user: User, values: Record<string, string>, file?: File) {
    const request = post(claimPath, values, file);
    const answer = (await vendorClaim({
      context: context(user),
      request,
      params: { slug: vendor.slug },
    } as never)) as Response | { init?: ResponseInit | null; data: unknown };
    if (answer instanceof Response) {
      return { status: answer.status, errors: {} as ClaimActionResult["errors"] };
    }
    return {
      status: answer.init?.status ?? 200,
      ...(answer.data as ClaimActionResult),
    };
  }

  const evidence = () => new File([PNG], "letter.png", { type: "image/png" });

  /** Through the console's route: its policy (operators only) and then the action. */
  async function decide(user: User, values: Record<string, string>) {
    const request = post("/admin/claims", values);
    return caught(adminClaims({ context: context(user), request, params: {} } as never));
  }

  async function adaClaims(): Promise<Claim> {
    const sent = await claim(ada, { message, website: "" }, evidence());
    expect(sent.status).toBe(302);
    return (await repo.claims.pending(vendor.id, ada.id))!;
  }

  describe("claiming", () => {
    it("sends a signed-out visitor to sign in and back", async () => {
      const request = new Request(`http://localhost${claimPath}`);
      const args = { context: context(null), params: { slug: vendor.slug } };
      expect(await caught(vendorClaimPage({ ...args, request } as never))).toEqual({
        status: 302,
        location: `/sign-in?next=${encodeURIComponent(claimPath)}`,
      });
      const posted = await caught(
        vendorClaim({ ...args, request: post(claimPath, { message }) } as never),
      );
      expect(posted.status).toBe(302);
      expect(posted.location).toMatch(/^\/sign-in\?next=/);
      expect(await repo.claims.list("pending", 10, 0)).toEqual({ items: [], total: 0 });
    });

    it("records a member's claim with a sniffed evidence file, once at a time", async () => {
      const pending = await adaClaims();
      expect(pending).toMatchObject({
        claimantName: "Ada",
        claimantEmail: "ada@example.com",
        status: "pending",
        evidence: { name: "letter.png", type: "image/png", size: PNG.byteLength },
      });
      const again = await claim(ada, { message, website: "" }, evidence());
      expect(again.status).toBe(409);
      expect(again.errors.form).toBe(CLAIM_REFUSALS.pending);
      const page = await loadClaimPage(context(ada), ada, vendor.slug);
      expect(page.state).toBe("pending");
    });

    it("takes a website at the member's e-mail domain instead of a file, and no other", async () => {
      const jo = member("jo", "jo@kestrel-freight.example");
      expect(
        (await claim(jo, { message, website: "https://www.kestrel-freight.example" })).status,
      ).toBe(302);
      const other = await claim(bob, { message, website: "https://kestrel-freight.example" });
      expect(other.status).toBe(400);
      expect(other.errors.website).toBe(CLAIM_MESSAGES.domainMismatch);
      const none = await claim(bob, { message, website: "" });
      expect(none.errors.evidence).toBe(CLAIM_MESSAGES.evidence);
      expect((await repo.claims.pending(vendor.id, jo.id))?.domainMatch).toBe(true);
      expect(await repo.claims.pending(vendor.id, bob.id)).toBeUndefined();
    });

    it("limits claims per member once the form is valid, in the claim's own form", async () => {
      for (let i = 0; i < 10; i++) await limits.take("company-write", ada.id);
      const short = await claim(ada, { message: "Mine", website: "" }, evidence());
      expect(short.errors.message).toBe(CLAIM_MESSAGES.messageTooShort);
      const refused = await claim(ada, { message, website: "" }, evidence());
      expect(refused.status).toBe(429);
      expect(refused.errors.form).toMatch(/^You're doing that too often/);
      expect(refused.errors.form).toBe(
        tooManyMessage((await limits.take("company-write", ada.id)).retryAfter),
      );
      expect(await repo.claims.pending(vendor.id, ada.id)).toBeUndefined();
      expect((await claim(bob, { message, website: "" }, evidence())).status).toBe(302);
    });

    it("refuses a file that is not what it says, and a short message", async () => {
      const fake = new File(["MZ not a png"], "letter.png", { type: "image/png" });
      const refused = await claim(ada, { message, website: "" }, fake);
      expect(refused.status).toBe(400);
      expect(refused.errors.evidence).toBe(CLAIM_MESSAGES.fileType);
      const short = await claim(ada, { message: "Mine", website: "" }, evidence());
      expect(short.errors.message).toBe(CLAIM_MESSAGES.messageTooShort);
      expect(await repo.claims.pending(vendor.id, ada.id)).toBeUndefined();
    });
  });

  describe("deciding", () => {
    it("answers 404 to a member who tries to approve, and changes nothing", async () => {
      const pending = await adaClaims();
      expect((await decide(bob, { intent: "approve", id: pending.id })).status).toBe(404);
      expect((await decide(ada, { intent: "approve", id: pending.id })).status).toBe(404);
      expect((await decide(null, { intent: "refuse", id: pending.id })).status).toBe(404);
      expect((await repo.claims.byId(pending.id))?.status).toBe("pending");
      expect((await repo.companies.bySlug(vendor.slug))?.ownerId).toBeNull();
    });

    it("makes the claimant the owner when an operator approves, and tells them", async () => {
      const pending = await adaClaims();
      await claim(bob, { message, website: "" }, evidence());
      const done = await decide(olive, { intent: "approve", id: pending.id });
      expect(done).toEqual({ status: 302, location: "/admin/claims?done=approve" });
      expect((await repo.companies.bySlug(vendor.slug))?.ownerId).toBe(ada.id);
      expect((await repo.companies.ownedBy(ada.id)).map((c) => c.slug)).toEqual([vendor.slug]);
      // Bob's claim of the same listing is refused with it.
      const bobs = (await repo.claims.byClaimant(bob.id))[0]!;
      expect(bobs.status).toBe("refused");
      expect((await mails()).map((m) => [m.to, m.subject])).toEqual([
        ["ada@example.com", `Your claim of ${vendor.name} is approved`],
      ]);
      // Approving again does nothing.
      expect((await decide(olive, { intent: "approve", id: pending.id })).location).toBe(
        "/admin/claims?done=stale",
      );
    });

    it("lets no second member claim a listing that has an owner", async () => {
      const pending = await adaClaims();
      await decide(olive, { intent: "approve", id: pending.id });
      const refused = await claim(bob, { message, website: "" }, evidence());
      expect(refused.status).toBe(409);
      expect(refused.errors.form).toBe(CLAIM_REFUSALS.owned);
      expect(await repo.claims.pending(vendor.id, bob.id)).toBeUndefined();
      const page = await loadClaimPage(context(bob), bob, vendor.slug);
      expect(page.state).toBe("owned");
    });

    it("refuses with the operator's reason, and the member may claim again", async () => {
      const pending = await adaClaims();
      await decide(olive, { intent: "refuse", id: pending.id, reason: "Not on the register." });
      expect(await repo.claims.byId(pending.id)).toMatchObject({
        status: "refused",
        refusalReason: "Not on the register.",
      });
      expect((await repo.companies.bySlug(vendor.slug))?.ownerId).toBeNull();
      expect((await mails())[0]?.text).toContain("Not on the register.");
      const page = await loadClaimPage(context(ada), ada, vendor.slug);
      expect(page).toMatchObject({ state: "form", refused: { reason: "Not on the register." } });
    });
  });

  describe("the evidence file", () => {
    const read = async (user: User, id: string) => {
      const request = new Request(`http://localhost/claims/${id}/evidence`);
      const args = { context: context(user), request, params: { id } };
      const answer = await caught(claimEvidence(args as never));
      return answer.status;
    };

    it("is read by the operators and the claimant only", async () => {
      const pending = await adaClaims();
      const response = await evidenceResponse(context(olive), olive, pending.id);
      expect(response.headers.get("content-disposition")).toContain("attachment");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
      expect(await read(ada, pending.id)).toBe(200);
      expect(await read(bob, pending.id)).toBe(404);
      expect(await read(null, pending.id)).toBe(302);
      expect(await read(olive, "nope")).toBe(404);
    });
  });
});
