import { AUTH_MESSAGES } from "./schema";

// A new password that is too short and also one of the most used ("password") is refused as
// common: the length alone would send the member to "password12" (decision 370). The
// estimator is large, so it is loaded only when a password is being set.

/** The errors of a new password's form, with a short and common password called common. */
export async function guessableFirst<T extends Partial<Record<string, string>>>(
  errors: T,
  field: keyof T & string,
  password: string,
  userInputs: string[],
): Promise<T> {
  if (errors[field] !== AUTH_MESSAGES.passwordTooShort || password.length === 0) return errors;
  const { weakPasswordMessage } = await import("~/lib/password-strength");
  const weak = await weakPasswordMessage(password, userInputs, { onlyCommon: true });
  return weak ? { ...errors, [field]: weak } : errors;
}
