import { PASSWORD_MIN_LENGTH, validateSignUp } from "~/domain/auth-schema";
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
  title: "Join ProcureConnect",
  description: "Create your free account to connect with buyers, suppliers and talent.",
  label: "Join",
  submit: "Create Account",
  pending: "Creating account...",
  prompt: "Already have an account?",
  action: "Sign In",
};

export function SignUpView({ email, onEmailChange, onSignedIn, onSwitch }: CredentialFormProps) {
  const form = useAccountForm({ validate: validateSignUp, send: api.signUp, onSent: onSignedIn });
  return (
    <CredentialForm text={TEXT} form={form} onSwitch={onSwitch}>
      <TextField label="Full name" autoComplete="name" {...form.bind("name")} />
      <EmailField value={email} onValue={onEmailChange} {...form.bind("email")} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...form.bind("password")}
      />
    </CredentialForm>
  );
}
