import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";
import { cn } from "@/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-[var(--radius-control)] font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand text-white hover:bg-brand-strong",
        secondary: "border border-line-strong bg-surface text-ink hover:bg-brand-soft",
        ghost: "text-ink hover:bg-brand-soft",
        danger: "bg-danger text-white hover:bg-[#8a1f18]",
        link: "text-brand underline underline-offset-2 hover:text-brand-strong",
      },
      size: {
        md: "h-11 px-5 text-base",
        // 44 px on a phone, a thumb's target (WCAG 2.5.5); compact from the sm breakpoint.
        sm: "h-11 min-w-11 px-3 text-sm sm:h-9 sm:min-w-9",
        lg: "h-12 px-6 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type TButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: TButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
