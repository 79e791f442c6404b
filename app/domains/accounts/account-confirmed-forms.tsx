import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { FormMessages } from "~/components/ui/field";
import { AccountSection } from "./account-section";
import { ACCOUNT_TEXT, type AccountAnswer } from "./account-text";
import { LINK_CLASS } from "./builtin/account-card";
import { SubmitButton, TextField } from "./builtin/account-form";

// The account page's forms that ask the member to confirm it is them (their password, and with
// two-step sign-in on a code): changing their address, and deleting their account.

/** What a form that asks the member to confirm who they are needs to know. */
interface ConfirmedFormProps {
  twoFactorEnabled: boolean;
  /** The form's last answer. */
  said: AccountAnswer | null;
  pending: boolean;
}

export function DeleteSection({ twoFactorEnabled, said, pending }: ConfirmedFormProps) {
  return (
    <AccountSection id="account-delete" title="Delete your account" danger>
      <p className="mt-2 text-sm text-slate-700">{ACCOUNT_TEXT.deleteWarning}</p>
      <p className="mt-2 text-sm">
        <Link to="/legal/privacy" className={LINK_CLASS}>
          What the Privacy Policy says about it
        </Link>
      </p>
      <Form method="post" noValidate aria-label="Delete account" className="mt-4">
        <FormMessages error={said && !said.ok ? said.message : null} success={null} />
        <input type="hidden" name="intent" value="delete-account" />
        <div className="grid gap-4">
          <IdentityFields twoFactorEnabled={twoFactorEnabled} said={said} />
          <div>
            <Button
              type="submit"
              disabled={pending}
              className="bg-red-700 text-white hover:bg-red-800"
            >
              {pending ? "Deleting..." : ACCOUNT_TEXT.deleteAccount}
            </Button>
          </div>
        </div>
      </Form>
    </AccountSection>
  );
}

/** The password, and with two-step sign-in on a code, that confirm it is the member. */
function IdentityFields({ twoFactorEnabled, said }: Omit<ConfirmedFormProps, "pending">) {
  return (
    <>
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={said?.fields.password}
      />
      {twoFactorEnabled ? (
        <TextField
          label="Code from your app, or a recovery code"
          name="code"
          autoComplete="one-time-code"
          error={said?.fields.code}
        />
      ) : null}
    </>
  );
}

export function EmailChangeForm({ twoFactorEnabled, said, pending }: ConfirmedFormProps) {
  return (
    <Form
      method="post"
      noValidate
      aria-label="Change e-mail address"
      className="mt-6 border-t border-slate-200 pt-6"
      key={said?.ok ? "sent" : "change"}
    >
      <h3 className="text-base font-semibold text-slate-900">{ACCOUNT_TEXT.changeEmail}</h3>
      <p className="mt-1 text-sm text-slate-600">
        We send a link to the new address; your address changes when you open it. Your current
        address is told as well.
      </p>
      <div className="mt-4">
        <FormMessages
          error={said && !said.ok ? said.message : null}
          success={said?.ok ? said.message : null}
        />
      </div>
      <input type="hidden" name="intent" value="change-email" />
      <div className="grid gap-4">
        <TextField
          label="New e-mail address"
          name="newEmail"
          type="email"
          autoComplete="email"
          defaultValue={said?.given?.newEmail}
          error={said?.fields.newEmail}
        />
        <IdentityFields twoFactorEnabled={twoFactorEnabled} said={said} />
        <div>
          <SubmitButton pending={pending} pendingLabel="Sending...">
            {ACCOUNT_TEXT.changeEmail}
          </SubmitButton>
        </div>
      </div>
    </Form>
  );
}
