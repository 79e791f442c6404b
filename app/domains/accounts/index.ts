// The accounts domain's public entry for pages: the session's provider and the header's and
// drawer's sign-in controls (the layout), and the account forms' parts and rules a page of
// another domain reuses to let a visitor join (a private conversation's page).
export { AuthProvider } from "./auth-provider";
export { DrawerAuthControls, HeaderAuthControls } from "./auth-controls";
export { EMAIL_INPUT, SubmitButton, TextField } from "./builtin/account-form";
export { PASSWORD_HINT } from "./builtin/account-screens";
export { readAccountsReply } from "./builtin/accounts-api";
export { sameEmail, validateSignUp } from "./schema";
