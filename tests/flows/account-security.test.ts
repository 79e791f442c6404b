import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, MEMBER_PASSWORD, ORIGIN, openMailingSite, type MailingSite } from "./site";
import type { Page, Visitor } from "./visitor";
import { codeFor, joinOnPage, pressIn, signInOnPage } from "./account-helpers";

// Accounts people can trust (issue 27), through the request handler, on a site e-mailing
// through a test mail server with e-mail confirmation required: join, be refused publishing
// until the link is followed; a weak password refused with the reason; forgot password end to
// end, the link refused the second time and after it expired; a second browser's session ended
// from the first's list; a new e-mail address confirmed by a link to it, the old one told.
// (Moved from tests/e2e/account-security.nojs.spec.ts: none of it needed a browser.)

const COMPANY_SLUG = "southerly-cold-chain";
const NEW_PASSWORD = "violet kettle marathon";
const unique = () => randomBytes(4).toString("hex");
const REVIEW_TEXT =
  "Cold chain held at two degrees all the way from Rotterdam, with a named contact who replied.";

async function publishReview(visitor: Visitor): Promise<Page> {
  const page = await visitor.get(`/vendors/${COMPANY_SLUG}`);
  const form = page.form("Write a review");
  const button = within(form).getByRole("button", { name: "Publish review" });
  return visitor.submit(
    page,
    form,
    {
      // The "4 out of 5 stars" radio's value.
      rating: "4",
      ...page.byLabel(
        { Title: "Reliable reefers", Review: REVIEW_TEXT, Relationship: "Past customer" },
        form,
      ),
    },
    button as HTMLButtonElement,
  );
}

