// Icons that repeat down a page (a rating's star, a place's pin, a card's Save mark): each one's
// drawing is defined once per page, in <IconSprite /> at the top of the document, and every use is a
// short <svg><use href="#icon-…"></svg> (issue 46: 24 supplier cards were 30 KB of the same
// paths). They draw exactly as the Lucide icons they copy (lucide-react 1.75): same 24-unit box,
// stroke and classes, so a class such as `fill-amber-400` on the icon still fills it.

// The drawings as data, not elements: nothing is rendered when the module loads.
const STAR =
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z";
const BOOKMARK =
  "M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z";
const ICONS = {
  star: { paths: [STAR] },
  "map-pin": {
    paths: [
      "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0",
    ],
    circle: { cx: "12", cy: "10", r: "3" },
  },
  bookmark: { paths: [BOOKMARK] },
  "bookmark-check": { paths: [BOOKMARK, "m9 10 2 2 4-4"] },
} as const satisfies Record<
  string,
  { paths: readonly string[]; circle?: { cx: string; cy: string; r: string } }
>;

export type SpriteIconName = keyof typeof ICONS;

/** Every sprite icon's drawing, once, hidden: the root layout renders it at the top of the body. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {Object.entries(ICONS).map(([name, drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          {drawing.paths.map((d) => (
            <path key={d} d={d} />
          ))}
          {"circle" in drawing ? <circle {...drawing.circle} /> : null}
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon drawn from the page's sprite; the text beside it says what it means. */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
