// The contract of the holder map (the bubble map's data).
import { defineEndpoint, SCAN_ERROR_CODES } from "@/server/contracts/endpoint";
import { mapDataSchema, mapQuerySchema } from "@/server/contracts/map-data";

export const getMapData = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/map-data",
  operationId: "getMapData",
  summary: "The holder graph of a mint (nodes, funding and shared-slot links, clusters)",
  description: "Drawing from a recent trace is free; a live trace (or fresh=1) counts one scan, with the scan's access rules.",
  tag: "Scan",
  auth: "scan",
  // a live trace costs one scan, like any other (otherwise fresh=1 would be an unmetered scanner)
  metering: "scan",
  query: mapQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: { 200: { description: "The map data.", schema: mapDataSchema } },
  errors: SCAN_ERROR_CODES,
});
