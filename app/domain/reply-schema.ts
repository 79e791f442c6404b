import * as z from "zod/mini";
import { hasControlCharacters } from "~/lib/control-characters";

// The one rule of a reply, whoever writes it (a company answering a request, an owner answering
// a review): trimmed text, required, at most `max` characters as a person counts them.

export interface ReplyRules {
  max: number;
  messages: {
    required: string;
    tooLong: string;
    /** When given, control characters are refused with this message. */
    controlCharacters?: string;
  };
}

/** Length as a person counts it: characters, not UTF-16 units. */
const characters = (value: string) => [...value].length;

/** The schema of a reply form whose text is posted as `field`. */
export function replySchema<const F extends string>(field: F, { max, messages }: ReplyRules) {
  const checks = [
    z.refine<string>((v) => v.length > 0, { error: messages.required }),
    z.refine<string>((v) => characters(v) <= max, { error: messages.tooLong }),
  ];
  if (messages.controlCharacters) {
    checks.push(
      z.refine<string>((v) => !hasControlCharacters(v), { error: messages.controlCharacters }),
    );
  }
  const text = z.pipe(
    z.transform((value: unknown) => (typeof value === "string" ? value.trim() : "")),
    z.string().check(...checks),
  );
  const shape: Record<F, typeof text> = { [field]: text } as Record<F, typeof text>;
  return z.object(shape);
}
