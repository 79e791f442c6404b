import { validateSignUp } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";
import { ACCOUNT_SCREENS, PASSWORD_HINT } from "./account-screens";

export function SignUpView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignUp, send: api.signUp, onSent: onSignedIn });
  return (
    <CredentialForm text={ACCOUNT_SCREENS["join"]} form={form} onSwitch={onSwitch}>
      <TextField label="Full name" autoComplete="name" {...form.bind("name")} />
      <EmailField value={email} onValue={onEmailChange} {...form.bind("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        {...form.bind("password")}
      />
    </CredentialForm>
  );
}
