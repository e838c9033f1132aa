import { connection } from "next/server";
import { Floor, floorMetadata } from "../floor";

export const metadata = floorMetadata;

/** The dynamic floor: rendered on every request, reading nothing. */
export default async function DynamicFloorPage() {
  await connection();
  return <Floor kind="dynamic" />;
}
