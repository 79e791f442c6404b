/** What a placeholder screen says when its page gives no message of its own. */
export const DEFAULT_PLACEHOLDER_MESSAGE =
  "This feature is currently under development and will be available soon.";
