import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// Companies join the network (issue 12), through the site's own request handler: a member
// registers a company with a logo and sees it pending; the operator approves it; a signed-out
// visitor finds it by search and category; the owner's edit shows at once and the operator can
// revert it; a rejected company shows its reason to its owner only; another member gets 404 on
// the owner's edit page and on the console; the operator reads a job application in the console
// and downloads its CV unchanged. (Moved from tests/e2e/companies.spec.ts; what only a browser
// shows, the form's live checks, stays there.)

const unique = () => randomBytes(4).toString("hex");

function newCompany(prefix: string, category = "Energy") {
  const word = unique();
  return {
    name: `${prefix} ${word}`,
    word,
    description: `Solar farms and storage for industrial sites, keyword ${word}.`,
    category,
  };
}

async function logoPng(): Promise<File> {
  const buffer = await sharp({
    create: { width: 400, height: 200, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(buffer)], "logo.png", { type: "image/png" });
}

/** Registers a company through the form; resolves on its (pending) profile page. */
async function register(
  owner: Visitor,
  company: ReturnType<typeof newCompany>,
  logo?: File,
): Promise<Page> {
  const form = await owner.get("/vendors/register");
  const page = await owner.press(form, "Submit for review", {
    "Company name": company.name,
    "Short description": company.description,
    Category: company.category,
    Location: "Lisbon, Portugal",
    Services: "Solar installation\nBattery storage",
    Certifications: "ISO 14001",
    Tags: "solar, storage",
    Website: "https://example.com",
    ...(logo ? { Logo: logo } : {}),
  });
  expect(page.path).toMatch(/^\/vendors\/(?!register)[a-z0-9-]+$/);
  return page;
}

const statusOf = (page: Page) =>
  page.document.querySelector("[data-testid=company-status]")?.textContent ?? "";

describe.each(BACKENDS)("companies on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("a company is registered, approved, found by a visitor and edited live by its owner", async () => {
    const owner = await site.member("Oona Owner");
    const operator = await site.operator();
    const other = await site.member("Mo Member");
    const stranger = site.visitor();
    const company = newCompany("Sunfield Energy");

    // The owner registers it with a logo and sees it pending, with the banner.
    const pending = await register(owner, company, await logoPng());
    const profile = pending.path;
    expect(pending.screen.getByRole("heading", { level: 1 }).textContent).toBe(company.name);
    expect(statusOf(pending)).toContain("This company awaits review");
    const logoSrc = pending.screen
      .getByRole("img", { name: `${company.name} logo` })
      .getAttribute("src")!;
    const logo = await owner.fetch(logoSrc);
    expect(logo.headers.get("content-type")).toBe("image/webp");
    expect(logo.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await logo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);

    // Nobody else sees it yet: not its page, not its logo, not in the directory.
    expect((await stranger.get(profile)).status).toBe(404);
    expect((await stranger.fetch(logoSrc)).status).toBe(404);
    expect((await other.get(profile)).status).toBe(404);
    expect((await stranger.get(`/vendors?q=${company.word}`)).text).toContain("No Vendors Found");

    // Another member gets 404 on the owner's edit page and on the console.
    const editPath = `/account/companies${profile.replace("/vendors", "")}/edit`;
    expect((await other.get(editPath)).status).toBe(404);
    expect((await other.get("/admin")).status).toBe(404);
    expect((await other.get("/admin/inbox")).status).toBe(404);

    // The operator approves it from the queue.
    const queue = await operator.get("/admin");
    const card = [...queue.document.querySelectorAll("[data-testid=queued-company]")].find((c) =>
      c.textContent?.includes(company.name),
    );
    expect(card?.textContent).toContain(company.description);
    expect(card?.textContent).toContain("Battery storage");
    const approved = await operator.press(queue, `Approve ${company.name}`);
    expect(approved.text).toContain("Approved: the company is listed");

    // A signed-out visitor finds it by search and by category, and opens its profile.
    const found = await stranger.get(`/vendors?q=${company.word}&category=Energy`);
    const link = found.screen.getAllByRole("link", { name: new RegExp(company.name) })[0]!;
    const opened = await stranger.get(link.getAttribute("href")!);
    expect(opened.path).toBe(profile);
    expect(opened.screen.getByRole("heading", { level: 1 }).textContent).toBe(company.name);
    expect(statusOf(opened)).toBe("");
    expect(opened.text).toContain("Solar installation");
    expect((await stranger.fetch(logoSrc)).status).toBe(200);
    expect(await (await stranger.fetch("/sitemap.xml")).text()).toContain(profile);

    // The owner edits the description from My companies; the change shows at once.
    const mine = await owner.get("/account/companies");
    const editLink = mine.screen.getByRole("link", { name: `Edit ${company.name}` });
    expect(editLink.getAttribute("href")).toBe(editPath);
    const edit = await owner.get(editPath);
    const edited = `Now also wind turbines for industrial sites, keyword ${company.word}.`;
    const saved = await owner.press(edit, "Save changes", { "Short description": edited });
    expect(saved.text).toContain("live in the directory");
    expect((await stranger.get(profile)).text).toContain(edited);

    // The operator sees the edit in the history, and can revert it.
    const history = await operator.get("/admin/history");
    const entry = [...history.document.querySelectorAll("[data-testid=company-edit]")].find((e) =>
      e.textContent?.includes(company.name),
    )!;
    expect(entry.textContent).toContain("Oona Owner");
    expect(entry.textContent).toContain(edited);
    const revert = [...entry.querySelectorAll("button")].find((b) =>
      /Revert/.test(b.textContent ?? ""),
    )!;
    const reverted = await operator.submit(history, revert.closest("form")!, {}, revert);
    expect(reverted.text).toContain("Reverted");
    const back = await stranger.get(profile);
    expect(back.text).toContain(company.description);
    expect(back.text).not.toContain(edited);
  });

  it("a rejected company shows the reason to its owner and stays invisible to others", async () => {
    const owner = await site.member("Rita Rejected");
    const operator = await site.operator("Otto Operator");
    const company = newCompany("Shadow Supplies", "Logistics");
    const profile = (await register(owner, company)).path;

    // A rejection needs a reason: the refusal says so.
    const queue = await operator.get("/admin");
    const refused = await operator.press(queue, `Reject ${company.name}`);
    expect(refused.text).toContain("Write the reason");
    const reason = "Please describe the logistics services you actually provide <b>yourself</b>.";
    const rejected = await operator.press(refused, `Reject ${company.name}`, {
      "Reason for rejecting": reason,
    });
    expect(rejected.text).toContain("Rejected");

    // Written as text, never as markup.
    const own = await owner.get(profile);
    expect(statusOf(own)).toContain("was not approved");
    expect(statusOf(own)).toContain(reason);
    expect((await owner.get("/account/companies")).text).toContain(reason);

    const stranger = site.visitor();
    expect((await stranger.get(profile)).status).toBe(404);
    const search = await stranger.get(`/vendors?q=${encodeURIComponent(company.name)}`);
    expect(search.text).toContain("No Vendors Found");
  });

  it("an operator reads a job application in the console and downloads its CV unchanged", async () => {
    const name = `Ada Applicant ${unique()}`;
    const bytes = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(50_000)]);
    const cv = new File([new Uint8Array(bytes)], "ada-cv.pdf", { type: "application/pdf" });
    const applicant = site.visitor();
    const form = await applicant.get("/jobs/j1/apply");
    const sent = await applicant.press(form, /Submit/, {
      "Full Name": name,
      Email: "ada@example.com",
      "Cover Letter": "Dear team,\nI would like to apply.",
      "Resume / CV": cv,
    });
    expect(sent.text).toContain("Application submitted successfully!");

    const operator = await site.operator("Ines Inbox");
    const inbox = await operator.get("/admin/inbox");
    const filtered = await operator.press(inbox, "Filter", { Form: "Job application" });
    expect(filtered.path).toMatch(/form=job-application/);
    const link = filtered.screen.getByRole("link", { name: new RegExp(name) });
    const submission = await operator.get(link.getAttribute("href")!);
    expect(submission.text).toContain("Dear team,");
    expect(submission.text).toContain(name);

    const href = submission.screen
      .getByRole("link", { name: /Download ada-cv\.pdf/ })
      .getAttribute("href")!;
    const download = await operator.fetch(href);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment;.*ada-cv\.pdf/);
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    const sha256 = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
    expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(bytes));
    // Nobody else may download it, signed in or not.
    expect((await applicant.fetch(href)).status).toBe(404);
    expect((await (await site.member("Mo Member")).fetch(href)).status).toBe(404);

    const handled = await operator.press(submission, "Mark as handled");
    expect(handled.text).toContain("Marked as handled");
  });
});
