// Whether members must confirm their e-mail address before they publish, and whether operators
// must sign in with two steps (docs/decisions/151, 156). The operators' side of confirming an
// address by hand is in data/emails.server.ts.

/**
 * REQUIRE_VERIFIED_EMAIL: "1"/"true" or "0"/"false"; unset, it is on when mail is configured
 * (SMTP_URL) and off without, so a single machine without mail keeps working out of the box.
 */
export function requireVerifiedEmail(env: NodeJS.ProcessEnv): boolean {
  const raw = env.REQUIRE_VERIFIED_EMAIL?.trim().toLowerCase();
  if (raw === "1" || raw === "true") return true;
  if (raw === "0" || raw === "false") return false;
  if (raw) {
    throw new Error(`REQUIRE_VERIFIED_EMAIL must be 1 or 0 (true or false): ${raw}`);
  }
  return Boolean(env.SMTP_URL?.trim());
}

/**
 * REQUIRE_OPERATOR_2FA: "1"/"true" or "0"/"false", off when unset. On, an operator without
 * two-step sign-in is refused the console until they turn it on (docs/decisions/156).
 */
export function requireOperatorTwoFactor(env: NodeJS.ProcessEnv): boolean {
  const raw = env.REQUIRE_OPERATOR_2FA?.trim().toLowerCase();
  if (!raw || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new Error(`REQUIRE_OPERATOR_2FA must be 1 or 0 (true or false): ${raw}`);
}
