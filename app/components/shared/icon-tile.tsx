import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** An icon on a brand-tinted square, beside or above the text it illustrates. */
export function IconBadge({
  icon: Icon,
  size = "md",
  className,
}: {
  icon: LucideIcon;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <span
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
        size === "md" ? "size-11" : "size-12",
        className,
      )}
    >
      <Icon className={size === "md" ? "size-5" : "size-6"} aria-hidden="true" />
    </span>
  );
}

/** A bordered list item: an icon badge and, beside it, its text. */
export function IconListItem({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 p-5">
      <IconBadge icon={icon} />
      <div>{children}</div>
    </li>
  );
}

/** Points each with an icon, a title and a line of text, one under the other. */
export function IconPointList({
  points,
}: {
  points: readonly { title: string; text: string; icon: LucideIcon }[];
}) {
  return (
    <ul className="mt-6 flex flex-col gap-4">
      {points.map(({ title, text, icon }) => (
        <IconListItem key={title} icon={icon}>
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-sm text-slate-600">{text}</p>
        </IconListItem>
      ))}
    </ul>
  );
}
