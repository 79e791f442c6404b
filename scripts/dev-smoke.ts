// The development server's smoke check (part of `npm run check`; needs no build): starts
// `npm run dev` on a free loopback port with a fresh data folder, asks for the home page, the
// supplier directory and a supplier's profile, checks each is a 200 page with the sample data in
// it and Vite's client on it, then stops the server and removes the folder.
// Usage: tsx scripts/dev-smoke.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vendors } from "../app/data/vendors";
import { exited, freePort, LOOPBACK } from "./bench-lib/site-server";

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const [featured, second] = vendors;
if (!featured || !second) throw new Error("app/data/vendors.ts has fewer than two vendors");

/** What each page must show: its heading and records that only the database can have put there. */
const PAGES: { path: string; contains: string[] }[] = [
  { path: "/", contains: ["Featured Suppliers", featured.name] },
  { path: "/vendors", contains: ["Supplier Directory", featured.name, second.name] },
  {
    path: `/vendors/${featured.slug}`,
    contains: [featured.name, featured.location, featured.certifications[0] ?? featured.name],
  },
];

/** React Router's hot-reload runtime, which the development server puts on every page. */
const HMR_RUNTIME = "/@id/__x00__virtual:react-router/inject-hmr-runtime";
/** Vite's client (the browser's end of the hot-reload socket), which the page's modules load. */
const VITE_CLIENT = "/@vite/client";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "pc-dev-smoke-"));
  const url = `http://${LOOPBACK}:${port}`;
  // Its own process group, so that stopping it stops npm, tsx and the server together.
  const child = spawn("npm", ["run", "dev"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: LOOPBACK,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const tail = () => output.split("\n").slice(-30).join("\n");

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(
        () => child.pid && process.kill(-child.pid, "SIGKILL"),
        STOP_TIMEOUT_MS,
      );
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = Date.now();
    while (!output.includes("is serving on")) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`npm run dev exited while starting:\n${tail()}`);
      }
      if (Date.now() - started > START_TIMEOUT_MS) {
        throw new Error(
          `npm run dev did not start within ${START_TIMEOUT_MS / 1000} s:\n${tail()}`,
        );
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`npm run dev is serving on ${url} (${Date.now() - started} ms)`);

    const failures: string[] = [];
    for (const page of PAGES) {
      const res = await fetch(url + page.path);
      const html = await res.text();
      const problems: string[] = [];
      if (res.status !== 200) problems.push(`status ${res.status}`);
      if (!res.headers.get("content-type")?.startsWith("text/html")) problems.push("not HTML");
      for (const text of page.contains) {
        if (!html.includes(escapeHtml(text))) problems.push(`no "${text}"`);
      }
      if (!html.includes(HMR_RUNTIME))
        problems.push("no hot-reload runtime (not Vite's dev server?)");
      if (problems.length) failures.push(`${page.path}: ${problems.join(", ")}`);
      else console.log(`  ok ${page.path} (${html.length} bytes)`);
    }
    for (const module of [HMR_RUNTIME, VITE_CLIENT]) {
      const res = await fetch(url + module);
      const type = res.headers.get("content-type") ?? "";
      if (res.status !== 200 || !type.includes("javascript")) {
        failures.push(`${module}: status ${res.status}, ${type || "no content type"}`);
      } else console.log(`  ok ${module}`);
    }
    if (failures.length)
      throw new Error(`The development server failed:\n${failures.join("\n")}\n${tail()}`);
    console.log("The development server serves pages with their data.");
  } finally {
    await stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
