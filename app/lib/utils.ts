import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 10 KB gzip on every page):
 * components expose variants instead of letting callers override conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
