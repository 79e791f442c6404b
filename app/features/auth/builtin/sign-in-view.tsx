import { validateSignIn } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
  type CredentialText,
} from "./account-form";

const TEXT: CredentialText = {
  title: "Sign in to ProcureConnect",
  description: "Welcome back. Sign in with your e-mail and password.",
  label: "Sign in",
  submit: "Sign In",
  pending: "Signing in...",
  prompt: "New to ProcureConnect?",
  action: "Join now",
};

export function SignInView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignIn, send: api.signIn, onSent: onSignedIn });
  return (
    <CredentialForm text={TEXT} form={form} onSwitch={onSwitch}>
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
