import { describe, expect, it } from "vitest";
import { redirect, type AppLoadContext } from "react-router";
import { mustVerify, requireMember, safeReturnPath, signInPath } from "./access.server";

const member = { id: "u1", name: "Ada", email: "ada@example.com", image: null, isOperator: false };
const ctx = (user: typeof member | null) => ({ user }) as unknown as AppLoadContext;

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    run();
  } catch (e) {
    return e;
  }
  throw new Error("nothing was thrown");
}

describe("safeReturnPath", () => {
  it("keeps paths on this site", () => {
    expect(safeReturnPath("/vendors/register?x=1")).toBe("/vendors/register?x=1");
  });
  it.each([
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "vendors",
    "/a\nb",
    "/caf\u00e9",
    "/\u65e5\u672c",
    "/\u202eevil",
    "/a b",
    42,
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value)).toBe("/");
  });
  it("gives a redirect a Location it can carry, whatever the query held", () => {
    const query = "next=/%E6%97%A5%E6%9C%AC"; // "/日本": no Location header can carry it raw
    const next = new URL(`http://site.example/sign-in?${query}`).searchParams.get("next");
    expect(redirect(safeReturnPath(next)).headers.get("location")).toBe("/");
    expect(() => redirect(String(next))).toThrow();
  });
  it("builds the sign-in address", () => {
    expect(signInPath("/vendors/register")).toBe("/sign-in?next=%2Fvendors%2Fregister");
  });
});

describe("requireMember", () => {
  it("returns the signed-in member", () => {
    expect(requireMember(ctx(member), new Request("http://x/account/companies"))).toBe(member);
  });
  it("sends a visitor to sign in and back", async () => {
    const response = (await thrown(() =>
      requireMember(ctx(null), new Request("http://x/account/companies?page=2")),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/sign-in?next=%2Faccount%2Fcompanies%3Fpage%3D2",
    );
  });
});

describe("mustVerify", () => {
  const unconfirmed = { ...member, emailVerified: false };
  const required = (user: object | null) =>
    ({ user, requireVerifiedEmail: true }) as unknown as AppLoadContext;

  it("asks an unconfirmed member to confirm only where the site requires it", () => {
    expect(mustVerify(required(unconfirmed), unconfirmed as never)).toBe(true);
    expect(mustVerify(required(member), { ...member, emailVerified: true } as never)).toBe(false);
    expect(mustVerify(ctx(unconfirmed as never), unconfirmed as never)).toBe(false);
  });
});
