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
    // The role a member chose for themselves is one the directory filters on.
    const search = (role: string) =>
      site.visitor().get(`/network/members?q=${encodeURIComponent(bea.name)}&role=${role}`);
    const shown = async (role: string) =>
      /Showing (\d+) of/.exec(
        (await search(role)).screen.getByRole("status").textContent ?? "",
      )?.[1];
    expect(await shown("Founder")).toBe("1");
    expect(await shown("Procurement+Manager")).toBe("0");
    await bea.press(await bea.get("/account/profile"), "Save profile", {
      "List me in the Members Directory": false,
    });
    const gone = await site.visitor().get(path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain("Member not found");
    // Nor does another member or an operator see it (its owner edits it at /account/profile).
    expect((await (await site.member("Cy Other")).get(path)).status).toBe(404);
    expect((await (await site.operator()).get(path)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it("operators hide, lock and remove a group on its page; a member may not", async () => {
    const tag = randomBytes(3).toString("hex");
    const ada = await site.member(`Ada Owner ${tag}`);
    const name = `Moderated ${tag}`;
    const made = await ada.press(await ada.get("/network/groups"), "Create group", {
      Name: name,
      Topic: "Sourcing",
      Description: "To be moderated.",
    });
    const group = made.path;
    const joined = await ada.press(made, "Join group");
    const word = `glimmox${tag}`;
    const thread = await ada.press(joined, "Post thread", {
      Title: `About ${word}`,
      Message: "Hi.",
    });
    expect(thread.status).toBe(200);

    // A member (even its creator) has no operator forms, and a crafted one is refused.
    expect(joined.screen.queryByRole("button", { name: "Hide group" })).toBeNull();
    for (const intent of ["hide-group", "lock-group", "remove-group"]) {
      const refused = await ada.fetch(group, {
        method: "POST",
        body: new URLSearchParams({ intent }),
      });
      expect(refused.status, intent).toBe(403);
    }
    expect((await site.visitor().get(group)).status).toBe(200);

    // Locked: no new threads, and a form from before is refused.
    const olive = await site.operator(`Olive ${tag}`);
    const locked = await olive.press(await olive.get(group), "Lock group");
    expect(locked.text).toContain("The group is locked: it takes no new threads.");
    const adaView = await ada.get(group);
    expect(adaView.text).toContain("This group is locked: it takes no new threads.");
    expect(adaView.screen.queryByRole("button", { name: "Post thread" })).toBeNull();
    const late = await ada.press(joined, "Post thread", { Title: "Late", Message: "Too late." });
    expect(late.status).toBe(403);
    expect(late.text).toContain("This group is locked: it takes no new threads.");

    // Hidden: gone for everyone but operators, from the list, its threads and the search.
    expect((await site.visitor().get(`/search?q=${word}`)).text).toContain(`About ${word}`);
    await olive.press(await olive.get(group), "Hide group");
    expect((await site.visitor().get(group)).status).toBe(404);
    expect((await ada.get(thread.path)).status).toBe(404);
    expect((await site.visitor().get("/network/groups")).text).not.toContain(name);
    expect((await site.visitor().get(`/search?q=${word}`)).text).not.toContain(`About ${word}`);
    expect((await olive.get("/network/groups")).text).toContain(name);
    const restored = await olive.press(await olive.get(group), "Restore group");
    expect(restored.text).toContain("The group is shown again.");
    expect((await site.visitor().get(group)).status).toBe(200);

    // Removed, with its threads.
    const removed = await olive.press(await olive.get(group), "Remove group and its threads");
    expect(removed.path).toBe("/network/groups");
    expect((await olive.get(group)).status).toBe(404);
    expect((await olive.get(thread.path)).status).toBe(404);
  });
});
