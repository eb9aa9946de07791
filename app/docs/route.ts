import { bind } from "@/server/app/bind";
import * as docs from "@/server/api/about/docs";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the API reference page
export const GET = bind(docs.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
