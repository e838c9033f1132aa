export async function register() {
  // Build workers must never open the database (PGlite is one process's database).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  const { migrateDb } = await import("./server/db/client");
  await migrateDb();
}
