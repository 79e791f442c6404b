import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_LIMITS } from "~/domain/limits";
import { BACKENDS, openSite, type Site } from "./site";

// The forum's and the tenders' rate limits, now declared with their routes (decision 361) and
// taken by the pipeline: the same numbers and words as when each action took its own. A new
// account's posts take the forum's stricter limit on top of the usual one; a tender's drafts
// count against theirs whatever button sent them; questions against theirs.

const TOO_OFTEN = "You're doing that too often. Please try again in a minute.";
const unique = () => randomBytes(3).toString("hex");

const TENDER = {
  Region: "Europe",
  Sector: "Manufacturing",
  "Organisation's name": "Bea Trading",
  "Questions until": "2030-01-01T12:00",
  "Bids until": "2030-01-02T12:00",
};
const LINES = {
  item: ["Standing desk", "", "", "", ""],
  quantity: ["40", "", "", "", ""],
  unit: ["piece", "", "", "", ""],
  specification: ["", "", "", "", ""],
  criterion: ["Price", "", ""],
  weight: ["100", "", ""],
};
const tender = (title: string) => ({
  ...TENDER,
  Title: title,
  Description: "Desks and chairs for 40 people, assembled on site.",
});

describe.each(BACKENDS)("the declared limits on %s", (backend) => {
  let site: Site;
  beforeAll(async () => {
    site = await openSite(backend);
  });
  afterAll(() => site?.close());

  it("hold a new account to the forum's stricter limit, and take none for following", async () => {
    const ada = await site.member(`Ada Newcomer ${unique()}`);
    const groups = await ada.get("/network/groups");
    const group = await ada.get(
      groups.screen.getByRole("link", { name: "Contracts & Legal" }).getAttribute("href")!,
    );
    const joined = await ada.press(group, "Join group");
    let page = await ada.press(joined, "Post thread", {
      Title: `Steel indexation ${unique()}`,
      Message: "How do you index steel prices?",
    });
    const threadUrl = page.path;
    for (let i = 1; i < MEMBER_LIMITS["forum-post-new"].burst; i++) {
      page = await ada.press(page, "Post reply", { "Your reply": `Reply number ${i}.` });
      expect(page.status, `reply ${i}`).toBe(200);
    }
    const refused = await ada.press(await ada.get(threadUrl), "Post reply", {
      "Your reply": "One too many.",
    });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(TOO_OFTEN);
    // What they typed stays in the form.
    expect(refused.text).toContain("One too many.");
    // Following takes none of it.
    const followed = await ada.press(await ada.get(threadUrl), /^(Unf|F)ollow thread$/);
    expect(followed.status).toBe(200);
  });

  it("count a member's drafts, by either button, and their questions", async () => {
    const bea = await site.member(`Bea Drafts ${unique()}`);
    for (let i = 0; i < MEMBER_LIMITS["tender-draft"].burst; i++) {
      const saved = await bea.press(
        await bea.get("/projects/new"),
        "Save as draft and preview",
        tender(`Draft ${i} ${unique()}`),
        LINES,
      );
      expect(saved.status, `draft ${i}`).toBe(200);
    }
    const refused = await bea.press(
      await bea.get("/projects/new"),
      "Save as draft and preview",
      tender("One draft too many"),
      LINES,
    );
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(TOO_OFTEN);
    // Publishing has a limit of its own.
    const published = await bea.press(
      await bea.get("/projects/new"),
      "Publish tender",
      tender(`Published ${unique()}`),
      LINES,
    );
    expect(published.text).toContain("Your tender is published.");

    const cy = await site.member(`Cy Curious ${unique()}`);
    const path = new URL(published.url).pathname;
    for (let i = 0; i < MEMBER_LIMITS["tender-question"].burst; i++) {
      const asked = await cy.press(await cy.get(path), "Send question", {
        "Ask the buyer a question": `Question ${i}: may we offer an alternative?`,
      });
      expect(asked.status, `question ${i}`).toBe(200);
    }
    const tooMany = await cy.press(await cy.get(path), "Send question", {
      "Ask the buyer a question": "One question too many?",
    });
    expect(tooMany.status).toBe(429);
    expect(tooMany.text).toContain(TOO_OFTEN);
  });
});
