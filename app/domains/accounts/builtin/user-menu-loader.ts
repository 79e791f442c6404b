import { holdHydration } from "~/lib/hydration-gate";
import type UserMenuComponent from "./user-menu";

// The user menu's code: a chunk of its own, which signed-out visitors load only when they sign in,
// and a signed-in page loads before it hydrates, so that the avatar the server rendered answers
// its first click (the menu opens on pointerdown).

/** The attribute on the server-rendered avatar that tells the browser to load its menu first. */
export const USER_MENU_MARK = "data-user-menu";

/** The menu's component, once its code has arrived in this browser (a live binding). */
export let loadedUserMenu: typeof UserMenuComponent | null = null;

export const loadUserMenu = () =>
  import("./user-menu").then((module) => {
    loadedUserMenu = module.default;
    return module;
  });

/**
 * In the browser, before the page hydrates: when it shows a signed-in visitor's avatar, its
 * menu's code, for which hydration waits (app/lib/hydration-gate.ts).
 */
export function loadForSignedInPage(doc: Document): void {
  if (doc.querySelector(`[${USER_MENU_MARK}]`)) holdHydration(loadUserMenu());
}
