import { Link } from "react-router";
import { MemberText } from "~/components/shared/member-text";
import { profilePath } from "./paths";

// How a post and its author show on the forums and on a member's profile (issue 29).

/** A post's body: HTML the loader rendered with the "post" Markdown profile (sanitised). */
export function PostBody({ html }: { html: string }) {
  return (
    <div
      className="prose-post text-sm leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_pre]:overflow-x-auto [&_ul]:list-disc"
      // Safe: rendered by app/lib/markdown.server.ts, which drops raw HTML and sanitises.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

export function AuthorName({ name, handle }: { name: string; handle: string | null }) {
  return handle ? (
    <Link to={profilePath(handle)} className="font-medium text-brand-700 hover:underline">
      <MemberText text={name} />
    </Link>
  ) : (
    <span className="font-medium text-slate-900">
      <MemberText text={name} />
    </span>
  );
}
