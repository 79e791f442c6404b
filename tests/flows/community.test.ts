import { randomBytes } from "node:crypto";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, openSite, type Site } from "./site";
import type { Page, Visitor } from "./visitor";

// The network's people (issue 29), through the request handler: a member lists themselves in
// the Members Directory and is found by its filters, joins a group and opens a thread (its
// Markdown rendered); a second member replies and the first is notified; a reported reply hidden
// by an operator is gone for its reporter and for visitors; a locked thread refuses replies. The
// public pages answer, and a challenge leads to its idea discussions. This is the flow as a
// browser without JavaScript walks it. (Moved from the browser's specs: tests/e2e/community.spec.ts
// keeps the forms answering in place with JavaScript and the pages' axe checks.)

const unique = () => randomBytes(3).toString("hex");
const text = (el: Element | null | undefined) =>
  (el?.textContent ?? "").replace(/\s+/g, " ").trim();

/** The article of `page` with this accessible name (a post: "Opening post", "Reply by …"). */
const article = (page: Page, name: string) => page.screen.queryByRole("article", { name });

/** Submits the form in `scope` whose button's name matches `button`, with `fields` by label. */
async function pressIn(
  who: Visitor,
  page: Page,
  scope: HTMLElement,
  button: RegExp,
  fields: Record<string, string> = {},
) {
  const submitter = within(scope).getByRole("button", { name: button }) as HTMLButtonElement;
  const form = submitter.closest("form")!;
  return who.submit(page, form, page.byLabel(fields, form), submitter);
}

