import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { inProcessMemberLimits } from "../../../server/member-limits";
import { MEMBER_LIMITS } from "~/domain/limits";
import { action } from "./routes/case-study-new";
import { ARTICLE_FORM_MAX_BYTES } from "./rules";

// A buyer's case study (the route's action): read within its size, and counted against the
// members' limit on case studies, so that nobody fills the editors' queue.

const BUYER = { id: "u-buyer", name: "Bea Buyer", email: "bea@example.com", emailVerified: true };

function contextWith(save = vi.fn(async () => "a1")) {
  const context = {
    user: { ...BUYER, isOperator: false },
    requireVerifiedEmail: true,
    limits: inProcessMemberLimits(),
    repo: {
      tenders: { byBuyer: async () => [{ awardedAt: "2026-10-01T00:00:00.000Z" }] },
      knowledge: { articles: { save } },
    },
  } as unknown as AppLoadContext;
  return { context, save };
}

const caseStudy = (extra: Record<string, string> = {}) =>
  new URLSearchParams({
    intent: "submit",
    title: "Cold chain, delivered",
    excerpt: "How the tender went.",
    author: "Bea Buyer",
    sector: "Logistics",
    region: "Europe",
    body: "The supplier delivered on time.",
    ...extra,
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://procure.test/projects/case-studies/new", { method: "POST", body, headers });

const run = (context: AppLoadContext, request: Request) =>
  action({ context, request, params: {} } as Parameters<typeof action>[0]);

describe("a case study's action", () => {
  it("takes a case study, and refuses more than the limit allows with the time to wait", async () => {
    const { context, save } = contextWith();
    const burst = MEMBER_LIMITS["case-study"].burst;
    for (let i = 0; i < burst; i++) {
      const answer = await run(context, post(caseStudy()));
      expect(answer).toMatchObject({ done: true });
    }
    expect(save).toHaveBeenCalledTimes(burst);
    const refused = (await run(context, post(caseStudy()))) as unknown as {
      init: { status: number };
      data: { formError: string; values: { title: string }; done: boolean };
    };
    expect(refused.init.status).toBe(429);
    expect(refused.data.formError).toMatch(/^You're doing that too often\. Please try again in/);
    // What the buyer wrote is kept in the form.
    expect(refused.data.values.title).toBe("Cold chain, delivered");
    expect(save).toHaveBeenCalledTimes(burst);
  });

  it("does not read a form over its size, and stores nothing", async () => {
    const { context, save } = contextWith();
    const big = caseStudy({ body: "x".repeat(ARTICLE_FORM_MAX_BYTES + 10) });
    const refused = await run(context, post(big)).catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 413 } });
    expect(save).not.toHaveBeenCalled();
  });
});
