// The accounts' length limits, apart from the zod schemas (schema.ts) so that what shows them
// (the join form's hint, on every page through the layout) loads no schema code.

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
