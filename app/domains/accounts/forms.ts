// The accounts domain's public entry for another domain's page that lets a visitor join (a
// private conversation's page: its action checks the form with what index.server.ts gives): the
// account form's parts. Apart from index.ts, which the layout loads on every page, so that no
// page pays for them but the one that shows them.
export { EMAIL_INPUT, SubmitButton, TextField } from "./builtin/account-form";
export { PASSWORD_HINT } from "./builtin/account-screens";
