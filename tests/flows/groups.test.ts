import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";

// Groups made by members (issue 44, items 6 and 8), through the request handler as a browser
// without JavaScript: any member creates one with the plain form, and its description's
// Markdown is rendered on its page (sanitised as a post is).

describe.each(BACKENDS)("groups on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("a member creates a group, whose page renders its description's Markdown", async () => {
    const name = `Tail spend ${randomBytes(3).toString("hex")}`;
    const ada = await site.member("Ada Member");
    const groups = await ada.get("/network/groups");
    const made = await ada.press(groups, "Create group", {
      Name: name,
      Topic: "Sourcing",
      Description: "For **tail spend** buyers. [Guide](javascript:alert(1)) [Site](https://x.test)",
    });
    expect(made.status).toBe(200);
    expect(made.path).toMatch(/^\/network\/groups\/tail-spend-/);
    const main = made.screen.getByRole("main");
    expect(main.querySelector("strong")?.textContent).toBe("tail spend");
    expect(main.textContent).not.toContain("**");
    expect(main.querySelector('a[href="https://x.test"]')).toBeTruthy();
    expect(main.innerHTML).not.toContain("javascript:");
    // Signed out, there is no form to create one.
    const visitor = await site.visitor().get("/network/groups");
    expect(visitor.screen.queryByRole("button", { name: "Create group" })).toBeNull();
  });
});
