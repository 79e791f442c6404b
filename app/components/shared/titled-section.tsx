import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

const TITLE_SIZES = { base: "text-base", lg: "text-lg", xl: "text-xl" } as const;

export interface SectionProps {
  /** Names the heading `<id>-heading`, which labels the section. */
  id: string;
  title: ReactNode;
  children?: ReactNode;
}

/** A region of a page named by its heading. `anchor` puts the id on the section, for `#id` links. */
export function TitledSection({
  id,
  title,
  level = 2,
  size = "lg",
  anchor = false,
  className,
  titleClassName,
  children,
}: SectionProps & {
  level?: 2 | 3;
  size?: keyof typeof TITLE_SIZES;
  anchor?: boolean;
  className?: string;
  /** Spacing or layout of the heading; its size comes from `size`. */
  titleClassName?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={anchor ? id : undefined} aria-labelledby={`${id}-heading`} className={className}>
      <Heading
        id={`${id}-heading`}
        className={cn(TITLE_SIZES[size], "font-semibold text-slate-900", titleClassName)}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}
