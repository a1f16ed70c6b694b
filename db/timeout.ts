/** The API answers within 2 s: what one call to the database, or one batch of views, may take of that. */
export const databaseBudgetMs = 1500;

export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The database did not answer within ${timeoutMs} ms`);
    this.name = "DatabaseTimeoutError";
  }
}

/** Races a database call against a deadline; the caller answers on time even if the driver hangs. */
export function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
