import { closeDb, migrateDb } from "./client";
import { seedDemoAccounts } from "./seed";

await migrateDb();
const accounts = await seedDemoAccounts();
console.log("\nDemo accounts (password for each: wristwise-demo; the guest has none):\n");
for (const a of accounts) console.log(`  ${a.email.padEnd(32)} ${a.description}`);
console.log("");
await closeDb();
