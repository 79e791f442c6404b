import { data, redirect, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { MEMBER_LIMITS, type LimitName } from "~/domain/limits";
import { OPERATOR_TWO_FACTOR_MESSAGE, UNVERIFIED_MESSAGE, type Viewer } from "./access.server";
import { isDeclared, policyOf, routeAction, routeLoader } from "./route-policy.server";

// The pipeline every route's loader and action goes through: each `who` tried by someone who
// must be refused, operators with and without two-step sign-in, the form read once within its
// limit, and the member rate limit taken per member.

const person = (id: string, over: Partial<Viewer> = {}): Viewer =>
  ({
    id,
    name: id,
    email: `${id}@example.com`,
    image: null,
    isOperator: false,
    emailVerified: true,
    twoFactorEnabled: false,
    ...over,
  }) as Viewer;
const ada = person("ada");
const bob = person("bob");
const olive = person("olive", { isOperator: true });
const otto = person("otto", { isOperator: true, twoFactorEnabled: true });

/** Member limits that allow each rule's burst per member, then refuse for 30 s. */
function countingLimits() {
  const used = new Map<string, number>();
  return {
    async take(rule: LimitName, memberId: string) {
      const count = (used.get(`${rule}:${memberId}`) ?? 0) + 1;
      used.set(`${rule}:${memberId}`, count);
      const allowed = count <= MEMBER_LIMITS[rule].burst;
      return { allowed, retryAfter: allowed ? 0 : 30 };
    },
  };
}

function contextFor(
  user: Viewer | null,
  over: Partial<Pick<AppLoadContext, "requireOperatorTwoFactor" | "requireVerifiedEmail">> = {},
  limits = countingLimits(),
): AppLoadContext {
  return {
    user,
    requireOperatorTwoFactor: false,
    requireVerifiedEmail: false,
    limits,
    ...over,
  } as AppLoadContext;
}

const URL_ = "http://procure.test/projects/7/bid?x=1";
const get = () => new Request(URL_);
const post = (fields: Record<string, string> = { a: "1" }) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return new Request(URL_, { method: "POST", body: form });
};
const args = (context: AppLoadContext, request = get()) => ({
  context,
  request,
  params: { id: "7" },
  url: new URL(request.url),
  pattern: "/projects/:id/bid",
  unstable_pattern: "/projects/:id/bid",
});

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    return { status: 200, value };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const answer = thrown as { init?: ResponseInit; data?: unknown };
    return { status: answer.init?.status ?? 0, value: answer.data };
  }
}

const whoAmI = (who: "anyone" | "member" | "confirmed" | "operator") =>
  routeLoader({ who }, (_args, { viewer }) => viewer?.id ?? "nobody");

describe("who may call a route", () => {
  it("lets anyone in, with the viewer when signed in and null otherwise", async () => {
    expect(await whoAmI("anyone")(args(contextFor(null)))).toBe("nobody");
    expect(await whoAmI("anyone")(args(contextFor(ada)))).toBe("ada");
  });

  it("sends a signed-out visitor to sign in and back to the page", async () => {
    const refused = await outcome(() => whoAmI("member")(args(contextFor(null))));
    expect(refused).toMatchObject({ status: 302 });
    expect(refused.location).toBe(`/sign-in?next=${encodeURIComponent("/projects/7/bid?x=1")}`);
    expect(await whoAmI("member")(args(contextFor(ada)))).toBe("ada");
  });

  it("refuses an unconfirmed member where the site requires it, and not otherwise", async () => {
    const unconfirmed = person("una", { emailVerified: false });
    const refused = await outcome(() =>
      whoAmI("confirmed")(args(contextFor(unconfirmed, { requireVerifiedEmail: true }))),
    );
    expect(refused).toMatchObject({ status: 403, value: { message: UNVERIFIED_MESSAGE } });
    expect(await whoAmI("confirmed")(args(contextFor(unconfirmed)))).toBe("una");
    expect(await whoAmI("confirmed")(args(contextFor(ada, { requireVerifiedEmail: true })))).toBe(
      "ada",
    );
  });

  it("answers 404 to everyone but operators on an operator's route", async () => {
    expect(await outcome(() => whoAmI("operator")(args(contextFor(null))))).toMatchObject({
      status: 404,
    });
    expect(await outcome(() => whoAmI("operator")(args(contextFor(ada))))).toMatchObject({
      status: 404,
    });
    expect(await whoAmI("operator")(args(contextFor(olive)))).toBe("olive");
  });

  it("refuses an operator without two-step sign-in when the site requires it", async () => {
    const required = { requireOperatorTwoFactor: true };
    expect(await outcome(() => whoAmI("operator")(args(contextFor(olive, required))))).toEqual({
      status: 403,
      value: { code: "OPERATOR_TWO_FACTOR", message: OPERATOR_TWO_FACTOR_MESSAGE },
    });
    expect(await whoAmI("operator")(args(contextFor(otto, required)))).toBe("otto");
  });

  it("runs an owner's check before the handler: another member gets 404", async () => {
    let ran = 0;
    const ownersOnly = routeLoader(
      { who: "owner", owns: (_args, viewer) => viewer.id === "ada" },
      () => ++ran,
    );
    expect(await ownersOnly(args(contextFor(ada)))).toBe(1);
    expect(await outcome(() => ownersOnly(args(contextFor(bob))))).toMatchObject({ status: 404 });
    expect(await outcome(() => ownersOnly(args(contextFor(null))))).toMatchObject({ status: 302 });
    expect(ran).toBe(1);
  });
});

