// Guest accounts and their merge (spec 4, "Account merge"; issue #17). Checkout creates a guest
// for a buyer who has no account; when that person proves the email is theirs (a verification
// link, a Google sign-in, a password reset), the guest's records move to their account and the
// guest is deleted. Pure rules here; the moving is src/server/account/merge-guest-accounts.ts.

/** Where a guest's user row points instead of the buyer's address (which stays free to sign up). */
export const GUEST_EMAIL_DOMAIN = "guests.wristwise.invalid";

/** The placeholder address of a guest's user row: `.invalid` can never receive mail (RFC 2606). */
export function guestPlaceholderEmail(guestId: string): string {
  return `guest-${guestId}@${GUEST_EMAIL_DOMAIN}`;
}

export function isGuestPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`);
}

/** Spec 5: the account lookup lowercases the email (and ignores the spaces a paste brings). */
export function lookupEmailOf(email: string): string {
  return email.trim().toLowerCase();
}

export type TGuestProfile = {
  userId: string;
  isGuestAccount: boolean;
  pendingMergeWithAuthUser: boolean;
  guestEmail: string | null;
};

export type TMergeTarget = {
  id: string;
  email: string;
  emailVerified: boolean;
  /** The target's own profile says it is a guest: a guest is never merged into another guest. */
  isGuestAccount: boolean;
};

/**
 * Whether `guest` may be merged into `target`: a guest still waiting to be merged, for the same
 * email, into a real account whose email has been proven. A stranger who signs up with someone
 * else's address cannot prove it, so they never receive that person's purchase.
 */
export function isGuestTwinOf(guest: TGuestProfile, target: TMergeTarget): boolean {
  return (
    guest.isGuestAccount &&
    guest.pendingMergeWithAuthUser &&
    guest.userId !== target.id &&
    guest.guestEmail !== null &&
    guest.guestEmail === lookupEmailOf(target.email) &&
    target.emailVerified &&
    !target.isGuestAccount
  );
}

/** mergedFrom after merging `guestIds`: every guest ever merged in, oldest first, each once. */
export function mergedFromOf(existing: string | null, guestIds: readonly string[]): string {
  const ids = (existing ?? "").split(",").filter(Boolean);
  for (const id of guestIds) if (!ids.includes(id)) ids.push(id);
  return ids.join(",");
}

/** Whether `guestId` was merged into the account whose mergedFrom this is. */
export function wasMergedFrom(mergedFrom: string | null, guestId: string): boolean {
  return (mergedFrom ?? "").split(",").includes(guestId);
}

/**
 * The moments of the lookup (spec 9): the first at once, then up to `attempts - 1` more, each
 * `intervalMs` after the one before. A guest created by a checkout that completes a moment after
 * the person verified is found on a later try.
 */
export function lookupDelaysMs(attempts: number, intervalMs: number): number[] {
  return Array.from({ length: Math.max(0, attempts) }, (_, i) => (i === 0 ? 0 : intervalMs));
}
