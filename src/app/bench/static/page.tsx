import { Floor, floorMetadata } from "../floor";

export const metadata = floorMetadata;

/** The static floor: prerendered at build time, served from the cache. */
export default function StaticFloorPage() {
  return <Floor kind="static" />;
}
