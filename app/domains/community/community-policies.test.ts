import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { MAX_POST_FORM_BYTES } from "./rules";
import * as discussions from "./routes/discussions";
import * as forumThread from "./routes/forum-thread";
import * as group from "./routes/group";
import * as groups from "./routes/groups";

// The forums' forms: posted by members only (signed out: to sign in and back), read within the
// forum's limit, and their "too large" and "could not be read" refusals shown in the form.

describe("community route policies", () => {
  it("reads every forum form for a member within its limit", () => {
    for (const page of [discussions, forumThread, group, groups]) {
      expect(policyOf(page.action)).toEqual({
        who: "member",
        body: { max: MAX_POST_FORM_BYTES, refusals: "handler" },
      });
    }
  });
});
