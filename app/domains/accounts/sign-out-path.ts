/** Where a plain "Sign Out" form posts (routes/sign-out.tsx): it works without JavaScript. */
export const SIGN_OUT_PATH = "/sign-out";

/**
 * The menu page (MENU_PAGE_PATH of ~/lib/site-nav, which imports the accounts' controls and so
 * cannot be imported by the user menu's chunk): where the header's account button leads before
 * its menu's code runs.
 */
export const MENU_PAGE = "/menu";
