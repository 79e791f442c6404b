import { validateSignIn } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";
import { ACCOUNT_SCREENS } from "./account-screens";

export function SignInView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignIn, send: api.signIn, onSent: onSignedIn });
  return (
    <CredentialForm text={ACCOUNT_SCREENS["sign-in"]} form={form} onSwitch={onSwitch}>
      <EmailField value={email} onValue={onEmailChange} {...form.bind("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.bind("password")}
      />
    </CredentialForm>
  );
}
