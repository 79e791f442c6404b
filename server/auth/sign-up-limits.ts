import { tokenLimiter, type TokenLimiter } from "../shared/limits";
import type { SharedState } from "../shared/shared-state";
import { clientKey, networkBlock } from "./sign-in-guard";

// New accounts per client address and per network block (IPv4 /16, IPv6 /48): a burst at once
// (a household, an office signing up together), then a slow steady rate, so that one script
// cannot mint accounts by the dozen to get round the per-member limits. Counted in Redis when
// the servers share one. Sign-ups from this machine itself (loopback) are not limited: that is
// the operator, the tests, or a proxy in front without TRUST_PROXY (every visitor would look
// the same; the README says to set it).

export interface SignUpRule {
  burst: number;
  perHour: number;
}

export interface SignUpLimits {
  perAddress: SignUpRule;
  perBlock: SignUpRule;
}

export const SIGN_UP_LIMITS: Readonly<SignUpLimits> = {
  perAddress: { burst: 5, perHour: 6 },
  perBlock: { burst: 20, perHour: 60 },
};

const isLoopback = (address: string) =>
  /^(127\.|::1$|::ffff:127\.)/.test(address) || address === "unknown";

/** Seconds to wait before this address may create an account, or 0 when it may now. */
export type SignUpLimiter = (address: string) => Promise<number>;

export function signUpLimiter(
  limits: SignUpLimits = SIGN_UP_LIMITS,
  shared: SharedState | null = null,
): SignUpLimiter {
  const rule = (name: string, { burst, perHour }: SignUpRule): TokenLimiter =>
    tokenLimiter(name, perHour / 60, burst, shared);
  const perAddress = rule("sign-up-address", limits.perAddress);
  const perBlock = rule("sign-up-block", limits.perBlock);
  return async (address) => {
    if (isLoopback(address)) return 0;
    const own = await perAddress.take(clientKey(address));
    if (!own.allowed) return own.retryAfter;
    const block = await perBlock.take(networkBlock(address));
    return block.allowed ? 0 : block.retryAfter;
  };
}
