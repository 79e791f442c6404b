import { describe, expect, it } from "vitest";
import { policyOf } from "~/lib/route-policy.server";
import { NOTIFICATION_FORM_LIMIT } from "./notification-pages.server";
import * as accountNotificationSettings from "./routes/account-notification-settings";
import * as accountNotifications from "./routes/account-notifications";

// A member's notification pages: their forms are read within one limit, and a form that cannot
// be read is answered by the page (nothing marked, nothing saved).

describe("notification route policies", () => {
  it("reads each form within its limit for the signed-in member", () => {
    for (const page of [accountNotifications, accountNotificationSettings]) {
      expect(policyOf(page.action)).toEqual({
        who: "member",
        body: { max: NOTIFICATION_FORM_LIMIT, refusals: "handler" },
      });
    }
  });
});
