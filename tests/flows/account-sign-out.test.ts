import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import { accountMenu } from "./account-helpers";

// Signing out without JavaScript (issue 44): the header's account button opens the menu page,
// whose Sign Out is a form that signs out; the sessions list signs this device out too.

describe.each(BACKENDS)("signing out without JavaScript on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("from the header's account button, through the menu page", async () => {
    const member = await site.member("Nell Noscript");
    const page = await member.get("/account");
    const header = page.document.querySelector<HTMLElement>("[data-testid=site-header]")!;
    const button = within(header).getByRole("button", { name: "Account menu for Nell Noscript" });
    // Before its menu's code runs (or without JavaScript) it leads to the menu page.
    const menu = await member.get(button.getAttribute("href")!);
    expect(menu.path).toBe("/menu");
    expect(menu.text).toContain("Nell Noscript");

    const out = await member.press(menu, "Sign Out");
    expect(out.path).toBe("/");
    expect(accountMenu(out)).toBeNull();
    expect((await member.get("/account")).path).not.toBe("/account");
  });

  it("from this device's row of the sessions list", async () => {
    const member = await site.member("Sid Sessions");
    const account = await member.get("/account");
    const list = account.screen.getByRole("list", { name: "Sessions" });
    const row = within(list).getByText("This device").closest("li")!;
    const signOut = within(row).getByRole("button", { name: "Sign out" }) as HTMLButtonElement;
    const out = await member.submit(account, signOut.form!, {}, signOut);
    expect(out.path).toBe("/");
    expect(accountMenu(out)).toBeNull();
  });

  it("the sign-out page asks, and sends a signed-out visitor home", async () => {
    const member = await site.member("Ada Asked");
    const page = await member.get("/sign-out");
    expect(page.screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign out");
    const out = await member.press(page, "Sign Out");
    expect(accountMenu(out)).toBeNull();
    expect((await site.visitor().get("/sign-out")).path).toBe("/");
  });
});
