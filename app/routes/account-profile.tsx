import { data, Form, Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { MEMBER_REGIONS, MEMBER_ROLES } from "~/data/vocabularies";
import {
  COMMUNITY_MESSAGES,
  PHOTO_MAX_BYTES,
  profilePath,
  profileSchema,
} from "~/domains/community";
import { parseForm } from "~/domain/form-parse";
import { tooManyMessage } from "~/domain/limits";
import { requireMember } from "~/lib/access.server";
import { textOf } from "~/lib/form-data";
import { readFormData } from "~/lib/form-data.server";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/account-profile";

// The member's own profile (/account/profile, issue 29): whether they appear in the Members
// Directory (off until they choose it), their role, region, organisation, bio and photo.

export function meta() {
  return formPageMeta({
    title: "My profile",
    description: "Your profile in the Members Directory.",
    path: "/account/profile",
  });
}

export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = requireMember(context, request);
  const profile = await context.repo.community.profiles.ofUser(viewer.id);
  return {
    name: viewer.name,
    profile: profile && {
      listed: profile.listed,
      handle: profile.handle,
      role: profile.role,
      region: profile.region,
      organisation: profile.organisation ?? "",
      bio: profile.bio ?? "",
      avatarUrl: profile.avatarUrl,
    },
  };
}

type Values = Record<"role" | "region" | "organisation" | "bio" | "listed", string>;

function refuse(message: string | null, errors: Partial<Values>, values: Values, status: number) {
  return data({ ok: false, message, errors, values }, { status });
}

export async function action({ context, request }: Route.ActionArgs) {
  const viewer = requireMember(context, request);
  const form = await readFormData(request, PHOTO_MAX_BYTES + 64 * 1024);
  const empty = { role: "", region: "", organisation: "", bio: "", listed: "" };
  if (form === "too-large") return refuse(COMMUNITY_MESSAGES.photoTooLarge, {}, empty, 413);
  if (form === "malformed") return refuse("The form could not be read.", {}, empty, 400);
  const values: Values = {
    role: textOf(form.get("role")),
    region: textOf(form.get("region")),
    organisation: textOf(form.get("organisation")),
    bio: textOf(form.get("bio")),
    listed: textOf(form.get("listed")),
  };
  const parsed = parseForm(profileSchema, values);
  if (!parsed.ok) return refuse(null, parsed.errors, values, 400);
  const decision = await context.limits.take("profile-write", viewer.id);
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
      return refuse(null, { photo: message } as Partial<Values>, values, 400);
    }
    photoFile = stored.file;
  }
  const saved = await context.repo.community.profiles.save(viewer, parsed.value, photoFile);
  return data({
    ok: true,
    message: saved.listed
      ? "Your profile is saved and listed in the Members Directory."
      : "Your profile is saved. It is not listed in the Members Directory.",
    errors: {} as Partial<Values>,
    values,
  });
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, name } = loaderData;
  const errors = (actionData?.errors ?? {}) as Partial<Record<string, string>>;
  const v = actionData?.values;
  const described = (id: string) => (errors[id] ? fieldErrorId(`profile-${id}`) : undefined);
  return (
    <>
      <PageHeader
        eyebrow="Account"
        title="My profile"
        description="Choose whether other members find you in the Members Directory, and what they see."
      />
      <PageSection className="max-w-3xl">
        {profile?.listed ? (
          <p className="mb-4 text-sm text-slate-700">
            Your public profile:{" "}
            <Link to={profilePath(profile.handle)} className="font-medium text-brand-700 underline">
              {profilePath(profile.handle)}
            </Link>
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-5">
          <FormMessages
            error={actionData && !actionData.ok ? actionData.message : null}
            success={actionData?.ok ? actionData.message : null}
          />
          <div className="flex items-start gap-3">
            <input
              id="profile-listed"
              type="checkbox"
              name="listed"
              className="mt-1 size-4"
              defaultChecked={v ? v.listed === "on" : (profile?.listed ?? false)}
              aria-describedby="profile-listed-hint"
            />
            <div>
              <label htmlFor="profile-listed" className="text-sm font-medium text-slate-900">
                List me in the Members Directory
              </label>
              <FieldHint id="profile-listed-hint">
                Off by default. When on, anyone can find you by name, role and region and open your
                profile with your companies, public reviews and forum posts.
              </FieldHint>
            </div>
          </div>
          <p className="text-sm text-slate-700">
            Name: <strong>{name}</strong> (your account&apos;s name)
          </p>
          <Field
            id="profile-role"
            label="Role"
            error={errors.role}
            hint={
              <FieldHint id="profile-role-hint">
                Choose one of the list or write your own.
              </FieldHint>
            }
          >
            <Input
              id="profile-role"
              name="role"
              list="profile-roles"
              maxLength={80}
              defaultValue={v?.role ?? profile?.role ?? ""}
              aria-describedby={described("role") ?? "profile-role-hint"}
            />
            <datalist id="profile-roles">
              {MEMBER_ROLES.map((r) => (
                <option key={r} value={r} />
              ))}
            </datalist>
          </Field>
          <Field id="profile-region" label="Region" error={errors.region}>
            <NativeSelect
              id="profile-region"
              name="region"
              placeholder="Not given"
              options={MEMBER_REGIONS}
              defaultValue={v?.region ?? profile?.region ?? ""}
              aria-describedby={described("region")}
            />
          </Field>
          <Field id="profile-organisation" label="Organisation" error={errors.organisation}>
            <Input
              id="profile-organisation"
              name="organisation"
              maxLength={120}
              defaultValue={v?.organisation ?? profile?.organisation ?? ""}
              aria-describedby={described("organisation")}
            />
          </Field>
          <Field
            id="profile-bio"
            label="Short bio"
            error={errors.bio}
            hint={<FieldHint id="profile-bio-hint">Markdown, at most 1,000 characters.</FieldHint>}
          >
            <Textarea
              id="profile-bio"
              name="bio"
              rows={4}
              defaultValue={v?.bio ?? profile?.bio ?? ""}
              aria-describedby={described("bio") ?? "profile-bio-hint"}
            />
          </Field>
          <div className="flex items-center gap-4">
            {profile ? <CardPicture src={profile.avatarUrl} kind="avatar" lazy={false} /> : null}
            <Field
              id="profile-photo"
              label="Photo"
              error={errors.photo}
              hint={
                <FieldHint id="profile-photo-hint">
                  PNG, JPEG or WebP, 2 MB at most. Without one, your initials are shown.
                </FieldHint>
              }
            >
              <input
                id="profile-photo"
                type="file"
                name="photo"
                accept="image/png,image/jpeg,image/webp"
                className="text-sm"
                aria-describedby={described("photo") ?? "profile-photo-hint"}
              />
            </Field>
          </div>
          <div>
            <Button type="submit">Save profile</Button>
          </div>
        </Form>
      </PageSection>
    </>
  );
}