describe("operator powers without two-step sign-in", () => {
  const required = { requireOperatorTwoFactor: true };
  const powers = routeLoader({ who: "member" }, (_args, { viewer }) => {
    if (!viewer.isOperator) throw data(null, { status: 404 });
    return "moderated";
  });
  const refusesInForm = routeAction({ who: "member", body: 1024 }, (_args, { viewer }) =>
    viewer.isOperator ? "locked" : data({ message: "Only operators can do that." }, 403),
  );

  it("are refused with the two-step message, thrown or answered", async () => {
    expect(await outcome(() => powers(args(contextFor(olive, required))))).toMatchObject({
      status: 403,
      value: { message: OPERATOR_TWO_FACTOR_MESSAGE },
    });
    expect(
      await outcome(() => refusesInForm(args(contextFor(olive, required), post()))),
    ).toMatchObject({ status: 403, value: { message: OPERATOR_TWO_FACTOR_MESSAGE } });
  });

  it("still work for an operator with two-step sign-in, or when the site does not require it", async () => {
    expect(await powers(args(contextFor(otto, required)))).toBe("moderated");
    expect(await powers(args(contextFor(olive)))).toBe("moderated");
    expect(await refusesInForm(args(contextFor(otto, required), post()))).toBe("locked");
  });

  it("leave a page that operators cannot see either as the member's 404, never an error", async () => {
    const missing = routeLoader({ who: "anyone" }, () => {
      throw data(null, { status: 404 });
    });
    expect(await outcome(() => missing(args(contextFor(olive, required))))).toMatchObject({
      status: 404,
    });
    const shown = routeLoader({ who: "anyone" }, (_args, { viewer }) => viewer?.isOperator);
    expect(await shown(args(contextFor(olive, required)))).toBe(false);
  });

  it("are refused from what the handler asked, running it once", async () => {
    // The pipeline does not read again with operator powers: a handler refused after it asked
    // whether the viewer is an operator is refused for want of two-step sign-in; one refused
    // without asking (a page that does not exist) gives the member's own answer (decision 361).
    let ran = 0;
    const invitationOnly = routeLoader({ who: "anyone" }, (_args, { viewer }) => {
      ran++;
      if (!viewer?.isOperator) throw data(null, { status: 404 });
      return "the tender";
    });
    expect(await outcome(() => invitationOnly(args(contextFor(olive, required))))).toEqual({
      status: 403,
      value: { code: "OPERATOR_TWO_FACTOR", message: OPERATOR_TWO_FACTOR_MESSAGE },
    });
    expect(ran).toBe(1);
    // The domain code reading `context.user` is seen asking too.
    ran = 0;
    const throughContext = routeLoader({ who: "member" }, ({ context }) => {
      ran++;
      return context.user?.isOperator ? "shown" : data(null, { status: 404 });
    });
    expect(await outcome(() => throughContext(args(contextFor(olive, required))))).toMatchObject({
      status: 403,
      value: { code: "OPERATOR_TWO_FACTOR" },
    });
    expect(ran).toBe(1);
    ran = 0;
    const missing = routeLoader({ who: "anyone" }, () => {
      ran++;
      throw data(null, { status: 404 });
    });
    expect(await outcome(() => missing(args(contextFor(olive, required))))).toMatchObject({
      status: 404,
    });
    expect(ran).toBe(1);
  });

  it("leave a member's own refusals as they are", async () => {
    expect(await outcome(() => powers(args(contextFor(bob, required))))).toMatchObject({
      status: 404,
    });
  });
});

