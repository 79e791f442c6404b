import { data, type AppLoadContext } from "react-router";
import { COMMUNITY_MESSAGES, PHOTO_MAX_BYTES, profileSchema } from "~/domains/community";
import { parseForm } from "~/domain/form-parse";
import { tooManyMessage } from "~/domain/limits";
import { textOf } from "~/lib/form-data";
import type { FormOutcome, Posted } from "~/lib/route-policy.server";

// Saving the member's own profile (/account/profile, issue 29): its fields, checked, and a photo.

export type ProfileValues = Record<"role" | "region" | "organisation" | "bio" | "listed", string>;

function refuse(
  message: string | null,
  errors: Partial<ProfileValues>,
  values: ProfileValues,
  status: number,
) {
  return data({ ok: false, message, errors, values }, { status });
}

/** The profile form: its photo and a few short fields (the route declares it). */
export const PROFILE_FORM_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export async function profileAction(
  context: AppLoadContext,
  { viewer, form, limit }: Required<Posted<FormOutcome>>,
) {
  const empty = { role: "", region: "", organisation: "", bio: "", listed: "" };
  if (form === "too-large") return refuse(COMMUNITY_MESSAGES.photoTooLarge, {}, empty, 413);
  if (form === "malformed") return refuse("The form could not be read.", {}, empty, 400);
  const values: ProfileValues = {
    role: textOf(form.get("role")),
    region: textOf(form.get("region")),
    organisation: textOf(form.get("organisation")),
    bio: textOf(form.get("bio")),
    listed: textOf(form.get("listed")),
  };
  const parsed = parseForm(profileSchema, values);
  if (!parsed.ok) return refuse(null, parsed.errors, values, 400);
  const decision = await limit();
  if (!decision.allowed) return refuse(tooManyMessage(decision.retryAfter), {}, values, 429);
  let photoFile: string | undefined;
  const photo = form.get("photo");
  if (photo instanceof File && photo.size > 0) {
    const stored = await context.memberPhotos.store(photo);
    if (!stored.ok) {
      const message =
        stored.problem === "too-large"
          ? COMMUNITY_MESSAGES.photoTooLarge
          : stored.problem === "type"
            ? COMMUNITY_MESSAGES.photoType
            : COMMUNITY_MESSAGES.photoUnreadable;
      return refuse(null, { photo: message } as Partial<ProfileValues>, values, 400);
    }
    photoFile = stored.file;
  }
  const saved = await context.repo.community.profiles.save(viewer, parsed.value, photoFile);
  return data({
    ok: true,
    message: saved.listed
      ? "Your profile is saved and listed in the Members Directory."
      : "Your profile is saved. It is not listed in the Members Directory.",
    errors: {} as Partial<ProfileValues>,
    values,
  });
}
