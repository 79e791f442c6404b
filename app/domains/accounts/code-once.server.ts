import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { BetterAuthPlugin } from "better-auth";
import type { Db } from "../../../server/db/database";
import { claimCode, releaseCode } from "./data/security-log.server";

// An authenticator app's code works once (docs/decisions/420): the library accepts a code for
// the 30 seconds it is shown and one step either side, so the same code typed in a second
// browser a moment later would sign in too. Before the library checks a code, the member's
// claim on it is taken in the database (any server sees it); a code claimed already in that
// time is refused, and a claim whose code turned out wrong is given back.

/** How long a used code stays refused: the library's window (three 30-second steps), and more. */
export const USED_CODE_MS = 120_000;

/** The refusal's code, which our API turns into the form's message. */
export const CODE_USED = "CODE_ALREADY_USED";

const TOTP_PATH = "/two-factor/verify-totp";
/** The two-step plugin's cookie naming a sign-in waiting for its code. */
const PENDING_COOKIE = "two_factor";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose code this is: the signed-in member's, or the sign-in waiting for its second step's. */
async function memberOf(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(PENDING_COOKIE);
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const value = await ctx.context.internalAdapter.findVerificationValue(pending);
  return value?.value ?? null;
}

const codeOf = (ctx: HookContext) => {
  const body = ctx.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code.replace(/\s+/g, "") : "";
};

export function codeOnce(db: Db, now: () => number = Date.now): BetterAuthPlugin {
  return {
    id: "code-once",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = codeOf(ctx);
            const userId = code ? await memberOf(ctx) : null;
            if (!userId) return;
            if (!(await claimCode(db, userId, code, now(), USED_CODE_MS))) {
              throw new APIError("UNAUTHORIZED", {
                code: CODE_USED,
                message: "This code was used already.",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isAPIError(returned) || returned.body?.code === CODE_USED) return;
            const code = codeOf(ctx);
            const userId = code ? await memberOf(ctx) : null;
            if (userId) await releaseCode(db, userId, code);
          }),
        },
      ],
    },
  };
}
