import { useId, useRef, useState, type ComponentProps } from "react";
import { cn } from "~/lib/utils";
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "../schema";
import { TextField } from "./account-form";

// A new password's field with a strength meter where JavaScript runs. The estimator is loaded
// when the field is first typed in, only on the pages that set a password; the server checks
// the same rule whether or not this ran (docs/decisions/150).

const LABELS = ["Very weak", "Weak", "Fair", "Strong", "Very strong"] as const;
/** The fields of the same form whose values the estimate counts as guessable. */
const IDENTITY_INPUTS = 'input[autocomplete="name"], input[type="email"]';
const COLOURS = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-700"];

export function NewPasswordField({
  userInputs = [],
  ...field
}: ComponentProps<typeof TextField> & { userInputs?: string[] }) {
  const [score, setScore] = useState<number | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  // How long the typed password is, once typed in: "too short" is no longer said of a password
  // long enough (nor while it is being sent), whatever the last answer said.
  const [length, setLength] = useState<number | null>(null);
  const error =
    field.error === AUTH_MESSAGES.passwordTooShort &&
    length !== null &&
    length >= PASSWORD_MIN_LENGTH
      ? undefined
      : field.error;
  const meterId = useId();
  // The latest keystroke wins: an earlier estimate that finishes late is dropped.
  const latest = useRef(0);

  function measure(password: string, form: HTMLFormElement | null) {
    const turn = ++latest.current;
    if (!password) {
      setScore(null);
      return;
    }
    // The name and e-mail typed beside it are as guessable as the account's (issue 44 item 1):
    // the server counts them too.
    const typed = [...(form?.querySelectorAll<HTMLInputElement>(IDENTITY_INPUTS) ?? [])]
      .map((input) => input.value.trim())
      .filter(Boolean);
    void import("~/lib/password-strength").then(async ({ estimateStrength }) => {
      const result = await estimateStrength(password, [...userInputs, ...typed]);
      if (turn !== latest.current) return;
      setScore(result.score);
      setWarning(result.warning);
    });
  }

  return (
    <div className="grid gap-2">
      <TextField
        type="password"
        autoComplete="new-password"
        {...field}
        error={error}
        onChange={(event) => {
          setLength(event.currentTarget.value.length);
          measure(event.currentTarget.value, event.currentTarget.form);
          field.onChange?.(event);
        }}
      />
      {score !== null ? (
        <div id={meterId} data-testid="password-meter">
          <div className="flex gap-1" aria-hidden="true">
            {LABELS.map((label, i) => (
              <span
                key={label}
                className={cn(
                  "h-1.5 flex-1 rounded-full",
                  i <= score ? COLOURS[score] : "bg-slate-200",
                )}
              />
            ))}
          </div>
          <p className="mt-1 text-xs text-slate-600" aria-live="polite">
            Strength: {LABELS[score]}
            {score < 3 && warning ? `. ${warning}` : ""}
          </p>
        </div>
      ) : null}
    </div>
  );
}
