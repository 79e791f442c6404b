import { Fragment } from "react";

/**
 * Text with the searched words marked: each word of the text that begins with one of `words`
 * ("logistic" marks "Logistics"). Built from React elements, so member text stays escaped text.
 */
export function Highlight({ text, words }: { text: string; words: readonly string[] }) {
  const wanted = words.filter((w) => w.length > 0);
  if (wanted.length === 0) return <>{text}</>;
  const escaped = wanted.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join("|")})[\\p{L}\\p{N}]*`, "giu");
  const parts: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const match of text.normalize("NFC").matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mark: false });
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
