import { data, Form, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { TitledSection } from "~/components/shared/titled-section";
import { ConsoleSection } from "~/features/admin/console-frame";
import { SOURCE_REGIONS, SOURCING_CHANNEL_KINDS } from "~/domains/knowledge";
import { formPageMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-pages";
import { fieldText } from "~/lib/form-data";
import { routeAction, routeLoader } from "~/lib/route-policy.server";

// The console's Team & sources tab: the members of Our Team (/about/team) and the curated
// sourcing channels of Local & Overseas Sources (/resources/sources).

export function meta({ matches }: Route.MetaArgs) {
  return formPageMeta(
    {
      title: "Team & sources",
      description: "The team page and the sourcing channels, for the network's operators.",
      path: "/admin/pages",
    },
    matches,
  );
}

const CHANNEL_REGIONS = ["International", ...Object.keys(SOURCE_REGIONS)];

export const loader = routeLoader(
  { who: "operator" },
  async ({ context, request }: Route.LoaderArgs) => {
    const [team, channels] = await Promise.all([
      context.repo.knowledge.team.list(),
      context.repo.knowledge.channels.list(),
    ]);
    return {
      team,
      channels,
      done: new URL(request.url).searchParams.get("done") ? "Saved." : null,
    };
  },
);

const text = (form: FormData, name: string, max = 2000) =>
  fieldText(form, name).trim().slice(0, max);

export const action = routeAction(
  { who: "operator", body: 64 * 1024 },
  async ({ context }: Route.ActionArgs, { form }) => {
    const { team, channels } = context.repo.knowledge;
    const intent = text(form, "intent");
    const id = text(form, "id");
    if (intent === "remove-member") await team.remove(id);
    else if (intent === "remove-channel") await channels.remove(id);
    else if (intent === "add-member" || intent === "save-member") {
      const photoUrl = text(form, "photoUrl", 300);
      const member = {
        name: text(form, "name", 80),
        role: text(form, "role", 120),
        bio: text(form, "bio", 600),
        photoUrl: photoUrl || null,
      };
      if (!member.name || !member.role || !member.bio)
        return data({ error: "A team member needs a name, a role and a bio." }, 400);
      if (photoUrl && !/^\/images\/[\w./-]+$/.test(photoUrl))
        return data(
          { error: "The photo must be one of the site's images (a path starting /images/)." },
          400,
        );
      if (intent === "add-member") await team.add(member);
      else await team.update(id, member);
    } else if (intent === "add-channel") {
      const channel = {
        name: text(form, "name", 120),
        url: text(form, "url", 300),
        kind: text(form, "kind"),
        region: text(form, "region"),
        description: text(form, "description", 300),
      };
      if (
        !channel.name ||
        !channel.description ||
        !/^https:\/\/[^\s]+$/.test(channel.url) ||
        !(SOURCING_CHANNEL_KINDS as readonly string[]).includes(channel.kind) ||
        !CHANNEL_REGIONS.includes(channel.region)
      )
        return data(
          {
            error: "A channel needs a name, an https:// link, a kind, a region and a description.",
          },
          400,
        );
      await channels.add(channel);
    }
    throw redirect("/admin/pages?done=1");
  },
);

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { team, channels, done } = loaderData;
  return (
    <ConsoleSection
      title="Team & sources"
      description="What Our Team and Local & Overseas Sources show."
      done={done}
      error={actionData?.error}
    >
      <div className="grid gap-12 xl:grid-cols-2">
        <TitledSection id="team" title="Our Team">
          <ul className="mt-4 flex flex-col gap-4">
            {team.map((m) => (
              <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4">
                <Form
                  method="post"
                  aria-label={`Team member ${m.name}`}
                  className="grid gap-3 sm:grid-cols-2"
                >
                  <input type="hidden" name="id" value={m.id} />
                  <Field id={`name-${m.id}`} label="Name">
                    <Input id={`name-${m.id}`} name="name" defaultValue={m.name} required />
                  </Field>
                  <Field id={`role-${m.id}`} label="Role">
                    <Input id={`role-${m.id}`} name="role" defaultValue={m.role} required />
                  </Field>
                  <Field id={`bio-${m.id}`} label="Bio" className="sm:col-span-2">
                    <Textarea id={`bio-${m.id}`} name="bio" defaultValue={m.bio} required />
                  </Field>
                  <Field
                    id={`photo-${m.id}`}
                    label="Photo (a path on this site; empty for a monogram)"
                    className="sm:col-span-2"
                  >
                    <Input id={`photo-${m.id}`} name="photoUrl" defaultValue={m.photoUrl ?? ""} />
                  </Field>
                  <div className="flex gap-2 sm:col-span-2">
                    <Button type="submit" name="intent" value="save-member" size="sm">
                      Save
                    </Button>
                    <Button
                      type="submit"
                      name="intent"
                      value="remove-member"
                      size="sm"
                      variant="outline"
                      formNoValidate
                    >
                      Remove
                    </Button>
                  </div>
                </Form>
              </li>
            ))}
          </ul>
          <Form
            method="post"
            aria-label="New team member"
            className="mt-6 grid gap-3 rounded-lg border border-dashed border-slate-300 p-4 sm:grid-cols-2"
          >
            <h3 className="font-semibold sm:col-span-2">Add a team member</h3>
            <input type="hidden" name="intent" value="add-member" />
            <Field id="new-name" label="Name" required>
              <Input id="new-name" name="name" required />
            </Field>
            <Field id="new-role" label="Role" required>
              <Input id="new-role" name="role" required />
            </Field>
            <Field id="new-bio" label="Bio" required className="sm:col-span-2">
              <Textarea id="new-bio" name="bio" required />
            </Field>
            <Field
              id="new-photo"
              label="Photo (a path on this site; empty for a monogram)"
              className="sm:col-span-2"
            >
              <Input id="new-photo" name="photoUrl" />
            </Field>
            <Button type="submit" size="sm" className="justify-self-start">
              Add to the team
            </Button>
          </Form>
        </TitledSection>
        <TitledSection id="channels" title="Sourcing channels">
          <ul className="mt-4 flex flex-col gap-3">
            {channels.map((c) => (
              <li
                key={c.id}
                className="flex items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div>
                  <p className="font-semibold">{c.name}</p>
                  <p className="text-sm text-slate-600">
                    {c.kind} · {c.region} · {c.url}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-channel" />
                  <input type="hidden" name="id" value={c.id} />
                  <Button type="submit" size="sm" variant="outline" aria-label={`Remove ${c.name}`}>
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          <Form
            method="post"
            aria-label="New sourcing channel"
            className="mt-6 grid gap-3 rounded-lg border border-dashed border-slate-300 p-4 sm:grid-cols-2"
          >
            <h3 className="font-semibold sm:col-span-2">Add a channel</h3>
            <input type="hidden" name="intent" value="add-channel" />
            <Field id="channel-name" label="Name" required>
              <Input id="channel-name" name="name" required />
            </Field>
            <Field id="channel-url" label="Link (https://)" required>
              <Input id="channel-url" name="url" type="url" required />
            </Field>
            <Field id="channel-kind" label="Kind" required>
              <NativeSelect
                id="channel-kind"
                name="kind"
                placeholder="Choose a kind"
                options={SOURCING_CHANNEL_KINDS}
                required
              />
            </Field>
            <Field id="channel-region" label="Region" required>
              <NativeSelect
                id="channel-region"
                name="region"
                placeholder="Choose a region"
                options={CHANNEL_REGIONS}
                required
              />
            </Field>
            <Field id="channel-description" label="Description" required className="sm:col-span-2">
              <Input id="channel-description" name="description" required />
            </Field>
            <Button type="submit" size="sm" className="justify-self-start">
              Add the channel
            </Button>
          </Form>
        </TitledSection>
      </div>
    </ConsoleSection>
  );
}
