// The accounts domain's public entry for pages: the session's provider and the header's and
// drawer's sign-in controls (the layout). Everything here loads on every page: keep it free of
// schemas and forms (forms.ts gives the account form's parts to the one page that shows them).
export { AuthProvider } from "./auth-provider";
export { DrawerAuthControls, HeaderAuthControls } from "./auth-controls";
