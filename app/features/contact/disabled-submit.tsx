import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";

export const CONTACT_DISABLED_TOOLTIP = "Form submission is disabled for this demo.";

/**
 * The Contact page's Submit button: permanently disabled, with a tooltip on hover and on
 * keyboard focus. A disabled button gets neither pointer nor focus events, so a focusable
 * wrapper carries them.
 */
export function DisabledSubmit() {
  // Hover opens and closes through the library; keyboard focus keeps the tooltip open until
  // blur or Escape (the library would close it when focusing scrolls the page).
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <TooltipProvider delayDuration={200}>
      <Tooltip open={hovered || focused} onOpenChange={setHovered}>
        <TooltipTrigger asChild>
          <span
            tabIndex={0}
            className="inline-block rounded-md"
            aria-describedby="contact-disabled-note"
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          >
            <Button type="submit" disabled className="pointer-events-none">
              Submit
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent onEscapeKeyDown={() => setFocused(false)}>
          {CONTACT_DISABLED_TOOLTIP}
        </TooltipContent>
      </Tooltip>
      <span id="contact-disabled-note" className="sr-only">
        {CONTACT_DISABLED_TOOLTIP}
      </span>
    </TooltipProvider>
  );
}
