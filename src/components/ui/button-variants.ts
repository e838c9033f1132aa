import { cva } from "class-variance-authority";

// The button styles alone, for components that style a link or a plain button without importing
// the Button component (and its Slot) into every page's bundle: the root layout's privacy banner.
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
