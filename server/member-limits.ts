import { MEMBER_LIMITS, type LimitDecision, type LimitName } from "../app/domain/limits";
import { RateLimiter } from "./inbox/rate-limit";

// The members' write limits (app/domain/limits.ts), kept in this process. With several server
// processes, a shared store takes their place behind the same interface.

export interface MemberLimits {
  /** Counts one attempt of `rule` by `memberId`; refused when over the rule's rate. */
  take(rule: LimitName, memberId: string): Promise<LimitDecision>;
}

export function inProcessMemberLimits(now: () => number = Date.now): MemberLimits {
  const limiters = new Map<LimitName, RateLimiter>();
  for (const [name, rule] of Object.entries(MEMBER_LIMITS) as [
    LimitName,
    (typeof MEMBER_LIMITS)[LimitName],
  ][]) {
    limiters.set(name, new RateLimiter(rule.perMinute, rule.burst));
  }
  return {
    async take(rule, memberId) {
      return limiters.get(rule)!.take(memberId, now());
    },
  };
}
