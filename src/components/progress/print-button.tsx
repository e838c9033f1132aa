"use client";

import { Button } from "@/components/ui/button";
import { MaskIcon } from "@/components/ui/mask-icon";

export function PrintButton() {
  return (
    <Button type="button" onClick={() => window.print()}>
      <MaskIcon name="printer" className="size-4" />
      Print
    </Button>
  );
}
