import type { Horse } from '#contract/horses';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';

/**
 * Where "Direct Message" and the phone bar's "Message" go: the conversation with the owner (docs/product.md
 * §P2), or, signed out, the log-in page that names what the visitor was doing ("Log in to message
 * Biscuit's owner") and brings them to that conversation once they are in.
 */
export function useDirectMessageHref(horse: Horse): string {
  const { data: user } = useCurrentUser();
  const conversation = paths.messages({ userId: horse.ownerId, horseName: horse.name, horseId: horse.id });
  return user ? conversation : paths.login(conversation);
}
