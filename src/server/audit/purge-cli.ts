import { closeDb, migrateDb } from "../db/client";
import { purgeExpiredAuditLogs } from "./purge-expired-audit-logs";

await migrateDb();
const count = await purgeExpiredAuditLogs();
console.log(
  `Purged ${count} audit log ${count === 1 ? "entry" : "entries"} past their 6-year retention.`,
);
await closeDb();
