import { Form, Link } from "react-router";
import { CardPicture } from "~/components/shared/card-picture";
import { PageHeader, PageSection } from "~/components/shared/page-header";
import { Button } from "~/components/ui/button";
import { Field, FieldHint, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { MEMBER_REGIONS, MEMBER_ROLES } from "~/data/vocabularies";
import { profilePath } from "~/domains/community";
import type { ProfileValues } from "./profile-action.server";

// The member's own profile page (/account/profile, issue 29): whether they appear in the Members
// Directory, their role, region, organisation, bio and photo.

/** The member's profile as the page's loader gives it, or null before they save one. */
interface Profile {
  listed: boolean;
  handle: string;
  role: string;
  region: string;
  organisation: string;
  bio: string;
  avatarUrl: string;
}

/** What saving answered: refused fields and what was typed, or the saved message. */
interface Saved {
  ok: boolean;
  message: string | null;
  errors: Partial<ProfileValues>;
  values: ProfileValues;
}

export function ProfilePage({
  profile,
  name,
  actionData,
}: {
  profile: Profile | null | undefined;
  name: string;
  actionData: Saved | undefined;
}) {
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
