export const dynamic = "force-dynamic";

// the holder graph of a mint
export { GET } from "@/server/api/read/map-data";
