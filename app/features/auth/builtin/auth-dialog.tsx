import { BadgeCheckIcon, CloudOffIcon, LoaderCircleIcon } from "lucide-react";
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  PASSWORD_MIN_LENGTH,
  validatePasswordChange,
  validateProfileName,
  validateSignIn,
  validateSignUp,
  type FieldErrors,
} from "../auth-schema";
import { UserAvatar } from "../user-avatar";
import { displayName, type AuthUserView } from "../user-view";
import * as api from "./accounts-api";
import type { SessionCheck } from "./session";

// The built-in accounts' modal: Sign In and Join (switching between the two keeps the e-mail
// typed), the profile screen, and the notice shown when the accounts service is unreachable.

export type AuthDialogView = "sign-in" | "sign-up" | "profile" | "unavailable";

export interface AuthDialogProps {
  view: AuthDialogView | null;
  onViewChange(view: AuthDialogView | null): void;
  user: AuthUserView | null;
  reachable: boolean | null;
  onUserChange(user: AuthUserView | null): void;
  onRecheck(): Promise<SessionCheck>;
}

/** On the page, displayed and visible (the signed-out buttons stay, invisible, under the avatar). */
const isShown = (el: HTMLElement | null): el is HTMLElement =>
  !!el?.isConnected && el.checkVisibility({ visibilityProperty: true });

/**
 * Focuses the avatar (or, on phones, the menu button) when the modal's opener is gone. The
 * avatar's menu may still be loading, so this waits a few frames for it, unless focus has
 * moved on meanwhile.
 */
function focusAuthSlot(framesLeft = 60) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const target = [
    ...document.querySelectorAll<HTMLElement>(
      "[data-auth-slot] [data-testid='user-button'], button[aria-label='Open menu']",
    ),
  ].find(isShown);
  if (target) target.focus();
  else if (framesLeft > 0) requestAnimationFrame(() => focusAuthSlot(framesLeft - 1));
}