describe.each(BACKENDS)("the community on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("members list themselves, post, reply, are notified; reports are hidden and threads locked", async () => {
    const tag = unique();
    const adaName = `Ada Forum ${tag}`;
    const ada = await site.member(adaName);

    // Ada lists herself in the directory with a role and region, and is found by its filters.
    const profile = await ada.get("/account/profile");
    const saved = await ada.press(profile, "Save profile", {
      "List me in the Members Directory": true,
      Role: "Legal Counsel",
      Region: "South America",
    });
    expect(text(saved.screen.getByRole("status"))).toContain("listed in the Members Directory");
    const found = await ada.get(
      `/network/members?q=${encodeURIComponent(adaName)}&role=Legal+Counsel&region=South+America`,
    );
    const card = await ada.get(
      found.screen.getByRole("link", { name: adaName }).getAttribute("href")!,
    );
    expect(text(card.screen.getByRole("heading", { level: 1 }))).toBe(adaName);
    expect(card.main).toContain("South America");

    // She joins Contracts & Legal and opens a thread there; its Markdown is rendered.
    const groups = await ada.get("/network/groups");
    const group = await ada.get(
      groups.screen.getByRole("link", { name: "Contracts & Legal" }).getAttribute("href")!,
    );
    const joined = await ada.press(group, "Join group");
    expect(joined.screen.getByRole("button", { name: "Leave group" })).toBeTruthy();
    expect(joined.screen.queryByRole("button", { name: "Join group" })).toBeNull();
    const title = `Indexation clauses ${tag}`;
    const thread = await ada.press(joined, "Post thread", {
      Title: title,
      Message: "How do you **index** steel prices?",
    });
    expect(text(thread.screen.getByRole("heading", { level: 1 }))).toBe(title);
    expect(text(thread.document.querySelector("#thread strong"))).toBe("index");
    const threadUrl = thread.path;
    expect(threadUrl).toMatch(/^\/network\/groups\/[\w-]+\/threads\/[\w-]+$/);

    // Bob replies.
    const bobName = `Bob Reply ${tag}`;
    const bob = await site.member(bobName);
    const replyText = `Against a published index ${tag}.`;
    const beforeLock = await bob.get(threadUrl);
    const replied = await bob.press(beforeLock, "Post reply", { "Your reply": replyText });
    expect(text(article(replied, `Reply by ${bobName}`))).toContain(replyText);

    // Ada is told.
    const notices = await ada.get("/account/notifications");
    expect(notices.main).toContain(`New reply in "${title}"`);

    // Ada reports Bob's reply from its More actions.
    const withReply = await ada.get(threadUrl);
    const reply = article(withReply, `Reply by ${bobName}`)!;
    expect(text(reply.querySelector("details > summary"))).toBe("More actions");
    const reported = await pressIn(ada, withReply, reply, /^Report/, { Reason: "spam" });
    expect(reported.text).toContain("Thank you. An operator will look at this post.");

    // An operator hides it from the console's reported forum posts.
    const olive = await site.operator(`Olive ${tag}`);
    const queue = await olive.get("/admin/reviews");
    const region = queue.screen.getByRole("region", { name: /Reported forum posts/ });
    const item = within(region)
      .getAllByRole("listitem")
      .find(
        (li) =>
          text(li).includes(title) && within(li).queryByRole("button", { name: /^Hide post/ }),
      )!;
    expect(item).toBeTruthy();
    // A reason is asked for (its author is told it), then the post is hidden.
    const bare = await olive.fetch("/admin/reviews", {
      method: "POST",
      body: new URLSearchParams({ intent: "hide", postThreadId: "x", postReplyId: "y" }),
    });
    expect(bare.status).toBe(400);
    const reason = `Advertising, not advice ${tag}`;
    const hidden = await pressIn(olive, queue, item, /^Hide post/, {
      "Reason told to the author": reason,
    });
    expect(hidden.text).toContain("The post is hidden.");

    // Bob, its author, is told why: in his notifications and beside his reply, which only he
    // (and operators) still see.
    expect(await bob.get("/account/notifications").then((p) => p.main)).toContain(
      `Reason: ${reason}`,
    );
    const own = article(await bob.get(threadUrl), `Reply by ${bobName}`);
    expect(text(own)).toContain(`A moderator hid your post from others. Reason: ${reason}`);

    // It is gone for Ada and for visitors.
    expect(article(await ada.get(threadUrl), `Reply by ${bobName}`)).toBeNull();
    const visitorView = await site.visitor().get(threadUrl);
    expect(visitorView.status).toBe(200);
    expect(article(visitorView, `Reply by ${bobName}`)).toBeNull();
    expect(visitorView.main).not.toContain(replyText);
    expect(visitorView.text).not.toContain(reason);

    // The operator locks the thread: it refuses replies.
    const operatorView = await olive.get(threadUrl);
    const opening = article(operatorView, "Opening post")!;
    await pressIn(olive, operatorView, opening, /^Lock thread$/);
    const locked = await bob.get(threadUrl);
    expect(locked.text).toContain("This thread is locked: it takes no new replies.");
    expect(locked.screen.queryByRole("button", { name: "Post reply" })).toBeNull();
    // A reply sent from the page as it was before the lock is refused.
    const late = await bob.press(beforeLock, "Post reply", { "Your reply": `Late ${tag}` });
    expect(late.main).toContain("This thread is locked: it takes no new replies.");
    // Bob sees only his own hidden reply, with its reason.
    const shown = late.screen.queryAllByRole("article", { name: /^Reply by/ });
    expect(shown.map((a) => text(a).includes(reason))).toEqual([true]);
    expect(await bob.get(threadUrl).then((p) => p.main)).not.toContain(`Late ${tag}`);
  });

  it("the groups, a group, a thread, the discussions and a sample profile answer; a challenge leads to its discussions", async () => {
    const visitor = site.visitor();
    for (const path of [
      "/network/groups",
      "/network/groups/logistics-freight",
      "/network/groups/logistics-freight/threads/t3",
      "/ideas/discussions",
      "/network/members/amara-okafor",
    ]) {
      const page = await visitor.get(path);
      expect(page.status, path).toBe(200);
      expect(page.path, path).toBe(path);
    }
    const challenges = await visitor.get("/ideas/challenges");
    const link = challenges.screen.getByRole("link", { name: /1 idea discussion on Zero-Waste/ });
    const discussions = await visitor.get(link.getAttribute("href")!);
    expect(discussions.status).toBe(200);
    expect(
      discussions.screen.getByRole("link", {
        name: "Returnable crates collected by the next delivery",
      }),
    ).toBeTruthy();
  });
});
