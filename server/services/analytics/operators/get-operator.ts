// GET /api/operator and the get_operator tool: one wallet's operator memory,
// read from the app's database.
import type { OperatorResponse } from "@/server/contracts/operator";
import { getRuntime } from "@/server/platform/runtime";
import { lookupOperator } from "@/server/services/analytics/operators/operator-memory";

export async function getOperator(wallet: string): Promise<OperatorResponse> {
  const db = await (await getRuntime()).database();
  return lookupOperator(db.prisma, wallet);
}
