import { communityFlow } from "./community-helpers";
import { test } from "./fixtures";

// The same flows without JavaScript (issue 29): every action is a plain form.

test.describe.configure({ timeout: 180_000 });

test("without JavaScript: list, post, reply, notice, report hidden, locked thread", async ({
  page,
  browser,
}) => {
  await communityFlow(page, browser, false);
});
