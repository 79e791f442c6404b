import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, openSite, type Site } from "./site";

// Claiming a listing and the console's Claims and Reviews tabs (issue 22), through the request
// handler. Each test uses a sample vendor of its own. (Moved from tests/e2e/claims.spec.ts, which
// keeps the console at a phone's width.)

const CLAIM_MESSAGE =
  "I am the managing director of this company and handle its supplier listings.";
const EVIDENCE = new File(
  ["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"],
  "company-letter.pdf",
  { type: "application/pdf" },
);

describe.each(BACKENDS)("claims on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("a member claims a sample listing with a file, an operator approves, the member owns it", async () => {
    const slug = "alderpoint-advisory";
    const name = "Alderpoint Advisory";

    // Signed out: the invitation leads to sign in, then back to the claim.
    const stranger = site.visitor();
    const profile = await stranger.get(`/vendors/${slug}`);
    const invitation = profile.screen.getByRole("region", { name: "Is this your company?" });
    const claimLink = within(invitation).getByRole("link", { name: `Claim ${name}` });
    const signIn = await stranger.get(claimLink.getAttribute("href")!);
    expect(signIn.path).toBe(`/sign-in?next=${encodeURIComponent(`/vendors/${slug}/claim`)}`);

    const claimant = await site.member("Clara Claimant");
    const page = await claimant.get(`/vendors/${slug}/claim`);
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe(`Claim ${name}`);
    // No evidence: refused with the reason, what was typed kept.
    const refused = await claimant.press(page, "Send claim", {
      "How do you represent this company?": CLAIM_MESSAGE,
    });
    expect(refused.text).toMatch(/Please attach a document/);
    expect(refused.labelled("How do you represent this company?").textContent).toBe(CLAIM_MESSAGE);
    const sent = await claimant.press(refused, "Send claim", { Document: EVIDENCE });
    expect(sent.text).toContain("Thank you: your claim is sent.");

    // The operator finds it in the console's Claims tab and approves it.
    const operator = await site.operator("Otto Operator");
    const console_ = await operator.get("/admin");
    const nav = console_.screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).getByRole("link", { name: "Claims" }).getAttribute("href")).toBe(
      "/admin/claims",
    );
    const claims = await operator.get("/admin/claims");
    const row = claims.screen
      .getAllByRole("row")
      .find((r) => r.textContent?.includes("Clara Claimant"))!;
    expect(row.textContent).toContain(name);
    const evidence = [...row.querySelectorAll("a")].find((a) => a.textContent === EVIDENCE.name)!;
    expect(evidence.getAttribute("href")).toMatch(/^\/claims\/[\w-]+\/evidence$/);
    // Operators and the member who sent it read the evidence, as an attachment; nobody else.
    const file = await operator.fetch(evidence.getAttribute("href")!);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect((await claimant.fetch(evidence.getAttribute("href")!)).status).toBe(200);
    const stranger2 = await site.member("Ned Nosy");
    expect((await stranger2.fetch(evidence.getAttribute("href")!)).status).toBe(404);
    // Signed out, the link leads to sign in.
    const signedOut = await site.visitor().get(evidence.getAttribute("href")!);
    expect(signedOut.path).toMatch(/^\/sign-in\?next=/);
    const approve = [...row.querySelectorAll("button")].find((b) =>
      /^Approve the claim/.test(b.getAttribute("aria-label") ?? b.textContent ?? ""),
    ) as HTMLButtonElement;
    const approved = await operator.submit(claims, approve.closest("form")!, {}, approve);
    expect(approved.text).toMatch(/Approved: the member owns the listing now/);

    // The member owns it: in My companies, and no one can claim it any more.
    expect((await claimant.get("/account/companies")).main).toContain(name);
    const second = await site.member("Sam Second");
    const owned = await second.get(`/vendors/${slug}`);
    expect(owned.screen.queryByRole("region", { name: "Is this your company?" })).toBeNull();
    const again = await second.get(`/vendors/${slug}/claim`);
    expect(again.text).toContain("This company already has an owner");
    expect(again.screen.queryByRole("form", { name: `Claim ${name}` })).toBeNull();
  });

  it("a dismissed report leaves the queue, the review still published", async () => {
    const repo = createRepository(site.db);
    const vendor = await repo.vendors.bySlug("solvane-energy-systems");
    const created = await repo.reviews.create(
      vendor!.id,
      { id: "writer-steady", name: "Wendy Writer" },
      {
        rating: 4,
        title: "Steady solar partner",
        body: "Reliable delivery and clear invoices over two years of framework orders.",
        relationship: "Current customer",
      },
    );
    if (!created.ok) throw new Error("The review was not created.");
    await repo.reviews.report(created.id, "reporter-steady", "spam");

    const operator = await site.operator("Dora Dismisser");
    const queue = await operator.get("/admin/reviews");
    const queued = queue.screen
      .getAllByRole("article")
      .find((a) => a.textContent?.includes("Steady solar partner"))!;
    expect(queued.textContent).toContain("Spam: 1");
    const buttons = [...queued.querySelectorAll("button")];
    expect(buttons.some((b) => /Hide review/.test(b.textContent ?? ""))).toBe(true);
    const dismiss = buttons.find((b) => /Dismiss report/.test(b.textContent ?? ""))!;
    const dismissed = await operator.submit(queue, dismiss.closest("form")!, {}, dismiss);
    expect(dismissed.text).toContain("The report is dismissed: the review stays published.");
    const region = dismissed.screen.getByRole("region", { name: /Reported reviews/ });
    expect(region.querySelectorAll("article")).toHaveLength(0);
    const profile = await operator.get("/vendors/solvane-energy-systems");
    expect(profile.document.querySelector("#reviews")?.textContent).toContain(
      "Steady solar partner",
    );
  });
});
