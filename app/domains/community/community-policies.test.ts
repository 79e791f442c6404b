import { describe, expect, it } from "vitest";
import { limitOf } from "~/lib/route-limits.server";
import { policyOf, type LimitRule } from "~/lib/route-policy.server";
import { MAX_POST_FORM_BYTES } from "./rules";
import * as discussions from "./routes/discussions";
import * as forumThread from "./routes/forum-thread";
import * as group from "./routes/group";
import * as groups from "./routes/groups";

// The forums' forms: posted by members only (signed out: to sign in and back), read within the
// forum's limit, and their "too large" and "could not be read" refusals shown in the form; each
// post's rate limit declared with the route (decision 361).

describe("community route policies", () => {
  it("reads every forum form for a member within its limit", () => {
    for (const page of [discussions, forumThread, group, groups]) {
      expect(policyOf(page.action)).toMatchObject({
        who: "member",
        body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
      });
    }
  });

  it("declares each post's limit: writing, reacting, or none", () => {
    const named = (page: { action: unknown }, intent: string) => {
      const form = new FormData();
      form.set("intent", intent);
      return limitOf(policyOf(page.action)?.limit as LimitRule | undefined, form);
    };
    for (const page of [discussions, group]) {
      expect(named(page, "thread")).toBe("forum-post");
      expect(named(page, "join")).toBeNull();
      expect(named(page, "leave")).toBeNull();
    }
    for (const intent of ["reply", "edit-reply", "edit-thread", "anything"])
      expect(named(forumThread, intent)).toBe("forum-post");
    for (const intent of ["helpful", "report"])
      expect(named(forumThread, intent)).toBe("forum-react");
    for (const intent of ["follow", "unfollow", "delete-thread", "delete-reply", "lock", "block"])
      expect(named(forumThread, intent)).toBeNull();
    // Creating a group, which any member may (issue 44), is a post.
    expect(policyOf(groups.action)?.limit).toMatchObject({ take: "forum-post" });
    // New accounts take the stricter limit on top of the usual one.
    for (const page of [discussions, group, forumThread, groups])
      expect(policyOf(page.action)?.limit).toMatchObject({
        also: { with: "forum-post", take: "forum-post-new" },
      });
  });
});
