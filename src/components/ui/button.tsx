import type { VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { remembered } from "@/lib/remembered";
import { buttonVariants } from "./button-variants";

export { buttonVariants };

export type TButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

type TVariant = VariantProps<typeof buttonVariants>["variant"];
type TSize = VariantProps<typeof buttonVariants>["size"];

/**
 * A button's classes, remembered by variant, size and the caller's classes: the program page
 * draws about 80 buttons from a handful of combinations, and merging the same lists again for each
 * was measurable on every view (issue #15).
 */
const buttonClassOf = remembered(
  (variant: TVariant, size: TSize, className: string | undefined) =>
    cn(buttonVariants({ variant, size }), className),
  { held: 256, keyOf: (variant, size, className) => `${variant}|${size}|${className ?? ""}` },
);

export function Button({ className, variant, size, asChild = false, ...props }: TButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={buttonClassOf(variant, size, className)} {...props} />;
}
