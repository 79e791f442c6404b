import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS, type NotificationKind } from "./rules";

// The e-mail settings' form: one checkbox per kind of notice, ticked when the member gets it by
// e-mail.

export function EmailSettingsForm({ email }: { email: Record<NotificationKind, boolean> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-4 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset>
        <legend className="text-base font-semibold text-slate-900">E-mail me about</legend>
        <div className="mt-4 grid gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                name={kind}
                defaultChecked={email[kind]}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {NOTIFICATION_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="mt-6" disabled={busy}>
        Save
      </Button>
    </Form>
  );
}
