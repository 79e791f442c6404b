// What the screens of pages that do not exist say. Every page of the spec's route table has its
// own screen now; the placeholder screen (placeholder-screen.tsx) stays for "not found" pages.

// The default message lives on its own so the layout's error screen does not pull in this file.
export { DEFAULT_PLACEHOLDER_MESSAGE } from "./placeholder-message";

export interface PlaceholderPage {
  path: string;
  title: string;
  description: string;
  message?: string;
}

export const NOT_FOUND_PAGE: PlaceholderPage = {
  path: "*",
  title: "Page Not Found",
  description: "The page you are looking for does not exist.",
  message: "The page you are looking for does not exist or has been moved.",
};
