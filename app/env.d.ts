interface ImportMetaEnv {
  readonly VITE_FORM_ENDPOINT?: string;
  readonly VITE_FORM_MAILBOX?: string;
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string;
}
