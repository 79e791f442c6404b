import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";

// Groups made by members (issue 44, items 6 and 8), through the request handler as a browser
// without JavaScript: any member creates one with the plain form, and its description's
// Markdown is rendered on its page (sanitised as a post is).

describe.each(BACKENDS)("groups and members on %s", (backend) => {
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

  it("an unlisted profile answers 404, and the directory counts only listed members", async () => {
    const count = async () =>
      /of (\d+) members/.exec((await site.visitor().get("/network/members")).text)?.[1];
    const before = await count();
    const bea = await site.member(`Bea Unlisted ${randomBytes(3).toString("hex")}`);
    const listed = await bea.press(await bea.get("/account/profile"), "Save profile", {
      "List me in the Members Directory": true,
      Role: "Founder",
    });
    const href = listed.screen.getByRole("link", { name: /^\/network\/members\// });
    const path = href.getAttribute("href")!;
    expect((await site.visitor().get(path)).status).toBe(200);
    expect(Number(await count())).toBe(Number(before) + 1);
    await bea.press(await bea.get("/account/profile"), "Save profile", {
      "List me in the Members Directory": false,
    });
    const gone = await site.visitor().get(path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Member not found");
    expect(await count()).toBe(before);
  });
});
