import type { ReactNode } from "react";
import { NewPasswordField } from "./password-meter";
import { DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormMessages } from "~/components/ui/field";
import { PASSWORD_MIN_LENGTH, validatePasswordChange, validateProfileName } from "../schema";
import { UserAvatar } from "../user-avatar";
import { displayName, type AuthUserView } from "../user-view";
import * as api from "./accounts-api";
import { SubmitButton, TextField, useAccountForm, type AccountForm } from "./account-form";

interface ProfileProps {
  user: AuthUserView;
  onUserChange(user: AuthUserView | null): void;
}

/** Who is signed in, with a form for their name and one for their password. */
export function ProfileView({ user, onUserChange }: ProfileProps) {
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

function NameForm({ user, onUserChange }: ProfileProps) {
  const form = useAccountForm({
    validate: validateProfileName,
    send: api.updateName,
    onSent: (next) => {
      if (next) onUserChange(next);
      return "Your name has been saved.";
    },
    onSignedOut: () => onUserChange(null),
  });
  return (
    <ProfileForm title="Name" form={form} submit="Save Name" pending="Saving...">
      <TextField
        label="Full name"
        autoComplete="name"
        defaultValue={user.fullName ?? ""}
        {...form.bind("name")}
      />
    </ProfileForm>
  );
}

function PasswordForm({ onUserChange }: Pick<ProfileProps, "onUserChange">) {
  const form = useAccountForm({
    validate: validatePasswordChange,
    send: api.changePassword,
    onSent: (_user, el) => {
      el.reset();
      return "Your password has been changed.";
    },
    onSignedOut: () => onUserChange(null),
  });
  return (
    <ProfileForm title="Password" form={form} submit="Change Password" pending="Changing...">
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.bind("currentPassword")}
      />
      <NewPasswordField
        label="New password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, hard to guess. Your other devices will be signed out.`}
        {...form.bind("newPassword")}
      />
    </ProfileForm>
  );
}

/** One of the profile's two forms: a heading, its messages, its fields and its button. */
function ProfileForm({
  title,
  form,
  submit,
  pending,
  children,
}: {
  title: string;
  form: Pick<AccountForm, "submit" | "alert" | "success" | "pending">;
  submit: string;
  pending: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} aria-label={title}>
      <h3 className="mb-3 text-base font-semibold text-slate-900">{title}</h3>
      <FormMessages error={form.alert} success={form.success} />
      <div className="grid gap-3">
        {children}
        <div className="flex justify-end">
          <SubmitButton pending={form.pending} pendingLabel={pending}>
            {submit}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
