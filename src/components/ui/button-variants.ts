import { cva } from "class-variance-authority";

// The button styles alone, for components that style a link or a plain button without importing
// the Button component (and its Slot) into every page's bundle: the root layout's privacy banner.
// Each variant and size is one class (`.btn` and friends in globals.css), not a list of
// utilities: the program page draws 79 buttons, and every class list is written twice, in the
// HTML and in its RSC payload (issue #15). A caller's utilities still win over them, since
// Tailwind's utilities layer comes after its components layer.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "btn-primary",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      danger: "btn-danger",
      link: "btn-link",
    },
    size: {
      md: "btn-md",
      // 44 px on a phone, a thumb's target (WCAG 2.5.5); compact from the sm breakpoint.
      sm: "btn-sm",
      lg: "btn-lg",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});
