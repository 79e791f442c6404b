import { LoaderCircleIcon } from "lucide-react";
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Field, fieldErrorId, FieldHint, fieldHintId, FormMessages } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { FieldErrorsOf, Validation } from "../schema";
import type { AuthUserView } from "../user-view";
import type { AccountsResult } from "./accounts-api";

// What the modal's forms share: a text field, the submit button, and the way each form is
// checked, sent and answered.

/** A labelled input that shows its hint until there is a problem with it. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: ComponentProps<typeof Input> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const showHint = hint && !error;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={showHint ? <FieldHint id={fieldHintId(id)}>{hint}</FieldHint> : null}
    >
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : showHint ? fieldHintId(id) : undefined}
        {...input}
      />
    </Field>
  );
}

export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={pending} className={className}>
      {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}

/** Focuses the first field a form marked invalid, so keyboard users land on the problem. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}

/**
 * One of the modal's forms: checked in the browser first (its problems shown, focus on the
 * first, nothing sent), then sent; the accounts service's answer becomes field problems, the
 * form's red message, or what `onSent` returns (a green message, or nothing).
 */
export function useAccountForm<T>({
  validate,
  send,
  onSent,
  onSignedOut,
}: {
  validate(input: Record<string, unknown>): Validation<T>;
  send(value: T): Promise<AccountsResult>;
  onSent(user: AuthUserView | null, form: HTMLFormElement): string | void;
  onSignedOut?(): void;
}) {
  const [errors, setErrors] = useState<FieldErrorsOf<T>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const checked = validate(Object.fromEntries(new FormData(el)));
    setAlert(null);
    setSuccess(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(el);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await send(checked.value);
    setPending(false);
    if (result.ok) {
      setSuccess(onSent(result.user, el) ?? null);
      return;
    }
    if (result.kind === "signed-out") onSignedOut?.();
    if (Object.keys(result.fields).length > 0) {
      setErrors(result.fields as FieldErrorsOf<T>);
      focusFirstInvalid(el);
    } else {
      setAlert(result.message);
    }
  }

  /** A field's problem (and the last green message) goes once the visitor changes it. */
  const clear = (field: Extract<keyof T, string>) => {
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
    setSuccess(null);
  };

  /** A field's name, its problem, and its problem cleared as the visitor types. */
  const bind = (field: Extract<keyof T, string>) => ({
    name: field,
    error: errors[field],
    onChange: () => clear(field),
  });

  return { alert, success, pending, submit, bind };
}

export type AccountForm = ReturnType<typeof useAccountForm>;

/** An e-mail field's attributes, the same on every form that asks for one. */
export const EMAIL_INPUT = {
  label: "Email",
  name: "email",
  type: "email",
  autoComplete: "email",
  inputMode: "email",
} as const;

/** Sign In's and Join's e-mail, which carries over when the visitor switches between them. */
export function EmailField({
  value,
  onValue,
  onChange,
  ...field
}: {
  value: string;
  onValue(value: string): void;
  name: string;
  error?: string;
  onChange(): void;
}) {
  return (
    <TextField
      {...EMAIL_INPUT}
      value={value}
      onChange={(e) => {
        onValue(e.target.value);
        onChange();
      }}
      {...field}
    />
  );
}

/** What Sign In or Join says: its heading, its button, and the line that switches to the other. */
export interface CredentialText {
  title: string;
  description: string;
  /** The form's accessible name. */
  label: string;
  submit: string;
  pending: string;
  prompt: string;
  action: string;
}

/** Sign In or Join: a heading, the form, and the line that switches to the other. */
export function CredentialForm({
  text: { title, description, label, submit, pending, prompt, action },
  form,
  onSwitch,
  children,
}: {
  text: CredentialText;
  form: Pick<AccountForm, "submit" | "alert" | "pending">;
  onSwitch(): void;
  children: ReactNode;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={form.submit} aria-label={label}>
        <FormMessages error={form.alert} success={null} />
        <div className="grid gap-4">
          {children}
          <SubmitButton pending={form.pending} pendingLabel={pending} className="mt-2 w-full">
            {submit}
          </SubmitButton>
        </div>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {prompt}{" "}
        <button
          type="button"
          onClick={onSwitch}
          className="rounded-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {action}
        </button>
      </p>
    </>
  );
}

export interface CredentialFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSignedIn(user: AuthUserView | null): void;
  onSwitch(): void;
}
