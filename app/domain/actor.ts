// Who is asking: the one description of a signed-in member that every permission check takes
// (companies, reviews, requests, the console). Signed out is `null`.

export interface Actor {
  /** The account's id: what companies, reviews and requests are owned by. */
  id: string;
  /** Granted by `npm run admin -- grant <email>`: may use the operator console. */
  isOperator: boolean;
}
