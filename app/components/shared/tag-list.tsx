import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/utils";

/** Tags as a row of neutral badges that wraps. */
export function TagList({
  tags,
  label,
  className,
}: {
  tags: readonly string[];
  /** The list's accessible name, where no heading names it. */
  label?: string;
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
