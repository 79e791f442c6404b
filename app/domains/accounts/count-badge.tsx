/** A small count beside a member link (new requests); nothing when there are none. */
export function CountBadge({ count }: { count?: number }) {
  if (!count) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-auto inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
