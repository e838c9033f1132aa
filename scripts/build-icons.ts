// `npm run icons`: writes src/app/icons.css, the mask icons' CSS (src/components/ui/mask-icon.tsx).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { maskIconCss } from "../src/components/ui/mask-icon-css";

const target = path.join(import.meta.dirname, "..", "src", "app", "icons.css");
writeFileSync(target, await maskIconCss());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
