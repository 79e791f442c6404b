import type { ReactNode } from "react";
import { ListChecksIcon, Link2Icon, MapPinIcon, Trash2Icon } from "lucide-react";
import { Form, Link } from "react-router";
import { EmptyState } from "~/components/shared/empty-state";
import { CardPicture } from "~/components/shared/card-picture";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field, fieldErrorId, FieldHint, FormMessages } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { Vendor } from "~/data/types";
import { usePublicOrigin } from "~/hooks/use-public-origin";
import { absoluteUrl } from "~/lib/public-origin";
import { SHORTLIST_LIMITS } from "./schema";
import {
  itemAnchor,
  listAnchor,
  SHORTLIST_DONE,
  type ShortlistActionResult,
} from "./shortlist-result";
import { MemberText } from "~/components/shared/member-text";

// /account/shortlists: the member's lists, each with its suppliers and notes, and the forms
// that change them. Every control is a plain form post (post, redirect, get).

export interface ManagedList {
  id: string;
  name: string;
  /** Whether the list has a read-only link (its token is shown only when it is made). */
  shared: boolean;
  count: number;
  items: { vendor: Vendor; note: string }[];
}

export function sharedShortlistPath(token: string): string {
  return `/shortlists/${token}`;
}

/** More the member may do with a listed supplier (a buyer's "Invite to tender"), by vendor id. */
export type ItemActions = (vendor: Vendor) => ReactNode;

export function ShortlistsManager({
  lists,
  notice,
  result,
  itemActions,
}: {
  lists: readonly ManagedList[];
  notice: string | null;
  result?: ShortlistActionResult;
  itemActions?: ItemActions;
}) {
  const refused = (intent: string, listId: string | null = null, vendorId: string | null = null) =>
    result && result.intent === intent && result.listId === listId && result.vendorId === vendorId
      ? result
      : undefined;
  const create = refused("create");
  return (
    <div className="flex flex-col gap-8">
      <FormMessages
        error={result?.message && !result.listId ? result.message : null}
        success={notice}
      />
      <section
        aria-labelledby="new-list-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="new-list-heading" className="text-lg font-semibold text-slate-900">
          New list
        </h2>
        {/* A new form (emptied) once a list is made. */}
        <Form
          key={lists.length}
          method="post"
          className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <input type="hidden" name="intent" value="create" />
          <Field
            id="new-list-name"
            label="List name"
            error={create?.errors.name}
            className="flex-1"
          >
            <Input
              id="new-list-name"
              name="name"
              required
              maxLength={SHORTLIST_LIMITS.nameMax}
              defaultValue={create?.values.name ?? ""}
              aria-invalid={create?.errors.name ? true : undefined}
              aria-describedby={create?.errors.name ? fieldErrorId("new-list-name") : undefined}
              placeholder="e.g. Freight tender 2027"
            />
          </Field>
          <Button type="submit" className={create?.errors.name ? "sm:mb-7" : undefined}>
            Create list
          </Button>
        </Form>
      </section>

      {lists.length === 0 ? (
        <EmptyState
          icon={ListChecksIcon}
          title="No shortlists yet"
          message="Press Save on a supplier's card or profile: it goes on your first list, made for you."
        >
          <Link to="/vendors" className={buttonVariants()}>
            Find suppliers
          </Link>
        </EmptyState>
      ) : (
        lists.map((list) => (
          <ListSection key={list.id} list={list} refused={refused} itemActions={itemActions} />
        ))
      )}
    </div>
  );
}

type Refused = (
  intent: string,
  listId?: string | null,
  vendorId?: string | null,
) => ShortlistActionResult | undefined;