describe("an action's form and rate limit", () => {
  const echo = routeAction({ who: "member", body: 1024 }, (_args, { form }) => form.get("a"));

  it("hands the handler the form, read once", async () => {
    expect(await echo(args(contextFor(ada), post({ a: "hello" })))).toBe("hello");
  });

  it("answers 413 to a form over its limit and 400 to one that is not a form", async () => {
    const big = post({ a: "x".repeat(4000) });
    expect(await outcome(() => echo(args(contextFor(ada), big)))).toMatchObject({ status: 413 });
    const junk = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=zz" },
      body: "not a form",
    });
    expect(await outcome(() => echo(args(contextFor(ada), junk)))).toMatchObject({ status: 400 });
  });

  it("hands the refusal to an action that shows it in its own form", async () => {
    const shows = routeAction(
      { who: "member", body: { max: 1024, refusals: "handler" } },
      (_args, { form }) => (typeof form === "string" ? form : "read"),
    );
    expect(await shows(args(contextFor(ada), post({ a: "x".repeat(4000) })))).toBe("too-large");
    expect(await shows(args(contextFor(ada), post()))).toBe("read");
  });

  it("takes the member's rate limit before the handler, per member", async () => {
    const limits = countingLimits();
    let ran = 0;
    const download = routeAction({ who: "member", limit: "account-data" }, () => ++ran);
    const burst = MEMBER_LIMITS["account-data"].burst;
    for (let i = 0; i < burst; i++) await download(args(contextFor(ada, {}, limits), post()));
    const refused = await outcome(() => download(args(contextFor(ada, {}, limits), post())));
    expect(refused.status).toBe(429);
    expect(refused.value).toMatchObject({ message: expect.stringContaining("too often") });
    expect(ran).toBe(burst);
    await download(args(contextFor(bob, {}, limits), post()));
    expect(ran).toBe(burst + 1);
  });

  it("takes a per-intent limit before the handler for the intents that name one", async () => {
    const limits = countingLimits();
    let ran = 0;
    const tender = routeAction(
      {
        who: "member",
        body: 1024,
        limit: { take: { question: "tender-question" }, when: "before" },
      },
      () => ++ran,
    );
    const burst = MEMBER_LIMITS["tender-question"].burst;
    const asking = () => post({ intent: "question" });
    for (let i = 0; i < burst; i++) await tender(args(contextFor(ada, {}, limits), asking()));
    expect((await outcome(() => tender(args(contextFor(ada, {}, limits), asking())))).status).toBe(
      429,
    );
    // Another intent, or one that names the prototype's keys, takes none.
    for (const intent of ["withdraw", "constructor"])
      expect(await tender(args(contextFor(ada, {}, limits), post({ intent })))).toBe(
        burst + 1 + (intent === "constructor" ? 1 : 0),
      );
  });

  it("leaves an in-handler limit to the handler once its form is valid, and counts a success that skipped it", async () => {
    const limits = countingLimits();
    const reply = routeAction(
      {
        who: "member",
        body: 1024,
        limit: { take: { reply: "request-reply" }, when: "in-handler" },
      },
      async (_args, { form, limit }) => {
        if (form.get("body") === "") return data({ error: "Write a reply." }, { status: 400 });
        if (form.get("skip") === "yes") return "sent without taking";
        const decision = await limit();
        await limit(); // once per post, however often it is asked
        return decision.allowed ? "sent" : data({ error: "too often" }, { status: 429 });
      },
    );
    const burst = MEMBER_LIMITS["request-reply"].burst;
    const send = async (fields: Record<string, string>) => {
      const answer = await outcome(() =>
        reply(args(contextFor(ada, {}, limits), post({ intent: "reply", ...fields }))),
      );
      const init = (answer.value as { init?: ResponseInit } | undefined)?.init;
      return { ...answer, status: init?.status ?? answer.status };
    };
    // Invalid forms take nothing.
    for (let i = 0; i < burst + 5; i++) expect((await send({ body: "" })).status).toBe(400);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...m: unknown[]) => void errors.push(m);
    try {
      expect(await send({ body: "Hello", skip: "yes" })).toMatchObject({
        value: "sent without taking",
      });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    for (let i = 1; i < burst; i++)
      expect(await send({ body: "Hello" })).toMatchObject({ value: "sent" });
    expect((await send({ body: "Hello" })).status).toBe(429);
  });

  it("takes the limit named for other intents when the rule names one, and none for an intent named null", async () => {
    // A new tender's post: publishing takes its limit, a draft (any other intent, or none) the
    // drafts' limit; on a forum thread, following takes none (decision 361).
    const limits = countingLimits();
    const taken: string[] = [];
    const draft = routeAction(
      {
        who: "member",
        body: 1024,
        limit: {
          take: { publish: "tender-publish", follow: null },
          otherwise: "tender-draft",
          when: "in-handler",
        },
      },
      async (_args, { form, limit }) => {
        const decision = await limit();
        taken.push(`${String(form.get("intent"))}:${decision.allowed}`);
        return decision.allowed ? "saved" : data({ error: "too often" }, { status: 429 });
      },
    );
    const send = (fields: Record<string, string>) =>
      outcome(() => draft(args(contextFor(ada, {}, limits), post(fields))));
    const drafts = MEMBER_LIMITS["tender-draft"].burst;
    for (const intent of ["draft", "constructor", ""]) await send({ intent });
    for (let i = 3; i < drafts; i++) await send({ a: "no intent" });
    expect((await send({ intent: "draft" })).value).toMatchObject({ init: { status: 429 } });
    // Publishing has its own limit, and following takes none.
    expect(await send({ intent: "publish" })).toMatchObject({ value: "saved" });
    for (let i = 0; i < drafts + 5; i++)
      expect(await send({ intent: "follow" })).toMatchObject({ value: "saved" });
    expect(taken.slice(0, 3)).toEqual(["draft:true", "constructor:true", ":true"]);
  });

  it("takes a second limit with the first while its condition holds for the member", async () => {
    // The forum: a post takes "forum-post", and "forum-post-new" too while the account is new.
    const limits = countingLimits();
    const isNew = new Set(["ada"]);
    const reply = routeAction(
      {
        who: "member",
        body: 1024,
        limit: {
          take: { helpful: "forum-react" },
          otherwise: "forum-post",
          also: {
            with: "forum-post",
            take: "forum-post-new",
            applies: (_context, viewer) => isNew.has(viewer.id),
          },
          when: "in-handler",
        },
      },
      async (_args, { limit }) => {
        const decision = await limit();
        return decision.allowed ? "posted" : data({ retryAfter: decision.retryAfter }, 429);
      },
    );
    const send = (who: Viewer, intent = "reply") =>
      outcome(() => reply(args(contextFor(who, {}, limits), post({ intent }))));
    const newOnes = MEMBER_LIMITS["forum-post-new"].burst;
    for (let i = 0; i < newOnes; i++) expect(await send(ada)).toMatchObject({ value: "posted" });
    expect((await send(ada)).value).toMatchObject({ init: { status: 429 } });
    // Marking helpful takes only its own; an older account only the first.
    expect(await send(ada, "helpful")).toMatchObject({ value: "posted" });
    for (let i = 0; i < newOnes + 1; i++)
      expect(await send(bob)).toMatchObject({ value: "posted" });
  });

  it("counts nothing for a signed-out caller's success: there is no member to count it for", async () => {
    let taken = 0;
    const limits = {
      take: async () => {
        taken++;
        return { allowed: true, retryAfter: 0 };
      },
    };
    const save = routeAction(
      { who: "anyone", body: 1024, limit: { take: "shortlist-write", when: "in-handler" } },
      () => {
        throw redirect("/sign-in");
      },
    );
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...m: unknown[]) => void errors.push(m);
    try {
      const answer = await outcome(() => save(args(contextFor(null, {}, limits), post())));
      expect(answer.status).toBe(302);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
    expect(taken).toBe(0);
  });

  it("brands what it wraps, with the policy it enforces", () => {
    const action = routeAction({ who: "confirmed", body: 64, limit: "tender-bid" }, () => 1);
    expect(isDeclared(action)).toBe(true);
    expect(policyOf(action)).toMatchObject({ who: "confirmed", body: 64, limit: "tender-bid" });
    expect(isDeclared(() => 1)).toBe(false);
  });
});
