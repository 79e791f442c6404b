import type { ReactNode } from "react";

/** A brand-coloured band at a page's end: what to do next, and the links that do it. */
export function CallToAction({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  /** The links, styled as buttons for a dark background. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="mt-1 text-brand-100">{text}</p>
      </div>
      {children}
    </div>
  );
}
