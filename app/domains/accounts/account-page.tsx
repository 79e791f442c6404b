import { Link, useNavigation } from "react-router";
import { DeleteSection } from "./account-confirmed-forms";
import { DataSection, EmailSection, PasswordSection, SessionsSection } from "./account-sections";
import { ACCOUNT_TEXT, type AccountAnswer } from "./account-text";
import { PasskeysSection, type PasskeyRow } from "./account-passkeys";
import { TwoFactorSection } from "./account-two-factor";
import { LINK_CLASS } from "./builtin/account-card";

// The member's account page (/account): their e-mail address and whether it is confirmed (with
// "Resend"), their password, sessions, two-step sign-in, data and leaving. Each section's form
// is a plain POST told apart by `intent` (account-action.server.ts).

/** What the page's loader gives it. */
export interface AccountPageData {
  twoFactorEnabled: boolean;
  downloadLater: boolean;
  sessions: { id: string; device: string; lastSeen: string; current: boolean }[];
  passkeys: PasskeyRow[];
  name: string;
  email: string;
  verified: boolean;
  mustVerify: boolean;
  mailEnabled: boolean;
}

export function AccountPage({
  page,
  actionData,
}: {
  page: AccountPageData;
  actionData: AccountAnswer | undefined;
}) {
  const navigation = useNavigation();
  const pendingIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const said = (intent: AccountAnswer["intent"]) =>
    actionData?.intent === intent ? actionData : null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ACCOUNT_TEXT.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Signed in as {page.name} ({page.email}).
      </p>
      <EmailSection
        email={page.email}
        verified={page.verified}
        mustVerify={page.mustVerify}
        mailEnabled={page.mailEnabled}
        twoFactorEnabled={page.twoFactorEnabled}
        resend={said("resend")}
        change={said("change-email")}
        pendingIntent={pendingIntent}
      />
      <PasswordSection
        name={page.name}
        email={page.email}
        change={said("change-password")}
        pending={pendingIntent === "change-password"}
      />
      <SessionsSection
        sessions={page.sessions}
        said={said("end-session") ?? said("end-others")}
        pendingIntent={pendingIntent}
      />
      <TwoFactorSection
        enabled={page.twoFactorEnabled}
        said={said("enable-2fa") ?? said("confirm-2fa") ?? said("disable-2fa")}
        pendingIntent={typeof pendingIntent === "string" ? pendingIntent : null}
      />
      <PasskeysSection passkeys={page.passkeys} said={said("remove-passkey")} />
      <DataSection downloadLater={page.downloadLater} />
      <DeleteSection
        twoFactorEnabled={page.twoFactorEnabled}
        said={said("delete-account")}
        pending={pendingIntent === "delete-account"}
      />
      <AccountLinks />
    </div>
  );
}

function AccountLinks() {
  return (
    <nav aria-label="More of your account" className="mt-6 text-sm">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to="/account/companies" className={LINK_CLASS}>
            My companies
          </Link>
        </li>
        <li>
          <Link to="/account/requests" className={LINK_CLASS}>
            Requests I sent
          </Link>
        </li>
        <li>
          <Link to="/account/security-log" className={LINK_CLASS}>
            Security log
          </Link>
        </li>
        <li>
          <Link to="/account/contracts" className={LINK_CLASS}>
            Contracts
          </Link>
        </li>
        <li>
          <Link to="/account/api-tokens" className={LINK_CLASS}>
            API tokens
          </Link>
        </li>
        <li>
          <Link to="/account/notifications/settings" className={LINK_CLASS}>
            Notification settings
          </Link>
        </li>
      </ul>
    </nav>
  );
}
