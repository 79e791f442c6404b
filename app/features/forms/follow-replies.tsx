import { Link } from "react-router";

/**
 * Said under a signed-out buyer's confirmation when the request went to a company of the
 * network: its replies come by e-mail, and signing in lets them follow them in Your requests.
 */
export function FollowReplies({ href, vendorName }: { href: string; vendorName: string }) {
  return (
    <>
      {vendorName}&apos;s replies will come to the e-mail address you gave.{" "}
      <Link to={href} className="font-medium underline underline-offset-4">
        Sign in
      </Link>{" "}
      before your next request to follow {vendorName}&apos;s replies in Your requests.
    </>
  );
}
