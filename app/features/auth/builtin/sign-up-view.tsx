import { PASSWORD_MIN_LENGTH, validateSignUp } from "~/domain/auth-schema";
import * as api from "./accounts-api";
import {
  CredentialForm,
  EmailField,
  TextField,
  useAccountForm,
  type CredentialFormProps,
} from "./account-form";

export function SignUpView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignUp, send: api.signUp, onSent: onSignedIn });
  return (
    <CredentialForm
      title="Join ProcureConnect"
      description="Create your free account to connect with buyers, suppliers and talent."
      label="Join"
      form={form}
      submit="Create Account"
      pending="Creating account..."
      switchTo={{ prompt: "Already have an account?", action: "Sign In", onSwitch }}
    >
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
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        onChange={() => form.clear("password")}
        error={form.errors.password}
      />
    </CredentialForm>
  );
}
