import { UsersIcon } from "lucide-react";
import { Form, Link } from "react-router";
import { ContentPage } from "~/components/shared/page-header";
import { EmptyState } from "~/components/shared/empty-state";
import { MemberText } from "~/components/shared/member-text";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field, FormMessages, fieldErrorId } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import { newGroupAction } from "../forum-action.server";
import { groupPath } from "../paths";
import { pageMeta, type PageIntro } from "~/lib/seo";
import type { Route } from "./+types/groups";

// Groups & Forums (/network/groups, issue 29): the network's groups, joined by members; an
// operator creates new ones here.

const PAGE: PageIntro = {
  eyebrow: "Network",
  title: "Groups & Forums",
  description: "Industry groups and forums where procurement professionals share experience.",
  path: "/network/groups",
};

export const meta = () => pageMeta(PAGE);

export async function loader({ context }: Route.LoaderArgs) {
  return {
    groups: await context.repo.community.groups.list(),
    isOperator: context.user?.isOperator === true,
  };
}

export function action({ context, request }: Route.ActionArgs) {
  return newGroupAction(context, request);
}

export default function GroupsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, isOperator } = loaderData;
  return (
    <ContentPage intro={PAGE}>
      {groups.length === 0 ? (
        <EmptyState icon={UsersIcon} title="No groups yet" message="Groups will be listed here." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {groups.map((g) => (
            <li
              key={g.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <Badge variant="neutral" className="self-start">
                <MemberText text={g.topic} />
              </Badge>
              <h2 className="mt-2 text-lg font-semibold text-slate-900">
                <Link to={groupPath(g.slug)} className="hover:text-brand-700 hover:underline">
                  <MemberText text={g.name} />
                </Link>
              </h2>
              <p className="mt-1 flex-1 text-sm text-slate-600">
                <MemberText text={g.description} />
              </p>
              <p className="mt-3 text-xs text-slate-600">
                {g.threadCount === 1 ? "1 thread" : `${g.threadCount} threads`} ·{" "}
                {g.memberCount === 1 ? "1 member" : `${g.memberCount} members`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {isOperator ? (
        <Form
          method="post"
          aria-labelledby="new-group-heading"
          className="mt-10 flex max-w-2xl flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5"
        >
          <h2 id="new-group-heading" className="text-lg font-semibold text-slate-900">
            Create a group
          </h2>
          <FormMessages
            error={actionData && !actionData.ok ? actionData.message : null}
            success={null}
          />
          {(["name", "topic"] as const).map((name) => (
            <Field
              key={name}
              id={`group-${name}`}
              label={name === "name" ? "Name" : "Topic"}
              required
              error={actionData?.errors[name]}
            >
              <Input
                id={`group-${name}`}
                name={name}
                required
                defaultValue={actionData?.values[name]}
                aria-invalid={actionData?.errors[name] ? true : undefined}
                aria-describedby={
                  actionData?.errors[name] ? fieldErrorId(`group-${name}`) : undefined
                }
              />
            </Field>
          ))}
          <Field
            id="group-description"
            label="Description"
            required
            error={actionData?.errors.description}
          >
            <Textarea
              id="group-description"
              name="description"
              rows={3}
              required
              defaultValue={actionData?.values.description}
            />
          </Field>
          <div>
            <Button type="submit">Create group</Button>
          </div>
        </Form>
      ) : null}
    </ContentPage>
  );
}
