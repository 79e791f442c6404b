// The accounts domain's public entry for pages: the session's provider and the header's and
// drawer's sign-in controls (the layout), and the account form's parts a page of another domain
// shows to let a visitor join (a private conversation's page; its action checks the form with
// what index.server.ts gives). Everything here loads on every page: keep it free of schemas.
export { AuthProvider } from "./auth-provider";
export { DrawerAuthControls, HeaderAuthControls } from "./auth-controls";
export { EMAIL_INPUT, SubmitButton, TextField } from "./builtin/account-form";
export { PASSWORD_HINT } from "./builtin/account-screens";
