import { cn } from "~/lib/utils";

// The pictures cards and profiles lead with (a member's avatar, an article's cover, a company's
// logo or monogram), each at the size its layout reserves so nothing moves as it loads.

const PICTURES = {
  avatar: {
    width: 80,
    height: 80,
    className: "size-20 rounded-full bg-slate-100 ring-4 ring-brand-50",
  },
  cover: { width: 640, height: 360, className: "aspect-video w-full bg-slate-100 object-cover" },
  logo: { width: 56, height: 56, className: "size-14 shrink-0 rounded-lg" },
  tile: {
    width: 64,
    height: 64,
    className: "size-16 shrink-0 rounded-xl bg-white ring-1 ring-slate-200",
  },
  profile: {
    width: 96,
    height: 96,
    className: "size-20 shrink-0 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:size-24",
  },
} as const;

/**
 * A card's picture. Decorative by default: the card's title beside it names what it shows.
 * Below the fold it loads lazily; a picture at the top of its page passes `lazy={false}`.
 */
export function CardPicture({
  src,
  kind,
  alt = "",
  lazy = true,
  fetchPriority,
  className,
}: {
  src: string;
  kind: keyof typeof PICTURES;
  alt?: string;
  lazy?: boolean;
  fetchPriority?: "low" | "high";
  className?: string;
}) {
  const picture = PICTURES[kind];
  return (
    <img
      src={src}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={lazy ? "lazy" : undefined}
      fetchPriority={fetchPriority}
      className={cn(picture.className, className)}
    />
  );
}
