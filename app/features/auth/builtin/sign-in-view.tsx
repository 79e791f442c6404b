import { validateSignIn } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";

export function SignInView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignIn, send: api.signIn, onSent: onSignedIn });
  return (
    <CredentialForm
      title="Sign in to ProcureConnect"
      description="Welcome back. Sign in with your e-mail and password."
      label="Sign in"
      form={form}
      submit="Sign In"
      pending="Signing in..."
      switchTo={{ prompt: "New to ProcureConnect?", action: "Join now", onSwitch }}
    >
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
