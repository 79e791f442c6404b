import { validateSignUp } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import { ACCOUNT_SCREENS, PASSWORD_HINT } from "./account-screens";
import {
  CredentialForm,
  EmailField,
  TextField,
  screenProps,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";

export function SignUpView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignUp, send: api.signUp, onSent: onSignedIn });
  return (
    <CredentialForm {...screenProps(ACCOUNT_SCREENS["join"], onSwitch)} form={form}>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        onChange={() => form.clear("name")}
        error={form.errors.name}
      />
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
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        onChange={() => form.clear("password")}
        error={form.errors.password}
      />
    </CredentialForm>
  );
}
