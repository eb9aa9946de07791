import { bind } from "@/server/app/bind";
import * as adminRpcUsage from "@/server/api/access/admin-rpc-usage";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the RPC bill and its budget, for operators
export const GET = bind(adminRpcUsage.get);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
