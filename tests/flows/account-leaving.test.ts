import { createHash, randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRepository } from "../../server/db/repository";
import { BACKENDS, MEMBER_PASSWORD, openSite, type Site } from "./site";
import { formEntries } from "./visitor";
import { codeFor, pressIn, signInOnPage } from "./account-helpers";

// Two-step sign-in, "Download my data" and "Delete account" (issue 27), through the request
// handler: enrolment and sign-in with a code made from the key, a recovery code that works
// once; the export holds the member's review and request with the same files; after deleting
// the account sign-in is refused and the review reads "Former member". (Moved from
// tests/e2e/account-leaving.nojs.spec.ts: none of it needed a browser.)

const COMPANY = "southerly-cold-chain";
const REVIEWED = "lumenstack-technologies";
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe.each(BACKENDS)("two-step sign-in and leaving on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("two-step sign-in: enrol with a code from the key, sign in with a code, a recovery code works once", async () => {
    const member = await site.member("Lea Leaver");
    const account = await member.get("/account");
    expect(account.text).toContain("Two-step sign-in is off.");
    const enrolling = await pressIn(
      member,
      account,
      "Turn on two-step sign-in",
      "Turn On Two-Step Sign-In",
      { "Your password": MEMBER_PASSWORD },
    );
    const key = (enrolling.document.querySelector("dd code")?.textContent ?? "").trim();
    expect(key).toMatch(/^[A-Z2-7]+=*$/);
    const recovery = within(enrolling.screen.getByRole("list", { name: "Recovery codes" }))
      .getAllByRole("listitem")
      .map((li) => (li.textContent ?? "").trim());
    expect(recovery).toHaveLength(10);
    const confirmed = await pressIn(member, enrolling, "Confirm two-step sign-in", "Confirm Code", {
      "Code from your app": codeFor(key, -1),
    });
    expect(confirmed.text).toContain(
      "Two-step sign-in is on. Keep your recovery codes somewhere safe.",
    );

    // The password alone leads to the code's page, not to the account.
    const fresh = site.visitor();
    const step = await signInOnPage(fresh, member.email, MEMBER_PASSWORD, "?next=%2Faccount");
    expect(step.path).toBe("/sign-in/two-factor?next=%2Faccount");
    expect(step.screen.getByRole("heading", { name: "Two-step sign-in" })).toBeTruthy();
    expect((await fresh.fetch("/account")).status).toBe(302);
    const wrong = await pressIn(fresh, step, "Two-step sign-in", "Verify and Sign In", {
      Code: "000000",
    });
    expect(wrong.text).toContain("That code is not right, or has expired.");
    const signedIn = await pressIn(fresh, wrong, "Two-step sign-in", "Verify and Sign In", {
      Code: codeFor(key),
    });
    expect(signedIn.path).toBe("/account");
    expect(signedIn.text).toContain("Two-step sign-in is on: after your password");

    // A recovery code signs in once.
    const second = site.visitor();
    const asked = await signInOnPage(second, member.email, MEMBER_PASSWORD, "?next=%2Faccount");
    const recovered = await pressIn(second, asked, "Two-step sign-in", "Verify and Sign In", {
      Code: recovery[0]!,
    });
    expect(recovered.path).toBe("/account");

    const third = site.visitor();
    const again = await signInOnPage(third, member.email, MEMBER_PASSWORD, "?next=%2Faccount");
    const refused = await pressIn(third, again, "Two-step sign-in", "Verify and Sign In", {
      Code: recovery[0]!,
    });
    expect(refused.text).toContain("That code is not right, or has expired.");
    expect(refused.path).toMatch(/^\/sign-in\/two-factor/);
  });

  it("download my data, then delete the account: sign-in refused, the review by a former member", async () => {
    const repo = createRepository(site.db);
    const owner = await site.member("Sol Owner");
    expect(await repo.vendors.assignOwner(COMPANY, owner.email)).toBe("done");
    const member = await site.member("Dora Departing");

    // A review, written through the data layer, and a quote request with two files.
    const title = `Dependable ${randomBytes(3).toString("hex")}`;
    const user = await site.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", member.email)
      .executeTakeFirstOrThrow();
    const vendor = await repo.companies.bySlug(REVIEWED);
    const made = await repo.reviews.create(
      vendor!.id,
      { id: user.id, name: member.name },
      {
        rating: 4,
        title,
        body: "Deliveries were on time and the paperwork was complete every time.",
        relationship: "Current customer",
      },
    );
    expect(made.ok).toBe(true);
    const item = `Cold room panels ${randomBytes(3).toString("hex")}`;
    const files = [
      new File([Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(3000)])], "spec.pdf", {
        type: "application/pdf",
      }),
      new File(
        [
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            randomBytes(5000),
          ]),
        ],
        "drawing.png",
        { type: "image/png" },
      ),
    ];
    const quote = await member.get(`/vendors/${COMPANY}/quote`);
    const sent = await member.press(quote, "Submit Request", {
      Category: "Equipment",
      "Item / Service": item,
      "Attachments (optional)": files,
    });
    expect(sent.text).toContain("Quote request submitted successfully!");

    // Download My Data: the account page's form, as the browser posts it.
    const page = await member.get("/account");
    const { form, button } = page.formWithButton("Download My Data");
    const download = await member.fetch(form.getAttribute("action")!, {
      method: "POST",
      body: new URLSearchParams(formEntries(form, {}, button) as Array<[string, string]>),
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(
      /filename="?procureconnect-data-\d{4}-\d{2}-\d{2}\.zip"?/,
    );
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;
    expect(json("profile.json")).toMatchObject({ email: member.email, name: member.name });
    expect(json("reviews.json")).toEqual([expect.objectContaining({ title, rating: 4 })]);
    const requests = json("requests-sent.json") as {
      subject: string;
      company: { slug: string };
      files: { name: string; path: string }[];
    }[];
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ subject: item, company: { slug: COMPANY } });
    for (const f of files) {
      const entry = requests[0]!.files.find((x) => x.name === f.name);
      expect(entry, f.name).toBeTruthy();
      expect(sha256(zip[entry!.path]!)).toBe(sha256(new Uint8Array(await f.arrayBuffer())));
    }

    // Deleting needs the password.
    const refused = await pressIn(member, page, "Delete account", "Delete My Account", {
      "Your password": "not my password",
    });
    expect(refused.form("Delete account").textContent).toContain("Your password is incorrect.");
    const deleted = await pressIn(member, refused, "Delete account", "Delete My Account", {
      "Your password": MEMBER_PASSWORD,
    });
    // The page one lands on says so.
    expect(deleted.path).toBe("/account-deleted");
    expect(deleted.screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your account was deleted",
    );
    expect((await member.get("/account")).path).toBe("/sign-in?next=%2Faccount");

    const signIn = await signInOnPage(site.visitor(), member.email, MEMBER_PASSWORD);
    expect(signIn.text).toContain("The e-mail or password is incorrect.");

    const profile = await site.visitor().get(`/vendors/${REVIEWED}`);
    const review = profile.screen
      .getAllByRole("article")
      .find((a) => a.textContent?.includes(title))!;
    expect(review.textContent).toContain("Former member");
    expect(profile.text).not.toContain(member.name);
  });
});
