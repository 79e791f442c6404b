import { isModifiedClick } from "~/lib/clicks";
import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
} from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { AUTO_CLOSE_MS } from "~/domain/form-rules";
import { IDLE, useFormSubmission, type FormController } from "./use-form-submission";

// The part of each form dialog that ships with the page: the trigger and the form's state.
// The trigger is a link to the form's own page, which works before and without JavaScript; once
// the page is hydrated, a plain click opens the form in a dialog over the page instead. The
// dialog itself (primitives, fields, schema, drop zone) is one chunk per form, fetched when the
// visitor reaches for the trigger (pointer over it, focus, or the click itself); see
// docs/decisions/052 and 054. The state lives here, above the dialog, so closing the dialog (or
// a request still running when it closes) never loses what the visitor typed.

export type { FormController };

export interface FrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Where focus returns when the dialog closes. */
  returnFocus: () => void;
  children: ReactNode;
}

/** What a form chunk exports besides its form. */
export interface FormChunk {
  FormDialogFrame: ComponentType<FrameProps>;
  /** The form's Cancel button in a dialog. */
  DialogCancel: ComponentType;
}

/** A chunk fetched once, on first need, and kept. */
export interface Preloadable<T> {
  load(): Promise<T>;
  current(): T | undefined;
}

export function preloadable<T>(factory: () => Promise<T>): Preloadable<T> {
  let promise: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load() {
      promise ??= factory().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          promise = undefined; // a later attempt tries again
          throw error;
        },
      );
      return promise;
    },
    current: () => value,
  };
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
};

function chain<E extends SyntheticEvent>(own: ((e: E) => void) | undefined, then: () => void) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) then();
  };
}

export function FormDialog<D extends object, M extends FormChunk>({
  trigger,
  action,
  title,
  description,
  chunk,
  empty,
  afterSent,
  children,
}: {
  /** A link to the form's own page (`action`). */
  trigger: ReactElement;
  action: string;
  title: string;
  description: ReactNode;
  chunk: Preloadable<M>;
  /** The blank form; a module constant, so it is stable. */
  empty: D;
  /** Said under the confirmation once the form is sent (how to follow a reply, say). */
  afterSent?: ReactNode;
  children: (loaded: M, controller: FormController<D>) => ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const controller = useFormSubmission<D>({ placement: "dialog", action, empty });
  const { status, setStatus, reset } = controller;
  const [loaded, setLoaded] = useState<M | undefined>(chunk.current);
  const [loadFailed, setLoadFailed] = useState(false);
  // The element that opened the dialog, for focus to return to.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const preload = useCallback(() => {
    if (chunk.current() !== undefined) return;
    chunk.load().then(
      (module) => setLoaded(() => module),
      () => undefined, // reported when the visitor actually opens the dialog
    );
  }, [chunk]);

  const openDialog = () => {
    setLoadFailed(false);
    setOpen(true);
    chunk.load().then(
      (module) => setLoaded(() => module),
      () => {
        setOpen(false);
        setLoadFailed(true);
      },
    );
  };

  // Spec section 4: after a success the message shows for 2 seconds, then the dialog closes and
  // the fields reset.
  const succeeded = status.kind === "success";
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setOpen(false);
      reset();
    }, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [succeeded, reset]);

  useEffect(() => {
    if (!loadFailed) return;
    const timer = setTimeout(() => setLoadFailed(false), 8000);
    return () => clearTimeout(timer);
  }, [loadFailed]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    if (status.kind === "success") reset();
    else if (status.kind === "error") setStatus(IDLE);
  };

  const own = trigger.props as TriggerProps;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    own.onClick?.(event);
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    setOpener(event.currentTarget);
    openDialog();
  };
  // Until the page is hydrated the link simply leads to the form's page: it only says it opens
  // a dialog once it does.
  const button = cloneElement(trigger, {
    ...(hydrated ? { "aria-haspopup": "dialog", "aria-expanded": open } : {}),
    onPointerEnter: chain(own.onPointerEnter, preload),
    onFocus: chain(own.onFocus, preload),
    onClick,
  } as TriggerProps);

  const Frame = loaded?.FormDialogFrame;
  return (
    <>
      {button}
      {Frame ? (
        <Frame
          open={open}
          onOpenChange={onOpenChange}
          title={title}
          description={description}
          returnFocus={() => opener?.focus()}
        >
          {children(loaded, controller)}
          {succeeded && afterSent ? (
            <p className="mt-3 text-sm text-slate-700">{afterSent}</p>
          ) : null}
        </Frame>
      ) : null}
      {loadFailed ? (
        <p
          role="alert"
          className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800 shadow-lg"
        >
          The form could not be loaded. Check your connection and try again.
        </p>
      ) : null}
    </>
  );
}
