import { ShieldAlertIcon } from "lucide-react";
import { Link } from "react-router";
import { PlaceholderScreen } from "../placeholder/placeholder-screen";

// What an operator held back for want of two-step sign-in sees when they ask for what only
// operator powers would show (docs/decisions/221, 301): where to turn it on, never an error
// screen. The console and the site's root boundary show the same page (the root loads it only
// when it is needed: `operatorTwoFactorMessage` in not-found-screen.tsx says when).

export default OperatorTwoFactorScreen;

export function OperatorTwoFactorScreen({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <title>Turn on two-step sign-in | ProcureConnect</title>
      <PlaceholderScreen
        icon={ShieldAlertIcon}
        title="Turn on two-step sign-in"
        message={message}
      />
      <p className="text-center">
        <Link
          to="/account#account-two-factor"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Go to Account and security
        </Link>
      </p>
    </div>
  );
}
