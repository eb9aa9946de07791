// GET /api/operator and the get_operator tool: one wallet's operator memory,
// read from the app's database.
import type { OperatorResponse } from "@/server/contracts/operator";
import type { Database } from "@/server/platform/db/client";
import { lookupOperator } from "@/server/services/analytics/operators/operator-memory";

export async function getOperator(database: () => Promise<Database>, wallet: string): Promise<OperatorResponse> {
  const db = await database();
  return lookupOperator(db.prisma, wallet);
}
