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
});
