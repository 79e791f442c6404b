import { writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { testBackends } from "../db/testing";
import { sweepOrphans } from "./sweep";
import { fakeFile, jobFields, startInbox, type TestInbox } from "./testing";

// Orphan files are swept while the server runs (the hourly `inbox_sweep` job), not only at start: an unfinished upload in the
// temporary folder and a stored file no submission refers to go once they are old enough; the
// files of stored submissions stay.

let inbox: TestInbox | null = null;
afterEach(async () => {
  await inbox?.close();
  inbox = null;
});

describe.each(testBackends)("on $name", ({ name: backend }) => {
  it("removes old orphan and temporary files, and keeps the stored ones", async () => {
    inbox = await startInbox({}, backend);
    // The sweep's clock, not the test's: files are "old" once `now` is past their age.
    const sweep = (laterMs: number) =>
      sweepOrphans(inbox!.store, inbox!.db, { ageMs: 60_000, now: Date.now() + laterMs });
    const reply = await inbox.send(jobFields(), { files: [["file", fakeFile("pdf"), "cv.pdf"]] });
    expect(reply.status).toBe(200);
    const kept = (await inbox.store.files.list()).map((f) => f.name);
    expect(kept).toHaveLength(1);

    await inbox.store.files.put("orphan-upload", Readable.from([Buffer.from("left behind")]));
    await writeFile(path.join(inbox.store.tmpDir, "unfinished.part"), "half an upload");
    // Younger than the age: kept for now (an upload may still be arriving).
    expect(await sweep(30_000)).toEqual({ tmp: 0, orphans: 0 });
    expect((await inbox.store.files.list()).map((f) => f.name).sort()).toEqual(
      [...kept, "orphan-upload"].sort(),
    );
    expect(await inbox.tmpFiles()).toEqual(["unfinished.part"]);

    expect(await sweep(61_000)).toEqual({ tmp: 1, orphans: 1 });
    expect(await inbox.tmpFiles()).toEqual([]);
    expect((await inbox.store.files.list()).map((f) => f.name)).toEqual(kept);
  });
});
