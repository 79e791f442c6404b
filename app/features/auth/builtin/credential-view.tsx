import { validateSignIn, validateSignUp, type SignInInput } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";
import { ACCOUNT_SCREENS, PASSWORD_HINT, type AccountScreen } from "./account-screens";

/** What Sign In and Join ask for: Join's name besides. */
type Credentials = SignInInput & { name?: string };

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
      : { validate: validateSignIn, send: api.signIn, onSent: onSignedIn },
  );
  return (
    <CredentialForm text={ACCOUNT_SCREENS[screen]} form={form} onSwitch={onSwitch}>
      {join ? <TextField label="Full name" autoComplete="name" {...form.bind("name")} /> : null}
      <EmailField value={email} onValue={onEmailChange} {...form.bind("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete={join ? "new-password" : "current-password"}
        hint={join ? PASSWORD_HINT : undefined}
        {...form.bind("password")}
      />
    </CredentialForm>
  );
}
