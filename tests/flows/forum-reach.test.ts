import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, isAccountMail, openMailingSite, type MailingSite } from "./site";
import type { Page, Visitor } from "./visitor";

// How the forums reach people (issue 44 item 7, decisions 465, 466 and 468), through the request
// handler as a browser without JavaScript: an @mention links to a listed member's page and tells
// them in the app and by e-mail, while an unlisted or blocked member is neither linked nor told;
// a group's member follows it and hears of its new threads; a blocked member has no reply form
// and the server refuses their reply; threads and replies are found by the site search and by a
// search within their group. Each new action refuses a member it does not belong to.

const unique = () => randomBytes(3).toString("hex");
const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const post = (who: Visitor, path: string, fields: Record<string, string>) =>
  who.fetch(path, { method: "POST", body: new URLSearchParams(fields) });

describe.each(BACKENDS)("the forums' reach on %s", (backend) => {
  let site: MailingSite;
  beforeAll(async () => {
    site = await openMailingSite(backend);
  });
  afterAll(() => site?.close());

  /** A new member, listed in the directory (or not), with the handle of their page. */
  async function person(name: string, listed: boolean) {
    const who = await site.member(name);
    const saved = await who.press(await who.get("/account/profile"), "Save profile", {
      "List me in the Members Directory": true,
    });
    const href = saved.screen.getByRole("link", { name: /^\/network\/members\// });
    const handle = href.getAttribute("href")!.split("/").pop()!;
    if (!listed)
      await who.press(await who.get("/account/profile"), "Save profile", {
        "List me in the Members Directory": false,
      });
    return Object.assign(who, { handle });
  }

  /** A new group made by `owner`, who joins it with `members`; its path. */
  async function groupWith(owner: Visitor, ...members: Visitor[]) {
    const made = await owner.press(await owner.get("/network/groups"), "Create group", {
      Name: `Reach ${unique()}`,
      Topic: "Sourcing",
      Description: "Testing reach.",
    });
    for (const member of [owner, ...members])
      await member.press(await member.get(made.path), "Join group");
    return made.path;
  }

  const notices = async (who: Visitor) => (await who.get("/account/notifications")).main;
  const userId = async (email: string) =>
    (await site.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst())!
      .id;

  it("a mention links a listed member and tells them; an unlisted or blocked one is not", async () => {
    const tag = unique();
    const ada = await person(`Ada Mention ${tag}`, true);
    const cara = await person(`Cara Hidden ${tag}`, false);
    const dan = await person(`Dan Blocked ${tag}`, true);
    await site.db
      .insertInto("forum_blocks")
      .values({ user_id: await userId(dan.email), blocked_by: "op", blocked_at: "2026-01-01" })
      .execute();
    const bob = await site.member(`Bob Writer ${tag}`);
    const group = await groupWith(bob);
    const title = `Mentions ${tag}`;
    const thread = await bob.press(await bob.get(group), "Post thread", {
      Title: title,
      Message: `Ask @${ada.handle}, @${cara.handle}, @${dan.handle} or @amara-okafor.`,
    });
    expect(thread.status).toBe(200);
    const opening = thread.document.querySelector("#thread")!;
    // A sample member (no account) is linked, and the post is kept.
    expect(opening.querySelector('a[href="/network/members/amara-okafor"]')).toBeTruthy();
    expect(opening.querySelector(`a[href="/network/members/${ada.handle}"]`)).toBeTruthy();
    expect(opening.querySelector(`a[href="/network/members/${cara.handle}"]`)).toBeNull();
    expect(text(opening)).toContain(`@${cara.handle}`);

    expect(await notices(ada)).toContain(`mentioned you in "${title}"`);
    const mail = await site.until(() =>
      site.mailbox.to(ada.email).find((m) => !isAccountMail(m) && m.text.includes(title)),
    );
    expect(mail.text).toContain(thread.path);
    expect(await notices(cara)).not.toContain(title);
    expect(await notices(dan)).not.toContain(title);

    // A reply's mention tells too, once, and not its author.
    const replied = await bob.press(await bob.get(thread.path), "Post reply", {
      "Your reply": `Thanks @${ada.handle} and @${ada.handle}!`,
    });
    expect(replied.status).toBe(200);
    const adaNotices = await notices(ada);
    expect(adaNotices.split(`mentioned you in "${title}"`)).toHaveLength(3);
    expect(await notices(bob)).not.toContain("mentioned you");
  });

  it("a group's member follows it and hears of new threads; others are refused", async () => {
    const tag = unique();
    const owner = await site.member(`Olga Owner ${tag}`);
    const ada = await site.member(`Ada Follower ${tag}`);
    const eve = await site.member(`Eve Outsider ${tag}`);
    const group = await groupWith(owner, ada);
    // Not a member: no button, and a crafted post is refused.
    expect(
      (await eve.get(group)).screen.queryByRole("button", { name: "Follow group" }),
    ).toBeNull();
    const refused = await post(eve, group, { intent: "follow-group" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Join the group to post in it.");

    const followed = await ada.press(await ada.get(group), "Follow group");
    expect(followed.text).toContain("You follow this group: you will be notified of new threads.");
    expect(followed.screen.getByRole("button", { name: "Unfollow group" })).toBeTruthy();
    const title = `New in group ${tag}`;
    await owner.press(await owner.get(group), "Post thread", { Title: title, Message: "Hello." });
    expect(await notices(ada)).toContain(`"${title}"`);
    expect(await notices(owner)).not.toContain(`New thread in`);
    await site.until(() =>
      site.mailbox.to(ada.email).find((m) => !isAccountMail(m) && m.text.includes(title)),
    );
    // Eve joined later (without following) hears nothing; leaving the group stops following.
    await ada.press(await ada.get(group), "Leave group");
    const second = `Second ${tag}`;
    await owner.press(await owner.get(group), "Post thread", { Title: second, Message: "Hi." });
    expect(await notices(ada)).not.toContain(second);
  });

  it("a blocked member sees no reply form, and the server refuses their reply", async () => {
    const tag = unique();
    const ada = await site.member(`Ada Starter ${tag}`);
    const group = await groupWith(ada);
    const thread = await ada.press(await ada.get(group), "Post thread", {
      Title: `Blocked ${tag}`,
      Message: "Open for replies.",
    });
    // Hiding is the operators': a member's crafted hide, reason and all, is refused.
    const hide = await post(ada, thread.path, { intent: "hide", hiddenReason: "Mine now" });
    expect(hide.status).toBe(403);
    expect((await site.visitor().get(thread.path)).status).toBe(200);
    const dan = await site.member(`Dan Barred ${tag}`);
    const before = await dan.get(thread.path);
    expect(before.screen.getByRole("button", { name: "Post reply" })).toBeTruthy();
    await site.db
      .insertInto("forum_blocks")
      .values({ user_id: await userId(dan.email), blocked_by: "op", blocked_at: "2026-01-01" })
      .execute();
    const after = await dan.get(thread.path);
    expect(after.screen.queryByRole("button", { name: "Post reply" })).toBeNull();
    expect(after.text).toContain("An operator has blocked your account from posting.");
    const sent: Page = await dan.press(before, "Post reply", { "Your reply": `Barred ${tag}` });
    expect(sent.status).toBe(403);
    expect((await ada.get(thread.path)).main).not.toContain(`Barred ${tag}`);
  });

  it("threads and replies are found by the site search and within their group", async () => {
    const tag = unique();
    const word = `zorbex${tag}`;
    const ada = await site.member(`Ada Search ${tag}`);
    const bob = await site.member(`Bob Search ${tag}`);
    const group = await groupWith(ada);
    const title = `Palletising ${word}`;
    const thread = await ada.press(await ada.get(group), "Post thread", {
      Title: title,
      Message: "How do you stack them?",
    });
    const replyWord = `quillon${tag}`;
    await bob.press(await bob.get(thread.path), "Post reply", {
      "Your reply": `Cross-stacked, ${replyWord}.`,
    });

    const visitor = site.visitor();
    const byTitle = await visitor.get(`/search?q=${word}`);
    const threads = byTitle.screen.getByRole("region", { name: /Forum threads/ });
    expect(threads.querySelector(`a[href="${thread.path}"]`)).toBeTruthy();
    const byReply = await visitor.get(`/search?q=${replyWord}`);
    const replies = byReply.screen.getByRole("region", { name: /Forum replies/ });
    expect(text(replies)).toContain(`Re: ${title}`);
    expect(replies.querySelector(`a[href^="${thread.path}#reply-"]`)).toBeTruthy();

    // Within the group: the plain search form finds the thread by its reply's word.
    const groupPage = await visitor.get(group);
    const found = await visitor.press(groupPage, "Search threads", {
      "Search this group": replyWord,
    });
    expect(found.path).toBe(`${group}?q=${replyWord}`);
    expect(found.screen.getByRole("link", { name: title })).toBeTruthy();
    const none = await visitor.get(`${group}?q=nothingmatches${tag}`);
    expect(none.screen.queryByRole("link", { name: title })).toBeNull();
    expect(none.text).toContain(`No thread in this group matches “nothingmatches${tag}”.`);
    // Another group does not find it.
    const other = await groupWith(bob);
    expect(
      (await visitor.get(`${other}?q=${replyWord}`)).screen.queryByRole("link", { name: title }),
    ).toBeNull();
  });
});
