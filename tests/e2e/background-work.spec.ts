import { randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import { joinAsOperator } from "./accounts";
import { expect, expectNoAxeViolations, gotoHydrated, projectDataDir, test } from "./fixtures";

// The console's Background work tab in the browser (issue 40, docs/decisions/270): a job that
// failed every attempt is listed with its last error, the page passes axe at both widths, and
// Retry sends it back to the queue with the page's notice. (Who may see it, and both backends:
// tests/flows/background.test.ts.)

test(
  "lists a failed job with its error, passes axe, and Retry queues it again",
  { tag: "@layout" },
  async ({ page }) => {
    const id = randomUUID();
    const db = new Database(path.join(projectDataDir(), "procureconnect.sqlite"));
    try {
      db.prepare(
        `insert into background_jobs (id, name, key, data, state, attempts, max_attempts, run_at,
        last_error, created_at, finished_at)
       values (?, 'file_sweep', null, '{}', 'dead', 3, 3, ?, ?, ?, ?)`,
      ).run(
        id,
        Date.now(),
        "EACCES: permission denied, scandir '/data/files'",
        Date.now(),
        Date.now(),
      );
    } finally {
      db.close();
    }
    await joinAsOperator(page);
    await gotoHydrated(page, "/admin/jobs");
    await expect(page.getByRole("heading", { name: "Background work" })).toBeVisible();
    const job = page.getByRole("listitem").filter({
      has: page.getByRole("form", { name: "Retry Removes stored files nothing refers to" }),
    });
    await expect(job.first()).toContainText("EACCES: permission denied");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("background-work.png"), fullPage: true });
    await job.first().getByRole("button", { name: "Retry" }).click();
    await expect(page.getByText("Queued to run once more.")).toBeVisible();
  },
);
