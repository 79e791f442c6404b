import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, MEMBER_PASSWORD, openSite, type Site } from "./site";
import type { Visitor } from "./visitor";
import { codeFor, pressIn } from "./account-helpers";

// A site that requires operators to use two-step sign-in (REQUIRE_OPERATOR_2FA=1): an operator
// without it has no operator powers anywhere, not only on the console's pages. Each of them is
// refused with the message that says why (403), and works again once two-step sign-in is on.

const MESSAGE =
  "This site requires operators to use two-step sign-in. Turn it on in Account and security, then come back to the console.";
const unique = () => randomBytes(4).toString("hex");
const PDF = new File(["%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"], "evidence.pdf", {
  type: "application/pdf",
});

/** Turns on two-step sign-in for this member, as the account page does. */
async function turnOnTwoStep(member: Visitor) {
  const account = await member.get("/account");
  const enrolling = await pressIn(
    member,
    account,
    "Turn on two-step sign-in",
    "Turn On Two-Step Sign-In",
    { "Your password": MEMBER_PASSWORD },
  );
  const key = (enrolling.document.querySelector("dd code")?.textContent ?? "").trim();
  const confirmed = await pressIn(member, enrolling, "Confirm two-step sign-in", "Confirm Code", {
    "Code from your app": codeFor(key),
  });
  expect(confirmed.text).toContain("Two-step sign-in is on.");
}

