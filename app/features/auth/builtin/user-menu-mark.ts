/** The attribute on the server-rendered avatar that tells the browser to load its menu first. */
export const USER_MENU_MARK = "data-user-menu";
