import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_FORM_MAILBOX } from "../app/domain/form-rules";
import { makeTestServerBuild, makeTestSite } from "./test-site";

// The server as `npm start` runs it, in a child process, and clients that keep it busy over
// keep-alive connections: for the tests of its shutdown and of its processes' faults.

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it wrote to standard output and error so far. */
  output(): string;
  /** Resolves with its exit code (and signal) once it has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `server/index.ts` on a free port and a fresh data folder; resolves once it serves. */
export async function startServerProcess(env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = 43000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      CLIENT_DIR: makeTestSite(),
      SERVER_DIR: makeTestServerBuild(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "pc-process-")),
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      INBOX_RATE_LIMIT: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const serving = `serving on http://127.0.0.1:${port}`;
  const workers = Number(env.WEB_CONCURRENCY ?? "1");
  // With several processes the first prepares the database before the others start and load
  // the site: on a loaded machine each step takes tens of seconds.
  const end = Date.now() + 60_000 * Math.max(1, workers);
  while (output.split(serving).length - 1 < workers) {
    if (Date.now() > end || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, port, output: () => output, exited };
}

/** One request's outcome as a client saw it. */
export interface Outcome {
  /** When the request was made (ms since the epoch). */
  at: number;
  status?: number;
  /** Whether the response said the connection closes after it. */
  closes?: boolean;
  /** Whether the body arrived whole (as long as its Content-Length, or the size expected). */
  complete?: boolean;
  /** The error code of a request that failed (ECONNREFUSED: no connection was taken). */
  error?: string;
  /**
   * Whether the failed request was cut: it went out on a keep-alive connection the server had
   * answered on before, or its answer had begun. A fresh connection refused or reset before any
   * answer was never taken by a server process (refused by the kernel, or, with several
   * processes, still queued in the first process when the last one stopped listening).
   */
  cut?: boolean;
  /** Whether it was an upload (a job application with a file). */
  upload?: boolean;
}

/** A job application with a PDF of `size` bytes, as multipart, in pieces. */
function applicationBody(size: number): { type: string; pieces: Buffer[] } {
  const boundary = `----pc${randomBytes(8).toString("hex")}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("fullName", "Ada Lovelace") +
      field("email", "ada@example.com") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  const file = randomBytes(size);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pieces = [head];
  const step = Math.ceil(size / 10);
  for (let i = 0; i < size; i += step) pieces.push(file.subarray(i, i + step));
  pieces.push(tail);
  return { type: `multipart/form-data; boundary=${boundary}`, pieces };
}

/**
 * One request on `agent`: a GET of `path`, or (with `upload`) a job application whose file
 * arrives over about `uploadMs`.
 */
export function send(
  agent: Agent,
  port: number,
  path: string,
  upload?: { bytes: number; uploadMs: number },
  client?: string,
): Promise<Outcome> {
  const outcome: Outcome = { at: Date.now(), upload: Boolean(upload) };
  return new Promise((resolve) => {
    const body = upload ? applicationBody(upload.bytes) : null;
    const length = body?.pieces.reduce((n, p) => n + p.length, 0);
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path,
        agent,
        method: body ? "POST" : "GET",
        headers: {
          ...(body ? { "content-type": body.type, "content-length": String(length) } : {}),
          // Each client its own address (with TRUST_PROXY=1), for the per-client limits.
          ...(client ? { "x-forwarded-for": client } : {}),
        },
      },
      (res) => {
        outcome.status = res.statusCode;
        outcome.closes = res.headers.connection === "close";
        let received = 0;
        res.on("data", (d: Buffer) => (received += d.length));
        res.on("end", () => {
          const expected = Number(res.headers["content-length"] ?? NaN);
          outcome.complete = res.complete && (Number.isNaN(expected) || received === expected);
          resolve(outcome);
        });
        res.on("error", (error: NodeJS.ErrnoException) => {
          outcome.error = error.code ?? error.message;
          outcome.cut = true;
          resolve(outcome);
        });
      },
    );
    // An answer that never comes fails the request, rather than the test's time.
    req.setTimeout(20_000, () =>
      req.destroy(Object.assign(new Error("no answer"), { code: "NO_ANSWER" })),
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      outcome.error = error.code ?? error.message;
      outcome.cut = req.reusedSocket || outcome.status !== undefined || error.code === "NO_ANSWER";
      resolve(outcome);
    });
    if (!body) return void req.end();
    void (async () => {
      for (const piece of body.pieces) {
        if (req.destroyed) return;
        req.write(piece);
        await new Promise((r) => setTimeout(r, upload!.uploadMs / body.pieces.length));
      }
      req.end();
    })();
  });
}

/**
 * Clients that each send requests one after another over their own keep-alive connection until
 * `running()` turns false or the server stops taking connections.
 */
export function keepBusy(
  port: number,
  {
    readers = 4,
    uploaders = 2,
    paths = ["/favicon.svg", "/healthz", "/readyz"],
    upload = { bytes: 200_000, uploadMs: 1_200 },
    running,
  }: {
    readers?: number;
    uploaders?: number;
    paths?: string[];
    upload?: { bytes: number; uploadMs: number };
    running: () => boolean;
  },
): { outcomes: Outcome[]; done: Promise<void> } {
  const outcomes: Outcome[] = [];
  const loop = async (uploads: boolean, n: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; running(); i++) {
      const path = uploads ? `/api/forms/${DEFAULT_FORM_MAILBOX}` : paths[(n + i) % paths.length]!;
      const client = `10.0.${uploads ? 1 : 0}.${n + 1}`;
      const outcome = await send(agent, port, path, uploads ? upload : undefined, client);
      outcomes.push(outcome);
      if (outcome.error && !outcome.cut) break;
    }
    agent.destroy();
  };
  const done = Promise.all([
    ...Array.from({ length: readers }, (_, n) => loop(false, n)),
    ...Array.from({ length: uploaders }, (_, n) => loop(true, n)),
  ]).then(() => undefined);
  return { outcomes, done };
}
