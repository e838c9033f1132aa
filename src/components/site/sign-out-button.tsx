import { LogOut } from "lucide-react";
import { signOutAction } from "@/actions/auth";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <Button type="submit" variant="secondary" size="sm">
        {/* The word alone on a phone, so the header fits in 390 px with 44 px targets. */}
        <LogOut aria-hidden className="max-sm:hidden" />
        Sign out
      </Button>
    </form>
  );
}
