// Writes the demonstrations' image files to public/demos (issue #15): `npm run demos` after
// changing a demonstration, the rig or rig.css. src/components/illustrations/rig/demo-files.test.ts
// fails while the files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { allDemoFiles } from "../src/components/illustrations/rig/render-demo-files";

const dir = path.join(process.cwd(), "public", "demos");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const files = allDemoFiles();
for (const [address, content] of files) writeFileSync(path.join("public", address), content);
console.log(`Wrote ${files.size} files to public/demos (${readdirSync(dir).length} there).`);
