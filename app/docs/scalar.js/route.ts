import { bind } from "@/server/app/bind";
import * as docsScript from "@/server/api/about/docs-script";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the API reference viewer's script
export const GET = bind(docsScript.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
