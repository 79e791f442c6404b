// Load and crash test of the forms inbox (`npm run bench:inbox`, after `npm run build`).
//
// 1. Starts our server on a free port with a fresh DATA_DIR, then concurrent clients send a fixed
//    number of submissions (the three forms, with attachments) and the throughput and latency
//    percentiles are printed.
// 2. Sends a second run and kills the server with SIGKILL halfway through, restarts it on the
//    same data, and checks that every submission answered with success is stored, field by
//    field, with files whose SHA-256 matches what was sent, both in the database and on disk.
//
// Options: --count N (submissions per run, default 300), --concurrency C (default 16),
//          --max-file-kb K (largest attachment, default 512), --keep (keep the data folder).
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_FORM_MAILBOX } from "../app/domain/form-rules";
import { openDatabase } from "../server/db/database";
import type { DiskFileStore } from "../server/files/file-store";
import { InboxStore } from "../server/inbox/store";

const { values: opts } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    concurrency: { type: "string", default: "16" },
    "max-file-kb": { type: "string", default: "512" },
    keep: { type: "boolean", default: false },
  },
});
const COUNT = Number(opts.count);
const CONCURRENCY = Number(opts.concurrency);
const MAX_FILE = Number(opts["max-file-kb"]) * 1024;

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

interface Planned {
  marker: [field: string, value: string];
  fields: Record<string, string>;
  files: { part: string; name: string; data: Buffer }[];
}

const SIGNATURES: Record<string, Buffer> = {
  pdf: Buffer.from("%PDF-1.7\n"),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  docx: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  jpg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
};

function fakeFile(ext: string): { name: string; data: Buffer } {
  const size = 10 * 1024 + Math.floor(Math.random() * (MAX_FILE - 10 * 1024));
  const head = SIGNATURES[ext]!;
  return {
    name: `drawing-${randomBytes(3).toString("hex")}.${ext}`,
    data: Buffer.concat([head, randomBytes(size - head.length)]),
  };
}

function plan(run: string, i: number): Planned {
  const tag = `bench-${run}-${i}`;
  const kind = i % 10 < 4 ? "job" : i % 10 < 7 ? "quote" : "contact";
  if (kind === "job") {
    const cv = fakeFile(["pdf", "docx", "png"][i % 3]!);
    return {
      marker: ["fullName", tag],
      fields: {
        to: DEFAULT_FORM_MAILBOX,
        subject: "Job Application: Buyer at Acme",
        jobTitle: "Buyer",
        company: "Acme",
        fullName: tag,
        email: "bench@example.com",
        phoneNumber: "",
        coverLetter: "Cover letter line one.\nLine two.",
        linkedinProfile: "",
        portfolioWebsite: "https://bench.example.com",
      },
      files: [{ part: "file", ...cv }],
    };
  }
  if (kind === "quote") {
    const files = Array.from({ length: i % 5 }, (_, n) => ({
      part: `file${n}`,
      ...fakeFile(["pdf", "png", "jpg", "docx"][n % 4]!),
    }));
    return {
      marker: ["itemService", tag],
      fields: {
        _subject: "Quote request for Acme",
        vendorName: "Acme",
        category: "Equipment",
        itemService: tag,
        quantity: String(i),
        deliveryTimeline: "Flexible",
        additionalMessage: "x".repeat(i % 2000),
      },
      files,
    };
  }
  return {
    marker: ["name", tag],
    fields: {
      _subject: "Message for Acme",
      vendorName: "Acme",
      name: tag,
      email: "bench@example.com",
      phone: "",
      company: "Bench Ltd",
      message: `Message ${i}`,
    },
    files: [],
  };
}

function bodyOf(p: Planned): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(p.fields)) body.append(k, v);
  for (const f of p.files) body.append(f.part, new Blob([new Uint8Array(f.data)]), f.name);
  return body;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

