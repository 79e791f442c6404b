import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";

// The hosted sign-in provider (Clerk). The default build must ship none of its code. A build
// with a publishable key asks the provider for its script; offline that cannot load, and the
// header must still offer Sign In and Join, which then explain that sign-in is unavailable.
// The keyed build goes to its own folder and is served by a second server of ours.

const FRONTEND_API = "procureconnect-test.clerk.accounts.dev";
const KEY = `pk_test_${Buffer.from(`${FRONTEND_API}$`).toString("base64")}`;
const HOSTED_BUILD = "test-results/hosted-build";

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test.describe("the hosted sign-in provider", () => {
  test.describe.configure({ mode: "serial" });
  // One browser size is enough for a build check; the phone project skips it.
  test.skip(({ isMobile }) => isMobile, "checked once, at desktop size");

  let server: ChildProcess | undefined;
  let hostedUrl = "";

  test.beforeAll(async ({ isMobile }) => {
    if (isMobile) return;
    test.setTimeout(240_000);
    // As `npm run build` does, into its own folder.
    execFileSync("npx", ["react-router", "build"], {
      env: { ...process.env, BUILD_DIR: HOSTED_BUILD, VITE_CLERK_PUBLISHABLE_KEY: KEY },
      stdio: "pipe",
    });
    server = spawn("node_modules/.bin/tsx", ["server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        CLIENT_DIR: `${HOSTED_BUILD}/client`,
        SERVER_DIR: `${HOSTED_BUILD}/server`,
        DATA_DIR: `${HOSTED_BUILD}/data`,
        VITE_CLERK_PUBLISHABLE_KEY: KEY,
      },
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
    });
    hostedUrl = await new Promise<string>((resolve, reject) => {
      let out = "";
      server!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /serving on (http:\/\/\S+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      server!.on("exit", (code) => reject(new Error(`hosted server exited (${code}): ${out}`)));
    });
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  });

  test("the default build contains none of its code", () => {
    const files = filesUnder("build/client").filter((f) => /\.(js|html)$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    // The provider's packages and components by name: the bare word also sits in the password
    // estimator's dictionary ("clerks"), which is no code of the provider's.
    const mentions = files.filter((f) =>
      /@clerk\/|clerk-js|ClerkProvider|__clerk/i.test(readFileSync(f, "utf8")),
    );
    expect(mentions).toEqual([]);
  });

  test.describe("with a publishable key, offline", () => {
    // One pattern: an array of several would be read as a fixture tuple.
    test.use({
      allowedErrors: [
        new RegExp(
          [
            `outside request: https://${FRONTEND_API.replace(/\./g, "\\.")}/`,
            "Failed to load resource: net::ERR_INTERNET_DISCONNECTED",
            "Clerk",
          ].join("|"),
          "i",
        ),
      ],
    });

    test("asks the provider for its script, and Sign In and Join explain that sign-in is unavailable", async ({
      page,
    }) => {
      const scriptRequests: string[] = [];
      await page.route(
        (url) => url.hostname === FRONTEND_API,
        (route) => {
          scriptRequests.push(route.request().url());
          return route.abort("internetdisconnected");
        },
      );
      const response = await page.goto(hostedUrl);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp).toMatch(new RegExp(`script-src [^;]*https://${FRONTEND_API}`));
      expect(csp).toMatch(new RegExp(`connect-src [^;]*https://${FRONTEND_API}`));

      await expect
        .poll(() => scriptRequests.find((u) => u.endsWith("/dist/clerk.browser.js")))
        .toMatch(new RegExp(`^https://${FRONTEND_API}/npm/@clerk/clerk-js@\\d+/`));

      const header = page.getByTestId("site-header");
      for (const name of ["Sign In", "Join"]) {
        const button = header.getByRole("link", { name, exact: true });
        await expect(button).toBeVisible();
        const dialog = page.getByRole("dialog");
        // The page hydrates once the provider's code has arrived; a click before that waits.
        await expect(async () => {
          if (!(await dialog.isVisible())) await button.click();
          await expect(
            dialog.getByRole("heading", { name: "Sign-in is unavailable right now" }),
          ).toBeVisible({ timeout: 1000 });
        }).toPass({ timeout: 15_000 });
        await dialog.getByRole("button", { name: "Close" }).first().click();
        await expect(dialog).toBeHidden();
      }
    });
  });
});
