import { Dialog as SheetPrimitive } from "radix-ui";
import { XIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/utils";

// A right-hand slide-in panel built on the dialog primitive: focus trap, Escape, scroll lock
// and backdrop click come from the library.

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

export function SheetContent({
  className,
  children,
  closeLabel = "Close menu",
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay
        data-testid="sheet-backdrop"
        className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-fade-in"
      />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex h-full w-[90vw] max-w-[420px] flex-col overflow-y-auto bg-white shadow-xl data-[state=open]:animate-slide-in-right",
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-3.5 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={closeLabel}
        >
          <XIcon className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