function startServer(port: number, dataDir: string, log: string[]): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      INBOX_RATE_LIMIT: "0",
      // Each concurrent client names its own address, as clients behind our proxy would, so that
      // the per-client cap on uploads at once is not what the bench measures.
      TRUST_PROXY: "1",
      SMTP_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (d: Buffer) => log.push(...d.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function waitUntilUp(url: string, child: ChildProcess, log: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited while starting:\n${log.join("\n")}`);
    }
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("The server did not start within 60 s.");
}

interface Outcome {
  planned: Planned;
  ok: boolean;
  ms: number;
  error?: string;
}

async function runLoad(
  endpoint: string,
  planned: Planned[],
  onAnswered?: (answered: number) => void,
): Promise<{ outcomes: Outcome[]; seconds: number; bytes: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  let answered = 0;
  const started = performance.now();
  const worker = async (client: number) => {
    while (next < planned.length) {
      const p = planned[next++]!;
      const t0 = performance.now();
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          body: bodyOf(p),
          headers: { Accept: "application/json", "X-Forwarded-For": `10.0.0.${client + 1}` },
        });
        const reply = (await response.json()) as { success?: string; message?: string };
        const ok = response.ok && reply.success === "true";
        outcomes.push({
          planned: p,
          ok,
          ms: performance.now() - t0,
          error: ok ? undefined : reply.message,
        });
        onAnswered?.(++answered);
      } catch (error) {
        outcomes.push({ planned: p, ok: false, ms: performance.now() - t0, error: String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, client) => worker(client)));
  const bytes = planned.reduce((sum, p) => sum + p.files.reduce((s, f) => s + f.data.length, 0), 0);
  return { outcomes, seconds: (performance.now() - started) / 1000, bytes };
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

function report(label: string, r: Awaited<ReturnType<typeof runLoad>>) {
  const ok = r.outcomes.filter((o) => o.ok);
  const ms = ok.map((o) => o.ms).sort((a, b) => a - b);
  const files = ok.reduce((n, o) => n + o.planned.files.length, 0);
  console.log(`\n${label}`);
  console.log(
    `  submissions      ${ok.length} ok of ${r.outcomes.length} (${files} attachments, ${(r.bytes / 1024 / 1024).toFixed(1)} MB sent)`,
  );
  console.log(`  wall time        ${r.seconds.toFixed(2)} s at concurrency ${CONCURRENCY}`);
  console.log(
    `  throughput       ${(ok.length / r.seconds).toFixed(1)} submissions/s, ${(r.bytes / 1024 / 1024 / r.seconds).toFixed(1)} MB/s`,
  );
  console.log(
    `  latency          p50 ${percentile(ms, 0.5).toFixed(0)} ms, p90 ${percentile(ms, 0.9).toFixed(0)} ms, p99 ${percentile(ms, 0.99).toFixed(0)} ms, max ${(ms.at(-1) ?? NaN).toFixed(0)} ms`,
  );
}

/** Every answered success is stored once, with its fields and files intact. */
async function verify(store: InboxStore, answered: Planned[]): Promise<string[]> {
  const problems: string[] = [];
  for (const p of answered) {
    const ids = await store.findByField(p.marker[0], p.marker[1]);
    if (ids.length !== 1) {
      problems.push(`${p.marker[1]}: stored ${ids.length} times`);
      continue;
    }
    const s = (await store.submission(ids[0]!))!;
    const fields = Object.fromEntries(s.fields.map((f) => [f.name, f.value]));
    if (JSON.stringify(fields) !== JSON.stringify(p.fields))
      problems.push(`${p.marker[1]}: fields differ`);
    if (s.attachments.length !== p.files.length) {
      problems.push(`${p.marker[1]}: ${s.attachments.length} files stored, ${p.files.length} sent`);
      continue;
    }
    s.attachments.forEach((a, n) => {
      const sent = sha256(p.files[n]!.data);
      if (a.sha256 !== sent)
        problems.push(`${p.marker[1]}: recorded hash of ${a.originalName} differs`);
      const onDisk = sha256(readFileSync((store.files as DiskFileStore).pathOf(a.storedName)));
      if (onDisk !== sent) problems.push(`${p.marker[1]}: file ${a.originalName} on disk differs`);
    });
  }
  return problems;
}

async function main() {
  if (!existsSync("build/server/index.js")) {
    console.error('No production build: run "npm run build" first.');
    process.exit(1);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-inbox-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const endpoint = `${url}/api/forms/${DEFAULT_FORM_MAILBOX}`;
  const log: string[] = [];
  console.log(
    `Forms inbox bench: ${COUNT} submissions per run, ${CONCURRENCY} concurrent clients, attachments up to ${MAX_FILE / 1024} KB`,
  );
  console.log(`Server on ${url}, data in ${dataDir}`);

  let server = startServer(port, dataDir, log);
  await waitUntilUp(url, server, log);

  // Run 1: steady load.
  const first = Array.from({ length: COUNT }, (_, i) => plan("a", i));
  const run1 = await runLoad(endpoint, first);
  report("Run 1: steady load", run1);

  // Run 2: SIGKILL halfway.
  const second = Array.from({ length: COUNT }, (_, i) => plan("b", i));
  let killedAfter = 0;
  const victim = server;
  const run2 = await runLoad(endpoint, second, (answered) => {
    if (answered === Math.floor(COUNT / 2) && victim.exitCode === null && !victim.killed) {
      killedAfter = answered;
      victim.kill("SIGKILL");
    }
  });
  const ok2 = run2.outcomes.filter((o) => o.ok);
  console.log(`\nRun 2: SIGKILL after ${killedAfter} answers`);
  console.log(`  answered with success                  ${ok2.length}`);
  console.log(`  failed or cut off                      ${run2.outcomes.length - ok2.length}`);

  await exited(victim);
  log.length = 0;
  server = startServer(port, dataDir, log);
  await waitUntilUp(url, server, log);
  const recovery = log.find((l) => l.includes("unfinished upload"));
  console.log(`  restarted: ${recovery ?? "nothing to clean up"}`);

  const db = await openDatabase({ dataDir });
  const store = await InboxStore.open(db, dataDir);
  const answered = [...run1.outcomes, ...ok2].filter((o) => o.ok).map((o) => o.planned);
  const problems = await verify(store, answered);
  let storedUnanswered = 0;
  for (const o of run2.outcomes.filter((o) => !o.ok)) {
    if ((await store.findByField(o.planned.marker[0], o.planned.marker[1])).length > 0) {
      storedUnanswered++;
    }
  }
  const tmpLeft = readdirSync(path.join(dataDir, "inbox", "tmp")).length;
  await db.destroy();

  const after = await fetch(endpoint, {
    method: "POST",
    body: bodyOf(plan("c", 0)),
    headers: { Accept: "application/json" },
  });
  const afterOk = ((await after.json()) as { success?: string }).success === "true";

  console.log("\nVerification after restart");
  console.log(
    `  answered successes checked             ${answered.length} (fields, recorded SHA-256 and file on disk)`,
  );
  console.log(`  problems                               ${problems.length}`);
  for (const p of problems.slice(0, 20)) console.log(`    ${p}`);
  console.log(
    `  stored though the answer was cut off   ${storedUnanswered} (committed just before the kill)`,
  );
  console.log(`  temporary uploads left                 ${tmpLeft}`);
  console.log(`  restarted server accepts submissions   ${afterOk ? "yes" : "NO"}`);

  server.kill("SIGTERM");
  await exited(server);
  if (!opts.keep) await rm(dataDir, { recursive: true, force: true });
  const passed =
    problems.length === 0 && tmpLeft === 0 && afterOk && run1.outcomes.every((o) => o.ok);
  console.log(passed ? "\nPASS" : "\nFAIL");
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
