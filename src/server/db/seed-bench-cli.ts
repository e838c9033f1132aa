// `npm run bench` (issue #15): N people like monthly@demo (a finished assessment, Pro monthly), so
// logging a set can be measured with N people at once, each on their own account. Run after the
// demo seed; replaces earlier bench accounts. Usage: seed-bench-cli.ts [N]
import { like } from "drizzle-orm";
import { closeDb, getDb, migrateDb } from "./client";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo-accounts";
import { user } from "./schema";
import { seedAccount } from "./seed";

const count = Number(process.argv[2] ?? 50);
const template = DEMO_ACCOUNTS.find((a) => a.email === "monthly@demo.wristwise.app");
if (!template) throw new Error("seed-bench: no monthly demo account to copy");

await migrateDb();
await getDb().delete(user).where(like(user.email, "%@bench.wristwise.app"));
const now = new Date();
for (let i = 0; i < count; i += 1)
  await seedAccount(
    {
      ...template,
      email: `bench-${i}@bench.wristwise.app`,
      name: `Bench ${i}`,
      password: DEMO_PASSWORD,
    },
    now,
  );
console.log(`${count} bench accounts (bench-0 … bench-${count - 1}@bench.wristwise.app)`);
await closeDb();
