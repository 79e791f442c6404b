import { ArrowLeftIcon, CircleCheckBigIcon } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { BackLink } from "~/components/shared/back-link";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { FormResult } from "./form-post";
import { useFormSubmission, type FormController } from "./use-form-submission";

// A form on its own page: where the form links lead before JavaScript has started (or without
// it), and what a visitor who lands on the address sees. The page holds the same form as the
// dialog; the server renders it, and again with its answer after a post.

export function FormPage<D extends object>({
  title,
  intro,
  back,
  action,
  empty,
  served,
  attempt,
  afterSent,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** The job or vendor page the form is about. */
  back: { to: string; label: string };
  action: string;
  empty: D;
  /** The server's answer to a post without JavaScript. */
  served?: FormResult;
  /** The attempt key rendered into the form (see `IDEMPOTENCY_FIELD`). */
  attempt?: string;
  /** Said under the confirmation once the form is sent (how to follow a reply, say). */
  afterSent?: ReactNode;
  children: (controller: FormController<D>, cancel: ReactNode) => ReactNode;
}) {
  const controller = useFormSubmission({ placement: "page", action, empty, served, attempt });
  const { status } = controller;
  const cancel = (
    <Link to={back.to} className={buttonVariants({ variant: "outline" })}>
      Cancel
    </Link>
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink to={back.to} label={back.label} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div role="status">
        {status.kind === "success" ? (
          <Sent text={status.text} back={back} after={afterSent} />
        ) : null}
      </div>
      {status.kind === "success" ? null : (
        <Card className="mt-6 p-5 sm:p-6">{children(controller, cancel)}</Card>
      )}
    </div>
  );
}

/** A form page carries its own attempt key, so no cache may keep it for the next visitor. */
export function formPageHeaders() {
  return { "Cache-Control": "private, no-store" };
}

/** The spec's green message, and the way back (there is no dialog to close by itself here). */
function Sent({
  text,
  back,
  after,
}: {
  text: string;
  back: { to: string; label: string };
  after?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // Without JavaScript the browser focuses it on load.
      autoFocus
      className="mt-6 rounded-lg border border-green-200 bg-green-50 p-5 text-green-800 outline-none"
    >
      <p className="flex gap-2">
        <CircleCheckBigIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>{text}</span>
      </p>
      {after ? <p className="mt-2 text-sm text-green-900">{after}</p> : null}
      <Link to={back.to} className={buttonVariants({ className: "mt-4" })}>
        <ArrowLeftIcon aria-hidden="true" />
        {back.label}
      </Link>
    </div>
  );
}
