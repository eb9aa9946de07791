// RFC 8785's own examples: §3.2.2 (the sample object), §3.2.3 (key order by
// UTF-16 code units) and Appendix B (IEEE-754 values and their serialization).
import { describe, expect, it } from "vitest";
import { canonicalize } from "@/server/contracts/evidence/jcs";

function fromBits(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

describe("canonicalize (RFC 8785)", () => {
  it("serializes §3.2.2's sample as the RFC prints it", () => {
    const input = JSON.parse(
      '{"numbers":[333333333.33333329,1E30,4.50,2e-3,0.000000000000000000000000001],"string":"\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/","literals":[null,true,false]}',
    );
    expect(canonicalize(input)).toBe('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });

  it("sorts keys by UTF-16 code units (§3.2.3)", () => {
    const input = { "\u20ac": "Euro Sign", "\r": "Carriage Return", "\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One", "\ud83d\ude00": "Emoji: Grinning Face", "\u0080": "Control", "\u00f6": "Latin Small Letter O With Diaeresis" };
    // read the order off the text: Object.keys would put the integer-like "1" first whatever the text says
    const keys = [...canonicalize(input).matchAll(/"((?:[^"\\]|\\.)*)":/g)].map((match) => JSON.parse(`"${match[1]}"`) as string);
    expect(keys).toEqual(["\r", "1", "\u0080", "\u00f6", "\u20ac", "\ud83d\ude00", "\ufb33"]);
  });

  it.each([
    ["0000000000000000", "0"],
    ["8000000000000000", "0"],
    ["0000000000000001", "5e-324"],
    ["8000000000000001", "-5e-324"],
    ["7fefffffffffffff", "1.7976931348623157e+308"],
    ["ffefffffffffffff", "-1.7976931348623157e+308"],
    ["4340000000000000", "9007199254740992"],
    ["c340000000000000", "-9007199254740992"],
    ["4430000000000000", "295147905179352830000"],
    ["44b52d02c7e14af5", "9.999999999999997e+22"],
    ["44b52d02c7e14af6", "1e+23"],
    ["44b52d02c7e14af7", "1.0000000000000001e+23"],
    ["444b1ae4d6e2ef4e", "999999999999999700000"],
    ["444b1ae4d6e2ef4f", "999999999999999900000"],
    ["444b1ae4d6e2ef50", "1e+21"],
    ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
    ["3eb0c6f7a0b5ed8d", "0.000001"],
    ["41b3de4355555553", "333333333.3333332"],
    ["41b3de4355555554", "333333333.33333325"],
    ["41b3de4355555555", "333333333.3333333"],
    ["41b3de4355555556", "333333333.3333334"],
    ["41b3de4355555557", "333333333.33333343"],
    ["becbf647612f3696", "-0.0000033333333333333333"],
    ["43143ff3c1cb0959", "1424953923781206.2"],
  ])("serializes the double 0x%s as %s (Appendix B)", (bits, text) => {
    expect(canonicalize(fromBits(bits))).toBe(text);
  });

  it("refuses NaN, Infinity and lone surrogates, which have no I-JSON form", () => {
    expect(() => canonicalize(fromBits("7fffffffffffffff"))).toThrow(TypeError);
    expect(() => canonicalize(fromBits("7ff0000000000000"))).toThrow(TypeError);
    expect(() => canonicalize({ a: "\ud800" })).toThrow(TypeError);
  });

  it("writes nested structures without whitespace and leaves undefined members out", () => {
    expect(canonicalize({ b: [1, { d: true, c: null }], a: "x", skipped: undefined })).toBe('{"a":"x","b":[1,{"c":null,"d":true}]}');
  });
});