describe.each(BACKENDS)("operators without two-step sign-in on %s", (backend) => {
  let site: Site;
  let held: Visitor;
  let able: Visitor;
  let attachment: string;
  let evidence: string;
  let threadUrl: string;
  let tenderUrl: string;

  beforeAll(async () => {
    site = await openSite(backend, { REQUIRE_OPERATOR_2FA: "1" });
    held = await site.operator("Hal Heldback");
    able = await site.operator("Abe Able");
    await turnOnTwoStep(able);

    // A job application with a CV: an attachment in the forms inbox.
    const visitor = site.visitor();
    const name = `Ada Applicant ${unique()}`;
    await visitor.press(await visitor.get("/jobs/j1/apply"), "Submit Application", {
      "Full Name": name,
      Email: "ada@example.com",
      "LinkedIn Profile": "https://www.linkedin.com/in/ada",
      "Portfolio Website": "https://ada.example.com",
      "Cover Letter": "Dear team, I would like to apply.",
      "Resume / CV": new File([PDF], "cv.pdf", { type: "application/pdf" }),
    });
    const submission = await able.get("/admin/inbox");
    const entry = await able.get(
      submission.screen.getByRole("link", { name: new RegExp(name) }).getAttribute("href")!,
    );
    attachment = entry.screen.getByRole("link", { name: "Download cv.pdf" }).getAttribute("href")!;

    // A claim with its evidence.
    const claimant = await site.member("Clara Claimant");
    const claim = await claimant.get("/vendors/alderpoint-advisory/claim");
    await claimant.press(claim, "Send claim", {
      "How do you represent this company?": "I run its procurement desk and sign its contracts.",
      Document: PDF,
    });
    const claims = await able.get("/admin/claims");
    const row = claims.screen.getAllByRole("row").find((r) => /Clara/.test(r.textContent ?? ""))!;
    evidence = [...row.querySelectorAll("a")]
      .find((a) => a.textContent === PDF.name)!
      .getAttribute("href")!;

    // A forum thread.
    const ada = await site.member("Ada Poster");
    const groups = await ada.get("/network/groups");
    const group = await ada.get(
      groups.screen.getByRole("link", { name: "Contracts & Legal" }).getAttribute("href")!,
    );
    const joined = await ada.press(group, "Join group");
    const thread = await ada.press(joined, "Post thread", {
      Title: `Indexation clauses ${unique()}`,
      Message: "How do you index steel prices?",
    });
    threadUrl = thread.path;

    // A tender for invited companies only.
    const buyer = await site.member("Bea Buyer");
    const published = await buyer.press(
      await buyer.get("/projects/new"),
      "Publish tender",
      {
        Title: `Sealed furniture ${unique()}`,
        Description: "Desks and chairs for 40 people, assembled on site.",
        Region: "Europe",
        Sector: "Manufacturing",
        "Organisation's name": "Bea Trading",
        "Questions until": "2030-01-01T12:00",
        "Bids until": "2030-01-02T12:00",
      },
      {
        visibility: "invited",
        item: ["Standing desk", "", "", "", ""],
        quantity: ["40", "", "", "", ""],
        unit: ["piece", "", "", "", ""],
        specification: ["", "", "", "", ""],
        criterion: ["Price", "", ""],
        weight: ["100", "", ""],
      },
    );
    expect(published.text).toContain("Your tender is published.");
    tenderUrl = new URL(published.url).pathname;
  });
  afterAll(() => site?.close());

  const refusedWithMessage = async (response: Response) => {
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(MESSAGE);
  };

  it("downloads no inbox attachment and no claim's evidence until two-step sign-in is on", async () => {
    await refusedWithMessage(await held.fetch(attachment));
    await refusedWithMessage(await held.fetch(evidence));
    const file = await able.fetch(attachment);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    const claimed = await able.fetch(evidence);
    expect(claimed.status).toBe(200);
    expect(claimed.headers.get("content-disposition")).toMatch(/^attachment;/);
  });

  it("sees no invitation-only tender until two-step sign-in is on, and is told why on a page of its own", async () => {
    const refused = await held.get(tenderUrl);
    expect(refused.status).toBe(403);
    expect(refused.screen.getByRole("heading", { name: "Turn on two-step sign-in" })).toBeTruthy();
    expect(refused.screen.getByText(MESSAGE)).toBeTruthy();
    expect(
      refused.screen.getByRole("link", { name: "Go to Account and security" }).getAttribute("href"),
    ).toBe("/account#account-two-factor");
    expect(refused.text).not.toContain("Something went wrong");
    expect((await able.get(tenderUrl)).status).toBe(200);
  });

  it("sees the site's pages as a member does, never an error screen", async () => {
    for (const path of ["/", "/vendors", "/projects", "/network/groups", threadUrl, "/account"]) {
      const page = await held.get(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).not.toContain("Something went wrong");
      // As a member: no operator's buttons.
      expect(page.screen.queryByRole("button", { name: /^Lock thread$/ }), path).toBeNull();
    }
    // A page that does not exist is "Page Not Found", as for a member.
    const missing = await held.get("/network/nowhere");
    expect(missing.status).toBe(404);
    expect(missing.screen.getByRole("heading", { name: "Page Not Found" })).toBeTruthy();
    const console = await held.get("/admin");
    expect(console.status).toBe(403);
    expect(console.screen.getByRole("heading", { name: "Turn on two-step sign-in" })).toBeTruthy();
  });

  it("locks no thread until two-step sign-in is on, and creates groups as any member does", async () => {
    // The held-back operator is shown no operator's buttons: they post what the console would.
    const asAble = await able.get(threadUrl);
    const opening = asAble.document.querySelector("article")!;
    const lockForm = within(opening as HTMLElement)
      .getByRole("button", { name: /^Lock thread$/ })
      .closest("form")!;
    const lockFields = Object.fromEntries(
      [...lockForm.querySelectorAll("input[name], button[name]")].map((el) => [
        el.getAttribute("name")!,
        el.getAttribute("value") ?? "",
      ]),
    );
    const post = (who: Visitor, path: string, fields: Record<string, string>) =>
      who.fetch(path, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    await refusedWithMessage(await post(held, threadUrl, lockFields as Record<string, string>));
    // Creating a group is any member's now (decision 380): the held-back operator may, as one.
    const groupFields = { name: `Held ${unique()}`, topic: "Testing", description: "No." };

    const locked = await post(able, threadUrl, lockFields as Record<string, string>);
    expect(locked.status).toBeLessThan(400);
    expect((await able.get(threadUrl)).text).toContain("This thread is locked");
    const created = await post(able, "/network/groups", {
      ...groupFields,
      name: `Able ${unique()}`,
    });
    expect(created.status).toBeLessThan(400);
  });
});
