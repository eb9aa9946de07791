// "Now and then" per owner: a sweep that runs at most once per interval for
// each owner (an app's access context, a database), never once per process, so
// two apps in one process (tests, a worker beside the server) keep their own
// pace. A clock that moved back by more than the interval (a test travelling in
// time) counts as due.
export function createPacer(intervalMs: number): (owner: object, nowMs: number) => boolean {
  const last = new WeakMap<object, number>();
  return (owner, nowMs) => {
    if (Math.abs(nowMs - (last.get(owner) ?? -Infinity)) < intervalMs) return false;
    last.set(owner, nowMs);
    return true;
  };
}