export default function AuthDialog({
  view,
  onViewChange,
  user,
  reachable,
  onUserChange,
  onRecheck,
}: AuthDialogProps) {
  const [email, setEmail] = useState("");
  // The button that opened the modal; the library only returns focus to its own triggers.
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  const open = view !== null;
  const unavailable =
    view === "unavailable" || (reachable === false && (view === "sign-in" || view === "sign-up"));

  const switchTo = (next: AuthDialogView) => {
    onViewChange(next);
    // Move focus into the new form, as opening the modal does.
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>("[data-auth-dialog] input")?.focus(),
    );
  };

  const signedIn = (next: AuthUserView | null) => {
    onUserChange(next);
    onViewChange(null);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onViewChange(null))}>
      {open ? (
        <DialogContent
          data-auth-dialog
          className="sm:max-w-md"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // After signing in (or from the closed mobile menu) the opener is gone.
            requestAnimationFrame(() => (isShown(opener) ? opener.focus() : focusAuthSlot()));
          }}
        >
          {unavailable ? (
            <Unavailable
              onRetry={async () => {
                const result = await onRecheck();
                if (!result.reachable) return false;
                onViewChange(view === "unavailable" ? null : view);
                return true;
              }}
              onClose={() => onViewChange(null)}
            />
          ) : view === "sign-up" ? (
            <SignUpForm
              email={email}
              onEmailChange={setEmail}
              onSignedIn={signedIn}
              onSwitch={() => switchTo("sign-in")}
            />
          ) : view === "profile" && user ? (
            <Profile user={user} onUserChange={onUserChange} />
          ) : (
            // Sign In; also where the profile lands if the session ended meanwhile.
            <SignInForm
              email={email}
              onEmailChange={setEmail}
              onSignedIn={signedIn}
              onSwitch={() => switchTo("sign-up")}
            />
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Field({
  label,
  error,
  hint,
  ...input
}: ComponentProps<typeof Input> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hint && !error;
  const describedBy = showHint ? hintId : error ? errorId : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {showHint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FormAlert({ message }: { message: string | null }) {
  // Always rendered, so screen readers announce the message when it appears.
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function FormSuccess({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="mb-4 flex items-center gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          <BadgeCheckIcon className="size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

function SubmitButton({
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

function useFormState<T>() {
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const clear = (field: keyof T) =>
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  return { errors, setErrors, alert, setAlert, pending, setPending, clear };
}

function SwitchLine({
  prompt,
  action,
  onSwitch,
}: {
  prompt: string;
  action: string;
  onSwitch(): void;
}) {
  return (
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
  );
}

interface CredentialFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSignedIn(user: AuthUserView | null): void;
  onSwitch(): void;
}

function SignInForm({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useFormState<{ email: string; password: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const data = new FormData(el);
    const checked = validateSignIn({ email: data.get("email"), password: data.get("password") });
    form.setAlert(null);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstInvalid(el);
      return;
    }
    form.setErrors({});
    form.setPending(true);
    const result = await api.signIn(checked.value);
    form.setPending(false);
    if (result.ok) return onSignedIn(result.user);
    form.setAlert(result.message);
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Sign in to ProcureConnect</DialogTitle>
        <DialogDescription>Welcome back. Sign in with your e-mail and password.</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} aria-label="Sign in">
        <FormAlert message={form.alert} />
        <div className="grid gap-4">
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              onEmailChange(e.target.value);
              form.clear("email");
            }}
            error={form.errors.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            onChange={() => form.clear("password")}
            error={form.errors.password}
          />
          <SubmitButton pending={form.pending} pendingLabel="Signing in..." className="mt-2 w-full">
            Sign In
          </SubmitButton>
        </div>
      </form>
      <SwitchLine prompt="New to ProcureConnect?" action="Join now" onSwitch={onSwitch} />
    </>
  );
}

function SignUpForm({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useFormState<{ name: string; email: string; password: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const data = new FormData(el);
    const checked = validateSignUp({
      name: data.get("name"),
      email: data.get("email"),
      password: data.get("password"),
    });
    form.setAlert(null);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstInvalid(el);
      return;
    }
    form.setErrors({});
    form.setPending(true);
    const result = await api.signUp(checked.value);
    form.setPending(false);
    if (result.ok) return onSignedIn(result.user);
    if (Object.keys(result.fields).length > 0) {
      form.setErrors(result.fields);
      focusFirstInvalid(el);
    } else {
      form.setAlert(result.message);
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Join ProcureConnect</DialogTitle>
        <DialogDescription>
          Create your free account to connect with buyers, suppliers and talent.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} aria-label="Join">
        <FormAlert message={form.alert} />
        <div className="grid gap-4">
          <Field
            label="Full name"
            name="name"
            autoComplete="name"
            onChange={() => form.clear("name")}
            error={form.errors.name}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              onEmailChange(e.target.value);
              form.clear("email");
            }}
            error={form.errors.email}
          />
          <Field
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            onChange={() => form.clear("password")}
            error={form.errors.password}
          />
          <SubmitButton
            pending={form.pending}
            pendingLabel="Creating account..."
            className="mt-2 w-full"
          >
            Create Account
          </SubmitButton>
        </div>
      </form>
      <SwitchLine prompt="Already have an account?" action="Sign In" onSwitch={onSwitch} />
    </>
  );
}

function Profile({
  user,
  onUserChange,
}: {
  user: AuthUserView;
  onUserChange(user: AuthUserView | null): void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Your profile</DialogTitle>
        <DialogDescription>Change how your name appears, or your password.</DialogDescription>
      </DialogHeader>
      <div className="mb-6 flex items-center gap-3 rounded-lg bg-slate-50 p-3">
        <UserAvatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{displayName(user)}</p>
          <p className="truncate text-sm text-slate-600">{user.primaryEmailAddress}</p>
        </div>
      </div>
      <NameForm user={user} onUserChange={onUserChange} />
      <hr className="my-6 border-slate-200" />
      <PasswordForm onUserChange={onUserChange} />
    </>
  );
}

function NameForm({
  user,
  onUserChange,
}: {
  user: AuthUserView;
  onUserChange(user: AuthUserView | null): void;
}) {
  const form = useFormState<{ name: string }>();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const checked = validateProfileName({ name: new FormData(el).get("name") });
    form.setAlert(null);
    setSaved(null);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstInvalid(el);
      return;
    }
    form.setPending(true);
    const result = await api.updateName(checked.value);
    form.setPending(false);
    if (result.ok) {
      if (result.user) onUserChange(result.user);
      setSaved("Your name has been saved.");
      return;
    }
    if (result.kind === "signed-out") onUserChange(null);
    if (result.fields.name) form.setErrors(result.fields);
    else form.setAlert(result.message);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Name">
      <h3 className="mb-3 text-base font-semibold text-slate-900">Name</h3>
      <FormAlert message={form.alert} />
      <FormSuccess message={saved} />
      <div className="grid gap-3">
        <Field
          label="Full name"
          name="name"
          autoComplete="name"
          defaultValue={user.fullName ?? ""}
          onChange={() => {
            form.clear("name");
            setSaved(null);
          }}
          error={form.errors.name}
        />
        <div className="flex justify-end">
          <SubmitButton pending={form.pending} pendingLabel="Saving...">
            Save Name
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function PasswordForm({ onUserChange }: { onUserChange(user: AuthUserView | null): void }) {
  const form = useFormState<{ currentPassword: string; newPassword: string }>();
  const [saved, setSaved] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const el = event.currentTarget;
    const data = new FormData(el);
    const checked = validatePasswordChange({
      currentPassword: data.get("currentPassword"),
      newPassword: data.get("newPassword"),
    });
    form.setAlert(null);
    setSaved(null);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstInvalid(el);
      return;
    }
    form.setPending(true);
    const result = await api.changePassword(checked.value);
    form.setPending(false);
    if (result.ok) {
      el.reset();
      setSaved("Your password has been changed.");
      return;
    }
    if (result.kind === "signed-out") onUserChange(null);
    if (Object.keys(result.fields).length > 0) {
      form.setErrors(result.fields);
      focusFirstInvalid(el);
    } else {
      form.setAlert(result.message);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Password">
      <h3 className="mb-3 text-base font-semibold text-slate-900">Password</h3>
      <FormAlert message={form.alert} />
      <FormSuccess message={saved} />
      <div className="grid gap-3">
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          onChange={() => form.clear("currentPassword")}
          error={form.errors.currentPassword}
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. Your other devices will be signed out.`}
          onChange={() => {
            form.clear("newPassword");
            setSaved(null);
          }}
          error={form.errors.newPassword}
        />
        <div className="flex justify-end">
          <SubmitButton pending={form.pending} pendingLabel="Changing...">
            Change Password
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

function Unavailable({ onRetry, onClose }: { onRetry?: () => Promise<boolean>; onClose(): void }) {
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);
  return (
    <>
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <CloudOffIcon className="size-6" aria-hidden="true" />
      </div>
      <DialogHeader>
        <DialogTitle>Sign-in is unavailable right now</DialogTitle>
        <DialogDescription>
          We can&apos;t reach the accounts service at the moment. Browsing works as usual; please
          try again in a few minutes.
        </DialogDescription>
      </DialogHeader>
      <div role="status" aria-live="polite" className="text-sm text-slate-600">
        {stillDown ? "Still unavailable. Please try again later." : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {onRetry ? (
          <Button
            disabled={checking}
            onClick={async () => {
              setChecking(true);
              const ok = await onRetry();
              setChecking(false);
              setStillDown(!ok);
            }}
          >
            {checking ? "Checking..." : "Try Again"}
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
