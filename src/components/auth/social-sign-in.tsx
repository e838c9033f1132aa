import { signInSocialAction } from "@/actions/auth";
import { Button } from "@/components/ui/button";
import type { TSocialProvider } from "@/domain/auth/social-providers";

const LABELS: Record<TSocialProvider, string> = {
  google: "Continue with Google",
  discord: "Continue with Discord",
};

/** One button per configured provider; renders nothing when none is configured. */
export function SocialSignIn({
  providers,
  returnTo,
}: {
  providers: TSocialProvider[];
  returnTo?: string;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="space-y-3">
      {providers.map((provider) => (
        <form key={provider} action={signInSocialAction}>
          <input type="hidden" name="provider" value={provider} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          <Button type="submit" variant="secondary" className="w-full">
            {LABELS[provider]}
          </Button>
        </form>
      ))}
      <div className="flex items-center gap-3 text-sm text-ink-muted" aria-hidden>
        <span className="h-px flex-1 bg-line" />
        or with email
        <span className="h-px flex-1 bg-line" />
      </div>
    </div>
  );
}
