import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { signInHref, type SaveState } from "~/lib/save-notice";
import { SaveForm, type SaveFormProps } from "./save-form";

// SaveForm, posting in the background once the page's scripts run: the button shows its new
// state at once, the line under it says what happened, and the page does not move. A
// signed-out visitor is told to sign in, beside the link. Whether it is saved comes from the
// page's loader (no flash), which runs again after each post.

export interface SaveAnswer {
  ok: boolean;
  saved: boolean;
  message: string;
}

export function SaveToggle({ action, state, text, ...form }: SaveFormProps) {
  const fetcher = useFetcher<SaveAnswer>();
  const location = useLocation();
  const [askSignIn, setAskSignIn] = useState(false);
  const pending = fetcher.formData?.get("intent");
  const shown: SaveState =
    typeof pending === "string" ? (pending === "add" ? "saved" : "unsaved") : state;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === "signed-out") {
      setAskSignIn(true);
      return;
    }
    const body = new FormData(event.currentTarget);
    body.set("respond", "data");
    void fetcher.submit(body, { method: "post", action });
  };

  let status: ReactNode | undefined;
  if (askSignIn) {
    status = (
      <>
        {text.signIn}{" "}
        <Link
          to={signInHref(location.pathname + location.search)}
          className="font-medium text-brand-700 underline"
        >
          Sign in
        </Link>
      </>
    );
  } else if (fetcher.data && !fetcher.data.ok) {
    status = fetcher.data.message;
  } else if (fetcher.data) {
    status = (
      <>
        {fetcher.data.saved ? text.added : text.removed}{" "}
        <Link to={text.listHref} className="font-medium text-brand-700 underline">
          {text.listLabel}
        </Link>
      </>
    );
  }

  return (
    <SaveForm
      {...form}
      action={action}
      state={shown}
      text={text}
      onSubmit={onSubmit}
      status={status}
    />
  );
}
