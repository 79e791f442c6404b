import { describe, expect, it } from "vitest";
import { documented } from "./api-schema";

// The checker of the API's answers refuses what the document does not say.

const json = (body: unknown, status = 200, type = "application/json") =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": type } });

describe("the API answers' checker", () => {
  it("takes an answer that fits its operation's schema", async () => {
    const body = { items: [], next: null };
    expect(await documented("GET", "/api/v1/jobs", json(body))).toEqual(body);
  });

  it("fails an answer that does not fit, or a status or media type not documented", async () => {
    const fails = async (fn: () => Promise<unknown>) => {
      let failed = false;
      try {
        await fn();
      } catch {
        failed = true;
      }
      return failed;
    };
    const wrong = { items: [{ id: "j1" }], next: null };
    expect(await fails(() => documented("GET", "/api/v1/jobs", json(wrong)))).toBe(true);
    expect(await fails(() => documented("GET", "/api/v1/jobs", json({}, 418)))).toBe(true);
    const problem = { type: "about:blank", title: "Bad request", status: 400, detail: "x" };
    expect(await fails(() => documented("GET", "/api/v1/jobs", json(problem, 400)))).toBe(true);
    expect(
      await documented("GET", "/api/v1/jobs", json(problem, 400, "application/problem+json")),
    ).toEqual(problem);
  });
});
