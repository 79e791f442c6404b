import { MEMBER_LIMITS, type LimitDecision, type LimitName } from "../app/domain/limits";
import { tokenLimiter, type TokenLimiter } from "./shared/limits";
import type { SharedState } from "./shared/shared-state";

// The members' write limits (app/domain/limits.ts): in Redis when the servers share one
// (REDIS_URL), so that a member counts the same on every server; in this process otherwise.

export interface MemberLimits {
  /** Counts one attempt of `rule` by `memberId`; refused when over the rule's rate. */
  take(rule: LimitName, memberId: string): Promise<LimitDecision>;
}

export function memberLimits(shared: SharedState | null): MemberLimits {
  const limiters = new Map<LimitName, TokenLimiter>();
  for (const [name, rule] of Object.entries(MEMBER_LIMITS) as [
    LimitName,
    (typeof MEMBER_LIMITS)[LimitName],
  ][]) {
    limiters.set(name, tokenLimiter(`member:${name}`, rule.perMinute, rule.burst, shared));
  }
  return {
    take: (rule, memberId) => limiters.get(rule)!.take(memberId),
  };
}

export function inProcessMemberLimits(): MemberLimits {
  return memberLimits(null);
}
