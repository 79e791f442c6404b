import { validateSignIn } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import { ACCOUNT_SCREENS } from "./account-screens";
import {
  CredentialForm,
  EmailField,
  TextField,
  screenProps,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";

export function SignInView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignIn, send: api.signIn, onSent: onSignedIn });
  return (
    <CredentialForm {...screenProps(ACCOUNT_SCREENS["sign-in"], onSwitch)} form={form}>
      <EmailField
        value={email}
        onChange={(next) => {
          onEmailChange(next);
          form.clear("email");
        }}
        error={form.errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        onChange={() => form.clear("password")}
        error={form.errors.password}
      />
    </CredentialForm>
  );
}
