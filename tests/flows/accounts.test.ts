import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, MEMBER_PASSWORD, ORIGIN, openSite, type Site } from "./site";
import { accountMenu, joinOnPage, pressIn, signInOnPage } from "./account-helpers";

// Sign in and Join as pages, through the request handler: each comes back to the page that sent
// the visitor (`next`), keeps what was typed when refused, never sends anyone to another site,
// and refuses a sign-in posted from another site; a signed-in member's pages are rendered for
// them by the server and never stored in a shared cache. (Moved from
// tests/e2e/account-pages.nojs.spec.ts and from the server's part of tests/e2e/auth.spec.ts,
// which keeps the dialogs, the header's menus, the keyboard and the axe checks;
// account-pages.spec.ts keeps the pages with JavaScript.)

const uniqueEmail = () => `page.${randomBytes(4).toString("hex")}@example.com`;

describe.each(BACKENDS)("the account pages on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("joins on the page and comes back, signed in, to the page that sent the visitor", async () => {
    const email = uniqueEmail();
    const visitor = site.visitor();
    const page = await visitor.get("/join?next=%2Fjobs%3Fq%3Dlogistics");
    expect(
      page.screen.getByRole("heading", { level: 1, name: "Join ProcureConnect" }),
    ).toBeTruthy();

    const refused = await pressIn(visitor, page, "Join", "Create Account", {
      "Full name": "Katherine Johnson",
      Email: email,
      Password: "short",
    });
    expect(refused.status).toBe(400);
    const form = refused.form("Join");
    expect(form.textContent).toContain("Use at least 10 characters for your password.");
    expect(refused.labelled("Full name", form).getAttribute("value")).toBe("Katherine Johnson");
    expect(refused.labelled("Email", form).getAttribute("value")).toBe(email);
    expect(refused.labelled("Password", form).getAttribute("aria-invalid")).toBe("true");

    const joined = await pressIn(visitor, refused, "Join", "Create Account", {
      Password: MEMBER_PASSWORD,
    });
    expect(joined.path).toBe("/jobs?q=logistics");
    expect(accountMenu(joined)).toBe("Account menu for Katherine Johnson");

    // Signed in, the page sends them straight on.
    expect((await visitor.get("/sign-in?next=%2Fvendors")).path).toBe("/vendors");
  });

  it("sets the session cookie for this site's pages only, out of scripts' reach", async () => {
    const visitor = site.visitor();
    const page = await visitor.get("/join");
    const found = page.form("Join");
    const body = new URLSearchParams({
      name: "Ada Lovelace",
      email: uniqueEmail(),
      password: MEMBER_PASSWORD,
    });
    const response = await visitor.fetch(found.getAttribute("action")!, {
      method: "POST",
      body,
    });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    const session = response.headers.getSetCookie().find((c) => /^[^=]*session_token=/.test(c))!;
    expect(session).toBeTruthy();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
    expect(session).toMatch(/;\s*Path=\/(;|$)/i);
  });

  it("renders a member's page for them on the server, never stored in a shared cache", async () => {
    const member = await site.member("Ada Lovelace");
    const response = await member.fetch("/jobs");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await response.text()).toContain('aria-label="Account menu for Ada Lovelace"');
    // The page's data, as the browser loads it again after signing in.
    const data = await member.fetch("/jobs.data");
    expect(data.status).toBe(200);
    expect(data.headers.get("cache-control")).toBe("private, no-store");
  });

  it("signs in on the page, says what is wrong, and switches to Join keeping next", async () => {
    const member = await site.member("Dorothy Vaughan");
    const visitor = site.visitor();
    const refused = await signInOnPage(
      visitor,
      member.email,
      "not the password",
      "?next=%2Fnetwork%2Fmembers",
    );
    const form = refused.form("Sign in");
    expect(form.querySelector("[role=alert]")?.textContent).toBe(
      "The e-mail or password is incorrect.",
    );
    expect(refused.labelled("Email", form).getAttribute("value")).toBe(member.email);

    const signedIn = await pressIn(visitor, refused, "Sign in", "Sign In", {
      Password: MEMBER_PASSWORD,
    });
    expect(signedIn.path).toBe("/network/members");
    expect(accountMenu(signedIn)).toBe("Account menu for Dorothy Vaughan");

    // Signed out (another browser), the page's Join link keeps next.
    const page = await site.visitor().get("/sign-in?next=%2Fprojects");
    const join = page.screen.getByRole("link", { name: "Join now" });
    expect(join.getAttribute("href")).toBe("/join?next=%2Fprojects");
  });

  it("never sends a visitor to another site after joining", async () => {
    const visitor = site.visitor();
    const joined = await joinOnPage(
      visitor,
      { name: "Mary Jackson", email: uniqueEmail(), password: MEMBER_PASSWORD },
      "?next=%2F%2Fevil.example%2F",
    );
    expect(joined.url).toBe(`${ORIGIN}/`);
    expect(accountMenu(joined)).toBe("Account menu for Mary Jackson");
  });

  it("refuses a sign-in posted from another site", async () => {
    const member = await site.member("Evelyn Boyd");
    const response = await site.visitor().fetch("/sign-in", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      body: new URLSearchParams({ email: member.email, password: MEMBER_PASSWORD }),
    });
    // The server refuses a post from another origin before any action runs (and the
    // accounts would refuse it too: their origin check sees the same Origin header).
    expect([400, 403]).toContain(response.status);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("session_token");
  });
});
