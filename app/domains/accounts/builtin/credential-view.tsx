import { validateSignIn, validateSignUp, type SignInInput } from "../schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";
import { LINK_CLASS } from "./account-card";
import { NewPasswordField } from "./password-meter";
import { ACCOUNT_SCREENS, PASSWORD_HINT, type AccountScreen } from "./account-screens";

/** What Sign In and Join ask for: Join's name besides. */
type Credentials = SignInInput & { name?: string };

/** Signs in; with two-step sign-in on, the code's page takes over (a page of its own). */
async function signInOrSecondStep(input: SignInInput) {
  const result = await api.signIn(input);
  if (result.ok && result.twoFactor) {
    window.location.assign(api.twoFactorPath(window.location.pathname + window.location.search));
  }
  return result;
}

/** Sign In or Join in the modal: the same fields as the pages that work without JavaScript. */
export function CredentialView({
  screen,
  email,
  onEmailChange,
  onSignedIn,
  onSwitch,
}: CredentialFormProps & { screen: AccountScreen }) {
  const join = screen === "join";
  const form = useAccountForm<Credentials>(
    join
      ? { validate: validateSignUp, send: api.signUp, onSent: onSignedIn }
      : { validate: validateSignIn, send: signInOrSecondStep, onSent: onSignedIn },
  );
  return (
    <CredentialForm text={ACCOUNT_SCREENS[screen]} form={form} onSwitch={onSwitch}>
      {join ? <TextField label="Full name" autoComplete="name" {...form.bind("name")} /> : null}
      <EmailField value={email} onValue={onEmailChange} {...form.bind("email")} />
      {join ? (
        <NewPasswordField label="Password" hint={PASSWORD_HINT} {...form.bind("password")} />
      ) : (
        <>
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...form.bind("password")}
          />
          <p className="-mt-2 text-sm">
            <a href="/forgot-password" className={LINK_CLASS}>
              Forgot password?
            </a>
          </p>
        </>
      )}
    </CredentialForm>
  );
}
