import { closeDb, getDbKind, migrateDb } from "./client";

await migrateDb();
console.log(`Migrations applied (${getDbKind() === "pg" ? "PostgreSQL" : "PGlite"}).`);
await closeDb();
