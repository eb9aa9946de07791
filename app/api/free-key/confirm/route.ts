import { bind } from "@/server/app/bind";
import * as freeKeyConfirm from "@/server/api/access/free-key-confirm";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the e-mailed link's page and the one use of its token
export const GET = bind(freeKeyConfirm.GET);
export const POST = freeKeyConfirm.answeringFormsWithPages(bind(freeKeyConfirm.POST));
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
