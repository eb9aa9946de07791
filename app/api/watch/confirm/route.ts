import { bind } from "@/server/app/bind";
import * as watchConfirm from "@/server/api/watch/watch-confirm";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// an e-mail watch's link page and the one use of its token
export const GET = bind(watchConfirm.GET);
export const POST = watchConfirm.answeringFormsWithPages(bind(watchConfirm.POST));
export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
