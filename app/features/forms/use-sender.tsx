import { useRouteLoaderData } from "react-router";

// Who a request to a vendor is sent as: a signed-in member's request carries their account's
// name and e-mail, which the forms show instead of asking (docs/decisions/231).

export interface FormSender {
  name: string;
  email: string;
}

/** The signed-in member (the root loader's), or null for a signed-out visitor. */
export function useSender(): FormSender | null {
  const data = useRouteLoaderData("root") as { user?: FormSender | null } | undefined;
  return data?.user ? { name: data.user.name, email: data.user.email } : null;
}

/** "Sent as <name> (<email>)", in place of the name and e-mail fields. */
export function SentAs({ sender }: { sender: FormSender }) {
  return (
    <p className="text-sm text-slate-600">
      Sent as <span className="font-medium text-slate-900">{sender.name}</span> ({sender.email})
    </p>
  );
}
