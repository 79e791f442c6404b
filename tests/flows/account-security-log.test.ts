import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, MEMBER_PASSWORD, openMailingSite, type MailingSite } from "./site";
import type { Page, Visitor } from "./visitor";
import { codeFor, joinOnPage, pressIn, signInOnPage } from "./account-helpers";

// Issue 44 items 3 and 4 without JavaScript, through the request handler on a site that sends
// e-mail: the QR code beside the key, a wrong first code that keeps the key and recovery codes;
// security e-mails for each change to how one signs in and for the deletion; the security log,
// the owner's alone; the page after deletion.

const NEW_PASSWORD = "violet kettle marathon";
const unique = () => randomBytes(4).toString("hex");
const recoveryOf = (page: Page) =>
  within(page.screen.getByRole("list", { name: "Recovery codes" }))
    .getAllByRole("listitem")
    .map((li) => (li.textContent ?? "").trim());
const keyOf = (page: Page) => (page.document.querySelector("dd code")?.textContent ?? "").trim();

describe.each(BACKENDS)("account security log and e-mails on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  const mailed = (email: string, subject: string) =>
    site.until(() => site.mailbox.to(email).find((m) => m.subject === subject));

  async function joined(name: string): Promise<{ visitor: Visitor; email: string }> {
    const visitor = site.visitor();
    const email = `${name.split(" ")[0]!.toLowerCase()}.${unique()}@example.com`;
    const page = await joinOnPage(visitor, { name, email, password: MEMBER_PASSWORD });
    expect(page.path).toBe("/");
    return { visitor, email };
  }

  it("two-step sign-in: a QR code beside the key; a wrong code keeps them; on and off e-mailed", async () => {
    const { visitor, email } = await joined("Quinn Qr");
    const enrolling = await pressIn(
      visitor,
      await visitor.get("/account"),
      "Turn on two-step sign-in",
      "Turn On Two-Step Sign-In",
      { "Your password": MEMBER_PASSWORD },
    );
    const key = keyOf(enrolling);
    const recovery = recoveryOf(enrolling);
    const qr = enrolling.screen.getByRole("img", { name: /QR code of the address/ });
    expect(qr.querySelector("svg path")).toBeTruthy();

    const wrong = await pressIn(visitor, enrolling, "Confirm two-step sign-in", "Confirm Code", {
      "Code from your app": "000000",
    });
    expect(wrong.text).toContain("That code is not right, or has expired.");
    expect(keyOf(wrong)).toBe(key);
    expect(recoveryOf(wrong)).toEqual(recovery);
    expect(wrong.screen.getByRole("img", { name: /QR code of the address/ })).toBeTruthy();

    const on = await pressIn(visitor, wrong, "Confirm two-step sign-in", "Confirm Code", {
      "Code from your app": codeFor(key, -1),
    });
    expect(on.text).toContain("Two-step sign-in is on.");
    const onMail = await mailed(email, "Two-step sign-in is on for your ProcureConnect account");
    expect(onMail.text).toContain("/forgot-password");

    await pressIn(
      visitor,
      await visitor.get("/account"),
      "Turn off two-step sign-in",
      "Turn Off Two-Step Sign-In",
      {
        "Your password": MEMBER_PASSWORD,
      },
    );
    await mailed(email, "Two-step sign-in is off for your ProcureConnect account");
  });

  it("a changed and a reset password are e-mailed and logged; the log is the owner's alone", async () => {
    const { visitor, email } = await joined("Logan Log");
    const changed = await pressIn(
      visitor,
      await visitor.get("/account"),
      "Change password",
      "Change Password",
      { "Current password": MEMBER_PASSWORD, "New password": NEW_PASSWORD },
    );
    expect(changed.text).toContain("Your password is changed.");
    await mailed(email, "Your ProcureConnect password was changed");

    const forgot = await site.visitor().get("/forgot-password");
    await pressIn(site.visitor(), forgot, "Forgot password", "Send Link", { Email: email });
    const reset = await visitor.get(await site.linkTo(email, "/reset-password"));
    await pressIn(visitor, reset, "Reset password", "Save Password", {
      "New password": "another quiet harbour",
    });
    await mailed(email, "Your ProcureConnect password was reset");

    const again = site.visitor();
    expect((await signInOnPage(again, email, "another quiet harbour")).path).toBe("/");
    const log = await again.get("/account/security-log");
    const rows = within(log.screen.getByRole("table")).getAllByRole("row").slice(1);
    const what = rows.map((r) => (r.querySelector("td")?.textContent ?? "").trim());
    expect(what).toEqual([
      "Signed in",
      "Password reset by e-mail link",
      "Password changed",
      // Joining signed them in: the first entry (docs/decisions/460).
      "Account created and signed in",
    ]);
    expect(rows[0]!.querySelector("time")?.getAttribute("dateTime")).toMatch(/^\d{4}-/);

    // Someone else sees their own log, never this one; a visitor is sent to sign in.
    const other = await joined("Otto Other");
    const theirs = await other.visitor.get("/account/security-log");
    expect(theirs.text).not.toContain("Password reset by e-mail link");
    expect(theirs.text).not.toContain("Password changed");
    const theirRows = within(theirs.screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(theirRows.map((r) => (r.querySelector("td")?.textContent ?? "").trim())).toEqual([
      "Account created and signed in",
    ]);
    expect((await site.visitor().get("/account/security-log")).path).toBe(
      "/sign-in?next=%2Faccount%2Fsecurity-log",
    );
  });

  it("deleting the account lands on a page that says so, and e-mails the address", async () => {
    const { visitor, email } = await joined("Della Deleted");
    const deleted = await pressIn(
      visitor,
      await visitor.get("/account"),
      "Delete account",
      "Delete My Account",
      { "Your password": MEMBER_PASSWORD },
    );
    expect(deleted.path).toBe("/account-deleted");
    expect(deleted.screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your account was deleted",
    );
    const mail = await mailed(email, "Your ProcureConnect account was deleted");
    expect(mail.text).toContain("Your ProcureConnect account was deleted on");
  });
});
