import { StarIcon } from "lucide-react";
import { starsLabel } from "./rules";
import type { Stars } from "~/domain/ratings";
import { cn } from "~/lib/utils";

// The rating as five native radio buttons named "{n} out of 5 stars": arrow keys move the
// choice, the form posts it without JavaScript, and the stars up to the chosen one fill by CSS
// alone (`:has`), so the picture is right before hydration too.

const ORDER = [1, 2, 3, 4, 5] as const satisfies readonly Stars[];

// Star n fills when any choice of n or more is checked. Written out for Tailwind to see.
const FILLED: Record<Stars, string> = {
  1: "group-has-[input:checked]/stars:fill-amber-400 group-has-[input:checked]/stars:text-amber-500",
  2: "group-has-[input[value='2']:checked]/stars:fill-amber-400 group-has-[input[value='3']:checked]/stars:fill-amber-400 group-has-[input[value='4']:checked]/stars:fill-amber-400 group-has-[input[value='5']:checked]/stars:fill-amber-400 group-has-[input[value='2']:checked]/stars:text-amber-500 group-has-[input[value='3']:checked]/stars:text-amber-500 group-has-[input[value='4']:checked]/stars:text-amber-500 group-has-[input[value='5']:checked]/stars:text-amber-500",
  3: "group-has-[input[value='3']:checked]/stars:fill-amber-400 group-has-[input[value='4']:checked]/stars:fill-amber-400 group-has-[input[value='5']:checked]/stars:fill-amber-400 group-has-[input[value='3']:checked]/stars:text-amber-500 group-has-[input[value='4']:checked]/stars:text-amber-500 group-has-[input[value='5']:checked]/stars:text-amber-500",
  4: "group-has-[input[value='4']:checked]/stars:fill-amber-400 group-has-[input[value='5']:checked]/stars:fill-amber-400 group-has-[input[value='4']:checked]/stars:text-amber-500 group-has-[input[value='5']:checked]/stars:text-amber-500",
  5: "group-has-[input[value='5']:checked]/stars:fill-amber-400 group-has-[input[value='5']:checked]/stars:text-amber-500",
};

const CHOSEN: Record<Stars, string> = {
  1: "group-has-[input[value='1']:checked]/stars:inline",
  2: "group-has-[input[value='2']:checked]/stars:inline",
  3: "group-has-[input[value='3']:checked]/stars:inline",
  4: "group-has-[input[value='4']:checked]/stars:inline",
  5: "group-has-[input[value='5']:checked]/stars:inline",
};

export function StarInput({
  id,
  name,
  defaultValue,
  error,
  errorId,
}: {
  /** Prefix of the radios' ids; the legend's id is `${id}-legend`. */
  id: string;
  name: string;
  defaultValue: string;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset
      className="group/stars flex flex-col gap-1.5"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-900">
        Rating
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-1">
          {ORDER.map((stars) => (
            <span key={stars} className="relative inline-flex">
              <input
                type="radio"
                id={`${id}-${stars}`}
                name={name}
                value={stars}
                defaultChecked={defaultValue === String(stars)}
                required
                aria-invalid={error ? true : undefined}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <label
                htmlFor={`${id}-${stars}`}
                className="rounded-md p-0.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600"
              >
                <StarIcon
                  className={cn(
                    "size-8 fill-white text-slate-400 transition-colors",
                    FILLED[stars],
                  )}
                  strokeWidth={1.5}
                  aria-hidden="true"
                />
                <span className="sr-only">{starsLabel(stars)}</span>
              </label>
            </span>
          ))}
        </div>
        <span className="text-sm text-slate-700" aria-hidden="true">
          <span className="group-has-[input:checked]/stars:hidden">Choose 1 to 5 stars</span>
          {ORDER.map((stars) => (
            <span key={stars} className={cn("hidden", CHOSEN[stars])}>
              {starsLabel(stars)}
            </span>
          ))}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
