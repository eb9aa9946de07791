// A service built on first use and shared by every later caller. A failed
// build is not kept: the next caller retries (e.g. the embedded ledger's port,
// PostgreSQL back up), as the former globalThis getters did.
export function once<T>(build: () => Promise<T>): () => Promise<T> {
  let building: Promise<T> | undefined;
  return () => {
    if (!building) {
      const attempt = build();
      building = attempt;
      attempt.catch(() => {
        if (building === attempt) building = undefined;
      });
    }
    return building;
  };
}
