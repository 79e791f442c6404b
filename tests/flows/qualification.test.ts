import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// A company's qualification (issue 43, decisions 440-442), as a browser without JavaScript goes
// through it: the owner picks CPV codes by searching (the Search button sends the form by GET)
// and ticking, is refused an unknown code, adds a Companies House number (refused when it has
// the wrong length) and a certificate; an operator verifies it; a visitor sees all of it on the
// profile (not the file) and finds the company by CPV group and division; another member is
// refused every one of these actions.

const unique = () => randomBytes(4).toString("hex");
const PDF = () =>
  new File(
    [new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")],
    "iso-9001.pdf",
    {
      type: "application/pdf",
    },
  );

async function approvedCompany(owner: Visitor, operator: Visitor, name: string): Promise<string> {
  const form = await owner.get("/vendors/register");
  const page = await owner.press(form, "Submit for review", {
    "Company name": name,
    "Short description": "Road works, bridges and the engineering behind them, for towns.",
    Category: "Energy",
    Location: "Leeds, UK",
    Services: "Road works",
    Certifications: "",
    Tags: "roads",
    Website: "",
  });
  const queue = await operator.get("/admin");
  await operator.press(queue, `Approve ${name}`);
  return page.path.replace("/vendors/", "");
}

const alertText = (page: Page) =>
  [...page.document.querySelectorAll("[role=alert]")].map((e) => e.textContent).join(" ");

describe.each(BACKENDS)("a company's qualification on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("the owner picks CPV codes, adds an identifier and a certificate; others are refused", async () => {
    const owner = await site.member("Quinn Owner");
    const operator = await site.operator();
    const other = await site.member("Mo Member");
    const visitor = site.visitor();
    const name = `Northern Roads ${unique()}`;
    const slug = await approvedCompany(owner, operator, name);
    const path = `/account/companies/${slug}/qualification`;

    // Search without JavaScript: the page lists the matches as checkboxes.
    let page = await owner.get(path);
    expect(page.status).toBe(200);
    page = await owner.press(page, "Search codes", {
      "Find codes by words or digits": "road works",
    });
    expect(page.path.split("?")[0]).toBe(path);
    expect(page.text).toContain("45233140-2");
    page = await owner.press(page, "Save codes", {}, { cpv: ["45233140-2"] });
    expect(page.text).toContain("Your CPV codes are saved.");
    expect(page.screen.getByRole("list", { name: "Chosen codes" }).textContent).toContain(
      "45233140-2",
    );

    // An unknown code is refused with the reason, and nothing changes.
    const refused = await owner.press(page, "Save codes", {
      "Or type codes, separated by commas": "45233140-3",
    });
    expect(refused.status).toBe(400);
    expect(alertText(refused)).toContain("This code is not in the CPV 2008 list: 45233140-3.");

    // A Companies House number has 8 characters.
    page = await owner.get(path);
    const short = await owner.press(page, "Add identifier", {
      Register: "GB-COH",
      Identifier: "1234",
    });
    expect(short.status).toBe(400);
    expect(short.text).toContain("A GB-COH identifier is 8 characters");
    page = await owner.press(await owner.get(path), "Add identifier", {
      Register: "GB-COH",
      Identifier: "sc 123456",
    });
    expect(page.text).toContain("The identifier is added.");

    // A certificate with its file.
    page = await owner.press(page, "Add certificate", {
      Certificate: "ISO 9001",
      "Issued by": "BSI",
      Number: "FS 12345",
      "Expires on": "2099-06-30",
      Scope: "Design and construction of roads",
      File: PDF(),
    });
    expect(page.text).toContain("The certificate is added.");
    expect(page.text).toContain("Not verified yet");

    // An operator verifies it.
    const console = await operator.get("/admin/certificates");
    const verified = await operator.press(
      console,
      new RegExp(`^Mark verified ?: ${name}, ISO 9001$`),
    );
    expect(verified.text).toContain("The certificate is marked verified.");

    // The profile shows it all to a visitor, but not the file.
    const profile = await visitor.get(`/vendors/${slug}`);
    expect(profile.text).toContain("SC123456");
    expect(profile.text).toContain("45233140-2");
    expect(profile.text).toContain("ISO 9001 (BSI), valid until 2099-06-30, verified");
    expect(profile.text).not.toContain("iso-9001.pdf");

    // The directory finds it by CPV group and division; junk is dropped.
    expect((await visitor.get(`/vendors?group=452&q=${encodeURIComponent(name)}`)).text).toContain(
      name,
    );
    expect(
      (await visitor.get(`/vendors?division=45&q=${encodeURIComponent(name)}`)).text,
    ).toContain(name);
    expect((await visitor.get(`/vendors?group=453&q=${encodeURIComponent(name)}`)).text).toContain(
      "No Vendors Found",
    );
    const junk = await visitor.get("/vendors?division=%3Cx%3E&group=abc");
    expect(junk.status).toBe(200);

    // Another member: no such page, and every action refused, nothing changed.
    expect((await other.get(path)).status).toBe(404);
    const ownPage = await owner.get(path);
    for (const button of ["Save codes", "Add identifier", "Add certificate"]) {
      const { form, button: pressed } = ownPage.formWithButton(button);
      const sent = await other.submit(ownPage, form, {}, pressed);
      expect(sent.status).toBe(404);
    }
    for (const button of [/^Remove GB-COH/, /^Remove ISO 9001/]) {
      const { form, button: pressed } = ownPage.formWithButton(button);
      expect((await other.submit(ownPage, form, {}, pressed)).status).toBe(404);
    }
    expect((await other.get("/admin/certificates")).status).toBe(404);
    const after = await owner.get(path);
    expect(after.text).toContain("SC123456");
    expect(after.text).toContain("ISO 9001");
    expect(after.screen.getByRole("list", { name: "Chosen codes" }).textContent).toContain(
      "45233140-2",
    );
  });
});
