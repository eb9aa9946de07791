import { describe, expect, it } from "vitest";
import { describeKeyProblem } from "@/components/keys/describe-key-problem";

describe("describeKeyProblem", () => {
  it("calls a 401 an unrecognised key", () => {
    expect(describeKeyProblem({ status: 401, code: "unauthorized", message: "Unknown or revoked API key." }).title).toBe("This key is not recognised");
  });

  it("calls a JSON 404 for the key an unrecognised key", () => {
    expect(describeKeyProblem({ status: 404, code: "not_found", message: "No such key." }).title).toBe("This key is not recognised");
  });

  it("tells a missing endpoint (a 404 page, not JSON) apart from an unknown key", () => {
    expect(describeKeyProblem({ status: 404, code: "http_404", message: "The server answered HTTP 404." }).title).toMatch(/not available/);
  });

  it("tells the holder of a publishable key that it belongs in the badge, not here", () => {
    expect(describeKeyProblem({ status: 403, code: "publishable_key_not_allowed", message: "A publishable key only works for the badge." }).title).toBe("This is a publishable key");
  });
});
