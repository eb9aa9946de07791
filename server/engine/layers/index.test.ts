import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { LAYERS } from "@/server/engine/layers/index";

describe("layer registry", () => {
  it("registers each layer under its own id", () => {
    for (const [id, layer] of Object.entries(LAYERS)) expect(layer.id).toBe(id);
  });

  it("declares only snapshot fields as requirements", () => {
    const fields = Object.keys(makeSnapshot());
    for (const layer of Object.values(LAYERS)) {
      expect(layer.requires.length).toBeGreaterThan(0);
      for (const field of layer.requires) expect(fields).toContain(field);
    }
  });

  it("scores nothing on a clean snapshot", () => {
    for (const layer of Object.values(LAYERS)) {
      expect(layer.evaluate(makeSnapshot(), DEFAULT_ENGINE_CONFIG).contributions).toEqual([]);
    }
  });
});
