import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

const sizes = {
  sm: { gap: "gap-1.5", icon: "size-3.5" },
  md: { gap: "gap-2", icon: "size-4 text-slate-500" },
} as const;

/** A short fact led by its icon (a place, a sector, a date), in the text style around it. */
export function IconLabel({
  icon: Icon,
  as: Element = "span",
  size = "sm",
  className,
  children,
}: {
  icon: LucideIcon;
  as?: "span" | "li" | "p";
  size?: keyof typeof sizes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element className={cn("inline-flex items-center", sizes[size].gap, className)}>
      <Icon className={cn("shrink-0", sizes[size].icon)} aria-hidden="true" />
      {children}
    </Element>
  );
}