function ListSection({
  list,
  refused,
  itemActions,
}: {
  list: ManagedList;
  refused: Refused;
  itemActions?: ItemActions;
}) {
  const headingId = `${listAnchor(list.id)}-heading`;
  const rename = refused("rename", list.id);
  const renameId = `${listAnchor(list.id)}-name`;
  const problem = ["rename", "delete", "share", "revoke", "remove", "note"]
    .map((intent) => refused(intent, list.id)?.message ?? null)
    .find(Boolean);
  return (
    <section
      id={listAnchor(list.id)}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-100 p-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-semibold break-words text-slate-900">
            {list.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {list.count === 1 ? "1 supplier" : `${list.count} suppliers`}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="listId" value={list.id} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Delete list ${list.name}`}>
            <Trash2Icon aria-hidden="true" />
            Delete list
          </Button>
        </Form>
      </div>
      <div className="grid gap-5 p-5 lg:grid-cols-2">
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="listId" value={list.id} />
          <Field id={renameId} label="Name" error={rename?.errors.name} className="flex-1">
            <Input
              id={renameId}
              name="name"
              required
              maxLength={SHORTLIST_LIMITS.nameMax}
              defaultValue={rename?.values.name ?? list.name}
              aria-invalid={rename?.errors.name ? true : undefined}
              aria-describedby={rename?.errors.name ? fieldErrorId(renameId) : undefined}
            />
          </Field>
          <Button type="submit" variant="outline" aria-label={`Rename list ${list.name}`}>
            Rename
          </Button>
        </Form>
        <ShareControls list={list} freshToken={refused("share", list.id)?.shareToken} />
      </div>
      {problem ? (
        <p role="alert" className="mx-5 mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      ) : null}
      {list.items.length === 0 ? (
        <p className="border-t border-slate-100 p-5 text-sm text-slate-600">
          No suppliers on this list yet. Save them from their profiles in the{" "}
          <Link to="/vendors" className="font-medium text-brand-700 underline">
            supplier directory
          </Link>
          .
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 border-t border-slate-100">
          {list.items.map((item) => (
            <ItemRow
              key={item.vendor.id}
              list={list}
              item={item}
              refused={refused}
              actions={itemActions?.(item.vendor)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function StopSharing({ list }: { list: ManagedList }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="listId" value={list.id} />
      <Button type="submit" variant="ghost" size="sm" aria-label={`Stop sharing ${list.name}`}>
        Stop sharing
      </Button>
    </Form>
  );
}

/**
 * The list's read-only link: a button to make one; the link itself right after it is made (the
 * only time it is shown: the site keeps only its fingerprint); afterwards, that a link is
 * active, with a button to make a new one (the old one stops working) and one to stop sharing.
 */
function ShareControls({ list, freshToken }: { list: ManagedList; freshToken?: string }) {
  const origin = usePublicOrigin();
  const linkId = `${listAnchor(list.id)}-link`;
  const makeLink = (label: string, aria: string, note: string) => (
    <Form method="post" className="flex flex-col gap-2 lg:items-end lg:justify-end">
      <input type="hidden" name="intent" value="share" />
      <input type="hidden" name="listId" value={list.id} />
      <p className="text-sm text-slate-600">{note}</p>
      <Button type="submit" variant="outline" aria-label={aria}>
        <Link2Icon aria-hidden="true" />
        {label}
      </Button>
    </Form>
  );
  if (!list.shared) {
    return makeLink(
      "Share a read-only link",
      `Share a read-only link to ${list.name}`,
      "Only you can see this list.",
    );
  }
  if (!freshToken) {
    return (
      <div className="flex flex-col gap-2 lg:items-end">
        {makeLink(
          "Make a new link",
          `Make a new read-only link to ${list.name}`,
          "A read-only link is active. It was shown once, when you made it: make a new one to copy it again (the old one then stops working).",
        )}
        <StopSharing list={list} />
      </div>
    );
  }
  const path = sharedShortlistPath(freshToken);
  return (
    <div className="flex flex-col gap-2">
      <FormMessages error={null} success={SHORTLIST_DONE.share} />
      <Field
        id={linkId}
        label="Read-only link"
        hint={
          <FieldHint id={`${linkId}-hint`}>
            Copy it now: it is shown only this once. Anyone with it can read this list and your
            notes, without signing in.{" "}
            <Link to={path} className="font-medium text-brand-700 underline">
              Open it
            </Link>
          </FieldHint>
        }
      >
        <Input
          id={linkId}
          readOnly
          value={absoluteUrl(origin, path)}
          aria-describedby={`${linkId}-hint`}
          className="font-mono text-xs"
        />
      </Field>
      <StopSharing list={list} />
    </div>
  );
}

function ItemRow({
  list: { id: listId, name: listName },
  item: { vendor, note },
  refused,
  actions,
}: {
  list: ManagedList;
  item: ManagedList["items"][number];
  refused: Refused;
  actions?: ReactNode;
}) {
  const noteId = `${itemAnchor(listId, vendor.id)}-note`;
  const noted = refused("note", listId, vendor.id);
  return (
    <li
      id={itemAnchor(listId, vendor.id)}
      className="grid scroll-mt-24 gap-4 p-5 md:grid-cols-[16rem_1fr]"
    >
      <div className="flex items-start gap-3">
        <CardPicture src={vendor.logoUrl} kind="logo" />
        <div className="min-w-0">
          <Link
            to={`/vendors/${vendor.slug}`}
            className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
          >
            <MemberText text={vendor.name} />
          </Link>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPinIcon className="size-3.5" aria-hidden="true" />
            {vendor.location}
          </p>
          <Badge className="mt-2">{vendor.category}</Badge>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name="vendorId" value={vendor.id} />
          <Field id={noteId} label={`Note on ${vendor.name}`} error={noted?.errors.note}>
            <Textarea
              id={noteId}
              name="note"
              rows={2}
              maxLength={SHORTLIST_LIMITS.noteMax}
              defaultValue={noted?.values.note ?? note}
              aria-invalid={noted?.errors.note ? true : undefined}
              aria-describedby={noted?.errors.note ? fieldErrorId(noteId) : undefined}
              className="min-h-16"
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" aria-label={`Save note on ${vendor.name}`}>
              Save note
            </Button>
          </div>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="listId" value={listId} />
          <input type="hidden" name="vendorId" value={vendor.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            aria-label={`Remove ${vendor.name} from ${listName}`}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </Form>
        {actions}
      </div>
    </li>
  );
}
