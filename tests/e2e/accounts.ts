import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, projectDataDir, projectOrigin } from "./fixtures";

// Members and operators for the network's browser tests: an account made through the accounts'
// API in the page's own cookie jar (so the browser is signed in as them), and the operator role
// granted with the command operators use (`npm run admin`).

export const MEMBER_PASSWORD = "correct horse battery";

export interface Member {
  name: string;
  email: string;
}

/**
 * Whether the project's servers make members confirm their e-mail address before publishing:
 * off unless the tests run with REQUIRE_VERIFIED_EMAIL=1 (they set no SMTP_URL).
 */
const projectRequiresVerification = () =>
  ["1", "true"].includes(process.env.REQUIRE_VERIFIED_EMAIL?.trim().toLowerCase() ?? "");

/**
 * A new member, signed in in this page's browser context, who may publish at once: where the
 * project's servers require a confirmed e-mail address, the operators' command confirms it.
 */
export async function joinAs(page: Page, name: string): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${randomBytes(4).toString("hex")}@example.com`;
  // The page's own server (a spec may run on a server of its own), else the project's.
  const origin = page.url() === "about:blank" ? projectOrigin() : new URL(page.url()).origin;
  const response = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: { name, email, password: MEMBER_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (projectRequiresVerification() && origin === projectOrigin()) admin("verify", email);
  return { name, email };
}

/**
 * `npm run admin -- <args>` against the test server's data, from the build as operators run it in
 * production (`npm run build` made it; no TypeScript compiler to start).
 */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ["build/server-app/admin.js", ...args], {
    env: { ...process.env, DATA_DIR: projectDataDir() },
    encoding: "utf8",
  });
}

/** A new member made an operator, signed in in this page's browser context. */
export async function joinAsOperator(page: Page, name = "Olive Operator"): Promise<Member> {
  const member = await joinAs(page, name);
  admin("grant", member.email);
  return member;
}
