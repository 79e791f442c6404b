import { avatarSvg } from "~/lib/monogram";
import type { Route } from "./+types/member-photo";
import { routeLoader } from "~/lib/route-policy.server";

// A member's photo (/network/members/{handle}/photo): the image we re-encoded when they
// uploaded it (never their bytes), or their monogram. Public only while they are listed; the
// member sees their own either way (their profile form shows it).

export const loader = routeLoader(
  { who: "anyone" },
  async ({ context, params }: Route.LoaderArgs) => {
    const profile = await context.repo.community.profiles.anyByHandle(params.handle);
    const mine = profile && context.user && profile.userId === context.user.id;
    if (!profile || !(profile.listed || mine)) return new Response("Not found.", { status: 404 });
    const bytes = profile.photoFile ? await context.memberPhotos.read(profile.photoFile) : null;
    const common = {
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": profile.listed ? "public, max-age=300" : "private, no-store",
    };
    if (bytes) {
      return new Response(new Uint8Array(bytes), {
        headers: { ...common, "Content-Type": "image/webp" },
      });
    }
    return new Response(avatarSvg(profile.name), {
      headers: {
        ...common,
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  },
);
