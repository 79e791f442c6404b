import { visibleText } from "~/lib/control-characters";

/**
 * Text a member wrote (a review, a request, a reply, a name), as every view shows it: hidden
 * characters as codes (`visibleText`, the one rule), isolated in a <bdi> so that right-to-left
 * text cannot reorder what follows it.
 */
export function MemberText({ text }: { text: string }) {
  return <bdi>{visibleText(text)}</bdi>;
}