describe.each(BACKENDS)("account security on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend, { REQUIRE_VERIFIED_EMAIL: "1" });
  });
  afterAll(() => site?.close());

  const join = (visitor: Visitor, name: string, email: string, password = MEMBER_PASSWORD) =>
    joinOnPage(visitor, { name, email, password });

  it("a weak password is refused with the reason", async () => {
    const page = await join(
      site.visitor(),
      "Wes Weak",
      `wes.${unique()}@example.com`,
      "password1234",
    );
    expect(page.text).toMatch(/This password is too easy to guess\./);
    expect(page.labelled("Password", page.form("Join")).getAttribute("aria-invalid")).toBe("true");
  });

  it("a new member confirms their e-mail address before publishing", async () => {
    const email = `vera.${unique()}@example.com`;
    const visitor = site.visitor();
    const joined = await join(visitor, "Vera Verify", email);
    expect(joined.path).toBe("/");

    const refused = await publishReview(visitor);
    expect(refused.text).toContain("Confirm your e-mail address before you publish");

    const account = await visitor.get("/account");
    expect(account.text).toContain("Your e-mail address is not confirmed yet");
    const resent = await visitor.press(account, "Resend Confirmation E-mail");
    expect(resent.text).toContain("We have sent a new confirmation link");

    const confirmed = await visitor.get(await site.linkTo(email, "/verify-email"));
    expect(confirmed.text).toContain("your e-mail address is confirmed");

    const published = await publishReview(visitor);
    expect(published.text).toContain("Thank you. Your review is published.");
  });

  it("an account nobody confirmed does not keep its address from the mailbox's owner", async () => {
    const email = `bea.${unique()}@example.com`;
    // A stranger starts an account with the buyer's address, and turns on two-step sign-in.
    const stranger = site.visitor();
    expect((await join(stranger, "Sam Squatter", email)).path).toBe("/");
    const enrolling = await pressIn(
      stranger,
      await stranger.get("/account"),
      "Turn on two-step sign-in",
      "Turn On Two-Step Sign-In",
      { "Your password": MEMBER_PASSWORD },
    );
    const key = (enrolling.document.querySelector("dd code")?.textContent ?? "").trim();
    const on = await pressIn(stranger, enrolling, "Confirm two-step sign-in", "Confirm Code", {
      "Code from your app": codeFor(key),
    });
    expect(on.text).toContain("Two-step sign-in is on.");

    // The buyer joins with their address: not refused as taken, but sent a link.
    const bea = site.visitor();
    const joined = await join(bea, "Bea Buyer", email);
    expect(joined.text).toContain(
      "An account was started with this e-mail but never confirmed. We sent a link to this address: open it to choose your password, and the account is yours.",
    );
    const reset = await bea.get(await site.linkTo(email, "/reset-password"));
    const changed = await pressIn(bea, reset, "Reset password", "Save Password", {
      "New password": NEW_PASSWORD,
    });
    expect(changed.text).toContain("Your password is changed. Sign in with it now.");

    // The account is the buyer's: signed in with no code asked, the address confirmed.
    expect((await signInOnPage(bea, email, NEW_PASSWORD)).path).toBe("/");
    const account = await bea.get("/account");
    expect(account.text).not.toContain("Your e-mail address is not confirmed yet");
    expect(account.screen.getByRole("button", { name: "Turn On Two-Step Sign-In" })).toBeTruthy();
    // The stranger is signed out, and their password no longer works.
    expect((await stranger.get("/account")).path).toBe("/sign-in?next=%2Faccount");
    const refused = await signInOnPage(site.visitor(), email, MEMBER_PASSWORD);
    expect(refused.text).toContain("The e-mail or password is incorrect.");

    // A confirmed address is taken, as before: no link is sent for it.
    const sent = site.mailbox.to(email).length;
    const again = await join(site.visitor(), "Sam Again", email);
    expect(again.text).toContain("An account with this e-mail already exists. Sign in instead.");
    await new Promise((r) => setTimeout(r, 300));
    expect(site.mailbox.to(email)).toHaveLength(sent);
  });

  it("forgot password: the link works once, ends the other sessions, and not after its hour", async () => {
    const email = `rita.${unique()}@example.com`;
    const first = site.visitor();
    expect((await join(first, "Rita Reset", email)).path).toBe("/");

    const visitor = site.visitor();
    const signIn = await visitor.get("/sign-in");
    const forgot = await visitor.get(
      signIn.screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")!,
    );
    const asked = await pressIn(visitor, forgot, "Forgot password", "Send Link", { Email: email });
    expect(asked.text).toContain("If an account uses this e-mail address");

    const link = await site.linkTo(email, "/reset-password");
    const reset = await visitor.get(link);
    const weak = await pressIn(visitor, reset, "Reset password", "Save Password", {
      "New password": "password12345",
    });
    expect(weak.text).toMatch(/This password is too easy to guess\./);
    const changed = await pressIn(visitor, weak, "Reset password", "Save Password", {
      "New password": NEW_PASSWORD,
    });
    expect(changed.text).toContain("Your password is changed. Sign in with it now.");

    // The first browser was signed out.
    expect((await first.get("/account")).path).toBe("/sign-in?next=%2Faccount");

    // The link works once: opened again, it says so before the form is filled (no form).
    const used = await visitor.get(link);
    expect(used.text).toContain("This link has expired or was already used.");
    expect(used.document.querySelector("form[aria-label='Reset password']")).toBeNull();

    // A new link, past its hour (its expiry moved back in the database), is refused too.
    const again = await visitor.get("/forgot-password");
    await pressIn(visitor, again, "Forgot password", "Send Link", { Email: email });
    const expired = await site.until(async () => {
      const next = await site.linkTo(email, "/reset-password");
      return next !== link && next;
    });
    const token = new URL(expired, ORIGIN).searchParams.get("token")!;
    const past = new Date(Date.now() - 60_000);
    const moved = await sql`update verification set "expiresAt" = ${
      backend === "postgres" ? past : past.toISOString()
    } where identifier = ${`reset-password:${token}`}`.execute(site.db);
    expect(Number(moved.numAffectedRows)).toBe(1);
    const late = await visitor.get(expired);
    expect(late.text).toContain("This link has expired or was already used.");
    expect(late.document.querySelector("form[aria-label='Reset password']")).toBeNull();

    // The old password no longer works, the new one does.
    const old = await signInOnPage(site.visitor(), email, MEMBER_PASSWORD);
    expect(old.text).toContain("The e-mail or password is incorrect.");
    expect((await signInOnPage(site.visitor(), email, NEW_PASSWORD)).path).toBe("/");
  });

  it("a second browser's session is ended from the first's list", async () => {
    const email = `sam.${unique()}@example.com`;
    const first = site.visitor();
    await join(first, "Sam Sessions", email);
    const second = site.visitor();
    await signInOnPage(second, email, MEMBER_PASSWORD);
    const secondAccount = await second.get("/account");
    expect(secondAccount.screen.getByRole("heading", { name: "Your account" })).toBeTruthy();

    const page = await first.get("/account");
    const sessions = () =>
      page.document.querySelectorAll("ul[aria-label=Sessions] > li") as NodeListOf<HTMLElement>;
    expect(sessions()).toHaveLength(2);
    expect(sessions()[0]!.textContent).toContain("This device");
    const other = sessions()[1]!.querySelector("button") as HTMLButtonElement;
    expect(other.textContent).toContain("Sign out");
    const ended = await first.submit(page, other.form!, {}, other);
    expect(ended.text).toContain("That device is signed out.");
    expect(ended.document.querySelectorAll("ul[aria-label=Sessions] > li")).toHaveLength(1);

    expect((await second.get("/account")).path).toBe("/sign-in?next=%2Faccount");
  });

  it("a member changes their e-mail address: the new one confirms it, the old one is told", async () => {
    const email = `cleo.${unique()}@example.com`;
    const next = `cleo.new.${unique()}@example.com`;
    const visitor = site.visitor();
    await join(visitor, "Cleo Change", email);
    await visitor.get(await site.linkTo(email, "/verify-email"));

    // A wrong password is refused, and the address typed is kept.
    const account = await visitor.get("/account");
    const refused = await pressIn(
      visitor,
      account,
      "Change e-mail address",
      "Change E-mail Address",
      {
        "New e-mail address": next,
        "Your password": "not my password at all",
      },
    );
    const form = refused.form("Change e-mail address");
    expect(refused.labelled("Your password", form).getAttribute("aria-invalid")).toBe("true");
    expect(refused.labelled("New e-mail address", form).getAttribute("value")).toBe(next);

    const asked = await pressIn(
      visitor,
      refused,
      "Change e-mail address",
      "Change E-mail Address",
      {
        "Your password": MEMBER_PASSWORD,
      },
    );
    expect(asked.form("Change e-mail address").textContent).toContain(
      `We have sent a confirmation link to ${next}.`,
    );
    await site.until(() =>
      site.mailbox.to(email).some((m) => /is changing/.test(m.subject + m.text)),
    );

    // Opened signed out, the link asks to sign in first, then confirms the new address.
    const link = await site.linkTo(next, "/verify-email");
    expect((await site.visitor().get(link)).path).toMatch(/^\/sign-in\?next=/);
    const confirmed = await visitor.get(link);
    expect(confirmed.text).toContain("your e-mail address is confirmed");
    expect((await visitor.get("/account")).text).toContain(`Signed in as Cleo Change (${next}).`);
  });
});
