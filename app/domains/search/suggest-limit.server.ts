import type { ServerModule } from "../../../server/modules";
import { routedPath } from "../../../server/shared/routed-path";
import { clientAddress } from "../../../server/shared/client-address";
import { tokenLimiter } from "../../../server/shared/limits";
import type { SharedState } from "../../../server/shared/shared-state";

// The header's suggestions ask /search/suggest as one types (after a pause), so each visitor
// may ask often, but not without end: a search runs on every one. Per client address, in Redis
// when the servers share one. A refusal is still the suggestions' shape (none), so the field
// carries on and the form still submits to /search.

export const SUGGEST_PATH = "/search/suggest";
/**
 * The suggestions as the router finds them: in any case, percent-encoded or not, and their
 * `.data` twin, so that none of those ways around the limit is open.
 */
const SUGGEST_ROUTE = /^\/search\/suggest(?:\.data)?\/?$/i;
export const SUGGEST_LIMIT = { perMinute: 120, burst: 60 } as const;

export function suggestLimitModule({
  shared,
  trustProxy,
  limit = SUGGEST_LIMIT,
}: {
  shared: SharedState | null;
  trustProxy: boolean;
  limit?: { perMinute: number; burst: number };
}): ServerModule {
  const limiter = tokenLimiter("search-suggest", limit.perMinute, limit.burst, shared);
  return {
    name: "search-suggest-limit",
    mount(app) {
      app.use("*", async (c, next) => {
        if (!SUGGEST_ROUTE.test(routedPath(c.req.url))) return next();
        const decision = await limiter.take(clientAddress(c, trustProxy));
        if (decision.allowed) return next();
        return c.json({ suggestions: [], error: "Too many searches. Please wait a moment." }, 429, {
          "Retry-After": String(decision.retryAfter),
          "Cache-Control": "no-store",
        });
      });
    },
  };
}
